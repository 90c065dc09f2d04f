/**
 * Account unlock (method 1 after UNLOCK_MIN_MINUTES, method 2 with the birthday and a
 * character moved to its town), both rate-limited and logged; the logged-in password
 * change (current password, confirmation, human check, $2y$ hash, every other session's
 * refresh tokens revoked, this one kept).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toDbTime } from '../../server/db/time';
import { createAccount, loginAs, randomIp, solveAltcha } from './helpers';
import { profileWorld, type ProfileWorld } from './profile-fixture';

let w: ProfileWorld;
const en = { 'accept-language': 'en-US' };

beforeAll(async () => {
  w = await profileWorld({ items: false });
}, 120_000);
afterAll(async () => {
  await w?.t.close();
});

async function player(name: string, birthday = '1990-01-01') {
  const accountId = await createAccount(w.t.db, name, 'password1', { birthday });
  const c = await w.t.db.insertInto('characters').values({ accountid: accountId, name: `${name}c`, level: 50, job: 110, map: 104040000 }).executeTakeFirstOrThrow();
  const tokens = await loginAs(w.t.app, name, 'password1');
  return { accountId, characterId: Number(c.insertId), tokens, auth: { authorization: `Bearer ${tokens.token}` } };
}
const unlock = (auth: Record<string, string>, body: unknown, ip = randomIp()) =>
  w.t.app.inject({ method: 'POST', url: '/api/v1/account/unlock', headers: { ...en, ...auth }, payload: body as object, remoteAddress: ip });
const lock = (accountId: number, minutesAgo: number) =>
  w.t.db.updateTable('accounts').set({ loggedin: 2, lastlogin: toDbTime(Date.now() - minutesAgo * 60_000) }).where('id', '=', accountId).execute();
const loggedin = async (accountId: number) =>
  Number((await w.t.db.selectFrom('accounts').select('loggedin').where('id', '=', accountId).executeTakeFirstOrThrow()).loggedin);
const log = (accountId: number) => w.t.db.selectFrom('web_account_log').select(['action', 'ip']).where('account_id', '=', accountId).orderBy('id').execute();

describe('POST /api/v1/account/unlock, method 1', () => {
  it('refuses while the last login is recent, with the minutes left, and clears it afterwards', async () => {
    const p = await player('unlock01');
    await lock(p.accountId, 3);
    const refused = await unlock(p.auth, { method: 1 });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ code: 42200, data: null });
    expect(refused.json().message).toMatch(/try again in 7 minutes/);
    expect(await loggedin(p.accountId)).toBe(2);

    await lock(p.accountId, 11);
    const ok = await unlock(p.auth, { method: 1 }, '10.9.8.7');
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().data).toEqual({ method: 1, wasLocked: true, moved: null, notMoved: null });
    expect(await loggedin(p.accountId)).toBe(0);
    expect(await log(p.accountId)).toEqual([
      { action: 'unlock1-refused', ip: expect.any(String) },
      { action: 'unlock1', ip: '10.9.8.7' },
    ]);
  });

  it('follows UNLOCK_MIN_MINUTES', async () => {
    const other = await profileWorld({ items: false, library: false, config: { unlockMinMinutes: 1 } });
    try {
      const id = await createAccount(other.t.db, 'unlock02');
      const tokens = await loginAs(other.t.app, 'unlock02', 'password1');
      await other.t.db.updateTable('accounts').set({ loggedin: 1, lastlogin: toDbTime(Date.now() - 2 * 60_000) }).where('id', '=', id).execute();
      const res = await other.t.app.inject({ method: 'POST', url: '/api/v1/account/unlock', headers: { authorization: `Bearer ${tokens.token}` }, payload: { method: 1 } });
      expect(res.statusCode).toBe(200);
    } finally {
      await other.t.close();
    }
  });
});

describe('POST /api/v1/account/unlock, method 2', () => {
  it('asks for the birthday, refuses a wrong one, and moves the chosen character to its town', async () => {
    const p = await player('unlock03', '1995-06-15');
    await lock(p.accountId, 0);
    // The mark is cleared at once; the character stays until the game has let go of the account.
    const held = await unlock(p.auth, { method: 2, birthday: '1995-06-15', characterId: p.characterId });
    expect(held.json().data).toEqual({ method: 2, wasLocked: true, moved: null, notMoved: { characterId: p.characterId, name: 'unlock03c' } });
    expect(Number((await w.t.db.selectFrom('characters').select('map').where('id', '=', p.characterId).executeTakeFirstOrThrow()).map)).toBe(104040000);
    // The game logs the account in and out again: it is released.
    await w.t.db.updateTable('accounts').set({ loggedin: 0, lastlogin: toDbTime(Date.now() + 60_000) }).where('id', '=', p.accountId).execute();
    const empty = await unlock(p.auth, { method: 2, birthday: '' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('Please enter birthday information');
    const missing = await unlock(p.auth, { method: 2 });
    expect(missing.json().message).toBe('Please enter birthday information');
    const wrong = await unlock(p.auth, { method: 2, birthday: '1995-06-16', characterId: p.characterId });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe('Unlock failed: check birthday');

    const right = await unlock(p.auth, { method: 2, birthday: '1995-06-15', characterId: p.characterId });
    expect(right.statusCode, right.body).toBe(200);
    expect(right.json().data).toEqual({ method: 2, wasLocked: false, moved: { characterId: p.characterId, name: 'unlock03c', map: 100000000, mapName: 'Henesys' }, notMoved: null });
    expect(await loggedin(p.accountId)).toBe(0);
    const c = await w.t.db.selectFrom('characters').select(['map', 'spawnpoint']).where('id', '=', p.characterId).executeTakeFirstOrThrow();
    expect(Number(c.map)).toBe(100000000);
    expect((await log(p.accountId)).map((r) => r.action)).toEqual(['unlock2', 'unlock2-refused', 'unlock2']);
  });

  it("sends a character on a map the library does not know to Henesys, and refuses someone else's character", async () => {
    const p = await player('unlock04', '1990-01-01');
    await w.t.db.updateTable('characters').set({ map: 987654321 }).where('id', '=', p.characterId).execute();
    const res = await unlock(p.auth, { method: 2, birthday: '1990-01-01', characterId: p.characterId });
    expect(res.json().data.moved.map).toBe(100000000);
    const town = await player('unlock05', '1990-01-01');
    await w.t.db.updateTable('characters').set({ map: 101000000 }).where('id', '=', town.characterId).execute();
    expect((await unlock(town.auth, { method: 2, birthday: '1990-01-01', characterId: town.characterId })).json().data.moved.map).toBe(101000000);
    const stranger = await unlock(town.auth, { method: 2, birthday: '1990-01-01', characterId: p.characterId });
    expect(stranger.statusCode).toBe(404);
  });

  it('refuses method 2 when the account has no birthday on file', async () => {
    const p = await player('unlock06', '2005-05-11');
    const res = await unlock(p.auth, { method: 2, birthday: '2005-05-11' });
    expect(res.json().message).toBe('Unlock failed: check birthday');
  });

  it('limits unlock attempts per account', async () => {
    const p = await player('unlock07');
    const codes: number[] = [];
    for (let i = 0; i < 7; i++) codes.push((await unlock(p.auth, { method: 2, birthday: '2001-01-01' })).statusCode);
    expect(codes.slice(0, 5)).toEqual([400, 400, 400, 400, 400]);
    expect(codes.slice(5)).toEqual([429, 429]);
  });

  it('validates the input and needs a login', async () => {
    const p = await player('unlock08');
    for (const body of [{ method: 3 }, { method: 2, birthday: '1990/01/01' }, { method: 1, characterId: 0 }, {}]) {
      expect((await unlock(p.auth, body)).statusCode, JSON.stringify(body)).toBe(400);
    }
    expect((await unlock({}, { method: 1 })).statusCode).toBe(401);
  });
});

describe('PUT /api/v1/account/password', () => {
  const change = async (auth: Record<string, string>, body: Record<string, unknown>, withCaptcha = true) =>
    w.t.app.inject({
      method: 'PUT',
      url: '/api/v1/account/password',
      headers: { ...en, ...auth },
      payload: { ...(withCaptcha ? { captcha: await solveAltcha(w.t.app) } : {}), ...body },
      remoteAddress: randomIp(),
    });
  const refresh = (token: string) => w.t.app.inject({ method: 'POST', url: '/api/v1/auth/refresh', payload: { refresh_token: token }, remoteAddress: randomIp() });

  it("signs out every other session, keeps this one, and stores a $2y$ hash", async () => {
    const id = await createAccount(w.t.db, 'passwd01', 'password1');
    const here = await loginAs(w.t.app, 'passwd01', 'password1');
    const phone = await loginAs(w.t.app, 'passwd01', 'password1');
    const laptop = await loginAs(w.t.app, 'passwd01', 'password1');
    const res = await change({ authorization: `Bearer ${here.token}` }, { currentPassword: 'password1', newPassword: 'newpass22', confirmPassword: 'newpass22' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({ revokedSessions: 2, token: expect.any(String), expires_in: w.t.config.accessTokenTtl });

    expect((await refresh(phone.refresh_token)).statusCode).toBe(401);
    expect((await refresh(laptop.refresh_token)).statusCode).toBe(401);
    const kept = await refresh(here.refresh_token);
    expect(kept.statusCode).toBe(200);

    const row = await w.t.db.selectFrom('accounts').select('password').where('id', '=', id).executeTakeFirstOrThrow();
    expect(row.password.startsWith('$2y$')).toBe(true);
    await expect(loginAs(w.t.app, 'passwd01', 'password1')).rejects.toThrow(/401/);
    await loginAs(w.t.app, 'passwd01', 'newpass22');
    expect((await log(id)).map((r) => r.action)).toEqual(['password']);
  });

  it('refuses a wrong current password, a confirmation that differs, a weak password and a missing human check', async () => {
    const id = await createAccount(w.t.db, 'passwd02', 'password1');
    const s = await loginAs(w.t.app, 'passwd02', 'password1');
    const auth = { authorization: `Bearer ${s.token}` };
    const wrong = await change(auth, { currentPassword: 'password9', newPassword: 'newpass22', confirmPassword: 'newpass22' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ field: 'currentPassword', message: 'The current password is incorrect.' });
    const differs = await change(auth, { currentPassword: 'password1', newPassword: 'newpass22', confirmPassword: 'newpass23' });
    expect(differs.json()).toMatchObject({ field: 'confirmPassword' });
    const weak = await change(auth, { currentPassword: 'password1', newPassword: 'short', confirmPassword: 'short' });
    expect(weak.statusCode).toBe(400);
    const noCheck = await change(auth, { currentPassword: 'password1', newPassword: 'newpass22', confirmPassword: 'newpass22' }, false);
    expect(noCheck.statusCode).toBe(400);
    expect(noCheck.json().code).toBe(40002);
    const same = await change(auth, { currentPassword: 'password1', newPassword: 'password1', confirmPassword: 'password1' });
    expect(same.json()).toMatchObject({ field: 'newPassword' });
    // Nothing changed: the old password still logs in and the session still refreshes.
    await loginAs(w.t.app, 'passwd02', 'password1');
    expect((await refresh(s.refresh_token)).statusCode).toBe(200);
    expect((await log(id)).map((r) => r.action)).toEqual(['password-refused']);
  });
});
