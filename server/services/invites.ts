/**
 * Invites: the codes an account owns, applying for one, the people it invited, their
 * progress (synced from the game tables) and the inviter rewards (the operator's table
 * web_invite_rewards when it has rows, else config/site.ts inviteRewards.inviter), claimed
 * exactly once per invitee and milestone.
 *
 * Exactly once / under concurrency:
 *   - apply: `UPDATE web_invite_accounts SET last_apply_at = now WHERE last_apply_at IS NULL
 *     OR last_apply_at <= now - 45 days` claims the right to a code, in the same transaction
 *     as the new code: two concurrent applications give one code;
 *   - claim: unique (inviter, invitee, milestone) on web_invite_claims, the delivery in the
 *     same transaction (points through creditAccount, days through the billing ledger with
 *     the unique ref 'invite:<claimId>');
 *   - sync: the cooldown is claimed the same way as apply (`last_sync_at`);
 *   - a lock conflict (deadlock, lock wait timeout, SQLite busy) in apply or claim runs the
 *     transaction again (server/db/errors.ts), then answers 503: never "too soon" or "already claimed".
 * Registration links the invitee (web_registrations.inviter_account_id) and uses the code
 * by a conditional update in the registration's transaction (server/services/auth.ts).
 */
import type { Transaction } from 'kysely';
import type { Db } from '../db';
import type { Database } from '../db/schema';
import { isUniqueViolation, withRetry } from '../db/errors';
import { dbTimeToIso, fromDbTime, gameDayOf, toDbTime } from '../db/time';
import { AppError, ErrorCode } from '../errors';
import { site } from '../../config/site';
import { INVITE_APPLY_EVERY_DAYS, INVITE_APPLY_LEVEL, INVITES_DEFAULT_SIZE, INVITES_MAX_SIZE } from '../../config/rules';
import type {
  InviteAvailableReward,
  InviteClaim,
  InviteClaimList,
  InviteCode,
  InviteeList,
  InviteMilestone,
  InviteOverview,
  InviteRewards,
  InviteRewardType,
  InviteSyncAnswer,
} from '../../config/contract/invites';
import { creditAccount } from './credits';
import { addLedgerRow } from './billing';
import { newInviteCode } from './codes';
import { listPage } from './paging';

const DAY_MS = 86_400_000;
const INVITE_PAGE_SIZES = { fallback: INVITES_DEFAULT_SIZE, max: INVITES_MAX_SIZE };

export interface InviteSettings {
  timezone: string;
  now?: () => number;
  /** site.invites.maxInvites */
  maxInvites?: number;
  /** site.invites.syncCooldownSeconds */
  syncCooldownSeconds?: number;
}

const nowOf = (s: InviteSettings) => s.now?.() ?? Date.now();
const maxInvitesOf = (s: InviteSettings) => s.maxInvites ?? site.invites.maxInvites;
const cooldownOf = (s: InviteSettings) => s.syncCooldownSeconds ?? site.invites.syncCooldownSeconds;

export const inviteLink = (code: string) => `/auth/register?invite=${encodeURIComponent(code)}`;

/** The milestones of config/site.ts inviteRewards.inviter, as the contract shows them. */
export function configuredMilestones(): InviteMilestone[] {
  return site.inviteRewards.inviter.map((m) => ({ milestone: m.milestone, level: m.level, type: m.type as InviteRewardType, amount: m.amount }));
}

/**
 * The milestones in force: the operator's table (web_invite_rewards, edited in the console)
 * when it has rows, else the configured ones; by level.
 */
export async function milestones(db: Db): Promise<InviteMilestone[]> {
  const rows = await db.selectFrom('web_invite_rewards').select(['milestone', 'level', 'type', 'amount']).orderBy('level').orderBy('milestone').execute();
  if (rows.length === 0) return configuredMilestones();
  return rows.map((r) => ({ milestone: r.milestone, level: Number(r.level), type: r.type as InviteRewardType, amount: Number(r.amount) }));
}

async function bestCharacter(db: Db, accountId: number): Promise<{ id: number; level: number } | null> {
  const r = await db
    .selectFrom('characters')
    .select(['id', 'level'])
    .where('accountid', '=', accountId)
    .orderBy('level', 'desc')
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
  return r ? { id: Number(r.id), level: Number(r.level) } : null;
}

