/**
 * Sessions end with a ban or a password change within seconds. Every authenticated
 * request checks the account's ban (accounts.banned, or accounts.tempban in the future)
 * and its session generation through a short per-instance cache (SESSION_CACHE_MS, at
 * most 10 s); a password change or reset bumps the generation and the instance that
 * bumped forgets its cache entry at once. Refresh refuses the same; login refuses a ban
 * with the same message. Two apps on one database see a ban made in the database within
 * the cache window.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ErrorCode } from '../../config/contract/envelope';
import { buildApp, type AppInstance } from '../../server/app';
import { createDb, type Db } from '../../server/db';
import { toDbTime } from '../../server/db/time';
import { createAccount, createTestApp, createTestDb, lastMail, loginAs, randomIp, solveAltcha, testConfig, type TestApp } from './helpers';

const en = { 'accept-language': 'en-US' };
const zh = { 'accept-language': 'zh-TW' };
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

const get = (app: AppInstance, url: string, token: string, headers: Record<string, string> = en) =>
  app.inject({ method: 'GET', url, headers: { ...headers, ...bearer(token) }, remoteAddress: randomIp() });
const refresh = (app: AppInstance, refreshToken: string, headers: Record<string, string> = en) =>
  app.inject({ method: 'POST', url: '/api/v1/auth/refresh', headers, payload: { refresh_token: refreshToken }, remoteAddress: randomIp() });
async function login(app: AppInstance, username: string, password: string, headers: Record<string, string> = en) {
  return app.inject({
    method: 'POST',
    url: '/api/v1/auth/login',
    headers,
    payload: { username, password, turnstile_token: await solveAltcha(app) },
    remoteAddress: randomIp(),
  });
}

let n = 0;
/** A fresh account (own per-account limits) and one login. */
async function player(t: TestApp, values: Record<string, unknown> = {}) {
  const name = `sess${String(++n).padStart(4, '0')}${Math.floor(Math.random() * 90 + 10)}`;
  const id = await createAccount(t.db, name, 'password1', values);
  return { id, name, tokens: await loginAs(t.app, name, 'password1') };
}

