#!/usr/bin/env node
/**
 * `npm run perf`: performance figures of the production build (issue #5).
 *
 * Starts the real site (`node scripts/start.mjs`, which serves dist/) on its own port
 * with a fresh, seeded SQLite database, then for a first visit (empty cache) to
 * /, /ranking and /notice measures in Debian's Chromium:
 *   - JavaScript and CSS: bytes as served (what went over the wire, with the
 *     Content-Encoding the server chose) and gzip bytes (each file gzipped, level 9),
 *   - the JavaScript loaded before the page is interactive: scripts that finished
 *     loading before the page's first screen rendered its interactive content
 *     (home: the hero's calls to action; ranking: the table; notice: the list),
 *     the figure the target applies to (<= 350 KB gzip on the home page),
 *   - the largest scripts of each page (to see what is heavy),
 *   - a Lighthouse performance score (the `lighthouse` package, mobile defaults:
 *     simulated slow 4G and 4x CPU slowdown), with FCP, LCP, TBT, CLS, SI.
 * Prints a table and writes it as markdown (default tmp/perf-report.md; --out <file>).
 *
 * Needs the production build: `npx max build` first (this script never builds).
 * Environment: PERF_PORT (8041), PERF_RUNS (Lighthouse runs per page, median; 1),
 * CHROMIUM_PATH (/usr/bin/chromium), PERF_BASE_URL (measure a running site instead),
 * PERF_STATIC_DIR (serve another build than dist/), PERF_SKIP_LIGHTHOUSE=1 (sizes only),
 * PERF_LHR_DIR (also write each Lighthouse report as JSON there, for diagnosis).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import { chromium } from 'playwright-core';
import { startBuiltSite } from './builtSite.mjs';
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';

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
const SKIP_LH = process.env.PERF_SKIP_LIGHTHOUSE === '1';
const OUT = path.resolve(root, outArg > 0 ? process.argv[outArg + 1] : 'tmp/perf-report.md');

const TARGET_JS_KB = 350;
const LOAD_AT_START = os.loadavg();
const TARGET_SCORE = 90;

/** What "interactive" means per page: its first screen's interactive content is rendered. */
const PAGES = [
  { path: '/', ready: 'section a[href="/download"]', name: 'home' },
  { path: '/ranking', ready: 'table tbody tr, .ant-empty, [role="alert"]', name: 'ranking' },
  { path: '/notice', ready: 'a[href^="/notice/"], .ant-empty, [role="alert"]', name: 'notice' },
];

const kb = (bytes) => (bytes / 1024).toFixed(1);
const gzipSize = (buf) => zlib.gzipSync(buf, { level: 9 }).length;
const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor((s.length - 1) / 2)];
};

/* ------------------------------------------------------------------ site */

async function startSite() {
  if (process.env.PERF_BASE_URL) return { baseURL: process.env.PERF_BASE_URL.replace(/\/$/, ''), stop: async () => {} };
  return startBuiltSite({ port: PORT, staticDir: STATIC_DIR, name: 'perf', env: { RATE_LIMIT_MULTIPLIER: '50' } });
}

/* ------------------------------------------------------- transfer sizes */

async function measureTransfer(browser, baseURL, page) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'zh-TW' });
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
  }, page.ready);
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
  await tab.goto(`${baseURL}${page.path}`, { waitUntil: 'commit' });
  await tab.waitForSelector(page.ready, { timeout: 60_000 });
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

