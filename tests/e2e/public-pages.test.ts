/**
 * End to end: home, download, vote, privacy and terms on the real site (`npm start`
 * on the seeded SQLite database, Debian's Chromium), in both languages; voting with
 * and without login writes the vote log row the vote site's pingback will credit.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogs, type Lang } from '../../locales';
import { site } from '../../config/site';
import { apiLogin, baseURL, contextsOfEachTest, DEMO, endlessAnimations, launchBrowser, newPage, popupsStill, queryDb, type SiteLang } from './harness';

const LANGS: Array<[SiteLang, Lang]> = [
  ['zh', 'zh-TW'],
  ['en', 'en-US'],
];
const VOTE_SITE = new URL(site.voteSiteUrl.replace('{account}', 'x')).origin;
/** Detail pages of the demo data whose card the server draws in the app shell. */
const DETAIL = { notice: '/notice/1', library: '/library/item/1382001' };

let browser: Browser;
const { contexts, closeAll } = contextsOfEachTest();

async function open(lang: SiteLang, path: string, opts: Parameters<typeof newPage>[1] = {}): Promise<Page> {
  const { context, page } = await newPage(browser, { lang, ...opts });
  contexts.push(context);
  // The vote site is on the internet: answer it locally so nothing leaves the machine.
  await context.route(`${VOTE_SITE}/**`, (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>vote site</title><h1>vote site</h1>' }),
  );
  await page.goto(path);
  return page;
}

const text = (lang: Lang, key: string) => catalogs[lang][key];

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe.each(LANGS)('public pages in %s', (lang, catalogLang) => {
  const t = (key: string) => text(catalogLang, key);

  it('home: hero, server status, top-10 by level with avatars, features', async () => {
    const page = await open(lang, '/');
    await expect.poll(() => page.locator('h1').first().textContent()).toBe(site.name);
    await page.getByTestId('home-server-status').getByText(t('home.status.title')).waitFor();
    const rows = page.getByTestId('home-rank-row');
    await rows.nth(9).waitFor();
    expect(await rows.count()).toBe(10);
    // Exactly what the API answers for the same query, in the same order.
    const api = await (await fetch(`${baseURL()}/api/v1/game/character/rank?sort=level&page=1&size=10`)).json();
    const names = await page.getByTestId('home-rank-row').locator('strong').allTextContents();
    expect(names).toEqual(api.data.items.map((i: { name: string }) => i.name));
    const avatars = await rows.locator('img').evaluateAll((imgs) => imgs.map((i) => (i as HTMLImageElement).getAttribute('src')));
    expect(avatars).toEqual(api.data.items.map((i: { avatar: string }) => i.avatar));
    // The features load as the visitor scrolls towards them.
    await page.mouse.wheel(0, 1500);
    const features = page.getByTestId('home-features');
    await features.scrollIntoViewIfNeeded();
    await features.getByText(t('home.features.darkEvent.title')).waitFor();
    const featureText = (await features.textContent()) ?? '';
    expect(featureText).toContain(String(site.darkEvent.minutes));
    expect(featureText).toContain(String(site.jobSwitchLevel));
    const hero = page.getByRole('region', { name: site.name });
    expect(await hero.getByRole('link', { name: t('home.hero.register') }).getAttribute('href')).toBe('/auth/register');
    expect(await hero.getByRole('link', { name: t('home.hero.download') }).getAttribute('href')).toBe('/download');
  });

  it('home on a phone holds still while its cards load, and what is below the first screen waits for the visitor', async () => {
    const { context, page } = await newPage(browser, { lang, width: 390, height: 844 });
    contexts.push(context);
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    await context.route(/\/api\/v1\/game\/(status|character\/rank)/, async (route) => {
      await answered;
      await route.continue();
    });
    await page.goto('/');
    await page.getByTestId('home-status-loading').waitFor();
    await page.getByTestId('home-rank-loading').waitFor();
    const place = page.getByTestId('home-below-the-fold');
    const top = () => place.evaluate((el) => Math.round(el.getBoundingClientRect().top + window.scrollY));
    const whileLoading = await top();
    answer();
    await page.getByTestId('home-rank-row').nth(9).waitFor();
    await page.getByTestId('home-status-loading').waitFor({ state: 'detached' });
    // The cards kept their loaded size (within a line of text), so the features were never near the screen.
    expect(Math.abs((await top()) - whileLoading)).toBeLessThan(60);
    expect(await page.getByTestId('home-features').count()).toBe(0);
  });

  it('download: options, update tool behind login, requirements, guide, FAQ, support', async () => {
    const page = await open(lang, '/download');
    await page.getByRole('heading', { name: t('download.banner.title') }).waitFor();
    const updater = page.getByTestId('download-updater');
    await updater.getByText(t('download.options.updater.loginRequired')).waitFor();
    expect(await updater.getByRole('button', { name: t('download.options.updater.action') }).isDisabled()).toBe(true);
    await page.getByTestId('download-requirements').getByText(`v${site.client.version}`).waitFor();
    await page.getByText(t('download.guide.tip')).waitFor();
    // The FAQ loads as the visitor scrolls towards it.
    await page.mouse.wheel(0, 1500);
    const faq = page.getByTestId('download-faq');
    await faq.getByText(t('download.faq.invalidPointer.q')).waitFor();
    await faq.getByText(t('download.faq.antivirus.q')).click();
    await faq.getByText(t('download.faq.antivirus.a')).waitFor();
    await page.getByTestId('download-support').getByText(site.support.email).waitFor();
  });

  it('vote: form and rewards', async () => {
    const page = await open(lang, '/vote');
    await page.getByRole('heading', { name: t('vote.banner.title') }).waitFor();
    await page.getByTestId('vote-rewards').getByText(t('vote.rewards.title'), { exact: true }).waitFor();
    expect(await page.getByLabel(t('vote.form.account')).inputValue()).toBe('');
    await page.getByRole('button', { name: t('vote.form.submit') }).click();
    await page.getByText(t('vote.form.required')).waitFor();
  });

  it.each(['terms', 'privacy'] as const)('%s: every section of the catalog', async (doc) => {
    const page = await open(lang, `/${doc}`);
    await page.getByRole('heading', { level: 1, name: t(`legal.${doc}.title`) }).waitFor();
    const titles = await page.getByTestId(`legal-${doc}`).locator('h2').allTextContents();
    const expected = Object.keys(catalogs[catalogLang])
      .filter((k) => new RegExp(`^legal\\.${doc}\\.s\\d+\\.title$`).test(k))
      .map((k) => catalogs[catalogLang][k]);
    expect(titles).toEqual(expected);
    if (doc === 'terms') {
      // The page and GET /api/tos show the same text in the same language.
      const res = await fetch(`${baseURL()}/api/tos`, { headers: { 'Accept-Language': catalogLang } });
      const tos = (await res.json()).data as { title: string; sections: { title: string; body: string }[] };
      expect(tos.title).toBe(t('legal.terms.title'));
      expect(tos.sections.map((s) => s.title)).toEqual(titles);
      const firstParagraph = tos.sections[0].body.split(/\n\s*\n/)[0];
      await page.getByText(firstParagraph).waitFor();
    }
  });
});

describe('start-up (docs/performance.md)', () => {
  it('paints antd components from the static stylesheet: no antd style written at runtime on the busiest pages', async () => {
    for (const path of ['/', '/notice']) {
      await closeAll();
      const page = await open('en', path);
      await page.locator('.site-main').getByText(/\S/).first().waitFor();
      await page.waitForLoadState('networkidle');
      const found = await page.evaluate(() => ({
        link: !!document.querySelector('link[rel="stylesheet"][data-antd-static]'),
        // antd's runtime styles carry data-css-hash (cssinjs); icons' own tiny style excepted
        written: [...document.querySelectorAll('style[data-css-hash]')]
          .map((s) => s.textContent ?? '')
          .filter((css) => !/^\.anticon\{/.test(css)).length,
      }));
      expect(found, path).toEqual({ link: true, written: 0 });
    }
  });

  it("draws the pages' numbers without building an Intl object: the first one sets up ICU, a long task on a phone", async () => {
    const tokens = await apiLogin(DEMO.username, DEMO.password);
    // The ranking's levels and experience; the profile's balances and the header's count online.
    for (const [lang, path, numbers, login] of [
      ['en', '/ranking', 'table tbody tr td', false],
      ['zh', '/profile', '[data-testid="overview"]', true],
    ] as const) {
      await closeAll();
      const { context, page } = await newPage(browser, { lang, tokens: login ? tokens : undefined });
      contexts.push(context);
      await context.addInitScript(() => {
        const built: string[] = ((window as unknown as { intlBuilt: string[] }).intlBuilt = []);
        for (const name of ['NumberFormat', 'DateTimeFormat', 'PluralRules', 'Collator', 'RelativeTimeFormat', 'ListFormat', 'DisplayNames', 'Locale'] as const) {
          const real = Intl[name] as unknown as { new (...args: unknown[]): object; supportedLocalesOf?: (...args: unknown[]) => string[] };
          if (!real) continue;
          const supported = real.supportedLocalesOf;
          if (supported) real.supportedLocalesOf = (...args: unknown[]) => (built.push(`${name}.supportedLocalesOf`), supported.apply(real, args));
          (Intl as unknown as Record<string, unknown>)[name] = new Proxy(real, {
            construct: (target, args, newTarget) => (built.push(name), Reflect.construct(target, args, newTarget)),
            apply: (target, self, args) => (built.push(name), Reflect.apply(target, self, args)),
          });
        }
      });
      await page.goto(path);
      await page.locator(numbers).filter({ hasText: /\d/ }).first().waitFor();
      await page.waitForLoadState('networkidle');
      expect(await page.evaluate(() => (window as unknown as { intlBuilt: string[] }).intlBuilt), path).toEqual([]);
    }
  });

  it("home, left open: the hero's slime and leaves move on the compositor, nothing repaints in every frame (1440 px)", async () => {
    await closeAll();
    const page = await open('zh', '/');
    await page.locator('section a[href="/download"]').first().waitFor();
    const moving = await endlessAnimations(page);
    // The slime and the seven leaves.
    expect(moving.all.length, JSON.stringify(moving.all)).toBeGreaterThanOrEqual(8);
    expect(moving.repainting).toEqual([]);
  });

  it('the tab icon is a PNG the server sends: an SVG icon is a document of its own for the browser to build', async () => {
    await closeAll();
    const page = await open('zh', '/');
    const icons = await page.evaluate(() => [...document.querySelectorAll('link[rel~="icon"]')].map((l) => (l as HTMLLinkElement).href));
    expect(icons).toHaveLength(1);
    const res = await page.request.get(icons[0]);
    expect(res.status()).toBe(200);
    expect(res.headers()['content-type']).toBe('image/png');
  });

  it("umi.js's task only compiles the entry: the app starts in the task of the last script, a chunk of its own", async () => {
    await closeAll();
    const { context, page } = await newPage(browser, { lang: 'zh' });
    contexts.push(context);
    // Whether the app's code had started when each script finished running (its load event
    // comes in a task after the script's own).
    await context.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { scriptsRun: string[] }).scriptsRun = seen;
      document.addEventListener(
        'load',
        (event) => {
          const el = event.target as HTMLElement;
          if (el instanceof HTMLScriptElement && el.src) seen.push(`${new URL(el.src).pathname.split('.')[0]}:${performance.getEntriesByName('app-start').length}`);
        },
        true,
      );
    });
    await page.goto('/');
    await page.locator('.site-main h1').first().waitFor();
    const run = await page.evaluate(() => (window as unknown as { scriptsRun: string[] }).scriptsRun);
    const entry = run.filter((script) => /^\/(preload_helper|framework|umi|app-start):/.test(script));
    expect(entry).toEqual(['/preload_helper:0', '/framework:0', '/umi:0', '/app-start:1']);
  });

  it("a notice's and a library entry's page ask for their own code with the first scripts, not the not-found page's", async () => {
    for (const [path, own] of [
      [DETAIL.notice, 'p__notice__detail__index'],
      [DETAIL.library, 'p__library__detail__index'],
    ] as const) {
      await closeAll();
      const { context, page } = await newPage(browser, { lang: 'zh' });
      contexts.push(context);
      const scripts: string[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
      });
      await page.goto(path);
      await page.locator('.site-main h1').first().waitFor();
      const at = (part: string) => scripts.findIndex((script) => script.includes(part));
      expect(at('p__404'), path).toBe(-1);
      // The route preload helper adds the page's files before the entry script asks for the messages.
      expect(at(own), path).toBeGreaterThan(-1);
      expect(at(own), path).toBeLessThan(at('catalog-site-'));
    }
  });

  it('/ranking, account screens and /download: their own static stylesheet; /vote and /library: none; no antd style written at runtime, the shell gone once the page is there', async () => {
    // Phone width: the register form's date picker (loaded when its field comes into view) stays below the fold.
    const sheets: [string, string | null, string][] = [
      ['/ranking', 'ranking', '.site-main .ant-table-row'],
      ['/auth/login', 'auth', '.site-main form button[type="submit"]'],
      ['/auth/register', 'auth', '.site-main form button[type="submit"]'],
      ['/auth/forgot-password', 'auth', '.site-main form button[type="submit"]'],
      ['/download', 'download', '.site-main .ant-steps'],
      ['/vote', null, '[data-testid="vote-form"] form input'],
      ['/library', null, '.site-main input'],
    ];
    for (const [path, sheet, ready] of sheets) {
      await closeAll();
      const page = await open('zh', path, { width: 390, height: 844 });
      await page.locator(ready).first().waitFor();
      await page.waitForLoadState('networkidle');
      const found = await page.evaluate(() => ({
        sheets: [...document.querySelectorAll('link[rel="stylesheet"][href*="/antd-"]')].map((l) => /\/antd-([a-z]+)\./.exec(l.getAttribute('href') ?? '')?.[1]),
        written: [...document.querySelectorAll('style[data-css-hash]')]
          .map((s) => s.textContent ?? '')
          .filter((css) => !/^\.anticon\{/.test(css)).length,
        shell: !!document.getElementById('app-shell'),
      }));
      expect(found, path).toEqual({ sheets: sheet ? [sheet] : [], written: 0, shell: false });
    }
    // Other pages download none of them (a library entry's page neither).
    for (const path of ['/', DETAIL.library]) {
      await closeAll();
      const other = await open('zh', path);
      await other.locator('.site-main').getByText(/\S/).first().waitFor();
      expect(await other.evaluate(() => document.querySelectorAll('link[href*="/antd-"]').length), path).toBe(0);
    }
  });

  for (const width of [390, 1440]) it(`app shell at ${width} px: the banners drawn from the HTML have the height of the page's own banner, /shop its first poster where the carousel shows it, /privacy and /terms their card and text where the page has them, a notice and a library entry their heading and first paragraph where the page has them`, async () => {
    const rect = (el: Element) => {
      const r = el.getBoundingClientRect();
      return [r.top, r.left, r.width, r.height].map((v) => Math.round(v * 2) / 2);
    };
    {
      for (const path of ['/download', '/shop', '/library', '/vote', '/privacy', '/terms', '/ranking', '/notice', DETAIL.notice, DETAIL.library]) {
        await closeAll();
        const detail = path === DETAIL.notice || path === DETAIL.library;
        // The first paint: the HTML alone (none of the app's scripts runs).
        const { context, page: still } = await newPage(browser, { lang: 'en', width, height: 844 });
        await context.route(/\.js(\?.*)?$/, (route) => route.abort());
        await still.goto(path);
        const shell = await still.evaluate(`(() => {
          const rect = ${rect.toString()};
          const banner = [...document.querySelectorAll('#app-shell .shell-banner')].find((b) => getComputedStyle(b).display !== 'none');
          const img = document.querySelector('#app-shell .shell-posters img');
          const card = [...document.querySelectorAll('#app-shell .shell-legal')].find((c) => getComputedStyle(c).display !== 'none');
          return {
            banner: banner ? rect(banner)[3] : 0,
            poster: img && getComputedStyle(img.closest('.shell-posters')).display !== 'none' ? rect(img) : null,
            controls: document.querySelectorAll('#app-shell a, #app-shell button, #app-shell input').length,
            legal: card ? { card: rect(card.querySelector('.shell-doc')).slice(0, 3), p: rect(card.querySelector('.shell-doc p')), toc: rect(card.querySelector('.shell-toc')) } : null,
            detail: [...document.querySelectorAll('#app-shell .shell-detail')].filter((c) => getComputedStyle(c).display !== 'none').map((c) => [c.querySelector('h1'), c.querySelector('.shell-nbody p')].filter(Boolean).map(rect)),
          };
        })()`) as { banner: number; poster: number[] | null; controls: number; legal: { card: number[]; p: number[]; toc: number[] } | null; detail: number[][][] };
        expect(shell.controls, path).toBe(0);
        await context.close();
        // The app's page: its banner (and on /shop the carousel's first picture) where the shell drew them.
        const page = await open('en', path, { width, height: 844 });
        if (detail) {
          // A notice or a library entry: its heading (and a notice's first paragraph, the
          // largest text) where the page renders them; no banner.
          const h1 = page.locator('.site-main article h1');
          await h1.waitFor();
          const app = [await h1.evaluate(rect)];
          if (path === DETAIL.notice) app.push(await page.getByTestId('notice-body').locator('p').first().evaluate(rect));
          expect(shell.banner, path).toBe(0);
          expect(shell.detail, `${path} at ${width} px`).toEqual([app]);
          continue;
        }
        expect(shell.detail, path).toEqual([]);
        const banner = page.locator('.site-main section').filter({ has: page.locator('h1') }).first();
        await banner.waitFor();
        // The shop's bar as a guest sees it once the login check is done (the shell draws that).
        if (path === '/shop') await banner.getByText(text('en-US', 'shop.balance.loginHint')).waitFor();
        expect(shell.banner, `${path} at ${width} px`).toBe((await banner.evaluate(rect))[3]);
        if (path === '/shop') {
          const img = page.locator('[data-testid="shop-posters"] img').first();
          await img.waitFor();
          expect(shell.poster, `${path} at ${width} px`).toEqual(await img.evaluate(rect));
        } else {
          expect(shell.poster, path).toBeNull();
        }
        if (path === '/privacy' || path === '/terms') {
          // The document's card (its top, left and width: the app's goes on below the first
          // screen), its first paragraph (the largest text) and the contents (hidden on a phone).
          const article = page.getByTestId(`legal${path.replace('/', '-')}`);
          const first = article.locator('p').first();
          await first.waitFor();
          const toc = page.locator(`nav[aria-label="${text('en-US', 'legal.ui.toc')}"]`);
          const app = { card: (await article.evaluate(rect)).slice(0, 3), p: await first.evaluate(rect), toc: await toc.evaluate(rect) };
          expect(shell.legal, `${path} at ${width} px`).toEqual(app);
        } else {
          expect(shell.legal, path).toBeNull();
        }
      }
    }
  }, 240_000);

  it('app shell: on a phone the largest paint of /download, /library, /vote, /shop, /privacy, /terms, a notice and a library entry is the first one, from the HTML', async () => {
    for (const path of ['/download', '/library', '/vote', '/shop', '/privacy', '/terms', DETAIL.notice, DETAIL.library]) {
      await closeAll();
      const { context, page } = await newPage(browser, { lang: 'zh', width: 390, height: 844 });
      contexts.push(context);
      await context.addInitScript(() => {
        const seen: { shell: boolean; tag: string }[] = [];
        (window as unknown as { __lcp: typeof seen }).__lcp = seen;
        new PerformanceObserver((list) => {
          for (const e of list.getEntries() as (PerformanceEntry & { element: Element | null })[]) {
            seen.push({ shell: !!e.element?.closest('#app-shell'), tag: e.element?.tagName ?? '' });
          }
        }).observe({ type: 'largest-contentful-paint', buffered: true });
      });
      await page.goto(path);
      await page.locator('.site-main h1').first().waitFor();
      await page.waitForLoadState('networkidle');
      const entries = await page.evaluate(() => (window as unknown as { __lcp: { shell: boolean; tag: string }[] }).__lcp);
      // A notice's title and a library entry's name are the largest text in Chinese.
      const tag = path === '/shop' ? 'IMG' : path === DETAIL.notice || path === DETAIL.library ? 'H1' : 'P';
      expect(entries.at(-1), path).toEqual({ shell: true, tag });
    }
  });

  it('loads the other language on switch: the navigation changes without a reload', async () => {
    const page = await open('zh', '/');
    await page.getByRole('link', { name: catalogs['zh-TW']['nav.ranking'] }).first().waitFor();
    const catalogFiles = () => page.evaluate(() => performance.getEntriesByType('resource').map((r) => r.name).filter((n) => /catalog-/.test(n)));
    // At start: the visitor's language only, the site's part and the home page's.
    const atStart = await catalogFiles();
    expect(atStart.some((n) => /catalog-site-zh-TW/.test(n))).toBe(true);
    expect(atStart.filter((n) => /en-US/.test(n))).toEqual([]);
    expect(atStart.filter((n) => /-(shop|profile|legal)-json/.test(n))).toEqual([]);
    await page.evaluate(() => ((window as unknown as { __marker: number }).__marker = 1));
    await page.getByRole('button', { name: catalogs['zh-TW']['common.language.switch'] }).first().click();
    await page.getByRole('menuitem', { name: catalogs['en-US']['common.language.en'] }).waitFor();
    await popupsStill(page);
    await page.getByRole('menuitem', { name: catalogs['en-US']['common.language.en'] }).click();
    await page.getByRole('link', { name: catalogs['en-US']['nav.ranking'] }).first().waitFor();
    expect(await page.evaluate(() => (window as unknown as { __marker?: number }).__marker)).toBe(1);
    // The switch brought the site's part and the home page's in English.
    expect((await catalogFiles()).filter((n) => /catalog-site-en-US|catalog-en-US-home-json/.test(n))).toHaveLength(2);
  });
});

