/**
 * GET /notice/:id and /library/:kind/:id send the built index.html with the page's card
 * already in the app shell (both languages, from the server's data, escaped) and its
 * stylesheet in <head>, so the page's largest text is painted with the first response;
 * an unknown or malformed id: the plain page (the app shows its not-found page). Filled
 * pages are kept per URL, a bounded number of them.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shellMarkup, shellPages } from '../../config/plugins/appShell';
import { detailShellStyle } from '../../config/detailShell';
import { createNotice } from '../../server/services/notice';
import { DETAIL_FILL_CACHE_SIZE } from '../../server/services/detail-page-html';
import { BoundedCache, matchFiller } from '../../server/services/shell-page-html';
import { createTestApp, type TestApp } from './helpers';

/** A built page as the build writes it: the shell (with its empty slots) before #root. */
const html = `<!doctype html><html><head><script>window.__shell=1</script><style>#app-shell{}</style></head><body>${shellMarkup(shellPages())}<div id="root"></div><script src="/umi.1a2b3c4d.js"></script></body></html>`;

let t: TestApp;
let dist: string;
let noticeId: number;

async function page(url: string, encoding = 'br, gzip') {
  const res = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': encoding } });
  const enc = res.headers['content-encoding'];
  const text = enc === 'br' ? zlib.brotliDecompressSync(res.rawPayload).toString() : enc === 'gzip' ? zlib.gunzipSync(res.rawPayload).toString() : res.body;
  return { res, text };
}

/** The card of one language in a page. */
function card(text: string, lang: string) {
  const start = text.indexOf(`<div class="shell-detail `);
  const cards = text.slice(start).split(/(?=<div class="shell-detail )/);
  return cards.find((c) => c.includes(`lang="${lang}"`)) ?? '';
}

beforeAll(async () => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'site-dist-detail-'));
  fs.writeFileSync(path.join(dist, 'index.html'), html);
  t = await createTestApp({ config: { staticDir: dist, itemIconUrlTemplate: 'https://pictures.example/item/{id}.png' } });
  const n = await createNotice(t.db, {
    category: 'event',
    title_zh: '活動<script>alert(1)</script>開跑',
    title_en: 'Event <img src=x onerror=alert(1)> starts',
    body_zh: '<p>第一段 <a href="/vote">投票</a></p><script>alert(2)</script><p onclick="x()">第二段</p>',
    body_en: '<p>First paragraph</p>',
    author: 'GM <b>',
    status: 'published',
  });
  noticeId = n.id;
  await t.db
    .insertInto('web_lib_entry')
    .values({ kind: 'item', id: 1382001, category: 'Weapon', name_en: 'Arc Staff', name_zh: '精靈長杖', desc_en: null, desc_zh: null, level: 45, search: '1382001 arc staff 精靈長杖', stats: '{}' })
    .execute();
});
afterAll(async () => {
  await t?.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

describe('GET /notice/:id', () => {
  it('paints the notice\'s card in both languages with the first response, every text escaped, the body as the allow-list leaves it', async () => {
    const { res, text } = await page(`/notice/${noticeId}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(text.slice(0, text.indexOf('</head>'))).toContain(detailShellStyle());
    const zh = card(text, 'zh-TW');
    const en = card(text, 'en-US');
    expect(zh).toContain('<h1>活動&lt;script&gt;alert(1)&lt;/script&gt;開跑</h1>');
    expect(en).toContain('<h1>Event &lt;img src=x onerror=alert(1)&gt; starts</h1>');
    expect(zh).toContain('GM &lt;b&gt;');
    // The body's script and handler are gone (the server's allow-list), its link drawn as text.
    expect(zh).toContain('<p>第一段 <span class="shell-a">投票</span></p>');
    expect(zh).toContain('第二段');
    expect(en).toContain('<p>First paragraph</p>');
    // No script, markup of a title, link, button or handler was added: only the built page's script.
    expect(text.match(/<script/g)).toHaveLength(2);
    expect(text).not.toMatch(/<script>alert|<img src=x|<a[\s>]|<button|onclick=/);
    // The same page for the URL with a trailing slash or a query.
    expect((await page(`/notice/${noticeId}/?from=list`)).text).toBe(text);
  });

  it('sends the plain page for a notice players cannot see or a malformed id', async () => {
    const draft = await createNotice(t.db, { category: 'guide', title_zh: '草稿', title_en: 'Draft', body_zh: '<p>x</p>', body_en: '<p>x</p>' });
    for (const url of ['/notice/999999', `/notice/${draft.id}`, '/notice/abc', '/notice/0', '/notice/1/2']) {
      const { res, text } = await page(url, 'identity');
      expect(res.statusCode, url).toBe(200);
      expect(text, url).toBe(html);
    }
  });
});

describe('GET /library/:kind/:id', () => {
  it('paints the entry\'s card head: picture, category, id, level, its name and the other language\'s', async () => {
    const { res, text } = await page('/library/item/1382001');
    expect(res.statusCode).toBe(200);
    const zh = card(text, 'zh-TW');
    const en = card(text, 'en-US');
    expect(zh).toContain('<h1>精靈長杖</h1><p lang="en">Arc Staff</p>');
    expect(en).toContain('<h1>Arc Staff</h1><p lang="zh-TW">精靈長杖</p>');
    expect(en).toContain('<img src="https://pictures.example/item/1382001.png" alt="">');
    expect(en).toContain('ID 1382001');
  });

  it('sends the plain page for an unknown entry or kind', async () => {
    for (const url of ['/library/item/1', '/library/skill/1382001', '/library/item/abc', '/library/item']) {
      const { text } = await page(url, 'identity');
      expect(text, url).toBe(html);
    }
  });
});

describe('filled pages per URL', () => {
  it('match a route with parameters, decoded, only with as many segments', () => {
    const filler = () => null;
    const fillers = { '/shop': filler, '/notice/:id': filler, '/library/:kind/:id': filler };
    expect(matchFiller(fillers, '/notice/12')?.params).toEqual({ id: '12' });
    expect(matchFiller(fillers, '/library/mob/100100')?.params).toEqual({ kind: 'mob', id: '100100' });
    expect(matchFiller(fillers, '/notice/a%20b')?.params).toEqual({ id: 'a b' });
    expect(matchFiller(fillers, '/shop')?.params).toEqual({});
    for (const route of ['/notice', '/notice/1/2', '/library/item', '/notice/%E0%A4%A']) expect(matchFiller(fillers, route), route).toBeNull();
  });

  it('keep at most a bounded number, the most recently sent', async () => {
    const cache = new BoundedCache<string, number>(3);
    for (const key of ['a', 'b', 'c']) cache.set(key, 1);
    cache.get('a');
    cache.set('d', 1);
    expect([cache.get('a'), cache.get('b'), cache.get('c'), cache.get('d')]).toEqual([1, undefined, 1, 1]);
    expect(cache.size).toBe(3);

    // A crawler asking for more ids than the bound: each answered, the oldest fill forgotten
    // (read again: a changed title shows), the latest kept (for DETAIL_FILL_CACHE_MS).
    const id = noticeId;
    expect((await page(`/notice/${id}`)).text).toContain('開跑</h1>');
    await t.db.updateTable('web_notices').set({ title_zh: '改過的標題' }).where('id', '=', id).execute();
    expect((await page(`/notice/${id}`)).text).toContain('開跑</h1>');
    for (let other = 1; other <= DETAIL_FILL_CACHE_SIZE; other++) await page(`/notice/${100000 + other}`, 'identity');
    expect((await page(`/notice/${id}`)).text).toContain('<h1>改過的標題</h1>');
  });
});
