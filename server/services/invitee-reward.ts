/**
 * The invitee reward: what a new account gets for registering with a community inviter
 * or an invite code (site.inviteRewards.invitee, NX credit and reward points). Rules:
 *   - once per mailbox. E-mails are compared normalised (normalizeEmail): lower case, a
 *     `+tag` in the local part ignored (one mailbox takes any tag), and for Gmail
 *     (gmail.com, googlemail.com) the dots of the local part ignored too, because Gmail
 *     delivers a.b@gmail.com and ab@gmail.com to the same mailbox. Other providers keep
 *     their dots: there they may be different mailboxes;
 *   - never when the inviter is the registrant: an inviter whose own e-mail normalises to
 *     the same mailbox, or an inviter account registered on the site from the same address
 *     (IP) within site.inviteRewards.inviteeLimits.sameAddressHours;
 *   - within the inviter's caps (inviteeLimits): perInviterPerDay rewarded invitees in
 *     any 24 hours, perInviterTotal in all.
 * The registration itself always succeeds: a withheld reward is only recorded, with its
 * reason, in web_invitee_rewards, and the answer tells the player in general terms.
 *
 * Exactly once under concurrency (runs inside the registration's transaction):
 *   - the inviter's game account row is locked (MySQL SELECT ... FOR UPDATE; SQLite runs
 *     one transaction at a time), so registrations naming one inviter are decided one
 *     after another and the caps hold;
 *   - web_invitee_rewards.paid_email (the normalised e-mail, set only when paid) is unique:
 *     of two registrations of one mailbox racing, one row is paid; the other's insert is
 *     ignored and it is recorded as withheld ('email_used').
 */
import { sql, type Transaction } from 'kysely';
import { dialectOf } from '../db';
import type { Database } from '../db/schema';
import { toDbTime } from '../db/time';
import { site } from '../../config/site';

type Trx = Transaction<Database>;

export type InviteeRewardWithheld = 'email_used' | 'own_account' | 'same_ip' | 'inviter_daily_cap' | 'inviter_total_cap';

/** The translation key telling the player, in general terms, why no invite reward was paid. */
export const WITHHELD_NOTE: Record<InviteeRewardWithheld, string> = {
  email_used: 'server.invite.rewardWithheld.emailUsed',
  own_account: 'server.invite.rewardWithheld.ownAccount',
  same_ip: 'server.invite.rewardWithheld.ownAccount',
  inviter_daily_cap: 'server.invite.rewardWithheld.inviterLimit',
  inviter_total_cap: 'server.invite.rewardWithheld.inviterLimit',
};

const GMAIL_DOMAINS = new Set(['gmail.com', 'googlemail.com']);

/** One mailbox, one text: lower case, no `+tag`, and no dots in a Gmail local part. */
export function normalizeEmail(email: string): string {
  const text = email.trim().toLowerCase();
  const at = text.lastIndexOf('@');
  if (at <= 0) return text.slice(0, 255);
  let local = text.slice(0, at);
  let domain = text.slice(at + 1).replace(/\.+$/, '');
  const plus = local.indexOf('+');
  if (plus > 0) local = local.slice(0, plus);
  if (GMAIL_DOMAINS.has(domain)) {
    domain = 'gmail.com';
    local = local.replace(/\./g, '');
  }
  return `${local}@${domain}`.slice(0, 255);
}

/** An address as compared: lower case, an IPv4 address mapped into IPv6 (::ffff:1.2.3.4) as plain IPv4. */
export function normalizeIp(ip: string | null | undefined): string | null {
  const text = ip?.trim().toLowerCase();
  if (!text) return null;
  return (text.startsWith('::ffff:') && text.includes('.') ? text.slice(7) : text).slice(0, 45);
}

export interface InviteeRewardInput {
  /** The account just created (in this transaction). */
  accountId: number;
  email: string;
  ip?: string;
  /** The account the registration is linked to (the invite code's owner, else the community inviter). */
  inviterId: number | null;
  /** Every inviter the registration named (code owner, community inviter). */
  namedInviterIds: number[];
  now: number;
}

