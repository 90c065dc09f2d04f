#!/usr/bin/env node
/**
 * `npm run perf`: performance figures of the production build (docs/performance.md).
 *
 * Starts the real site (`node scripts/start.mjs`, which serves dist/) on its own port
 * with a fresh, seeded SQLite database, then for a first visit (empty cache, phone width,
 * zh-TW) to every page of scripts/perfPages.mjs (every public route, /profile logged in
 * and its other tabs) measures in Debian's Chromium:
 *   - JavaScript and CSS: gzip bytes (each file gzipped, level 9) and bytes as served
 *     (with the Content-Encoding the server chose), and the JavaScript loaded before the
 *     page's `ready` content was on screen,
 *   - a Lighthouse performance score (the `lighthouse` package, mobile defaults: simulated
 *     slow 4G and 4x CPU slowdown) with FCP, LCP, TBT, CLS, SI; PERF_RUNS runs, median;
 *     and the same runs of an empty page before and after the site's pages, the machine's
 *     floor (scripts/perfFloor.mjs),
 * Prints the page-speed table (| page | Lighthouse | LCP | TBT | JS gzip |, a mark on each
 * missed target; targets in scripts/perfPages.mjs), then the detailed table, and writes
 * both as markdown (default tmp/perf-report.md; --out <file>); exits 2 when a target is missed.
 *
 * Page-weight budget (sizes only, no Lighthouse):
 *   --budget  fails (exit 3) when a page's JS or CSS (gzip) is more than 10 % above the
 *             figure recorded in perf-budget.json (or a page has no figure), or its JS is
 *             above the page's cap (scripts/perfBudget.mjs);
 *   --record  measures and writes perf-budget.json (the Lighthouse figures already in it
 *             are kept) and the tables generated from it;
 * Both also fail when config/routes.ts has a public page this script does not measure.
 *   --record-lighthouse  a normal run that also writes each page's median Lighthouse score,
 *             its runs, LCP and TBT, with the load average, into perf-budget.json;
 *   --readme  measures nothing: regenerates the tables from perf-budget.json.
 * The generated tables: README.md ("Performance", between the `perf-table` markers) and
 * docs/performance.md ("Page-weight budget", between the `perf-budget` markers).
 *
 * Needs the production build: `npm run build` first (this script never builds).
 * Environment: PERF_PORT (8041), PERF_RUNS (Lighthouse runs per page, median; 1; the
 * published figures: 5), CHROMIUM_PATH (/usr/bin/chromium), PERF_BASE_URL (measure a
 * running site instead), PERF_STATIC_DIR (serve another build than dist/),
 * PERF_SKIP_LIGHTHOUSE=1 (sizes only), PERF_LHR_DIR (also write each Lighthouse report as
 * JSON there), PERF_TRACE_DIR (and each run's trace events),
 * PERF_ONLY=/auth/login,/profile?tab=billing (only these pages; not with
 * --budget/--record), PERF_THROTTLING=devtools (Chromium slows the load itself instead of
 * Lighthouse simulating it: a cross-check, never recorded; scripts/perfLighthouse.mjs).
 *
 * With the simulation, the report also says how much of a core the page's main thread had in
 * Lighthouse's unthrottled load (scripts/perfTrace.mjs): the simulation multiplies wall time,
 * so a main thread that waited for a busy core is counted as a page that worked that long.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { budgetFailures } from './perfBudget.mjs';
import { ONLY, PAGES, unmeasuredRoutes } from './perfPages.mjs';
import { startFloorPage } from './perfFloor.mjs';
import { startCoreSplit } from './perfCores.mjs';
import { THROTTLING, measureLighthouse, median } from './perfLighthouse.mjs';
import { BUDGET_FILE, SPEED_HEAD, floorText, kb, percent, readBudget, speedRow, targetsText, writeBudget, writeTables } from './perfTables.mjs';
import { CHROME, FLAGS, demoTokens, measureTransfer, resolvePath, startPerfSite } from './perfVisit.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const PORT = Number(process.env.PERF_PORT ?? 8041);
const RUNS = Math.max(1, Number(process.env.PERF_RUNS ?? 1));
const outArg = process.argv.indexOf('--out');
const BUDGET = process.argv.includes('--budget');
const RECORD = process.argv.includes('--record');
/** Also writes the Lighthouse medians of this run into perf-budget.json and the generated tables. */
const RECORD_LH = process.argv.includes('--record-lighthouse');
const README_ONLY = process.argv.includes('--readme');
const SKIP_LH = process.env.PERF_SKIP_LIGHTHOUSE === '1' || BUDGET || RECORD;
/** How much a page's JS or CSS (gzip) may grow over its recorded figure. */
const TOLERANCE = 0.1;
const OUT = path.resolve(root, outArg > 0 ? process.argv[outArg + 1] : 'tmp/perf-report.md');
const LOAD_AT_START = os.loadavg();
const loadLine = () =>
  `Load average (1/5/15 min, ${os.cpus().length} CPUs): ${LOAD_AT_START.map((v) => v.toFixed(2)).join(' / ')} at the start, ` +
  `${os.loadavg().map((v) => v.toFixed(2)).join(' / ')} at the end. Lighthouse scales the CPU time it observes, so a busy machine lowers the scores (mostly TBT).`;

