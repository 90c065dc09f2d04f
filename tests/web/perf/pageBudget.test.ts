/**
 * The page-weight gate of `npm test` (`npm run perf -- --budget`): growth over the recorded
 * figure fails, and so does JS above a page's cap, however high its recorded figure.
 */
import { describe, expect, it } from 'vitest';
import { budgetFailures } from '../../../scripts/perfBudget.mjs';

const KB = 1024;
const row = (path: string, jsKB: number, cssKB = 30) => ({ page: { path }, transfer: { js: { gzip: jsKB * KB }, css: { gzip: cssKB * KB } } });
const budget = (routes: Record<string, [number, number]>) => ({
  routes: Object.fromEntries(Object.entries(routes).map(([p, [js, css]]) => [p, { jsGzip: js * KB, cssGzip: css * KB }])),
});

describe('page-weight budget', () => {
  it('passes pages within their figure plus the tolerance and under their cap', () => {
    expect(budgetFailures([row('/', 240), row('/ranking', 345)], budget({ '/': [230, 30], '/ranking': [340, 30] }), 0.1)).toEqual([]);
  });

  it('fails JS above 250 KB on a page whose recorded figure and tolerance would allow it', () => {
    const failures = budgetFailures([row('/shop', 251)], budget({ '/shop': [249, 30] }), 0.1);
    expect(failures).toEqual(["/shop: JS 251.0 KB gzip > the page's cap of 250 KB"]);
  });

  it('allows /ranking its own cap of 350 KB, and no more', () => {
    expect(budgetFailures([row('/ranking', 300)], budget({ '/ranking': [290, 30] }), 0.1)).toEqual([]);
    expect(budgetFailures([row('/ranking', 351)], budget({ '/ranking': [345, 30] }), 0.1)).toEqual([
      "/ranking: JS 351.0 KB gzip > the page's cap of 350 KB",
    ]);
  });

  it('fails growth beyond the tolerance, a page without a figure and a figure without a page', () => {
    const failures = budgetFailures([row('/', 200, 40), row('/vote', 100)], budget({ '/': [180, 30], '/terms': [100, 30] }), 0.1);
    expect(failures).toEqual([
      '/: JS 200.0 KB gzip > 180.0 KB + 10 %',
      '/: CSS 40.0 KB gzip > 30.0 KB + 10 %',
      '/vote: no recorded figure (npm run perf -- --record)',
      '/terms: recorded but not measured',
    ]);
  });
});
