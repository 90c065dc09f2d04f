#!/usr/bin/env node
/**
 * `npm run perf`: performance figures of the production build (docs/performance.md).
 *
 * Starts the real site (`node scripts/start.mjs`, which serves dist/) on its own port
 * with a fresh, seeded SQLite database, then for a first visit (empty cache, phone width,
 * zh-TW) to every public route of config/routes.ts measures in Debian's Chromium:
 *   - JavaScript and CSS: bytes as served (what went over the wire, with the
 *     Content-Encoding the server chose) and gzip bytes (each file gzipped, level 9),
 *   - on /, /ranking and /notice: the JavaScript loaded before the page is interactive
 *     (scripts that finished loading before the first screen rendered its interactive
 *     content: home, the hero's calls to action; ranking, the table; notice, the list),
 *     the figure the target applies to (<= 350 KB gzip on the home page), the largest
 *     scripts, and a Lighthouse performance score (the `lighthouse` package, mobile
 *     defaults: simulated slow 4G and 4x CPU slowdown) with FCP, LCP, TBT, CLS, SI.
 * Prints a table and writes it as markdown (default tmp/perf-report.md; --out <file>);
 * exits 2 when a target is missed.
 *
 * Page-weight budget (sizes only, no Lighthouse):
 *   --budget  fails (exit 3) when a route's JS or CSS (gzip) is more than 10 % above the
 *             figure recorded in perf-budget.json (or a public route has no figure);
 *   --record  measures and writes perf-budget.json, and the table generated from it
 *             (between the `perf-budget` markers of docs/performance.md);
 *             the Lighthouse figures already in the file are kept.
 * Lighthouse figures in that table: `PERF_RUNS=3 npm run perf -- --record-lighthouse`
 * (a normal run that also writes each scored route's median score, LCP and TBT, with the
 * machine's load average, into perf-budget.json and regenerates the table).
 * Both also fail when config/routes.ts has a public page this script does not measure.
 *
 * Needs the production build: `npm run build` first (this script never builds).
 * Environment: PERF_PORT (8041), PERF_RUNS (Lighthouse runs per page, median; 1),
 * CHROMIUM_PATH (/usr/bin/chromium), PERF_BASE_URL (measure a running site instead),
 * PERF_STATIC_DIR (serve another build than dist/), PERF_SKIP_LIGHTHOUSE=1 (sizes only),
 * PERF_LHR_DIR (also write each Lighthouse report as JSON there, for diagnosis),
 * PERF_ONLY=/auth/login,/auth/register (measure only these routes; not with --budget/--record).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import { chromium } from 'playwright-core';
import { startBuiltSite } from './builtSite.mjs';
import { solveChallenge } from 'altcha-lib';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const PORT = Number(process.env.PERF_PORT ?? 8041);
const RUNS = Math.max(1, Number(process.env.PERF_RUNS ?? 1));
const CHROME = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
const outArg = process.argv.indexOf('--out');
const STATIC_DIR = path.resolve(root, process.env.PERF_STATIC_DIR ?? 'dist');
const BUDGET = process.argv.includes('--budget');
const RECORD = process.argv.includes('--record');
/** Also writes the Lighthouse medians of this run into perf-budget.json and the docs/performance.md table. */
const RECORD_LH = process.argv.includes('--record-lighthouse');
const SKIP_LH = process.env.PERF_SKIP_LIGHTHOUSE === '1' || BUDGET || RECORD;
const BUDGET_FILE = path.join(root, 'perf-budget.json');
/** The document whose `perf-budget` markers hold the table generated from perf-budget.json. */
const TABLE_DOC = path.join(root, 'docs', 'performance.md');
/** How much a route's JS or CSS (gzip) may grow over its recorded figure. */
const TOLERANCE = 0.1;
const OUT = path.resolve(root, outArg > 0 ? process.argv[outArg + 1] : 'tmp/perf-report.md');

