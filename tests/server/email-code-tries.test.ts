/**
 * An e-mailed code allows 5 tries in all, even when the guesses arrive at once: each
 * guess claims a try with a conditional update before the code is compared, so of 20
 * simultaneous wrong guesses at most 5 are compared, and the right code is refused
 * afterwards. Rate limits are off here so that only the try cap is measured. Every query
 * answers on a later turn of the event loop, as a database over the network does, so the
 * guesses interleave on the embedded SQLite too.
 */
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import type { KyselyPlugin, PluginTransformQueryArgs, PluginTransformResultArgs } from 'kysely';
import { buildApp, type AppInstance } from '../../server/app';
import { createTestDb, testConfig, seedTiny, TINY, randomIp, lastMail, loginAs, solveAltcha } from './helpers';
import type { Db } from '../../server/db';

class AnswerLater implements KyselyPlugin {
  transformQuery(args: PluginTransformQueryArgs) {
    return args.node;
  }
  async transformResult(args: PluginTransformResultArgs) {
    await new Promise((resolve) => setImmediate(resolve));
    return args.result;
  }
}

let t: { app: AppInstance; db: Db };
let drop: () => Promise<void>;

beforeAll(async () => {
  const made = await createTestDb();
  drop = made.drop;
  const db = made.db.withPlugin(new AnswerLater());
  t = { db, app: await buildApp({ db, config: testConfig({ databaseUrl: made.url, rateLimit: false }) }) };
  await seedTiny(t.db);
});
afterAll(async () => {
  await t?.app.close();
  await drop?.();
});

const WRONG = 'The e-mail code is wrong or has expired.';
const TOO_MANY = 'Too many wrong codes. Please request a new code.';
const wrongOf = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

function tally(answers: Array<{ statusCode: number; json: () => { message: string } }>) {
  const messages = answers.map((a) => a.json().message);
  return {
    statuses: [...new Set(answers.map((a) => a.statusCode))],
    compared: messages.filter((m) => m === WRONG).length,
    capped: messages.filter((m) => m === TOO_MANY).length,
  };
}

describe('the 5-try cap of an e-mailed code under simultaneous guesses', () => {
  it('password reset: of 20 simultaneous wrong codes at most 5 are compared; the right code is then refused', async () => {
    const ask = await t.app.inject({ method: 'POST', url: '/api/v1/auth/reset', payload: { username: TINY.player.username }, remoteAddress: randomIp() });
    expect(ask.statusCode).toBe(200);
    const { code } = await lastMail(t.db, TINY.player.email);
    expect(code).toMatch(/^\d{6}$/);

    const confirm = (captcha: string) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/v1/auth/reset',
        payload: { username: TINY.player.username, password: 'stolen999', captcha },
        remoteAddress: randomIp(),
        headers: { 'accept-language': 'en-US' },
      });
    const answers = await Promise.all(Array.from({ length: 20 }, () => confirm(wrongOf(code!))));
    const { statuses, compared, capped } = tally(answers);
    expect(statuses).toEqual([400]);
    expect(compared).toBeGreaterThan(0);
    expect(compared).toBeLessThanOrEqual(5);
    expect(compared + capped).toBe(20);

    const right = await confirm(code!);
    expect(right.statusCode).toBe(400);
    expect(right.json().message).toBe(TOO_MANY);
    await loginAs(t.app, TINY.player.username, TINY.player.password);
  });

  it('registration: of 20 simultaneous wrong codes at most 5 are compared; the right code is then refused', async () => {
    const email = 'race-register@example.com';
    const ask = await t.app.inject({ method: 'POST', url: '/api/register/captcha', payload: { email }, remoteAddress: randomIp() });
    expect(ask.statusCode).toBe(200);
    const { code } = await lastMail(t.db, email);
    const solutions = await Promise.all(Array.from({ length: 21 }, () => solveAltcha(t.app)));
    const register = (i: number, emailCode: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/auth/register',
        remoteAddress: randomIp(),
        headers: { 'accept-language': 'en-US' },
        payload: { username: `race${i}user`, email, code: emailCode, pwd1: 'password9', pwd2: 'password9', birthday: '1990-01-01', captcha: solutions[i] },
      });
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => register(i, wrongOf(code!))));
    const { statuses, compared, capped } = tally(answers);
    expect(statuses).toEqual([400]);
    expect(compared).toBeGreaterThan(0);
    expect(compared).toBeLessThanOrEqual(5);
    expect(compared + capped).toBe(20);

    const right = await register(20, code!);
    expect(right.statusCode).toBe(400);
    expect(right.json().message).toBe(TOO_MANY);
    const created = await t.db.selectFrom('accounts').select('id').where('email', '=', email).execute();
    expect(created).toHaveLength(0);
  });
});
