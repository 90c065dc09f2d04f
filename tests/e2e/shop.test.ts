/**
 * The web item shop end to end (the built site on the seeded demo world, Debian's Chromium),
 * in both languages: browse and filter (the URL follows), a guest sent to log in, buying for
 * a character (the balance drops by the price, the order shows in "my orders"), a gift refused
 * for a wrong birthday then sent with the right one, and the dressing room (add, full, preview
 * for each pose, clear). The character renderer (maplestory.io) is intercepted: it answers a
 * fixture picture and the test checks the avatar URL asked for each pose.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiLogin,
  baseURL,
  delayScripts,
  DEMO,
  endlessAnimations,
  framesOfTableWithoutFilter,
  holdRequests,
  launchBrowser,
  layoutShifts,
  newPage,
  popupsStill,
  queryDb,
  watchLayoutShifts,
  watchTableWithoutFilter,
  type SiteLang,
  type TokenSet,
} from './harness';
import { translate, type Lang } from '../../locales';
import type { ShopDressingRoom, ShopItem, ShopItemsPage } from '../../config/contract/shop';

const PICTURE = readFileSync(path.resolve('tests/fixtures/renderer-picture.png'));
/** The seed's gift receiver (server/seed/shop.ts) and demo01's birthday. */
const FRIEND = { character: 'DemoFriend', birthday: '2000-02-02' };
const MY_BIRTHDAY = '2000-01-01';

let browser: Browser;
let tokens: TokenSet;
beforeAll(async () => {
  browser = await launchBrowser();
  tokens = await apiLogin(DEMO.username, DEMO.password);
});
afterAll(async () => {
  await browser?.close();
});

const LANGS: Array<[SiteLang, Lang]> = [
  ['zh', 'zh-TW'],
  ['en', 'en-US'],
];

async function api<T>(urlPath: string, lang: Lang, init: { method?: string; auth?: boolean } = {}): Promise<T> {
  const res = await fetch(`${baseURL()}${urlPath}`, {
    method: init.method ?? 'GET',
    headers: { 'accept-language': lang, ...(init.auth ? { authorization: `Bearer ${tokens.token}` } : {}) },
  });
  const body = await res.json();
  if (body.code !== 0) throw new Error(`${urlPath}: ${res.status} ${body.message}`);
  return body.data as T;
}

const catalogue = (lang: Lang) => api<ShopItemsPage>('/api/v1/shop/items?size=100', lang).then((p) => p.items);

/** An entry demo01 can buy again and again: a game item for NX, no stock or account limit. */
const buyable = (items: ShopItem[]) =>
  items.find((i) => i.available && i.kind === 'item' && i.currency === 'nx_credit' && i.stock === null && i.limitPerAccount === null && !i.stackable && i.price <= 3000);

const nx = () => queryDb<{ nxCredit: number }>('SELECT nxCredit FROM accounts WHERE name = ?', DEMO.username)[0].nxCredit;

/** Types a YYYY-MM-DD date into an antd DatePicker and confirms it. */
async function typeDate(page: Page, testId: string, value: string) {
  const input = page.getByTestId(testId).locator('input').or(page.locator(`input[data-testid=${testId}]`)).first();
  await input.click();
  await input.fill(value);
  await input.press('Enter');
}

async function waitCards(page: Page) {
  await page.locator('[data-testid=shop-card]').first().waitFor({ timeout: 20_000 });
}

