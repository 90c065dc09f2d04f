#!/usr/bin/env node
/**
 * Static antd CSS for the built site (run by `npm run build` after `max build`;
 * README "Performance").
 *
 * antd 5 generates its CSS in the browser: on a first visit the page spent most of its
 * start-up time serializing some 200-300 KB of component styles. This script:
 *  1. starts the built site (scripts/start.mjs, fresh seeded SQLite, its own port),
 *  2. opens the busiest pages in Chromium at desktop and phone width in both languages,
 *     with window.__SITE_STYLE_EXTRACT__ set, so src/lib/styleCache.tsx hands over
 *     antd's style cache,
 *  3. writes every style found into dist/antd.<hash>.css, with cssinjs' cache-path map
 *     (`.data-ant-cssinjs-cache-path{content:"path:hash;..."}`) at the end,
 *  4. links it from dist/index.html before the app's own stylesheet (same cascade order
 *     as antd's runtime styles, which it prepends to <head>).
 * In the browser, cssinjs reads the map once and skips every style the file holds;
 * anything else (a component first shown later) is still generated at runtime.
 *
 * Without Chromium (no /usr/bin/chromium, nor CHROMIUM_PATH), or when anything fails, it
 * prints a warning and leaves dist/ as it is: the site works the same, only its start-up
 * is slower.
 * SKIP_ANTD_CSS=1 skips it on purpose; EXTRACT_DUMP=<file> also writes the collected
 * styles as JSON (to see which component costs what).
 *
 * Usage: node scripts/extract-antd-css.mjs [dist dir]
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';
import { startBuiltSite } from './builtSite.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);
const dist = path.resolve(root, process.argv[2] ?? process.env.STATIC_DIR ?? 'dist');
const CHROME = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const PORT = Number(process.env.EXTRACT_PORT ?? 8047);
const LANGS = ['zh-TW', 'en-US'];
const VIEWPORTS = [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
];
/**
 * Pages whose antd CSS goes into the static file: the busiest first screens (home,
 * rankings, notices). Every page gets the layout's; what other pages add (forms, date
 * picker, steps...) is still written at runtime, which keeps the file (parsed before the
 * first paint of every page) at about half the size of all pages' CSS.
 * EXTRACT_PAGES=/a,/b overrides the list ('first-notice': the newest notice).
 */
const PAGES = ['/', '/ranking', '/ranking?tab=guild', '/notice', 'first-notice'];
const LINK_MARK = 'data-antd-static';
const pagesToVisit = () => (process.env.EXTRACT_PAGES ? process.env.EXTRACT_PAGES.split(',') : PAGES);

const log = (msg) => console.log(`[antd-css] ${msg}`);

/**
 * In the page, before the app starts: when src/lib/styleCache.tsx hands over antd's
 * cache, records every style entry written to it. The cache itself drops a style when
 * its last user unmounts (a loading skeleton, say), so it is recorded as it is written.
 */
function recordStyles() {
  const seen = new Map();
  let value = true;
  window.__SITE_STYLES_SEEN__ = seen;
  Object.defineProperty(window, '__SITE_STYLE_EXTRACT__', {
    configurable: true,
    get: () => value,
    set(cache) {
      value = cache;
      const map = cache?.cache;
      if (!map) return;
      const set = map.set.bind(map);
      map.set = (key, entry) => {
        if (key.startsWith('style%') && entry?.[1] && !seen.has(key)) seen.set(key, entry[1]);
        return set(key, entry);
      };
    },
  });
}

/** The style entries the page wrote so far, as [key, value] pairs (null: no cache handed over). */
function readCache() {
  if (window.__SITE_STYLE_EXTRACT__ === true) return null;
  return [...window.__SITE_STYLES_SEEN__];
}

