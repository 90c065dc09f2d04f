import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import crypto from 'node:crypto';
import bcrypt from 'bcryptjs';
import { createTestApp, seedTiny, TINY, solveAltcha, loginAs, randomIp, createAccount, type TestApp } from './helpers';
import { ErrorCode } from '../../config/contract/envelope';
import { signAccessToken } from '../../server/services/tokens';

let t: TestApp;
let ids: Awaited<ReturnType<typeof seedTiny>>['accounts'];

beforeAll(async () => {
  t = await createTestApp();
  ids = (await seedTiny(t.db)).accounts;
});
afterAll(async () => t?.close());

async function login(body: Record<string, unknown>, opts: { ip?: string; lang?: string } = {}) {
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/auth/login',
    remoteAddress: opts.ip ?? randomIp(),
    headers: opts.lang ? { 'accept-language': opts.lang } : {},
    payload: body,
  });
}

describe('POST /api/v1/auth/login', () => {
  it('answers a token set for the right password and the token opens /api/v1/user/info', async () => {
    const res = await login({ username: TINY.player.username, password: TINY.player.password, turnstile_token: await solveAltcha(t.app) });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.code).toBe(0);
    expect(body.data).toMatchObject({ expires_in: 900, refresh_expires_in: 30 * 24 * 3600 });
    expect(body.data.token.split('.')).toHaveLength(3);
    expect(body.data.refresh_token.length).toBeGreaterThan(30);

    const info = await t.app.inject({ method: 'GET', url: '/api/v1/user/info', headers: { authorization: `Bearer ${body.data.token}` } });
    expect(info.statusCode).toBe(200);
    expect(info.json().data).toEqual({
      id: ids.player,
      username: 'tester01',
      nickname: 'Tester',
      email: TINY.player.email,
      registerDate: '2024-01-02T03:04:05Z',
      lastLogin: '2025-01-01T12:00:00Z',
      gender: 'male',
      characterSlots: 3,
      status: 'normal',
      online: false,
      banReason: null,
      nxCredit: 1000,
      maplePoint: 200,
      nxPrepaid: 300,
      rewardPoints: 4,
      votePoints: 5,
      operator: false,
    });
  });

  it('logs in case-insensitively by account name', async () => {
    const res = await login({ username: 'TESTER01', password: TINY.player.password, turnstile_token: await solveAltcha(t.app) });
    expect(res.statusCode).toBe(200);
  });

  it('refuses a wrong password and an unknown user with the same 401', async () => {
    const wrong = await login({ username: TINY.player.username, password: 'wrongpass', turnstile_token: await solveAltcha(t.app) }, { lang: 'en-US' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ code: ErrorCode.LOGIN_FAILED, message: 'Login failed: check your username and password.', data: null });
    const unknown = await login({ username: 'nobody99', password: 'whatever', turnstile_token: await solveAltcha(t.app) }, { lang: 'en-US' });
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json().code).toBe(ErrorCode.LOGIN_FAILED);
  });

  it('answers translated validation errors naming the field', async () => {
    const missing = await login({ password: 'password1', turnstile_token: 'x' }, { lang: 'en-US' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ code: ErrorCode.VALIDATION, field: 'username', data: null });
    expect(missing.json().message).toContain('Username is required');

    const short = await login({ username: 'tester01', password: '123', turnstile_token: 'x' }, { lang: 'zh-TW' });
    expect(short.statusCode).toBe(400);
    expect(short.json()).toMatchObject({ code: ErrorCode.VALIDATION, field: 'password' });
    expect(short.json().message).toContain('密碼至少需要 6 個字元');

    const tooLong = await login({ username: 'a'.repeat(14), password: 'password1', turnstile_token: 'x' });
    expect(tooLong.json()).toMatchObject({ code: ErrorCode.VALIDATION, field: 'username' });

    const notJson = await t.app.inject({ method: 'POST', url: '/api/v1/auth/login', headers: { 'content-type': 'application/json' }, payload: '{bad' });
    expect(notJson.statusCode).toBe(400);
    expect(notJson.json().code).toBe(ErrorCode.INVALID_INPUT);
  });

  it('refuses a missing, forged or reused human verification', async () => {
    const missing = await login({ username: TINY.player.username, password: TINY.player.password }, { lang: 'en-US' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ code: ErrorCode.HUMAN_CHECK_FAILED, message: 'Please complete the human verification.' });

    const forged = await login({ username: TINY.player.username, password: TINY.player.password, turnstile_token: Buffer.from('{"a":1}').toString('base64') });
    expect(forged.statusCode).toBe(400);
    expect(forged.json().code).toBe(ErrorCode.HUMAN_CHECK_FAILED);

    const solution = await solveAltcha(t.app);
    const decoded = JSON.parse(Buffer.from(solution, 'base64').toString());
    const wrongNumber = Buffer.from(JSON.stringify({ ...decoded, number: decoded.number + 1 })).toString('base64');
    const bad = await login({ username: TINY.player.username, password: TINY.player.password, turnstile_token: wrongNumber });
    expect(bad.json().code).toBe(ErrorCode.HUMAN_CHECK_FAILED);

    const first = await login({ username: TINY.player.username, password: TINY.player.password, turnstile_token: solution });
    expect(first.statusCode).toBe(200);
    const again = await login({ username: TINY.player.username, password: TINY.player.password, turnstile_token: solution }, { lang: 'en-US' });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe('This verification was already used. Please verify again.');
  });

  it('refuses a banned account with its reason, after checking the password', async () => {
    const res = await login({ username: TINY.banned.username, password: TINY.banned.password, turnstile_token: await solveAltcha(t.app) }, { lang: 'en-US' });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ code: ErrorCode.ACCOUNT_BANNED, message: `This account is banned. Reason: ${TINY.banned.reason}`, data: null });
    const wrong = await login({ username: TINY.banned.username, password: 'notthepass', turnstile_token: await solveAltcha(t.app) });
    expect(wrong.statusCode).toBe(401);
  });

  it('refuses a temporarily suspended account', async () => {
    await t.db.updateTable('accounts').set({ tempban: '2030-01-01 00:00:00' }).where('id', '=', ids.admin).execute();
    const res = await login({ username: TINY.admin.username, password: TINY.admin.password, turnstile_token: await solveAltcha(t.app) }, { lang: 'en-US' });
    expect(res.statusCode).toBe(403);
    // Until when, on the game's clock (2030-01-01 00:00 UTC is 08:00 in Asia/Taipei).
    expect(res.json()).toEqual({ code: ErrorCode.ACCOUNT_BANNED, message: 'This account is suspended until January 1, 2030 at 8:00 AM GMT+8.', data: null });
    await t.db.updateTable('accounts').set({ tempban: '2005-05-11 00:00:00' }).where('id', '=', ids.admin).execute();
  });

  it.each([
    ['legacySha512', /^[0-9a-f]{128}$/],
    ['legacySha1', /^[0-9a-f]{40}$/],
  ] as const)('accepts a %s password and re-hashes it to bcrypt', async (key, before) => {
    const acc = TINY[key];
    const old = await t.db.selectFrom('accounts').select('password').where('name', '=', acc.username).executeTakeFirstOrThrow();
    expect(old.password).toMatch(before);
    await loginAs(t.app, acc.username, acc.password);
    const now = await t.db.selectFrom('accounts').select('password').where('name', '=', acc.username).executeTakeFirstOrThrow();
    expect(now.password).toMatch(/^\$2y\$\d{2}\$/);
    await loginAs(t.app, acc.username, acc.password);
    const wrong = await login({ username: acc.username, password: 'notthepass', turnstile_token: await solveAltcha(t.app) });
    expect(wrong.statusCode).toBe(401);
  });

  it('verifies $2a$ and $2b$ bcrypt hashes as well as the game\'s $2y$', async () => {
    for (const prefix of ['$2a$', '$2b$']) {
      const name = `bc${prefix.slice(2, 3)}user1`;
      const hash = prefix + bcrypt.hashSync('bcryptpw', 4).slice(4);
      await t.db.insertInto('accounts').values({ name, password: hash }).execute();
      await loginAs(t.app, name, 'bcryptpw');
    }
  });

  it('limits login attempts per IP with a translated 429', async () => {
    const ip = randomIp();
    const codes: number[] = [];
    for (let i = 0; i < 11; i++) {
      const res = await login({ username: `nobody${i}x`, password: 'whatever' }, { ip, lang: 'en-US' });
      codes.push(res.statusCode);
      if (i === 10) {
        expect(res.json().code).toBe(ErrorCode.TOO_MANY_REQUESTS);
        expect(res.json().message).toMatch(/^Too many requests\. Please try again in \d+ seconds\.$/);
        expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
      }
    }
    expect(codes.slice(0, 10).every((c) => c === 400)).toBe(true);
    expect(codes[10]).toBe(429);
  });

  it('limits login attempts per account name across IPs', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 11; i++) codes.push((await login({ username: 'target01', password: 'whatever' })).statusCode);
    expect(codes[10]).toBe(429);
    expect(codes.filter((c) => c === 429)).toHaveLength(1);
  });
});

