/**
 * The category counts the server sent with the /shop page (config/shopCounts.ts): the
 * filter's numbers for the first render, before the first items answer. Read once per page
 * load and given up (the block removed) as soon as an items answer has come, so a later
 * visit within the app never shows counts older than the last answer.
 */
import type { ShopCategoryCount } from '@/services/shop';
import { SHOP_COUNTS_ID } from '../../../config/shopCounts';

let start: ShopCategoryCount[] | null = null;

function read(): ShopCategoryCount[] | null {
  const block = typeof document === 'undefined' ? null : document.getElementById(SHOP_COUNTS_ID);
  if (!block) return null;
  try {
    // Written by our own server (config/shopCounts.ts); anything else is ignored.
    const value: unknown = JSON.parse(block.textContent ?? '');
    return Array.isArray(value) && value.every((c) => Number.isInteger(c?.count)) ? (value as ShopCategoryCount[]) : null;
  } catch {
    return null;
  }
}

/** The counts sent with the page, or null (none sent, unreadable, or an answer has come since). */
export function startCounts(): ShopCategoryCount[] | null {
  start ??= read();
  return start;
}

/** An items answer has come: its counts are the ones to show from now on (the block is removed). */
export function dropStartCounts() {
  start = null;
  if (typeof document !== 'undefined') document.getElementById(SHOP_COUNTS_ID)?.remove();
}
