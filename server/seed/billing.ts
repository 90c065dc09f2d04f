/**
 * Demo game time and invites, written inside the demo world's transaction (./index.ts):
 *
 * - demo01's ledger over the last weeks: a 30-day card, days played (daily charges), an
 *   operator adjustment, a 7-day card, invite reward days: an active subscription;
 * - cards: the used ones behind demo01's recharges, and unused demo cards anyone can
 *   redeem on a demo site (DEMO_CARDS; docs/operations.md, "Game time and invites"), one expired;
 * - demo01 as an inviter: invitees picked among the generated accounts at several levels
 *   (their codes, registrations and synced progress), some rewards claimed, others
 *   waiting, and one unused invite code (DEMO_INVITE_CODE).
 *
 * Dates are relative to the time of seeding, so the subscription is current whenever the
 * demo site starts.
 */
import type { Db } from '../db';
import { gameDayOf, toDbTime } from '../db/time';
import { site } from '../../config/site';
import { newCardCode } from '../services/codes';
import { insertRows } from './world';
import { DEFAULT_GAME_TIMEZONE } from '../config';
import { DEMO_ACCOUNT, DEMO_CARD_DAYS, DEMO_CARDS, DEMO_CLAIMS, DEMO_INVITE_CODE, demoInviteeCode, demoLedger } from './demo-data';

export { DEMO_CARDS, DEMO_INVITE_CODE } from './demo-data';

const DAY = 86_400_000;