const TARGET_JS_KB = 350;
const LOAD_AT_START = os.loadavg();
const TARGET_SCORE = 90;
/** The account screens, where new players arrive: a higher bar. */
const TARGET_AUTH_SCORE = 95;
const targetScore = (page) => (page.path.startsWith('/auth/') ? TARGET_AUTH_SCORE : TARGET_SCORE);

/**
 * Every public route of config/routes.ts (all page routes but /debug and the not-found
 * page). `ready`: what must be on screen before the page counts as loaded (default: the
 * page's content in the layout); `lighthouse`: also scored by Lighthouse, with "ready"
 * meaning its first screen's interactive content; `from`: a route with a parameter is
 * measured on the first link matching `link` found on that page; `login`: measured
 * logged in as the seeded demo account.
 */
const CONTENT = '.site-main h1, .site-main h2, .site-main form, .site-main .ant-empty, .site-main [role="alert"]';
const AUTH_READY = '.site-main form button[type="submit"]';
const PAGES = [
  { path: '/', ready: 'section a[href="/download"]', name: 'home', lighthouse: true },
  { path: '/download', name: 'download' },
  { path: '/ranking', ready: 'table tbody tr, .ant-empty, [role="alert"]', name: 'ranking', lighthouse: true },
  { path: '/shop', name: 'shop', lighthouse: true },
  { path: '/library', name: 'library' },
  // The library lists entries only for a search (a keyword and categories).
  { path: '/library/:kind/:id', name: 'library item', from: '/library?keyword=a&categories=Weapon,Consume,Etc', link: 'a[href^="/library/"]' },
  { path: '/vote', name: 'vote' },
  { path: '/notice', ready: 'a[href^="/notice/"], .ant-empty, [role="alert"]', name: 'notice', lighthouse: true },
  { path: '/notice/:id', name: 'notice detail', from: '/notice', link: 'a[href^="/notice/"]' },
  // Account screens: interactive once the form's submit button is there.
  { path: '/auth/login', ready: AUTH_READY, name: 'login', lighthouse: true },
  { path: '/auth/register', ready: AUTH_READY, name: 'register', lighthouse: true },
  { path: '/auth/forgot-password', ready: AUTH_READY, name: 'forgot password', lighthouse: true },
  { path: '/privacy', name: 'privacy' },
  { path: '/terms', name: 'terms' },
  { path: '/profile', name: 'profile (logged in)', login: true, lighthouse: true },
];
const NOT_PUBLIC = ['/debug', '/*'];
const ONLY = (process.env.PERF_ONLY ?? '').split(',').map((p) => p.trim()).filter(Boolean);
/** The demo account of the seed (README "Demo logins"). */
const DEMO = { username: 'demo01', password: 'demo1234' };

/** Page routes of config/routes.ts this script does not measure (it must measure them all). */
function unmeasuredRoutes() {
  const text = fs.readFileSync(path.join(root, 'config/routes.ts'), 'utf8');
  // The pageRoutes array only (the layout routes after it are not pages).
  const start = text.indexOf('export const pageRoutes');
  const block = text.slice(start, text.indexOf('\n];', start));
  const paths = [...block.matchAll(/path:\s*'([^']+)',\s*component:/g)].map((m) => m[1]);
  return paths.filter((p) => !NOT_PUBLIC.includes(p) && !PAGES.some((page) => page.path === p));
}

const kb = (bytes) => (bytes / 1024).toFixed(1);
const gzipSize = (buf) => zlib.gzipSync(buf, { level: 9 }).length;
const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor((s.length - 1) / 2)];
};

/* ------------------------------------------------------------------ site */

async function startSite() {
  if (process.env.PERF_BASE_URL) return { baseURL: process.env.PERF_BASE_URL.replace(/\/$/, ''), stop: async () => {} };
  return startBuiltSite({ port: PORT, staticDir: STATIC_DIR, name: 'perf', env: { RATE_LIMIT_MULTIPLIER: '50', ALTCHA_MAX_NUMBER: '5000' } });
}

