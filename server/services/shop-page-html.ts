/**
 * The page sent for /shop (docs/performance.md, "App shell"): the built index.html with
 * the shell's poster slot filled with the first poster players see now and that picture
 * preloaded in <head> (config/shopPosterSlot.ts), so a phone paints the poster (the
 * shop's largest element) with the first response instead of after the app has loaded,
 * rendered the page and fetched the posters.
 *
 * - The posters are read through listPosters (their display window, their order: the
 *   carousel's first slide), at most once per SHOP_PAGE_POSTER_CACHE_MS, not per view;
 *   concurrent requests share one read.
 * - No poster, a first poster without a picture, a database error or a built page without
 *   the slot: null, and the caller sends the plain index.html (the page as before).
 * - index.html is read again when the file changes (a new build), never served stale.
 * - The page is compressed once per change (brotli and gzip), like the built files.
 */
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import zlib from 'node:zlib';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db';
import { DEFAULT_LANG } from '../../locales';
import { HEAD_END, SHOP_POSTER_SLOT, filledPosterSlot, posterPreload } from '../../config/shopPosterSlot';
import { listPosters } from './shop-catalogue';

/** How long the first poster is reused before the posters are read again. */
export const SHOP_PAGE_POSTER_CACHE_MS = 30_000;

export interface ShopPageHtml {
  html: string;
  br: Buffer;
  gzip: Buffer;
  /** Weak validator of the page (same text, whichever encoding). */
  etag: string;
}

/**
 * index.html with the poster: the preload at the end of <head>, the picture in the slot.
 * Null when there is no picture or the page has no slot. (Replacement functions, so a `$`
 * in an address is text, never a replacement pattern.)
 */
export function shopHtmlWithPoster(indexHtml: string, image: string | null): string | null {
  if (!image || !indexHtml.includes(SHOP_POSTER_SLOT) || !indexHtml.includes(HEAD_END)) return null;
  return indexHtml.replace(HEAD_END, () => posterPreload(image) + HEAD_END).replace(SHOP_POSTER_SLOT, () => filledPosterSlot(image));
}

function compressed(html: string): ShopPageHtml {
  const body = Buffer.from(html, 'utf8');
  return {
    html,
    br: zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT } }),
    gzip: zlib.gzipSync(body, { level: 9 }),
    etag: `W/"shop-${crypto.createHash('sha256').update(body).digest('base64url').slice(0, 22)}"`,
  };
}

/**
 * A source of the /shop page for the built index.html at `indexPath`: call it per request;
 * it answers from its cache and reads the posters (and the file) again only when due.
 */
export function shopPageSource(db: Db, indexPath: string, log: FastifyBaseLogger, now: () => number = () => Date.now()) {
  let cached: { at: number; file: string; image: string | null; page: ShopPageHtml | null } | null = null;
  let reading: Promise<string | null> | null = null;

  /** The first poster's picture (null: none), read at most once per SHOP_PAGE_POSTER_CACHE_MS. */
  async function firstPicture(): Promise<string | null> {
    if (cached && now() - cached.at < SHOP_PAGE_POSTER_CACHE_MS) return cached.image;
    reading ??= listPosters(db, DEFAULT_LANG)
      .then((posters) => posters[0]?.image || null)
      .catch((err: unknown) => {
        // The page works without it: the app loads the posters itself.
        log.warn({ err }, 'shop page: the posters could not be read; sending the page without its first poster');
        return null;
      })
      .finally(() => {
        reading = null;
      });
    return reading;
  }

  return async function shopPage(): Promise<ShopPageHtml | null> {
    try {
      const stat = await fs.stat(indexPath);
      const file = `${stat.mtimeMs}:${stat.size}`;
      const fresh = !cached || now() - cached.at >= SHOP_PAGE_POSTER_CACHE_MS;
      const image = await firstPicture();
      if (cached && cached.file === file && cached.image === image) {
        if (fresh) cached.at = now();
        return cached.page;
      }
      const html = shopHtmlWithPoster(await fs.readFile(indexPath, 'utf8'), image);
      cached = { at: now(), file, image, page: html ? compressed(html) : null };
      return cached.page;
    } catch (err) {
      log.warn({ err }, 'shop page: sending the plain page');
      return null;
    }
  };
}

/** The encoding to send: brotli, else gzip, else none (q=0 refuses one). */
export function preferredEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | null {
  const accepted = new Set<string>();
  for (const part of (acceptEncoding ?? '').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (name && !(q && Number(q.slice(2)) === 0)) accepted.add(name);
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip') || accepted.has('*')) return 'gzip';
  return null;
}