/** Every Lighthouse run's CPU benchmark index (higher: a faster machine at that moment). */
const benchmarkIndexes = (rows) => rows.flatMap((r) => r.lh?.benchmarkIndexes ?? []);
const benchmarkLine = (rows) => {
  const all = benchmarkIndexes(rows);
  if (!all.length) return null;
  return (
    `Lighthouse's CPU benchmark index: median ${Math.round(median(all))}, ${Math.round(Math.min(...all))}-${Math.round(Math.max(...all))} over ${all.length} runs ` +
    '(higher is faster). On a shared machine it moves by up to 2x from hour to hour, and TBT with it: compare figures taken at similar indexes.'
  );
};

/** Every run's main-thread share of a core in Lighthouse's unthrottled load (0-1). */
const cpuShares = (rows) => rows.flatMap((r) => r.lh?.cpuShares ?? []);
const cpuShareLine = (rows) => {
  const all = cpuShares(rows);
  if (!all.length) return null;
  return (
    `The page's main thread had ${percent(median(all))} of a core while its tasks ran (median; ${percent(Math.min(...all))}-${percent(Math.max(...all))} over ${all.length} runs; ` +
    "thread time over wall time of its tasks of 10 ms or more in Lighthouse's trace). Lighthouse multiplies a task's wall time by 4, so below 100 % " +
    "the time a task waited for a busy core counts as blocking time; the details' \"TBT, own CPU\" is what the tasks' thread time alone gives."
  );
};
const METHOD_TEXT = {
  simulate: 'mobile defaults (simulated slow 4G, 4x CPU slowdown)',
  devtools: 'mobile, throttling applied by Chromium during the load (`PERF_THROTTLING=devtools`: slow 4G, 4x CPU slowdown), a cross-check of the simulation',
};

/* ---------------------------------------------------------------- report */

