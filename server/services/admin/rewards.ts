/**
 * The operator console's Rewards screen: the daily check-in's reward table and the inviter's
 * milestone rewards. Each change is one transaction that also writes its audit row with the
 * row before and after (./audit.ts); a lock conflict runs it again (server/db/errors.ts).
 *
 *   check-in   the same rows and rules as `npm run checkin -- rewards` (services/checkin.ts
 *              rewardRowOf / writeReward): a streak day 1-7 or `any`; an item needs a cash-shop
 *              entry that holds it (the library's, or an sn given; an item the library has no
 *              entry for and no sn is refused here with the field); a currency, an amount.
 *   invites    web_invite_rewards: empty, the configured milestones (config/site.ts) are in
 *              force; the first change copies them into the table (insert-or-ignore, so two
 *              first changes at once copy once) and changes its row, so from then on the table
 *              is the list (services/invites.ts milestones). A milestone is reached at level
 *              1-200; amounts have caps by type (REWARD_LIMITS); the last one is not removed.
 *              Claims already made keep what they gave; a change counts for later claims.
 */
import type { Transaction } from 'kysely';
import type { Db } from '../../db';
import type { Database } from '../../db/schema';
import type { Lang } from '../../i18n';
import { toDbTime } from '../../db/time';
import { withRetry } from '../../db/errors';
import { AppError, ErrorCode, errors } from '../../errors';
import type { PictureTemplates } from '../library';
import { describeRewards, rewardRowOf, rewardRows, writeReward, type RewardRow } from '../checkin';
import { configuredMilestones, milestones } from '../invites';
import {
  REWARD_LIMITS,
  type AdminCheckinRewardBody,
  type AdminCheckinRewardSet,
  type AdminInviteRewardBody,
  type AdminInviteRewards,
  type AdminInviteRewardsSet,
  type AdminRewardRemoved,
  type AdminRewards,
} from '../../../config/contract/admin-rewards';
import type { InviteMilestone } from '../../../config/contract/invites';
import { recordAudit, type AuditActor } from './audit';

type Trx = Transaction<Database>;

export interface RewardsContext {
  db: Db;
  actor: AuditActor;
  lang: Lang;
  pictures: PictureTemplates;
}

const withField = (e: AppError, field: string) => Object.assign(e, { field });

/** A check-in row as the audit log keeps it. */
const checkinState = (r: RewardRow | undefined) =>
  r ? (r.type === 'item' ? { type: r.type, itemId: r.item_id, sn: r.sn, quantity: r.quantity } : { type: r.type, amount: r.amount }) : null;

async function inviteRewards(db: Db): Promise<AdminInviteRewards> {
  const edited = await db.selectFrom('web_invite_rewards').select('milestone').limit(1).executeTakeFirst();
  return { milestones: await milestones(db), edited: !!edited };
}

/** GET /api/v1/admin/rewards */
export async function rewardTables(db: Db, lang: Lang, pictures: PictureTemplates): Promise<AdminRewards> {
  return { checkin: await describeRewards(db, await rewardRows(db), lang, pictures), invite: await inviteRewards(db) };
}

/* ------------------------------------------------------------------ check-in */

/** PUT /api/v1/admin/rewards/checkin/:day */
export async function setCheckinReward(c: RewardsContext, day: string, body: AdminCheckinRewardBody): Promise<AdminCheckinRewardSet> {
  if (body.type === 'item' && body.itemId == null) throw withField(errors.invalid('server.adminRewards.itemRequired'), 'itemId');
  if (body.type !== 'item' && body.amount == null) throw withField(errors.invalid('server.checkin.cli.amount'), 'amount');
  let row: RewardRow;
  try {
    row = await rewardRowOf(c.db, { day, type: body.type, itemId: body.itemId, sn: body.sn, quantity: body.quantity, amount: body.amount });
  } catch (e) {
    // An item the library has no cash-shop entry for (and no sn): a gift cannot carry it.
    if (e instanceof AppError && e.messageKey === 'server.checkin.cli.noCommodity') {
      throw withField(new AppError(422, ErrorCode.UNPROCESSABLE, 'server.adminRewards.unknownItem', e.values), 'itemId');
    }
    if (e instanceof AppError && e.messageKey === 'server.checkin.cli.snMismatch') throw withField(e, 'sn');
    throw e;
  }
  const auditId = await withRetry(() =>
    c.db.transaction().execute(async (trx: Trx) => {
      const t = trx as unknown as Db;
      const before = (await rewardRows(t)).find((r) => r.day === row.day);
      await writeReward(t, row);
      return recordAudit(trx, c.actor, {
        action: 'rewards.checkin.set',
        targetType: 'checkinReward',
        targetId: row.day,
        targetLabel: row.day === 'any' ? 'any day' : `day ${row.day}`,
        before: checkinState(before),
        after: checkinState(row),
      });
    }),
  );
  const [reward] = await describeRewards(c.db, [row], c.lang, c.pictures);
  return { reward, auditId };
}

