/**
 * Lighthouse performance runs of one page for `npm run perf` (the `lighthouse` package,
 * mobile defaults: simulated slow 4G and 4x CPU slowdown), `runs` times in a fresh Chromium
 * each; the median run's score, FCP, LCP, TBT, CLS, SI and LCP element, with every score,
 * every run's CPU benchmark index (Lighthouse's measure of the machine's speed: higher is
 * faster) and every run's main-thread share of a core (scripts/perfTrace.mjs).
 *
 * PERF_THROTTLING=devtools has Chromium apply the slow network and the 4x slowdown while the
 * page loads (Lighthouse's `devtools` throttling) instead of simulating them afterwards from
 * an unthrottled load: a cross-check on a machine too busy for the simulation.
 */
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { mainThreadShare } from './perfTrace.mjs';
import { LANGUAGE, shownLanguage } from './perfPages.mjs';
import { CHROME, QUIET_FLAGS, demoTokens, storeTokensInPage } from './perfVisit.mjs';
import { withDefaultFlags } from './quietChromium.mjs';

/** Lighthouse's throttling method: `simulate` (its mobile default) or `devtools`. */
export const THROTTLING = process.env.PERF_THROTTLING === 'devtools' ? 'devtools' : 'simulate';

export const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor((s.length - 1) / 2)];
};

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
    await tab.evaluate(storeTokensInPage, t);
    // Lighthouse keeps the cache too when it keeps the storage: empty it, so this is a first visit.
    const cdp = await browser.contexts()[0].newCDPSession(tab);
    await cdp.send('Network.clearBrowserCache');
    await tab.close();
  } finally {
    await browser.close();
  }
}

/** Writes `data` as JSON to `dir`/`name` when a folder is given (PERF_LHR_DIR, PERF_TRACE_DIR). */
function keepJson(dir, name, data) {
  if (!dir) return;
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, name), JSON.stringify(data));
}

/**
 * `runs` Lighthouse runs of `${baseURL}${url}`; PERF_LHR_DIR also keeps each report as JSON,
 * PERF_TRACE_DIR each run's trace events.
 */
export async function measureLighthouse(baseURL, page, url, runs) {
  const { default: lighthouse } = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  const results = [];
  // One login per page, its tokens stored in each run's fresh profile: a login per run met the
  // login rate limit with PERF_RUNS=5 (the access token outlives a page's runs).
  let tokens;
  for (let i = 0; i < runs; i++) {
    const chrome = await chromeLauncher.launch({
      chromePath: CHROME,
      // The browser's languages, which the site follows: without them headless Chromium asks
      // for en-US (`--lang` does nothing on Linux; `--accept-lang` sets navigator.languages).
      chromeFlags: withDefaultFlags(chromeLauncher.Launcher.defaultFlags(), [...QUIET_FLAGS, `--accept-lang=${LANGUAGE}`]),
      ignoreDefaultFlags: true,
    });
    try {
      // A logged-in page: the page's tokens are stored in this Chrome's profile first (HTTP
      // cache emptied) and Lighthouse is told to keep the storage.
      if (page.login) await storeTokens(chrome.port, baseURL, (tokens ??= await demoTokens(baseURL)));
      const result = await lighthouse(`${baseURL}${url}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
        throttlingMethod: THROTTLING,
        ...(page.login ? { disableStorageReset: true } : {}),
      });
      const lhr = result.lhr;
      const language = shownLanguage((lhr.audits['network-requests']?.details?.items ?? []).map((r) => r.url));
      // A page shown in another language is not the page the figures are for: a failed run.
      if (!lhr.runtimeError && language && language !== LANGUAGE) {
        lhr.runtimeError = { code: 'WRONG_LANGUAGE', message: `the page was shown in ${language}, not ${LANGUAGE}` };
      }
      const traceEvents = result.artifacts?.Trace?.traceEvents ?? [];
      keepJson(process.env.PERF_LHR_DIR, `${page.name}-${i + 1}.json`, lhr);
      keepJson(process.env.PERF_TRACE_DIR, `${page.name}-${i + 1}.json`, traceEvents);
      const audit = (id) => lhr.audits[id]?.numericValue;
      // Read from the unthrottled load only: a devtools-throttled trace is already slowed.
      const share = THROTTLING === 'simulate' ? mainThreadShare(traceEvents) : {};
      results.push({
        score: Math.round((lhr.categories.performance.score ?? 0) * 100),
        fcp: audit('first-contentful-paint'),
        lcp: audit('largest-contentful-paint'),
        tbt: audit('total-blocking-time'),
        cls: audit('cumulative-layout-shift'),
        si: audit('speed-index'),
        opportunities: Object.values(lhr.audits)
          .filter((a) => a.details?.type === 'opportunity' && (a.numericValue ?? 0) > 150)
          .map((a) => `${a.id} (${Math.round(a.numericValue)} ms)`),
        lcpElement: lcpElement(lhr),
        benchmarkIndex: lhr.environment?.benchmarkIndex,
        cpuShare: share.share,
        ownBlocking: share.ownBlocking,
        error: lhr.runtimeError?.message,
      });
    } finally {
      await chrome.kill();
    }
  }
  // A run Lighthouse could not finish (runtimeError, score 0) says nothing about the page:
  // it is listed but left out of the median when other runs succeeded.
  const valid = results.filter((r) => !r.error);
  const pool = valid.length > 0 ? valid : results;
  const pick = median(pool.map((r) => r.score));
  return {
    ...pool.find((r) => r.score === pick),
    scores: results.map((r) => (r.error ? `${r.score} (failed)` : r.score)),
    benchmarkIndexes: results.map((r) => r.benchmarkIndex).filter((v) => typeof v === 'number'),
    cpuShares: pool.map((r) => r.cpuShare).filter((v) => typeof v === 'number'),
  };
}