describe('GET /api/v1/user/info', () => {
  it('needs a valid token', async () => {
    const none = await t.app.inject({ method: 'GET', url: '/api/v1/user/info', headers: { 'accept-language': 'en-US' } });
    expect(none.statusCode).toBe(401);
    expect(none.json()).toEqual({ code: ErrorCode.UNAUTHORIZED, message: 'Please login first', data: null });
    const bad = await t.app.inject({ method: 'GET', url: '/api/v1/user/info', headers: { authorization: 'Bearer abc.def.ghi' } });
    expect(bad.statusCode).toBe(401);
    expect(bad.json().code).toBe(ErrorCode.TOKEN_INVALID);
    const otherKey = await signAccessToken({ ...t.config, jwtSecret: crypto.randomBytes(32).toString('hex') }, { id: ids.player, name: 'tester01' });
    const forged = await t.app.inject({ method: 'GET', url: '/api/v1/user/info', headers: { authorization: `Bearer ${otherKey}` } });
    expect(forged.statusCode).toBe(401);
    const expired = await signAccessToken({ ...t.config, accessTokenTtl: -10 }, { id: ids.player, name: 'tester01' });
    const late = await t.app.inject({ method: 'GET', url: '/api/v1/user/info', headers: { authorization: `Bearer ${expired}` } });
    expect(late.statusCode).toBe(401);
  });

  it('reports admin and online status and gender from the game tables; a banned account gets its ban instead', async () => {
    const info = async (id: number, name: string) => {
      const token = await signAccessToken(t.config, { id, name });
      return (await t.app.inject({ method: 'GET', url: '/api/v1/user/info', headers: { authorization: `Bearer ${token}`, 'accept-language': 'en-US' } })).json();
    };
    expect((await info(ids.admin, 'admin001')).data).toMatchObject({ status: 'admin', gender: 'female' });
    expect((await info(ids.ingame, 'ingame01')).data).toMatchObject({ status: 'online', online: true });
    expect(await info(ids.banned, 'banned01')).toEqual({ code: ErrorCode.SESSION_BANNED, message: `This account is banned. Reason: ${TINY.banned.reason}`, data: null });
  });
});

