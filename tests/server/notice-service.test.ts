/**
 * Notices without HTTP: the allow-list, list filters/paging/language, the daily
 * view counter, the demo seed and the operator CLI.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createDb, migrateToLatest, type Db } from '../../server/db/index';
import {
  createNotice,
  getNotice,
  listNotices,
  publishNotice,
  recordNoticeView,
  sanitizeNoticeHtml,
  summarize,
  viewNotice,
} from '../../server/services/notice';
import { DEMO_NOTICES, seedNotices } from '../../server/seed/notices';
import { runNoticeCli } from '../../server/cli/notice';
import { NOTICE_CATEGORIES } from '../../config/contract/notice';
import { AppError } from '../../server/errors';

let db: Db;

beforeEach(async () => {
  db = createDb('sqlite::memory:');
  await migrateToLatest(db);
});
afterEach(async () => {
  await db.destroy();
});

describe('sanitizeNoticeHtml', () => {
  it('removes scripts, event handlers and javascript: URLs but keeps the allowed rich text', () => {
    const dirty = [
      '<h2>Patch</h2><p onclick="steal()">Hello <script>alert(1)</script><strong>world</strong></p>',
      '<img src="x.png" onerror="alert(1)">',
      '<a href="javascript:alert(1)">bad</a>',
      '<a href="JaVa&#x09;ScRiPt&#58;alert(2)">bad2</a>',
      '<a href="data:text/html;base64,PHNjcmlwdD4=">bad3</a>',
      '<iframe src="https://evil.example"></iframe><style>body{display:none}</style>',
      '<ul><li>one</li></ul><blockquote>q</blockquote><pre><code>x</code></pre>',
      '<table><tr><td colspan="2" style="color:red">cell</td></tr></table>',
    ].join('');
    const clean = sanitizeNoticeHtml(dirty);
    expect(clean).not.toMatch(/script|onerror|onclick|javascript|data:|iframe|style|steal/i);
    expect(clean).toContain('<h2>Patch</h2>');
    expect(clean).toContain('<strong>world</strong>');
    expect(clean).toContain('<ul><li>one</li></ul>');
    expect(clean).toContain('<blockquote>q</blockquote>');
    expect(clean).toContain('<pre><code>x</code></pre>');
    expect(clean).toContain('<td colspan="2">cell</td>');
    expect(clean).toContain('<img loading="lazy" src="x.png">');
    expect(clean).toContain('<a>bad</a>');
  });

  it('keeps safe links with rel=noopener and opens external ones in a new tab', () => {
    const clean = sanitizeNoticeHtml('<a href="https://forum.example/t/1" target="_self" rel="opener">f</a><a href="/vote">v</a><a href="mailto:gm@example.com">m</a>');
    expect(clean).toContain('<a href="https://forum.example/t/1" rel="noopener noreferrer" target="_blank">f</a>');
    expect(clean).toContain('<a href="/vote" rel="noopener noreferrer">v</a>');
    expect(clean).toContain('href="mailto:gm@example.com"');
    expect(clean).not.toContain('rel="opener"');
  });

  it('allows only relative or same-origin images', () => {
    const clean = sanitizeNoticeHtml(
      '<img src="/img/a.png"><img src="https://evil.example/b.png"><img src="//evil.example/c.png"><img src="https://site.example/d.png">',
      'https://site.example',
    );
    expect(clean).toContain('src="/img/a.png"');
    expect(clean).toContain('src="https://site.example/d.png"');
    expect(clean).not.toContain('evil.example');
  });

  it('is idempotent', () => {
    const once = sanitizeNoticeHtml('<p>a <a href="https://x.example">x</a> <img src="/a.png" width="20"></p>');
    expect(sanitizeNoticeHtml(once)).toBe(once);
  });

  it('summarizes to plain text', () => {
    expect(summarize('<h2>Big &amp; bold</h2><p>Line&nbsp;two &lt;3</p>')).toBe('Big & bold Line two <3');
    expect(Array.from(summarize(`<p>${'長'.repeat(300)}</p>`)).length).toBe(121);
  });
});

async function publish(category: (typeof NOTICE_CATEGORIES)[number], title: string, at: string, extra: Partial<Parameters<typeof createNotice>[1]> = {}) {
  const n = await createNotice(db, {
    category,
    title_zh: `${title}（中）`,
    title_en: `${title} (en)`,
    body_zh: `<p>${title} 內容</p>`,
    body_en: `<p>${title} body</p>`,
    author: 'GM',
    status: 'published',
    ...extra,
  }, new Date(at));
  return n;
}

describe('listNotices', () => {
  it('filters by category, pages, orders pinned then newest, and answers in the caller’s language', async () => {
    await publish('event', 'E1', '2025-01-01T00:00:00Z');
    await publish('guide', 'G1', '2025-01-02T00:00:00Z');
    await publish('event', 'E2', '2025-01-03T00:00:00Z');
    await publish('important', 'I1', '2024-12-01T00:00:00Z', { pinned: true });
    await createNotice(db, { category: 'event', title_zh: '草稿', title_en: 'Draft', body_zh: '<p>x</p>', body_en: '<p>x</p>', author: 'GM' });

    const all = await listNotices(db, { lang: 'en-US', page: 1, size: 10 });
    expect(all.total).toBe(4);
    expect(all.items.map((n) => n.title)).toEqual(['I1 (en)', 'E2 (en)', 'G1 (en)', 'E1 (en)']);
    expect(all.items[0].pinned).toBe(true);
    expect(all.items[1].summary).toBe('E2 body');
    expect(all.items[1].publishTime).toBe('2025-01-03 00:00:00');

    const zh = await listNotices(db, { lang: 'zh-TW', category: 'event' });
    expect(zh.total).toBe(2);
    expect(zh.items.map((n) => n.title)).toEqual(['E2（中）', 'E1（中）']);

    const page2 = await listNotices(db, { lang: 'en-US', page: 2, size: 3 });
    expect(page2).toMatchObject({ total: 4, page: 2, size: 3 });
    expect(page2.items.map((n) => n.title)).toEqual(['E1 (en)']);
  });

  it('falls back to the other language when a translation is empty', async () => {
    const n = await createNotice(db, { category: 'guide', title_zh: '只有中文', title_en: '', body_zh: '<p>中文內容</p>', body_en: '', author: 'GM', status: 'published' });
    const detail = await getNotice(db, n.id, 'en-US');
    expect(detail.title).toBe('只有中文');
    expect(detail.body).toBe('<p>中文內容</p>');
  });
});

describe('getNotice / views', () => {
  it('404s with notice.notFound for a missing or unpublished notice', async () => {
    const draft = await createNotice(db, { category: 'event', title_zh: 'a', title_en: 'a', body_zh: '<p>a</p>', body_en: '<p>a</p>', author: 'GM' });
    for (const id of [draft.id, 9999]) {
      const error = await getNotice(db, id, 'zh-TW').catch((e) => e);
      expect(error).toBeInstanceOf(AppError);
      expect(error).toMatchObject({ status: 404, messageKey: 'notice.notFound' });
    }
  });

  it('sanitizes again on read (rows written by other tools)', async () => {
    const n = await publish('guide', 'Raw', '2025-01-01T00:00:00Z');
    await db.updateTable('web_notices').set({ body_en: '<p>ok</p><img src=x onerror=alert(1)><script>alert(2)</script>' }).where('id', '=', n.id).execute();
    const detail = await getNotice(db, n.id, 'en-US');
    expect(detail.body).toBe('<p>ok</p><img loading="lazy" src="x">');
  });

  it('counts a view once per visitor per day, separately per visitor, account and day', async () => {
    const n = await publish('event', 'V', '2025-01-01T00:00:00Z');
    const alice = { ip: '10.0.0.1', userAgent: 'Firefox' };
    const day1 = new Date('2025-02-01T10:00:00Z');
    expect(await recordNoticeView(db, n.id, alice, day1)).toBe(true);
    expect(await recordNoticeView(db, n.id, alice, new Date('2025-02-01T23:59:00Z'))).toBe(false);
    expect(await recordNoticeView(db, n.id, { ...alice, userAgent: 'Chrome' }, day1)).toBe(true);
    expect(await recordNoticeView(db, n.id, alice, new Date('2025-02-02T00:01:00Z'))).toBe(true);
    // A logged-in account is one visitor whatever its IP.
    expect(await recordNoticeView(db, n.id, { accountId: 7, ip: '1.1.1.1', userAgent: 'A' }, day1)).toBe(true);
    expect(await recordNoticeView(db, n.id, { accountId: 7, ip: '2.2.2.2', userAgent: 'B' }, day1)).toBe(false);
    expect((await getNotice(db, n.id, 'en-US')).views).toBe(4);

    const viewed = await viewNotice(db, n.id, 'en-US', { ip: '9.9.9.9', userAgent: 'new' });
    expect(viewed.views).toBe(5);
    const again = await viewNotice(db, n.id, 'en-US', { ip: '9.9.9.9', userAgent: 'new' });
    expect(again.views).toBe(5);
  });

  it('publishing keeps the first publish time; editing moves the update time', async () => {
    const n = await createNotice(db, { category: 'event', title_zh: 'a', title_en: 'a', body_zh: '<p>a</p>', body_en: '<p>a</p>', author: 'GM' }, new Date('2025-03-01T00:00:00Z'));
    const p = await publishNotice(db, n.id, new Date('2025-03-02T00:00:00Z'));
    expect(p.published_at).toBe('2025-03-02 00:00:00');
    const again = await publishNotice(db, n.id, new Date('2025-03-05T00:00:00Z'));
    expect(again.published_at).toBe('2025-03-02 00:00:00');
    expect(again.updated_at).toBe('2025-03-05 00:00:00');
  });
});

describe('seedNotices', () => {
  it('seeds every category in both languages, once', async () => {
    expect(await seedNotices(db)).toBe(DEMO_NOTICES.length);
    expect(await seedNotices(db)).toBe(0);
    for (const category of NOTICE_CATEGORIES) {
      const zh = await listNotices(db, { lang: 'zh-TW', category });
      const en = await listNotices(db, { lang: 'en-US', category });
      expect(zh.total).toBeGreaterThan(0);
      expect(en.items.map((n) => n.id)).toEqual(zh.items.map((n) => n.id));
      expect(zh.items[0].title).not.toBe(en.items[0].title);
    }
  });
});

describe('notice CLI', () => {
  let dir: string;
  let output: string[];
  const io = () => ({ out: (l: string) => output.push(l), cwd: dir });
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'notice-cli-'));
    output = [];
  });

  it('creates a draft from body files, edits, publishes, unpublishes and deletes', async () => {
    fs.writeFileSync(path.join(dir, 'zh.html'), '<p>維護公告<script>x()</script></p>');
    fs.writeFileSync(path.join(dir, 'en.html'), '<p>Maintenance</p>');
    expect(await runNoticeCli(['create', '--category', 'maintenance', '--title-zh', '維護', '--title-en', 'Maintenance',
      '--body-zh-file', 'zh.html', '--body-en-file', 'en.html', '--author', 'GM Leaf'], db, io())).toBe(0);
    const id = Number(/#(\d+)/.exec(output.at(-1)!)![1]);
    expect((await listNotices(db, { lang: 'en-US' })).total).toBe(0); // a draft is not public

    expect(await runNoticeCli(['publish', String(id)], db, io())).toBe(0);
    let detail = await getNotice(db, id, 'zh-TW');
    expect(detail).toMatchObject({ title: '維護', author: 'GM Leaf', category: 'maintenance', body: '<p>維護公告</p>' });

    expect(await runNoticeCli(['edit', String(id), '--title-en', 'Maintenance done', '--category', 'important', '--pinned'], db, io())).toBe(0);
    detail = await getNotice(db, id, 'en-US');
    expect(detail).toMatchObject({ title: 'Maintenance done', category: 'important', pinned: true });

    output = [];
    expect(await runNoticeCli(['list', '--status', 'published'], db, io())).toBe(0);
    expect(output.join('\n')).toContain('Maintenance done');

    expect(await runNoticeCli(['unpublish', String(id)], db, io())).toBe(0);
    await expect(getNotice(db, id, 'en-US')).rejects.toMatchObject({ status: 404 });

    expect(await runNoticeCli(['delete', String(id)], db, io())).toBe(0);
    output = [];
    expect(await runNoticeCli(['list'], db, io())).toBe(0);
    expect(output).toEqual(['no notices']);
  });

  it('schedules through the console service: hidden until its time, listed as scheduled, audited as operator "cli"', async () => {
    expect(await runNoticeCli(['create', '--category', 'event', '--title-en', 'Later', '--body-en', '<p>Soon</p>'], db, io())).toBe(0);
    const id = Number(/#(\d+)/.exec(output.at(-1)!)![1]);
    expect(await runNoticeCli(['schedule', String(id), '--at', new Date(Date.now() + 3_600_000).toISOString()], db, io())).toBe(0);
    expect((await listNotices(db, { lang: 'en-US' })).total).toBe(0);
    expect((await listNotices(db, { lang: 'en-US', now: new Date(Date.now() + 7_200_000) })).items.map((n) => n.title)).toEqual(['Later']);
    output = [];
    expect(await runNoticeCli(['list', '--status', 'scheduled'], db, io())).toBe(0);
    expect(output.join('\n')).toContain('Later');
    expect(await runNoticeCli(['schedule', String(id), '--at', '2001-01-01T00:00:00Z'], db, io())).toBe(1);
    expect(output.at(-1)).toBe('error: The publish time must be in the future.');
    const audit = await db.selectFrom('web_admin_audit').select(['operator_name', 'action']).orderBy('id').execute();
    expect(audit).toEqual([
      { operator_name: 'cli', action: 'notice.create' },
      { operator_name: 'cli', action: 'notice.schedule' },
    ]);
  });

  it('refuses bad input with a message and a non-zero exit', async () => {
    expect(await runNoticeCli(['create', '--category', 'news', '--title-en', 'x', '--body-en', '<p>x</p>'], db, io())).toBe(1);
    expect(output.at(-1)).toMatch(/category must be one of/);
    expect(await runNoticeCli(['publish', '42'], db, io())).toBe(1);
    expect(output.at(-1)).toMatch(/does not exist/);
    expect(await runNoticeCli(['edit', 'abc'], db, io())).toBe(1);
    expect(await runNoticeCli(['frobnicate'], db, io())).toBe(1);
    expect(await runNoticeCli(['create', '--category', 'event', '--title-en', 'x', '--body-en-file', 'missing.html'], db, io())).toBe(1);
    expect(output.join('\n')).toMatch(/does not exist/);
  });
});
