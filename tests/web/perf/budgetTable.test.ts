/**
 * docs/performance.md's generated table: Lighthouse's figures beside the blocking time a page's
 * own CPU time gives, when the run recorded it.
 */
import { describe, expect, it } from 'vitest';
import { budgetTable } from '../../../scripts/perfTables.mjs';

const budget = (routes: Record<string, object>, extra: object = {}) => ({
  routes: { '/': { jsGzip: 250_000, cssGzip: 30_000 }, '/vote': { jsGzip: 240_000, cssGzip: 29_000 } },
  lighthouse: { measured: '2026-11-30T21:31:16.568Z', runs: 3, loadAverage: [1.8, 4.2], cpuShare: 0.4, routes, ...extra },
});

describe('page-weight table', () => {
  it('shows the TBT of the page’s own CPU time beside Lighthouse’s, "—" where a page has none', () => {
    const table = budgetTable(budget({ '/': { score: 79, lcp: 1550, tbt: 921, ownTbt: 266 }, '/vote': { score: 81, lcp: 1500, tbt: 830 } }));
    expect(table).toContain('| page | JS (gzip) | CSS (gzip) | Lighthouse (median of 3) | LCP | TBT | TBT, own CPU |');
    expect(table).toContain('| `/` | 244.1 KB | 29.3 KB | 79 | 1.55 s | 921 ms | 266 ms |');
    expect(table).toContain('| `/vote` | 234.4 KB | 28.3 KB | 81 | 1.50 s | 830 ms | — |');
    expect(table).toContain('main thread had 40 % of a core');
  });

  it('says whether the pages had a core of their own in the recorded runs', () => {
    const routes = { '/': { score: 100, lcp: 990, tbt: 78 } };
    const line = 'renderers ran on a core Lighthouse and the server did not use';
    expect(budgetTable(budget(routes, { pageCore: true }))).toContain(line);
    expect(budgetTable(budget(routes, { pageCore: false }))).not.toContain(line);
    expect(budgetTable(budget(routes))).not.toContain(line);
  });

  it('has no such column for figures recorded without it', () => {
    const table = budgetTable(budget({ '/': { score: 79, lcp: 1550, tbt: 921 } }));
    expect(table).not.toContain('own CPU');
    expect(table).toContain('| `/` | 244.1 KB | 29.3 KB | 79 | 1.55 s | 921 ms |');
  });
});
