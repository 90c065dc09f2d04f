#!/usr/bin/env node
/**
 * What a first visit's main thread does, page by page: `npm run perf:main`.
 *
 * Lighthouse's Total Blocking Time on this two-core machine moves by a second between runs
 * of the same build, so a change of 100-300 ms cannot be read from it. This script records a
 * Chromium trace of each first visit (phone width, zh-TW, empty cache, the CPU slowed four
 * times as Lighthouse's mobile run counts it) and splits the page's main thread into what it
 * spent the time on:
 *   - blocking: the time of each task beyond 50 ms, summed (what TBT adds up, here from
 *     navigation until 3 s after the page's content is there);
 *   - busy: every task's time;
 *   - script (evaluating files and running their functions), layout, style, paint, html and
 *     css parsing, svg (an SVG image's own document), gc; and forced: the style and layout a
 *     script asked for (counted in script, and in style and layout, too).
 * Each figure is the median of PERF_RUNS visits (default 3). The pages are those of
 * `npm run perf` (scripts/perfPages.mjs; PERF_ONLY=/shop,/ranking for some), the logged-in
 * ones as the demo account.
 *
 * `--compare <build dir>` also serves that build (e.g. a checkout of the previous commit,
 * built) and visits the two one after the other, run by run, so both see the same machine;
 * the table then has a row per build. Markdown to stdout and to `--out <file>`
 * (default tmp/perf-main-thread.md). Build first (`npm run build`); the script never builds.
 */
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { median } from './perfLighthouse.mjs';
import { CONTENT, ONLY, PAGES } from './perfPages.mjs';
import { demoTokens, launchQuietPerfChromium, resolvePath, runIfMain, slowedVisit, startBuiltPerfSite, startPerfSite, writeReport } from './perfVisit.mjs';
import { busiestMainThread } from './perfTrace.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const RUNS = Math.max(1, Number(process.env.PERF_RUNS ?? 3));
const arg = (name) => {
  const at = process.argv.indexOf(name);
  return at > 0 ? process.argv[at + 1] : undefined;
};
const compareDir = arg('--compare');
const outFile = path.resolve(root, arg('--out') ?? 'tmp/perf-main-thread.md');

/** Trace event names and the kind of work each one is. */
const KINDS = {
  EvaluateScript: 'script',
  FunctionCall: 'script',
  'v8.compile': 'script',
  Layout: 'layout',
  UpdateLayoutTree: 'style',
  'Blink.ForcedStyleAndLayout.UpdateTime': 'forced',
  Paint: 'paint',
  PrePaint: 'paint',
  Layerize: 'paint',
  ParseHTML: 'html',
  ParseAuthorStyleSheet: 'css',
  'SVGImage::DataChanged': 'svg',
  MinorGC: 'gc',
  MajorGC: 'gc',
};
const COLUMNS = ['blocking', 'busy', 'script', 'layout', 'style', 'forced', 'paint', 'html', 'css', 'svg', 'gc'];
/** Kinds whose events nest in one another (a function call inside a script's evaluation): the outermost counts. */
const NESTING = new Set(['script']);

const CATEGORIES = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute', 'v8', 'blink', 'loading'].join(',');

/** One first visit of `url`, traced: the figures of its main thread (ms, CPU slowed 4x). */
function visit(browser, url, ready, tokens) {
  return slowedVisit(browser, { url, ready, tokens }, async (page, cdp, open) => {
    const events = [];
    cdp.on('Tracing.dataCollected', (e) => events.push(...e.value));
    const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
    await cdp.send('Tracing.start', { categories: CATEGORIES, transferMode: 'ReportEvents' });
    await open();
    await cdp.send('Tracing.end');
    await complete;
    return mainThreadFigures(events);
  });
}

/** The renderer main thread of the visit (the busiest one) and its figures. */
export function mainThreadFigures(events) {
  const figures = Object.fromEntries(COLUMNS.map((c) => [c, 0]));
  const found = busiestMainThread(events);
  if (!found) return figures;
  const { main, tasks } = found;
  for (const task of tasks) {
    figures.busy += task.dur / 1000;
    if (task.dur > 50_000) figures.blocking += task.dur / 1000 - 50;
  }
  const own = events.filter((e) => e.pid === main.pid && e.tid === main.tid && e.ph === 'X' && KINDS[e.name])
    .sort((a, b) => a.ts - b.ts || b.dur - a.dur);
  const openUntil = {};
  for (const e of own) {
    const kind = KINDS[e.name];
    if (NESTING.has(kind)) {
      if (e.ts < (openUntil[kind] ?? 0)) continue;
      openUntil[kind] = e.ts + e.dur;
    }
    figures[kind] += e.dur / 1000;
  }
  return figures;
}

async function main() {
  const pages = PAGES.filter((p) => ONLY.length === 0 || ONLY.includes(p.path));
  const sites = [{ label: 'dist', site: await startPerfSite(8043, 'main-thread') }];
  if (compareDir) {
    const staticDir = path.resolve(root, compareDir);
    sites.push({
      label: compareDir,
      site: await startBuiltPerfSite(8044, 'main-thread-b', staticDir),
    });
  }
  const browser = await launchQuietPerfChromium();
  const rows = [];
  const load = () => os.loadavg()[0].toFixed(2);
  const loadStart = load();
  try {
    for (const page of pages) {
      const targets = [];
      for (const { label, site } of sites) {
        const at = await resolvePath(browser, site.baseURL, page);
        if (!at) throw new Error(`${page.path}: no link found on ${page.from}`);
        const tokens = page.login ? await demoTokens(site.baseURL) : undefined;
        targets.push({ label, url: `${site.baseURL}${at}`, tokens, runs: [] });
      }
      for (let run = 0; run < RUNS; run++) {
        for (const t of targets) t.runs.push(await visit(browser, t.url, page.ready ?? CONTENT, t.tokens));
      }
      for (const t of targets) {
        const row = { page: page.path, build: t.label };
        for (const c of COLUMNS) row[c] = median(t.runs.map((r) => r[c]));
        row.blockingRuns = t.runs.map((r) => Math.round(r.blocking));
        rows.push(row);
        console.error(`${page.path} (${t.label}): blocking ${Math.round(row.blocking)} ms [${row.blockingRuns.join(', ')}], busy ${Math.round(row.busy)} ms`);
      }
    }
  } finally {
    await browser.close();
    for (const { site } of sites) await site.stop();
  }
  const head = ['page', ...(compareDir ? ['build'] : []), 'blocking (runs)', ...COLUMNS.slice(1)];
  const lines = [
    `Main thread of a first visit, ms with the CPU slowed 4x, median of ${RUNS} (load average ${loadStart} -> ${load()}, ${new Date().toISOString().slice(0, 16)}Z):`,
    '',
    `| ${head.join(' | ')} |`,
    `| ${head.map(() => '---').join(' | ')} |`,
    ...rows.map(
      (r) =>
        `| \`${r.page}\` | ${compareDir ? `${r.build} | ` : ''}${Math.round(r.blocking)} (${r.blockingRuns.join(', ')}) | ${COLUMNS.slice(1)
          .map((c) => Math.round(r[c]))
          .join(' | ')} |`,
    ),
  ];
  const text = `${lines.join('\n')}\n`;
  writeReport(outFile, text);
}

runIfMain(import.meta.url, main);