describe('voting', () => {
  async function voteAndFollow(page: Page) {
    const [tab] = await Promise.all([
      page.context().waitForEvent('page'),
      page.getByRole('button', { name: /投票網站|vote site/i }).click(),
    ]);
    await tab.waitForURL((u) => u.origin === VOTE_SITE, { timeout: 20_000 });
    return new URL(tab.url());
  }

  it('without login: the typed account goes to the vote site and a vote intent is logged', async () => {
    const page = await open('en', '/vote');
    await page.getByLabel('Game account').fill(DEMO.username);
    const url = await voteAndFollow(page);
    expect(url.searchParams.get('account')).toBe(DEMO.username);
    const voteId = url.searchParams.get('pingback');
    expect(voteId).toBeTruthy();
    const rows = queryDb<{ username: string; status: string }>('SELECT username, status FROM web_vote_log WHERE id = ?', voteId);
    expect(rows).toEqual([{ username: DEMO.username, status: 'pending' }]);
    await page.getByText('The vote site opened in a new tab').waitFor();
  });

  it('logged in: the field is prefilled with the game account', async () => {
    const tokens = await apiLogin(DEMO.username, DEMO.password);
    const page = await open('zh', '/vote', { tokens });
    const field = page.getByLabel('遊戲帳號');
    await expect.poll(() => field.inputValue(), { timeout: 15_000 }).toBe(DEMO.username);
    const url = await voteAndFollow(page);
    const voteId = url.searchParams.get('pingback');
    const rows = queryDb<{ username: string }>('SELECT username FROM web_vote_log WHERE id = ?', voteId);
    expect(rows).toEqual([{ username: DEMO.username }]);
  });

  it("an unknown account shows 'vote failed' with the server's reason and opens nothing", async () => {
    const page = await open('en', '/vote');
    await page.getByLabel('Game account').fill('nobody4242');
    const before = page.context().pages().length;
    await page.getByRole('button', { name: 'Go to the vote site' }).click();
    const alert = page.getByTestId('vote-form').getByRole('alert').filter({ hasText: 'Vote failed' });
    await alert.waitFor();
    expect(((await alert.textContent()) ?? '').length).toBeGreaterThan('Vote failed'.length);
    await expect.poll(() => page.context().pages().length).toBe(before);
  });
});
