/**
 * The billing and invites umi mock (mock/billing.ts) answers what the contract describes
 * on every endpoint, with the server's rules and messages: login required, card refusals,
 * a reward claimed once, applying once per period, the sync cooldown. The server answers
 * the same shapes for the same requests.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TSchema } from '@sinclair/typebox';
import { Envelope, ErrorEnvelope } from '../../config/contract/envelope';
import { BillingHistory, BillingSummary, RedeemAnswer } from '../../config/contract/billing';
import { InviteClaim, InviteClaimList, InviteCode, InviteeList, InviteOverview, InviteRewards, InviteSyncAnswer } from '../../config/contract/invites';
import billingMock from '../../mock/billing';
import { DEMO_CARDS, DEMO_INVITE_CODE, seedBilling } from '../../server/seed/billing';
import { callMock, expectShape, type MockHandler } from './mock-client';
import { createAccount, createTestApp, loginAs, randomIp, seedTiny, type TestApp } from './helpers';
import { addCharacter } from './billing-helpers';

const mocks = billingMock as unknown as Record<string, MockHandler>;
const auth = { authorization: 'Bearer mock-token', 'accept-language': 'en-US' };
let t: TestApp;
let token: string;

const server = (method: 'GET' | 'POST', url: string, payload?: object, lang = 'en-US') =>
  t.app.inject({ method, url, remoteAddress: randomIp(), headers: { authorization: `Bearer ${token}`, 'accept-language': lang }, ...(payload ? { payload } : {}) });
const mock = (key: string, req: { body?: unknown; query?: Record<string, string>; headers?: Record<string, string> } = {}) =>
  callMock(mocks, key, { headers: auth, ...req });

beforeAll(async () => {
  t = await createTestApp();
  await createAccount(t.db, 'demo01', 'demo1234');
  await seedTiny(t.db);
  await t.db.transaction().execute((trx) => seedBilling(trx as never));
  token = (await loginAs(t.app, 'demo01', 'demo1234')).token;
});
afterAll(async () => t?.close());

describe('billing mock and server answer the same contract', () => {
  it('every GET answers its envelope on both', async () => {
    const gets: Array<[string, string, TSchema, Record<string, string>?]> = [
      ['GET /api/v1/billing/summary', '/api/v1/billing/summary', BillingSummary],
      ['GET /api/v1/billing/history', '/api/v1/billing/history', BillingHistory, { type: 'DAILY_CHARGE', page: '1', size: '5' }],
      ['GET /api/v1/invites', '/api/v1/invites', InviteOverview],
      ['GET /api/v1/invites/invitees', '/api/v1/invites/invitees', InviteeList, { page: '1', size: '3' }],
      ['GET /api/v1/invites/rewards', '/api/v1/invites/rewards', InviteRewards],
      ['GET /api/v1/invites/claims', '/api/v1/invites/claims', InviteClaimList],
    ];
    for (const [key, url, schema, query] of gets) {
      const m = await mock(key, { query });
      expect(m.status, key).toBe(200);
      expectShape(Envelope(schema), m.body, `mock ${key}`);
      const s = await server('GET', query ? `${url}?${new URLSearchParams(query)}` : url);
      expect(s.statusCode, key).toBe(200);
      expectShape(Envelope(schema), s.json(), `server ${key}`);
      const unauth = await callMock(mocks, key, { query, headers: { 'accept-language': 'en-US' } });
      expect(unauth.status, key).toBe(401);
      expectShape(ErrorEnvelope, unauth.body, `mock 401 ${key}`);
    }
    const history = (await mock('GET /api/v1/billing/history', { query: { type: 'DAILY_CHARGE', size: '5' } })).body as { data: BillingHistory };
    expect(history.data.items.every((i) => i.type === 'DAILY_CHARGE')).toBe(true);
    expect(history.data.items).toHaveLength(5);
  });

  it('redeem: the demo card once, then the same refusals and messages as the server', async () => {
    const m = await mock('POST /api/v1/billing/redeem', { body: { cardCode: DEMO_CARDS.week.toLowerCase() } });
    expectShape(Envelope(RedeemAnswer), m.body, 'mock redeem');
    const s = await server('POST', '/api/v1/billing/redeem', { cardCode: DEMO_CARDS.week });
    expectShape(Envelope(RedeemAnswer), s.json(), 'server redeem');
    for (const cardCode of ['', 'ABC', 'ZZZZ-ZZZZ-ZZZZ-ZZZZ', DEMO_CARDS.week, DEMO_CARDS.expired]) {
      for (const lang of ['en-US', 'zh-TW']) {
        const mm = await mock('POST /api/v1/billing/redeem', { body: { cardCode }, headers: { ...auth, 'accept-language': lang } });
        const ss = await server('POST', '/api/v1/billing/redeem', { cardCode }, lang);
        expect(mm.status, cardCode).toBe(ss.statusCode);
        expectShape(ErrorEnvelope, mm.body, `mock refusal ${cardCode}`);
        expect((mm.body as { message: string }).message, `${cardCode} ${lang}`).toBe(ss.json().message);
      }
    }
  });

  it('invites: apply, claim once, sync cooldown', async () => {
    // The mock's demo account applied 50 days ago: one application goes through, the next is refused.
    const applied = await mock('POST /api/v1/invites/apply', { body: { characterId: 1 } });
    expectShape(Envelope(InviteCode), applied.body, 'mock apply');
    const again = await mock('POST /api/v1/invites/apply', { body: { characterId: 1 } });
    expect(again.status).toBe(422);
    expect((again.body as { message: string }).message).toMatch(/^You can apply for an invite code once every 45 days\. You can apply again on \d{4}-\d{2}-\d{2}\.$/);
    const high = await addCharacter(t.db, (await t.db.selectFrom('accounts').select('id').where('name', '=', 'demo01').executeTakeFirstOrThrow()).id, 200);
    const serverAgain = await server('POST', '/api/v1/invites/apply', { characterId: high });
    expect(serverAgain.statusCode).toBe(422); // demo01 applied 5 days ago in the seed
    expect(serverAgain.json().message).toMatch(/^You can apply for an invite code once every 45 days\. You can apply again on \d{4}-\d{2}-\d{2}\.$/);

    const rewards = (await mock('GET /api/v1/invites/rewards')).body as { data: InviteRewards };
    const first = rewards.data.available[0];
    const claimed = await mock('POST /api/v1/invites/claim', { body: { inviteeId: first.inviteeId, milestone: first.milestone } });
    expectShape(Envelope(InviteClaim), claimed.body, 'mock claim');
    const twice = await mock('POST /api/v1/invites/claim', { body: { inviteeId: first.inviteeId, milestone: first.milestone } });
    expect(twice.status).toBe(409);
    expect((twice.body as { message: string }).message).toBe('This reward has already been claimed.');
    const serverRewards = (await server('GET', '/api/v1/invites/rewards')).json().data as InviteRewards;
    const sc = serverRewards.available[0];
    expectShape(Envelope(InviteClaim), (await server('POST', '/api/v1/invites/claim', { inviteeId: sc.inviteeId, milestone: sc.milestone })).json(), 'server claim');
    expect((await server('POST', '/api/v1/invites/claim', { inviteeId: sc.inviteeId, milestone: sc.milestone })).json().message).toBe('This reward has already been claimed.');

    const synced = await mock('POST /api/v1/invites/sync');
    expectShape(Envelope(InviteSyncAnswer), synced.body, 'mock sync');
    const cooldown = await mock('POST /api/v1/invites/sync');
    expect(cooldown.status).toBe(429);
    expect((cooldown.body as { message: string }).message).toMatch(/^Too frequent operations\. Please try again in \d+ seconds\.$/);
    expectShape(Envelope(InviteSyncAnswer), (await server('POST', '/api/v1/invites/sync')).json(), 'server sync');
    expect((await server('POST', '/api/v1/invites/sync')).json().message).toMatch(/^Too frequent operations\. Please try again in \d+ seconds\.$/);
  });

  it('the mock knows the same demo cards and invite code as the seed', async () => {
    const overview = (await mock('GET /api/v1/invites')).body as { data: InviteOverview };
    expect(overview.data.codes.some((c) => c.code === DEMO_INVITE_CODE && !c.used)).toBe(true);
    const month = await mock('POST /api/v1/billing/redeem', { body: { cardCode: DEMO_CARDS.month } });
    expect(month.status).toBe(200);
  });
});
