/**
 * What the end-to-end tests share: the running site (global-setup.ts), Debian's
 * Chromium through playwright-core, the e-mail outbox, and a login shortcut.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import Database from 'better-sqlite3';
import { solveChallenge } from 'altcha-lib';
import { afterEach, inject } from 'vitest';
import { launchQuietChromium } from '../../scripts/quietChromium.mjs';

export const baseURL = () => inject('baseURL');

export type SiteLang = 'zh' | 'en';

/**
 * The browser contexts a test file opens, closed after each test (and by `closeAll` when a
 * test is done with them): a page left open keeps running its polls and timers, and on a
 * two-core machine every test after it waits for the processor.
 */
export function contextsOfEachTest() {
  const contexts: BrowserContext[] = [];
  const closeAll = async () => {
    for (const c of contexts.splice(0)) await c.close().catch(() => undefined);
  };
  afterEach(closeAll);
  return { contexts, closeAll };
}

/** Debian's Chromium, without its own address-bar pages (scripts/quietChromium.mjs). */
export function launchBrowser(): Promise<Browser> {
  return launchQuietChromium({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
}

/**
 * Waits until no antd popup (dialog, drawer, dropdown, tooltip) is in its opening or
 * closing motion. A freshly opened popup first sits at its final place with opacity 0
 * for a few frames, then starts its zoom or slide from a smaller size: a click aimed at a
 * button inside it during those frames can land on the mask or outside the menu, which
 * closes it. Press inside a popup only once it stands still, as a person would.
 */
export async function popupsStill(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      !Array.from(document.querySelectorAll('[class*="-appear"], [class*="-enter"], [class*="-leave"]')).some(
        (el) =>
          Array.from(el.classList).some((c) => /^ant-[\w-]+-(appear|enter|leave)$/.test(c)) &&
          // Not a popup: a button's loading spinner fading out (antd can leave it in that state
          // when a load ends within a frame of starting), or a motion inside something hidden.
          !el.classList.contains('ant-btn-loading-icon') &&
          el.getClientRects().length > 0,
      ),
    undefined,
    { timeout: 10_000 },
  );
}

/**
 * Holds the page's requests to `url` (a glob or a pattern) until the returned function is called: a test
 * can look at what the page shows while it waits for that answer.
 */
export async function holdRequests(page: Page, url: string | RegExp): Promise<() => void> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/** What a page keeps moving with no end: a loading placeholder until its content comes, a decoration for as long as the page is open. */
export interface EndlessAnimations {
  /** Each one's name and element: "name on TAG.class". */
  all: string[];
  /**
   * Those the browser repaints on the main thread in every frame: changing anything but a
   * transform or an opacity, or moving a shape inside an SVG picture ("name on TAG.class: why").
   */
  repainting: string[];
}

/** The page's running animations that repeat forever, and which of them repaint in every frame. */
export async function endlessAnimations(page: Page): Promise<EndlessAnimations> {
  return page.evaluate(() => {
    const compositor = ['transform', 'opacity', 'translate', 'rotate', 'scale'];
    const found: EndlessAnimations = { all: [], repainting: [] };
    for (const animation of document.getAnimations()) {
      const effect = animation.effect as KeyframeEffect | null;
      if (animation.playState !== 'running' || !effect || effect.getComputedTiming().iterations !== Infinity) continue;
      const target = effect.target as Element | null;
      const name = `${(animation as CSSAnimation).animationName ?? animation.id} on ${target?.tagName}.${String(target?.getAttribute('class') ?? '').split(' ')[0]}${effect.pseudoElement ?? ''}`;
      const changed = [...new Set(effect.getKeyframes().flatMap((k) => Object.keys(k)))].filter((p) => !['offset', 'computedOffset', 'easing', 'composite'].includes(p));
      found.all.push(name);
      const others = changed.filter((p) => !compositor.includes(p));
      if (others.length > 0) found.repainting.push(`${name}: ${others.join(', ')}`);
      else if (target instanceof SVGElement && target.ownerSVGElement) found.repainting.push(`${name}: inside an SVG picture`);
    }
    return found;
  });
}

/** A layout shift the browser reported: its score and the text of what moved. */
export interface LayoutShift {
  value: number;
  what: string;
}

/**
 * Records every layout shift of the context's pages from their first byte (the browser's
 * `layout-shift` entries; a test that types or clicks should read them before it does).
 */
export async function watchLayoutShifts(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const seen: LayoutShift[] = [];
    (window as unknown as { layoutShifts: LayoutShift[] }).layoutShifts = seen;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as Array<{ value: number; sources: Array<{ node?: Node | null }> }>) {
        seen.push({ value: entry.value, what: entry.sources.map((s) => s.node?.textContent?.trim().slice(0, 40) ?? '?').join(' | ') });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The layout shifts recorded so far (watchLayoutShifts), once the next two frames are drawn. */
export async function layoutShifts(page: Page): Promise<{ total: number; shifts: LayoutShift[] }> {
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  const shifts = await page.evaluate(() => (window as unknown as { layoutShifts: LayoutShift[] }).layoutShifts);
  return { total: shifts.reduce((sum, s) => sum + s.value, 0), shifts };
}

/**
 * Records, every frame from the first page load on, when a table inside `selector` is drawn
 * without ProTable's search form (its filter row) above it: a form that came later would
 * push the rows down. Read with `framesOfTableWithoutFilter`.
 */
export async function watchTableWithoutFilter(context: BrowserContext, selector: string): Promise<void> {
  await context.addInitScript((within: string) => {
    const seen: string[] = [];
    (window as unknown as { tableWithoutFilter: string[] }).tableWithoutFilter = seen;
    const look = () => {
      const box = document.querySelector(within);
      if (box?.querySelector('.ant-table-container') && !box.querySelector('.ant-pro-table-search')) seen.push(`${Math.round(performance.now())} ms`);
      requestAnimationFrame(look);
    };
    requestAnimationFrame(look);
  }, selector);
}

/**
 * Records, from now on and every animation frame, each height the element of `selector` takes
 * (with what it showed: the skeleton, the table waiting for its rows, the rows), for
 * `heightsSeen`: a place that grows or shrinks as its parts come moves what is below it.
 */
export async function watchHeights(page: Page, selector: string): Promise<void> {
  await page.evaluate((within: string) => {
    const seen: string[] = [];
    (window as unknown as { heightsSeen: string[] }).heightsSeen = seen;
    const look = () => {
      const box = document.querySelector(within);
      if (box) {
        // what is seen: a table drawn off the page (aria-hidden, until whole) does not count
        const seenPart = (selector: string) => box.querySelector(`${selector}:not([aria-hidden] *)`);
        const what = seenPart('.ant-table-row') ? 'rows' : seenPart('.ant-table-placeholder') ? 'table' : seenPart('[data-testid$="-waiting"]') ? 'skeleton' : 'other';
        const entry = `${Math.round(box.getBoundingClientRect().height)} px (${what})`;
        if (seen[seen.length - 1] !== entry) seen.push(entry);
      }
      requestAnimationFrame(look);
    };
    requestAnimationFrame(look);
  }, selector);
}

/** What watchHeights recorded: one entry per change of height or of what the element showed. */
export async function heightsSeen(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { heightsSeen: string[] }).heightsSeen);
}

