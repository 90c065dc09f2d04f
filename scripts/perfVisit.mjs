/**
 * A first visit to one page of the built site, as `npm run perf` and `npm run perf:bundles`
 * make it: the real site on a fresh seeded database, Debian's Chromium, empty cache,
 * 390 px wide, zh-TW; logged-in pages with a fresh login of the demo account.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import { solveChallenge } from 'altcha-lib';
import { startBuiltSite } from './builtSite.mjs';
import { BROWSER_UI_OFF, launchQuietChromium } from './quietChromium.mjs';
import { CONTENT, DEMO, LANGUAGE } from './perfPages.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const CHROME = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** FLAGS, and the browser's own pages off: for readings of the page's processor time. */
export const QUIET_FLAGS = [...FLAGS, BROWSER_UI_OFF];

/** Playwright's Chromium with FLAGS, without the browser's own pages (scripts/quietChromium.mjs). */
export const launchQuietPerfChromium = () => launchQuietChromium({ executablePath: CHROME, args: FLAGS });

/** The build measured: dist/, or PERF_STATIC_DIR. */
export const STATIC_DIR = path.resolve(root, process.env.PERF_STATIC_DIR ?? 'dist');
const PHONE = { viewport: { width: 390, height: 844 }, locale: LANGUAGE };

export const gzipSize = (buf) => zlib.gzipSync(buf, { level: 9 }).length;

/** The build in `staticDir` served on `port`, with room for many logins. */
export const startBuiltPerfSite = (port, name, staticDir) =>
  startBuiltSite({ port, staticDir, name, env: { RATE_LIMIT_MULTIPLIER: '50', ALTCHA_MAX_NUMBER: '5000' } });

/** The built site on `port` (or PERF_BASE_URL, a running site), with room for many logins. */
export async function startPerfSite(port, name) {
  if (process.env.PERF_BASE_URL) return { baseURL: process.env.PERF_BASE_URL.replace(/\/$/, ''), stop: async () => {} };
  return startBuiltPerfSite(port, name, STATIC_DIR);
}

