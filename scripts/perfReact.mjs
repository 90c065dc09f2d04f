#!/usr/bin/env node
/**
 * Which React components a first visit spends its main thread on: `npm run perf:react`.
 *
 * Lighthouse's blocking time and `npm run perf:main` say how long the main thread was busy and
 * with what kind of work, not which part of the app asked for it. React's profiling build
 * reports every render as it happens to a DevTools hook; this script plays that hook in the
 * page. It visits each page of `npm run perf` (scripts/perfPages.mjs; PERF_ONLY=/shop,/terms
 * for some) like a first visit (phone width, zh-TW, empty cache, the CPU slowed four times as
 * Lighthouse's mobile run counts it), PERF_RUNS times (default 3), and prints per page:
 *   - the renders React committed until 3 s after the page's content was there, by kind of update:
 *     sync (a layout effect's or an input's), default (a fetch's, a passive effect's),
 *     transition (sliced: React yields to the browser every few milliseconds), retry (a
 *     suspended part coming back), and its long tasks (over 50 ms) with their blocking time;
 *   - the components with the most render time (their own function, not their children), the
 *     sum over the visit and the longest single render: a render that takes longer than 50 ms
 *     is a long task by itself, whatever kind of update it was.
 * Figures are medians over the runs, ms with the CPU slowed 4x.
 *
 * It needs a build with React's profiling build and names left unminified, in tmp/dist-react:
 *   REACT_PROFILING=1 npx max build && node scripts/extract-antd-css.mjs tmp/dist-react
 * (PERF_STATIC_DIR for another folder). That build is larger and a little slower than the
 * production one: compare its figures with each other, not with Lighthouse's.
 * Markdown to stdout and to `--out <file>` (default tmp/perf-react.md).
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { median } from './perfLighthouse.mjs';
import { CONTENT, ONLY, PAGES } from './perfPages.mjs';
import { demoTokens, launchQuietPerfChromium, resolvePath, runIfMain, slowedVisit, startBuiltPerfSite, writeReport } from './perfVisit.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const RUNS = Math.max(1, Number(process.env.PERF_RUNS ?? 3));
const TOP = 12;
const staticDir = path.resolve(root, process.env.PERF_STATIC_DIR ?? 'tmp/dist-react');
const at = process.argv.indexOf('--out');
const outFile = path.resolve(root, at > 0 ? process.argv[at + 1] : 'tmp/perf-react.md');

/**
 * React 18's lanes (react-reconciler's ReactFiberLane), by the kind of update that asks for
 * them: sync (a click's, a layout effect's) and continuous input, default (a fetch's answer, a
 * passive effect's), the 16 transition lanes, the 5 retry lanes, and idle or offscreen work.
 */
export function laneKind(lanes) {
  if (lanes & 0b111) return 'sync';
  if (lanes & 0b11000) return 'default';
  if (lanes & 0x3fffe0) return 'transition';
  if (lanes & 0x7c00000) return 'retry';
  return 'idle';
}

/**
 * Runs in the page before its scripts: a stand-in for React DevTools that asks React's
 * profiling build for its scheduling marks and keeps, in window.__reactRenders, the lanes of
 * each render React commits, and each component render ([name, ms]); window.__longTasks gets
 * the long tasks' durations.
 */
function recordReact() {
  const renders = [];
  const components = [];
  const longTasks = [];
  Object.assign(window, { __reactRenders: renders, __reactComponents: components, __longTasks: longTasks });
  const now = () => performance.now();
  const nameOf = (fiber) => {
    let type = fiber?.type;
    if (typeof type === 'string') return type;
    type = type?.render ?? type?.type ?? type;
    return type?.displayName || type?.name || '(anonymous)';
  };
  const open = [];
  const hooks = {
    markCommitStarted(lanes) {
      renders.push(lanes);
    },
    markComponentRenderStarted(fiber) {
      open.push([nameOf(fiber), now()]);
    },
    markComponentRenderStopped() {
      const [name, start] = open.pop() ?? [];
      if (name) components.push([name, now() - start]);
    },
  };
  const noop = () => {};
  for (const mark of ['markRenderStarted', 'markRenderYielded', 'markRenderStopped', 'markCommitStopped', 'markRenderScheduled', 'markStateUpdateScheduled', 'markForceUpdateScheduled', 'markComponentSuspended', 'markComponentErrored', 'markLayoutEffectsStarted', 'markLayoutEffectsStopped', 'markPassiveEffectsStarted', 'markPassiveEffectsStopped']) hooks[mark] = noop;
  for (const phase of ['Passive', 'Layout']) for (const what of ['Mount', 'Unmount']) for (const end of ['Started', 'Stopped']) hooks[`markComponent${phase}Effect${what}${end}`] = noop;
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    isDisabled: false,
    supportsFiber: true,
    renderers: new Map(),
    inject(internals) {
      window.__reactProfiling = typeof internals.injectProfilingHooks === 'function';
      internals.injectProfilingHooks?.(hooks);
      return 1;
    },
    onScheduleFiberRoot: noop,
    onCommitFiberRoot: noop,
    onCommitFiberUnmount: noop,
    onPostCommitFiberRoot: noop,
    checkDCE: noop,
  };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) longTasks.push(entry.duration);
  }).observe({ type: 'longtask', buffered: true });
}

