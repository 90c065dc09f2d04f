/**
 * The tables of `npm run perf`: the page-speed table (| page | Lighthouse | LCP | TBT |
 * JS gzip |, a mark on each figure that misses its target), and the two tables generated
 * from perf-budget.json, between markers, in README.md ("Performance") and
 * docs/performance.md ("Page-weight budget").
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PAGES, TARGETS, targetsOf } from './perfPages.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const BUDGET_FILE = path.join(root, 'perf-budget.json');
const README = path.join(root, 'README.md');
const PERF_DOC = path.join(root, 'docs', 'performance.md');
/** Put after a figure that misses its target. */
export const MISS = '✗';

export const kb = (bytes) => (bytes / 1024).toFixed(1);
/** A share (0-1) as a whole percentage. */
export const percent = (share) => `${Math.round(share * 100)} %`;
const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;

export const pageLabel = (page) => `\`${page.path}\`${page.path === '/profile' ? ' (logged in)' : ''}`;

/**
 * The page-speed row of one page: `lh` {score, lcp, tbt} (or none: not scored) and `jsGzip`
 * (bytes); `misses` lists the figures that miss their target.
 */
export function speedRow(page, lh, jsGzip) {
  const t = targetsOf(page);
  const misses = [];
  const mark = (text, missed, what) => {
    if (missed) misses.push(what);
    return missed ? `${text} ${MISS}` : text;
  };
  const cells = [
    lh ? mark(String(lh.score), lh.score < t.score, `Lighthouse ${lh.score} < ${t.score}`) : '—',
    lh ? mark(seconds(lh.lcp), lh.lcp > t.lcpMs, `LCP ${seconds(lh.lcp)} > ${seconds(t.lcpMs)}`) : '—',
    lh ? mark(`${Math.round(lh.tbt)} ms`, lh.tbt > t.tbtMs, `TBT ${Math.round(lh.tbt)} ms > ${t.tbtMs} ms`) : '—',
    jsGzip == null ? '—' : mark(`${kb(jsGzip)} KB`, jsGzip / 1024 > t.jsKB, `JS ${kb(jsGzip)} KB > ${t.jsKB} KB`),
  ];
  return { line: `| ${pageLabel(page)} | ${cells.join(' | ')} |`, misses };
}

export const SPEED_HEAD = '| page | Lighthouse | LCP | TBT | JS gzip |\n| --- | --- | --- | --- | --- |';

export const targetsText = () =>
  `Targets: Lighthouse >= ${TARGETS.score} (>= ${targetsOf({ path: '/auth/login' }).score} on \`/auth/login\`), ` +
  `LCP <= ${seconds(TARGETS.lcpMs)}, TBT <= ${TARGETS.tbtMs} ms, JS gzip (every script of the first visit) <= ${TARGETS.jsKB} KB ` +
  `(<= ${targetsOf({ path: '/ranking' }).jsKB} KB on \`/ranking\`); ${MISS}: missed.`;

const loadText = (lh) =>
  `${lh.loadAverage.join(' / ')} (start / end of the run, 2 cores)` +
  (lh.benchmarkIndex ? ` and a CPU benchmark index of ${lh.benchmarkIndex} (Lighthouse's, median of the runs; higher is faster)` : '') +
  (lh.pageCore ? "; the pages' renderers ran on a core Lighthouse and the server did not use (scripts/perfCores.mjs)" : '') +
  (lh.cpuShare
    ? `; the pages' main thread had ${percent(lh.cpuShare)} of a core while its tasks ran (median of the runs), and Lighthouse counts a task's waiting for a core as blocking time`
    : '');

/**
 * What an empty page (scripts/perfFloor.mjs) measured before and after the site's pages,
 * `floor` = {before, after}, each {score, tbt}: the machine's floor.
 */
export function floorText(floor) {
  const one = (f) => `${f.score} with a TBT of ${f.tbt} ms`;
  const tbts = [floor.before, floor.after].filter(Boolean).map((f) => f.tbt);
  return (
    `The machine's floor: an empty page (a heading and a paragraph, no script, no stylesheet) scored ${one(floor.before)} before the site's pages` +
    (floor.after ? ` and ${one(floor.after)} after them` : '') +
    '. No page can score better on this machine at that moment' +
    (Math.min(...tbts) > TARGETS.tbtMs ? `: here even the empty page misses the TBT target of ${TARGETS.tbtMs} ms.` : '.')
  );
}

