/**
 * The shop's category counts sent with the /shop page (docs/performance.md, "App shell").
 *
 * The filter shows each category with its number of items and leaves out the empty ones;
 * without the numbers it can only show every category, then rewrap when the first items
 * answer brings them. So the server puts the whole catalogue's counts (what the filter shows
 * with no keyword) in the page's <head> as a JSON data block, which the shop reads on its
 * first render (src/pages/shop/startCounts.ts). A data block is never run, so the CSP's
 * script hashes do not concern it. Shared by the server and the app: both use this id.
 */

/** The data block's element id. */
export const SHOP_COUNTS_ID = 'shop-category-counts';

/** The data block: `[{"category":"Cap","count":2},…]`, with `<` escaped so no text can close it. */
export function shopCountsData(counts: { category: string; count: number }[]): string {
  const json = JSON.stringify(counts).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${SHOP_COUNTS_ID}">${json}</script>`;
}
