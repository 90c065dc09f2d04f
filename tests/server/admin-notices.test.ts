/**
 * The operator console's Notices: an operator writes a draft (players do not see it), edits
 * it (bodies sanitized with the allow-list), publishes it (the public list shows it), schedules
 * one for later (players see it from that time, not before), unpublishes and deletes; each
 * change is one audit row with before -> after (titles, state, pinned, category, and only a
 * length and hash of each body). Bad input is a translated 400/404/409/422 and writes nothing;
 * two publishes at once publish (and audit) once. A player gets 403 on every call.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '../../config/codes';
import { scheduleAsOperator } from '../../server/services/admin/notices';
import { createTestApp, loginAs, seedTiny, TINY, type TestApp } from './helpers';

type Json = Record<string, any>;

describe('operator console: notices', () => {
  let t: TestApp;
  let operator: { authorization: string };
  let player: { authorization: string };
  let adminId: number;

  beforeAll(async () => {
    t = await createTestApp();
    adminId = (await seedTiny(t.db)).accounts.admin;
    operator = { authorization: `Bearer ${(await loginAs(t.app, TINY.admin.username, TINY.admin.password)).token}` };
    player = { authorization: `Bearer ${(await loginAs(t.app, TINY.player.username, TINY.player.password)).token}` };
  }, 60_000);
  afterAll(async () => t?.close());

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: Json, lang = 'en-US', who = operator) =>
    t.app.inject({ method, url: `/api/v1/admin/notices${url}`, headers: { ...who, 'accept-language': lang }, ...(payload ? { payload } : method === 'POST' ? { payload: {} } : {}) });
  const draft = (extra: Json = {}) => ({
    category: 'event',
    titleZh: '雙倍經驗活動',
    titleEn: 'Double EXP weekend',
    bodyZh: '<p>週末雙倍經驗。</p>',
    bodyEn: '<p>Double EXP all weekend.</p>',
    author: 'GM Leaf',
    pinned: false,
    ...extra,
  });
  const create = async (extra: Json = {}) => {
    const res = await call('POST', '', draft(extra));
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data.notice as Json;
  };
  const publicList = async (lang = 'en-US') =>
    (await t.app.inject({ method: 'GET', url: '/api/v1/notice?size=50', headers: { 'accept-language': lang } })).json().data.items as Json[];
  const publicDetail = (id: number) => t.app.inject({ method: 'GET', url: `/api/v1/notice/${id}`, headers: { 'accept-language': 'en-US' } });
  const audit = (id: number) => t.db.selectFrom('web_admin_audit').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const count = async (table: 'web_admin_audit' | 'web_notices') =>
    Number((await t.db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);

  it('a player gets 403 ADMIN_ONLY, and nothing is written', async () => {
    const before = await count('web_notices');
    for (const [method, url] of [['GET', ''], ['POST', ''], ['POST', '/preview']] as const) {
      const res = await call(method, url, method === 'POST' ? draft() : undefined, 'en-US', player);
      expect(res.statusCode, `${method} ${url}`).toBe(403);
      expect(res.json().code).toBe(ErrorCode.ADMIN_ONLY);
    }
    expect(await count('web_notices')).toBe(before);
  });

  it('a draft stays off the site; publishing shows it in the public list; both are audited before -> after', async () => {
    const n = await create({ bodyEn: '<p onclick="x()">Double EXP<script>steal()</script></p>' });
    expect(n).toMatchObject({ state: 'draft', titleEn: 'Double EXP weekend', author: 'GM Leaf', publishAt: null, bodyEn: '<p>Double EXP</p>' });
    expect((await publicList()).map((x) => x.id)).not.toContain(n.id);

    const res = await call('POST', `/${n.id}/publish`);
    expect(res.statusCode).toBe(200);
    const { notice, auditId } = res.json().data;
    expect(notice.state).toBe('published');
    const listed = (await publicList()).find((x) => x.id === n.id);
    expect(listed).toMatchObject({ title: 'Double EXP weekend', author: 'GM Leaf', category: 'event' });
    expect((await publicList('zh-TW')).find((x) => x.id === n.id)?.title).toBe('雙倍經驗活動');

    const row = await audit(auditId);
    expect(row).toMatchObject({ action: 'notice.publish', target_type: 'notice', target_id: String(n.id), target_label: '雙倍經驗活動', operator_account_id: adminId });
    const before = JSON.parse(row.before_json!);
    const after = JSON.parse(row.after_json!);
    expect(before).toMatchObject({ state: 'draft', titleEn: 'Double EXP weekend', pinned: false, category: 'event' });
    expect(after).toMatchObject({ state: 'published', titleZh: '雙倍經驗活動' });
    // A body is kept as its length and hash, never as the text.
    expect(after.bodyEn).toEqual({ length: '<p>Double EXP</p>'.length, sha256: expect.stringMatching(/^[0-9a-f]{12}$/) });
    expect(row.after_json).not.toContain('Double EXP</p>');
  });

  it('edits titles, category, pin and bodies (sanitized); the public detail shows them; the audit has before -> after', async () => {
    const n = await create();
    await call('POST', `/${n.id}/publish`);
    const res = await call('PUT', `/${n.id}`, draft({ titleEn: 'Triple EXP weekend', category: 'important', pinned: true, bodyEn: '<h3>Triple</h3><img src="x.png" onerror="alert(1)"><a href="javascript:alert(1)">x</a>' }));
    expect(res.statusCode, res.body).toBe(200);
    const { notice, auditId } = res.json().data;
    expect(notice).toMatchObject({ state: 'published', titleEn: 'Triple EXP weekend', category: 'important', pinned: true });
    expect(notice.bodyEn).not.toMatch(/onerror|javascript/);

    const detail = (await publicDetail(n.id)).json().data;
    expect(detail).toMatchObject({ title: 'Triple EXP weekend', category: 'important', pinned: true });
    expect(detail.body).toContain('<h3>Triple</h3>');

    const row = await audit(auditId);
    expect(row.action).toBe('notice.edit');
    expect(JSON.parse(row.before_json!)).toMatchObject({ titleEn: 'Double EXP weekend', category: 'event', pinned: false });
    expect(JSON.parse(row.after_json!)).toMatchObject({ titleEn: 'Triple EXP weekend', category: 'important', pinned: true, state: 'published' });
    expect(JSON.parse(row.before_json!).bodyEn.sha256).not.toBe(JSON.parse(row.after_json!).bodyEn.sha256);
  });

  it('a scheduled notice shows to players from its time on, not before', async () => {
    const n = await create({ titleEn: 'Coming soon' });
    const at = new Date(Date.now() + 3_600_000).toISOString();
    const res = await call('POST', `/${n.id}/schedule`, { at });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.notice).toMatchObject({ state: 'scheduled', publishAt: `${at.slice(0, 19)}Z` });
    expect((await publicList()).map((x) => x.id)).not.toContain(n.id);
    expect((await publicDetail(n.id)).statusCode).toBe(404);
    const scheduled = (await call('GET', '?status=scheduled')).json().data.items.map((x: Json) => x.id);
    expect(scheduled).toContain(n.id);
    expect(JSON.parse((await audit(res.json().data.auditId)).after_json!)).toMatchObject({ state: 'scheduled' });

    // Scheduled (by the same service) for a time that has come: players see it, with that publish time.
    const past = new Date(Date.now() - 60_000);
    await scheduleAsOperator({ db: t.db, actor: { accountId: adminId, name: TINY.admin.username }, now: new Date(past.getTime() - 60_000) }, n.id, past);
    expect((await publicList()).find((x) => x.id === n.id)).toMatchObject({ title: 'Coming soon', publishTime: past.toISOString().slice(0, 19).replace('T', ' ') });
    expect((await call('GET', `/${n.id}`)).json().data.state).toBe('published');
  });

  it('unpublish takes a notice (or a schedule) off the site; delete removes it; both audited', async () => {
    const n = await create();
    await call('POST', `/${n.id}/publish`);
    const off = await call('POST', `/${n.id}/unpublish`);
    expect(off.json().data.notice.state).toBe('draft');
    expect((await publicDetail(n.id)).statusCode).toBe(404);
    expect(JSON.parse((await audit(off.json().data.auditId)).before_json!).state).toBe('published');

    const gone = await call('DELETE', `/${n.id}`);
    expect(gone.statusCode).toBe(200);
    const row = await audit(gone.json().data.auditId);
    expect(row).toMatchObject({ action: 'notice.delete', after_json: null });
    expect(JSON.parse(row.before_json!)).toMatchObject({ titleEn: 'Double EXP weekend', state: 'draft' });
    const missing = await call('GET', `/${n.id}`, undefined, 'zh-TW');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(`公告 ${n.id} 不存在（可能已被刪除）。`);
  });

  it('refuses bad input with a translated 400/404/409/422 and writes nothing', async () => {
    const n = await create();
    const notices = await count('web_notices');
    const audits = await count('web_admin_audit');
    const refused = async (res: Awaited<ReturnType<typeof call>>, status: number, code?: number) => {
      expect(res.statusCode, res.body).toBe(status);
      if (code) expect(res.json().code).toBe(code);
      expect(res.json().data).toBeNull();
      return res.json().message as string;
    };
    expect(await refused(await call('POST', '', draft({ titleZh: ' ', titleEn: '' })), 422, ErrorCode.NOTICE_INCOMPLETE)).toBe('A notice needs a title and a body in at least one language.');
    expect(await refused(await call('POST', '', draft({ bodyZh: '<script>x()</script>', bodyEn: '<p> </p>' }), 'zh-TW'), 422, ErrorCode.NOTICE_INCOMPLETE)).toBe('公告至少需要一種語言的標題與內文。');
    await refused(await call('PUT', `/${n.id}`, draft({ titleZh: '', titleEn: '' })), 422, ErrorCode.NOTICE_INCOMPLETE);
    await refused(await call('POST', '', draft({ category: 'news' })), 400);
    await refused(await call('POST', '', draft({ bodyEn: 'x'.repeat(16_001) })), 400);
    await refused(await call('POST', '', draft({ titleEn: 'line\u202ebreak' })), 400);
    await refused(await call('POST', '', draft({ bodyEn: '<p>a\u0000b</p>' })), 400);
    expect(await refused(await call('POST', `/${n.id}/schedule`, { at: '2001-01-01T00:00:00Z' }), 422, ErrorCode.NOTICE_SCHEDULE_PAST)).toBe('The publish time must be in the future.');
    await refused(await call('POST', `/${n.id}/schedule`, { at: 'next tuesday' }), 400, ErrorCode.INVALID_INPUT);
    expect(await refused(await call('POST', `/${n.id}/unpublish`, undefined, 'zh-TW'), 409, ErrorCode.NOTICE_NOT_PUBLISHED)).toBe('這則公告已是草稿，玩家看不到。');
    await refused(await call('POST', '/999999/publish'), 404, ErrorCode.NOT_FOUND);
    await refused(await call('GET', '?status=hidden'), 400);
    expect(await count('web_notices')).toBe(notices);
    expect(await count('web_admin_audit')).toBe(audits);
    expect((await call('GET', `/${n.id}`)).json().data).toMatchObject({ state: 'draft', titleEn: 'Double EXP weekend' });
  });

  it('two publishes at once: one publishes, the other is refused (409); one audit row', async () => {
    const n = await create();
    const audits = await count('web_admin_audit');
    const answers = await Promise.all([call('POST', `/${n.id}/publish`), call('POST', `/${n.id}/publish`)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect(answers.find((a) => a.statusCode === 409)!.json().code).toBe(ErrorCode.NOTICE_ALREADY_PUBLISHED);
    expect(await count('web_admin_audit')).toBe(audits + 1);
    // A published notice cannot be scheduled for later without unpublishing it first.
    const later = await call('POST', `/${n.id}/schedule`, { at: new Date(Date.now() + 86_400_000).toISOString() });
    expect(later.statusCode).toBe(409);
    expect(later.json().message).toMatch(/Unpublish it first/);
  });

  it('lists every state with filters, title search, sorting and server-side paging', async () => {
    const base = await create({ titleEn: 'Listing guide A', category: 'guide' });
    const second = await create({ titleEn: 'Listing guide B', category: 'guide' });
    await create({ titleEn: 'Listing maintenance', category: 'maintenance' });
    await call('POST', `/${second.id}/publish`);
    const get = async (q: string) => (await call('GET', `?${q}`)).json().data;
    const guides = await get('category=guide&q=Listing');
    expect(guides.items.map((x: Json) => x.titleEn)).toEqual(['Listing guide B', 'Listing guide A']);
    expect((await get('category=guide&q=Listing&status=draft')).items.map((x: Json) => x.id)).toEqual([base.id]);
    expect((await get('category=guide&q=Listing&status=published')).items.map((x: Json) => x.id)).toEqual([second.id]);
    const paged = await get('q=Listing&size=2&page=2&sort=id&order=asc');
    expect(paged).toMatchObject({ total: 3, page: 2, size: 2 });
    expect(paged.items.map((x: Json) => x.titleEn)).toEqual(['Listing maintenance']);
    expect((await get('q=%25')).total).toBe(0); // a LIKE wildcard is a plain character
  });

  it('previews each language as players get it: sanitized, with the other language when one is empty', async () => {
    const res = await call('POST', '/preview', { titleZh: '', titleEn: 'Only English', bodyZh: '', bodyEn: '<p>Hi<script>x()</script> <a href="https://forum.example/t">forum</a></p>' });
    expect(res.statusCode).toBe(200);
    const { zh, en } = res.json().data;
    expect(en.title).toBe('Only English');
    expect(zh.title).toBe('Only English');
    expect(en.body).toBe('<p>Hi <a href="https://forum.example/t" rel="noopener noreferrer" target="_blank">forum</a></p>');
    expect(zh.body).toBe(en.body);
    expect(en.summary).toBe('Hi forum');
  });
});
