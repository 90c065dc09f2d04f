/**
 * Pages sent with a slot of the app shell filled (docs/performance.md, "App shell"): the
 * built index.html holds empty slots in its shell; for the routes that have a filler
 * (the shop's first poster: shop-page-html.ts; the legal pages' card: legal-page-html.ts)
 * the server sends it with the route's slot filled and, in <head>, what comes with it (a
 * preload, a stylesheet), so the browser paints that content with the first response.
 *
 * - A filler gives the fill per request, reading its data as often as it sees fit (the
 *   shop's posters: once per 30 s); null (nothing to show, an unknown id, an error) or a
 *   built page without the slot: null, and the caller sends the plain index.html.
 * - A route may have parameters (`/notice/:id`): its filler gets them by name (the URL's
 *   segments, decoded). Pages are kept per URL, at most SHELL_PAGE_CACHE_SIZE of them
 *   (the least recently sent go first), so a crawler walking every id cannot grow memory.
 * - index.html is read again when the file changes (a new build), never served stale.
 * - A page is compressed once per change of the file or the fill (brotli and gzip), like
 *   the built files, with a weak ETag; no script is added (the CSP hashes the built file's).
 */
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import zlib from 'node:zlib';
import type { FastifyBaseLogger } from 'fastify';

/** What a route puts in the page: the slot's text in the built file, its filled text, and <head>'s addition. */
export interface ShellFill {
  slot: string;
  content: string;
  head: string;
}

/** The route's parameters by name (none for a plain route). */
export type RouteParams = Record<string, string>;

export type ShellFiller = (params: RouteParams) => ShellFill | null | Promise<ShellFill | null>;

/** How many filled pages are kept (per URL). */
export const SHELL_PAGE_CACHE_SIZE = 200;

/** A map that keeps its `max` most recently used entries. */
export class BoundedCache<K, V> {
  private readonly map = new Map<K, V>();
  constructor(readonly max: number) {}
  get size() {
    return this.map.size;
  }
  get(key: K): V | undefined {
    const value = this.map.get(key);
    if (value !== undefined) {
      this.map.delete(key);
      this.map.set(key, value);
    }
    return value;
  }
  set(key: K, value: V) {
    this.map.delete(key);
    this.map.set(key, value);
    while (this.map.size > this.max) this.map.delete(this.map.keys().next().value as K);
  }
}

/**
 * The filler of a route and its parameters: an exact route first, else the first pattern
 * (`/a/:x`) with as many segments whose fixed segments match.
 */
export function matchFiller(fillers: Record<string, ShellFiller>, route: string): { filler: ShellFiller; params: RouteParams } | null {
  if (Object.hasOwn(fillers, route)) return { filler: fillers[route], params: {} };
  const segments = route.split('/');
  for (const [pattern, filler] of Object.entries(fillers)) {
    if (!pattern.includes('/:')) continue;
    const parts = pattern.split('/');
    if (parts.length !== segments.length) continue;
    const params: RouteParams = {};
    const fits = parts.every((part, i) => {
      if (!part.startsWith(':')) return part === segments[i];
      try {
        params[part.slice(1)] = decodeURIComponent(segments[i]);
      } catch {
        return false;
      }
      return segments[i] !== '';
    });
    if (fits) return { filler, params };
  }
  return null;
}

export interface ShellPageHtml {
  html: string;
  br: Buffer;
  gzip: Buffer;
  /** Weak validator of the page (same text, whichever encoding). */
  etag: string;
}

/** Where the <head> addition goes: the end of <head>. */
const HEAD_END = '</head>';

/**
 * index.html with the fill: its <head> part at the end of <head>, the slot filled. Null when
 * the page has no such slot. (Replacement functions, so a `$` in the text is text, never a
 * replacement pattern.)
 */
export function htmlWithFill(indexHtml: string, fill: ShellFill): string | null {
  if (!indexHtml.includes(fill.slot) || !indexHtml.includes(HEAD_END)) return null;
  return indexHtml.replace(HEAD_END, () => fill.head + HEAD_END).replace(fill.slot, () => fill.content);
}

function compressed(html: string): ShellPageHtml {
  const body = Buffer.from(html, 'utf8');
  return {
    html,
    br: zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT } }),
    gzip: zlib.gzipSync(body, { level: 9 }),
    etag: `W/"page-${crypto.createHash('sha256').update(body).digest('base64url').slice(0, 22)}"`,
  };
}

/** The route of a URL as the shell matches it: without query and trailing slashes. */
export function shellRoute(url: string): string {
  return url.split('?')[0].replace(/\/+$/, '') || '/';
}

/**
 * A source of the filled pages for the built index.html at `indexPath`: call it per request
 * with the URL; null when the route has no filler or nothing to fill in.
 */
export function shellPageSource(indexPath: string, fillers: Record<string, ShellFiller>, log: FastifyBaseLogger) {
  const cache = new BoundedCache<string, { file: string; fill: ShellFill; page: ShellPageHtml | null }>(SHELL_PAGE_CACHE_SIZE);
  const same = (a: ShellFill, b: ShellFill) => a.slot === b.slot && a.content === b.content && a.head === b.head;

  return async function shellPage(url: string): Promise<ShellPageHtml | null> {
    const route = shellRoute(url);
    const match = matchFiller(fillers, route);
    if (!match) return null;
    try {
      const stat = await fs.stat(indexPath);
      const file = `${stat.mtimeMs}:${stat.size}`;
      const fill = await match.filler(match.params);
      if (!fill) return null;
      const cached = cache.get(route);
      if (cached && cached.file === file && same(cached.fill, fill)) return cached.page;
      const html = htmlWithFill(await fs.readFile(indexPath, 'utf8'), fill);
      const page = html ? compressed(html) : null;
      cache.set(route, { file, fill, page });
      return page;
    } catch (err) {
      log.warn({ err, route }, 'shell page: sending the plain page');
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