async function invitedCount(db: Db, accountId: number): Promise<number> {
  const r = await db
    .selectFrom('web_registrations')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('inviter_account_id', '=', accountId)
    .executeTakeFirstOrThrow();
  return Number(r.n);
}

async function unusedCodes(db: Db, accountId: number, now: string): Promise<number> {
  const r = await db
    .selectFrom('web_invite_codes')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('owner_account_id', '=', accountId)
    .where('used_by_account_id', 'is', null)
    .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', now)]))
    .executeTakeFirstOrThrow();
  return Number(r.n);
}

async function inviteState(db: Db, accountId: number) {
  return db.selectFrom('web_invite_accounts').selectAll().where('account_id', '=', accountId).executeTakeFirst();
}

/** Rewards reached (as of the last sync) and not claimed yet. */
async function availableRewards(db: Db, accountId: number): Promise<InviteAvailableReward[]> {
  const [progress, claims, inForce] = await Promise.all([
    db
      .selectFrom('web_invite_progress as p')
      .innerJoin('web_registrations as r', 'r.account_id', 'p.invitee_account_id')
      .innerJoin('accounts as a', 'a.id', 'p.invitee_account_id')
      .select(['p.invitee_account_id', 'p.max_level', 'a.name'])
      .where('r.inviter_account_id', '=', accountId)
      .orderBy('p.invitee_account_id')
      .execute(),
    db.selectFrom('web_invite_claims').select(['invitee_account_id', 'milestone']).where('inviter_account_id', '=', accountId).execute(),
    milestones(db),
  ]);
  const claimed = new Set(claims.map((c) => `${c.invitee_account_id}:${c.milestone}`));
  const out: InviteAvailableReward[] = [];
  for (const p of progress) {
    for (const m of inForce) {
      if (Number(p.max_level) >= m.level && !claimed.has(`${p.invitee_account_id}:${m.milestone}`)) {
        out.push({ inviteeId: Number(p.invitee_account_id), username: p.name, ...m });
      }
    }
  }
  return out;
}

/** GET /api/v1/invites */
export async function inviteOverview(db: Db, accountId: number, s: InviteSettings): Promise<InviteOverview> {
  const nowMs = nowOf(s);
  const now = toDbTime(nowMs);
  const [rows, invited, unused, best, state, available] = await Promise.all([
    db
      .selectFrom('web_invite_codes as c')
      .leftJoin('accounts as u', 'u.id', 'c.used_by_account_id')
      .select(['c.code', 'c.source', 'c.created_at', 'c.expires_at', 'c.used_at', 'c.used_by_account_id', 'u.name'])
      .where('c.owner_account_id', '=', accountId)
      .orderBy('c.id', 'desc')
      .limit(200)
      .execute(),
    invitedCount(db, accountId),
    unusedCodes(db, accountId, now),
    bestCharacter(db, accountId),
    inviteState(db, accountId),
    availableRewards(db, accountId),
  ]);
  const codes: InviteCode[] = rows.map((r) => ({
    code: r.code,
    link: inviteLink(r.code),
    source: r.source ?? 'apply',
    createdAt: dbTimeToIso(r.created_at) ?? '',
    expiresAt: dbTimeToIso(r.expires_at),
    used: r.used_by_account_id != null,
    usedAt: dbTimeToIso(r.used_at),
    usedBy: r.name ?? null,
  }));
  const maxInvites = maxInvitesOf(s);
  const lastApply = fromDbTime(state?.last_apply_at);
  const nextApply = lastApply != null ? lastApply + INVITE_APPLY_EVERY_DAYS * DAY_MS : null;
  const waiting = nextApply != null && nextApply > nowMs;
  const room = invited + unused < maxInvites;
  const lastSync = fromDbTime(state?.last_sync_at);
  const nextSync = lastSync != null ? lastSync + cooldownOf(s) * 1000 : null;
  const level = best?.level ?? 0;
  return {
    codes,
    totalInvited: invited,
    maxInvites,
    remaining: Math.max(0, maxInvites - invited),
    apply: {
      requiredLevel: INVITE_APPLY_LEVEL,
      everyDays: INVITE_APPLY_EVERY_DAYS,
      bestLevel: level,
      bestCharacterId: best?.id ?? null,
      canApply: level >= INVITE_APPLY_LEVEL && !waiting && room,
      lastAppliedAt: dbTimeToIso(state?.last_apply_at),
      nextApplyAt: waiting ? dbTimeToIso(toDbTime(nextApply)) : null,
    },
    availableRewards: available.length,
    lastSyncAt: dbTimeToIso(state?.last_sync_at),
    nextSyncAt: nextSync != null && nextSync > nowMs ? dbTimeToIso(toDbTime(nextSync)) : null,
  };
}

