/**
 * umi mock of the console's Rewards screen (config/contract/admin-rewards.ts) for `npm run dev`.
 * The check-in table is the profile mock's (mock/profile.ts REWARDS): an edit here shows on the
 * player's check-in panel until the dev server restarts. The invite milestones start as
 * config/site.ts inviteRewards.inviter. Refusals as the server's: a body the contract refuses
 * 400 with the field; an item the demo has no cash-shop entry for (and no sn) 422; game days over
 * 365 or points over 100,000 400; an unknown day or milestone 404; the last milestone 409.
 * The console mock's operator check (mock/admin.ts); a change asks for the password as its actions do
 * (gmadmin's counts as old until POST /admin/reauth).
 */
import { ErrorCode } from '../config/codes';
import {
  AdminCheckinRewardBody,
  AdminInviteRewardBody,
  REWARD_LIMITS,
  type AdminCheckinRewardBody as CheckinBody,
  type AdminInviteRewardBody as InviteBody,
} from '../config/contract/admin-rewards';
import type { CheckinReward } from '../config/contract/profile';
import type { InviteMilestone } from '../config/contract/invites';
import { site } from '../config/site';
import { bodyOf, fail, langOf, ok, operator, type Req } from './admin';
import { REWARDS, rewards } from './profile';

/** Cash-shop entries the demo knows: item id -> [sn, count]. */
const COMMODITIES = new Map<number, [number, number]>([
  [2000005, [80000006, 10]],
  [5040000, [30000005, 1]],
  [5130000, [50200002, 1]],
  [5072000, [50200004, 1]],
  [2022179, [80000012, 1]],
]);
let milestones: InviteMilestone[] = site.inviteRewards.inviter.map((m) => ({ ...m, type: m.type as InviteMilestone['type'] }));
let edited = false;
let auditId = 1000;

/** A change: an operator whose password is recent (else 401 / 403 answered). */
function mayChange(req: Req, res: any): boolean {
  const op = operator(req, res);
  if (op && !op.validUntil) fail(req, res, 403, ErrorCode.ADMIN_REAUTH_NEEDED, 'server.admin.reauthNeeded');
  return !!op?.validUntil;
}
const invite = () => ({ milestones: [...milestones].sort((a, b) => a.level - b.level), edited });
const dayParam = (req: Req) => (/^([1-7]|any)$/.test(req.params?.day ?? '') ? req.params!.day! : null);
const milestoneParam = (req: Req) => (/^[a-z][a-z0-9_]{0,15}$/.test(req.params?.milestone ?? '') ? req.params!.milestone! : null);
const dayValue = (day: string): CheckinReward['day'] => (day === 'any' ? 'any' : Number(day));

export default {
  'GET /api/v1/admin/rewards': (req: Req, res: any) => {
    if (!operator(req, res)) return;
    ok(res, { checkin: rewards(langOf(req)), invite: invite() });
  },

  'PUT /api/v1/admin/rewards/checkin/:day': (req: Req, res: any) => {
    if (!mayChange(req, res)) return;
    const day = dayParam(req);
    if (!day) return fail(req, res, 400, ErrorCode.VALIDATION, 'server.checkin.cli.day', undefined, 'day');
    const body = bodyOf<CheckinBody>(req, res, AdminCheckinRewardBody);
    if (!body) return;
    let row: (typeof REWARDS)[number];
    if (body.type === 'item') {
      if (!body.itemId) return fail(req, res, 400, ErrorCode.INVALID_INPUT, 'server.adminRewards.itemRequired', undefined, 'itemId');
      const entry = COMMODITIES.get(body.itemId);
      if (!entry && !body.sn) return fail(req, res, 422, ErrorCode.UNPROCESSABLE, 'server.adminRewards.unknownItem', { item: body.itemId }, 'itemId');
      row = { day: dayValue(day), type: 'item', itemId: body.itemId, sn: entry?.[0] ?? body.sn!, quantity: entry?.[1] ?? body.quantity ?? 1, amount: 0 };
    } else {
      if (!body.amount) return fail(req, res, 400, ErrorCode.INVALID_INPUT, 'server.checkin.cli.amount', undefined, 'amount');
      row = { day: dayValue(day), type: body.type, itemId: null, sn: null, quantity: 0, amount: body.amount };
    }
    const at = REWARDS.findIndex((r) => String(r.day) === day);
    if (at >= 0) REWARDS.splice(at, 1, row);
    else REWARDS.push(row);
    REWARDS.sort((a, b) => (a.day === 'any' ? 99 : a.day) - (b.day === 'any' ? 99 : b.day));
    ok(res, { reward: rewards(langOf(req)).find((r) => String(r.day) === day), auditId: ++auditId });
  },

  'DELETE /api/v1/admin/rewards/checkin/:day': (req: Req, res: any) => {
    if (!mayChange(req, res)) return;
    const day = dayParam(req);
    const at = REWARDS.findIndex((r) => String(r.day) === day);
    if (!day || at < 0) return fail(req, res, 404, ErrorCode.NOT_FOUND, 'server.adminRewards.noCheckinReward');
    REWARDS.splice(at, 1);
    ok(res, { day, auditId: ++auditId });
  },

  'PUT /api/v1/admin/rewards/invite/:milestone': (req: Req, res: any) => {
    if (!mayChange(req, res)) return;
    const milestone = milestoneParam(req);
    if (!milestone) return fail(req, res, 400, ErrorCode.VALIDATION, 'errors.validation', undefined, 'milestone');
    const body = bodyOf<InviteBody>(req, res, AdminInviteRewardBody);
    if (!body) return;
    const cap = REWARD_LIMITS.inviteAmount[body.type];
    if (body.amount > cap) return fail(req, res, 400, ErrorCode.INVALID_INPUT, 'server.adminRewards.amountCap', { max: cap.toLocaleString('en-US') }, 'amount');
    milestones = [...milestones.filter((m) => m.milestone !== milestone), { milestone, level: body.level, type: body.type, amount: body.amount }];
    edited = true;
    ok(res, { invite: invite(), auditId: ++auditId });
  },

  'DELETE /api/v1/admin/rewards/invite/:milestone': (req: Req, res: any) => {
    if (!mayChange(req, res)) return;
    const milestone = milestoneParam(req);
    if (!milestones.some((m) => m.milestone === milestone)) return fail(req, res, 404, ErrorCode.NOT_FOUND, 'server.adminRewards.noMilestone');
    if (milestones.length === 1) return fail(req, res, 409, ErrorCode.REWARD_LAST_MILESTONE, 'server.adminRewards.lastMilestone');
    milestones = milestones.filter((m) => m.milestone !== milestone);
    edited = true;
    ok(res, { invite: invite(), auditId: ++auditId });
  },
};
