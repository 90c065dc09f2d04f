/**
 * The game library end to end (real `npm start` on the demo world with the sample game
 * data imported, Debian's Chromium), in both languages: search by name within chosen
 * categories (the URL follows), results match the API, open an item, follow its drop
 * source to the monster, Back twice to the search; the /wz alias keeps its query; the
 * phone layout has no sideways scroll. The image renderer (maplestory.io) is intercepted:
 * it answers a small fixture PNG and the test checks which URLs the page asked for.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseURL, launchBrowser, newPage, type SiteLang } from './harness';
import { translate, type Lang } from '../../locales';

const PICTURE = readFileSync(path.resolve('tests/fixtures/renderer-picture.png'));

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const LANGS: Array<[SiteLang, Lang, string]> = [
  ['zh', 'zh-TW', '蝸牛'],
  ['en', 'en-US', 'snail'],
];

async function api<T>(urlPath: string, lang: Lang): Promise<T> {
  const res = await fetch(`${baseURL()}${urlPath}`, { headers: { 'accept-language': lang } });
  const body = await res.json();
  if (body.code !== 0) throw new Error(`${urlPath}: ${res.status} ${body.message}`);
  return body.data as T;
}

/** Answers every renderer request with the fixture picture; returns the paths asked for. */
async function interceptRenderer(page: Page): Promise<string[]> {
  const asked: string[] = [];
  await page.route('https://maplestory.io/**', (route) => {
    asked.push(new URL(route.request().url()).pathname);
    return route.fulfill({ status: 200, contentType: 'image/png', body: PICTURE });
  });
  return asked;
}

const texts = (page: Page, selector: string) => page.$$eval(selector, (els) => els.map((e) => (e.textContent ?? '').trim()));

describe.each(LANGS)('library (%s)', (short, lang, keyword) => {
  it('searches by name within categories, opens an item, follows its drop to the monster, and Back returns', async () => {
    const { context, page } = await newPage(browser, { lang: short });
    const asked = await interceptRenderer(page);
    try {
      await page.goto('/library');
      await page.getByTestId('library-search-form').waitFor();

      // Without a keyword: the rule, no request.
      let searches = 0;
      page.on('request', (r) => {
        if (r.url().includes('/api/v1/library/search')) searches += 1;
      });
      await page.getByTestId('library-submit').click();
      await expect.poll(() => page.getByTestId('library-rule').textContent()).toBe(translate(lang, 'library.search.rule'));
      expect(searches).toBe(0);

      // Only monsters and etc items.
      for (const group of ['equipment', 'items', 'world']) await page.getByTestId(`library-group-all-${group}`).click();
      await page.getByTestId('library-cat-Mob').click();
      await page.getByTestId('library-cat-Etc').click();
      await page.getByTestId('library-keyword').fill(keyword);
      await page.getByTestId('library-submit').click();
      await page.waitForURL((u) => u.pathname === '/library' && u.searchParams.get('keyword') === keyword);
      expect(new URL(page.url()).searchParams.get('categories')).toBe('Etc,Mob');

      const data = await api<{ items: { kind: string; id: number; name: string; category: string }[]; total: number }>(
        `/api/v1/library/search?keyword=${encodeURIComponent(keyword)}&categories=Etc,Mob&page=1&size=20`,
        lang,
      );
      expect(data.items.length).toBeGreaterThan(2);
      await expect
        .poll(() => page.$$eval('[data-testid="library-result"]', (as) => as.map((a) => a.getAttribute('href'))), { timeout: 20_000 })
        .toEqual(data.items.map((i) => `/library/${i.kind}/${i.id}`));
      const categories = new Set(await texts(page, '[data-testid="library-result-category"]'));
      expect([...categories].sort()).toEqual([translate(lang, 'category.Etc'), translate(lang, 'category.Mob')].sort());
      const names = await texts(page, '[data-testid="library-result"] span span');
      expect(names).toContain(lang === 'zh-TW' ? '蝸牛' : 'Snail');
      await expect.poll(() => asked.includes('/api/GMS/83/mob/100100/render/stand') || asked.includes('/api/GMS/83/mob/100100/icon')).toBe(true);
      const listUrl = page.url();

      // Open Snail Shell (keyboard: results are links).
      const shell = page.locator('a[href="/library/item/4000019"]');
      await shell.focus();
      await page.keyboard.press('Enter');
      await page.waitForURL('**/library/item/4000019');
      await page.getByTestId('library-detail').waitFor();
      await expect.poll(() => page.getByTestId('library-detail-category').textContent()).toBe(translate(lang, 'category.Etc'));
      await expect.poll(() => asked.includes('/api/GMS/83/item/4000019/icon')).toBe(true);
      expect(await page.locator('[data-testid="library-detail"] img').getAttribute('src')).toBe('https://maplestory.io/api/GMS/83/item/4000019/icon');

      // Its drops: the Snail, 60%.
      const drops = page.getByTestId('sources-drops');
      await drops.waitFor({ timeout: 20_000 });
      const snail = drops.locator('a[href="/library/mob/100100"]');
      // `has` is matched inside each row, so it takes a locator of its own (not one rooted at `drops`).
      const snailRow = drops.locator('li', { has: page.locator('a[href="/library/mob/100100"]') });
      expect(await snailRow.textContent()).toContain('60%');
      await snail.click();
      await page.waitForURL('**/library/mob/100100');
      await expect.poll(() => page.getByTestId('library-detail-name').textContent()).toBe(lang === 'zh-TW' ? '蝸牛' : 'Snail');
      const mob = await api<{ mob: { hp: number; exp: number } }>('/api/v1/library/mob/100100', lang);
      expect(await page.getByTestId('fact-mob-hp').locator('dd').textContent()).toBe(String(mob.mob.hp));
      expect(await page.getByTestId('fact-mob-exp').locator('dd').textContent()).toBe(String(mob.mob.exp));
      await page.getByTestId('sources-mobDrops').waitFor();
      expect(await page.getByTestId('sources-mobDrops').locator('a[href="/library/item/4000019"]').count()).toBe(1);

      // Back to the item, then to the same search.
      await page.goBack();
      await page.waitForURL('**/library/item/4000019');
      await page.getByTestId('library-detail').waitFor();
      await page.goBack();
      expect(page.url()).toBe(listUrl);
      await expect.poll(() => page.locator('[data-testid="library-result"]').count()).toBe(data.items.length);
      expect(await page.getByTestId('library-keyword').inputValue()).toBe(keyword);
    } finally {
      await context.close();
    }
  });
});