/**
 * Holds back by `ms` every script of the page whose text contains `marker` (a class name its code
 * writes): code that loads on demand then arrives after the code around it, as it may on a slow
 * network, and a test sees for certain what the page draws meanwhile.
 */
export async function delayScripts(page: Page, marker: string, ms: number): Promise<void> {
  await page.route(/\.js(\?.*)?$/, async (route) => {
    const response = await route.fetch();
    const body = await response.text();
    if (body.includes(marker)) await new Promise((resolve) => setTimeout(resolve, ms));
    // the text is decoded: sent again without the compression headers
    const headers = Object.fromEntries(Object.entries(response.headers()).filter(([name]) => !['content-encoding', 'content-length'].includes(name)));
    await route.fulfill({ response, body, headers });
  });
}

/** The times of the frames watchTableWithoutFilter saw, after half a second more (for a form that would come late). */
export async function framesOfTableWithoutFilter(page: Page): Promise<string[]> {
  await page.evaluate(() => new Promise((done) => setTimeout(done, 500)));
  return page.evaluate(() => (window as unknown as { tableWithoutFilter: string[] }).tableWithoutFilter);
}

export interface PageOptions {
  lang?: SiteLang;
  width?: number;
  height?: number;
  /** A token set to store before the first page load (see apiLogin). */
  tokens?: TokenSet;
  /** Lets a test inject its own script tag (axe-core) past the site's Content-Security-Policy. */
  bypassCSP?: boolean;
}

/** A fresh browser context (own storage) with the language chosen before the first load. */
export async function newPage(browser: Browser, opts: PageOptions = {}): Promise<{ context: BrowserContext; page: Page }> {
  const { lang = 'zh', width = 1440, height = 900 } = opts;
  const context = await browser.newContext({
    baseURL: baseURL(),
    viewport: { width, height },
    locale: lang === 'zh' ? 'zh-TW' : 'en-US',
    bypassCSP: opts.bypassCSP ?? false,
  });
  await context.addInitScript(
    ([language, tokens]) => {
      if (!window.localStorage.getItem('preferred-language')) {
        window.localStorage.setItem('preferred-language', language as string);
      }
      if (tokens && !window.sessionStorage.getItem('e2e-tokens-set')) {
        const t = tokens as unknown as Record<string, number | string>;
        const now = Date.now();
        window.localStorage.setItem('access_token', String(t.token));
        window.localStorage.setItem('refresh_token', String(t.refresh_token));
        window.localStorage.setItem('token_expire_time', String(now + Number(t.expires_in) * 1000));
        window.localStorage.setItem('refresh_token_expire_time', String(now + Number(t.refresh_expires_in) * 1000));
        window.sessionStorage.setItem('e2e-tokens-set', '1');
      }
    },
    [lang, opts.tokens ?? null] as const,
  );
  const page = await context.newPage();
  return { context, page };
}

