/**
 * Notice endpoints through the real app (Fastify inject): list filters, paging,
 * language, sanitized bodies, the daily view count and the translated 404.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Value } from '@sinclair/typebox/value';
import { createTestApp, loginAs, seedTiny, TINY, type TestApp } from './helpers';
import { seedNotices, DEMO_NOTICES } from '../../server/seed/notices';
import { createNotice } from '../../server/services/notice';
import { NoticeDetail, NoticeList, NOTICE_CATEGORIES } from '../../config/contract/notice';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  await seedTiny(t.db);
  await seedNotices(t.db);
});
afterAll(async () => {
  await t?.close();
});

const get = (url: string, headers: Record<string, string> = {}, remoteAddress = '10.1.1.1') =>
  t.app.inject({ method: 'GET', url, headers, remoteAddress });

describe('GET /api/v1/notice', () => {
  it('lists published notices, pinned first, in the contract shape and the caller’s language', async () => {
    const zh = await get('/api/v1/notice?page=1&size=50', { 'accept-language': 'zh-TW' });
    expect(zh.statusCode).toBe(200);
    const body = zh.json();
    expect(body.code).toBe(0);
    expect(Value.Check(NoticeList, body.data)).toBe(true);
    expect(body.data.total).toBe(DEMO_NOTICES.length);
    expect(body.data.items[0].pinned).toBe(true);
    expect(body.data.items[0].title).toBe(DEMO_NOTICES.find((n) => n.pinned)!.title_zh);

    const en = await get('/api/v1/notice?page=1&size=50', { 'accept-language': 'en-US,en;q=0.9' });
    expect(en.json().data.items.map((n: { id: number }) => n.id)).toEqual(body.data.items.map((n: { id: number }) => n.id));
    expect(en.json().data.items[0].title).toBe(DEMO_NOTICES.find((n) => n.pinned)!.title_en);
    // Without Accept-Language: zh-TW, the default.
    expect((await get('/api/v1/notice')).json().data.items[0].title).toBe(body.data.items[0].title);
  });

  it('filters by category and pages', async () => {
    for (const category of NOTICE_CATEGORIES) {
      const res = await get(`/api/v1/notice?category=${category}&size=50`);
      const data = res.json().data;
      expect(data.total).toBe(DEMO_NOTICES.filter((n) => n.category === category).length);
      expect(data.items.every((n: { category: string }) => n.category === category)).toBe(true);
    }
    const p1 = (await get('/api/v1/notice?page=1&size=4')).json().data;
    const p2 = (await get('/api/v1/notice?page=2&size=4')).json().data;
    const p3 = (await get('/api/v1/notice?page=3&size=4')).json().data;
    expect(p1).toMatchObject({ page: 1, size: 4, total: DEMO_NOTICES.length });
    expect(p1.items).toHaveLength(4);
    const ids = [...p1.items, ...p2.items, ...p3.items].map((n: { id: number }) => n.id);
    expect(new Set(ids).size).toBe(DEMO_NOTICES.length);
    expect((await get('/api/v1/notice?category=all&size=6')).json().data.items).toHaveLength(6);
  });

  it('rejects bad queries with a translated validation error', async () => {
    const res = await get('/api/v1/notice?category=news', { 'accept-language': 'en-US' });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).not.toBe(0);
    expect((await get('/api/v1/notice?size=500')).statusCode).toBe(400);
    expect((await get('/api/v1/notice?page=0')).statusCode).toBe(400);
  });
});

describe('GET /api/v1/notice/:id', () => {
  it('answers the detail with a sanitized body', async () => {
    const n = await createNotice(t.db, {
      category: 'event',
      title_zh: '測試',
      title_en: 'Test',
      body_zh: '<p>安全</p>',
      body_en: '<p>safe</p>',
      author: 'GM',
      status: 'published',
    });
    // A body written straight into the database (another tool) is cleaned on read too.
    await t.db
      .updateTable('web_notices')
      .set({ body_en: '<p onmouseover="x()">hi</p><script>alert(1)</script><img src="/a.png" onerror="alert(2)"><a href="javascript:alert(3)">link</a>' })
      .where('id', '=', n.id)
      .execute();
    const res = await get(`/api/v1/notice/${n.id}`, { 'accept-language': 'en-US' });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(Value.Check(NoticeDetail, data)).toBe(true);
    expect(data).toMatchObject({ id: n.id, title: 'Test', category: 'event', author: 'GM' });
    expect(data.body).toBe('<p>hi</p><img loading="lazy" src="/a.png"><a>link</a>');
    expect(data.body).not.toMatch(/script|onerror|onmouseover|javascript/);
  });

  it('counts a view once per visitor per day', async () => {
    const n = await createNotice(t.db, { category: 'guide', title_zh: '觀看', title_en: 'Views', body_zh: '<p>a</p>', body_en: '<p>a</p>', author: 'GM', status: 'published' });
    const ua = { 'user-agent': 'Mozilla/5.0 test-a' };
    const first = (await get(`/api/v1/notice/${n.id}`, ua, '10.2.0.1')).json().data;
    expect(first.views).toBe(1);
    expect((await get(`/api/v1/notice/${n.id}`, ua, '10.2.0.1')).json().data.views).toBe(1);
    expect((await get(`/api/v1/notice/${n.id}`, { 'user-agent': 'Other browser' }, '10.2.0.1')).json().data.views).toBe(2);
    expect((await get(`/api/v1/notice/${n.id}`, ua, '10.2.0.2')).json().data.views).toBe(3);
    // The list shows the counted views.
    const list = (await get('/api/v1/notice?category=guide&size=50')).json().data.items;
    expect(list.find((x: { id: number }) => x.id === n.id).views).toBe(3);

    // Logged in: the account is the visitor, whatever its address.
    const tokens = await loginAs(t.app, TINY.player.username, TINY.player.password);
    const auth = { authorization: `Bearer ${tokens.token}` };
    expect((await get(`/api/v1/notice/${n.id}`, { ...auth, 'user-agent': 'A' }, '10.3.0.1')).json().data.views).toBe(4);
    expect((await get(`/api/v1/notice/${n.id}`, { ...auth, 'user-agent': 'B' }, '10.3.0.2')).json().data.views).toBe(4);
  });

  it('404s with "Notice not found or deleted" in the caller’s language for missing, draft or deleted notices', async () => {
    const draft = await createNotice(t.db, { category: 'event', title_zh: '草稿', title_en: 'Draft', body_zh: '<p>a</p>', body_en: '<p>a</p>', author: 'GM' });
    for (const id of [999999, draft.id]) {
      const en = await get(`/api/v1/notice/${id}`, { 'accept-language': 'en-US' });
      expect(en.statusCode).toBe(404);
      expect(en.json()).toMatchObject({ code: 40400, message: 'Notice not found or deleted', data: null });
      const zh = await get(`/api/v1/notice/${id}`, { 'accept-language': 'zh-TW' });
      expect(zh.json().message).toBe('公告不存在或已被刪除');
    }
    expect((await get('/api/v1/notice/abc')).statusCode).toBe(400);
  });
});