async function measureLighthouse(baseURL, page) {
  const runs = [];
  for (let i = 0; i < RUNS; i++) {
    const chrome = await chromeLauncher.launch({ chromePath: CHROME, chromeFlags: FLAGS });
    try {
      const result = await lighthouse(`${baseURL}${page.path}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
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
  const lines = [];
  lines.push('# Performance of the production build');
  lines.push('');
  lines.push(`Measured ${new Date().toISOString()} on ${baseURL} (\`npm start\`, fresh seeded SQLite), Chromium ${CHROME}.`);
  lines.push(`Machine: ${os.cpus().length} CPUs, load average ${LOAD_AT_START.map((v) => v.toFixed(2)).join(' / ')} (1/5/15 min) at start, ${os.loadavg().map((v) => v.toFixed(2)).join(' / ')} at the end: Lighthouse's simulated throttling scales the observed CPU time, so a loaded machine lowers the scores (mostly TBT).`);
  lines.push(`First visit, empty cache. Gzip = each file gzipped at level 9; served = bytes on the wire as the server sent them.`);
  lines.push(`Lighthouse ${RUNS > 1 ? `median of ${RUNS} runs` : '1 run'}, mobile defaults (simulated slow 4G, 4x CPU slowdown).`);
  lines.push(`Targets: JS before the home page is interactive <= ${TARGET_JS_KB} KB gzip; score >= ${TARGET_SCORE} on each page.`);
  lines.push('');
  lines.push('| page | JS gzip (files) | JS served | CSS gzip (files) | CSS served | JS gzip before interactive | ready | LH score | FCP | LCP | TBT | CLS | SI |');
  lines.push('| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |');
  for (const { page, transfer: t, lh } of rows) {
    lines.push(
      `| ${page.path} | ${kb(t.js.gzip)} KB (${t.js.count}) | ${kb(t.js.served)} KB | ${kb(t.css.gzip)} KB (${t.css.count}) | ${kb(t.css.served)} KB | ` +
        `${kb(t.jsBeforeReady.gzip)} KB (${t.jsBeforeReady.count}) | ${ms(t.readyMs)} | ${lh.score}${lh.scores.length > 1 ? ` [${lh.scores.join(', ')}]` : ''} | ` +
        `${ms(lh.fcp)} | ${ms(lh.lcp)} | ${Math.round(lh.tbt ?? 0)} ms | ${(lh.cls ?? 0).toFixed(3)} | ${ms(lh.si)} |`,
    );
  }
  lines.push('');
  const home = rows.find((r) => r.page.path === '/');
  const jsOk = home && home.transfer.jsBeforeReady.gzip / 1024 <= TARGET_JS_KB;
  const scoresOk = rows.every((r) => r.lh.score >= TARGET_SCORE);
  lines.push(`- JS before the home page is interactive: ${home ? kb(home.transfer.jsBeforeReady.gzip) : '?'} KB gzip — ${jsOk ? 'meets' : 'MISSES'} the target.`);
  lines.push(`- Lighthouse scores: ${rows.map((r) => `${r.page.path} ${r.lh.score}`).join(', ')} — ${scoresOk ? 'all meet' : 'NOT all meet'} the target.`);
  lines.push(`- Content-Encoding served: ${[...new Set(rows.flatMap((r) => r.transfer.encodings))].join(', ')}.`);
  lines.push('');
  for (const { page, transfer: t, lh } of rows) {
    lines.push(`## ${page.path}`);
    lines.push('');
    lines.push('| largest scripts | gzip | raw | before interactive |');
    lines.push('| --- | --- | --- | --- |');
    for (const f of t.largest) lines.push(`| ${f.file} | ${kb(f.gzip)} KB | ${kb(f.raw)} KB | ${f.beforeReady ? 'yes' : 'no'} |`);
    lines.push('');
    if (lh.lcpElement) lines.push(`LCP element: \`${lh.lcpElement}\``, '');
    if (lh.opportunities?.length) lines.push(`Lighthouse opportunities: ${lh.opportunities.join('; ')}.`, '');
    if (lh.error) lines.push(`Lighthouse runtime error: ${lh.error}`, '');
  }
  return { markdown: lines.join('\n'), ok: jsOk && scoresOk };
}

async function main() {
  const site = await startSite();
  const rows = [];
  try {
    const browser = await chromium.launch({ executablePath: CHROME, args: FLAGS });
    try {
      for (const page of PAGES) {
        process.stdout.write(`[perf] transfer ${page.path} ... `);
        const transfer = await measureTransfer(browser, site.baseURL, page);
        console.log(`JS ${kb(transfer.js.gzip)} KB gzip, before interactive ${kb(transfer.jsBeforeReady.gzip)} KB`);
        rows.push({ page, transfer });
      }
    } finally {
      await browser.close();
    }
    for (const row of rows) {
      if (SKIP_LH) {
        row.lh = { score: NaN, scores: [] };
        continue;
      }
      process.stdout.write(`[perf] lighthouse ${row.page.path} ... `);
      row.lh = await measureLighthouse(site.baseURL, row.page);
      console.log(`score ${row.lh.score}`);
    }
  } finally {
    await site.stop();
  }
  const { markdown, ok } = report(site.baseURL, rows);
  fs.mkdirSync(path.dirname(OUT), { recursive: true });
  fs.writeFileSync(OUT, `${markdown}\n`);
  console.log(`\n${markdown}\n\n[perf] written to ${path.relative(root, OUT)}`);
  process.exitCode = ok ? 0 : 2;
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
