/**
 * The accessibility gate's tools: waiting for a page to settle, running axe-core (its own
 * axe.min.js injected into the page) and collecting the serious and critical violations,
 * one line each with rule, target, page, language and width.
 */
import { createRequire } from 'node:module';
import type { Page, Request } from 'playwright-core';
import { popupsStill } from './harness';

const require = createRequire(import.meta.url);
const AXE_PATH = require.resolve('axe-core/axe.min.js');

export interface AxeNode {
  target: string[];
  failureSummary?: string;
}
export interface AxeViolation {
  id: string;
  impact: 'minor' | 'moderate' | 'serious' | 'critical' | null;
  help: string;
  nodes: AxeNode[];
}

export const WIDTHS = [
  { name: 'desktop', width: 1440, height: 900 },
  { name: 'phone', width: 390, height: 844 },
] as const;

/**
 * Walks the page down a screen at a time, a frame at each stop, then back to the top: the
 * parts that load as a visitor scrolls towards them (a list below the first screen, the
 * home page's lower half, the download FAQ) are drawn and audited too, and none is left
 * under its skeleton waiting for a scroll that never comes.
 */
async function bringInLazyParts(page: Page) {
  await page.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    for (let y = 0; y < document.documentElement.scrollHeight - window.innerHeight; y += window.innerHeight) {
      window.scrollTo(0, y + window.innerHeight);
      await frame();
    }
    window.scrollTo(0, 0);
    await frame();
  });
}

/** The requests a page has under way, counted from the first `settle` on that page. */
const requestsUnderWay = new WeakMap<Page, { open: Set<Request>; quietSince: number }>();

function watchRequests(page: Page) {
  const state = { open: new Set<Request>(), quietSince: Date.now() };
  const done = (request: Request) => {
    state.open.delete(request);
    if (state.open.size === 0) state.quietSince = Date.now();
  };
  page.on('request', (request) => state.open.add(request));
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  requestsUnderWay.set(page, state);
}

/**
 * Waits until the page has had no request under way for `QUIET_MS`. Playwright's
 * `networkidle` waits 500 ms of silence after each load; the page's own requests (data,
 * lazily loaded chunks, catalogs) follow one another within a frame or two, so a shorter
 * quiet spell on a page we have watched since its load tells the same, a few hundred ms
 * sooner on every audited page. The first visit of a page, before any watching, still
 * takes `networkidle`.
 */
const QUIET_MS = 150;
/**
 * A request still open after this long is a fault to name, not a wait to sit out: sat out, one
 * request that never ends costs every later `settle` on the page twice this, and the test ends
 * at its own timeout without a word about why.
 */
const NETWORK_QUIET_WITHIN_MS = 15_000;
async function networkQuiet(page: Page) {
  const state = requestsUnderWay.get(page);
  if (!state) {
    await page.waitForLoadState('networkidle').catch(() => undefined);
    watchRequests(page);
    return;
  }
  const deadline = Date.now() + NETWORK_QUIET_WITHIN_MS;
  while (Date.now() < deadline && (state.open.size > 0 || Date.now() - state.quietSince < QUIET_MS)) {
    await page.waitForTimeout(25);
  }
  if (state.open.size > 0) {
    const open = [...state.open].map((r) => `${r.method()} ${r.url()} (${r.resourceType()})`).join(', ');
    throw new Error(`${page.url()}: still loading after ${NETWORK_QUIET_WITHIN_MS / 1000} s: ${open}`);
  }
}

/**
 * Waits until no CSS animation or transition of a fixed length is running. antd's enter
 * motions fade a popup or a list in over up to 0.3 s: axe would read half-faded colours.
 * Not waited for: what repeats for ever (a spinner, a skeleton's shimmer) and the click
 * ripple (`.ant-wave`, a transparent outline that fades for 2 s over nothing axe reads).
 */
export async function motionEnded(page: Page) {
  await popupsStill(page);
  await page.waitForFunction(
    () =>
      document.getAnimations().every((a) => {
        if (a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity) return true;
        const target = (a.effect as KeyframeEffect | null)?.target;
        return !!target?.closest('.ant-wave');
      }),
    undefined,
    { timeout: 10_000, polling: 'raf' },
  );
}

/** Waits until the page shows its content: scripts ran, data answered, lazy parts drawn, motion ended. */
export async function settle(page: Page) {
  await networkQuiet(page);
  await page.locator('main.site-main, main .site-main').first().waitFor({ timeout: 20_000 });
  await bringInLazyParts(page);
  const busy = '.site-main [aria-busy="true"], .site-page-loading, .ant-skeleton-active, .ant-motion-collapse';
  await page.waitForFunction((selector) => !document.querySelector(selector), busy, { timeout: 15_000 }).catch(async () => {
    const still = await page.evaluate((selector) => Array.from(document.querySelectorAll(selector), (el) => el.className).join(' | '), busy);
    throw new Error(`${page.url()} did not settle in 15 s: still ${still}`);
  });
  // What the lazy parts or the answers started has arrived too.
  await networkQuiet(page);
  await motionEnded(page);
}

export async function runAxe(page: Page): Promise<AxeViolation[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ path: AXE_PATH });
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (ctx: unknown, opts: unknown) => Promise<{ violations: AxeViolation[] }> } }).axe;
    const result = await axe.run(document, {
      resultTypes: ['violations'],
      // Off by default in axe (experimental), but a real failure for voice-control users.
      rules: { 'label-content-name-mismatch': { enabled: true } },
    });
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes.map((n) => ({ target: n.target.map(String), failureSummary: n.failureSummary })),
    }));
  });
}

/** Collects the serious and critical violations of the pages audited in one language and width. */
export function violations(lang: string, width: number) {
  const found: string[] = [];
  const audit = async (page: Page, what: string) => {
    for (const v of await runAxe(page)) {
      if (v.impact !== 'serious' && v.impact !== 'critical') continue;
      for (const n of v.nodes) {
        const summary = (n.failureSummary ?? '').split('\n').slice(1, 2).join(' ').trim();
        found.push(`${v.id} (${v.impact}) | ${n.target.join(' > ')} | ${what} | ${lang} | ${width}px | ${summary}`);
      }
    }
  };
  const report = () => (found.length ? `${found.length} serious/critical violations:\n${found.join('\n')}` : '');
  return { found, audit, report };
}
