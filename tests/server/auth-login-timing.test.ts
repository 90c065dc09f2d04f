/**
 * Login timing does not tell whether a name exists: a login of an unknown name runs one
 * bcrypt compare against a dummy hash of the same cost as the real accounts' hashes (the
 * game writes cost 12, and so does the site by default), so both take the same time.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import bcrypt from 'bcryptjs';
import { loadConfig } from '../../server/config';
import { bcryptCost, GAME_BCRYPT_COST, hashPassword } from '../../server/services/passwords';
import { createTestApp, randomIp, solveAltcha, type TestApp } from './helpers';

let t: TestApp;
beforeAll(async () => {
  // A cost of 5 for speed; the rule is "the dummy's cost is the accounts' cost", whatever it is.
  t = await createTestApp({ config: { bcryptRounds: 5 } });
  await t.db
    .insertInto('accounts')
    .values({ name: 'timing01', password: await hashPassword('password1', t.config.bcryptRounds), email: 'timing01@example.com', birthday: '1990-01-01' })
    .execute();
});
afterAll(async () => t?.close());
afterEach(() => vi.restoreAllMocks());

/** The cost of every hash bcrypt compared during one login. */
async function costsCompared(username: string): Promise<Array<number | null>> {
  const compare = vi.spyOn(bcrypt, 'compare');
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/auth/login',
    remoteAddress: randomIp(),
    payload: { username, password: 'wrongpass1', turnstile_token: await solveAltcha(t.app) },
  });
  expect(res.statusCode).toBe(401);
  const costs = compare.mock.calls.map((call) => bcryptCost(String(call[1])));
  compare.mockRestore();
  return costs;
}

describe('login of an unknown name', () => {
  it("compares against a dummy hash of the real accounts' cost", async () => {
    const stored = await t.db.selectFrom('accounts').select('password').where('name', '=', 'timing01').executeTakeFirstOrThrow();
    expect(bcryptCost(stored.password)).toBe(5);
    expect(await costsCompared('timing01')).toEqual([5]);
    expect(await costsCompared('nosuchname1')).toEqual([5]);
  });

  it("the site's default cost is the game's own ($2y$12$), for new hashes and the dummy alike", async () => {
    expect(GAME_BCRYPT_COST).toBe(12);
    const config = loadConfig({ JWT_SECRET: 'x'.repeat(40) }, { dataDir: '/tmp/site-test-data' });
    expect(config.bcryptRounds).toBe(GAME_BCRYPT_COST);
    expect(bcryptCost('$2y$12$WpZrQmU1k8kZ1b0r0kq2fOQ0uH0yq9r3i0l2m0n0o0p0q0r0s0t0u')).toBe(GAME_BCRYPT_COST);
  });
});