/**
 * Claims an account's turn (to apply, or to sync) inside the caller's transaction: sets
 * `column` to `now` unless it is later than `since`, by one conditional update, so of
 * concurrent claims one wins. Null when claimed; else the last turn (epoch ms, or null).
 */
async function claimTurn(trx: Transaction<Database>, accountId: number, column: 'last_apply_at' | 'last_sync_at', now: string, since: string): Promise<{ last: number | null } | null> {
  await trx.insertInto('web_invite_accounts').orIgnore().values({ account_id: accountId }).execute();
  const claimed = await trx
    .updateTable('web_invite_accounts')
    .set({ [column]: now })
    .where('account_id', '=', accountId)
    .where((eb) => eb.or([eb(column, 'is', null), eb(column, '<=', since)]))
    .executeTakeFirst();
  if (Number(claimed.numUpdatedRows) === 1) return null;
  const state = await trx.selectFrom('web_invite_accounts').select(column).where('account_id', '=', accountId).executeTakeFirst();
  return { last: fromDbTime(state?.[column]) };
}

/** POST /api/v1/invites/apply */
export async function applyForInviteCode(db: Db, accountId: number, characterId: number, s: InviteSettings): Promise<InviteCode> {
  const nowMs = nowOf(s);
  const now = toDbTime(nowMs);
  const character = await db
    .selectFrom('characters')
    .select(['id', 'level'])
    .where('id', '=', characterId)
    .where('accountid', '=', accountId)
    .executeTakeFirst();
  if (!character) throw new AppError(404, ErrorCode.NOT_FOUND, 'billing.invites.characterNotFound');
  if (Number(character.level) < INVITE_APPLY_LEVEL) {
    throw new AppError(403, ErrorCode.PERMISSION_DENIED, 'billing.invites.levelTooLow', { level: INVITE_APPLY_LEVEL });
  }
  const maxInvites = maxInvitesOf(s);
  if ((await invitedCount(db, accountId)) + (await unusedCodes(db, accountId, now)) >= maxInvites) {
    throw new AppError(422, ErrorCode.UNPROCESSABLE, 'billing.invites.limitReached', { max: maxInvites });
  }
  const tooSoon = (last: number | null) => {
    const next = (last ?? nowMs) + INVITE_APPLY_EVERY_DAYS * DAY_MS;
    return new AppError(422, ErrorCode.UNPROCESSABLE, 'billing.invites.applyTooSoon', { days: INVITE_APPLY_EVERY_DAYS, date: gameDayOf(s.timezone, next) });
  };
  const since = toDbTime(nowMs - INVITE_APPLY_EVERY_DAYS * DAY_MS);
  for (let attempt = 0; ; attempt++) {
    const code = newInviteCode();
    try {
      // A lock conflict runs the whole transaction again (a concurrent application that won is then
      // seen by the conditional update: "too soon"); a persistent one answers 503.
      await withRetry(() => db.transaction().execute(async (trx) => {
        const refused = await claimTurn(trx, accountId, 'last_apply_at', now, since);
        if (refused) throw tooSoon(refused.last);
        await trx
          .insertInto('web_invite_codes')
          .values({ code, owner_account_id: accountId, created_at: now, source: 'apply' })
          .execute();
      }));
      return { code, link: inviteLink(code), source: 'apply', createdAt: dbTimeToIso(now) ?? '', expiresAt: null, used: false, usedAt: null, usedBy: null };
    } catch (e) {
      if (e instanceof AppError) throw e;
      // A code that exists already (practically never): draw another.
      if (isUniqueViolation(e) && attempt < 3) continue;
      throw e;
    }
  }
}

