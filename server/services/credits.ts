/**
 * Currency credits that respect a player being in game: the game server
 * keeps an online player's cash in memory and writes it back when they leave the
 * cash shop or log out, so a direct write to accounts.nxCredit would be lost.
 *
 *   creditAccount(trx, ...)   writes to the account when it is offline (loggedin = 0),
 *                             else queues a row in web_pending_credits (unique ref).
 *   applyPendingCredits(db)   applies queued credits of accounts now offline, each in
 *                             one transaction, exactly once (applied_at is set under the
 *                             same condition, and the account update requires loggedin = 0).
 *   the job 'pending-credits' (plugins/game.ts) runs applyPendingCredits every 60 s.
 *
 * "Offline" is loggedin = 0 written by the game: 1 (changing channel / in transition) counts
 * as in game, and so does an account the site unlocked that the game has not logged in
 * since (server/services/in-game-guard.ts): its credits wait in the queue.
 */
import { sql, type Transaction } from 'kysely';
import type { Db } from '../db';
import type { Database } from '../db/schema';
import { toDbTime } from '../db/time';
import { releasedBy } from './in-game-guard';

export interface Credit {
  accountId: number;
  nxCredit?: number;
  maplePoint?: number;
  nxPrepaid?: number;
  votePoints?: number;
  rewardPoints?: number;
  /** 'vote', ... */
  reason: string;
  /** Unique source reference ('vote:<voteId>'): a source is queued at most once. */
  ref: string;
}

type Executor = Db | Transaction<Database>;

/** Adds to the account only if the game let go of it (released). True when written. */
async function addToOfflineAccount(db: Executor, c: Credit): Promise<boolean> {
  const r = await db
    .updateTable('accounts')
    .set({
      nxCredit: sql`coalesce(${sql.ref('nxCredit')}, 0) + ${c.nxCredit ?? 0}`,
      maplePoint: sql`coalesce(${sql.ref('maplePoint')}, 0) + ${c.maplePoint ?? 0}`,
      nxPrepaid: sql`coalesce(${sql.ref('nxPrepaid')}, 0) + ${c.nxPrepaid ?? 0}`,
      votepoints: sql`${sql.ref('votepoints')} + ${c.votePoints ?? 0}`,
      rewardpoints: sql`${sql.ref('rewardpoints')} + ${c.rewardPoints ?? 0}`,
    })
    .where('id', '=', c.accountId)
    .where(releasedBy('accounts'))
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

/**
 * Credits an account inside the caller's transaction: directly when offline, else
 * queued. Returns how it was delivered.
 */
export async function creditAccount(trx: Executor, c: Credit): Promise<'direct' | 'queued'> {
  if (await addToOfflineAccount(trx, c)) return 'direct';
  await trx
    .insertInto('web_pending_credits')
    .values({
      account_id: c.accountId,
      nx_credit: c.nxCredit ?? 0,
      maple_point: c.maplePoint ?? 0,
      nx_prepaid: c.nxPrepaid ?? 0,
      vote_points: c.votePoints ?? 0,
      reward_points: c.rewardPoints ?? 0,
      reason: c.reason,
      ref: c.ref,
      created_at: toDbTime(),
    })
    .execute();
  return 'queued';
}

class StillInGame extends Error {}

/** Applies every waiting credit whose account is offline now. Returns how many were applied. */
export async function applyPendingCredits(db: Db, limit = 500): Promise<number> {
  const waiting = await db
    .selectFrom('web_pending_credits as p')
    .innerJoin('accounts as a', 'a.id', 'p.account_id')
    .select(['p.id', 'p.account_id', 'p.nx_credit', 'p.maple_point', 'p.nx_prepaid', 'p.vote_points', 'p.reward_points', 'p.reason', 'p.ref'])
    .where('p.applied_at', 'is', null)
    .where(releasedBy('a'))
    .orderBy('p.id')
    .limit(limit)
    .execute();
  let applied = 0;
  for (const p of waiting) {
    try {
      const done = await db.transaction().execute(async (trx) => {
        const claim = await trx
          .updateTable('web_pending_credits')
          .set({ applied_at: toDbTime() })
          .where('id', '=', p.id)
          .where('applied_at', 'is', null)
          .executeTakeFirst();
        if (Number(claim.numUpdatedRows) !== 1) return false; // applied by another instance
        const written = await addToOfflineAccount(trx, {
          accountId: p.account_id,
          nxCredit: p.nx_credit,
          maplePoint: p.maple_point,
          nxPrepaid: p.nx_prepaid,
          votePoints: p.vote_points,
          rewardPoints: p.reward_points,
          reason: p.reason,
          ref: p.ref,
        });
        if (!written) throw new StillInGame(); // logged in meanwhile: roll back, retry next round
        return true;
      });
      if (done) applied += 1;
    } catch (e) {
      if (!(e instanceof StillInGame)) throw e;
    }
  }
  return applied;
}

/** How often the jobs plugin runs applyPendingCredits (plugins/game.ts, job 'pending-credits'). */
export const CREDITS_EVERY_SECONDS = 60;
