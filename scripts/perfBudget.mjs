/**
 * The page-weight gate of `npm run perf -- --budget`: a page fails when its JS or CSS (gzip,
 * first visit) grew more than the tolerance above its figure in perf-budget.json, when it has
 * no figure, or when its JS is above the page's own cap (250 KB, 350 KB on /ranking), which no
 * recorded figure and no tolerance can lift.
 */
import { targetsOf } from './perfPages.mjs';
import { kb } from './perfTables.mjs';

/**
 * Why the measured pages break the budget ([] when none does). `rows`: [{ page, transfer: { js:
 * { gzip }, css: { gzip } } }]; `budget`: perf-budget.json's content; sizes in bytes.
 */
export function budgetFailures(rows, budget, tolerance) {
  const failures = [];
  for (const { page, transfer: t } of rows) {
    const capKB = targetsOf(page).jsKB;
    if (t.js.gzip > capKB * 1024) failures.push(`${page.path}: JS ${kb(t.js.gzip)} KB gzip > the page's cap of ${capKB} KB`);
    const b = budget.routes[page.path];
    if (!b) {
      failures.push(`${page.path}: no recorded figure (npm run perf -- --record)`);
      continue;
    }
    if (t.js.gzip > b.jsGzip * (1 + tolerance)) failures.push(`${page.path}: JS ${kb(t.js.gzip)} KB gzip > ${kb(b.jsGzip)} KB + ${tolerance * 100} %`);
    if (t.css.gzip > b.cssGzip * (1 + tolerance)) failures.push(`${page.path}: CSS ${kb(t.css.gzip)} KB gzip > ${kb(b.cssGzip)} KB + ${tolerance * 100} %`);
  }
  for (const p of Object.keys(budget.routes)) if (!rows.some((r) => r.page.path === p)) failures.push(`${p}: recorded but not measured`);
  return failures;
}
