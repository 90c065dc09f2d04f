/**
 * Inviter rewards: the invitees' progress synced from the game tables (with a per-account
 * cooldown answered as 429 with the seconds left), rewards available per milestone,
 * claimed once (50 concurrent claims of one reward: one), delivered as points (queued
 * while the inviter is in game) or game days through the billing ledger.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { claimInviteReward, syncInvitees } from '../../server/services/invites';
import { balanceOf } from '../../server/services/billing';
import { site } from '../../config/site';
import { createAccount, createTestApp, loginAs, randomIp, type TestApp } from './helpers';
import { addCharacter, expectLedgerEqualsBalance } from './billing-helpers';

const TZ = 'Asia/Taipei';
let t: TestApp;
let token: string;
let inviterId: number;
const invitee: Record<string, number> = {};

const call = (method: 'GET' | 'POST', url: string, payload?: object, o: { token?: string; lang?: string } = {}) =>
  t.app.inject({
    method,
    url,
    remoteAddress: randomIp(),
    headers: { 'accept-language': o.lang ?? 'en-US', authorization: `Bearer ${o.token ?? token}` },
    ...(payload ? { payload } : {}),
  });
const claim = (inviteeId: number, milestone: string, o: { token?: string; lang?: string } = {}) => call('POST', '/api/v1/invites/claim', { inviteeId, milestone }, o);

async function invite(inviter: number, name: string, levels: number[]): Promise<number> {
  const id = await createAccount(t.db, name, 'password1', { lastlogin: '2025-06-01 10:00:00', createdat: '2025-05-01 10:00:00' });
  await t.db.insertInto('web_registrations').values({ account_id: id, invitation_code: null, community_invitation: null, inviter_account_id: inviter, created_at: '2025-05-01 10:00:00' }).execute();
  for (const level of levels) await addCharacter(t.db, id, level, { lastLogoutTime: '2025-06-02 12:00:00' });
  return id;
}

beforeAll(async () => {
  t = await createTestApp();
  inviterId = await createAccount(t.db, 'rewarder1', 'password1', { rewardpoints: 0, votepoints: 0 });
  token = (await loginAs(t.app, 'rewarder1', 'password1')).token;
  invitee.none = await invite(inviterId, 'nochar01', []);
  invitee.low = await invite(inviterId, 'lowbie01', [12]);
  invitee.mid = await invite(inviterId, 'midbie01', [55, 30]);
  invitee.high = await invite(inviterId, 'highbie01', [130]);
});
afterAll(async () => t?.close());

describe('sync and available rewards', () => {
  it('before a sync nothing is reached; a claim is refused with the level it needs', async () => {
    expect((await call('GET', '/api/v1/invites/rewards')).json().data.available).toEqual([]);
    const res = await claim(invitee.high, 'created');
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe("This reward needs a character of level 1. Refresh your invitees' progress if they just reached it.");
  });

  it('sync reads the best level of each invitee; rewards follow the milestones', async () => {
    const res = await call('POST', '/api/v1/invites/sync');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ synced: 4, availableRewards: 0 + 1 + 3 + 6 });
    const list = (await call('GET', '/api/v1/invites/invitees?size=10')).json().data;
    expect(list.total).toBe(4);
    const byName = Object.fromEntries(list.items.map((i: { username: string }) => [i.username, i]));
    expect(byName.midbie01).toMatchObject({ inviteeId: invitee.mid, maxLevel: 55, characters: 2, code: null, invitedAt: '2025-05-01T10:00:00Z' });
    expect(byName.midbie01.lastActiveAt).toBe('2025-06-02T12:00:00Z');
    expect(byName.nochar01).toMatchObject({ maxLevel: 0, characters: 0 });
    const rewards = (await call('GET', '/api/v1/invites/rewards')).json().data;
    expect(rewards.milestones).toHaveLength(site.inviteRewards.inviter.length);
    const mine = (id: number) => rewards.available.filter((r: { inviteeId: number }) => r.inviteeId === id).map((r: { milestone: string }) => r.milestone);
    expect(mine(invitee.none)).toEqual([]);
    expect(mine(invitee.low)).toEqual(['created']);
    expect(mine(invitee.mid)).toEqual(['created', 'level20', 'level50']);
    expect(mine(invitee.high)).toEqual(['created', 'level20', 'level50', 'level70', 'level100', 'level120']);
  });

  it('a second sync within the cooldown is refused with the seconds left, in both languages', async () => {
    const res = await call('POST', '/api/v1/invites/sync');
    expect(res.statusCode).toBe(429);
    expect(res.json().code).toBe(42900);
    expect(res.json().data).toBeNull();
    const seconds = Number(res.headers['retry-after']);
    expect(seconds).toBeGreaterThan(0);
    expect(seconds).toBeLessThanOrEqual(site.invites.syncCooldownSeconds);
    expect(res.json().message).toBe(`Too frequent operations. Please try again in ${seconds} seconds.`);
    const zh = await call('POST', '/api/v1/invites/sync', undefined, { lang: 'zh-TW' });
    expect(zh.json().message).toMatch(/^操作太頻繁，請在 \d+ 秒後再試。$/);
    // Once the cooldown is over the sync runs again and sees new levels.
    await addCharacter(t.db, invitee.low, 21);
    const later = Date.now() + (site.invites.syncCooldownSeconds + 1) * 1000;
    const again = await syncInvitees(t.db, inviterId, { timezone: TZ, now: () => later });
    expect(again.synced).toBe(4);
    const low = (await call('GET', '/api/v1/invites/rewards')).json().data.available.filter((r: { inviteeId: number }) => r.inviteeId === invitee.low);
    expect(low.map((r: { milestone: string }) => r.milestone)).toEqual(['created', 'level20']);
  });

  it('an account without invitees syncs nothing and writes nothing', async () => {
    const lonely = await createAccount(t.db, 'lonely001');
    const r = await syncInvitees(t.db, lonely, { timezone: TZ });
    expect(r.synced).toBe(0);
    expect(await t.db.selectFrom('web_invite_accounts').selectAll().where('account_id', '=', lonely).execute()).toEqual([]);
  });
});

describe('claiming', () => {
  it('reward points go to the offline account, once', async () => {
    const res = await claim(invitee.mid, 'level50');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ inviteeId: invitee.mid, username: 'midbie01', milestone: 'level50', type: 'reward_points', amount: 3, delivery: 'direct' });
    const acc = await t.db.selectFrom('accounts').select('rewardpoints').where('id', '=', inviterId).executeTakeFirstOrThrow();
    expect(Number(acc.rewardpoints)).toBe(3);
    const again = await claim(invitee.mid, 'level50');
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This reward has already been claimed.');
    expect((await claim(invitee.mid, 'level50', { lang: 'zh-TW' })).json().message).toBe('這項獎勵已經領取過了。');
    expect(Number((await t.db.selectFrom('accounts').select('rewardpoints').where('id', '=', inviterId).executeTakeFirstOrThrow()).rewardpoints)).toBe(3);
  });

  it('game days go through the billing ledger (ADJUSTMENT, source invite)', async () => {
    const res = await claim(invitee.high, 'level120');
    expect(res.json().data).toMatchObject({ type: 'game_time_days', amount: 5, delivery: 'ledger' });
    const rows = await t.db.selectFrom('web_billing_ledger').selectAll().where('account_id', '=', inviterId).execute();
    expect(rows).toMatchObject([{ type: 'ADJUSTMENT', days: 5, source: 'invite', balance_after: 5 }]);
    expect(rows[0].ref).toBe(`invite:${res.json().data.id}`);
    expect(await balanceOf(t.db, inviterId)).toBe(5);
    await expectLedgerEqualsBalance(t.db);
  });

  it('refuses an unknown milestone, someone else’s invitee, and a milestone not reached', async () => {
    expect((await claim(invitee.high, 'level999')).statusCode).toBe(404);
    const stranger = await createAccount(t.db, 'stranger1');
    const res = await claim(stranger, 'created');
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('This player did not register with your invite.');
    const notYet = await claim(invitee.mid, 'level70');
    expect(notYet.statusCode).toBe(422);
    expect(notYet.json().message).toContain('level 70');
  });

  it('claimed records list newest first; the claimed reward leaves the available list', async () => {
    const list = (await call('GET', '/api/v1/invites/claims?page=1&size=1')).json().data;
    expect(list).toMatchObject({ total: 2, page: 1, size: 1 });
    expect(list.items).toMatchObject([{ milestone: 'level120', username: 'highbie01' }]);
    const available = (await call('GET', '/api/v1/invites/rewards')).json().data.available;
    expect(available.find((r: { inviteeId: number; milestone: string }) => r.inviteeId === invitee.high && r.milestone === 'level120')).toBeUndefined();
    const overview = (await call('GET', '/api/v1/invites')).json().data;
    expect(overview.availableRewards).toBe(available.length);
  });

  it('points for an inviter in game are queued in the pending credits', async () => {
    await t.db.updateTable('accounts').set({ loggedin: 2 }).where('id', '=', inviterId).execute();
    try {
      const r = await claimInviteReward(t.db, inviterId, invitee.low, 'level20', { timezone: TZ });
      expect(r.delivery).toBe('queued');
      const pending = await t.db.selectFrom('web_pending_credits').selectAll().where('ref', '=', `invite:${r.id}`).executeTakeFirstOrThrow();
      expect(pending).toMatchObject({ account_id: inviterId, reward_points: 2, reason: 'invite' });
    } finally {
      await t.db.updateTable('accounts').set({ loggedin: 0 }).where('id', '=', inviterId).execute();
    }
  });

  it('50 concurrent claims of one reward: one success, one ledger row', async () => {
    const answers = await Promise.all(Array.from({ length: 50 }, () => claim(invitee.high, 'level100')));
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(49);
    const claims = await t.db.selectFrom('web_invite_claims').selectAll().where('invitee_account_id', '=', invitee.high).where('milestone', '=', 'level100').execute();
    expect(claims).toHaveLength(1);
    const rows = await t.db.selectFrom('web_billing_ledger').selectAll().where('account_id', '=', inviterId).where('ref', '=', `invite:${claims[0].id}`).execute();
    expect(rows).toHaveLength(1);
    expect(await balanceOf(t.db, inviterId)).toBe(5 + 3);
    await expectLedgerEqualsBalance(t.db);
  }, 60_000);

  it('50 concurrent claims of a points reward: the points are added once', async () => {
    const before = Number((await t.db.selectFrom('accounts').select('rewardpoints').where('id', '=', inviterId).executeTakeFirstOrThrow()).rewardpoints);
    const answers = await Promise.all(Array.from({ length: 50 }, () => claim(invitee.high, 'level20')));
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    const after = Number((await t.db.selectFrom('accounts').select('rewardpoints').where('id', '=', inviterId).executeTakeFirstOrThrow()).rewardpoints);
    expect(after - before).toBe(2);
  }, 60_000);
});
