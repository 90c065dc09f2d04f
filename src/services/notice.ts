/**
 * Notice endpoints (config/contract/notice.ts):
 *   GET /api/v1/notice?category&page&size -> {items, total, page, size}
 *   GET /api/v1/notice/{id}               -> detail (sanitized HTML body); 404 'Notice not found or deleted'
 * Answers come in the language of the request (Accept-Language from the stored language).
 */
import { api } from './client';
import type { NoticeCategory, NoticeDetail, NoticeList, NoticeSummary } from '../../config/contract/notice';

export type { NoticeCategory, NoticeDetail, NoticeList, NoticeSummary };
export type NoticeCategoryFilter = NoticeCategory | 'all';

/** Same list as the contract's NOTICE_CATEGORIES, with 'all' first (literal: keeps TypeBox out of the page bundle). */
export const NOTICE_FILTERS: NoticeCategoryFilter[] = ['all', 'guide', 'event', 'maintenance', 'important'];
/** Notices per "load more". */
export const NOTICE_PAGE_SIZE = 6;

export function fetchNotices(query: { category?: NoticeCategoryFilter; page?: number; size?: number } = {}): Promise<NoticeList> {
  const params: Record<string, string | number> = {
    page: query.page ?? 1,
    size: query.size ?? NOTICE_PAGE_SIZE,
  };
  if (query.category && query.category !== 'all') params.category = query.category;
  return api<NoticeList>('/api/v1/notice', { method: 'GET', params });
}

export function fetchNotice(id: number | string): Promise<NoticeDetail> {
  return api<NoticeDetail>(`/api/v1/notice/${encodeURIComponent(String(id))}`, { method: 'GET' });
}