/** Logs the demo account in through the API (solving the proof of work); its token set. */
async function demoTokens(baseURL) {
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

/** The concrete address of a route with a parameter: the first matching link of its list page. */
async function resolvePath(browser, baseURL, page) {
  if (!page.from) return page.path;
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'zh-TW' });
  try {
    const tab = await context.newPage();
    await tab.goto(`${baseURL}${page.from}`, { waitUntil: 'networkidle' });
    const link = tab.locator(`.site-main ${page.link}`).first();
    return await link.getAttribute('href', { timeout: 15_000 }).catch(() => null);
  } finally {
    await context.close();
  }
}

/* ------------------------------------------------------- transfer sizes */

async function measureTransfer(browser, baseURL, page, url, tokens) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'zh-TW' });
  if (tokens) {
    await context.addInitScript((t) => {
      const now = Date.now();
      localStorage.setItem('access_token', String(t.token));
      localStorage.setItem('refresh_token', String(t.refresh_token));
      localStorage.setItem('token_expire_time', String(now + Number(t.expires_in) * 1000));
      localStorage.setItem('refresh_token_expire_time', String(now + Number(t.refresh_expires_in) * 1000));
    }, tokens);
  }
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
  if (new URL(tab.url()).pathname !== url.split('?')[0]) throw new Error(`${url} went to ${tab.url()}`);
  await tab.waitForLoadState('networkidle').catch(() => undefined);
  await tab.waitForTimeout(1000);
  const timing = await tab.evaluate(() => ({
    readyAt: window.__perfReadyAt ?? performance.now(),
    entries: performance.getEntriesByType('resource').map((e) => ({
      url: e.name,
      responseEnd: e.responseEnd,
      transferSize: e.transferSize,
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
    largest: [...js]
      .sort((a, b) => b.gzip - a.gzip)
      .slice(0, 8)
      .map((f) => ({ file: new URL(f.url).pathname, gzip: f.gzip, raw: f.raw, beforeReady: f.finishedAt <= timing.readyAt })),
  };
}

/* ------------------------------------------------------------ lighthouse */

/** The LCP element's HTML snippet, to see what the largest paint waits for. */
function lcpElement(lhr) {
  const details = lhr.audits['largest-contentful-paint-element']?.details;
  const find = (d) => {
    if (!d) return undefined;
    if (d.type === 'node') return d.snippet;
    for (const item of d.items ?? []) {
      const found = item.node?.snippet ?? find(item);
      if (found) return found;
    }
    return undefined;
  };
  const snippet = find(details);
  return snippet ? snippet.replace(/\s+/g, ' ').slice(0, 160) : undefined;
}

/** Puts a token set into the local storage of the site's origin in the Chrome on `port`. */
async function storeTokens(port, baseURL, t) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const tab = await browser.contexts()[0].newPage();
    await tab.goto(`${baseURL}/privacy`, { waitUntil: 'load' });
    await tab.evaluate((tokens) => {
      const now = Date.now();
      localStorage.setItem('access_token', String(tokens.token));
      localStorage.setItem('refresh_token', String(tokens.refresh_token));
      localStorage.setItem('token_expire_time', String(now + Number(tokens.expires_in) * 1000));
      localStorage.setItem('refresh_token_expire_time', String(now + Number(tokens.refresh_expires_in) * 1000));
    }, t);
    // Lighthouse keeps the cache too when it keeps the storage: empty it, so this is a first visit.
    const cdp = await browser.contexts()[0].newCDPSession(tab);
    await cdp.send('Network.clearBrowserCache');
    await tab.close();
  } finally {
    await browser.close();
  }
}

async function measureLighthouse(baseURL, page) {
  const { default: lighthouse } = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  const runs = [];
  for (let i = 0; i < RUNS; i++) {
    const chrome = await chromeLauncher.launch({ chromePath: CHROME, chromeFlags: FLAGS });
    try {
      // A logged-in page: a fresh login's tokens are stored in this Chrome's profile first (HTTP
      // cache emptied) and Lighthouse is told to keep the storage.
      if (page.login) await storeTokens(chrome.port, baseURL, await demoTokens(baseURL));
      const result = await lighthouse(`${baseURL}${page.path}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
        ...(page.login ? { disableStorageReset: true } : {}),
      });
      const lhr = result.lhr;
      if (process.env.PERF_LHR_DIR) {
        fs.mkdirSync(process.env.PERF_LHR_DIR, { recursive: true });
        fs.writeFileSync(path.join(process.env.PERF_LHR_DIR, `${page.name}-${i + 1}.json`), JSON.stringify(lhr));
      }
      const audit = (id) => lhr.audits[id]?.numericValue;
      const requests = lhr.audits['network-requests']?.details?.items ?? [];
      const bytes = (type) => requests.filter((r) => r.resourceType === type).reduce((n, r) => n + (r.transferSize ?? 0), 0);
      runs.push({
        score: Math.round((lhr.categories.performance.score ?? 0) * 100),
        fcp: audit('first-contentful-paint'),
        lcp: audit('largest-contentful-paint'),
        tbt: audit('total-blocking-time'),
        cls: audit('cumulative-layout-shift'),
        si: audit('speed-index'),
        tti: audit('interactive'),
        lhScriptBytes: bytes('Script'),
        lhCssBytes: bytes('Stylesheet'),
        opportunities: Object.values(lhr.audits)
          .filter((a) => a.details?.type === 'opportunity' && (a.numericValue ?? 0) > 150)
          .map((a) => `${a.id} (${Math.round(a.numericValue)} ms)`),
        lcpElement: lcpElement(lhr),
        error: lhr.runtimeError?.message,
      });
    } finally {
      await chrome.kill();
    }
  }
  // A run Lighthouse could not finish (runtimeError, score 0) says nothing about the page:
  // it is listed but left out of the median when other runs succeeded.
  const valid = runs.filter((r) => !r.error);
  const pool = valid.length > 0 ? valid : runs;
  const pick = median(pool.map((r) => r.score));
  return { ...pool.find((r) => r.score === pick), scores: runs.map((r) => (r.error ? `${r.score} (failed)` : r.score)) };
}

/* ----------------------------------------------------------------- main */

function report(baseURL, rows) {
  const ms = (v) => (v == null ? '—' : `${(v / 1000).toFixed(2)} s`);
  const scored = rows.filter((r) => r.lh);
  const lines = [];
  lines.push('# Performance of the production build');
  lines.push('');
  lines.push(`Measured ${new Date().toISOString()} on ${baseURL} (\`npm start\`, fresh seeded SQLite), Chromium ${CHROME}.`);
  lines.push(`Machine: ${os.cpus().length} CPUs, load average ${LOAD_AT_START.map((v) => v.toFixed(2)).join(' / ')} (1/5/15 min) at start, ${os.loadavg().map((v) => v.toFixed(2)).join(' / ')} at the end: Lighthouse's simulated throttling scales the observed CPU time, so a loaded machine lowers the scores (mostly TBT).`);
  lines.push(`First visit, empty cache, 390 px wide, zh-TW. Gzip = each file gzipped at level 9; served = bytes on the wire as the server sent them.`);
  if (scored.length) lines.push(`Lighthouse ${RUNS > 1 ? `median of ${RUNS} runs` : '1 run'}, mobile defaults (simulated slow 4G, 4x CPU slowdown).`);
  lines.push(`Targets: JS before the home page is interactive <= ${TARGET_JS_KB} KB gzip; score >= ${TARGET_SCORE} on /, /ranking and /notice, >= ${TARGET_AUTH_SCORE} on the account screens.`);
  lines.push('');
  lines.push('| page | JS gzip (files) | JS served | CSS gzip (files) | CSS served | JS gzip before interactive | ready | LH score | FCP | LCP | TBT | CLS | SI |');
  lines.push('| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |');
  for (const { page, url, transfer: t, lh } of rows) {
    const before = page.lighthouse ? `${kb(t.jsBeforeReady.gzip)} KB (${t.jsBeforeReady.count})` : '—';
    const score = lh ? `${lh.score}${lh.scores.length > 1 ? ` [${lh.scores.join(', ')}]` : ''}` : '—';
    const metrics = lh ? `${ms(lh.fcp)} | ${ms(lh.lcp)} | ${Math.round(lh.tbt ?? 0)} ms | ${(lh.cls ?? 0).toFixed(3)} | ${ms(lh.si)}` : '— | — | — | — | —';
    lines.push(
      `| ${url} | ${kb(t.js.gzip)} KB (${t.js.count}) | ${kb(t.js.served)} KB | ${kb(t.css.gzip)} KB (${t.css.count}) | ${kb(t.css.served)} KB | ` +
        `${before} | ${ms(t.readyMs)} | ${score} | ${metrics} |`,
    );
  }
  lines.push('');
  const home = rows.find((r) => r.page.path === '/');
  const jsOk = !home || home.transfer.jsBeforeReady.gzip / 1024 <= TARGET_JS_KB;
  const scoresOk = scored.every((r) => r.lh.score >= targetScore(r.page));
  if (home) lines.push(`- JS before the home page is interactive: ${kb(home.transfer.jsBeforeReady.gzip)} KB gzip — ${jsOk ? 'meets' : 'MISSES'} the target.`);
  if (scored.length) lines.push(`- Lighthouse scores: ${scored.map((r) => `${r.page.path} ${r.lh.score}`).join(', ')} — ${scoresOk ? 'all meet' : 'NOT all meet'} the target.`);
  lines.push(`- Content-Encoding served: ${[...new Set(rows.flatMap((r) => r.transfer.encodings))].join(', ')}.`);
  lines.push('');
  for (const { url, transfer: t, lh } of rows.filter((r) => r.page.lighthouse)) {
    lines.push(`## ${url}`);
    lines.push('');
    lines.push('| largest scripts | gzip | raw | before interactive |');
    lines.push('| --- | --- | --- | --- |');
    for (const f of t.largest) lines.push(`| ${f.file} | ${kb(f.gzip)} KB | ${kb(f.raw)} KB | ${f.beforeReady ? 'yes' : 'no'} |`);
    lines.push('');
    if (lh?.lcpElement) lines.push(`LCP element: \`${lh.lcpElement}\``, '');
    if (lh?.opportunities?.length) lines.push(`Lighthouse opportunities: ${lh.opportunities.join('; ')}.`, '');
    if (lh?.error) lines.push(`Lighthouse runtime error: ${lh.error}`, '');
  }
  return { markdown: lines.join('\n'), ok: jsOk && scoresOk };
}

/* --------------------------------------------------------------- budget */

/** The docs/performance.md table generated from the budget file (between the perf-budget markers). */
function budgetTable(budget) {
  const lh = budget.lighthouse;
  const head = lh
    ? `| page | JS (gzip) | CSS (gzip) | Lighthouse (median of ${lh.runs}) | LCP | TBT |\n| --- | --- | --- | --- | --- | --- |`
    : '| page | JS (gzip) | CSS (gzip) |\n| --- | --- | --- |';
  const lines = [head];
  for (const page of PAGES) {
    const b = budget.routes[page.path];
    if (!b) continue;
    const row = `| \`${page.path}\`${page.login ? ' (logged in)' : ''} | ${kb(b.jsGzip)} KB | ${kb(b.cssGzip)} KB |`;
    const l = lh?.routes[page.path];
    lines.push(lh ? `${row} ${l ? `${l.score} | ${(l.lcp / 1000).toFixed(2)} s | ${Math.round(l.tbt)} ms |` : '— | — | — |'}` : row);
  }
  if (lh) {
    lines.push('');
    lines.push(
      `Lighthouse: mobile defaults, measured ${lh.measured.slice(0, 10)} with a load average of ${lh.loadAverage.join(' / ')} (start / end of the run, 2 cores); ` +
        'scores move by several points with the load. "—": not scored.',
    );
  }
  return lines.join('\n');
}

function writeBudgetFile(budget) {
  fs.writeFileSync(BUDGET_FILE, `${JSON.stringify(budget, null, 2)}\n`);
  const doc = fs.readFileSync(TABLE_DOC, 'utf8');
  const start = '<!-- perf-budget: generated by `npm run perf -- --record` from perf-budget.json -->';
  const end = '<!-- /perf-budget -->';
  const from = doc.indexOf(start);
  const to = doc.indexOf(end);
  if (from < 0 || to < from) {
    console.log(`[perf] ${path.relative(root, TABLE_DOC)} has no perf-budget markers: table not written\n${budgetTable(budget)}`);
  } else {
    fs.writeFileSync(TABLE_DOC, `${doc.slice(0, from + start.length)}\n${budgetTable(budget)}\n${doc.slice(to)}`);
  }
}

/** Writes this run's Lighthouse medians into perf-budget.json (sizes untouched). */
function recordLighthouse(rows) {
  if (!fs.existsSync(BUDGET_FILE)) throw new Error('no perf-budget.json: npm run perf -- --record first');
  const budget = JSON.parse(fs.readFileSync(BUDGET_FILE, 'utf8'));
  const scored = rows.filter((r) => r.lh && !r.lh.error);
  budget.lighthouse = {
    measured: new Date().toISOString(),
    runs: RUNS,
    loadAverage: [LOAD_AT_START[0], os.loadavg()[0]].map((v) => Number(v.toFixed(1))),
    routes: {
      ...(ONLY.length ? budget.lighthouse?.routes : {}),
      ...Object.fromEntries(scored.map((r) => [r.page.path, { score: r.lh.score, scores: r.lh.scores, lcp: Math.round(r.lh.lcp), tbt: Math.round(r.lh.tbt) }])),
    },
  };
  writeBudgetFile(budget);
  console.log(`[perf] Lighthouse figures of ${scored.length} routes written to ${path.relative(root, BUDGET_FILE)} and ${path.relative(root, TABLE_DOC)}`);
}

function record(rows) {
  const before = fs.existsSync(BUDGET_FILE) ? JSON.parse(fs.readFileSync(BUDGET_FILE, 'utf8')) : {};
  const budget = {
    comment: 'Page weight of every public route (first visit, gzip bytes): written by `npm run perf -- --record`, checked by `npm run perf -- --budget` (fails above +10 %); `lighthouse`: the last `npm run perf -- --record-lighthouse`. docs/performance.md shows it.',
    measured: new Date().toISOString(),
    tolerance: TOLERANCE,
    routes: Object.fromEntries(rows.map((r) => [r.page.path, { url: r.url, jsGzip: r.transfer.js.gzip, cssGzip: r.transfer.css.gzip }])),
    ...(before.lighthouse ? { lighthouse: before.lighthouse } : {}),
  };
  writeBudgetFile(budget);
  console.log(`[perf] recorded ${rows.length} routes in ${path.relative(root, BUDGET_FILE)} and ${path.relative(root, TABLE_DOC)}`);
}

/** Routes over budget (or without a recorded figure); [] when all are within. */
function checkBudget(rows) {
  if (!fs.existsSync(BUDGET_FILE)) return [`no ${path.relative(root, BUDGET_FILE)}: record it with npm run perf -- --record`];
  const budget = JSON.parse(fs.readFileSync(BUDGET_FILE, 'utf8'));
  const tolerance = budget.tolerance ?? TOLERANCE;
  const failures = [];
  console.log(`\n| page | JS gzip (budget) | CSS gzip (budget) |\n| --- | --- | --- |`);
  for (const { page, transfer: t } of rows) {
    const b = budget.routes[page.path];
    if (!b) {
      failures.push(`${page.path}: no recorded figure (npm run perf -- --record)`);
      continue;
    }
    const cell = (now, was) => `${kb(now)} KB (${kb(was)}, ${now >= was ? '+' : ''}${(((now - was) / was) * 100).toFixed(1)} %)`;
    console.log(`| ${page.path} | ${cell(t.js.gzip, b.jsGzip)} | ${cell(t.css.gzip, b.cssGzip)} |`);
    if (t.js.gzip > b.jsGzip * (1 + tolerance)) failures.push(`${page.path}: JS ${kb(t.js.gzip)} KB gzip > ${kb(b.jsGzip)} KB + ${tolerance * 100} %`);
    if (t.css.gzip > b.cssGzip * (1 + tolerance)) failures.push(`${page.path}: CSS ${kb(t.css.gzip)} KB gzip > ${kb(b.cssGzip)} KB + ${tolerance * 100} %`);
  }
  for (const p of Object.keys(budget.routes)) if (!rows.some((r) => r.page.path === p)) failures.push(`${p}: recorded but not measured`);
  return failures;
}

/* ------------------------------------------------------------------ run */

async function main() {
  const missing = unmeasuredRoutes();
  if (missing.length && (BUDGET || RECORD)) {
    console.error(`[perf] config/routes.ts has public pages scripts/perf.mjs does not measure: ${missing.join(', ')} (add them to PAGES)`);
    process.exit(3);
  }
  const site = await startSite();
  // The server computes the ranking snapshot at start-up (a few seconds of CPU in a worker):
  // Lighthouse waits for it, so that its CPU time is not counted as the page's.
  if (!SKIP_LH && site.waitForLog && !(await site.waitForLog(/ranking snapshot refres/))) {
    console.warn('[perf] the ranking snapshot was not refreshed within 60 s; measuring anyway');
  }
  const rows = [];
  const unmeasured = [];
  try {
    const browser = await chromium.launch({ executablePath: CHROME, args: FLAGS });
    try {
      let tokens;
      for (const page of PAGES) {
        if (ONLY.length && !BUDGET && !RECORD && !ONLY.includes(page.path)) continue;
        if (page.login) {
          tokens ??= await demoTokens(site.baseURL).catch((err) => {
            unmeasured.push(`${page.path}: ${err.message}`);
            return null;
          });
          if (!tokens) continue;
        }
        const url = await resolvePath(browser, site.baseURL, page);
        if (!url) {
          unmeasured.push(`${page.path}: no ${page.link} on ${page.from}`);
          continue;
        }
        process.stdout.write(`[perf] transfer ${url} ... `);
        const transfer = await measureTransfer(browser, site.baseURL, page, url, page.login ? tokens : undefined);
        console.log(`JS ${kb(transfer.js.gzip)} KB gzip, CSS ${kb(transfer.css.gzip)} KB gzip${page.lighthouse ? `, before interactive ${kb(transfer.jsBeforeReady.gzip)} KB` : ''}`);
        rows.push({ page, url, transfer });
      }
    } finally {
      await browser.close();
    }
    if (!SKIP_LH) {
      for (const row of rows.filter((r) => r.page.lighthouse)) {
        process.stdout.write(`[perf] lighthouse ${row.url} ... `);
        row.lh = await measureLighthouse(site.baseURL, row.page);
        console.log(`score ${row.lh.score}`);
      }
    }
  } finally {
    await site.stop();
  }
  for (const u of unmeasured) console.log(`[perf] not measured: ${u}`);
  if (RECORD) return record(rows);
  if (BUDGET) {
    const failures = checkBudget(rows);
    if (failures.length) {
      console.error(`\n[perf] page-weight budget exceeded:\n  ${failures.join('\n  ')}\n(a deliberate increase: npm run perf -- --record, and commit perf-budget.json with docs/performance.md)`);
      process.exitCode = 3;
    } else {
      console.log(`\n[perf] ${rows.length} routes within the page-weight budget (+${TOLERANCE * 100} %)`);
    }
    return;
  }
  const { markdown, ok } = report(site.baseURL, rows);
  if (RECORD_LH) recordLighthouse(rows);
  fs.mkdirSync(path.dirname(OUT), { recursive: true });
  fs.writeFileSync(OUT, `${markdown}\n`);
  console.log(`\n${markdown}\n\n[perf] written to ${path.relative(root, OUT)}`);
  process.exitCode = ok ? 0 : 2;
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
