/**
 * Daily check-in: a character must be chosen and be the caller's; once per game day per
 * account (the game's time zone), exactly once under 50 concurrent clicks; the streak
 * picks the reward; items arrive as gifts, points through the in-game-safe credit queue;
 * the library lists check-in rewards as a source; the operator CLI edits the table.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Envelope } from '../../config/contract/envelope';
import { CheckinResult, CheckinStatus } from '../../config/contract/profile';
import { runCheckinCli } from '../../server/cli/checkin';
import { checkIn, type CheckinSettings } from '../../server/services/checkin';
import { gameDayOf } from '../../server/db/time';
import { createAccount, loginAs, expectShape } from './helpers';
import { profileWorld, type ProfileWorld } from './profile-fixture';

let w: ProfileWorld;
const en = { 'accept-language': 'en-US' };
const DAY = 86_400_000;

beforeAll(async () => {
  w = await profileWorld({ items: false });
}, 120_000);
afterAll(async () => {
  await w?.t.close();
});

const today = () => gameDayOf('Asia/Taipei');
const post = (body: unknown, auth = w.auth) => w.t.app.inject({ method: 'POST', url: '/api/v1/checkin', headers: { ...en, ...auth }, payload: body as object });

/** A fresh account with one character; returns its auth header and ids. */
async function newPlayer(name: string, options: { loggedin?: number } = {}) {
  const accountId = await createAccount(w.t.db, name, 'password1', { maplePoint: 0, nxCredit: 0, votepoints: 0, rewardpoints: 0 });
  const c = await w.t.db.insertInto('characters').values({ accountid: accountId, name: `${name}c`, level: 30, job: 100 }).executeTakeFirstOrThrow();
  const tokens = await loginAs(w.t.app, name, 'password1');
  if (options.loggedin) await w.t.db.updateTable('accounts').set({ loggedin: options.loggedin }).where('id', '=', accountId).execute();
  return { accountId, characterId: Number(c.insertId), auth: { authorization: `Bearer ${tokens.token}` } };
}

