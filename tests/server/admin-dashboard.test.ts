/**
 * The operator console's Dashboard: six per-day series over the last 30 game days (the game's
 * time zone), zero-filled, each event counted on the game day it happened (an event a second
 * before a day starts counts on the day before), today's figures, and the game status. A player
 * is refused (403); reading writes no audit row.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '../../config/codes';
import { AdminDashboard, DASHBOARD_SERIES } from '../../config/contract/admin-dashboard';
import { Envelope } from '../../config/contract/envelope';
import { addDays, gameDayOf, gameDayRange, toDbTime } from '../../server/db/time';
import { createAccount, createTestApp, expectShape, loginAs, seedTiny, TINY, type TestApp } from './helpers';

type Data = Record<string, any>;

describe('operator console: dashboard', () => {
  let t: TestApp;
  let ids: Awaited<ReturnType<typeof seedTiny>>['accounts'];
  let operator: Record<string, string>;
  let player: Record<string, string>;
  const tz = 'Asia/Taipei';

  beforeAll(async () => {
    t = await createTestApp();
    ids = (await seedTiny(t.db)).accounts;
    operator = { authorization: `Bearer ${(await loginAs(t.app, TINY.admin.username, TINY.admin.password)).token}`, 'accept-language': 'en-US' };
    player = { authorization: `Bearer ${(await loginAs(t.app, TINY.player.username, TINY.player.password)).token}`, 'accept-language': 'en-US' };
  }, 60_000);
  afterAll(async () => t?.close());

  const read = async (): Promise<Data> => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/admin/dashboard', headers: operator });
    expect(res.statusCode).toBe(200);
    expectShape(Envelope(AdminDashboard), res.json(), 'dashboard');
    return res.json().data;
  };

  it('a player gets 403, a guest 401', async () => {
    const refused = await t.app.inject({ method: 'GET', url: '/api/v1/admin/dashboard', headers: player });
    expect([refused.statusCode, refused.json().code]).toEqual([403, ErrorCode.ADMIN_ONLY]);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/admin/dashboard' })).statusCode).toBe(401);
  });

  it('30 game days ending today, every series zero-filled, the status of the game server', async () => {
    const d = await read();
    const today = gameDayOf(tz);
    expect(d.days).toHaveLength(30);
    expect(d.days[29]).toBe(today);
    expect(d.days[0]).toBe(addDays(today, -29));
    for (const k of DASHBOARD_SERIES) expect(d.series[k], k).toHaveLength(30);
    // The two logins of this test are website logins of today.
    expect(d.today.logins).toBe(d.series.logins[29]);
    expect(d.today.logins).toBeGreaterThanOrEqual(2);
    expect(d.status.state).toBe('offline'); // nothing listens on the test's game port
    expect(d.timezone).toBe(tz);
  });

  it('counts each event on its game day: registrations, logins, votes, NX sold, cards, check-ins', async () => {
    const before = await read();
    const today = gameDayRange(tz, gameDayOf(tz));
    const start = Date.parse(`${today.start.replace(' ', 'T')}Z`);
    const inToday = toDbTime(start + 60_000);
    const lastSecondOfYesterday = toDbTime(start - 1000);
    const yesterday = addDays(gameDayOf(tz), -1);

    // Registrations: two today, one a second before today starts (yesterday), one 40 days ago (out of range).
    await createAccount(t.db, 'dash01', 'password1', { createdat: inToday });
    await createAccount(t.db, 'dash02', 'password1', { createdat: inToday, lastlogin: inToday });
    await createAccount(t.db, 'dash03', 'password1', { createdat: lastSecondOfYesterday });
    await createAccount(t.db, 'dash04', 'password1', { createdat: toDbTime(start - 40 * 86_400_000) });
    // Logins: a new session counts, its rotated token does not.
    const family = { account_id: ids.player, family_id: 'dash-family', expires_at: toDbTime(start + 30 * 86_400_000), created_at: inToday };
    const first = await t.db
      .insertInto('web_refresh_tokens')
      .values({ ...family, token_hash: 'dash-hash-1' })
      .executeTakeFirstOrThrow();
    await t.db
      .insertInto('web_refresh_tokens')
      .values({ ...family, token_hash: 'dash-hash-2', parent_id: Number(first.insertId) })
      .execute();
    // Votes: a credited one yesterday; a rejected one is not a vote.
    await t.db
      .insertInto('web_vote_log')
      .values({ id: 'dash-vote-1', account_id: ids.player, username: 'tester01', created_at: inToday, status: 'credited', credit_day: yesterday })
      .execute();
    await t.db
      .insertInto('web_vote_log')
      .values({ id: 'dash-vote-2', account_id: ids.player, username: 'tester01', created_at: inToday, status: 'rejected' })
      .execute();
    // Shop: 1500 NX Credit + 300 Maple Points today; an order paid in vote points is not NX.
    const order = {
      account_id: ids.player,
      type: 'purchase',
      shop_item_id: 1,
      kind: 'item',
      item_id: 1002000,
      sn: 1,
      quantity: 1,
      character_id: 1,
      character_name: 'Hero01',
      receiver_account_id: ids.player,
      sender_name: 'Web Shop',
      created_at: inToday,
    };
    await t.db
      .insertInto('web_shop_orders')
      .values({ ...order, idempotency_key: 'dash-1', price_total: 1500, currency: 'nx_credit' })
      .execute();
    await t.db
      .insertInto('web_shop_orders')
      .values({ ...order, idempotency_key: 'dash-2', price_total: 300, currency: 'maple_point' })
      .execute();
    await t.db
      .insertInto('web_shop_orders')
      .values({ ...order, idempotency_key: 'dash-3', price_total: 99, currency: 'vote_points' })
      .execute();
    // Cards: one redeemed yesterday (a second before today), one never.
    await t.db
      .insertInto('web_billing_cards')
      .values({ code: 'DASH-0000-0000-0001', days: 7, created_at: inToday, used_at: lastSecondOfYesterday, used_by_account_id: ids.player })
      .execute();
    await t.db.insertInto('web_billing_cards').values({ code: 'DASH-0000-0000-0002', days: 7, created_at: inToday }).execute();
    // Check-ins: one today.
    await t.db
      .insertInto('web_checkin')
      .values({
        account_id: ids.player,
        game_date: gameDayOf(tz),
        character_id: 1,
        reward_day: '1',
        reward_type: 'nx_credit',
        amount: 100,
        delivered: 'direct',
        created_at: inToday,
      })
      .execute();

    const after = await read();
    const delta = (k: string, i: number) => after.series[k][i] - before.series[k][i];
    expect([delta('registrations', 29), delta('registrations', 28)]).toEqual([2, 1]);
    expect(after.series.registrations.reduce((a: number, b: number) => a + b, 0) - before.series.registrations.reduce((a: number, b: number) => a + b, 0)).toBe(
      3,
    );
    expect(delta('logins', 29)).toBe(1);
    expect([delta('votes', 28), delta('votes', 29)]).toEqual([1, 0]);
    expect(delta('nxSold', 29)).toBe(1800);
    expect([delta('cardsRedeemed', 28), delta('cardsRedeemed', 29)]).toEqual([1, 0]);
    expect(delta('checkins', 29)).toBe(1);
    expect(after.today.registrations - before.today.registrations).toBe(2);
    expect(after.today.nxSold).toBe(after.series.nxSold[29]);
    expect(after.today.gameLogins - before.today.gameLogins).toBe(1);
    // Reading is not an action: nothing in the audit log.
    expect(await t.db.selectFrom('web_admin_audit').selectAll().execute()).toEqual([]);
  });
});