describe('library aliases and layout', () => {
  it('/wz keeps its query; a map lists its monsters; on a phone nothing scrolls sideways', async () => {
    const { context, page } = await newPage(browser, { lang: 'en', width: 390, height: 844 });
    const asked = await interceptRenderer(page);
    try {
      await page.goto('/wz?keyword=henesys%20hunting&categories=Map');
      await page.waitForURL((u) => u.pathname === '/library');
      expect(new URL(page.url()).search).toBe('?keyword=henesys%20hunting&categories=Map');
      await page.locator('a[href="/library/map/104040000"]').waitFor({ timeout: 20_000 });
      // The categories fold behind a button on a phone.
      expect(await page.getByTestId('library-categories').isVisible()).toBe(false);
      await page.getByTestId('library-categories-toggle').click();
      expect(await page.getByTestId('library-categories').isVisible()).toBe(true);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

      await page.locator('a[href="/library/map/104040000"]').click();
      const mobs = page.getByTestId('sources-mobs');
      await mobs.waitFor({ timeout: 20_000 });
      const hrefs = await mobs.locator('a').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
      for (const id of [100101, 120100, 130101, 1210100]) expect(hrefs).toContain(`/library/mob/${id}`);
      await expect.poll(() => asked.includes('/api/GMS/83/map/104040000/minimap')).toBe(true);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    } finally {
      await context.close();
    }
  });

  it('draws the category glyph when the renderer fails', async () => {
    const { context, page } = await newPage(browser, { lang: 'zh' });
    await page.route('https://maplestory.io/**', (route) => route.fulfill({ status: 404, body: '' }));
    try {
      await page.goto('/library/mob/100100');
      await page.getByTestId('library-detail').waitFor({ timeout: 20_000 });
      const glyph = page.locator('[data-testid="library-detail"] [data-testid="library-glyph"]');
      await glyph.waitFor();
      expect(await glyph.getAttribute('aria-label')).toBe(translate('zh-TW', 'library.image.alt', { name: '蝸牛' }));
    } finally {
      await context.close();
    }
  });
});