function report(baseURL, rows, floor, cores) {
  const ms = (v) => (v == null ? '—' : `${(v / 1000).toFixed(2)} s`);
  const scored = rows.filter((r) => r.lh);
  const lines = [];
  const misses = [];
  lines.push('# Performance of the production build', '');
  lines.push(SPEED_HEAD);
  for (const { page, transfer: t, lh } of rows) {
    const row = speedRow(page, lh, t.js.gzip);
    lines.push(row.line);
    misses.push(...row.misses.map((m) => `${page.path}: ${m}`));
  }
  lines.push('');
  lines.push(loadLine());
  if (scored.length) lines.push('', `Cores: ${cores ? cores.text : 'every process on every core (no core of its own for the page: PERF_CORES=shared, or not Linux with taskset and two cores)'}.`);
  if (benchmarkLine(rows)) lines.push('', benchmarkLine(rows));
  if (cpuShareLine(rows)) lines.push('', cpuShareLine(rows));
  if (floor) lines.push('', floorText(floor));
  lines.push('');
  lines.push(
    `${targetsText()} Lighthouse: ` +
      (scored.length
        ? `${RUNS > 1 ? `median of ${RUNS} runs` : '1 run'} (\`PERF_RUNS=5\` for the published figures), ${METHOD_TEXT[THROTTLING]}; LCP and TBT of the median run.`
        : 'not run (PERF_SKIP_LIGHTHOUSE=1).'),
  );
  lines.push('');
  lines.push(misses.length ? `**${misses.length} targets missed**: ${misses.join('; ')}.` : 'Every measured figure meets its target.');
  lines.push('');
  lines.push('## Details', '');
  lines.push(`Measured ${new Date().toISOString()} on ${baseURL} (\`npm start\`, fresh seeded SQLite), Chromium ${CHROME}.`);
  lines.push('First visit, empty cache, 390 px wide, zh-TW. Gzip = each file gzipped at level 9; served = bytes on the wire as the server sent them; "before ready": scripts loaded before the page\'s first-screen content was there.');
  lines.push('');
  lines.push('| page | JS gzip (files) | JS served | JS gzip before ready (files) | ready | CSS gzip (files) | CSS served | LH score [runs] | FCP | LCP | TBT | TBT, own CPU | CLS | SI |');
  lines.push('| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |');
  for (const { url, transfer: t, lh } of rows) {
    const score = lh ? `${lh.score}${lh.scores.length > 1 ? ` [${lh.scores.join(', ')}]` : ''}` : '—';
    const own = lh?.ownBlocking == null ? '—' : `${Math.round(lh.ownBlocking)} ms`;
    const metrics = lh ? `${ms(lh.fcp)} | ${ms(lh.lcp)} | ${Math.round(lh.tbt ?? 0)} ms | ${own} | ${(lh.cls ?? 0).toFixed(3)} | ${ms(lh.si)}` : '— | — | — | — | — | —';
    lines.push(
      `| ${url} | ${kb(t.js.gzip)} KB (${t.js.count}) | ${kb(t.js.served)} KB | ${kb(t.jsBeforeReady.gzip)} KB (${t.jsBeforeReady.count}) | ${ms(t.readyMs)} | ` +
        `${kb(t.css.gzip)} KB (${t.css.count}) | ${kb(t.css.served)} KB | ${score} | ${metrics} |`,
    );
  }
  lines.push('');
  lines.push(`Content-Encoding served: ${[...new Set(rows.flatMap((r) => r.transfer.encodings))].join(', ')}.`, '');
  for (const { url, transfer: t, lh } of rows) {
    lines.push(`### ${url}`, '');
    lines.push('| largest scripts | gzip | raw | before ready |');
    lines.push('| --- | --- | --- | --- |');
    for (const f of t.scripts.slice(0, 8)) lines.push(`| ${f.file} | ${kb(f.gzip)} KB | ${kb(f.raw)} KB | ${f.beforeReady ? 'yes' : 'no'} |`);
    lines.push('');
    if (lh?.lcpElement) lines.push(`LCP element: \`${lh.lcpElement}\``, '');
    if (lh?.opportunities?.length) lines.push(`Lighthouse opportunities: ${lh.opportunities.join('; ')}.`, '');
    if (lh?.error) lines.push(`Lighthouse runtime error: ${lh.error}`, '');
  }
  return { markdown: lines.join('\n'), ok: misses.length === 0 };
}

/* ---------------------------------------------------------------- budget */

/** Writes this run's Lighthouse medians into perf-budget.json (sizes untouched). */
function recordLighthouse(rows, floor, cores) {
  if (!fs.existsSync(BUDGET_FILE)) throw new Error('no perf-budget.json: npm run perf -- --record first');
  const budget = readBudget();
  const scored = rows.filter((r) => r.lh && !r.lh.error);
  budget.lighthouse = {
    measured: new Date().toISOString(),
    runs: RUNS,
    loadAverage: [LOAD_AT_START[0], os.loadavg()[0]].map((v) => Number(v.toFixed(1))),
    ...(benchmarkIndexes(scored).length ? { benchmarkIndex: Math.round(median(benchmarkIndexes(scored))) } : {}),
    ...(cpuShares(scored).length ? { cpuShare: Number(median(cpuShares(scored)).toFixed(2)) } : {}),
    ...(floor ? { floor } : {}),
    pageCore: Boolean(cores),
    routes: {
      ...(ONLY.length ? budget.lighthouse?.routes : {}),
      ...Object.fromEntries(
        scored.map((r) => [
          r.page.path,
          {
            score: r.lh.score,
            scores: r.lh.scores,
            lcp: Math.round(r.lh.lcp),
            tbt: Math.round(r.lh.tbt),
            ...(r.lh.ownBlocking == null ? {} : { ownTbt: Math.round(r.lh.ownBlocking) }),
          },
        ]),
      ),
    },
  };
  writeBudget(budget);
  console.log(`[perf] Lighthouse figures of ${scored.length} pages written to perf-budget.json, README.md and docs/performance.md`);
}