describe('refresh and logout', () => {
  let n = 0;
  /** A fresh account per test: the per-account login limit stays out of the way. */
  const freshLogin = async () => {
    const name = `refresh${++n}`;
    await createAccount(t.db, name, 'password1');
    return loginAs(t.app, name, 'password1');
  };
  const refresh = (payload: unknown, url = '/api/v1/auth/refresh') =>
    t.app.inject({ method: 'POST', url, payload: payload as object, remoteAddress: randomIp(), headers: { 'accept-language': 'en-US' } });

  it('rotates the refresh token; reusing an old one revokes the whole family', async () => {
    const first = await freshLogin();
    const r1 = await refresh({ refresh_token: first.refresh_token });
    expect(r1.statusCode).toBe(200);
    const second = r1.json().data;
    expect(second.refresh_token).not.toBe(first.refresh_token);
    expect(second.token).toBeTruthy();

    const r2 = await refresh({}, `/api/v1/auth/refresh?refresh_token=${encodeURIComponent(second.refresh_token)}`);
    expect(r2.statusCode).toBe(200);
    const third = r2.json().data;

    // Within seconds of its rotation the first token is only refused (a race between tabs).
    const race = await refresh({ refresh_token: first.refresh_token });
    expect(race.statusCode).toBe(401);
    // Later, the first token again: reuse -> refused, and the live third token dies with its family.
    await t.db
      .updateTable('web_refresh_tokens')
      .set({ revoked_at: '2000-01-01 00:00:00' })
      .where('token_hash', '=', crypto.createHash('sha256').update(first.refresh_token).digest('hex'))
      .execute();
    const reuse = await refresh({ refresh_token: first.refresh_token });
    expect(reuse.statusCode).toBe(401);
    expect(reuse.json().code).toBe(ErrorCode.REFRESH_INVALID);
    const afterReuse = await refresh({ refresh_token: third.refresh_token });
    expect(afterReuse.statusCode).toBe(401);

    // Another login (another family) is untouched.
    const other = await freshLogin();
    expect((await refresh({ refresh_token: other.refresh_token })).statusCode).toBe(200);
  });

  it('lets exactly one of two concurrent refreshes of one token win', async () => {
    const tokens = await freshLogin();
    const results = await Promise.all([refresh({ refresh_token: tokens.refresh_token }), refresh({ refresh_token: tokens.refresh_token })]);
    const statuses = results.map((r) => r.statusCode).sort();
    expect(statuses).toEqual([200, 401]);
    const live = await t.db
      .selectFrom('web_refresh_tokens')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('parent_id', 'in', t.db.selectFrom('web_refresh_tokens').select('id').where('token_hash', '=', crypto.createHash('sha256').update(tokens.refresh_token).digest('hex')))
      .executeTakeFirstOrThrow();
    expect(Number(live.n)).toBe(1);
    // The loser was a race, not theft: the winner's new refresh token keeps working.
    const winner = results.find((r) => r.statusCode === 200)!.json().data;
    expect((await refresh({ refresh_token: winner.refresh_token })).statusCode).toBe(200);
  });

  it('refuses missing, unknown and expired refresh tokens', async () => {
    const missing = await refresh(undefined);
    expect(missing.statusCode).toBe(401);
    expect(missing.json().message).toBe('No refresh token was sent. Please log in again.');
    expect((await refresh({ refresh_token: 'not-a-token' })).statusCode).toBe(401);
    const tokens = await freshLogin();
    await t.db.updateTable('web_refresh_tokens').set({ expires_at: '2000-01-01 00:00:00' }).where('token_hash', '=', crypto.createHash('sha256').update(tokens.refresh_token).digest('hex')).execute();
    expect((await refresh({ refresh_token: tokens.refresh_token })).statusCode).toBe(401);
  });

  it('stops refreshing for an account banned after login', async () => {
    const tokens = await loginAs(t.app, TINY.ingame.username, TINY.ingame.password);
    await t.db.updateTable('accounts').set({ banned: 1 }).where('id', '=', ids.ingame).execute();
    const refused = await refresh({ refresh_token: tokens.refresh_token });
    await t.db.updateTable('accounts').set({ banned: 0 }).where('id', '=', ids.ingame).execute();
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ code: ErrorCode.SESSION_BANNED, message: 'This account is banned.', data: null });
    // The ban ended the session: lifting it does not bring the refresh token back.
    expect((await refresh({ refresh_token: tokens.refresh_token })).statusCode).toBe(401);
  });

  it('logout revokes the refresh token', async () => {
    const tokens = await freshLogin();
    const out = await t.app.inject({ method: 'POST', url: '/api/v1/auth/logout', payload: { refresh_token: tokens.refresh_token } });
    expect(out.statusCode).toBe(200);
    expect(out.json()).toEqual({ code: 0, message: 'ok', data: null });
    expect((await refresh({ refresh_token: tokens.refresh_token })).statusCode).toBe(401);
    const empty = await t.app.inject({ method: 'POST', url: '/api/v1/auth/logout' });
    expect(empty.statusCode).toBe(200);
  });
});

