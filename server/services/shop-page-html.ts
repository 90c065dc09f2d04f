/**
 * The page sent for /shop (docs/performance.md, "App shell"): the shell's poster slot
 * filled with the first poster players see now and that picture preloaded in <head>
 * (config/shopPosterSlot.ts), so a phone paints the poster (the shop's largest element)
 * with the first response instead of after the app has loaded, rendered the page and
 * fetched the posters. Sent through shell-page-html.ts (caching, compression, ETag).
 *
 * - The posters are read through listPosters (their display window, their order: the
 *   carousel's first slide), at most once per SHOP_PAGE_POSTER_CACHE_MS, not per view;
 *   concurrent requests share one read.
 * - No poster, a first poster without a picture or a database error: no fill, and the
 *   plain index.html is sent (the page as before).
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db';
import { DEFAULT_LANG } from '../../locales';
import { SHOP_POSTER_SLOT, filledPosterSlot, posterPreload } from '../../config/shopPosterSlot';
import { listPosters } from './shop-catalogue';
import type { ShellFiller } from './shell-page-html';

/** How long the first poster is reused before the posters are read again. */
export const SHOP_PAGE_POSTER_CACHE_MS = 30_000;

/** The /shop slot's filler: the first poster's picture, read at most once per SHOP_PAGE_POSTER_CACHE_MS. */
export function shopPosterFiller(db: Db, log: FastifyBaseLogger, now: () => number = () => Date.now()): ShellFiller {
  let cached: { at: number; image: string | null } | null = null;
  let reading: Promise<string | null> | null = null;

  async function firstPicture(): Promise<string | null> {
    if (cached && now() - cached.at < SHOP_PAGE_POSTER_CACHE_MS) return cached.image;
    reading ??= listPosters(db, DEFAULT_LANG)
      .then((posters) => posters[0]?.image || null)
      .catch((err: unknown) => {
        // The page works without it: the app loads the posters itself.
        log.warn({ err }, 'shop page: the posters could not be read; sending the page without its first poster');
        return null;
      })
      .then((image) => {
        cached = { at: now(), image };
        return image;
      })
      .finally(() => {
        reading = null;
      });
    return reading;
  }

  return async () => {
    const image = await firstPicture();
    return image ? { slot: SHOP_POSTER_SLOT, content: filledPosterSlot(image), head: posterPreload(image) } : null;
  };
}
