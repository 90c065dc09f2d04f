/**
 * End to end: the profile's billing and invites tabs of the demo account on the real site
 * (fresh seeded SQLite, Debian's Chromium), in both languages. Each language redeems its
 * own fresh card (written into web_billing_cards like the CLI does), sees the balance and
 * the history change, filters the history by type, copies an invite register link (the
 * clipboard read back), and claims a waiting invite reward.
 */
import { randomInt } from 'node:crypto';
import Database from 'better-sqlite3';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { BILLING_CARD_ALPHABET } from '../../config/rules';
import { catalogs, type Lang } from '../../locales';
import {
  apiLogin,
  baseURL,
  contextsOfEachTest,
  delayScripts,
  DEMO,
  framesOfTableWithoutFilter,
  heightsSeen,
  holdRequests,
  launchBrowser,
  layoutShifts,
  newPage,
  queryDb,
  watchLayoutShifts,
  watchHeights,
  watchTableWithoutFilter,
  type SiteLang,
  type TokenSet,
} from './harness';

const LANGS: Array<[SiteLang, Lang]> = [
  ['zh', 'zh-TW'],
  ['en', 'en-US'],
];

let browser: Browser;
let tokens: TokenSet;
const { contexts } = contextsOfEachTest();

beforeAll(async () => {
  browser = await launchBrowser();
  tokens = await apiLogin(DEMO.username, DEMO.password);
});
afterAll(async () => {
  await browser?.close();
});

/** A new unused card of `days` days in the site's database (what `npm run billing -- cards generate` writes). */
function newCard(days: number): string {
  const group = () => Array.from({ length: 4 }, () => BILLING_CARD_ALPHABET[randomInt(BILLING_CARD_ALPHABET.length)]).join('');
  const code = [group(), group(), group(), group()].join('-');
  const db = new Database(inject('dbPath'), { fileMustExist: true });
  try {
    db.pragma('busy_timeout = 5000');
    db.prepare('INSERT INTO web_billing_cards (code, days, batch, note, created_at) VALUES (?, ?, ?, ?, ?)').run(
      code,
      days,
      'e2e',
      null,
      new Date().toISOString().slice(0, 19).replace('T', ' '),
    );
  } finally {
    db.close();
  }
  return code;
}

async function api<T>(path: string, lang: Lang): Promise<T> {
  const res = await fetch(`${baseURL()}${path}`, { headers: { authorization: `Bearer ${tokens.token}`, 'accept-language': lang } });
  const body = (await res.json()) as { data: T };
  return body.data;
}

async function open(lang: SiteLang, path: string, width = 1440): Promise<{ page: Page; context: BrowserContext }> {
  const { context, page } = await newPage(browser, { lang, tokens, width, height: 900 });
  contexts.push(context);
  await page.goto(path);
  return { page, context };
}

const number = (text: string | null) => Number((text ?? '').replace(/[^\d-]/g, ''));
const toastText = (page: Page, kind: 'success' | 'error') => page.locator(`.site-toast-${kind}`).last();

