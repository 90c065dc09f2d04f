/**
 * The buy and gift dialogs' pure rules (apart from the page, which does not need them):
 * the balance in a currency, the quantity an item allows, totals and the balance an order
 * leaves, the birthday format, the gift's limits, and idempotency keys.
 */
import type { ShopBalance, ShopItem } from '@/services/shop';
import { BALANCE_FIELD } from '../shopState';

export const balanceOf = (balance: Partial<ShopBalance> | null | undefined, currency: string): number | null => {
  const field = BALANCE_FIELD[currency as keyof typeof BALANCE_FIELD];
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