function record(rows) {
  const before = fs.existsSync(BUDGET_FILE) ? readBudget() : {};
  writeBudget({
    comment:
      'Page weight of every measured page (first visit, gzip bytes): written by `npm run perf -- --record`, checked by `npm run perf -- --budget` (fails above +10 %); `lighthouse`: the last `npm run perf -- --record-lighthouse`. README.md and docs/performance.md show it.',
    measured: new Date().toISOString(),
    tolerance: TOLERANCE,
    routes: Object.fromEntries(rows.map((r) => [r.page.path, { url: r.url, jsGzip: r.transfer.js.gzip, cssGzip: r.transfer.css.gzip }])),
    ...(before.lighthouse ? { lighthouse: before.lighthouse } : {}),
  });
  console.log(`[perf] recorded ${rows.length} pages in perf-budget.json, README.md and docs/performance.md`);
}

/** Pages over budget (see scripts/perfBudget.mjs); [] when all are within. Prints the comparison. */
function checkBudget(rows) {
  if (!fs.existsSync(BUDGET_FILE)) return ['no perf-budget.json: record it with npm run perf -- --record'];
  const budget = readBudget();
  console.log(`\n| page | JS gzip (budget) | CSS gzip (budget) |\n| --- | --- | --- |`);
  for (const { page, transfer: t } of rows) {
    const b = budget.routes[page.path];
    if (!b) continue;
    const cell = (now, was) => `${kb(now)} KB (${kb(was)}, ${now >= was ? '+' : ''}${(((now - was) / was) * 100).toFixed(1)} %)`;
    console.log(`| ${page.path} | ${cell(t.js.gzip, b.jsGzip)} | ${cell(t.css.gzip, b.cssGzip)} |`);
  }
  return budgetFailures(rows, budget, budget.tolerance ?? TOLERANCE);
}

/* ------------------------------------------------------------------- run */

/** Every page's first visit (sizes); the pages that could not be measured, with why. */
async function measurePages(baseURL) {
  const rows = [];
  const unmeasured = [];
  const browser = await chromium.launch({ executablePath: CHROME, args: FLAGS });
  try {
    let tokens;
    for (const page of PAGES) {
      if (ONLY.length && !BUDGET && !RECORD && !ONLY.includes(page.path)) continue;
      if (page.login) {
        tokens ??= await demoTokens(baseURL).catch((err) => {
          unmeasured.push(`${page.path}: ${err.message}`);
          return null;
        });
        if (!tokens) continue;
      }
      const url = await resolvePath(browser, baseURL, page);
      if (!url) {
        unmeasured.push(`${page.path}: no ${page.link} on ${page.from}`);
        continue;
      }
      process.stdout.write(`[perf] transfer ${url} ... `);
      const transfer = await measureTransfer(browser, baseURL, page, url, page.login ? tokens : undefined);
      console.log(`JS ${kb(transfer.js.gzip)} KB gzip (${kb(transfer.jsBeforeReady.gzip)} KB before ready), CSS ${kb(transfer.css.gzip)} KB gzip`);
      rows.push({ page, url, transfer });
    }
  } finally {
    await browser.close();
  }
  return { rows, unmeasured };
}

/** The empty page's Lighthouse median (scripts/perfFloor.mjs): what this machine costs any page. */
async function measureFloor(when) {
  const page = await startFloorPage();
  try {
    process.stdout.write(`[perf] lighthouse: an empty page, ${when} the site's pages ... `);
    const lh = await measureLighthouse(page.baseURL, { name: `floor-${when}` }, '/', RUNS);
    console.log(`score ${lh.score}, TBT ${Math.round(lh.tbt)} ms`);
    return { score: lh.score, scores: lh.scores, tbt: Math.round(lh.tbt), lcp: Math.round(lh.lcp) };
  } finally {
    await page.stop();
  }
}

