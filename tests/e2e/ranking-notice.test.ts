/**
 * Ranking and notices end to end (real `npm start` on the seeded demo world,
 * Debian's Chromium, nothing mocked), in both languages:
 * - switching the ranking tab, job and page shows exactly what the API answers
 *   for the same query (names and order), the URL follows, and Back works;
 * - a notice opens from the list and Back returns to the same place
 *   (category, loaded notices, scroll position).
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseURL, launchBrowser, newPage, type SiteLang } from './harness';
import { translate, type Lang } from '../../locales';
import { jobKey } from '../../config/jobs';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const LANGS: Array<[SiteLang, Lang]> = [
  ['zh', 'zh-TW'],
  ['en', 'en-US'],
];

async function api<T>(path: string, lang: Lang): Promise<T> {
  const res = await fetch(`${baseURL()}${path}`, { headers: { 'accept-language': lang } });
  const body = await res.json();
  if (body.code !== 0) throw new Error(`${path}: ${res.status} ${body.message}`);
  return body.data as T;
}

interface CharacterRow {
  name: string;
  job: number;
}
interface GuildRow {
  name: string;
}

const texts = (page: Page, selector: string) => page.$$eval(selector, (els) => els.map((e) => (e.textContent ?? '').trim()));
const shownNames = (page: Page) => texts(page, '[data-testid="ranking-table"] [data-testid="rank-row"] [data-testid="rank-name"]');
const shownGuilds = (page: Page) => texts(page, '[data-testid="ranking-table"] [data-testid="rank-row"] [data-testid="rank-name-cell"] [data-testid="guild-name"]');
const search = (page: Page) => new URL(page.url()).search;

async function expectCharacters(page: Page, query: string, lang: Lang) {
  const data = await api<{ items: CharacterRow[]; total: number }>(`/api/v1/game/character/rank${query}`, lang);
  expect(data.items.length).toBeGreaterThan(0);
  await expect.poll(() => shownNames(page), { timeout: 20_000 }).toEqual(data.items.map((c) => c.name));
  // The job column is translated on the client from the numeric code.
  const jobs = await texts(page, '[data-testid="ranking-table"] [data-testid="rank-row"] [data-testid="rank-job"]');
  expect(jobs).toEqual(data.items.map((c) => translate(lang, jobKey(c.job))));
  return data;
}

describe.each(LANGS)('ranking (%s)', (short, lang) => {
  /** How far (px) the tab bar's ink is from the open tab's left edge and width; Infinity without an ink. */
  const inkOffTab = (page: Page) =>
    page.evaluate(() => {
      const tab = document.querySelector<HTMLElement>('[role="tablist"] [role="tab"][aria-selected="true"]');
      const ink = tab?.parentElement?.querySelector<HTMLElement>(':scope > span[aria-hidden="true"]');
      if (!tab || !ink) return Infinity;
      const [a, b] = [tab.getBoundingClientRect(), ink.getBoundingClientRect()];
      return Math.max(Math.abs(a.left - b.left), Math.abs(a.width - b.width));
    });

  it('shows what the API answers for each tab, job and page; the URL follows and Back works', async () => {
    const { context, page } = await newPage(browser, { lang: short });
    try {
      await page.goto('/ranking');
      await page.waitForSelector('[data-testid="rank-row"]');
      await expect.poll(() => page.textContent('h1')).toBe(translate(lang, 'ranking.title'));
      await expectCharacters(page, '?sort=level&page=1&size=10', lang);
      expect(await page.$$('[data-testid="podium-entry"]')).toHaveLength(3);
      expect(await texts(page, '[data-testid="rank-row"] [data-testid="rank-number"]')).toEqual(
        Array.from({ length: 10 }, (_, i) => String(i + 1)),
      );

      // The ink bar lies under the open tab, and follows it.
      await expect.poll(() => inkOffTab(page)).toBeLessThan(1);
      await page.click('[data-testid="tab-fame"]');
      await expect.poll(() => search(page)).toBe('?tab=fame');
      await expectCharacters(page, '?sort=fame&page=1&size=10', lang);
      await expect.poll(() => inkOffTab(page)).toBeLessThan(1);

      await page.click('[data-testid="job-filter"] [data-job="magician"]');
      await expect.poll(() => search(page)).toBe('?tab=fame&job=magician');
      await expectCharacters(page, '?job=magician&sort=fame&page=1&size=10', lang);

      await page.click('.ant-pagination-item-2');
      await expect.poll(() => search(page)).toBe('?tab=fame&job=magician&page=2');
      const page2 = await expectCharacters(page, '?job=magician&sort=fame&page=2&size=10', lang);
      expect(await texts(page, '[data-testid="rank-row"] [data-testid="rank-number"]')).toEqual(
        page2.items.map((_, i) => String(11 + i)),
      );

      await page.click('[data-testid="tab-guild"]');
      await expect.poll(() => search(page)).toBe('?tab=guild');
      const guilds = await api<{ items: GuildRow[] }>('/api/v1/game/guild/rank?page=1&size=10', lang);
      await expect.poll(() => shownGuilds(page), { timeout: 20_000 }).toEqual(guilds.items.map((g) => g.name));

      // Back returns to page 2 of the magicians by fame, then to page 1.
      await page.goBack();
      await expect.poll(() => search(page)).toBe('?tab=fame&job=magician&page=2');
      await expectCharacters(page, '?job=magician&sort=fame&page=2&size=10', lang);
      await page.goBack();
      await expect.poll(() => search(page)).toBe('?tab=fame&job=magician');
      await expectCharacters(page, '?job=magician&sort=fame&page=1&size=10', lang);

      // A shared link opens the same state.
      await page.goto('/ranking?tab=quest&job=thief&page=3');
      await expectCharacters(page, '?job=thief&sort=quest&page=3&size=10', lang);
      await page.goto('/ranking?tab=monsterbook&job=aran');
      await expectCharacters(page, '?job=aran&sort=monsterbook&page=1&size=10', lang);
    } finally {
      await context.close();
    }
  });

  it('has no sideways page scroll on a 390 px phone', async () => {
    const { context, page } = await newPage(browser, { lang: short, width: 390, height: 844 });
    try {
      await page.goto('/ranking');
      await page.waitForSelector('[data-testid="rank-row"]');
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
    } finally {
      await context.close();
    }
  });
});