describe.each(LANGS)('billing and invites (%s)', (short, lang) => {
  const t = (key: string, values?: Record<string, string | number>) => {
    const template = catalogs[lang][key];
    if (template === undefined) throw new Error(`missing ${key}`);
    return values ? template.replace(/\{(\w+)\}/g, (_, k) => String(values[k])) : template;
  };

  it('redeems a card: the balance and the history change; the history filters by type', async () => {
    const code = newCard(7);
    const before = await api<{ balanceDays: number }>('/api/v1/billing/summary', lang);
    const { page } = await open(short, '/profile?tab=billing');
    const balance = page.getByTestId('billing-balance-days');
    await balance.waitFor({ timeout: 30_000 });
    expect(number(await balance.textContent())).toBe(before.balanceDays);

    // A malformed code is refused before anything is sent.
    await page.getByTestId('redeem-input').fill('MAPX-0000');
    await page.getByTestId('redeem-submit').click();
    await expect.poll(() => page.getByTestId('billing-redeem').textContent()).toContain(t('billing.redeem.badFormat'));

    // Typed loosely (lower case, spaces): accepted.
    await page.getByTestId('redeem-input').fill(code.toLowerCase().replace(/-/g, ' '));
    await page.getByTestId('redeem-submit').click();
    await expect.poll(() => toastText(page, 'success').textContent(), { timeout: 15_000 }).toContain(t('billing.ui.redeem.success', { days: 7 }));
    await expect.poll(async () => number(await balance.textContent()), { timeout: 15_000 }).toBe(before.balanceDays + 7);
    const used = queryDb<{ used_at: string | null }>('SELECT used_at FROM web_billing_cards WHERE code = ?', code);
    expect(used[0].used_at).not.toBeNull();

    const history = page.getByTestId('billing-history');
    await expect.poll(() => history.getByTestId('history-row').first().textContent(), { timeout: 15_000 }).toContain(code);
    expect(await history.getByTestId('history-days').first().textContent()).toContain('+7');

    // The same card again: refused on the field with the server's message.
    await page.getByTestId('redeem-input').fill(code);
    await page.getByTestId('redeem-submit').click();
    await expect.poll(() => page.getByTestId('billing-redeem').textContent(), { timeout: 15_000 }).toContain(t('billing.redeem.used'));

    // Filter: only daily charges, then only recharges.
    const filter = page.getByTestId('history-type-filter');
    await filter.getByText(t('billing.type.RECHARGE'), { exact: true }).click();
    await expect
      .poll(async () => [...new Set(await history.getByTestId('history-type').allTextContents())], { timeout: 15_000 })
      .toEqual([t('billing.type.RECHARGE')]);
    await filter.getByText(t('billing.type.DAILY_CHARGE'), { exact: true }).click();
    await expect
      .poll(async () => {
        const types = await history.getByTestId('history-type').allTextContents();
        return types.length === 0 ? 'empty' : [...new Set(types)].join();
      }, { timeout: 15_000 })
      .toMatch(new RegExp(`^(empty|${t('billing.type.DAILY_CHARGE')})$`));
  });

  it("holds still while its summary loads, on a phone and a desktop; the history's filter comes with its table, in the place kept for its rows", async () => {
    for (const width of [390, 1440]) {
      const { context, page } = await newPage(browser, { lang: short, tokens, width, height: width < 768 ? 844 : 900 });
      contexts.push(context);
      await watchLayoutShifts(context);
      await watchTableWithoutFilter(context, '[data-testid=billing-history]');
      // The filter's code comes last (its chunk names the class "pro-table-form").
      await delayScripts(page, 'pro-table-form', 600);
      // The summary answers only once the page has been seen waiting for it.
      const answer = await holdRequests(page, '**/api/v1/billing/summary');
      // The rows answer only once the table has been seen waiting for them.
      const rows = await holdRequests(page, '**/api/v1/billing/history**');
      await page.goto('/profile?tab=billing');
      await page.getByTestId('billing-redeem').waitFor({ timeout: 30_000 });
      expect(await page.getByTestId('billing-balance-days').count()).toBe(0);
      answer();
      await page.getByTestId('billing-balance-days').waitFor({ timeout: 15_000 });
      // From the summary on (it tells how many rows the history has), the history keeps its
      // height through the skeleton, the table waiting for its rows and the rows: the footer
      // below it does not move as they come.
      await watchHeights(page, '[data-testid=billing-history]');
      // On a desktop the history is on the first screen and loads; on a phone it waits below
      // the first screen until the visitor scrolls towards it.
      if (width < 768) await page.getByTestId('history-row-waiting').waitFor({ timeout: 15_000 });
      else await page.getByTestId('billing-history').locator('.ant-table-placeholder').waitFor({ timeout: 15_000 });
      const { total, shifts } = await layoutShifts(page);
      expect(total, `${width} px: ${JSON.stringify(shifts)}`).toBeLessThan(0.02);

      // The history's table never shows without its filter row above it (a row that came
      // later would push the rows down). On a phone it loads as the player scrolls to it.
      await page.getByTestId('billing-history').scrollIntoViewIfNeeded();
      await page.getByTestId('billing-history').locator('.ant-table-placeholder').waitFor({ timeout: 15_000 });
      rows();
      await page.getByTestId('billing-history').getByTestId('history-row').first().waitFor({ timeout: 15_000 });
      await page.getByTestId('billing-history').locator('.ant-pagination').waitFor({ timeout: 15_000 });
      const heights = await heightsSeen(page);
      expect(heights.length, `${width} px: ${heights.join(', ')}`).toBeGreaterThan(1);
      expect(new Set(heights.map((h) => h.split(' ')[0])).size, `${width} px, the history's heights: ${heights.join(', ')}`).toBe(1);
      await page.getByTestId('history-type-filter').getByText(t('billing.ui.history.all'), { exact: true }).waitFor();
      expect(await framesOfTableWithoutFilter(page), `${width} px: frames with the table and no filter`).toEqual([]);
      await context.close();
    }
  });

  it('copies an invite register link and claims a waiting reward', async () => {
    const overview = await api<{ codes: Array<{ code: string; used: boolean }> }>('/api/v1/invites', lang);
    const unused = overview.codes.find((c) => !c.used);
    expect(unused, 'the seed gives demo01 an unused code').toBeTruthy();
    const { page, context } = await open(short, '/profile?tab=invites');
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL() });
    await page.getByTestId('invites-section').waitFor({ timeout: 30_000 });
    const card = page.getByTestId('invite-code').filter({ hasText: unused!.code });
    await card.getByTestId('copy-link').click();
    await expect.poll(() => toastText(page, 'success').textContent()).toContain(t('invites.ui.invites.linkCopied'));
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${baseURL()}/auth/register?invite=${unused!.code}`);

    // The invitees table lists the accounts the API reports.
    const invitees = await api<{ total: number }>('/api/v1/invites/invitees?page=1&size=10', lang);
    await expect.poll(() => page.getByTestId('invitees-row').count(), { timeout: 15_000 }).toBe(Math.min(10, invitees.total));

    // Rewards: claim the first waiting one; it leaves the list and appears in the records.
    const waiting = await api<{ available: unknown[] }>('/api/v1/invites/rewards', lang);
    expect(waiting.available.length, 'the seed leaves demo01 rewards to claim').toBeGreaterThan(0);
    await page.getByRole('tab', { name: new RegExp(t('invites.ui.invites.tabRewards')) }).click();
    const rewards = page.getByTestId('available-reward');
    await expect.poll(() => rewards.count(), { timeout: 15_000 }).toBe(waiting.available.length);
    await rewards.first().getByTestId('claim-button').click();
    await expect.poll(() => toastText(page, 'success').textContent(), { timeout: 15_000 }).toContain(t('invites.ui.rewards.claimed', { reward: '' }).trim());
    await expect.poll(() => rewards.count(), { timeout: 15_000 }).toBe(waiting.available.length - 1);

    const claims = await api<{ total: number }>('/api/v1/invites/claims?page=1&size=10', lang);
    await page.getByRole('tab', { name: t('invites.ui.invites.tabClaims') }).click();
    await expect.poll(() => page.getByTestId('claims-row').count(), { timeout: 15_000 }).toBe(Math.min(10, claims.total));
  });
});