describe('housekeeping', () => {
  it('removes long-expired refresh tokens, old e-mail codes and expired ALTCHA solutions, and keeps live ones', async () => {
    const { cleanExpired } = await import('../../server/services/housekeeping');
    const live = await loginAs(t.app, TINY.ingame.username, TINY.ingame.password);
    await t.db.insertInto('web_refresh_tokens').values({ account_id: ids.player, family_id: 'old-family', token_hash: 'f'.repeat(64), created_at: '2020-01-01 00:00:00', expires_at: '2020-02-01 00:00:00' }).execute();
    await t.db.insertInto('web_email_codes').values({ purpose: 'register', email: 'old@example.com', code_hash: 'x', created_at: '2020-01-01 00:00:00', expires_at: '2020-01-01 00:10:00' }).execute();
    await t.db.insertInto('web_altcha_used').values({ signature: 'old-signature', expires_at: '2020-01-01 00:00:00' }).execute();
    const removed = await cleanExpired(t.db);
    expect(removed.refreshTokens).toBeGreaterThanOrEqual(1);
    expect(removed.emailCodes).toBeGreaterThanOrEqual(1);
    expect(removed.altcha).toBeGreaterThanOrEqual(1);
    const refresh = await t.app.inject({ method: 'POST', url: '/api/v1/auth/refresh', payload: { refresh_token: live.refresh_token }, remoteAddress: randomIp() });
    expect(refresh.statusCode).toBe(200);
  });
});