async function collect(baseURL) {
  const { chromium } = await import('playwright-core');
  const browser = await chromium.launch({
    executablePath: CHROME,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
  /** One language at one width: every page, in order; the styles each page wrote. */
  async function visit(lang, viewport) {
    const context = await browser.newContext({ viewport, locale: lang });
    await context.addInitScript(recordStyles);
    await context.addInitScript((l) => localStorage.setItem('preferred-language', l), lang);
    const page = await context.newPage();
    const found = [];
    for (const entry of pagesToVisit()) {
      let url = entry;
      if (entry === 'first-notice') {
        await page.goto(`${baseURL}/notice`, { waitUntil: 'networkidle' });
        url = await page.locator('a[href^="/notice/"]').first().getAttribute('href', { timeout: 15_000 });
      }
      await page.goto(`${baseURL}${url}`, { waitUntil: 'networkidle' });
      await page.waitForTimeout(300);
      const styles = await page.evaluate(readCache);
      if (!styles) throw new Error(`no style cache on ${url}: is src/lib/styleCache.tsx in the build?`);
      found.push(...styles);
    }
    await context.close();
    return found;
  }
  /** key -> cache value, in the order the pages first wrote them (first run first). */
  const styles = new Map();
  try {
    const runs = LANGS.flatMap((lang) => VIEWPORTS.map((viewport) => ({ lang, viewport })));
    // Two at a time: the site and Chromium share the machine.
    for (let i = 0; i < runs.length; i += 2) {
      const results = await Promise.all(runs.slice(i, i + 2).map((r) => visit(r.lang, r.viewport)));
      for (const found of results) for (const [key, value] of found) if (!styles.has(key)) styles.set(key, value);
    }
  } finally {
    await browser.close();
  }
  return styles;
}

/** CSS text of the collected styles plus cssinjs' cache-path map, via cssinjs' own extractStyle. */
function toCss(styles) {
  const { extractStyle } = require('@ant-design/cssinjs');
  const cache = { cache: new Map(), extracted: new Set() };
  for (const [key, value] of styles) cache.cache.set(key, [1, value]);
  return extractStyle(cache, { plain: true, types: ['style'] });
}

/** Links the stylesheet from index.html, before the app's own CSS (replacing an earlier one). */
function linkFromIndex(fileName) {
  const indexPath = path.join(dist, 'index.html');
  let html = fs.readFileSync(indexPath, 'utf8');
  html = html.replace(new RegExp(`<link[^>]*${LINK_MARK}[^>]*>`, 'g'), '');
  const link = `<link rel="stylesheet" href="/${fileName}" ${LINK_MARK}>`;
  const firstCss = html.search(/<link rel="stylesheet"/);
  html = firstCss >= 0 ? html.slice(0, firstCss) + link + html.slice(firstCss) : html.replace('</head>', `${link}</head>`);
  fs.writeFileSync(indexPath, html);
}

async function main() {
  if (process.env.SKIP_ANTD_CSS === '1') return log('skipped (SKIP_ANTD_CSS=1)');
  if (!fs.existsSync(path.join(dist, 'index.html'))) throw new Error(`${dist}/index.html is missing: run max build first`);
  if (!fs.existsSync(CHROME)) {
    log(`WARNING: no Chromium at ${CHROME}: antd CSS not extracted; the site works, its start-up is slower.`);
    return;
  }
  for (const old of fs.readdirSync(dist)) if (/^antd\.[0-9a-f]{8}\.css(\.br|\.gz)?$/.test(old)) fs.rmSync(path.join(dist, old));
  const started = Date.now();
  const site = await startBuiltSite({ port: PORT, staticDir: dist, name: 'antd-css', env: { RATE_LIMIT: 'false', WEB_JOBS: 'off' } });
  let styles;
  try {
    styles = await collect(site.baseURL);
  } finally {
    await site.stop();
  }
  if (process.env.EXTRACT_DUMP) fs.writeFileSync(process.env.EXTRACT_DUMP, JSON.stringify([...styles]));
  const css = toCss(styles);
  const hash = crypto.createHash('sha256').update(css).digest('hex').slice(0, 8);
  const fileName = `antd.${hash}.css`;
  fs.writeFileSync(path.join(dist, fileName), css);
  linkFromIndex(fileName);
  log(`${styles.size} styles, ${(css.length / 1024).toFixed(1)} KB -> ${path.relative(root, path.join(dist, fileName))} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
}

// A failure leaves dist/ without the static CSS: the site still works (antd writes its
// styles at runtime), so the build goes on; the e2e suite checks the stylesheet is there.
main().catch((err) => {
  console.error(`[antd-css] WARNING: not extracted, the site works without it: ${err?.stack ?? err}`);
});