/** GET /api/v1/invites/invitees */
export async function listInvitees(db: Db, accountId: number, q: { page?: number; size?: number }): Promise<InviteeList> {
  return listPage(
    db.selectFrom('web_registrations as r').where('r.inviter_account_id', '=', accountId),
    (base) =>
      base
        .innerJoin('accounts as a', 'a.id', 'r.account_id')
        .leftJoin('web_invite_progress as p', 'p.invitee_account_id', 'r.account_id')
        .select(['r.account_id', 'r.created_at', 'r.invitation_code', 'a.name', 'a.createdat', 'a.lastlogin', 'p.max_level', 'p.characters', 'p.last_active_at', 'p.synced_at'])
        .orderBy('r.created_at', 'desc')
        .orderBy('r.account_id', 'desc'),
    (r) => {
      const login = fromDbTime(r.lastlogin);
      const played = fromDbTime(r.last_active_at);
      const last = Math.max(login ?? 0, played ?? 0);
      return {
        inviteeId: Number(r.account_id),
        username: r.name,
        registeredAt: dbTimeToIso(r.createdat) ?? dbTimeToIso(r.created_at),
        lastActiveAt: last > 0 ? dbTimeToIso(toDbTime(last)) : null,
        maxLevel: Number(r.max_level ?? 0),
        characters: Number(r.characters ?? 0),
        invitedAt: dbTimeToIso(r.created_at),
        code: r.invitation_code ?? null,
        syncedAt: dbTimeToIso(r.synced_at),
      };
    },
    q,
    INVITE_PAGE_SIZES,
  );
}

/** GET /api/v1/invites/rewards */
export async function inviteRewards(db: Db, accountId: number): Promise<InviteRewards> {
  return { milestones: await milestones(db), available: await availableRewards(db, accountId) };
}

/** GET /api/v1/invites/claims: newest first. */
export async function listClaims(db: Db, accountId: number, q: { page?: number; size?: number }): Promise<InviteClaimList> {
  return listPage(
    db.selectFrom('web_invite_claims as c').where('c.inviter_account_id', '=', accountId),
    (base) =>
      base
        .leftJoin('accounts as a', 'a.id', 'c.invitee_account_id')
        .select(['c.id', 'c.invitee_account_id', 'c.milestone', 'c.reward_type', 'c.amount', 'c.delivery', 'c.created_at', 'a.name'])
        .orderBy('c.id', 'desc'),
    (r) => ({
      id: Number(r.id),
      inviteeId: Number(r.invitee_account_id),
      username: r.name ?? '',
      milestone: r.milestone,
      type: r.reward_type as InviteRewardType,
      amount: Number(r.amount),
      delivery: r.delivery as InviteClaim['delivery'],
      claimedAt: dbTimeToIso(r.created_at) ?? '',
    }),
    q,
    INVITE_PAGE_SIZES,
  );
}

/** POST /api/v1/invites/claim: one reward, once. */
export async function claimInviteReward(db: Db, accountId: number, inviteeId: number, milestone: string, s: InviteSettings): Promise<InviteClaim> {
  const m = (await milestones(db)).find((x) => x.milestone === milestone);
  if (!m) throw new AppError(404, ErrorCode.NOT_FOUND, 'billing.invites.unknownMilestone');
  const invitee = await db
    .selectFrom('web_registrations as r')
    .innerJoin('accounts as a', 'a.id', 'r.account_id')
    .leftJoin('web_invite_progress as p', 'p.invitee_account_id', 'r.account_id')
    .select(['a.name', 'p.max_level'])
    .where('r.account_id', '=', inviteeId)
    .where('r.inviter_account_id', '=', accountId)
    .executeTakeFirst();
  if (!invitee) throw new AppError(404, ErrorCode.NOT_FOUND, 'billing.invites.notYourInvitee');
  const already = () => new AppError(409, ErrorCode.ALREADY_EXISTS, 'billing.invites.alreadyClaimed');
  const done = await db
    .selectFrom('web_invite_claims')
    .select('id')
    .where('inviter_account_id', '=', accountId)
    .where('invitee_account_id', '=', inviteeId)
    .where('milestone', '=', m.milestone)
    .executeTakeFirst();
  if (done) throw already();
  if (Number(invitee.max_level ?? 0) < m.level) {
    throw new AppError(422, ErrorCode.UNPROCESSABLE, 'billing.invites.notReached', { level: m.level });
  }
  const nowMs = nowOf(s);
  const now = toDbTime(nowMs);
  try {
    // A lock conflict runs the whole transaction again (a concurrent claim that won is then the
    // unique key: "already claimed"); a persistent one answers 503.
    return await withRetry(() => db.transaction().execute(async (trx) => {
      const r = await trx
        .insertInto('web_invite_claims')
        .values({
          inviter_account_id: accountId,
          invitee_account_id: inviteeId,
          milestone: m.milestone,
          reward_type: m.type,
          amount: m.amount,
          delivery: 'operator',
          created_at: now,
        })
        .executeTakeFirstOrThrow();
      const id = Number(r.insertId);
      const ref = `invite:${id}`;
      let delivery: InviteClaim['delivery'] = 'operator';
      if (m.type === 'reward_points' || m.type === 'vote_points') {
        delivery = await creditAccount(trx, {
          accountId,
          ...(m.type === 'reward_points' ? { rewardPoints: m.amount } : { votePoints: m.amount }),
          reason: 'invite',
          ref,
        });
      } else if (m.type === 'game_time_days') {
        await addLedgerRow(trx, {
          accountId,
          type: 'ADJUSTMENT',
          days: m.amount,
          day: gameDayOf(s.timezone, nowMs),
          source: 'invite',
          ref,
          note: `${invitee.name} ${m.milestone}`,
          now: nowMs,
        });
        delivery = 'ledger';
      }
      await trx.updateTable('web_invite_claims').set({ delivery }).where('id', '=', id).execute();
      return { id, inviteeId, username: invitee.name, milestone: m.milestone, type: m.type, amount: m.amount, delivery, claimedAt: dbTimeToIso(now) ?? '' };
    }));
  } catch (e) {
    if (e instanceof AppError) throw e;
    if (isUniqueViolation(e)) throw already(); // a concurrent claim won
    throw e;
  }
}

