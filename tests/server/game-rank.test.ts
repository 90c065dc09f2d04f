/**
 * Character and guild rankings, /character/list and the avatar renderer, on the
 * seedTiny world (SQLite, or MariaDB with TEST_MYSQL_URL).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, loginAs, seedTiny, TINY, type TestApp } from './helpers';
import { refreshRankings } from '../../server/services/ranking';

let t: TestApp;
const get = (url: string, lang = 'en-US', headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers: { 'accept-language': lang, ...headers } });
const names = (body: { data: { items: Array<{ name: string }> } }) => body.data.items.map((i) => i.name);

beforeAll(async () => {
  t = await createTestApp();
  await seedTiny(t.db);
  await refreshRankings(t.db);
});
afterAll(async () => {
  await t?.close();
});

describe('GET /api/v1/game/character/rank', () => {
  it('ranks by level by default: GMs and banned accounts left out, ties to the earliest to reach them', async () => {
    const res = await get('/api/v1/game/character/rank');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.code).toBe(0);
    expect(body.data.total).toBe(10);
    expect(names(body)).toEqual([
      'Hero01', 'Thief01', 'Aran01', 'Mage01', 'Archer01', 'Bowman02', 'Pirate01', 'Noblesse01', 'Evan01', 'Beginner01',
    ]);
    expect(names(body)).not.toContain('GameMaster');
    expect(names(body)).not.toContain('Banned01');
    expect(body.data.items.map((i: { rank: number }) => i.rank)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    const hero = body.data.items[0];
    expect(hero).toMatchObject({
      job: 112,
      jobName: 'Hero',
      level: 200,
      exp: 1000,
      fame: 50,
      quest_count: 10,
      monster_book: 6,
      value: 200,
      type: 'level',
      guild: { name: 'Heroes', logo: 1001, logo_color: 3, logo_bg: 2001, logo_bg_color: 5, alliance_name: 'Maplers' },
    });
    expect(hero.avatar).toMatch(new RegExp(`^/api/v1/game/avatar/${hero.id}/walk1\\.svg\\?v=[0-9a-f]{8}$`));
    expect(body.data.items.find((i: { name: string }) => i.name === 'Archer01').guild).toBeNull();
  });

  it('translates job names by Accept-Language', async () => {
    const zh = (await get('/api/v1/game/character/rank?size=1', 'zh-TW')).json();
    expect(zh.data.items[0].jobName).toBe('英雄');
  });

  it('numbers ranks on page 2 as (page-1)*size+index+1', async () => {
    const body = (await get('/api/v1/game/character/rank?page=2&size=3')).json();
    expect(body.data.total).toBe(10);
    expect(body.data.items.map((i: { rank: number; name: string }) => [i.rank, i.name])).toEqual([
      [4, 'Mage01'],
      [5, 'Archer01'],
      [6, 'Bowman02'],
    ]);
  });

  it('answers an empty page past the end with the total', async () => {
    const body = (await get('/api/v1/game/character/rank?page=50&size=10')).json();
    expect(body.data).toEqual({ items: [], total: 10 });
  });

  it.each([
    ['beginner', ['Beginner01']],
    ['warrior', ['Hero01']],
    ['magician', ['Mage01']],
    ['bowman', ['Archer01', 'Bowman02']],
    ['thief', ['Thief01']],
    ['pirate', ['Pirate01']],
    ['cygnus', ['Noblesse01']],
    ['aran', ['Aran01']],
  ])('filters job line %s', async (job, expected) => {
    const body = (await get(`/api/v1/game/character/rank?job=${job}`)).json();
    expect(names(body)).toEqual(expected);
    expect(body.data.total).toBe(expected.length);
    expect(body.data.items[0].rank).toBe(1);
  });

  it('sorts by fame, then the level order', async () => {
    const body = (await get('/api/v1/game/character/rank?sort=fame&size=4')).json();
    expect(body.data.items.map((i: { name: string; value: number; type: string }) => [i.name, i.value, i.type])).toEqual([
      ['Hero01', 50, 'fame'],
      ['Archer01', 30, 'fame'],
      ['Bowman02', 30, 'fame'],
      ['Mage01', 10, 'fame'],
    ]);
  });

  it('sorts by completed quests and by monster-book cards', async () => {
    const quests = (await get('/api/v1/game/character/rank?sort=quest&size=3')).json();
    expect(quests.data.items.map((i: { name: string; value: number }) => [i.name, i.value])).toEqual([
      ['Hero01', 10],
      ['Thief01', 9],
      ['Aran01', 8],
    ]);
    const book = (await get('/api/v1/game/character/rank?sort=monsterbook&size=3')).json();
    // Hero01 and Thief01 both have 6 cards: the higher level comes first.
    expect(book.data.items.map((i: { name: string; value: number }) => [i.name, i.value])).toEqual([
      ['Hero01', 6],
      ['Thief01', 6],
      ['Aran01', 5],
    ]);
  });

  it.each([
    ['job=gm', 'job'],
    ['sort=wealth', 'sort'],
    ['size=101', 'size'],
    ['page=0', 'page'],
    ['size=0', 'size'],
    ['page=abc', 'page'],
  ])('refuses %s with a translated 400', async (query) => {
    const en = await get(`/api/v1/game/character/rank?${query}`, 'en-US');
    expect(en.statusCode).toBe(400);
    expect(en.json()).toMatchObject({ code: 40000, data: null });
    const zh = await get(`/api/v1/game/character/rank?${query}`, 'zh-TW');
    expect(zh.statusCode).toBe(400);
    expect(zh.json().message).not.toBe(en.json().message);
  });

  it('reads the snapshot: a level-up shows after the next refresh, not before', async () => {
    await t.db.updateTable('characters').set({ level: 255 }).where('name', '=', 'Beginner01').execute();
    try {
      expect(names((await get('/api/v1/game/character/rank?size=1')).json())).toEqual(['Hero01']);
      await refreshRankings(t.db);
      const top = (await get('/api/v1/game/character/rank?size=1')).json();
      expect(names(top)).toEqual(['Beginner01']);
      expect(top.data.items[0].level).toBe(255);
    } finally {
      await t.db.updateTable('characters').set({ level: 10 }).where('name', '=', 'Beginner01').execute();
      await refreshRankings(t.db);
    }
  });
});

describe('GET /api/v1/game/guild/rank', () => {
  it('ranks guilds by GP with leader, members, capacity, logo, alliance and notice', async () => {
    const res = await get('/api/v1/game/guild/rank');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.data).toMatchObject({ total: 2, page: 1, size: 10 });
    const [shadows, heroes] = body.data.items;
    expect(shadows).toMatchObject({
      rank: 1, name: 'Shadows', gp: 8000, value: 8000, member: 2, capacity: 20,
      logo: 1002, logo_color: 1, logo_bg: 2002, logo_bg_color: 2, alliance_name: 'Maplers', notice: '',
      leader_id: 0, leader_name: 'Unknown',
    });
    expect(heroes).toMatchObject({ rank: 2, name: 'Heroes', gp: 5000, member: 2, capacity: 30, notice: 'Welcome', leader_name: 'Hero01' });
  });

  it('translates the unknown leader and numbers page 2', async () => {
    const zh = (await get('/api/v1/game/guild/rank', 'zh-TW')).json();
    expect(zh.data.items[0].leader_name).toBe('未知');
    const p2 = (await get('/api/v1/game/guild/rank?page=2&size=1')).json();
    expect(p2.data).toMatchObject({ total: 2, page: 2, size: 1 });
    expect(p2.data.items.map((g: { rank: number; name: string }) => [g.rank, g.name])).toEqual([[2, 'Heroes']]);
  });

  it.each(['size=101', 'page=0', 'size=-1'])('refuses %s', async (query) => {
    const res = await get(`/api/v1/game/guild/rank?${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe(40000);
  });
});

describe('GET /character/list', () => {
  it('needs a login', async () => {
    const none = await get('/character/list');
    expect(none.statusCode).toBe(401);
    expect(none.json()).toMatchObject({ data: null });
    expect(none.json().code).not.toBe(0);
    const bad = await get('/character/list', 'en-US', { authorization: 'Bearer not-a-token' });
    expect(bad.statusCode).toBe(401);
  });

  it("answers the caller's own characters, highest level first", async () => {
    const tokens = await loginAs(t.app, TINY.player.username, TINY.player.password);
    const res = await get('/character/list', 'zh-TW', { authorization: `Bearer ${tokens.token}` });
    expect(res.statusCode).toBe(200);
    const list = res.json().data;
    expect(list.map((c: { name: string }) => c.name)).toEqual(['Hero01', 'Mage01', 'Archer01', 'Bowman02']);
    expect(list[0]).toMatchObject({
      level: 200, job: 112, jobName: '英雄', exp: 1000, fame: 50, meso: 200000,
      str: 204, dex: 204, int: 4, luk: 4, hp: 10000, mp: 4000, created: '2024-02-01 00:00:00',
      guild: { name: 'Heroes', alliance_name: 'Maplers' },
    });
    expect(typeof list[0].lastLogout).toBe('string');
    expect(list[0].avatar).toContain('/api/v1/game/avatar/');
  });

  it('is not served under /api', async () => {
    const tokens = await loginAs(t.app, TINY.player.username, TINY.player.password);
    const res = await get('/api/character/list', 'en-US', { authorization: `Bearer ${tokens.token}` });
    expect(res.statusCode).toBe(404);
  });
});

describe('avatars', () => {
  it('renders a deterministic SVG sprite, cached long', async () => {
    const top = (await get('/api/v1/game/character/rank?size=1')).json().data.items[0];
    const a = await get(top.avatar);
    expect(a.statusCode).toBe(200);
    expect(a.headers['content-type']).toContain('image/svg+xml');
    expect(a.headers['cache-control']).toContain('max-age=31536000');
    expect(a.body).toMatch(/^<svg[^>]+viewBox="0 0 96 96"/);
    expect(a.body).toContain('aria-label="Hero01"');
    expect((await get(top.avatar)).body).toBe(a.body);
    const stand = await get(`/api/v1/game/avatar/${top.id}/stand1.svg`);
    expect(stand.statusCode).toBe(200);
    expect(stand.body).not.toBe(a.body);
  });

  it('404s an unknown character and 400s an unknown pose', async () => {
    expect((await get('/api/v1/game/avatar/999999/walk1.svg')).statusCode).toBe(404);
    expect((await get('/api/v1/game/avatar/1/dance.svg')).statusCode).toBe(400);
  });
});

describe('first snapshot without the jobs', () => {
  it('is built by the first ranking request when none exists', async () => {
    const other = await createTestApp();
    try {
      await seedTiny(other.db);
      const res = await other.app.inject({ url: '/api/v1/game/character/rank?size=3' });
      expect(res.json().data.total).toBe(10);
      expect(res.json().data.items.map((i: { name: string }) => i.name)).toEqual(['Hero01', 'Thief01', 'Aran01']);
    } finally {
      await other.close();
    }
  });
});

describe('AVATAR_URL_TEMPLATE', () => {
  it('fills a maplestory.io-style template instead of the local renderer', async () => {
    const other = await createTestApp({
      config: { avatarUrlTemplate: 'https://render.example/api/character/{skin}/{hair}/{face}/{pose}?name={name}&id={id}' },
    });
    try {
      await seedTiny(other.db);
      await refreshRankings(other.db);
      const res = await other.app.inject({ url: '/api/v1/game/character/rank?size=1' });
      const hero = res.json().data.items[0];
      expect(hero.avatar).toMatch(/^https:\/\/render\.example\/api\/character\/\d+\/\d+\/\d+\/walk1\?name=Hero01&id=\d+$/);
    } finally {
      await other.close();
    }
  });
});