export interface InviteeRewardResult {
  paid: boolean;
  withheld: InviteeRewardWithheld | null;
  nxCredit: number;
  rewardPoints: number;
}

async function countPaid(trx: Trx, inviterId: number, since?: string): Promise<number> {
  let q = trx
    .selectFrom('web_invitee_rewards')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('inviter_account_id', '=', inviterId)
    .where('paid_email', 'is not', null);
  if (since) q = q.where('created_at', '>', since);
  return Number((await q.executeTakeFirstOrThrow()).n);
}

/** Why the reward must be withheld, or null when it may be paid. */
async function withheldReason(trx: Trx, input: InviteeRewardInput, emailNorm: string, ip: string | null): Promise<InviteeRewardWithheld | null> {
  const limits = site.inviteRewards.inviteeLimits;
  const rewarded = await trx.selectFrom('web_invitee_rewards').select('account_id').where('paid_email', '=', emailNorm).executeTakeFirst();
  if (rewarded) return 'email_used';
  const inviters = input.namedInviterIds.length
    ? await trx
        .selectFrom('accounts as a')
        .leftJoin('web_registrations as r', 'r.account_id', 'a.id')
        .select(['a.id', 'a.email', 'r.ip', 'r.created_at'])
        .where('a.id', 'in', input.namedInviterIds)
        .execute()
    : [];
  if (inviters.some((i) => i.email && normalizeEmail(i.email) === emailNorm)) return 'own_account';
  const recent = toDbTime(input.now - limits.sameAddressHours * 3_600_000);
  if (ip && inviters.some((i) => normalizeIp(i.ip) === ip && i.created_at != null && i.created_at > recent)) return 'same_ip';
  if (input.inviterId != null) {
    if ((await countPaid(trx, input.inviterId)) >= limits.perInviterTotal) return 'inviter_total_cap';
    if ((await countPaid(trx, input.inviterId, toDbTime(input.now - 86_400_000))) >= limits.perInviterPerDay) return 'inviter_daily_cap';
  }
  return null;
}

/**
 * Decides the invitee reward of a registration that named an inviter or an invite code,
 * records it and, when paid, credits the new account; inside the registration's transaction.
 */
export async function settleInviteeReward(trx: Trx, input: InviteeRewardInput): Promise<InviteeRewardResult> {
  const emailNorm = normalizeEmail(input.email);
  const ip = normalizeIp(input.ip);
  // Registrations naming the same inviter are decided one at a time (ids in order: no deadlock between two).
  if (dialectOf(trx) === 'mysql') {
    for (const id of [...new Set(input.namedInviterIds)].sort((a, b) => a - b)) {
      await sql`select id from accounts where id = ${id} for update`.execute(trx);
    }
  }
  const reward = site.inviteRewards.invitee;
  let withheld = await withheldReason(trx, input, emailNorm, ip);
  const row = {
    account_id: input.accountId,
    inviter_account_id: input.inviterId,
    email_norm: emailNorm,
    ip,
    created_at: toDbTime(input.now),
  };
  if (!withheld) {
    // The unique paid_email: a concurrent registration of the same mailbox that was paid first wins.
    const paid = await trx
      .insertInto('web_invitee_rewards')
      .orIgnore()
      .values({ ...row, paid_email: emailNorm, nx_credit: reward.nxCredit, reward_points: reward.rewardPoints, withheld: null })
      .executeTakeFirst();
    if (Number(paid.numInsertedOrUpdatedRows ?? 0) === 1) {
      // The account was created in this transaction, offline: credited directly.
      await trx
        .updateTable('accounts')
        .set({ nxCredit: reward.nxCredit, rewardpoints: reward.rewardPoints })
        .where('id', '=', input.accountId)
        .execute();
      return { paid: true, withheld: null, nxCredit: reward.nxCredit, rewardPoints: reward.rewardPoints };
    }
    withheld = 'email_used';
  }
  await trx.insertInto('web_invitee_rewards').values({ ...row, paid_email: null, nx_credit: 0, reward_points: 0, withheld }).execute();
  return { paid: false, withheld, nxCredit: 0, rewardPoints: 0 };
}
