/**
 * GET /api/v1/billing/summary and /history: the subscription derived from the ledger
 * (plan, start, end, remaining, total, count, status), server-side filters by type and
 * game-day range, paging, and the balance equal to the ledger's sum after each change
 * (operator adjustments included).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addLedgerRow, adjustBalance, deriveSubscription } from '../../server/services/billing';
import { gameDayOf } from '../../server/db/time';
import type { BillingLedgerType } from '../../config/contract/billing';
import { createAccount, createTestApp, loginAs, randomIp, type TestApp } from './helpers';
import { addCharacter, expectLedgerEqualsBalance } from './billing-helpers';

let t: TestApp;
let token: string;
let accountId: number;

const get = (url: string, o: { token?: string | null } = {}) =>
  t.app.inject({
    method: 'GET',
    url,
    remoteAddress: randomIp(),
    headers: { 'accept-language': 'en-US', ...(o.token === null ? {} : { authorization: `Bearer ${o.token ?? token}` }) },
  });
const add = (type: BillingLedgerType, days: number, day: string, source = type === 'RECHARGE' ? 'card' : type === 'DAILY_CHARGE' ? 'daily' : 'operator') =>
  t.db.transaction().execute((trx) =>
    addLedgerRow(trx, { accountId, type, days, day, chargeDate: type === 'DAILY_CHARGE' ? day : null, source, note: type === 'ADJUSTMENT' ? 'test' : null }),
  );

beforeAll(async () => {
  t = await createTestApp();
  accountId = await createAccount(t.db, 'history01');
  token = (await loginAs(t.app, 'history01', 'password1')).token;
});
afterAll(async () => t?.close());

describe('subscription rules', () => {
  const row = (type: string, days: number, balance_after: number, day: string, source = 'card') => ({ type, days, balance_after, day, source });
  it('never subscribed: inactive', () => {
    expect(deriveSubscription([], '2025-06-10', false)).toEqual({ plan: null, status: 'inactive', startDate: null, endDate: null, remainingDays: 0, totalDays: 0, count: 0 });
  });
  it('a week card, two days played: active WEEK ending when the days run out', () => {
    const rows = [row('RECHARGE', 7, 7, '2025-06-01'), row('DAILY_CHARGE', -1, 6, '2025-06-02', 'daily'), row('DAILY_CHARGE', -1, 5, '2025-06-03', 'daily')];
    expect(deriveSubscription(rows, '2025-06-05', false)).toEqual({ plan: 'WEEK', status: 'active', startDate: '2025-06-01', endDate: '2025-06-09', remainingDays: 5, totalDays: 7, count: 1 });
    // Charged today already: today is paid, the days left start tomorrow.
    expect(deriveSubscription(rows, '2025-06-03', true).endDate).toBe('2025-06-08');
  });
  it('a second card while active extends the same subscription; the plan is the latest card', () => {
    const rows = [row('RECHARGE', 7, 7, '2025-06-01'), row('RECHARGE', 30, 37, '2025-06-02')];
    expect(deriveSubscription(rows, '2025-06-02', false)).toMatchObject({ plan: 'MONTH', startDate: '2025-06-01', totalDays: 37, count: 1 });
  });
  it('used up by play: expired; a new card starts subscription number two', () => {
    const used = [row('RECHARGE', 1, 1, '2025-06-01'), row('DAILY_CHARGE', -1, 0, '2025-06-01', 'daily')];
    expect(deriveSubscription(used, '2025-06-04', false)).toMatchObject({ status: 'expired', endDate: '2025-06-01', remainingDays: 0, count: 1 });
    const renewed = [...used, row('RECHARGE', 365, 365, '2025-06-04')];
    expect(deriveSubscription(renewed, '2025-06-04', false)).toMatchObject({ status: 'active', plan: 'YEAR', startDate: '2025-06-04', totalDays: 365, count: 2 });
  });
  it('taken back by an operator: cancelled; days without a card are CUSTOM', () => {
    const rows = [row('ADJUSTMENT', 3, 3, '2025-06-01', 'invite'), row('ADJUSTMENT', -3, 0, '2025-06-02', 'operator')];
    expect(deriveSubscription(rows, '2025-06-03', false)).toMatchObject({ status: 'cancelled', plan: 'CUSTOM', endDate: '2025-06-02', count: 1 });
  });
});

describe('summary and history', () => {
  it('need a login', async () => {
    expect((await get('/api/v1/billing/summary', { token: null })).statusCode).toBe(401);
    expect((await get('/api/v1/billing/history', { token: null })).statusCode).toBe(401);
  });

  it('a new account: balance 0, inactive, in the free trial until a character passes the trial level', async () => {
    const res = await get('/api/v1/billing/summary');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      balanceDays: 0,
      inTrial: true,
      freeTrialLevel: 70,
      chargedToday: false,
      lastChargeDate: null,
      historyTotal: 0,
      subscription: { status: 'inactive', count: 0 },
    });
    expect(res.json().data.today).toBe(gameDayOf('Asia/Taipei'));
    await addCharacter(t.db, accountId, 71);
    expect((await get('/api/v1/billing/summary')).json().data.inTrial).toBe(false);
  });

  it('filters by type and day range on the server and pages newest first', async () => {
    await add('RECHARGE', 30, '2025-05-01');
    for (let d = 1; d <= 12; d++) await add('DAILY_CHARGE', -1, `2025-05-${String(d).padStart(2, '0')}`);
    await add('ADJUSTMENT', 2, '2025-05-20');
    await add('RECHARGE', 7, '2025-06-01');
    await expectLedgerEqualsBalance(t.db);

    const all = (await get('/api/v1/billing/history?page=1&size=5')).json().data;
    expect(all.total).toBe(15);
    expect(all.items).toHaveLength(5);
    expect(all.items[0]).toMatchObject({ type: 'RECHARGE', days: 7, balanceAfter: 27, date: '2025-06-01', source: 'card' });
    expect(all.items.map((i: { id: number }) => i.id)).toEqual([...all.items.map((i: { id: number }) => i.id)].sort((a, b) => b - a));
    const last = (await get('/api/v1/billing/history?page=3&size=5')).json().data;
    expect(last.items).toHaveLength(5);
    expect(last.items[4]).toMatchObject({ type: 'RECHARGE', days: 30, balanceAfter: 30 });
    expect((await get('/api/v1/billing/history?page=4&size=5')).json().data.items).toEqual([]);

    const charges = (await get('/api/v1/billing/history?type=DAILY_CHARGE&size=100')).json().data;
    expect(charges.total).toBe(12);
    expect(charges.items.every((i: { type: string; days: number }) => i.type === 'DAILY_CHARGE' && i.days === -1)).toBe(true);

    const range = (await get('/api/v1/billing/history?from=2025-05-05&to=2025-05-07')).json().data;
    expect(range.items.map((i: { date: string }) => i.date)).toEqual(['2025-05-07', '2025-05-06', '2025-05-05']);
    const typedRange = (await get('/api/v1/billing/history?type=ADJUSTMENT&from=2025-05-01&to=2025-05-31')).json().data;
    expect(typedRange.items).toMatchObject([{ type: 'ADJUSTMENT', days: 2, note: 'test', source: 'operator' }]);
    expect((await get('/api/v1/billing/history?type=RECHARGE&from=2025-06-02')).json().data.total).toBe(0);

    const summary = (await get('/api/v1/billing/summary')).json().data;
    expect(summary).toMatchObject({ balanceDays: 27, subscription: { status: 'active', plan: 'WEEK', remainingDays: 27, totalDays: 39, count: 1, startDate: '2025-05-01' } });
    // The summary counts the whole history, whatever filter the table has.
    expect(summary.historyTotal).toBe(all.total);
  });

  it('refuses bad filters with a translated 400', async () => {
    for (const q of ['type=REFUND', 'from=2025-5-1', 'to=yesterday', 'size=101', 'page=0']) {
      const res = await get(`/api/v1/billing/history?${q}`);
      expect(res.statusCode, q).toBe(400);
      expect(res.json().code, q).toBe(40000);
    }
  });

  it('an operator adjustment is one more ledger row and keeps the balance equal to the sum', async () => {
    const before = (await get('/api/v1/billing/summary')).json().data.balanceDays;
    const r = await adjustBalance(t.db, { username: 'history01', days: -(before as number), note: 'refund', timezone: 'Asia/Taipei' });
    expect(r.balanceAfter).toBe(0);
    const summary = (await get('/api/v1/billing/summary')).json().data;
    expect(summary.subscription.status).toBe('cancelled');
    await expectLedgerEqualsBalance(t.db);
    await expect(adjustBalance(t.db, { username: 'nobody99', days: 1, note: 'x', timezone: 'UTC' })).rejects.toThrow(/does not exist/);
    await expect(adjustBalance(t.db, { username: 'history01', days: 1, note: ' ', timezone: 'UTC' })).rejects.toThrow(/note/);
  });
});