export async function seedBilling(db: Db, o: { now?: number; timezone?: string } = {}): Promise<Record<string, number>> {
  const now = o.now ?? Date.now();
  const tz = o.timezone ?? DEFAULT_GAME_TIMEZONE;
  const dayAgo = (n: number) => gameDayOf(tz, now - n * DAY);
  const at = (n: number, hour = 12) => toDbTime(now - n * DAY + (hour - 12) * 3_600_000);
  const demo = await db.selectFrom('accounts').select('id').where('name', '=', DEMO_ACCOUNT.username).executeTakeFirst();
  if (!demo) return { ledger: 0, cards: 0, invitees: 0 };
  const demoId = demo.id;

  /* cards: two used by demo01, the unused demo cards, one expired */
  const monthCard = newCardCode();
  const weekCard = newCardCode();
  await insertRows(db, 'web_billing_cards', [
    { code: monthCard, days: 30, batch: 'demo', note: null, created_at: at(40), expires_at: null, used_at: at(30), used_by_account_id: demoId, voided_at: null },
    { code: weekCard, days: 7, batch: 'demo', note: null, created_at: at(40), expires_at: null, used_at: at(6), used_by_account_id: demoId, voided_at: null },
    { code: DEMO_CARDS.week, days: DEMO_CARD_DAYS[DEMO_CARDS.week], batch: 'demo', note: 'demo card', created_at: at(40), expires_at: null, used_at: null, used_by_account_id: null, voided_at: null },
    { code: DEMO_CARDS.month, days: DEMO_CARD_DAYS[DEMO_CARDS.month], batch: 'demo', note: 'demo card', created_at: at(40), expires_at: null, used_at: null, used_by_account_id: null, voided_at: null },
    { code: DEMO_CARDS.expired, days: DEMO_CARD_DAYS[DEMO_CARDS.expired], batch: 'demo', note: 'demo card (expired)', created_at: at(40), expires_at: at(1), used_at: null, used_by_account_id: null, voided_at: null },
    ...Array.from({ length: 3 }, () => ({ code: newCardCode(), days: 30, batch: 'demo', note: null, created_at: at(40), expires_at: null, used_at: null, used_by_account_id: null, voided_at: null })),
  ]);
  const cardIds = new Map(
    (await db.selectFrom('web_billing_cards').select(['id', 'code']).where('code', 'in', [monthCard, weekCard]).execute()).map((r) => [r.code, r.id]),
  );

  /* invitees: generated accounts whose best character falls in each band */
  const best = await db
    .selectFrom('characters')
    .select(['accountid', (eb) => eb.fn.max<number>('level').as('m'), (eb) => eb.fn.countAll<number>().as('n'), (eb) => eb.fn.max<string>('lastLogoutTime').as('seen')])
    .where('accountid', '>', demoId)
    .where('gm', '=', 0)
    .groupBy('accountid')
    .orderBy('accountid')
    .execute();
  const bands: Array<[number, number]> = [[120, 999], [70, 100], [50, 70], [20, 50], [1, 20]];
  const picked: Array<{ id: number; level: number; chars: number; seen: string | null }> = [];
  for (const [lo, hi] of bands) {
    const hit = best.find((b) => Number(b.m) >= lo && Number(b.m) < hi && !picked.some((p) => p.id === Number(b.accountid)));
    if (hit) picked.push({ id: Number(hit.accountid), level: Number(hit.m), chars: Number(hit.n), seen: hit.seen ? String(hit.seen) : null });
  }
  const taken = new Set(
    (await db.selectFrom('web_registrations').select('account_id').where('account_id', 'in', picked.length ? picked.map((p) => p.id) : [0]).execute()).map((r) =>
      Number(r.account_id),
    ),
  );
  const invitees = picked.filter((p) => !taken.has(p.id));
  const codes = invitees.map((_, i) => demoInviteeCode(i));
  await insertRows(db, 'web_invite_codes', [
    ...invitees.map((p, i) => ({ code: codes[i], owner_account_id: demoId, created_at: at(60 - i), expires_at: null, used_by_account_id: p.id, used_at: at(58 - i), source: 'apply' })),
    { code: DEMO_INVITE_CODE, owner_account_id: demoId, created_at: at(5), expires_at: null, used_by_account_id: null, used_at: null, source: 'apply' },
  ]);
  await insertRows(
    db,
    'web_registrations',
    invitees.map((p, i) => ({ account_id: p.id, invitation_code: codes[i], community_invitation: null, inviter_account_id: demoId, ip: null, created_at: at(58 - i) })),
  );
  await insertRows(
    db,
    'web_invite_progress',
    invitees.map((p) => ({ invitee_account_id: p.id, inviter_account_id: demoId, max_level: p.level, characters: p.chars, last_active_at: p.seen, synced_at: at(2) })),
  );
  await insertRows(db, 'web_invite_accounts', [{ account_id: demoId, last_apply_at: at(5), last_sync_at: at(2) }]);

  /* claims of the best invitee: two point rewards and the level-70 game days; the rest waits */
  const top = invitees[0];
  const claims = top ? DEMO_CLAIMS : [];
  const rewards = site.inviteRewards.inviter;
  if (top) {
    await insertRows(
      db,
      'web_invite_claims',
      claims.map((c, i) => {
        const m = rewards.find((r) => r.milestone === c.milestone)!;
        return { inviter_account_id: demoId, invitee_account_id: top.id, milestone: m.milestone, reward_type: m.type, amount: m.amount, delivery: c.delivery, created_at: at(20 - i) };
      }),
    );
  }
  const inviteClaim = top
    ? await db.selectFrom('web_invite_claims').select(['id', 'amount']).where('inviter_account_id', '=', demoId).where('milestone', '=', 'level70').executeTakeFirst()
    : undefined;

  /* demo01's ledger, oldest first, with the running balance */
  const cardOf = { month: monthCard, week: weekCard };
  const entries = demoLedger(inviteClaim ? Number(inviteClaim.amount) : null).map((e) => ({
    n: e.daysAgo,
    type: e.type,
    days: e.days,
    source: e.source,
    charge: e.type === 'DAILY_CHARGE',
    ref: e.card ? `card:${cardIds.get(cardOf[e.card])}` : e.source === 'invite' ? `invite:${inviteClaim!.id}` : undefined,
    note: e.card ? cardOf[e.card] : (e.note ?? undefined),
  }));
  let balance = 0;
  const rows = entries.map((e) => {
    balance += e.days;
    return {
      account_id: demoId,
      type: e.type,
      days: e.days,
      balance_after: balance,
      day: dayAgo(e.n),
      charge_date: e.charge ? dayAgo(e.n) : null,
      source: e.source,
      ref: e.ref ?? null,
      note: e.note ?? null,
      created_at: at(e.n, e.charge ? 23 : 12),
    };
  });
  await insertRows(db, 'web_billing_ledger', rows);
  await insertRows(db, 'web_billing_accounts', [{ account_id: demoId, balance_days: balance, updated_at: toDbTime(now) }]);
  return { ledger: rows.length, cards: 8, invitees: invitees.length };
}