/** Logs the demo account in through the API (solving the proof of work); its token set. */
export async function demoTokens(baseURL) {
  const challenge = await (await fetch(`${baseURL}/api/v1/auth/altcha-challenge`)).json();
  const c = challenge.data ?? challenge;
  const solution = await solveChallenge(c.challenge, c.salt, c.algorithm, c.maxnumber).promise;
  const proof = btoa(JSON.stringify({ algorithm: c.algorithm, challenge: c.challenge, number: solution?.number, salt: c.salt, signature: c.signature }));
  const res = await fetch(`${baseURL}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...DEMO, turnstile_token: proof }),
  });
  const body = await res.json();
  if (body.code !== 0) throw new Error(`demo login failed: ${body.message}`);
  return body.data;
}

/** Puts a token set into localStorage the way the web app keeps it (runs in the page). */
export function storeTokensInPage(t) {
  const now = Date.now();
  localStorage.setItem('access_token', String(t.token));
  localStorage.setItem('refresh_token', String(t.refresh_token));
  localStorage.setItem('token_expire_time', String(now + Number(t.expires_in) * 1000));
  localStorage.setItem('refresh_token_expire_time', String(now + Number(t.refresh_expires_in) * 1000));
}

/** The concrete address of a page: its path, or for a route with a parameter the first matching link of its list page. */
export async function resolvePath(browser, baseURL, page) {
  if (!page.from) return page.path;
  const context = await browser.newContext(PHONE);
  try {
    const tab = await context.newPage();
    await tab.goto(`${baseURL}${page.from}`, { waitUntil: 'networkidle' });
    const link = tab.locator(`.site-main ${page.link}`).first();
    return await link.getAttribute('href', { timeout: 15_000 }).catch(() => null);
  } finally {
    await context.close();
  }
}

/**
 * Visits `url` once and returns what it loaded: JS and CSS totals (gzip level 9 of each
 * body, bytes served, raw), the JS loaded before `page.ready` appeared, and every script
 * file with its gzip size (`scripts`, largest first).
 */
export async function measureTransfer(browser, baseURL, page, url, tokens) {
  const context = await browser.newContext(PHONE);
  if (tokens) await context.addInitScript(storeTokensInPage, tokens);
  // In the page: the moment the first screen's interactive content exists (performance.now()).
  await context.addInitScript((selector) => {
    const check = () => {
      if (window.__perfReadyAt === undefined && document.querySelector(selector)) {
        window.__perfReadyAt = performance.now();
        observer.disconnect();
      }
    };
    const observer = new MutationObserver(check);
    observer.observe(document, { childList: true, subtree: true });
  }, page.ready ?? CONTENT);
  const tab = await context.newPage();
  const bodies = new Map();
  const pending = [];
  tab.on('response', (response) => {
    const type = response.request().resourceType();
    if (type !== 'script' && type !== 'stylesheet') return;
    pending.push(
      (async () => {
        const body = await response.body().catch(() => Buffer.alloc(0));
        bodies.set(response.url(), {
          type,
          raw: body.length,
          gzip: gzipSize(body),
          encoding: (await response.headerValue('content-encoding')) ?? 'identity',
        });
      })(),
    );
  });
  await tab.goto(`${baseURL}${url}`, { waitUntil: 'commit' });
  await tab.waitForSelector(page.ready ?? CONTENT, { timeout: 60_000 });
  const landed = new URL(tab.url());
  if (landed.pathname + landed.search !== url) throw new Error(`${url} went to ${tab.url()}`);
  await tab.waitForLoadState('networkidle').catch(() => undefined);
  await tab.waitForTimeout(1000);
  const timing = await tab.evaluate(() => ({
    readyAt: window.__perfReadyAt ?? performance.now(),
    entries: performance.getEntriesByType('resource').map((e) => ({
      url: e.name,
      responseEnd: e.responseEnd,
      encodedBodySize: e.encodedBodySize,
    })),
  }));
  await Promise.all(pending);
  await context.close();

  const files = timing.entries
    .filter((e) => bodies.has(e.url))
    .map((e) => ({ url: e.url, finishedAt: e.responseEnd, served: e.encodedBodySize, ...bodies.get(e.url) }));
  const sum = (list, key) => list.reduce((n, f) => n + f[key], 0);
  const js = files.filter((f) => f.type === 'script');
  const css = files.filter((f) => f.type === 'stylesheet');
  const jsBeforeReady = js.filter((f) => f.finishedAt <= timing.readyAt);
  return {
    readyMs: timing.readyAt,
    js: { count: js.length, served: sum(js, 'served'), gzip: sum(js, 'gzip'), raw: sum(js, 'raw') },
    css: { count: css.length, served: sum(css, 'served'), gzip: sum(css, 'gzip'), raw: sum(css, 'raw') },
    jsBeforeReady: { count: jsBeforeReady.length, served: sum(jsBeforeReady, 'served'), gzip: sum(jsBeforeReady, 'gzip') },
    encodings: [...new Set(files.map((f) => f.encoding))],
    scripts: [...js]
      .sort((a, b) => b.gzip - a.gzip)
      .map((f) => ({ file: new URL(f.url).pathname, gzip: f.gzip, raw: f.raw, beforeReady: f.finishedAt <= timing.readyAt })),
  };
}

/** Writes a report to `file` (its folder made) and prints it. */
export function writeReport(file, text) {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, text);
  console.log(text);
}

/** Runs `main` when the module at `moduleUrl` is the script node was started with. */
export function runIfMain(moduleUrl, main) {
  if (!process.argv[1] || path.resolve(process.argv[1]) !== fileURLToPath(moduleUrl)) return;
  main().catch((err) => {
    console.error(err);
    process.exit(1);
  });
}

/**
 * A first visit of `url` slowed as Lighthouse's mobile run counts it (phone width, zh-TW,
 * empty cache, the CPU slowed 4x), as `npm run perf:main` and `npm run perf:react` make it.
 * `initScript` runs in the page before its scripts; `during(page, cdp, open)` makes the visit,
 * where `open()` loads the page and waits for `ready`, the network to settle and 3 s more;
 * what `during` returns is the visit's result.
 */
export async function slowedVisit(browser, { url, ready, tokens, initScript }, during) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: LANGUAGE });
  if (tokens) await context.addInitScript(storeTokensInPage, tokens);
  if (initScript) await context.addInitScript(initScript);
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    const open = async () => {
      await page.goto(url, { waitUntil: 'load', timeout: 90_000 });
      await page.waitForSelector(ready, { timeout: 60_000 });
      await page.waitForLoadState('networkidle').catch(() => undefined);
      await page.waitForTimeout(3000);
    };
    return await during(page, cdp, open);
  } finally {
    await context.close();
  }
}
