/**
 * The daily game-time charge: who is charged for a game day (played that day, with a
 * character above the free-trial level), exactly once per account and day whatever the
 * number of runs, concurrent runs and instances (two database handles on one MariaDB
 * database stand for two site processes), and the job's lease.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, type Db } from '../../server/db';
import { dailyChargeRound, runDailyCharge, DAILY_CHARGE_LEASE, balanceOf } from '../../server/services/billing';
import { gameDayRange } from '../../server/db/time';
import { takeJobLease, releaseJobLease } from '../../server/services/job-lease';
import { site } from '../../config/site';
import { createTestApp, IS_MYSQL, type TestApp } from './helpers';
import { addCharacter, expectLedgerEqualsBalance, player } from './billing-helpers';

const TZ = 'Asia/Taipei';
/** 2025-06-10 12:00 in Taipei. */
const NOW = Date.UTC(2025, 5, 10, 4, 0, 0);
const TODAY = '2025-06-10';
const YESTERDAY = '2025-06-09';
let t: TestApp;
const who: Record<string, { id: number; name: string }> = {};

const charges = async (accountId: number) =>
  t.db.selectFrom('web_billing_ledger').select(['charge_date', 'days', 'type', 'source']).where('account_id', '=', accountId).where('type', '=', 'DAILY_CHARGE').orderBy('charge_date').execute();

beforeAll(async () => {
  t = await createTestApp();
  const inDay = '2025-06-10 01:00:00'; // 09:00 Taipei on 2025-06-10
  const lateYesterday = '2025-06-09 15:30:00'; // 23:30 Taipei on 2025-06-09
  who.played = await player(t.db, 'played', [80], { lastLogoutTime: inDay });
  who.trial = await player(t.db, 'trialonly', [site.freeTrialLevel], { lastLogoutTime: inDay });
  who.yesterday = await player(t.db, 'yesterday', [100], { lastLogoutTime: lateYesterday });
  who.ingame = await player(t.db, 'ingame', [90], { loggedin: 2 });
  who.idle = await player(t.db, 'idlepl', [150]);
  // A high character that did not play plus a low one that did: the account played.
  who.alt = await player(t.db, 'altplay', [120]);
  await addCharacter(t.db, who.alt.id, 30, { lastLogoutTime: inDay });
  // A game master's character does not make an account a paying one.
  who.gm = await player(t.db, 'gmacct', []);
  await addCharacter(t.db, who.gm.id, 200, { gm: 1, lastLogoutTime: inDay });
});
afterAll(async () => t?.close());

describe('daily charge', () => {
  it('a game day is the day in the game timezone', () => {
    expect(gameDayRange(TZ, TODAY)).toEqual({ start: '2025-06-09 16:00:00', end: '2025-06-10 16:00:00' });
  });

  it('charges one day to accounts that played today with a character above the free-trial level, and only them', async () => {
    const r = await runDailyCharge(t.db, { timezone: TZ, now: NOW });
    expect(r).toEqual({ day: TODAY, charged: 3, skipped: 0 });
    for (const k of ['played', 'ingame', 'alt']) {
      expect(await charges(who[k].id), k).toEqual([{ charge_date: TODAY, days: -1, type: 'DAILY_CHARGE', source: 'daily' }]);
      expect(await balanceOf(t.db, who[k].id), k).toBe(-1);
    }
    for (const k of ['trial', 'yesterday', 'idle', 'gm']) expect(await charges(who[k].id), k).toEqual([]);
    await expectLedgerEqualsBalance(t.db);
  });

  it('run again the same day (a restart, the next round): nobody is charged twice', async () => {
    const r = await runDailyCharge(t.db, { timezone: TZ, now: NOW + 3_600_000 });
    expect(r.charged).toBe(0);
    expect(await charges(who.played.id)).toHaveLength(1);
    await expectLedgerEqualsBalance(t.db);
  });

  it('yesterday is charged for who played yesterday, not for who is in game now', async () => {
    const r = await runDailyCharge(t.db, { timezone: TZ, now: NOW, day: YESTERDAY });
    expect(r.charged).toBe(1);
    expect((await charges(who.yesterday.id)).map((c) => c.charge_date)).toEqual([YESTERDAY]);
    expect((await charges(who.ingame.id)).map((c) => c.charge_date)).toEqual([TODAY]);
  });

  it('concurrent runs of the same day charge once', async () => {
    const p = await player(t.db, 'racer', [75], { lastLogoutTime: '2025-06-10 02:00:00' });
    const results = await Promise.all(Array.from({ length: 4 }, () => runDailyCharge(t.db, { timezone: TZ, now: NOW })));
    expect(results.reduce((n, r) => n + r.charged, 0)).toBe(1);
    expect(await charges(p.id)).toHaveLength(1);
    await expectLedgerEqualsBalance(t.db);
  });

  it.runIf(IS_MYSQL)('two instances (two connection pools on one database) running at once charge once', async () => {
    const second: Db = createDb(t.config.databaseUrl, { connectionLimit: 5 });
    try {
      const racers = [];
      for (let i = 0; i < 5; i++) racers.push(await player(t.db, 'twoinst', [90], { lastLogoutTime: '2025-06-10 03:00:00' }));
      const [a, b] = await Promise.all([runDailyCharge(t.db, { timezone: TZ, now: NOW }), runDailyCharge(second, { timezone: TZ, now: NOW })]);
      expect(a.charged + b.charged).toBe(5);
      for (const r of racers) expect(await charges(r.id)).toHaveLength(1);
      await expectLedgerEqualsBalance(t.db);
    } finally {
      await second.destroy();
    }
  });

  it('the job takes a lease: while one instance holds it another round does nothing', async () => {
    const p = await player(t.db, 'leased', [99], { lastLogoutTime: '2025-06-10 05:00:00' });
    expect(await takeJobLease(t.db, DAILY_CHARGE_LEASE, 60, NOW)).toBe(true);
    expect(await dailyChargeRound(t.db, { timezone: TZ, now: NOW })).toBeNull();
    expect(await charges(p.id)).toEqual([]);
    await releaseJobLease(t.db, DAILY_CHARGE_LEASE, 'test', NOW);
    const round = await dailyChargeRound(t.db, { timezone: TZ, now: NOW });
    expect(round?.map((r) => r.day)).toEqual([YESTERDAY, TODAY]);
    expect(await charges(p.id)).toHaveLength(1);
    const lease = await t.db.selectFrom('web_job_lease').selectAll().where('name', '=', DAILY_CHARGE_LEASE).executeTakeFirstOrThrow();
    expect(lease.lease_until).toBeNull();
    expect(lease.last_run_at).not.toBeNull();
  });

  it('instances asking for the lease at the same moment: exactly one gets it, and a round meanwhile skips', async () => {
    // Whole rounds started together are no test of this: a round that is done before the
    // other asks has already freed the lease, and both run (each charges a day once).
    const taken = await Promise.all([1, 2, 3].map(() => takeJobLease(t.db, DAILY_CHARGE_LEASE, 60, NOW)));
    expect(taken.filter(Boolean)).toHaveLength(1);
    expect(await dailyChargeRound(t.db, { timezone: TZ, now: NOW })).toBeNull();
    await releaseJobLease(t.db, DAILY_CHARGE_LEASE, undefined, NOW);
  });
});
