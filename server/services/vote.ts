/**
 * Voting.
 *
 * 1. POST /api/v1/vote/ {username}: `startVote` records a vote intent in web_vote_log
 *    with a one-time random vote id and answers the vote site's URL for the account
 *    (VOTE_SITE_URL with {account} and {voteId}; without {voteId} the id is appended
 *    as ?pingback=<id>).
 * 2. The vote site calls POST /api/v1/vote/pingback with the vote id and the shared
 *    secret: `creditVote` credits that vote exactly once.
 *
 * Reward reading of "5,000 NX daily, +500 per consecutive day, cumulative cap 10,000":
 * the NX of ONE day's vote is 5,000 + 500 x (streak - 1), capped at 10,000, where the
 * streak counts consecutive game-timezone days with a credited vote (today included).
 * Day 1: 5,000; day 2: 5,500; ... day 11 and later: 10,000 a day. Missing a day
 * restarts at 5,000. One credited vote per account per day (a unique constraint on
 * web_vote_log (account_id, credit_day)); every credited vote also gives 1 vote point.
 *
 * Exactly once: the vote row moves from 'pending' to a final status by a conditional
 * UPDATE inside the crediting transaction; a replayed or concurrent pingback finds no
 * pending row and credits nothing. Credits for a player in game, or for an account unlocked
 * on the site that the game has not logged in since, are queued (server/services/credits.ts);
 * startVote tells the player of the latter (waitsForGameLogin).
 */
import crypto from 'node:crypto';
import type { Db } from '../db';
import { isUniqueViolation } from '../db/errors';
import { addDays, gameDayOf, toDbTime } from '../db/time';
import { AppError, ErrorCode } from '../errors';
import { USERNAME_PATTERN, VOTE_BASE_NX, VOTE_CAP_NX, VOTE_STREAK_BONUS_NX } from '../../config/rules';
import type { VoteAnswer, VotePingbackAnswer } from '../../config/contract/vote';
import { creditAccount } from './credits';
import { heldByUnlock } from './in-game-guard';

/** NX of one day's vote for a streak of `streak` consecutive days (1 = first day). */
export function voteReward(streak: number): number {
  const days = Math.max(1, Math.floor(streak));
  return Math.min(VOTE_CAP_NX, VOTE_BASE_NX + VOTE_STREAK_BONUS_NX * (days - 1));
}

/** Vote points per credited vote. */
export const VOTE_POINTS_PER_VOTE = 1;

/** Streak today would have, given the account's last credited day and its streak. */
export function nextStreak(last: { credit_day: string | null; streak: number } | undefined, today: string): number {
  if (!last || !last.credit_day) return 1;
  if (last.credit_day === today) return last.streak;
  if (last.credit_day === addDays(today, -1)) return last.streak + 1;
  return 1;
}

/** Fills the vote site URL template. */
export function voteSiteUrl(template: string, account: string, voteId: string): string {
  const filled = template.replace(/\{account\}/g, encodeURIComponent(account)).replace(/\{voteId\}/g, encodeURIComponent(voteId));
  if (template.includes('{voteId}')) return filled;
  return `${filled}${filled.includes('?') ? '&' : '?'}pingback=${encodeURIComponent(voteId)}`;
}

async function lastCredited(db: Db, accountId: number) {
  return db
    .selectFrom('web_vote_log')
    .select(['credit_day', 'streak'])
    .where('account_id', '=', accountId)
    .where('status', '=', 'credited')
    .orderBy('credit_day', 'desc')
    .limit(1)
    .executeTakeFirst();
}

export interface VoteSettings {
  siteUrl: string;
  timezone: string;
  now?: () => number;
}

export async function startVote(db: Db, username: string, ip: string, s: VoteSettings): Promise<VoteAnswer> {
  const name = username.trim();
  const onUsername = (e: AppError) => Object.assign(e, { field: 'username' });
  if (!name) throw onUsername(new AppError(400, ErrorCode.VALIDATION, 'game.vote.enterAccount'));
  if (!USERNAME_PATTERN.test(name)) throw onUsername(new AppError(400, ErrorCode.INVALID_INPUT, 'game.vote.invalidAccount'));
  const account = await db
    .selectFrom('accounts')
    .select(['id', 'name', 'banned', heldByUnlock('accounts').as('held')])
    .where('name', '=', name)
    .executeTakeFirst();
  if (!account) throw new AppError(404, ErrorCode.NOT_FOUND, 'game.vote.accountNotFound');
  if (Number(account.banned) !== 0) throw new AppError(403, ErrorCode.ACCOUNT_BANNED, 'game.vote.accountBanned');

  const now = s.now?.() ?? Date.now();
  const voteId = crypto.randomBytes(18).toString('base64url');
  await db
    .insertInto('web_vote_log')
    .values({ id: voteId, account_id: account.id, username: account.name, ip: ip.slice(0, 64), created_at: toDbTime(now) })
    .execute();
  const today = gameDayOf(s.timezone, now);
  const last = await lastCredited(db, account.id);
  const votedToday = last?.credit_day === today;
  const streak = votedToday ? Number(last!.streak) : nextStreak(last ? { credit_day: last.credit_day, streak: Number(last.streak) } : undefined, today);
  return {
    url: voteSiteUrl(s.siteUrl, account.name, voteId),
    voteId,
    rewardNx: votedToday ? 0 : voteReward(streak),
    streak,
    votedToday,
    waitsForGameLogin: Number(account.held) !== 0,
  };
}

