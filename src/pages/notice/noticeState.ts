/**
 * Notice list state in the URL (?category&count): the category tab and how many
 * notices were loaded, so Back from a notice returns to the same place.
 * Also: time formatting and the list's scroll position kept for Back.
 */
import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc';
import { NOTICE_FILTERS, NOTICE_PAGE_SIZE, type NoticeCategoryFilter } from '@/services/notice';

dayjs.extend(utc);

export interface NoticeListState {
  category: NoticeCategoryFilter;
  /** Notices loaded so far (a multiple of the page size, at least one page). */
  count: number;
}

const MAX_COUNT = 500;

export function parseNoticeQuery(search: string): NoticeListState {
  const q = new URLSearchParams(search);
  const raw = q.get('category') ?? 'all';
  const category = (NOTICE_FILTERS as string[]).includes(raw) ? (raw as NoticeCategoryFilter) : 'all';
  const n = Number(q.get('count'));
  const count = Number.isInteger(n) && n > NOTICE_PAGE_SIZE ? Math.min(MAX_COUNT, n) : NOTICE_PAGE_SIZE;
  return { category, count };
}

export function noticeQueryString(state: NoticeListState): string {
  const q = new URLSearchParams();
  if (state.category !== 'all') q.set('category', state.category);
  if (state.count > NOTICE_PAGE_SIZE) q.set('count', String(state.count));
  const s = q.toString();
  return s ? `?${s}` : '';
}

/** Pages of NOTICE_PAGE_SIZE needed to show `count` notices. */
export const pagesFor = (count: number) => Math.max(1, Math.ceil(count / NOTICE_PAGE_SIZE));

/** UTC database time 'YYYY-MM-DD HH:mm:ss' shown in the visitor's local time. */
export function formatNoticeTime(text: string, withTime = true): string {
  const d = dayjs.utc(text.replace(' ', 'T'));
  if (!d.isValid()) return text;
  return d.local().format(withTime ? 'YYYY-MM-DD HH:mm' : 'YYYY-MM-DD');
}

const SCROLL_KEY = 'notice-list-scroll';

/** Remembers where the list was scrolled for the list URL (called before opening a notice). */
export function rememberListScroll(listUrl: string) {
  try {
    sessionStorage.setItem(SCROLL_KEY, JSON.stringify({ url: listUrl, y: window.scrollY }));
  } catch {
    /* private mode: no restore */
  }
}

/** The remembered scroll position for this list URL, once. */
export function takeListScroll(listUrl: string): number | null {
  try {
    const raw = sessionStorage.getItem(SCROLL_KEY);
    if (!raw) return null;
    const saved = JSON.parse(raw) as { url: string; y: number };
    if (saved.url !== listUrl) return null;
    sessionStorage.removeItem(SCROLL_KEY);
    return saved.y;
  } catch {
    return null;
  }
}
