/**
 * The page sent for /shop (docs/performance.md, "App shell"), through shell-page-html.ts
 * (caching, compression, ETag), with what the shop's first screen needs and would
 * otherwise wait for the app to fetch:
 * - the first poster players see now (the shop's largest element) in the shell's poster
 *   slot, and that picture preloaded in <head> (config/shopPosterSlot.ts), so a phone paints
 *   it with the first response;
 * - the whole catalogue's category counts as a data block in <head> (config/shopCounts.ts),
 *   so the filter draws its categories and numbers once, not again when the items come.
 *
 * - Both are read (the posters through listPosters: their display window, their order),
 *   at most once per SHOP_PAGE_CACHE_MS, not per view; concurrent requests share one read.
 * - A part that cannot be read (a database error), a first poster without a picture or an
 *   empty catalogue is left out; with neither, the plain index.html is sent.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db';
import { DEFAULT_LANG } from '../../locales';
import { SHOP_POSTER_SLOT, filledPosterSlot, posterPreload } from '../../config/shopPosterSlot';
import { shopCountsData } from '../../config/shopCounts';
import type { ShopItemsPage } from '../../config/contract/shop';
import { listPosters, shopCategoryCounts } from './shop-catalogue';
import type { ShellFiller } from './shell-page-html';

/** How long the poster and the counts are reused before they are read again. */
export const SHOP_PAGE_CACHE_MS = 30_000;

interface ShopStart {
  image: string | null;
  counts: ShopItemsPage['categories'] | null;
}

/** The /shop filler: the first poster and the category counts, read at most once per SHOP_PAGE_CACHE_MS. */
export function shopPageFiller(db: Db, log: FastifyBaseLogger, now: () => number = () => Date.now()): ShellFiller {
  let cached: { at: number; start: ShopStart } | null = null;
  let reading: Promise<ShopStart> | null = null;

  // The page works without either part: the app then loads it itself.
  const unread = (what: string) => (err: unknown) => {
    log.warn({ err }, `shop page: the ${what} could not be read; sending the page without them`);
    return null;
  };

  async function start(): Promise<ShopStart> {
    if (cached && now() - cached.at < SHOP_PAGE_CACHE_MS) return cached.start;
    reading ??= Promise.all([
      listPosters(db, DEFAULT_LANG).then((posters) => posters[0]?.image || null, unread('posters')),
      shopCategoryCounts(db).then((counts) => (counts.length > 0 ? counts : null), unread('category counts')),
    ])
      .then(([image, counts]) => {
        cached = { at: now(), start: { image, counts } };
        return cached.start;
      })
      .finally(() => {
        reading = null;
      });
    return reading;
  }

  return async () => {
    const { image, counts } = await start();
    if (!image && !counts) return null;
    return {
      slot: SHOP_POSTER_SLOT,
      content: image ? filledPosterSlot(image) : SHOP_POSTER_SLOT,
      head: (image ? posterPreload(image) : '') + (counts ? shopCountsData(counts) : ''),
    };
  };
}