/** DELETE /api/v1/admin/rewards/checkin/:day */
export async function removeCheckinReward(c: RewardsContext, day: string): Promise<AdminRewardRemoved> {
  const auditId = await withRetry(() =>
    c.db.transaction().execute(async (trx: Trx) => {
      const before = (await rewardRows(trx as unknown as Db)).find((r) => r.day === day);
      if (!before) throw errors.notFound('server.adminRewards.noCheckinReward');
      await trx.deleteFrom('web_checkin_rewards').where('day', '=', day).execute();
      return recordAudit(trx, c.actor, {
        action: 'rewards.checkin.remove',
        targetType: 'checkinReward',
        targetId: day,
        targetLabel: day === 'any' ? 'any day' : `day ${day}`,
        before: checkinState(before),
        after: null,
      });
    }),
  );
  return { day, auditId };
}

/* ------------------------------------------------------------------- invites */

/** The amount of an invite reward within its type's cap, else a 400 on `amount`. */
function checkInviteAmount(body: AdminInviteRewardBody): void {
  const cap = REWARD_LIMITS.inviteAmount[body.type];
  if (!Number.isInteger(body.amount) || body.amount < 1 || body.amount > cap) {
    throw withField(errors.invalid('server.adminRewards.amountCap', { max: cap.toLocaleString('en-US') }), 'amount');
  }
}

/** In the caller's transaction: the table holds the milestones in force (the configured ones when it was empty). */
async function ownMilestones(trx: Trx): Promise<void> {
  // A row means an operator's list is in force already; insert-or-ignore: two first changes at once copy once.
  if (await trx.selectFrom('web_invite_rewards').select('milestone').limit(1).executeTakeFirst()) return;
  const now = toDbTime();
  for (const m of configuredMilestones())
    await trx
      .insertInto('web_invite_rewards')
      .orIgnore()
      .values({ ...m, updated_at: now })
      .execute();
}

const inviteState = (m: InviteMilestone | undefined) => (m ? { level: m.level, type: m.type, amount: m.amount } : null);

/** PUT /api/v1/admin/rewards/invite/:milestone: changes a milestone or adds one. */
export async function setInviteReward(c: RewardsContext, milestone: string, body: AdminInviteRewardBody): Promise<AdminInviteRewardsSet> {
  if (!Number.isInteger(body.level) || body.level < 1 || body.level > REWARD_LIMITS.inviteLevel) {
    throw withField(errors.invalid('server.adminRewards.level', { max: REWARD_LIMITS.inviteLevel }), 'level');
  }
  checkInviteAmount(body);
  const auditId = await withRetry(() =>
    c.db.transaction().execute(async (trx: Trx) => {
      const before = (await milestones(trx as unknown as Db)).find((m) => m.milestone === milestone);
      await ownMilestones(trx);
      const values = { level: body.level, type: body.type, amount: body.amount, updated_at: toDbTime() };
      const changed = await trx.updateTable('web_invite_rewards').set(values).where('milestone', '=', milestone).executeTakeFirst();
      if (Number(changed.numUpdatedRows) === 0)
        await trx
          .insertInto('web_invite_rewards')
          .values({ milestone, ...values })
          .execute();
      return recordAudit(trx, c.actor, {
        action: 'rewards.invite.set',
        targetType: 'inviteReward',
        targetId: milestone,
        targetLabel: milestone,
        before: inviteState(before),
        after: { level: body.level, type: body.type, amount: body.amount },
      });
    }),
  );
  return { invite: await inviteRewards(c.db), auditId };
}

/** DELETE /api/v1/admin/rewards/invite/:milestone */
export async function removeInviteReward(c: RewardsContext, milestone: string): Promise<AdminInviteRewardsSet> {
  const auditId = await withRetry(() =>
    c.db.transaction().execute(async (trx: Trx) => {
      const inForce = await milestones(trx as unknown as Db);
      const before = inForce.find((m) => m.milestone === milestone);
      if (!before) throw errors.notFound('server.adminRewards.noMilestone');
      if (inForce.length === 1) throw new AppError(409, ErrorCode.REWARD_LAST_MILESTONE, 'server.adminRewards.lastMilestone');
      await ownMilestones(trx);
      await trx.deleteFrom('web_invite_rewards').where('milestone', '=', milestone).execute();
      return recordAudit(trx, c.actor, {
        action: 'rewards.invite.remove',
        targetType: 'inviteReward',
        targetId: milestone,
        targetLabel: milestone,
        before: inviteState(before),
        after: null,
      });
    }),
  );
  return { invite: await inviteRewards(c.db), auditId };
}
