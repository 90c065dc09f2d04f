/**
 * The built web app (dist/) on the API's port: hashed assets cached for a year,
 * index.html never cached, SPA fallback to index.html for site routes (GET, no file
 * extension) but never for /api or /character; /storybook/ from dist/storybook.
 * Compression: `npm run build` writes <file>.br and <file>.gz beside each text asset
 * (scripts/precompress.mjs); they are sent to browsers that accept them
 * (`preCompressed`), with `Vary: Accept-Encoding`, and the same caching rules.
 * /shop, /privacy and /terms are index.html with their slot of the app shell filled
 * (services/shell-page-html.ts: the shop's first poster, services/shop-page-html.ts; the
 * legal document's card, services/legal-page-html.ts), compressed the same way, uncached
 * the same way; with nothing to fill in (no poster, the posters cannot be read) it is the
 * plain index.html. /notice/:id and /library/:kind/:id likewise get their card drawn in
 * the shell (services/detail-page-html.ts); an unknown id gets the plain index.html.
 */
import fs from 'node:fs';
import path from 'node:path';
import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { ErrorCode } from '../errors';
import { sendError } from './errors';
import { preferredEncoding, shellPageSource, type ShellPageHtml } from '../services/shell-page-html';
import { shopPageFiller } from '../services/shop-page-html';
import { legalPageFiller } from '../services/legal-page-html';
import { libraryPageFiller, noticePageFiller } from '../services/detail-page-html';

const HASHED = /[.-][0-9a-f]{8,}\.(js|mjs|css|png|jpe?g|gif|svg|webp|avif|woff2?|ttf|eot|ico|json|wasm|map)$/i;

/** The pre-compressed variant's suffix, stripped before the caching rules apply. */
const COMPRESSED_SUFFIX = /\.(br|gz)$/;

export function cacheControlFor(filePath: string): string {
  const base = path.basename(filePath).replace(COMPRESSED_SUFFIX, '');
  if (base.endsWith('.html')) return 'no-cache';
  if (HASHED.test(base)) return 'public, max-age=31536000, immutable';
  return 'public, max-age=3600';
}

/** Paths that never fall back to the SPA (in any letter case): the API, the odd /character/list, files, Storybook. */
export function isSpaRoute(url: string): boolean {
  // In any letter case: '/API/v1/...' is an API request (a 404 envelope), never the web page.
  const pathname = url.split('?')[0].toLowerCase();
  if (pathname === '/api' || pathname.startsWith('/api/')) return false;
  if (pathname === '/character' || pathname.startsWith('/character/')) return false;
  if (pathname.startsWith('/storybook')) return false;
  const last = pathname.split('/').pop() ?? '';
  return !last.includes('.');
}

/** A page with a filled shell slot: compressed as the browser accepts, uncached, answered 304 when the browser has it. */
function sendShellPage(request: FastifyRequest, reply: FastifyReply, page: ShellPageHtml) {
  reply.header('cache-control', 'no-cache').header('vary', 'Accept-Encoding').header('etag', page.etag).type('text/html; charset=utf-8');
  const known = String(request.headers['if-none-match'] ?? '')
    .split(',')
    .map((tag) => tag.trim());
  if (known.includes(page.etag) || known.includes('*')) return reply.code(304).send();
  const encoding = preferredEncoding(request.headers['accept-encoding']);
  if (encoding) reply.header('content-encoding', encoding);
  return reply.send(encoding === 'br' ? page.br : encoding === 'gzip' ? page.gzip : page.html);
}

async function staticSite(app: FastifyInstance) {
  const root = app.config.staticDir;
  const hasDist = fs.existsSync(path.join(root, 'index.html'));
  if (fs.existsSync(root)) {
    await app.register(fastifyStatic, {
      root,
      prefix: '/',
      cacheControl: false,
      etag: true,
      lastModified: true,
      index: ['index.html'],
      redirect: true,
      preCompressed: true,
      setHeaders(res, filePath) {
        res.setHeader('cache-control', cacheControlFor(filePath));
        res.setHeader('vary', 'Accept-Encoding');
      },
    });
  }

  // Matched like the app shell's routes: without query and trailing slashes.
  const pictures = {
    item: app.config.itemIconUrlTemplate,
    mob: app.config.mobImageUrlTemplate,
    npc: app.config.npcImageUrlTemplate,
    map: app.config.mapImageUrlTemplate,
  };
  const shellPage = shellPageSource(
    path.join(root, 'index.html'),
    {
      '/shop': shopPageFiller(app.db, app.log),
      '/privacy': legalPageFiller('privacy'),
      '/terms': legalPageFiller('terms'),
      '/notice/:id': noticePageFiller(app.db, app.log),
      '/library/:kind/:id': libraryPageFiller(app.db, pictures, app.log),
    },
    app.log,
  );

  app.setNotFoundHandler(async (request: FastifyRequest, reply: FastifyReply) => {
    if ((request.method === 'GET' || request.method === 'HEAD') && hasDist && isSpaRoute(request.url)) {
      const page = await shellPage(request.url);
      if (page) return sendShellPage(request, reply, page);
      reply.header('cache-control', 'no-cache');
      return reply.type('text/html; charset=utf-8').sendFile('index.html', root);
    }
    return sendError(reply, request.lang, 404, ErrorCode.NOT_FOUND, 'errors.notFound');
  });
}

/** Registered after the routes: its not-found handler answers what no route did. */
export default fp(staticSite, { name: 'static', fastify: '5.x', dependencies: ['config', 'database', 'language', 'errors'] });