export interface OutboxMail {
  to: string;
  subject: string;
  body: string;
}

/** The newest mails to an address from the site's outbox (no SMTP in tests). */
export function readOutbox(to: string): OutboxMail[] {
  const db = new Database(inject('dbPath'), { readonly: true, fileMustExist: true });
  try {
    const rows = db
      .prepare('SELECT * FROM web_outbox WHERE lower(to_address) = lower(?) ORDER BY id DESC')
      .all(to) as Array<Record<string, string>>;
    return rows.map((r) => ({ to: r.to_address, subject: r.subject, body: r.body }));
  } finally {
    db.close();
  }
}

/** The last 6-digit code mailed to an address. */
export function lastMailedCode(to: string): string | undefined {
  for (const mail of readOutbox(to)) {
    const m = /\b(\d{6})\b/.exec(mail.body);
    if (m) return m[1];
  }
  return undefined;
}

/** Runs a read-only SQL query on the site's database (assertions on stored rows). */
export function queryDb<T = Record<string, unknown>>(sql: string, ...params: unknown[]): T[] {
  const db = new Database(inject('dbPath'), { readonly: true, fileMustExist: true });
  try {
    return db.prepare(sql).all(...params) as T[];
  } finally {
    db.close();
  }
}

/**
 * Writes to the site's database what another program writes there: the game server
 * (a login mark, a new lastlogin) or an operator. Only for setting up what the game would do.
 */
export function writeGameDb(sql: string, ...params: unknown[]): number {
  const db = new Database(inject('dbPath'), { fileMustExist: true });
  try {
    db.pragma('busy_timeout = 5000');
    return Number(db.prepare(sql).run(...params).lastInsertRowid);
  } finally {
    db.close();
  }
}

export interface TokenSet {
  token: string;
  refresh_token: string;
  expires_in: number;
  refresh_expires_in: number;
}

/** Solves the self-hosted proof-of-work challenge the way the widget does. */
export async function solveHumanCheck(): Promise<string> {
  const res = await fetch(`${baseURL()}/api/v1/auth/altcha-challenge`);
  const body = await res.json();
  const challenge = body.data ?? body;
  const { promise } = solveChallenge(challenge.challenge, challenge.salt, challenge.algorithm, challenge.maxnumber);
  const solution = await promise;
  if (!solution) throw new Error('could not solve the altcha challenge');
  return btoa(
    JSON.stringify({
      algorithm: challenge.algorithm,
      challenge: challenge.challenge,
      number: solution.number,
      salt: challenge.salt,
      signature: challenge.signature,
    }),
  );
}

/** Logs in through the API (with a real proof of work) and returns the token set. */
export async function apiLogin(username: string, password: string): Promise<TokenSet> {
  const res = await fetch(`${baseURL()}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password, turnstile_token: await solveHumanCheck() }),
  });
  const body = await res.json();
  if (body.code !== 0) throw new Error(`login failed: ${body.message}`);
  return body.data as TokenSet;
}

/** The demo account the seed creates (README). */
export const DEMO = { username: 'demo01', password: 'demo1234' };

/**
 * Ticks the human check's box and waits until the widget solved the proof of work for
 * real. Before the form is used the box is a still stand-in: a press on it loads the
 * widget, which then starts verifying by itself.
 */
export async function solveWidget(page: Page) {
  await page.locator('.human-check input[type="checkbox"]').click();
  await page.waitForFunction(
    () => {
      const input = document.querySelector('altcha-widget input[name="altcha"]') as HTMLInputElement | null;
      return !!input?.value;
    },
    undefined,
    { timeout: 60_000 },
  );
}

/** Fills the login form (username, password, the human check) and submits it with Enter. */
export async function logIn(page: Page, t: (k: string) => string, username: string, password: string) {
  const user = page.getByLabel(t('auth.field.username'), { exact: true });
  await user.fill(username);
  await page.getByLabel(t('auth.field.password'), { exact: true }).fill(password);
  await solveWidget(page);
  // Enter submits.
  await page.getByLabel(t('auth.field.password'), { exact: true }).press('Enter');
}
