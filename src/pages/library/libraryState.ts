/**
 * The search state in the URL (?keyword&categories=Cap,Weapon&page=2), so a search can be
 * shared and Back returns to it. The search runs only with a keyword and at least one category.
 */
import type { LibraryCategory } from '@/services/library';
import { ALL_CATEGORIES, isCategory } from './categories';

export interface LibrarySearchState {
  keyword: string;
  categories: LibraryCategory[];
  page: number;
}

export const LIBRARY_PAGE_SIZE = 20;
const MAX_PAGE = 10_000;
/** Longest keyword sent (the API refuses longer ones). */
export const MAX_KEYWORD_LENGTH = 50;

export function parseLibraryQuery(search: string): LibrarySearchState {
  const q = new URLSearchParams(search);
  const keyword = (q.get('keyword') ?? '').trim().slice(0, MAX_KEYWORD_LENGTH);
  const wanted = new Set(
    q
      .getAll('categories')
      .flatMap((v) => v.split(','))
      .map((v) => v.trim())
      .filter(isCategory),
  );
  // Form order, no duplicates.
  const categories = ALL_CATEGORIES.filter((c) => wanted.has(c));
  const n = Number(q.get('page'));
  const page = Number.isInteger(n) && n > 1 ? Math.min(MAX_PAGE, n) : 1;
  return { keyword, categories, page };
}

export function libraryQueryString(state: LibrarySearchState): string {
  const q = new URLSearchParams();
  const keyword = state.keyword.trim();
  if (keyword) q.set('keyword', keyword);
  if (state.categories.length) q.set('categories', state.categories.join(','));
  if (state.page > 1) q.set('page', String(state.page));
  const s = q.toString().replace(/%2C/g, ',');
  return s ? `?${s}` : '';
}

/** Whether a search may run: a keyword and at least one category (else the form shows the rule). */
export const canSearch = (state: Pick<LibrarySearchState, 'keyword' | 'categories'>) =>
  state.keyword.trim().length > 0 && state.categories.length > 0;

/** The detail page of an entry. */
export const detailPath = (kind: string, id: number | string) => `/library/${kind}/${id}`;

/** useRequest's onError: the page shows the failure itself (without one, ahooks logs it to the console). */
export const shownOnPage = () => undefined;