describe('POST /api/v1/checkin', () => {
  it("asks for a character first, and refuses someone else's", async () => {
    const none = await post({});
    expect(none.statusCode).toBe(400);
    expect(none.json()).toMatchObject({ code: 40000, message: 'Please select a character first', data: null });
    expect((await post({ characterId: null })).json().message).toBe('Please select a character first');
    const other = await post({ characterId: w.chars.Thief01 });
    expect(other.statusCode).toBe(404);
    expect(await w.t.db.selectFrom('web_checkin').selectAll().execute()).toHaveLength(0);
  });

  it("checks in once per game day: day 1's maple points, then a refusal", async () => {
    const before = await w.t.db.selectFrom('accounts').select('maplePoint').where('id', '=', w.ids.player).executeTakeFirstOrThrow();
    const first = await post({ characterId: w.chars.Hero01 });
    expect(first.statusCode, first.body).toBe(200);
    expectShape(Envelope(CheckinResult), first.json(), 'check-in');
    expect(first.json().data).toMatchObject({ gameDate: today(), streak: 1, delivered: 'direct', reward: { day: 1, type: 'maple_point', amount: 100, name: 'Maple Points' } });
    const after = await w.t.db.selectFrom('accounts').select('maplePoint').where('id', '=', w.ids.player).executeTakeFirstOrThrow();
    expect(Number(after.maplePoint)).toBe(Number(before.maplePoint) + 100);

    const again = await post({ characterId: w.chars.Mage01 });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toMatch(/already checked in today/);
    const status = await w.t.app.inject({ method: 'GET', url: '/api/v1/checkin', headers: { ...en, ...w.auth } });
    expectShape(Envelope(CheckinStatus), status.json(), 'status');
    const data = status.json().data as CheckinStatus;
    expect(data).toMatchObject({ gameDate: today(), checkedInToday: true, streak: 1 });
    expect(data.month.find((d) => d.date === today())).toEqual({ date: today(), checkedIn: true });
    expect(data.month.filter((d) => d.checkedIn)).toHaveLength(1);
    expect(data.rewards.map((r) => r.day)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(data.nextReward).toMatchObject({ day: 2, type: 'item', itemId: 2000005, quantity: 10, name: 'Power Elixir' });
  });

  it('50 clicks at once give exactly one reward (points)', async () => {
    const p = await newPlayer('burst01');
    const answers = await Promise.all(Array.from({ length: 50 }, () => post({ characterId: p.characterId }, p.auth)));
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(49);
    const account = await w.t.db.selectFrom('accounts').select('maplePoint').where('id', '=', p.accountId).executeTakeFirstOrThrow();
    expect(Number(account.maplePoint)).toBe(100);
    expect(await w.t.db.selectFrom('web_checkin').select('id').where('account_id', '=', p.accountId).execute()).toHaveLength(1);
  });

  it('50 clicks at once on an item day give exactly one gift, named for the game', async () => {
    const p = await newPlayer('burst02');
    const yesterday = gameDayOf('Asia/Taipei', Date.now() - DAY);
    await w.t.db
      .insertInto('web_checkin')
      .values({ account_id: p.accountId, game_date: yesterday, character_id: p.characterId, streak: 1, reward_day: '1', reward_type: 'maple_point', amount: 100, delivered: 'direct', created_at: '2025-01-01 00:00:00' })
      .execute();
    const answers = await Promise.all(Array.from({ length: 50 }, () => post({ characterId: p.characterId }, p.auth)));
    const ok = answers.filter((a) => a.statusCode === 200);
    expect(ok).toHaveLength(1);
    expect(ok[0].json().data).toMatchObject({ streak: 2, delivered: 'gift', reward: { day: 2, type: 'item', itemId: 2000005, sn: 80000006 } });
    const gifts = await w.t.db.selectFrom('gifts').selectAll().where('to', '=', p.characterId).execute();
    expect(gifts).toHaveLength(1);
    expect(gifts[0]).toMatchObject({ sn: 80000006, ringid: -1, from: 'Check-in Gift' });
    expect(gifts[0].message.length).toBeGreaterThan(0);
  });

  it('queues points for a player in game instead of writing the account', async () => {
    const p = await newPlayer('ingame02', { loggedin: 2 });
    const res = await post({ characterId: p.characterId }, p.auth);
    expect(res.json().data.delivered).toBe('queued');
    const account = await w.t.db.selectFrom('accounts').select('maplePoint').where('id', '=', p.accountId).executeTakeFirstOrThrow();
    expect(Number(account.maplePoint)).toBe(0);
    const queued = await w.t.db.selectFrom('web_pending_credits').selectAll().where('account_id', '=', p.accountId).execute();
    expect(queued).toHaveLength(1);
    expect(queued[0]).toMatchObject({ maple_point: 100, reason: 'checkin', ref: `checkin:${p.accountId}:${today()}` });
  });

  it('continues a streak from yesterday and restarts after a missed day', async () => {
    const p = await newPlayer('streak01');
    const s: CheckinSettings = { timezone: 'Asia/Taipei', pictures: { item: '', mob: '', npc: '', map: '' } };
    const base = Date.UTC(2025, 5, 10, 4, 0, 0);
    const at = (days: number) => ({ ...s, now: () => base + days * DAY });
    for (let d = 0; d < 8; d++) {
      const r = await checkIn(w.t.db, p.accountId, p.characterId, '127.0.0.1', 'en-US', at(d));
      expect(r.streak).toBe(d + 1);
      // The week cycles: day 8 gives day 1's reward again.
      expect(r.reward.day).toBe((d % 7) + 1);
    }
    const after = await checkIn(w.t.db, p.accountId, p.characterId, '127.0.0.1', 'en-US', at(10));
    expect(after.streak).toBe(1);
  });

  it("counts the game's day, not the server's UTC day", async () => {
    const p = await newPlayer('tzone01');
    const s: CheckinSettings = { timezone: 'Asia/Taipei', pictures: { item: '', mob: '', npc: '', map: '' } };
    // 15:59:59 UTC is 23:59:59 in Taipei; one second later is the next game day (same UTC day).
    const a = await checkIn(w.t.db, p.accountId, p.characterId, '127.0.0.1', 'en-US', { ...s, now: () => Date.UTC(2025, 0, 1, 15, 59, 59) });
    const b = await checkIn(w.t.db, p.accountId, p.characterId, '127.0.0.1', 'en-US', { ...s, now: () => Date.UTC(2025, 0, 1, 16, 0, 0) });
    expect([a.gameDate, b.gameDate]).toEqual(['2025-01-01', '2025-01-02']);
    expect(b.streak).toBe(2);
    await expect(checkIn(w.t.db, p.accountId, p.characterId, '127.0.0.1', 'en-US', { ...s, now: () => Date.UTC(2025, 0, 2, 15, 0, 0) })).rejects.toMatchObject({ status: 409 });
  });
});

describe('GET /api/v1/checkin', () => {
  it('answers the asked month and refuses a malformed one', async () => {
    const res = await w.t.app.inject({ method: 'GET', url: '/api/v1/checkin?month=2024-02', headers: { ...en, ...w.auth } });
    expect(res.json().data.month).toHaveLength(29);
    expect(res.json().data.month[0]).toEqual({ date: '2024-02-01', checkedIn: false });
    for (const bad of ['2024-13', '2024-2', 'abcd-ef']) {
      const r = await w.t.app.inject({ method: 'GET', url: `/api/v1/checkin?month=${bad}`, headers: { ...en, ...w.auth } });
      expect(r.statusCode, bad).toBe(400);
    }
    expect((await w.t.app.inject({ method: 'GET', url: '/api/v1/checkin' })).statusCode).toBe(401);
  });
});

describe('reward table', () => {
  it('the library lists the check-in days that give an item', async () => {
    const res = await w.t.app.inject({ method: 'GET', url: '/api/v1/library/item/2000005/sources', headers: en });
    expect(res.json().data.checkIn).toEqual([{ ref: '2', label: 'Daily check-in, streak day 2 (x10)' }]);
    const none = await w.t.app.inject({ method: 'GET', url: '/api/v1/library/item/2000004/sources', headers: en });
    expect(none.json().data.checkIn).toEqual([]);
  });

  it('the operator CLI lists, sets and removes rewards', async () => {
    const out: string[] = [];
    const io = { out: (l: string) => out.push(l) };
    expect(await runCheckinCli(['rewards', 'list'], w.t.db, io)).toBe(0);
    expect(out.join('\n')).toMatch(/day 2 +item +item 2000005 \(sn 80000006\) x10/);
    out.length = 0;
    expect(await runCheckinCli(['rewards', 'set', '3', '--type', 'item', '--item', '5040000'], w.t.db, io)).toBe(0);
    expect(out[0]).toMatch(/day 3: item item 5040000 \(sn \d+\) x\d+/);
    expect(await runCheckinCli(['rewards', 'set', 'any', '--type', 'nx_credit', '--amount', '500'], w.t.db, io)).toBe(0);
    expect(await runCheckinCli(['rewards', 'set', '8', '--type', 'nx_credit', '--amount', '5'], w.t.db, io)).toBe(1);
    expect(await runCheckinCli(['rewards', 'set', '5', '--type', 'item', '--item', '4000000'], w.t.db, io)).toBe(1);
    expect(out.at(-1)).toMatch(/no cash-shop entry/);
    expect(await runCheckinCli(['rewards', 'set', '5', '--type', 'nx_credit', '--amount', '-3'], w.t.db, io)).toBe(1);
    // An sn the library holds for another item is refused; one it does not know is taken as given.
    expect(await runCheckinCli(['rewards', 'set', '5', '--type', 'item', '--item', '4000000', '--sn', '80000006'], w.t.db, io)).toBe(1);
    expect(out.at(-1)).toMatch(/holds item 2000005/);
    expect(await runCheckinCli(['rewards', 'set', '5', '--type', 'item', '--item', '4000000', '--sn', '99999999', '--quantity', '3'], w.t.db, io)).toBe(0);
    expect(out.at(-1)).toBe('day 5: item item 4000000 (sn 99999999) x3');
    const sources = await w.t.app.inject({ method: 'GET', url: '/api/v1/library/item/5040000/sources', headers: en });
    expect(sources.json().data.checkIn.map((s: { ref: string }) => s.ref)).toEqual(['3', '4']);
    expect(await runCheckinCli(['rewards', 'remove', '3'], w.t.db, io)).toBe(0);
    expect(await runCheckinCli(['rewards', 'remove', '3'], w.t.db, io)).toBe(1);
    const rows = await w.t.db.selectFrom('web_checkin_rewards').select('day').orderBy('day').execute();
    expect(rows.map((r) => r.day)).toEqual(['1', '2', '4', '5', '6', '7', 'any']);
    expect((await w.t.db.selectFrom('web_checkin_rewards').select(['type', 'sn']).where('day', '=', '5').executeTakeFirstOrThrow())).toEqual({ type: 'item', sn: 99999999 });
  });
});

