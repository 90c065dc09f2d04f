/**
 * The console's Notices endpoints (config/contract/admin-notices.ts). Every call needs an
 * operator's token; none asks the password again (notices do not touch value).
 */
import type * as Contract from '../../config/contract/admin-notices';
import { api } from './client';

export type { AdminNotice, AdminNoticeBody, AdminNoticePreview, AdminNoticeRow, AdminNoticeState } from '../../config/contract/admin-notices';

/** The states and categories of the filters (literal: keeps TypeBox out of the console's bundle). */
export const NOTICE_STATES = ['draft', 'scheduled', 'published'] as const;
export const NOTICE_CATEGORY_KEYS = ['guide', 'event', 'maintenance', 'important'] as const;

/** Leaves out empty filters, so the query string carries only what was asked. */
const query = (q: object) => Object.fromEntries(Object.entries(q).filter(([, v]) => v !== undefined && v !== null && v !== ''));

const base = '/api/v1/admin/notices';
export const fetchNoticesForOperator = (q: Contract.AdminNoticesQuery) => api<Contract.AdminNoticesPage>(base, { params: query(q) });
export const fetchNoticeForOperator = (id: number) => api<Contract.AdminNotice>(`${base}/${id}`);
export const previewNotice = (body: Contract.AdminNoticePreviewBody) => api<Contract.AdminNoticePreview>(`${base}/preview`, { method: 'POST', data: body });
export const createNotice = (body: Contract.AdminNoticeBody) => api<Contract.AdminNoticeChanged>(base, { method: 'POST', data: body });
export const saveNotice = (id: number, body: Contract.AdminNoticeBody) => api<Contract.AdminNoticeChanged>(`${base}/${id}`, { method: 'PUT', data: body });
export const publishNotice = (id: number) => api<Contract.AdminNoticeChanged>(`${base}/${id}/publish`, { method: 'POST', data: {} });
export const scheduleNotice = (id: number, at: string) => api<Contract.AdminNoticeChanged>(`${base}/${id}/schedule`, { method: 'POST', data: { at } });
export const unpublishNotice = (id: number) => api<Contract.AdminNoticeChanged>(`${base}/${id}/unpublish`, { method: 'POST', data: {} });
export const deleteNotice = (id: number) => api<Contract.AdminNoticeDeleted>(`${base}/${id}`, { method: 'DELETE' });