describe.each(LANGS)('shop (%s)', (short, lang) => {
  const t = (id: string, values?: Record<string, string | number>) => translate(lang, id, values);

  it('browses: category and keyword in the URL, cards match the API, unavailable ones say why; a guest is sent to log in', async () => {
    const { context, page } = await newPage(browser, { lang: short });
    try {
      await page.goto('/shop');
      await waitCards(page);
      const all = await api<ShopItemsPage>('/api/v1/shop/items?size=24', lang);
      await expect.poll(() => page.getByTestId('shop-card').count()).toBe(all.items.length);
      await expect(page.getByTestId('shop-total').textContent()).resolves.toContain(String(all.total));
      // Posters: labelled slides and a pause button.
      await page.getByTestId('shop-posters').waitFor();
      await expect(page.getByTestId('shop-poster').first().getAttribute('aria-label')).resolves.toContain('1');
      await page.getByTestId('shop-poster-pause').click();
      await expect(page.getByTestId('shop-poster-pause').getAttribute('aria-label')).resolves.toBe(t('shop.posters.play'));

      await page.getByTestId('shop-cat-Cap').click();
      await page.waitForURL(/\/shop\?category=Cap$/);
      const caps = await api<ShopItemsPage>('/api/v1/shop/items?category=Cap&size=24', lang);
      await expect.poll(() => page.getByTestId('shop-card').count()).toBe(caps.items.length);
      const names = await page.getByTestId('shop-card-name').allTextContents();
      expect(names).toEqual(caps.items.map((i) => i.name));

      // An unavailable entry: its reason, buy disabled.
      const off = (await catalogue(lang)).find((i) => !i.available);
      expect(off, 'the seed has unavailable entries').toBeTruthy();
      await page.getByTestId('shop-cat-all').click();
      await page.getByTestId('shop-keyword').locator('input').or(page.locator('input[data-testid=shop-keyword]')).first().fill(String(off!.itemId));
      await page.getByTestId('shop-search').click();
      await page.waitForURL(new RegExp(`keyword=${off!.itemId}`));
      const offCard = page.locator(`[data-testid=shop-card][data-item-id="${off!.id}"]`);
      await offCard.waitFor();
      await expect(offCard.getByTestId('shop-card-reason').textContent()).resolves.toBe(t(`shop.unavailable.${off!.unavailableReason}`));
      expect(await offCard.getByTestId('shop-buy').isDisabled()).toBe(true);

      // A guest: "please login first", then the login page that returns here.
      await page.getByTestId('shop-open-dressing').click();
      await page.waitForURL(/\/auth\/login\?from=/);
      expect(decodeURIComponent(new URL(page.url()).searchParams.get('from') ?? '')).toBe(`/shop?keyword=${off!.itemId}`);
      await page.getByText(t('shop.loginFirst')).first().waitFor();
    } finally {
      await context.close();
    }
  });

  it('buys for a character: the balance drops by the price and the order is in my orders', async () => {
    const item = buyable(await catalogue(lang));
    expect(item, 'the seed has a plain NX entry').toBeTruthy();
    const before = nx();
    const { context, page } = await newPage(browser, { lang: short, tokens });
    await watchTableWithoutFilter(context, '.ant-drawer-body');
    try {
      // The orders' filter code comes last (its chunk names the class "pro-table-form").
      await delayScripts(page, 'pro-table-form', 600);
      await page.goto(`/shop?keyword=${item!.itemId}`);
      const card = page.locator(`[data-testid=shop-card][data-item-id="${item!.id}"]`);
      await card.waitFor({ timeout: 20_000 });
      await expect.poll(() => page.getByTestId('shop-balance-nx_credit').textContent()).toContain(before.toLocaleString('en-US'));
      await card.getByTestId('shop-buy').click();
      await page.getByTestId('shop-buy-form').waitFor();
      await popupsStill(page);
      await expect.poll(() => page.getByTestId('shop-character').textContent()).toContain('Demo');
      await expect(page.getByTestId('shop-left').textContent()).resolves.toBe((before - item!.price).toLocaleString('en-US'));
      // A double click buys once.
      await page.getByTestId('shop-buy-confirm').dblclick();
      await page.getByTestId('shop-order-result').waitFor({ timeout: 20_000 });
      await expect(page.getByTestId('shop-new-balance').textContent()).resolves.toContain((before - item!.price).toLocaleString('en-US'));
      expect(nx()).toBe(before - item!.price);
      await expect.poll(() => page.getByTestId('shop-balance-nx_credit').textContent()).toContain((before - item!.price).toLocaleString('en-US'));

      await page.getByTestId('shop-buy-orders').click();
      await page.waitForURL(/orders=1/);
      await page.getByTestId('shop-orders-table').locator('tbody tr.ant-table-row').first().waitFor();
      await expect(page.getByTestId('shop-orders-table').locator('tbody tr.ant-table-row').first().textContent()).resolves.toContain(item!.name);
      // The orders' filter came with the table, not after it.
      expect(await framesOfTableWithoutFilter(page), 'frames with the orders table and no filter').toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('gifts: a wrong birthday is refused with the reason, the right one sends', async () => {
    const item = buyable(await catalogue(lang));
    const before = nx();
    const { context, page } = await newPage(browser, { lang: short, tokens });
    try {
      await page.goto(`/shop?keyword=${item!.itemId}`);
      const card = page.locator(`[data-testid=shop-card][data-item-id="${item!.id}"]`);
      await card.waitFor({ timeout: 20_000 });
      await card.getByTestId('shop-gift').click();
      await page.getByTestId('shop-gift-form').waitFor();
      await popupsStill(page);
      // Required fields.
      await page.getByTestId('shop-gift-next').click();
      await page.getByText(t('shop.gift.receiverRequired')).waitFor();

      await page.getByTestId('shop-gift-receiver').fill(FRIEND.character);
      await typeDate(page, 'shop-gift-receiver-birthday', '1999-12-31');
      await typeDate(page, 'shop-gift-sender-birthday', MY_BIRTHDAY);
      await page.getByTestId('shop-gift-message').fill('e2e');
      await page.getByTestId('shop-gift-next').click();
      await expect(page.getByTestId('shop-gift-confirm').textContent()).resolves.toContain(t('shop.gift.confirmText'));
      await page.getByTestId('shop-gift-send').click();
      await page.getByTestId('shop-gift-failed').waitFor({ timeout: 20_000 });
      await expect(page.getByTestId('shop-gift-failed').textContent()).resolves.toContain(t('shop.gift.failed'));
      expect(nx()).toBe(before);

      await typeDate(page, 'shop-gift-receiver-birthday', FRIEND.birthday);
      await page.getByTestId('shop-gift-next').click();
      await page.getByTestId('shop-gift-send').click();
      await page.getByTestId('shop-order-result').waitFor({ timeout: 20_000 });
      await expect(page.getByTestId('shop-order-text').textContent()).resolves.toContain(FRIEND.character);
      expect(nx()).toBe(before - item!.price);
    } finally {
      await context.close();
    }
  });

  it('dressing room: add from a card, full at capacity, preview each pose through the renderer, clear', async () => {
    await api('/api/v1/shop/dressing-room', lang, { method: 'DELETE', auth: true });
    const wearables = (await catalogue(lang)).filter((i) => i.slot !== null && i.kind === 'item');
    const room = await api<ShopDressingRoom>('/api/v1/shop/dressing-room', lang, { auth: true });
    expect(wearables.length).toBeGreaterThan(room.capacity);
    // All but one filled through the API; the last one and the refused one through the page.
    for (const i of wearables.slice(1, room.capacity)) await api(`/api/v1/shop/dressing-room/items/${i.id}`, lang, { method: 'PUT', auth: true });

    const { context, page } = await newPage(browser, { lang: short, tokens });
    const asked: string[] = [];
    await page.route('https://maplestory.io/**', (route) => {
      const urlPath = decodeURIComponent(new URL(route.request().url()).pathname);
      if (urlPath.includes('/Character/')) asked.push(urlPath);
      return route.fulfill({ status: 200, contentType: 'image/png', body: PICTURE });
    });
    try {
      await page.goto(`/shop?keyword=${wearables[0].itemId}`);
      const card = page.locator(`[data-testid=shop-card][data-item-id="${wearables[0].id}"]`);
      await card.waitFor({ timeout: 20_000 });
      await card.getByTestId('shop-card-tryon').click();
      await expect.poll(() => card.getByTestId('shop-card-tryon').getAttribute('aria-pressed')).toBe('true');
      await page.getByText(t('shop.dressing.added', { name: wearables[0].name })).first().waitFor();

      // Full: one more is refused with the toast.
      await page.goto(`/shop?keyword=${wearables[room.capacity].itemId}`);
      const extra = page.locator(`[data-testid=shop-card][data-item-id="${wearables[room.capacity].id}"]`);
      await extra.waitFor({ timeout: 20_000 });
      await expect.poll(() => page.getByTestId('shop-open-dressing').textContent()).toContain(`${room.capacity} / ${room.capacity}`);
      await extra.getByTestId('shop-card-tryon').click();
      await page.getByText(t('shop.dressing.full')).first().waitFor();
      expect(await extra.getByTestId('shop-card-tryon').getAttribute('aria-pressed')).toBe('false');

      await page.getByTestId('shop-open-dressing').click();
      await expect.poll(() => page.getByTestId('shop-dressing-capacity').textContent()).toBe(`${room.capacity} / ${room.capacity}`);
      await popupsStill(page);
      await expect.poll(() => page.getByTestId('shop-character').textContent()).toContain('Demo');
      await page.getByTestId('shop-dressing-generate').click();
      const picture = page.getByTestId('shop-preview-image');
      await picture.waitFor({ timeout: 20_000 });
      for (const action of ['walk', 'jump', 'stand'] as const) {
        await page.getByTestId('shop-dressing-action').getByText(t(`shop.dressing.actions.${action}`)).click();
        await expect.poll(() => picture.getAttribute('data-action')).toBe(action);
      }
      await expect.poll(() => asked.length).toBeGreaterThanOrEqual(3);
      // Stand first, then walk and jump (back to stand is the cached first picture): the pose is in each avatar URL.
      const poses = asked.map((p) => p.split('/').slice(-2, -1)[0]);
      expect(poses.slice(0, 3).map((p) => p.replace(/[12]$/, ''))).toEqual(['stand', 'walk', 'jump']);
      expect(asked[0]).toMatch(/\/Character\/\d+\/[\d,]+\/stand[12]\/0$/);
      // The tried-on item is drawn when the character's gender may wear it.
      const [first] = await api<Array<{ id: number }>>('/character/list', lang, { auth: true });
      const preview = await api<{ wearing: number[]; unwearable: number[] }>(`/api/v1/shop/dressing-room/preview?characterId=${first.id}&action=stand`, lang, { auth: true });
      const marked = await page.locator('[data-testid=shop-dressing-item][data-unwearable=true]').count();
      expect(marked).toBe(preview.unwearable.length);

      await page.getByTestId('shop-dressing-clear').click();
      await expect.poll(() => page.getByTestId('shop-dressing-capacity').textContent()).toBe(`0 / ${room.capacity}`);
      await page.getByTestId('shop-dressing-empty').waitFor();
    } finally {
      await context.close();
    }
  });

  it('logged in, returning: the header, the banner and the filter hold still while the items, the balances and the dressing room come (390 and 1080 px)', async () => {
    for (const width of [390, 1080]) {
      const { context, page } = await newPage(browser, { lang: short, tokens, width, height: width < 768 ? 844 : 900 });
      try {
        await watchLayoutShifts(context);
        // A returning player: an earlier page has shown the account's name (the header keeps it).
        await page.goto('/');
        const name = String(await (await page.waitForFunction(() => localStorage.getItem('account_name') ?? sessionStorage.getItem('account_name'))).jsonValue());
        // Each answer is let through only once the page has been seen without it.
        const items = await holdRequests(page, /\/api\/v1\/shop\/items\?/);
        const account = await holdRequests(page, '**/api/v1/user/info');
        const room = await holdRequests(page, '**/api/v1/shop/dressing-room');
        await page.goto('/shop');
        const dressing = page.getByTestId('shop-open-dressing');
        const chips = page.locator('[data-testid^=shop-cat-]');
        await page.getByTestId('shop-balance-pending').waitFor({ timeout: 30_000 });
        await page.getByTestId('shop-loading').waitFor();
        expect(await page.getByText(t('shop.balance.loginHint')).count()).toBe(0);
        expect(await dressing.innerText()).not.toMatch(/\d+ \/ \d+/);
        // The filter already has the categories and their numbers the page came with.
        const categories = await chips.allTextContents();
        expect(categories[0]).toMatch(/\d+$/);
        const banner = page.getByTestId('shop-page').locator('section').first();
        const waiting = await banner.boundingBox();
        const shiftsBefore = (await layoutShifts(page)).shifts.length;

        items();
        await waitCards(page);
        account();
        await page.getByTestId('shop-balance').waitFor({ timeout: 15_000 });
        room();
        await expect.poll(() => dressing.innerText(), { timeout: 15_000 }).toMatch(/\d+ \/ \d+/);

        // Nothing rewrapped: the banner kept its height, the filter its categories, and what
        // moved scores under 0.001 (a sub-pixel nudge of a button's text scores about 0.0001;
        // the rewrapped bar scored 0.04-0.12, the filter's late numbers 0.02-0.04). On a phone
        // the balances are tiles two to a line, the amount under the currency, so no amount's
        // width can rewrap them there either.
        expect((await banner.boundingBox())?.height, `${width} px`).toBe(waiting?.height);
        expect(await chips.allTextContents(), `${width} px`).toEqual(categories);
        const currencies = ['nx_credit', 'maple_point', 'vote_points', 'reward_points'].map((c) => t(`shop.currency.${c}`));
        const texts = [name, t('shop.dressing.open'), t('shop.orders.open'), ...categories, ...currencies];
        const after = (await layoutShifts(page)).shifts.slice(shiftsBefore);
        const ours = after.filter((s) => texts.some((text) => s.what.includes(text)));
        expect(ours.reduce((sum, s) => sum + s.value, 0), `${width} px: ${JSON.stringify(after)}`).toBeLessThan(0.001);
      } finally {
        await context.close();
      }
    }
  });

  it('phone: two columns of cards and no sideways scroll', async () => {
    const { context, page } = await newPage(browser, { lang: short, width: 390, height: 844 });
    try {
      await page.goto('/shop');
      await waitCards(page);
      const boxes = await page.locator('[data-testid=shop-card]').evaluateAll((els) => els.slice(0, 2).map((e) => e.getBoundingClientRect().top));
      expect(boxes[0]).toBe(boxes[1]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    } finally {
      await context.close();
    }
  });
});

describe('shop, while it loads', () => {
  it("logged in: the bar the page's HTML draws before any script has the height of the page's own bar while the balances are pending (320, 390 and 1440 px, both languages)", async () => {
    for (const lang of ['zh', 'en'] as const) {
      for (const width of [320, 390, 1440]) {
        const size = { lang, tokens, width, height: 844 };
        // The HTML alone: the app's entry script never comes.
        const shell = await newPage(browser, size);
        let drawn: number | undefined;
        try {
          await shell.page.route(/\/umi\.[0-9a-f]+\.js$/, (route) => route.abort());
          await shell.page.goto('/shop');
          // The shell holds a bar per language; the page's language shows one.
          drawn = await shell.page.evaluate(() =>
            Array.from(document.querySelectorAll('#app-shell .shell-shopbar'), (bar) => bar.getBoundingClientRect().height).find((h) => h > 0),
          );
        } finally {
          await shell.context.close();
        }
        // The app, the account's answer held.
        const app = await newPage(browser, size);
        try {
          await holdRequests(app.page, '**/api/v1/user/info');
          await app.page.goto('/shop');
          const pending = app.page.getByTestId('shop-balance-pending');
          await pending.waitFor({ timeout: 30_000 });
          const own = await pending.evaluate((group) => group.parentElement?.getBoundingClientRect().height);
          expect(drawn, `${lang}, ${width} px`).toBeGreaterThan(0);
          expect(drawn, `${lang}, ${width} px`).toBe(own);
        } finally {
          await app.context.close();
        }
      }
    }
  });

  it('its placeholders shimmer on the compositor: nothing that runs until the items and balances come repaints in every frame (390 px)', async () => {
    const { context, page } = await newPage(browser, { lang: 'zh', tokens, width: 390, height: 844 });
    try {
      const held = [
        await holdRequests(page, /\/api\/v1\/shop\/items\?/),
        await holdRequests(page, '**/api/v1/user/info'),
        await holdRequests(page, '**/api/v1/shop/posters'),
      ];
      await page.goto('/shop');
      await page.getByTestId('shop-loading').waitFor({ timeout: 30_000 });
      await page.getByTestId('shop-balance-pending').waitFor();
      const moving = await endlessAnimations(page);
      // The cards' skeletons, the poster's place and the pending balances all shimmer or pulse.
      expect(moving.all.length, JSON.stringify(moving.all)).toBeGreaterThanOrEqual(8);
      expect(moving.repainting).toEqual([]);
      for (const release of held) release();
      await waitCards(page);
    } finally {
      await context.close();
    }
  });
});
