/**
 * The console's Cards and billing endpoints (config/contract/admin-billing.ts). Generating,
 * voiding and charging may be refused with ADMIN_REAUTH_NEEDED (the screen wraps them in
 * useGuarded, which asks the password again and retries).
 */
import type {
  AdminAccountLedger,
  AdminCardBatch,
  AdminCardsPage,
  AdminCardsQuery,
  AdminCardVoided,
  AdminChargePreview,
  AdminChargeRun,
  AdminGenerateCardsBody,
} from '../../config/contract/admin-billing';
import type { BillingHistoryQuery } from '../../config/contract/billing';
import { api } from './client';

export type { AdminCardBatch, AdminCardRow, AdminCardState, AdminChargePreview, AdminChargeRun, AdminAccountLedger } from '../../config/contract/admin-billing';
export { ADMIN_CARD_SORTS, ADMIN_CARD_STATES, ADMIN_CARDS_MAX_COUNT } from '../../config/contract/admin-billing';

/** Leaves out empty filters, so the query string carries only what was asked. */
const query = <T extends object>(q: T) => Object.fromEntries(Object.entries(q).filter(([, v]) => v !== undefined && v !== null && v !== ''));

export const fetchCards = (q: AdminCardsQuery) => api<AdminCardsPage>('/api/v1/admin/billing/cards', { params: query(q) });
export const generateCards = (body: AdminGenerateCardsBody) => api<AdminCardBatch>('/api/v1/admin/billing/cards', { method: 'POST', data: query(body) });
export const voidCard = (code: string, reason?: string) =>
  api<AdminCardVoided>(`/api/v1/admin/billing/cards/${encodeURIComponent(code)}/void`, { method: 'POST', data: query({ reason }) });

export const fetchLedger = (accountId: number, q: BillingHistoryQuery) =>
  api<AdminAccountLedger>(`/api/v1/admin/billing/accounts/${accountId}/ledger`, { params: query(q) });

export const previewCharge = (day: string) => api<AdminChargePreview>('/api/v1/admin/billing/charge', { params: { day } });
export const runCharge = (day: string) => api<AdminChargeRun>('/api/v1/admin/billing/charge', { method: 'POST', data: { day } });