/** One first visit of `url`: its renders, component renders and long tasks. */
function visit(browser, url, ready, tokens) {
  return slowedVisit(browser, { url, ready, tokens, initScript: recordReact }, async (page, cdp, open) => {
    await open();
    const seen = await page.evaluate(() => ({
      profiling: window.__reactProfiling,
      renders: window.__reactRenders,
      components: window.__reactComponents,
      longTasks: window.__longTasks,
    }));
    if (!seen.profiling) throw new Error(`${url}: React's profiling build did not report; build with REACT_PROFILING=1 (see the top of this file)`);
    return seen;
  });
}

/** One visit's figures: renders by kind, long tasks, and per component its total, count and longest. */
export function visitFigures({ renders, components, longTasks }) {
  const kinds = { sync: 0, default: 0, transition: 0, retry: 0, idle: 0 };
  for (const lanes of renders) kinds[laneKind(lanes)] += 1;
  /** @type {Record<string, { total: number, count: number, longest: number }>} */
  const byName = {};
  for (const [name, ms] of components) {
    const c = (byName[name] ??= { total: 0, count: 0, longest: 0 });
    c.total += ms;
    c.count += 1;
    c.longest = Math.max(c.longest, ms);
  }
  const blocking = longTasks.reduce((sum, ms) => sum + Math.max(0, ms - 50), 0);
  return { kinds, renders: renders.length, longTasks: longTasks.length, blocking, byName };
}

/** The runs' medians: renders by kind, long tasks and the components with the most render time. */
export function summarize(runs) {
  const names = new Set(runs.flatMap((r) => Object.keys(r.byName)));
  const components = [...names]
    .map((name) => {
      const of = (key) => median(runs.map((r) => r.byName[name]?.[key] ?? 0));
      return { name, total: of('total'), count: of('count'), longest: of('longest') };
    })
    .sort((a, b) => b.total - a.total);
  const kinds = Object.fromEntries(Object.keys(runs[0].kinds).map((k) => [k, median(runs.map((r) => r.kinds[k]))]));
  return {
    renders: median(runs.map((r) => r.renders)),
    kinds,
    longTasks: median(runs.map((r) => r.longTasks)),
    blocking: median(runs.map((r) => r.blocking)),
    componentTotal: median(runs.map((r) => Object.values(r.byName).reduce((s, c) => s + c.total, 0))),
    components,
  };
}

const ms = (n) => Math.round(n);

function pageSection(pagePath, s) {
  const kinds = Object.entries(s.kinds)
    .filter(([, n]) => n > 0)
    .map(([k, n]) => `${n} ${k}`)
    .join(', ');
  return [
    `### ${pagePath}`,
    '',
    `${s.renders} renders (${kinds}); components' own render time ${ms(s.componentTotal)} ms; ` +
      `${s.longTasks} long tasks, ${ms(s.blocking)} ms of blocking time (the page's PerformanceObserver).`,
    '',
    '| component | renders | render time | longest |',
    '| --- | --- | --- | --- |',
    ...s.components.slice(0, TOP).map((c) => `| ${c.name} | ${c.count} | ${ms(c.total)} ms | ${ms(c.longest)} ms |`),
    '',
  ].join('\n');
}

async function main() {
  if (!fs.existsSync(path.join(staticDir, 'index.html'))) {
    console.error(`${path.relative(root, staticDir)} has no build: REACT_PROFILING=1 npx max build && node scripts/extract-antd-css.mjs tmp/dist-react`);
    process.exit(1);
  }
  const pages = PAGES.filter((p) => ONLY.length === 0 || ONLY.includes(p.path));
  const site = await startBuiltPerfSite(8048, 'react', staticDir);
  const browser = await launchQuietPerfChromium();
  const sections = [];
  try {
    for (const page of pages) {
      const where = await resolvePath(browser, site.baseURL, page);
      if (!where) throw new Error(`${page.path}: no link found on ${page.from}`);
      const tokens = page.login ? await demoTokens(site.baseURL) : undefined;
      const runs = [];
      for (let run = 0; run < RUNS; run++) runs.push(visitFigures(await visit(browser, `${site.baseURL}${where}`, page.ready ?? CONTENT, tokens)));
      const summary = summarize(runs);
      console.error(`${page.path}: ${summary.renders} renders, components ${ms(summary.componentTotal)} ms, blocking ${ms(summary.blocking)} ms`);
      sections.push(pageSection(page.path, summary));
    }
  } finally {
    await browser.close();
    await site.stop();
  }
  const text = [
    `# React renders of a first visit`,
    '',
    `ms with the CPU slowed 4x, median of ${RUNS} visits, ${new Date().toISOString().slice(0, 16)}Z, build ${path.relative(root, staticDir)} ` +
      "(React's profiling build, unminified: compare with each other, not with Lighthouse).",
    '',
    ...sections,
  ].join('\n');
  writeReport(outFile, text);
}

runIfMain(import.meta.url, main);