/** POST /api/v1/invites/sync: the invitees' best level, characters and activity from the game tables. */
export async function syncInvitees(db: Db, accountId: number, s: InviteSettings): Promise<InviteSyncAnswer> {
  const nowMs = nowOf(s);
  const now = toDbTime(nowMs);
  const cooldown = cooldownOf(s);
  const invitees = await db.selectFrom('web_registrations').select('account_id').where('inviter_account_id', '=', accountId).execute();
  const ids = invitees.map((r) => Number(r.account_id));
  if (ids.length === 0) {
    // Nothing to recompute: nothing written, no cooldown.
    return { synced: 0, syncedAt: dbTimeToIso(now) ?? '', nextSyncAt: dbTimeToIso(now) ?? '', availableRewards: 0 };
  }
  const since = toDbTime(nowMs - cooldown * 1000);
  const synced = await db.transaction().execute(async (trx) => {
    const refused = await claimTurn(trx, accountId, 'last_sync_at', now, since);
    if (refused) {
      const last = refused.last ?? nowMs;
      const seconds = Math.max(1, Math.ceil((last + cooldown * 1000 - nowMs) / 1000));
      throw new AppError(429, ErrorCode.TOO_MANY_REQUESTS, 'billing.invites.syncTooFrequent', { seconds });
    }
    const stats = await trx
      .selectFrom('characters')
      .select([
        'accountid',
        (eb) => eb.fn.max<number>('level').as('max_level'),
        (eb) => eb.fn.countAll<number>().as('n'),
        (eb) => eb.fn.max<string>('lastLogoutTime').as('last_logout'),
      ])
      .where('accountid', 'in', ids)
      .groupBy('accountid')
      .execute();
    const byAccount = new Map(stats.map((r) => [Number(r.accountid), r]));
    const existing = new Set(
      (await trx.selectFrom('web_invite_progress').select('invitee_account_id').where('invitee_account_id', 'in', ids).execute()).map((r) =>
        Number(r.invitee_account_id),
      ),
    );
    for (const id of ids) {
      const st = byAccount.get(id);
      const lastLogout = st?.last_logout ? fromDbTime(String(st.last_logout)) : null;
      const values = {
        inviter_account_id: accountId,
        max_level: Number(st?.max_level ?? 0),
        characters: Number(st?.n ?? 0),
        last_active_at: lastLogout != null && lastLogout > Date.UTC(2000, 0, 1) ? toDbTime(lastLogout) : null,
        synced_at: now,
      };
      if (existing.has(id)) await trx.updateTable('web_invite_progress').set(values).where('invitee_account_id', '=', id).execute();
      else await trx.insertInto('web_invite_progress').values({ invitee_account_id: id, ...values }).execute();
    }
    return ids.length;
  });
  return {
    synced,
    syncedAt: dbTimeToIso(now) ?? '',
    nextSyncAt: dbTimeToIso(toDbTime(nowMs + cooldown * 1000)) ?? '',
    availableRewards: (await availableRewards(db, accountId)).length,
  };
}