interface NoticeRow {
  id: number;
  title: string;
}

const cardTitles = (page: Page) => texts(page, '[data-testid="notice-card"] [data-testid="notice-link"]');

describe.each(LANGS)('notices (%s)', (short, lang) => {
  it('lists notices by category with load more; a notice opens and Back returns to the same place', async () => {
    const { context, page } = await newPage(browser, { lang: short, width: 1440, height: 700 });
    try {
      await page.goto('/notice');
      const first = await api<{ items: NoticeRow[]; total: number }>('/api/v1/notice?page=1&size=6', lang);
      expect(first.total).toBeGreaterThan(6);
      await expect.poll(() => cardTitles(page), { timeout: 20_000 }).toEqual(first.items.map((n) => n.title));

      // Category tab.
      await page.click('[data-testid="notice-tab-event"]');
      await expect.poll(() => search(page)).toBe('?category=event');
      const events = await api<{ items: NoticeRow[] }>('/api/v1/notice?category=event&page=1&size=6', lang);
      await expect.poll(() => cardTitles(page)).toEqual(events.items.map((n) => n.title));

      // Back to all, load more until everything is shown.
      await page.click('[data-testid="notice-tab-all"]');
      await expect.poll(() => search(page)).toBe('');
      await expect.poll(() => cardTitles(page)).toEqual(first.items.map((n) => n.title));
      await page.click('[data-testid="notice-load-more"]');
      const all = await api<{ items: NoticeRow[]; total: number }>(`/api/v1/notice?page=1&size=50`, lang);
      const expected = all.items.slice(0, 12).map((n) => n.title);
      await expect.poll(() => cardTitles(page)).toEqual(expected);
      await expect.poll(() => search(page)).toBe(`?count=${expected.length}`);
      if (all.total <= 12) expect(await page.$('[data-testid="notice-load-more"]')).toBeNull();

      // Open the 8th notice from further down the list.
      const target = all.items[7];
      const card = page.locator('[data-testid="notice-card"]').nth(7);
      await card.scrollIntoViewIfNeeded();
      const scrolled = await page.evaluate(() => window.scrollY);
      expect(scrolled).toBeGreaterThan(100);
      await card.locator('[data-testid="notice-link"]').click();
      await expect.poll(() => new URL(page.url()).pathname).toBe(`/notice/${target.id}`);
      const detail = page.locator('[data-testid="notice-detail"]');
      await detail.waitFor();
      expect(await detail.locator('h1').textContent()).toBe(target.title);
      const shown = await api<{ author: string; views: number }>(`/api/v1/notice/${target.id}`, lang);
      expect(await page.textContent('[data-testid="notice-author"]')).toBe(shown.author);
      expect(Number((await page.textContent('[data-testid="notice-detail-views"]'))!.replace(/\D/g, ''))).toBeGreaterThan(0);
      expect(await page.locator('[data-testid="notice-body"] p').count()).toBeGreaterThan(0);

      // "Back to list": same URL, same notices, same scroll position.
      await page.locator('[data-testid="notice-back"]').first().click();
      await expect.poll(() => `${new URL(page.url()).pathname}${search(page)}`).toBe(`/notice?count=${expected.length}`);
      await expect.poll(() => cardTitles(page)).toEqual(expected);
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(scrolled - 80);

      // The browser's Back works the same way.
      await page.locator('[data-testid="notice-card"]').nth(2).locator('[data-testid="notice-link"]').click();
      await page.locator('[data-testid="notice-detail"]').waitFor();
      await page.goBack();
      await expect.poll(() => search(page)).toBe(`?count=${expected.length}`);
      await expect.poll(() => cardTitles(page)).toEqual(expected);
    } finally {
      await context.close();
    }
  });

  it('has no sideways page scroll on a 390 px phone (list and detail)', async () => {
    const { context, page } = await newPage(browser, { lang: short, width: 390, height: 844 });
    try {
      await page.goto('/notice');
      await page.waitForSelector('[data-testid="notice-card"]');
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
      await page.locator('[data-testid="notice-link"]').nth(1).click();
      await page.locator('[data-testid="notice-detail"]').waitFor();
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    } finally {
      await context.close();
    }
  });

  it('shows "Notice not found or deleted" for a missing notice', async () => {
    const { context, page } = await newPage(browser, { lang: short });
    try {
      await page.goto('/notice/987654');
      const state = page.locator('[data-testid="notice-not-found"]');
      await state.waitFor();
      expect(await state.locator('h1').textContent()).toBe(translate(lang, 'notice.notFound'));
    } finally {
      await context.close();
    }
  });
});
