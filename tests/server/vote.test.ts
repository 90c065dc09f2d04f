/**
 * Voting: POST /api/v1/vote/ (intent + vote-site URL), POST /api/v1/vote/pingback
 * (shared secret, exactly-once credit), the reward rules, and credits for players
 * in game queued and applied once they are offline.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, loginAs, randomIp, seedTiny, TINY, type TestApp } from './helpers';
import {
  creditVote,
  nextStreak,
  pingbackSignature,
  startVote,
  voteReward,
  voteSiteUrl,
} from '../../server/services/vote';
import { gameDayOf } from '../../server/db/time';
import { applyPendingCredits } from '../../server/services/credits';

const SECRET = 'pingback-secret-for-tests';
let t: TestApp;

const vote = (username: unknown, opts: { ip?: string; lang?: string; token?: string } = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/vote/',
    remoteAddress: opts.ip ?? randomIp(),
    headers: { 'accept-language': opts.lang ?? 'en-US', ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}) },
    payload: username === undefined ? {} : { username },
  });
const pingback = (voteId: string, headers: Record<string, string> = { 'x-vote-secret': SECRET }, extra: Record<string, unknown> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/v1/vote/pingback', headers, payload: { voteId, ...extra } });
const account = (name: string) =>
  t.db.selectFrom('accounts').select(['id', 'nxCredit', 'votepoints', 'loggedin']).where('name', '=', name).executeTakeFirstOrThrow();

beforeAll(async () => {
  t = await createTestApp({ config: { votePingbackSecret: SECRET, voteSiteUrl: 'https://vote.example/in/42?user={account}' } });
  await seedTiny(t.db);
});
afterAll(async () => {
  await t?.close();
});

describe('reward rules', () => {
  it('gives 5,000 NX plus 500 per consecutive day, at most 10,000 a day', () => {
    expect([1, 2, 3, 10, 11, 12, 100].map(voteReward)).toEqual([5000, 5500, 6000, 9500, 10000, 10000, 10000]);
  });

  it('continues a streak only from yesterday', () => {
    expect(nextStreak(undefined, '2025-05-10')).toBe(1);
    expect(nextStreak({ credit_day: '2025-05-09', streak: 4 }, '2025-05-10')).toBe(5);
    expect(nextStreak({ credit_day: '2025-05-08', streak: 4 }, '2025-05-10')).toBe(1);
    expect(nextStreak({ credit_day: '2025-02-28', streak: 2 }, '2025-03-01')).toBe(3);
  });

  it('counts days in the game timezone', () => {
    // 2025-05-09 17:30 UTC is already 2025-05-10 in Taipei (UTC+8).
    expect(gameDayOf('Asia/Taipei', Date.UTC(2025, 4, 9, 17, 30))).toBe('2025-05-10');
    expect(gameDayOf('UTC', Date.UTC(2025, 4, 9, 17, 30))).toBe('2025-05-09');
  });

  it('fills the vote site URL', () => {
    expect(voteSiteUrl('https://v.example/?a={account}', 'bob01', 'ID1')).toBe('https://v.example/?a=bob01&pingback=ID1');
    expect(voteSiteUrl('https://v.example/{account}/{voteId}', 'bob01', 'ID1')).toBe('https://v.example/bob01/ID1');
  });
});

describe('POST /api/v1/vote/', () => {
  it('records the intent and answers the vote site URL, logged out', async () => {
    const res = await vote(TINY.player.username);
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.url).toBe(`https://vote.example/in/42?user=${TINY.player.username}&pingback=${data.voteId}`);
    expect(data).toMatchObject({ rewardNx: 5000, streak: 1, votedToday: false });
    const row = await t.db.selectFrom('web_vote_log').selectAll().where('id', '=', data.voteId).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ username: TINY.player.username, status: 'pending', credit_day: null });
  });

  it('works logged in, for another account too', async () => {
    const tokens = await loginAs(t.app, TINY.player.username, TINY.player.password);
    const res = await vote(TINY.admin.username, { token: tokens.token });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.url).toContain(`user=${TINY.admin.username}`);
  });

  it.each([
    [undefined, 400],
    ['', 400],
    ['ab', 400],
    ['bad name!', 400],
    ['nobody999', 404],
    [TINY.banned.username, 403],
  ])('refuses username %j with %i', async (username, status) => {
    const res = await vote(username, { lang: 'zh-TW' });
    expect(res.statusCode).toBe(status);
    expect(res.json().code).not.toBe(0);
    expect(res.json().message).toMatch(/[\u4e00-\u9fff]/);
  });

  it('names the offending field in the error envelope', async () => {
    for (const username of ['', 'bad name!', ['x1234']]) {
      const res = await vote(username as string, { lang: 'en-US' });
      expect(res.statusCode, JSON.stringify(username)).toBe(400);
      expect(res.json(), JSON.stringify(username)).toMatchObject({ data: null, field: 'username' });
    }
  });

  it('rate-limits repeated requests for one account with a 429', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 7; i++) codes.push((await vote(TINY.legacySha1.username)).statusCode);
    expect(codes.slice(0, 5)).toEqual([200, 200, 200, 200, 200]);
    expect(codes[6]).toBe(429);
    const res = await vote(TINY.legacySha1.username, { lang: 'en-US' });
    expect(res.json().code).toBe(42900);
  });
});

describe('POST /api/v1/vote/pingback', () => {
  it('refuses a missing or wrong secret and credits nothing', async () => {
    const { voteId } = (await vote(TINY.admin.username)).json().data;
    const before = await account(TINY.admin.username);
    expect((await pingback(voteId, {})).statusCode).toBe(403);
    expect((await pingback(voteId, { 'x-vote-secret': 'wrong' })).statusCode).toBe(403);
    expect((await pingback(voteId, { 'x-vote-signature': `sha256=${pingbackSignature('wrong', voteId)}` })).statusCode).toBe(403);
    const after = await account(TINY.admin.username);
    expect(after.nxCredit).toBe(before.nxCredit);
    const row = await t.db.selectFrom('web_vote_log').select('status').where('id', '=', voteId).executeTakeFirstOrThrow();
    expect(row.status).toBe('pending');
  });

  it('credits once: 5,000 NX and a vote point; a replay credits nothing', async () => {
    const { voteId } = (await vote(TINY.player.username)).json().data;
    const before = await account(TINY.player.username);
    const first = await pingback(voteId);
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toEqual({ result: 'credited', nx: 5000, votePoints: 1, streak: 1 });
    const after = await account(TINY.player.username);
    expect(after.nxCredit).toBe(Number(before.nxCredit) + 5000);
    expect(after.votepoints).toBe(Number(before.votepoints) + 1);

    const replay = await pingback(voteId);
    expect(replay.statusCode).toBe(200);
    expect(replay.json().data).toMatchObject({ result: 'duplicate', nx: 0 });
    expect((await account(TINY.player.username)).nxCredit).toBe(after.nxCredit);

    // A second vote the same day is recorded but credits nothing.
    const again = (await vote(TINY.player.username)).json().data;
    expect(again).toMatchObject({ votedToday: true, rewardNx: 0 });
    const second = await pingback(again.voteId);
    expect(second.json().data).toMatchObject({ result: 'already_voted_today', nx: 0 });
    expect((await account(TINY.player.username)).nxCredit).toBe(after.nxCredit);
  });

  it('credits exactly once under concurrent pingbacks of one vote and of two votes', async () => {
    const name = TINY.legacySha512.username;
    const before = await account(name);
    const a = (await vote(name)).json().data.voteId;
    const b = (await vote(name)).json().data.voteId;
    const answers = await Promise.all([a, a, a, b, b, a].map((id) => pingback(id)));
    expect(answers.every((r) => r.statusCode === 200)).toBe(true);
    const results = answers.map((r) => r.json().data.result);
    expect(results.filter((r) => r === 'credited')).toHaveLength(1);
    const after = await account(name);
    expect(after.nxCredit).toBe(Number(before.nxCredit) + 5000);
    expect(after.votepoints).toBe(Number(before.votepoints) + 1);
  });

  it('accepts the HMAC signature, the query secret and a form-encoded body', async () => {
    const tokens = [
      (await startVote(t.db, TINY.admin.username, '127.0.0.1', { siteUrl: 'https://v/{account}', timezone: 'Asia/Taipei' })).voteId,
    ];
    const signed = await pingback(tokens[0], { 'x-vote-signature': `sha256=${pingbackSignature(SECRET, tokens[0])}` });
    expect(signed.statusCode).toBe(200);
    expect(signed.json().data.result).toBe('credited');

    const { voteId } = (await vote(TINY.admin.username)).json().data;
    const form = await t.app.inject({
      method: 'POST',
      url: `/api/v1/vote/pingback?secret=${SECRET}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `pingback=${voteId}&ip=1.2.3.4`,
    });
    expect(form.statusCode).toBe(200);
    expect(form.json().data.result).toBe('already_voted_today');
  });

  it('404s an unknown vote and 400s a missing vote id', async () => {
    expect((await pingback('no-such-vote')).statusCode).toBe(404);
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/vote/pingback', headers: { 'x-vote-secret': SECRET }, payload: {} });
    expect(res.statusCode).toBe(400);
  });

  it('is refused when no secret is configured', async () => {
    const other = await createTestApp({ config: { votePingbackSecret: '' } });
    try {
      const res = await other.app.inject({ method: 'POST', url: '/api/v1/vote/pingback', headers: { 'x-vote-secret': '' }, payload: { voteId: 'x' } });
      expect(res.statusCode).toBe(403);
    } finally {
      await other.close();
    }
  });
});

describe('streaks over days (service, with a clock)', () => {
  it('adds 500 per consecutive day up to 10,000 and restarts after a missed day', async () => {
    const name = TINY.admin.username;
    const { id } = await account(name);
    // Start from a clean history for this account.
    await t.db.deleteFrom('web_vote_log').where('account_id', '=', id).execute();
    const day0 = Date.UTC(2030, 0, 1, 4, 0, 0);
    const settings = (at: number) => ({ siteUrl: 'https://v/{account}', timezone: 'Asia/Taipei', now: () => at });
    const nxByDay: number[] = [];
    const days = [...Array.from({ length: 12 }, (_, i) => i), 13]; // day 12 missed
    for (const d of days) {
      const at = day0 + d * 86_400_000;
      const v = await startVote(t.db, name, '127.0.0.1', settings(at));
      const r = await creditVote(t.db, v.voteId, { timezone: 'Asia/Taipei', success: true, now: () => at });
      expect(r.result).toBe('credited');
      nxByDay.push(r.nx);
    }
    expect(nxByDay).toEqual([5000, 5500, 6000, 6500, 7000, 7500, 8000, 8500, 9000, 9500, 10000, 10000, 5000]);
  });

  it('records a vote the site reports as failed without credit', async () => {
    const v = await startVote(t.db, TINY.player.username, '127.0.0.1', { siteUrl: 'https://v/{account}', timezone: 'UTC' });
    const res = await pingback(v.voteId, { 'x-vote-secret': SECRET }, { success: 0 });
    expect(res.json().data).toMatchObject({ result: 'rejected', nx: 0 });
  });
});

describe('players in game', () => {
  it('queues the credit while loggedin = 2 and applies it once, after they leave', async () => {
    const name = TINY.ingame.username;
    const before = await account(name);
    expect(before.loggedin).toBe(2);
    const { voteId } = (await vote(name)).json().data;
    const res = await pingback(voteId);
    expect(res.json().data).toMatchObject({ result: 'queued', nx: 5000, votePoints: 1 });
    expect((await account(name)).nxCredit).toBe(before.nxCredit);
    const pending = await t.db.selectFrom('web_pending_credits').selectAll().where('ref', '=', `vote:${voteId}`).executeTakeFirstOrThrow();
    expect(pending).toMatchObject({ nx_credit: 5000, vote_points: 1, applied_at: null });

    // Still in game: nothing applied.
    expect(await applyPendingCredits(t.db)).toBe(0);
    expect((await account(name)).nxCredit).toBe(before.nxCredit);

    // Logged out: applied once, and never again.
    await t.db.updateTable('accounts').set({ loggedin: 0 }).where('name', '=', name).execute();
    const [n1, n2] = await Promise.all([applyPendingCredits(t.db), applyPendingCredits(t.db)]);
    expect(n1 + n2).toBe(1);
    expect(await applyPendingCredits(t.db)).toBe(0);
    const after = await account(name);
    expect(after.nxCredit).toBe(Number(before.nxCredit) + 5000);
    expect(after.votepoints).toBe(Number(before.votepoints) + 1);
    const applied = await t.db.selectFrom('web_pending_credits').select('applied_at').where('ref', '=', `vote:${voteId}`).executeTakeFirstOrThrow();
    expect(applied.applied_at).toMatch(/^\d{4}-\d{2}-\d{2} /);
  });
});
