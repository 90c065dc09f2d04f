/**
 * Game-time billing endpoints (logged in): the balance and subscription, the ledger
 * history (paged, filtered by type and game-day range) and card redemption.
 * Contract: config/contract/billing.ts.
 */
import type {
  BillingHistory,
  BillingHistoryQuery,
  BillingLedgerRow,
  BillingLedgerType,
  BillingPlan,
  BillingStatus,
  BillingSummary,
  RedeemAnswer,
  Subscription,
} from '../../config/contract/billing';
import { BILLING_CARD_PATTERN } from '../../config/rules';
import { api } from './client';

export { BILLING_LEDGER_TYPES, BILLING_PLANS, BILLING_SOURCES, BILLING_STATUSES } from '../../config/accountLists';
export type { BillingHistory, BillingHistoryQuery, BillingLedgerRow, BillingLedgerType, BillingPlan, BillingStatus, BillingSummary, RedeemAnswer, Subscription };

/**
 * What a player typed, as the server stores it (spaces and dashes dropped, upper case,
 * dashed in fours), or null when it is not a card code: the server's own check.
 */
export function normalizeCardCode(input: string): string | null {
  const compact = input.replace(/[\s\-\u2010-\u2015]/g, '').toUpperCase();
  if (compact.length !== 16) return null;
  const dashed = [0, 4, 8, 12].map((i) => compact.slice(i, i + 4)).join('-');
  return BILLING_CARD_PATTERN.test(dashed) ? dashed : null;
}

/** GET /api/v1/billing/summary: balance in days, subscription, free-trial state. */
export function fetchBillingSummary(): Promise<BillingSummary> {
  return api<BillingSummary>('/api/v1/billing/summary');
}

/** GET /api/v1/billing/history: ledger rows, newest first; empty filters are left out. */
export function fetchBillingHistory(query: BillingHistoryQuery): Promise<BillingHistory> {
  const params: Record<string, unknown> = { page: query.page ?? 1, size: query.size ?? 10 };
  if (query.type) params.type = query.type;
  if (query.from) params.from = query.from;
  if (query.to) params.to = query.to;
  return api<BillingHistory>('/api/v1/billing/history', { method: 'GET', params });
}

/** POST /api/v1/billing/redeem: adds the card's days; refusals come as translated ApiErrors. */
export function redeemCard(cardCode: string): Promise<RedeemAnswer> {
  return api<RedeemAnswer>('/api/v1/billing/redeem', { method: 'POST', data: { cardCode } });
}
