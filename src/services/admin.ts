/**
 * The operator console's endpoints (config/contract/admin.ts). Every call needs an
 * operator's token; actions that change accounts or value may be refused with
 * ADMIN_REAUTH_NEEDED (the console asks the password again: pages/admin/components/Reauth).
 */
import type {
  AdminAccountChanged,
  AdminAccountDetail,
  AdminAccountsPage,
  AdminAccountsQuery,
  AdminAdjustBody,
  AdminAdjusted,
  AdminAuditPage,
  AdminAuditQuery,
  AdminReauthAnswer,
  AdminResetMailSent,
} from '../../config/contract/admin';
import { ErrorCode } from '../../config/codes';
import { api } from './client';

export type { AdminAccountDetail, AdminAccountRow, AdminAuditRow, AdminCurrency } from '../../config/contract/admin';
export { ADMIN_CURRENCIES } from '../../config/contract/admin';

export const ADMIN_REAUTH_NEEDED = ErrorCode.ADMIN_REAUTH_NEEDED;

/** Leaves out empty filters, so the query string carries only what was asked. */
function query<T extends object>(q: T): Record<string, unknown> {
  return Object.fromEntries(Object.entries(q).filter(([, v]) => v !== undefined && v !== null && v !== ''));
}

export const confirmPassword = (password: string) => api<AdminReauthAnswer>('/api/v1/admin/reauth', { method: 'POST', data: { password } });

export const fetchAccounts = (q: AdminAccountsQuery) => api<AdminAccountsPage>('/api/v1/admin/accounts', { params: query(q) });
export const fetchAccount = (id: number) => api<AdminAccountDetail>(`/api/v1/admin/accounts/${id}`);

const action = (id: number, name: string, data: object) => api<AdminAccountChanged>(`/api/v1/admin/accounts/${id}/${name}`, { method: 'POST', data });
export const banAccount = (id: number, reason: string) => action(id, 'ban', { reason });
export const tempBanAccount = (id: number, reason: string, until: string) => action(id, 'tempban', { reason, until });
export const unbanAccount = (id: number, reason?: string) => action(id, 'unban', query({ reason }));
export const unlockAccount = (id: number, reason?: string) => action(id, 'unlock', query({ reason }));
export const adjustAccount = (id: number, body: AdminAdjustBody) =>
  api<AdminAdjusted>(`/api/v1/admin/accounts/${id}/adjust`, { method: 'POST', data: body });
export const sendResetMail = (id: number, reason?: string) =>
  api<AdminResetMailSent>(`/api/v1/admin/accounts/${id}/reset-mail`, { method: 'POST', data: query({ reason }) });

export const fetchAudit = (q: AdminAuditQuery) => api<AdminAuditPage>('/api/v1/admin/audit', { params: query(q) });
/** The CSV export's address with the same filters (downloaded with the token by downloadCsv). */
export const auditCsvPath = (q: AdminAuditQuery) => `/api/v1/admin/audit.csv?${new URLSearchParams(query(q) as Record<string, string>)}`;
