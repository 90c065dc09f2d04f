/**
 * The shop's pure rules the page itself needs (the dialogs' own are in dialogs/orderRules.ts):
 * the browse state in the URL (?keyword&category&page, plus ?orders=1 to open "my orders"),
 * the category groups, currencies and the balance field of each, and expiration wording.
 */
import type { ShopBalance, ShopCurrency, ShopItem } from '@/services/shop';
import { CATEGORY_GROUPS } from '../library/categories';

export interface ShopBrowseState {
  keyword: string;
  category: string;
  page: number;
  /** "My orders" open (?orders=1, the link the profile points to). */
  orders: boolean;
}

export const SHOP_PAGE_SIZE = 24;
export const MAX_KEYWORD_LENGTH = 50;
const MAX_PAGE = 10_000;

/** Site goods (invite codes) have their own category next to the library's. */
export const SITE_CATEGORY = 'Site';

export type ShopGroup = 'equipment' | 'items' | 'site';

/** The library's categories a shop can sell, in the library's order, plus site goods. */
export const SHOP_CATEGORY_GROUPS: { group: ShopGroup; categories: string[] }[] = [
  { group: 'equipment', categories: CATEGORY_GROUPS[0].categories.filter((c) => c !== 'Hair' && c !== 'Face') },
  { group: 'items', categories: CATEGORY_GROUPS[1].categories },
  { group: 'site', categories: [SITE_CATEGORY] },
];
const KNOWN_CATEGORIES = SHOP_CATEGORY_GROUPS.flatMap((g) => g.categories);
export const isShopCategory = (value: string) => KNOWN_CATEGORIES.includes(value);

/** Catalog key of a category's name (the library's labels; site goods their own). */
export const categoryLabelKey = (category: string) => (category === SITE_CATEGORY ? 'shop.category.Site' : `category.${category}`);


export function parseShopQuery(search: string): ShopBrowseState {
  const q = new URLSearchParams(search);
  const keyword = (q.get('keyword') ?? '').trim().slice(0, MAX_KEYWORD_LENGTH);
  const raw = (q.get('category') ?? '').trim();
  const category = isShopCategory(raw) ? raw : '';
  const n = Number(q.get('page'));
  const page = Number.isInteger(n) && n > 1 ? Math.min(MAX_PAGE, n) : 1;
  return { keyword, category, page, orders: q.get('orders') === '1' };
}

export function shopQueryString(state: Partial<ShopBrowseState>): string {
  const q = new URLSearchParams();
  const keyword = (state.keyword ?? '').trim();
  if (keyword) q.set('keyword', keyword);
  if (state.category) q.set('category', state.category);
  if (state.page && state.page > 1) q.set('page', String(state.page));
  if (state.orders) q.set('orders', '1');
  const s = q.toString();
  return s ? `?${s}` : '';
}

/* ------------------------------------------------------------------ money */

export const CURRENCIES: ShopCurrency[] = ['nx_credit', 'maple_point', 'vote_points', 'reward_points'];

/** Which balance field pays in a currency. */
export const BALANCE_FIELD: Record<ShopCurrency, keyof ShopBalance> = {
  nx_credit: 'nxCredit',
  maple_point: 'maplePoint',
  vote_points: 'votePoints',
  reward_points: 'rewardPoints',
};

/* ------------------------------------------------------------------ wording */

/** Catalog key and values of an item's expiration ("permanent", "7 days", "12 hours"). */
export function expirationMessage(expiration: ShopItem['expiration']): { id: string; values?: Record<string, number> } {
  if (expiration.unit === 'permanent' || expiration.value <= 0) return { id: 'shop.expiration.permanent' };
  return { id: `shop.expiration.${expiration.unit}`, values: { count: expiration.value } };
}

/** useRequest's onError: the component shows the failure itself. */
export const shownOnPage = () => undefined;