/** README.md's table: page speed from perf-budget.json. */
export function readmeTable(budget) {
  const lh = budget.lighthouse;
  const lines = [SPEED_HEAD];
  for (const page of PAGES) {
    const jsGzip = budget.routes[page.path]?.jsGzip;
    const l = lh?.routes[page.path];
    if (jsGzip == null && !l) continue;
    lines.push(speedRow(page, l, jsGzip).line);
  }
  lines.push('');
  lines.push(
    lh
      ? `Lighthouse: mobile, median of ${lh.runs} run${lh.runs > 1 ? 's' : ''}, measured ${lh.measured.slice(0, 10)} at a load average of ${loadText(lh)}; ` +
          `JS: gzip, first visit, measured ${budget.measured.slice(0, 10)}. ${targetsText()}` +
          (lh.floor ? `\n\n${floorText(lh.floor)}` : '')
      : `JS: gzip, first visit, measured ${budget.measured.slice(0, 10)}; no Lighthouse figures recorded yet. ${targetsText()}`,
  );
  return lines.join('\n');
}

/** docs/performance.md's table: page weight and Lighthouse from perf-budget.json. */
export function budgetTable(budget) {
  const lh = budget.lighthouse;
  // "TBT, own CPU": the blocking time of the tasks' own thread time (scripts/perfTrace.mjs).
  const own = lh && Object.values(lh.routes).some((l) => l.ownTbt != null);
  const cols = lh ? ['page', 'JS (gzip)', 'CSS (gzip)', `Lighthouse (median of ${lh.runs})`, 'LCP', 'TBT', ...(own ? ['TBT, own CPU'] : [])] : ['page', 'JS (gzip)', 'CSS (gzip)'];
  const lines = [`| ${cols.join(' | ')} |`, `| ${cols.map(() => '---').join(' | ')} |`];
  for (const page of PAGES) {
    const b = budget.routes[page.path];
    if (!b) continue;
    const cells = [pageLabel(page), `${kb(b.jsGzip)} KB`, `${kb(b.cssGzip)} KB`];
    const l = lh?.routes[page.path];
    if (lh) cells.push(...(l ? [String(l.score), seconds(l.lcp), `${Math.round(l.tbt)} ms`] : ['—', '—', '—']));
    if (own) cells.push(l?.ownTbt == null ? '—' : `${l.ownTbt} ms`);
    lines.push(`| ${cells.join(' | ')} |`);
  }
  if (lh) {
    lines.push('');
    lines.push(
      `Lighthouse: mobile defaults, measured ${lh.measured.slice(0, 10)} with a load average of ${loadText(lh)}; scores move by several points with the load. "—": not scored.` +
        (own ? ' "TBT, own CPU": the blocking time the page\'s tasks give at 4x from their own thread time, as if the main thread had had a core to itself (not a Lighthouse figure).' : ''),
    );
    if (lh.floor) lines.push('', floorText(lh.floor));
  }
  return lines.join('\n');
}

/** Replaces what lies between `start` and `end` in `file` (says so when the markers are missing). */
function writeBetween(file, start, end, text) {
  const doc = fs.readFileSync(file, 'utf8');
  const from = doc.indexOf(start);
  const to = doc.indexOf(end);
  const name = path.relative(root, file);
  if (from < 0 || to < from) {
    console.log(`[perf] ${name} has no markers ${start} ... ${end}: table not written\n${text}`);
    return;
  }
  fs.writeFileSync(file, `${doc.slice(0, from + start.length)}\n${text}\n${doc.slice(to)}`);
}

export function readBudget() {
  return JSON.parse(fs.readFileSync(BUDGET_FILE, 'utf8'));
}

/** Regenerates the tables of README.md and docs/performance.md from `budget`. */
export function writeTables(budget) {
  writeBetween(README, '<!-- perf-table: generated by `npm run perf -- --readme` from perf-budget.json -->', '<!-- /perf-table -->', readmeTable(budget));
  writeBetween(PERF_DOC, '<!-- perf-budget: generated by `npm run perf -- --record` from perf-budget.json -->', '<!-- /perf-budget -->', budgetTable(budget));
}

/** Writes perf-budget.json and regenerates the tables from it. */
export function writeBudget(budget) {
  fs.writeFileSync(BUDGET_FILE, `${JSON.stringify(budget, null, 2)}\n`);
  writeTables(budget);
}