describe('a ban ends the session (short cache window)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ config: { sessionCacheMs: 300 } });
  });
  afterAll(async () => t?.close());
  /** Longer than the cache window: the next request reads the account again. */
  const pastWindow = () => new Promise((r) => setTimeout(r, 400));

  it('banned = 1: the next request answers 403 with the ban message in the caller\'s language, on every authenticated route', async () => {
    const p = await player(t);
    expect((await get(t.app, '/api/v1/user/info', p.tokens.token)).statusCode).toBe(200);
    await t.db.updateTable('accounts').set({ banned: 1, banreason: 'Botting in Henesys' }).where('id', '=', p.id).execute();
    await pastWindow();

    const info = await get(t.app, '/api/v1/user/info', p.tokens.token);
    expect(info.statusCode).toBe(403);
    expect(info.json()).toEqual({ code: ErrorCode.SESSION_BANNED, message: 'This account is banned. Reason: Botting in Henesys', data: null });
    const zhInfo = await get(t.app, '/api/v1/user/info', p.tokens.token, zh);
    expect(zhInfo.json()).toEqual({ code: ErrorCode.SESSION_BANNED, message: '此帳號已被封鎖。原因：Botting in Henesys', data: null });

    // Shopping, gifting and the rest are refused the same way, before anything is looked at.
    const purchase = { shopItemId: 1, characterId: 1, quantity: 1, idempotencyKey: 'banned-buy-0001' };
    const gift = { shopItemId: 1, quantity: 1, receiverName: 'Someone', receiverBirthday: '1990-01-01', senderBirthday: '1990-01-01', idempotencyKey: 'banned-gift-0001' };
    for (const [method, url, payload] of [
      ['POST', '/api/v1/shop/purchase', purchase],
      ['POST', '/api/v1/shop/gift', gift],
      ['GET', '/api/v1/shop/orders', undefined],
      ['GET', '/api/v1/profile/account', undefined],
      ['GET', '/api/v1/billing/summary', undefined],
    ] as const) {
      const res = await t.app.inject({ method, url, headers: { ...en, ...bearer(p.tokens.token) }, payload, remoteAddress: randomIp() });
      expect(res.statusCode, `${method} ${url}`).toBe(403);
      expect(res.json().code, `${method} ${url}`).toBe(ErrorCode.SESSION_BANNED);
    }
    // A route that only reads the account when one is given (a notice) refuses it too.
    const notice = await get(t.app, '/api/v1/notice/1', p.tokens.token);
    expect(notice.statusCode).toBe(403);
    expect(notice.json().code).toBe(ErrorCode.SESSION_BANNED);
  });

  it('refresh of a banned account answers the same 403 and ends the session for good; login is refused with the same message', async () => {
    const p = await player(t);
    await t.db.updateTable('accounts').set({ banned: 1, banreason: null }).where('id', '=', p.id).execute();
    const r = await refresh(t.app, p.tokens.refresh_token);
    expect(r.statusCode).toBe(403);
    expect(r.json()).toEqual({ code: ErrorCode.SESSION_BANNED, message: 'This account is banned.', data: null });
    const l = await login(t.app, p.name, 'password1');
    expect(l.statusCode).toBe(403);
    expect(l.json()).toEqual({ ...r.json(), code: ErrorCode.ACCOUNT_BANNED });

    // Lifting the ban does not bring the old session back: its refresh tokens were revoked.
    await t.db.updateTable('accounts').set({ banned: 0 }).where('id', '=', p.id).execute();
    const again = await refresh(t.app, p.tokens.refresh_token);
    expect(again.statusCode).toBe(401);
    expect((await login(t.app, p.name, 'password1')).statusCode).toBe(200);
  });

  it('tempban in the future: 403 saying until when, in the caller\'s language, for requests, refresh and login', async () => {
    const p = await player(t);
    expect((await get(t.app, '/api/v1/user/info', p.tokens.token)).statusCode).toBe(200);
    // 2030-01-01 00:00 UTC is 08:00 on the game's clock (Asia/Taipei).
    await t.db.updateTable('accounts').set({ tempban: '2030-01-01 00:00:00' }).where('id', '=', p.id).execute();
    await pastWindow();

    const info = await get(t.app, '/api/v1/user/info', p.tokens.token);
    expect(info.statusCode).toBe(403);
    expect(info.json().code).toBe(ErrorCode.SESSION_BANNED);
    expect(info.json().message).toMatch(/^This account is suspended until January 1, 2030.* 8:00 AM/);
    const zhInfo = await get(t.app, '/api/v1/user/info', p.tokens.token, zh);
    expect(zhInfo.json().message).toMatch(/^此帳號已被停權至 2030年1月1日.*8:00/);

    const r = await refresh(t.app, p.tokens.refresh_token, zh);
    expect(r.statusCode).toBe(403);
    expect(r.json().message).toBe(zhInfo.json().message);
    const l = await login(t.app, p.name, 'password1', zh);
    expect(l.statusCode).toBe(403);
    expect(l.json()).toEqual({ ...zhInfo.json(), code: ErrorCode.ACCOUNT_BANNED });
  });

  it('tempban in the past (the game\'s default) is no ban', async () => {
    const p = await player(t, { tempban: toDbTime(Date.now() - 60_000) });
    expect((await get(t.app, '/api/v1/user/info', p.tokens.token)).statusCode).toBe(200);
    await t.db.updateTable('accounts').set({ tempban: '2005-05-11 00:00:00' }).where('id', '=', p.id).execute();
    await pastWindow();
    expect((await get(t.app, '/api/v1/user/info', p.tokens.token)).statusCode).toBe(200);
    expect((await refresh(t.app, p.tokens.refresh_token)).statusCode).toBe(200);
  });

  it('a tempban that runs out lets the account back in without an operator', async () => {
    const p = await player(t);
    await t.db.updateTable('accounts').set({ tempban: toDbTime(Date.now() + 1_500) }).where('id', '=', p.id).execute();
    await pastWindow();
    expect((await get(t.app, '/api/v1/user/info', p.tokens.token)).statusCode).toBe(403);
    await new Promise((r) => setTimeout(r, 1_600));
    expect((await login(t.app, p.name, 'password1')).statusCode).toBe(200);
  });
});