/** Whether fontconfig has a font for Traditional Chinese (the pages are measured in zh-TW). */
function hasChineseFont() {
  try {
    return execFileSync('fc-list', [':lang=zh-tw'], { encoding: 'utf8' }).trim() !== '';
  } catch {
    return false;
  }
}

async function main() {
  if (README_ONLY) {
    writeTables(readBudget());
    console.log('[perf] README.md and docs/performance.md tables regenerated from perf-budget.json');
    return;
  }
  if (RECORD_LH && SKIP_LH) {
    console.error('[perf] --record-lighthouse needs the Lighthouse runs: not with PERF_SKIP_LIGHTHOUSE, --budget or --record');
    process.exit(1);
  }
  if (RECORD_LH && THROTTLING !== 'simulate') {
    console.error("[perf] --record-lighthouse records Lighthouse's mobile defaults: not with PERF_THROTTLING=devtools");
    process.exit(1);
  }
  if (!SKIP_LH && !hasChineseFont()) {
    const why = '[perf] no Chinese font on this machine (fc-list :lang=zh-tw): Chromium draws the zh-TW pages as empty boxes, not what a player sees (apt-get install -y fonts-noto-cjk)';
    if (RECORD_LH) {
      console.error(`${why}; not recording`);
      process.exit(1);
    }
    console.warn(why);
  }
  const missing = unmeasuredRoutes();
  if (missing.length) {
    console.error(`[perf] config/routes.ts has public pages scripts/perf.mjs does not measure: ${missing.join(', ')} (add them to PAGES in scripts/perfPages.mjs)`);
    if (BUDGET || RECORD) process.exit(3);
  }
  // Before the site starts: the server and the browsers inherit the split (scripts/perfCores.mjs).
  const cores = SKIP_LH ? null : startCoreSplit();
  const site = await startPerfSite(PORT, 'perf');
  // The server computes the ranking snapshot at start-up (a few seconds of CPU in a worker):
  // Lighthouse waits for it, so that its CPU time is not counted as the page's.
  if (!SKIP_LH && site.waitForLog && !(await site.waitForLog(/ranking snapshot refres/))) {
    console.warn('[perf] the ranking snapshot was not refreshed within 60 s; measuring anyway');
  }
  let measured;
  let floor;
  try {
    measured = await measurePages(site.baseURL);
    if (!SKIP_LH) {
      floor = { before: await measureFloor('before') };
      for (const row of measured.rows) {
        process.stdout.write(`[perf] lighthouse ${row.url} ... `);
        row.lh = await measureLighthouse(site.baseURL, row.page, row.url, RUNS);
        console.log(`score ${row.lh.score}${row.lh.scores.length > 1 ? ` [${row.lh.scores.join(', ')}]` : ''}`);
      }
      floor.after = await measureFloor('after');
    }
  } finally {
    await site.stop();
    cores?.stop();
  }
  const { rows, unmeasured } = measured;
  for (const u of unmeasured) console.log(`[perf] not measured: ${u}`);
  if (RECORD) return record(rows);
  if (BUDGET) {
    const failures = checkBudget(rows);
    if (failures.length) {
      console.error(`\n[perf] page-weight budget exceeded:\n  ${failures.join('\n  ')}\n(a deliberate increase: npm run perf -- --record, and commit perf-budget.json with README.md and docs/performance.md)`);
      process.exitCode = 3;
    } else {
      console.log(`\n[perf] ${rows.length} pages within the page-weight budget (+${TOLERANCE * 100} %, and each page's JS cap)`);
    }
    return;
  }
  const { markdown, ok } = report(site.baseURL, rows, floor, cores);
  if (RECORD_LH) recordLighthouse(rows, floor, cores);
  fs.mkdirSync(path.dirname(OUT), { recursive: true });
  fs.writeFileSync(OUT, `${markdown}\n`);
  console.log(`\n${markdown}\n\n[perf] written to ${path.relative(root, OUT)}`);
  process.exitCode = ok && unmeasured.length === 0 ? 0 : 2;
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
