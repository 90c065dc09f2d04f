/**
 * The demo's game time and invites (server/seed/billing.ts) on a small world: demo01 has
 * an active subscription with recharges, daily charges and an adjustment, the published
 * demo card redeems, demo01 invited players at several levels with rewards both claimed
 * and waiting, and owns an unused invite code. The full demo seed runs in seed.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CARDS, DEMO_INVITE_CODE, seedBilling } from '../../server/seed/billing';
import { createAccount, createTestApp, loginAs, randomIp, seedTiny, type TestApp } from './helpers';
import { expectLedgerEqualsBalance } from './billing-helpers';

let t: TestApp;
let token: string;
const get = (url: string) => t.app.inject({ method: 'GET', url, remoteAddress: randomIp(), headers: { authorization: `Bearer ${token}`, 'accept-language': 'en-US' } });

beforeAll(async () => {
  t = await createTestApp();
  await createAccount(t.db, 'demo01', 'demo1234');
  await seedTiny(t.db);
  await t.db.transaction().execute((trx) => seedBilling(trx as never));
  token = (await loginAs(t.app, 'demo01', 'demo1234')).token;
});
afterAll(async () => t?.close());

describe('demo game time and invites', () => {
  it('demo01 has an active subscription built from recharges, daily charges and adjustments', async () => {
    const summary = (await get('/api/v1/billing/summary')).json().data;
    expect(summary.subscription).toMatchObject({ status: 'active', plan: 'WEEK', count: 1 });
    expect(summary.balanceDays).toBeGreaterThan(0);
    const history = (await get('/api/v1/billing/history?size=100')).json().data;
    const types = new Set(history.items.map((i: { type: string }) => i.type));
    expect([...types].sort()).toEqual(['ADJUSTMENT', 'DAILY_CHARGE', 'RECHARGE']);
    expect(history.items.some((i: { source: string }) => i.source === 'invite')).toBe(true);
    await expectLedgerEqualsBalance(t.db);
  });

  it('the published demo card redeems once; the expired one is refused', async () => {
    const redeem = (cardCode: string) =>
      t.app.inject({ method: 'POST', url: '/api/v1/billing/redeem', remoteAddress: randomIp(), headers: { authorization: `Bearer ${token}`, 'accept-language': 'en-US' }, payload: { cardCode } });
    const ok = await redeem(DEMO_CARDS.week);
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data.days).toBe(7);
    expect((await redeem(DEMO_CARDS.week)).statusCode).toBe(409);
    expect((await redeem(DEMO_CARDS.expired)).statusCode).toBe(422);
    await expectLedgerEqualsBalance(t.db);
  });

  it('demo01 invited players at several levels, with claimed and waiting rewards and an unused code', async () => {
    const overview = (await get('/api/v1/invites')).json().data;
    expect(overview.totalInvited).toBeGreaterThanOrEqual(3);
    expect(overview.codes.find((c: { code: string }) => c.code === DEMO_INVITE_CODE)).toMatchObject({ used: false, link: `/auth/register?invite=${DEMO_INVITE_CODE}` });
    expect(overview.codes.filter((c: { used: boolean }) => c.used).length).toBe(overview.totalInvited);
    const invitees = (await get('/api/v1/invites/invitees?size=20')).json().data.items;
    expect(new Set(invitees.map((i: { maxLevel: number }) => i.maxLevel)).size).toBeGreaterThanOrEqual(3);
    const rewards = (await get('/api/v1/invites/rewards')).json().data;
    expect(rewards.available.length).toBeGreaterThan(0);
    const claims = (await get('/api/v1/invites/claims')).json().data;
    expect(claims.total).toBe(3);
    expect(claims.items.map((c: { delivery: string }) => c.delivery).sort()).toEqual(['direct', 'direct', 'ledger']);
  });
});
