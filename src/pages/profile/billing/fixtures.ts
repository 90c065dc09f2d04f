/** Sample billing and invites answers for stories and tests (same shapes as the API). */
import type { BillingHistory, BillingHistoryQuery, BillingLedgerRow, BillingSummary, RedeemAnswer } from '@/services/billing';
import type { InviteClaimList, InviteOverview, InviteRewards, InviteeList } from '@/services/invites';

export const sampleSummary: BillingSummary = {
  balanceDays: 23,
  subscription: { plan: 'MONTH', status: 'active', startDate: '2026-11-02', endDate: '2026-12-17', remainingDays: 23, totalDays: 37, count: 2 },
  freeTrialLevel: 30,
  inTrial: false,
  today: '2026-11-25',
  chargedToday: true,
  lastChargeDate: '2026-11-25',
  historyTotal: 6,
};

export const sampleRows: BillingLedgerRow[] = [
  { id: 9, type: 'DAILY_CHARGE', days: -1, balanceAfter: 23, createdAt: '2026-11-25T02:10:00Z', date: '2026-11-25', source: 'daily', note: null },
  { id: 8, type: 'RECHARGE', days: 30, balanceAfter: 24, createdAt: '2026-11-20T09:30:00Z', date: '2026-11-20', source: 'card', note: 'MAPX-MNTH-CARD-2345' },
  { id: 7, type: 'ADJUSTMENT', days: 3, balanceAfter: -6, createdAt: '2026-11-18T11:00:00Z', date: '2026-11-18', source: 'invite', note: 'lv30 · maple02' },
  { id: 6, type: 'DAILY_CHARGE', days: -1, balanceAfter: -9, createdAt: '2026-11-17T01:00:00Z', date: '2026-11-17', source: 'daily', note: null },
  { id: 5, type: 'ADJUSTMENT', days: -2, balanceAfter: -8, createdAt: '2026-11-10T08:00:00Z', date: '2026-11-10', source: 'operator', note: 'Refund' },
  { id: 4, type: 'RECHARGE', days: 7, balanceAfter: 7, createdAt: '2026-11-02T08:00:00Z', date: '2026-11-02', source: 'card', note: 'MAPX-WEEK-CARD-2345' },
];

/** A history answer filtered and paged like the server's. */
export async function sampleHistory(q: BillingHistoryQuery): Promise<BillingHistory> {
  const page = q.page ?? 1;
  const size = q.size ?? 10;
  const rows = sampleRows.filter((r) => (!q.type || r.type === q.type) && (!q.from || r.date >= q.from) && (!q.to || r.date <= q.to));
  return { items: rows.slice((page - 1) * size, page * size), total: rows.length, page, size };
}

export const sampleRedeem: RedeemAnswer = {
  code: 'MAPX-WEEK-CARD-2345',
  days: 7,
  balanceDays: 30,
  subscription: { ...sampleSummary.subscription, remainingDays: 30, totalDays: 44 },
};

export const sampleOverview: InviteOverview = {
  codes: [
    { code: 'MAPLE7K2Q', link: '/auth/register?invite=MAPLE7K2Q', source: 'apply', createdAt: '2026-10-01T08:00:00Z', expiresAt: null, used: false, usedAt: null, usedBy: null },
    { code: 'SHOP88XY', link: '/auth/register?invite=SHOP88XY', source: 'shop', createdAt: '2026-09-12T08:00:00Z', expiresAt: null, used: true, usedAt: '2026-09-20T10:00:00Z', usedBy: 'maple02' },
  ],
  totalInvited: 3,
  maxInvites: 10,
  remaining: 6,
  apply: { requiredLevel: 200, everyDays: 45, bestLevel: 120, bestCharacterId: 1, canApply: false, lastAppliedAt: '2026-10-01T08:00:00Z', nextApplyAt: null },
  availableRewards: 2,
  lastSyncAt: '2026-11-24T12:00:00Z',
  nextSyncAt: null,
};

export const sampleInvitees: InviteeList = {
  items: [
    { inviteeId: 11, username: 'maple02', registeredAt: '2026-09-20T10:00:00Z', lastActiveAt: '2026-11-24T21:00:00Z', maxLevel: 72, characters: 2, invitedAt: '2026-09-20T10:00:00Z', code: 'SHOP88XY', syncedAt: '2026-11-24T12:00:00Z' },
    { inviteeId: 12, username: 'henesys_kid', registeredAt: '2026-10-05T10:00:00Z', lastActiveAt: '2026-11-20T08:00:00Z', maxLevel: 35, characters: 1, invitedAt: '2026-10-05T10:00:00Z', code: 'OLD55AA', syncedAt: '2026-11-24T12:00:00Z' },
    { inviteeId: 13, username: 'newbie77', registeredAt: '2026-11-21T10:00:00Z', lastActiveAt: null, maxLevel: 0, characters: 0, invitedAt: '2026-11-21T10:00:00Z', code: null, syncedAt: null },
  ],
  total: 3,
  page: 1,
  size: 10,
};

export const sampleRewards: InviteRewards = {
  milestones: [
    { milestone: 'lv30', level: 30, type: 'game_time_days', amount: 3 },
    { milestone: 'lv70', level: 70, type: 'reward_points', amount: 500 },
    { milestone: 'lv120', level: 120, type: 'vote_points', amount: 20 },
  ],
  available: [
    { inviteeId: 11, username: 'maple02', milestone: 'lv70', level: 70, type: 'reward_points', amount: 500 },
    { inviteeId: 12, username: 'henesys_kid', milestone: 'lv30', level: 30, type: 'game_time_days', amount: 3 },
  ],
};

export const sampleClaims: InviteClaimList = {
  items: [
    { id: 1, inviteeId: 11, username: 'maple02', milestone: 'lv30', type: 'game_time_days', amount: 3, delivery: 'ledger', claimedAt: '2026-11-18T11:00:00Z' },
  ],
  total: 1,
  page: 1,
  size: 10,
};
