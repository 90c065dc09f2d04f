/**
 * The shop's pure rules, shared by the page, the dialogs and the tests:
 * the browse state in the URL (?keyword&category&page, plus ?orders=1 to open "my orders"),
 * the category groups, currencies and the account's balance, totals and the balance an
 * order leaves, expiration wording, the birthday format, and idempotency keys.
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

export const balanceOf = (balance: Partial<ShopBalance> | null | undefined, currency: string): number | null => {
  const field = BALANCE_FIELD[currency as ShopCurrency];
  const v = field ? balance?.[field] : undefined;
  return typeof v === 'number' ? v : null;
};

/** Quantity allowed for an item: 1 unless stackable, then 1..maxQuantity. */
export const maxQuantityOf = (item: Pick<ShopItem, 'stackable' | 'maxQuantity'>) => (item.stackable ? Math.max(1, item.maxQuantity) : 1);

export function clampQuantity(item: Pick<ShopItem, 'stackable' | 'maxQuantity'>, value: number | null | undefined): number {
  const max = maxQuantityOf(item);
  if (typeof value !== 'number' || !Number.isFinite(value)) return 1;
  return Math.min(max, Math.max(1, Math.floor(value)));
}

export const orderTotal = (item: Pick<ShopItem, 'price'>, quantity: number) => item.price * quantity;

/** What is left after paying `total` (negative: not enough), or null when the balance is unknown. */
export function remainingAfter(balance: Partial<ShopBalance> | null | undefined, currency: string, total: number): number | null {
  const have = balanceOf(balance, currency);
  return have === null ? null : have - total;
}

/* ------------------------------------------------------------------ wording */

/** Catalog key and values of an item's expiration ("permanent", "7 days", "12 hours"). */
export function expirationMessage(expiration: ShopItem['expiration']): { id: string; values?: Record<string, number> } {
  if (expiration.unit === 'permanent' || expiration.value <= 0) return { id: 'shop.expiration.permanent' };
  return { id: `shop.expiration.${expiration.unit}`, values: { count: expiration.value } };
}

/* ------------------------------------------------------------------ birthdays, keys */

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar date written YYYY-MM-DD (the game stores birthdays that way). */
export function isBirthday(value: string): boolean {
  const m = DATE.exec(value);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  return y >= 1900 && date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d;
}

export const GIFT_MESSAGE_MAX = 100;
export const RECEIVER_NAME_MAX = 13;

/** A fresh idempotency key (one per opened dialog: retries and double clicks reuse it). */
export function newIdempotencyKey(): string {
  const c = globalThis.crypto as Crypto | undefined;
  if (c && typeof c.randomUUID === 'function') return c.randomUUID();
  // Old browsers without randomUUID: 32 random hex digits.
  const bytes = new Uint8Array(16);
  if (c?.getRandomValues) c.getRandomValues(bytes);
  else for (let i = 0; i < bytes.length; i += 1) bytes[i] = Math.floor(Math.random() * 256);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** useRequest's onError: the component shows the failure itself. */
export const shownOnPage = () => undefined;