describe('a password change or reset ends the other sessions at once (default 10 s cache)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t?.close());

  const change = async (token: string, body: Record<string, unknown>) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/v1/account/password',
      headers: { ...en, ...bearer(token) },
      payload: { captcha: await solveAltcha(t.app), ...body },
      remoteAddress: randomIp(),
    });

  it('PUT /api/v1/account/password: another session\'s access token stops at once; this session gets a fresh token and keeps refreshing', async () => {
    const p = await player(t);
    const other = await loginAs(t.app, p.name, 'password1');
    // Both sessions are in the cache.
    expect((await get(t.app, '/api/v1/user/info', p.tokens.token)).statusCode).toBe(200);
    expect((await get(t.app, '/api/v1/user/info', other.token)).statusCode).toBe(200);

    const res = await change(p.tokens.token, { currentPassword: 'password1', newPassword: 'newpass22', confirmPassword: 'newpass22' });
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({ revokedSessions: 1, expires_in: t.config.accessTokenTtl });

    const ended = await get(t.app, '/api/v1/user/info', other.token);
    expect(ended.statusCode).toBe(401);
    expect(ended.json()).toEqual({ code: ErrorCode.SESSION_ENDED, message: 'You were signed out because the password was changed. Please log in again.', data: null });
    expect((await refresh(t.app, other.refresh_token)).statusCode).toBe(401);

    // This session: the answer's access token works, the old one is of the old generation,
    // and its refresh token still refreshes into working tokens.
    expect((await get(t.app, '/api/v1/user/info', data.token)).statusCode).toBe(200);
    expect((await get(t.app, '/api/v1/user/info', p.tokens.token)).statusCode).toBe(401);
    const kept = await refresh(t.app, p.tokens.refresh_token);
    expect(kept.statusCode).toBe(200);
    expect((await get(t.app, '/api/v1/user/info', kept.json().data.token)).statusCode).toBe(200);
  });

  it('PUT /api/v1/auth/reset: every session of the account ends at once (access and refresh)', async () => {
    const p = await player(t);
    const other = await loginAs(t.app, p.name, 'password1');
    for (const s of [p.tokens, other]) expect((await get(t.app, '/api/v1/user/info', s.token)).statusCode).toBe(200);

    const ask = await t.app.inject({ method: 'POST', url: '/api/v1/auth/reset', payload: { username: p.name }, remoteAddress: randomIp() });
    expect(ask.statusCode).toBe(200);
    const { code } = await lastMail(t.db, `${p.name}@example.com`);
    const done = await t.app.inject({ method: 'PUT', url: '/api/v1/auth/reset', payload: { username: p.name, password: 'newpass33', captcha: code }, remoteAddress: randomIp() });
    expect(done.statusCode, done.body).toBe(200);

    for (const s of [p.tokens, other]) {
      const res = await get(t.app, '/api/v1/user/info', s.token);
      expect(res.statusCode).toBe(401);
      expect(res.json().code).toBe(ErrorCode.SESSION_ENDED);
      expect((await refresh(t.app, s.refresh_token)).statusCode).toBe(401);
    }
    // A new login works.
    const fresh = await loginAs(t.app, p.name, 'newpass33');
    expect((await get(t.app, '/api/v1/user/info', fresh.token)).statusCode).toBe(200);
  });

  it('a refresh that raced a password change cannot keep the other session alive', async () => {
    const p = await player(t);
    const other = await loginAs(t.app, p.name, 'password1');
    // The other session refreshes at the very moment the password changes.
    const [changed, raced] = await Promise.all([
      change(p.tokens.token, { currentPassword: 'password1', newPassword: 'newpass44', confirmPassword: 'newpass44' }),
      refresh(t.app, other.refresh_token),
    ]);
    expect(changed.statusCode, changed.body).toBe(200);
    if (raced.statusCode === 200) {
      const won = raced.json().data;
      expect((await get(t.app, '/api/v1/user/info', won.token)).statusCode).toBe(401);
      expect((await refresh(t.app, won.refresh_token)).statusCode).toBe(401);
    } else {
      expect(raced.statusCode).toBe(401);
    }
    expect((await get(t.app, '/api/v1/user/info', other.token)).statusCode).toBe(401);
  });
});

