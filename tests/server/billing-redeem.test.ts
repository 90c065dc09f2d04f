/**
 * POST /api/v1/billing/redeem: a card's days are added once; every refusal is a
 * translated 4xx that writes nothing; attempts are rate-limited per account and per IP;
 * 50 concurrent redeems of one card give one success. The balance equals the ledger's
 * sum after each step.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateCards, normalizeCardCode, voidCard } from '../../server/services/billing';
import { newCardCode } from '../../server/services/codes';
import { BILLING_CARD_PATTERN } from '../../config/rules';
import { createAccount, createTestApp, loginAs, randomIp, type TestApp } from './helpers';
import { expectLedgerEqualsBalance } from './billing-helpers';

let t: TestApp;
let token: string;
let accountId: number;

const redeem = (cardCode: unknown, o: { token?: string; lang?: string; ip?: string; app?: TestApp } = {}) =>
  (o.app ?? t).app.inject({
    method: 'POST',
    url: '/api/v1/billing/redeem',
    remoteAddress: o.ip ?? randomIp(),
    headers: { 'accept-language': o.lang ?? 'en-US', authorization: `Bearer ${o.token ?? token}` },
    payload: { cardCode },
  });
const state = async (db = t.db) => ({
  ledger: Number((await db.selectFrom('web_billing_ledger').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n),
  used: Number((await db.selectFrom('web_billing_cards').select((eb) => eb.fn.countAll<number>().as('n')).where('used_at', 'is not', null).executeTakeFirstOrThrow()).n),
});

beforeAll(async () => {
  t = await createTestApp();
  accountId = await createAccount(t.db, 'redeemer1');
  token = (await loginAs(t.app, 'redeemer1', 'password1')).token;
});
afterAll(async () => t?.close());

describe('card codes', () => {
  it('are 16 symbols without 0, O, 1, I or L, in four dashed groups, and differ every time', () => {
    const codes = Array.from({ length: 200 }, newCardCode);
    for (const c of codes) {
      expect(c).toMatch(BILLING_CARD_PATTERN);
      expect(c).not.toMatch(/[01OIL]/);
    }
    expect(new Set(codes).size).toBe(200);
  });

  it('a typed code is read without spaces, dashes or case', () => {
    expect(normalizeCardCode(' abcd efgh-jkmn pqrs ')).toBe('ABCD-EFGH-JKMN-PQRS');
    expect(normalizeCardCode('ABCDEFGHJKMNPQRS')).toBe('ABCD-EFGH-JKMN-PQRS');
    expect(normalizeCardCode('ABCD-EFGH-JKMN-PQR0')).toBeNull();
    expect(normalizeCardCode('ABCD-EFGH-JKMN')).toBeNull();
  });
});

describe('redeem', () => {
  it('adds the card days once and answers the balance and the subscription', async () => {
    const [code] = await generateCards(t.db, { days: 30, count: 1 });
    const res = await redeem(code.toLowerCase().replace(/-/g, ' '));
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ code, days: 30, balanceDays: 30, subscription: { plan: 'MONTH', status: 'active', remainingDays: 30, totalDays: 30, count: 1 } });
    const card = await t.db.selectFrom('web_billing_cards').selectAll().where('code', '=', code).executeTakeFirstOrThrow();
    expect(card.used_by_account_id).toBe(accountId);
    const rows = await t.db.selectFrom('web_billing_ledger').selectAll().where('account_id', '=', accountId).execute();
    expect(rows).toMatchObject([{ type: 'RECHARGE', days: 30, balance_after: 30, source: 'card' }]);
    await expectLedgerEqualsBalance(t.db);

    const again = await redeem(code);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ code: 40900, message: 'This redemption code has already been used.', data: null });
    const zh = await redeem(code, { lang: 'zh-TW' });
    expect(zh.json().message).toBe('這組兌換碼已經被使用過了。');
    await expectLedgerEqualsBalance(t.db);
  });

  it('refuses each bad code with its translated message and writes nothing', async () => {
    const [expired] = await generateCards(t.db, { days: 7, count: 1, expiresAt: '2020-01-01 00:00:00' });
    const [voided] = await generateCards(t.db, { days: 7, count: 1 });
    expect(await voidCard(t.db, voided)).toBe(true);
    const unknown = newCardCode();
    const cases: Array<[unknown, number, number, string, string]> = [
      ['', 400, 40000, 'Please enter the redemption code.', '請輸入兌換碼。'],
      ['   ', 400, 40000, 'Please enter the redemption code.', '請輸入兌換碼。'],
      ['ABCD-1234', 400, 40001, 'Invalid redemption code format. A code looks like XXXX-XXXX-XXXX-XXXX.', '兌換碼格式不正確，格式為 XXXX-XXXX-XXXX-XXXX。'],
      ['OOOO-IIII-LLLL-0000', 400, 40001, 'Invalid redemption code format. A code looks like XXXX-XXXX-XXXX-XXXX.', '兌換碼格式不正確，格式為 XXXX-XXXX-XXXX-XXXX。'],
      [unknown, 404, 40400, 'This redemption code does not exist.', '查無此兌換碼。'],
      [voided, 404, 40400, 'This redemption code does not exist.', '查無此兌換碼。'],
      [expired, 422, 42200, 'This redemption code has expired.', '這組兌換碼已過期。'],
    ];
    await createAccount(t.db, 'badcodes01');
    const own = (await loginAs(t.app, 'badcodes01', 'password1')).token;
    const before = await state();
    for (const [code, status, errorCode, en, zh] of cases) {
      const res = await redeem(code, { token: own });
      expect(res.statusCode, String(code)).toBe(status);
      expect(res.json(), String(code)).toMatchObject({ code: errorCode, message: en, data: null });
      expect((await redeem(code, { lang: 'zh-TW', token: own })).json().message).toBe(zh);
    }
    expect(await state()).toEqual(before);
    const voidedRow = await t.db.selectFrom('web_billing_cards').selectAll().where('code', '=', voided).executeTakeFirstOrThrow();
    expect(voidedRow.used_at).toBeNull();
  });

  it('needs a login', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/billing/redeem', payload: { cardCode: newCardCode() } });
    expect(res.statusCode).toBe(401);
  });

  it('limits guessing: 10 attempts per account in 10 minutes, then 429 with the wait; malformed codes do not count', async () => {
    await createAccount(t.db, 'guesser01');
    const guesser = (await loginAs(t.app, 'guesser01', 'password1')).token;
    for (let i = 0; i < 12; i++) expect((await redeem('ABCD', { token: guesser })).statusCode).toBe(400);
    for (let i = 0; i < 10; i++) expect((await redeem(newCardCode(), { token: guesser })).statusCode).toBe(404);
    const [real] = await generateCards(t.db, { days: 7, count: 1 });
    const limited = await redeem(real, { token: guesser });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().code).toBe(42900);
    expect(limited.json().message).toMatch(/try again in \d+ seconds/);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // The real card was not used by the refused attempt.
    expect((await t.db.selectFrom('web_billing_cards').select('used_at').where('code', '=', real).executeTakeFirstOrThrow()).used_at).toBeNull();
  });

  it('limits guessing per IP across accounts: 20 attempts in 10 minutes', async () => {
    const ip = randomIp();
    const tokens: string[] = [];
    for (const name of ['ipguess01', 'ipguess02', 'ipguess03']) {
      await createAccount(t.db, name);
      tokens.push((await loginAs(t.app, name, 'password1')).token);
    }
    const answers: number[] = [];
    for (let i = 0; i < 21; i++) answers.push((await redeem(newCardCode(), { token: tokens[i % 3], ip })).statusCode);
    expect(answers.slice(0, 20).every((s) => s === 404)).toBe(true);
    expect(answers[20]).toBe(429);
  });
});

describe('50 concurrent redeems of one card', () => {
  let c: TestApp;
  beforeAll(async () => {
    c = await createTestApp({ config: { rateLimit: false } });
  });
  afterAll(async () => c?.close());

  it('one success, 49 "already used", one ledger row, balance equals ledger', async () => {
    const tokens: string[] = [];
    const ids: number[] = [];
    for (let i = 0; i < 5; i++) {
      ids.push(await createAccount(c.db, `racer0${i}`));
      tokens.push((await loginAs(c.app, `racer0${i}`, 'password1')).token);
    }
    const [code] = await generateCards(c.db, { days: 365, count: 1 });
    const answers = await Promise.all(Array.from({ length: 50 }, (_, i) => redeem(code, { app: c, token: tokens[i % 5] })));
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(49);
    const rows = await c.db.selectFrom('web_billing_ledger').selectAll().execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ type: 'RECHARGE', days: 365 });
    const winner = answers.find((a) => a.statusCode === 200)!.json().data;
    expect(winner.subscription.plan).toBe('YEAR');
    await expectLedgerEqualsBalance(c.db);
  }, 60_000);
});