/* -------------------------------------------------------------- pingback */

/** Constant-time comparison of two secrets. */
function sameSecret(a: string, b: string): boolean {
  const ha = crypto.createHash('sha256').update(a).digest();
  const hb = crypto.createHash('sha256').update(b).digest();
  return crypto.timingSafeEqual(ha, hb);
}

/** HMAC-SHA256(secret, voteId) as hex: what a signing vote site sends as `X-Vote-Signature: sha256=<hex>`. */
export function pingbackSignature(secret: string, voteId: string): string {
  return crypto.createHmac('sha256', secret).update(voteId).digest('hex');
}

/** Checks the shared secret (plain, via header or query) or the HMAC signature. Throws 403 otherwise. */
export function verifyPingback(
  configured: string,
  voteId: string,
  given: { secret?: string | null; signature?: string | null },
): void {
  if (!configured) throw new AppError(403, ErrorCode.PERMISSION_DENIED, 'game.vote.pingbackDisabled');
  if (given.secret && sameSecret(given.secret, configured)) return;
  if (given.signature) {
    const sig = given.signature.replace(/^sha256=/i, '').toLowerCase();
    if (sameSecret(sig, pingbackSignature(configured, voteId))) return;
  }
  throw new AppError(403, ErrorCode.PERMISSION_DENIED, 'game.vote.badSecret');
}

export async function creditVote(
  db: Db,
  voteId: string,
  o: { timezone: string; success: boolean; ip?: string; now?: () => number },
): Promise<VotePingbackAnswer> {
  const now = o.now?.() ?? Date.now();
  const vote = await db.selectFrom('web_vote_log').selectAll().where('id', '=', voteId).executeTakeFirst();
  if (!vote) throw new AppError(404, ErrorCode.NOT_FOUND, 'game.vote.unknownVote');
  const none = (result: VotePingbackAnswer['result'], streak = 0): VotePingbackAnswer => ({ result, nx: 0, votePoints: 0, streak });
  if (vote.status !== 'pending') return none('duplicate', Number(vote.streak));

  const close = async (status: 'rejected' | 'duplicate_day') => {
    const r = await db
      .updateTable('web_vote_log')
      .set({ status, processed_at: toDbTime(now), pingback_ip: o.ip?.slice(0, 64) ?? null })
      .where('id', '=', voteId)
      .where('status', '=', 'pending')
      .executeTakeFirst();
    return Number(r.numUpdatedRows) === 1;
  };
  if (!o.success) return none((await close('rejected')) ? 'rejected' : 'duplicate');

  const today = gameDayOf(o.timezone, now);
  try {
    return await db.transaction().execute(async (trx) => {
      const last = await trx
        .selectFrom('web_vote_log')
        .select(['credit_day', 'streak'])
        .where('account_id', '=', vote.account_id)
        .where('status', '=', 'credited')
        .orderBy('credit_day', 'desc')
        .limit(1)
        .executeTakeFirst();
      if (last?.credit_day === today) {
        const closed = await trx
          .updateTable('web_vote_log')
          .set({ status: 'duplicate_day', processed_at: toDbTime(now), pingback_ip: o.ip?.slice(0, 64) ?? null })
          .where('id', '=', voteId)
          .where('status', '=', 'pending')
          .executeTakeFirst();
        return none(Number(closed.numUpdatedRows) === 1 ? 'already_voted_today' : 'duplicate', Number(last.streak));
      }
      const streak = nextStreak(last ? { credit_day: last.credit_day, streak: Number(last.streak) } : undefined, today);
      const nx = voteReward(streak);
      const claimed = await trx
        .updateTable('web_vote_log')
        .set({
          status: 'credited',
          credit_day: today,
          streak,
          nx,
          vote_points: VOTE_POINTS_PER_VOTE,
          processed_at: toDbTime(now),
          pingback_ip: o.ip?.slice(0, 64) ?? null,
        })
        .where('id', '=', voteId)
        .where('status', '=', 'pending')
        .executeTakeFirst();
      if (Number(claimed.numUpdatedRows) !== 1) return none('duplicate');
      const delivery = await creditAccount(trx, {
        accountId: vote.account_id,
        nxCredit: nx,
        votePoints: VOTE_POINTS_PER_VOTE,
        reason: 'vote',
        ref: `vote:${voteId}`,
      });
      await trx.updateTable('web_vote_log').set({ delivery }).where('id', '=', voteId).execute();
      return { result: delivery === 'direct' ? 'credited' : 'queued', nx, votePoints: VOTE_POINTS_PER_VOTE, streak };
    });
  } catch (e) {
    // Another vote of the same account was credited for today concurrently.
    if (isUniqueViolation(e)) return none((await close('duplicate_day')) ? 'already_voted_today' : 'duplicate');
    throw e;
  }
}