describe('two instances on one database', () => {
  const WINDOW_MS = 1_000;
  let dbs: Db[] = [];
  let apps: AppInstance[] = [];
  let drop: () => Promise<void> = async () => {};
  let t: TestApp;

  beforeAll(async () => {
    let url: string;
    if (process.env.TEST_MYSQL_URL) {
      const made = await createTestDb();
      url = made.url;
      dbs = [made.db, createDb(url, { connectionLimit: 3 })];
      drop = made.drop;
    } else {
      // SQLite: one file, opened by each instance.
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-sessions-'));
      url = `sqlite:${path.join(dir, 'site.db')}`;
      dbs = [createDb(url), createDb(url)];
      drop = async () => {
        await dbs[0].destroy();
        fs.rmSync(dir, { recursive: true, force: true });
      };
    }
    const config = testConfig({ databaseUrl: url, sessionCacheMs: WINDOW_MS });
    apps = [await buildApp({ db: dbs[0], config }), await buildApp({ db: dbs[1], config })];
    t = { app: apps[0], db: dbs[0], config, close: async () => {} };
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    if (dbs[1]) await dbs[1].destroy();
    await drop();
  });

  /** Asks every instance until each answers `status`; returns how long that took. */
  async function untilAll(token: string, status: number): Promise<number> {
    const start = Date.now();
    for (;;) {
      const answers = await Promise.all(apps.map((app) => get(app, '/api/v1/user/info', token)));
      if (answers.every((a) => a.statusCode === status)) return Date.now() - start;
      if (Date.now() - start > WINDOW_MS * 4) throw new Error(`still ${answers.map((a) => a.statusCode).join(',')} after ${Date.now() - start} ms`);
      await new Promise((r) => setTimeout(r, 50));
    }
  }

  it('a ban made in the database is seen by both instances within the cache window', async () => {
    const p = await player(t);
    // Both instances have the account in their cache.
    for (const app of apps) expect((await get(app, '/api/v1/user/info', p.tokens.token)).statusCode).toBe(200);
    await t.db.updateTable('accounts').set({ banned: 1 }).where('id', '=', p.id).execute();
    const took = await untilAll(p.tokens.token, 403);
    expect(took).toBeLessThanOrEqual(WINDOW_MS + 500);
  });

  it('a password change on one instance ends the other session there at once and on the other within the window', async () => {
    const p = await player(t);
    const other = await loginAs(apps[1], p.name, 'password1');
    for (const app of apps) expect((await get(app, '/api/v1/user/info', other.token)).statusCode).toBe(200);
    const res = await apps[0].inject({
      method: 'PUT',
      url: '/api/v1/account/password',
      headers: { ...en, ...bearer(p.tokens.token) },
      payload: { captcha: await solveAltcha(apps[0]), currentPassword: 'password1', newPassword: 'newpass55', confirmPassword: 'newpass55' },
      remoteAddress: randomIp(),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await get(apps[0], '/api/v1/user/info', other.token)).statusCode).toBe(401);
    const took = await untilAll(other.token, 401);
    expect(took).toBeLessThanOrEqual(WINDOW_MS + 500);
    // The session that changed it works on both.
    for (const app of apps) expect((await get(app, '/api/v1/user/info', res.json().data.token)).statusCode).toBe(200);
  });
});
