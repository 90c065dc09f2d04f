/**
 * End to end: the profile of the demo account on the real site (fresh seeded SQLite,
 * Debian's Chromium), in both languages. The image renderer (maplestory.io) is
 * intercepted with a fixture picture; the tests assert which item icons the page asks for.
 *
 * Logged in as demo01: the account card and the currencies the API reports; every
 * character's equipment window and inventory tabs with item tooltips; a character's link
 * without ?tab= (its tab's texts asked for with the page's); the daily check-in
 * (a character is required, then the reward, then refused the second time with the
 * translated message); account unlock method 2 with a wrong, then the right birthday.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogs, type Lang } from '../../locales';
import { apiLogin, baseURL, contextsOfEachTest, DEMO, endlessAnimations, launchBrowser, newPage, popupsStill, type SiteLang, type TokenSet } from './harness';

const LANGS: Array<[SiteLang, Lang]> = [
  ['zh', 'zh-TW'],
  ['en', 'en-US'],
];

/** demo01's birthday in the seed. */
const DEMO_BIRTHDAY = '2000-01-01';
const PICTURE = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mP8/x8AAwMB/6Xv3pkAAAAASUVORK5CYII=', 'base64');

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

async function api<T>(path: string, lang: Lang, init: RequestInit = {}): Promise<{ status: number; code: number; message: string; data: T }> {
  const res = await fetch(`${baseURL()}${path}`, {
    ...init,
    headers: { authorization: `Bearer ${tokens.token}`, 'accept-language': lang, 'content-type': 'application/json', ...(init.headers ?? {}) },
  });
  const body = await res.json();
  return { status: res.status, ...body };
}

interface Account {
  username: string;
  email: string | null;
  currencies: Record<string, number>;
}
interface Character {
  id: number;
  name: string;
  level: number;
}
interface Items {
  equipped: Array<{ slot: string; cash: boolean; item: { itemId: number; name: string } }>;
  inventory: Record<string, Array<{ itemId: number; position: number; quantity: number; name: string }>>;
}

/** A logged-in page in a language with the renderer answered by a fixture; collects the picture paths asked for. */
async function open(lang: SiteLang, path: string, width = 1440): Promise<{ page: Page; asked: string[] }> {
  const { context, page } = await newPage(browser, { lang, tokens, width, height: 900 });
  contexts.push(context);
  const asked: string[] = [];
  await page.route('https://maplestory.io/**', (route) => {
    asked.push(new URL(route.request().url()).pathname);
    return route.fulfill({ status: 200, contentType: 'image/png', body: PICTURE });
  });
  await page.goto(path);
  return { page, asked };
}

const toastText = (page: Page, kind: 'success' | 'error') => page.locator(`.site-toast-${kind}`).last();

describe.each(LANGS)('profile (%s)', (short, lang) => {
  const t = (key: string, values?: Record<string, string | number>) => {
    const template = catalogs[lang][key];
    if (template === undefined) throw new Error(`missing ${key}`);
    return values ? template.replace(/\{(\w+)\}/g, (_, k) => String(values[k])) : template;
  };

  it('shows the account card and the currencies the API reports', async () => {
    const account = (await api<Account>('/api/v1/profile/account', lang)).data;
    const { page } = await open(short, '/profile');
    const card = page.getByTestId('account-card');
    await card.waitFor({ timeout: 20_000 });
    await expect.poll(() => card.textContent()).toContain(DEMO.username);
    expect(await card.textContent()).toContain(account.email);
    // The e-mail is masked: never the full address.
    expect(await card.textContent()).not.toContain('demo01@example.net');
    expect(await page.getByTestId('status-tags').textContent()).toContain(t('profileOverview.status.normal'));
    const tiles = page.getByTestId('currencies');
    for (const [key, value] of Object.entries(account.currencies)) {
      const tile = tiles.locator(`[data-currency="${key}"]`);
      expect(await tile.textContent(), key).toContain(t(`profileOverview.currency.${key}`));
      expect((await tile.textContent())?.replace(/[^\d]/g, ''), key).toContain(String(value));
    }
    // The tabs live in the URL: Back returns to the overview.
    await page.getByTestId('profile-tab-characters').click();
    await page.waitForURL(/tab=characters/);
    await page.getByTestId('character-card').first().waitFor();
    await page.goBack();
    await page.getByTestId('account-card').waitFor();
    await page.getByTestId('profile-tab-billing').click();
    await expect.poll(() => page.getByTestId('billing-section').textContent(), { timeout: 20_000 }).toContain(t('billing.ui.balance.title'));
  });

  it("opens every character's equipment and inventory, with item tooltips", async () => {
    const characters = (await api<Character[]>('/api/v1/profile/characters', lang)).data;
    expect(characters.length).toBeGreaterThan(0);
    const { page, asked } = await open(short, '/profile?tab=characters');
    await page.getByTestId('character-card').first().waitFor({ timeout: 20_000 });
    expect(await page.getByTestId('character-card').count()).toBe(characters.length);

    for (const character of characters) {
      const items = (await api<Items>(`/api/v1/profile/characters/${character.id}/items`, lang)).data;
      await page.locator(`[data-testid="character-card"][data-character="${character.id}"] button`).first().click();
      await page.waitForURL(new RegExp(`character=${character.id}`));
      const window = page.getByTestId('equipment-window');
      await window.waitFor({ timeout: 20_000 });
      await expect.poll(() => page.getByTestId('character-detail').textContent()).toContain(character.name);

      // Every worn (non-cash) item is in its slot, and the tooltip on focus names it.
      const worn = items.equipped.filter((e) => !e.cash);
      for (const e of worn) {
        await expect
          .poll(() => window.locator(`button[data-slot="${e.slot}"]`).getAttribute('data-item'), { message: `${character.name} ${e.slot}`, timeout: 15_000 })
          .toBe(String(e.item.itemId));
      }
      if (worn.length > 0) {
        const first = worn[0];
        await window.locator(`button[data-slot="${first.slot}"]`).focus();
        // antd keeps earlier tooltips in the page (hidden): the one shown is this item's.
        const tip = page.getByTestId('item-details').filter({ hasText: String(first.item.itemId) }).last();
        await tip.waitFor({ state: 'visible', timeout: 10_000 });
        expect(await tip.textContent()).toContain(first.item.name);
        expect(await tip.textContent()).toContain(String(first.item.itemId));
      }
      // Cash covers on the window's cash page.
      const covers = items.equipped.filter((e) => e.cash);
      if (covers.length > 0) {
        await window.getByText(t('profileCharacters.equip.pageCash', { count: covers.length })).click();
        expect(await window.locator(`button[data-slot="${covers[0].slot}"]`).getAttribute('data-item')).toBe(String(covers[0].item.itemId));
      }

      // Each inventory tab: items by position, tooltip with the item id and quantity.
      const inventory = page.getByTestId('inventory');
      for (const tab of ['equip', 'use', 'setup', 'etc', 'cash']) {
        await inventory.getByText(t(`profileCharacters.inventory.tab.${tab}`), { exact: true }).click();
        await page.waitForURL(tab === 'equip' ? /character=/ : new RegExp(`bag=${tab}`));
        const rows = items.inventory[tab];
        const cells = inventory.locator(`[data-tab="${tab}"] > *`);
        for (const row of rows.slice(0, 3)) {
          expect(await cells.nth(row.position - 1).getAttribute('data-item'), `${tab} #${row.position}`).toBe(String(row.itemId));
        }
        if (rows.length > 0) {
          await cells.nth(rows[0].position - 1).focus();
          const tip = page.getByTestId('item-details').last();
          await expect.poll(() => tip.textContent(), { timeout: 10_000 }).toContain(String(rows[0].itemId));
          if (rows[0].quantity > 1) expect(await tip.textContent()).toContain(String(rows[0].quantity));
        }
      }
    }
    // The icons come from the renderer, by item id.
    expect(asked.some((p) => /\/item\/\d+\/icon$/.test(p))).toBe(true);
  });

  it("a character's link without ?tab= opens that character, its tab's texts asked for before the tab's code", async () => {
    const [character] = (await api<Character[]>('/api/v1/profile/characters', lang)).data;
    const { context, page } = await newPage(browser, { lang: short, tokens, width: 1440, height: 900 });
    contexts.push(context);
    await page.route('https://maplestory.io/**', (route) => route.fulfill({ status: 200, contentType: 'image/png', body: PICTURE }));
    const scripts: Array<{ url: string; body: Promise<string> }> = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push({ url: response.url(), body: response.text().catch(() => '') });
    });
    await page.goto(`/profile?character=${character.id}`);
    await page.getByTestId('equipment-window').waitFor({ timeout: 20_000 });
    await expect.poll(() => page.getByTestId('character-detail').textContent()).toContain(character.name);
    // The tab's code: the script that draws the list of character cards.
    const bodies = await Promise.all(scripts.map((s) => s.body));
    const code = scripts.filter((_, i) => bodies[i].includes('character-card'));
    expect(code.map((s) => s.url)).toHaveLength(1);
    const [texts, section] = await page.evaluate(
      (parts) => parts.map((part) => performance.getEntriesByType('resource').find((r) => r.name.includes(part))?.startTime ?? null),
      [`catalog-${lang}-profileCharacters-json`, new URL(code[0].url).pathname],
    );
    expect(texts).not.toBeNull();
    expect(section).not.toBeNull();
    // With the route's texts, before the page's first render (which asks for the tab's code), so
    // their arrival does not make the whole app render again.
    expect(texts!).toBeLessThan(section!);
  });

  it('checks in once (a character is required first), then refuses the second time', async () => {
    const before = (await api<{ checkedInToday: boolean }>('/api/v1/checkin', lang)).data;
    // A page opened before the check-in still offers it: the server refuses the second one.
    const stale = await open(short, '/profile');
    if (before.checkedInToday) {
      // Already done (the other language ran first): show the page as it was before.
      await stale.page.route('**/api/v1/checkin', async (route) => {
        if (route.request().method() !== 'GET') return route.continue();
        const response = await route.fetch();
        const body = await response.json();
        body.data.checkedInToday = false;
        return route.fulfill({ response, json: body });
      });
      await stale.page.reload();
    }
    await stale.page.getByTestId('checkin-button').waitFor({ timeout: 20_000 });

    if (!before.checkedInToday) {
      const { page } = await open(short, '/profile');
      const button = page.getByTestId('checkin-button');
      await button.waitFor({ timeout: 20_000 });
      await button.click();
      await expect.poll(() => page.getByTestId('checkin-card').textContent()).toContain(t('profileOverview.checkin.selectFirst'));
      await page.getByTestId('checkin-card').locator('.ant-radio-button-wrapper').first().click();
      await button.click();
      await expect.poll(() => toastText(page, 'success').textContent(), { timeout: 15_000 }).toMatch(/.+/);
      await expect.poll(() => button.isDisabled()).toBe(true);
      expect(await button.textContent()).toContain(t('profileOverview.checkin.done'));
      const after = (await api<{ gameDate: string; checkedInToday: boolean }>('/api/v1/checkin', lang)).data;
      expect(after.checkedInToday).toBe(true);
      expect(await page.locator(`[data-date="${after.gameDate}"]`).getAttribute('data-checked')).toBe('true');
    }

    const page = stale.page;
    await page.getByTestId('checkin-card').locator('.ant-radio-button-wrapper').first().click();
    await page.getByTestId('checkin-button').click();
    await expect.poll(() => toastText(page, 'error').textContent(), { timeout: 15_000 }).toContain(t('server.checkin.already'));
  });

  it('unlock method 2: a wrong birthday is refused, the right one unlocks', async () => {
    const { page } = await open(short, '/profile');
    await page.getByTestId('open-unlock').click();
    const dialog = page.locator('.ant-modal');
    await dialog.waitFor();
    await popupsStill(page);
    await dialog.getByText(t('accountUnlock.method2'), { exact: true }).click();
    const birthday = dialog.getByRole('textbox', { name: t('accountUnlock.birthday') });
    const submit = dialog.getByRole('button', { name: new RegExp(`${t('accountUnlock.submit')}$`) });
    await submit.click();
    await expect.poll(() => dialog.textContent()).toContain(t('accountUnlock.birthdayRequired'));
    await birthday.fill('1999-12-31');
    await submit.click();
    const error = page.getByTestId('unlock-error');
    await error.waitFor({ timeout: 15_000 });
    expect(await error.textContent()).toBe(t('server.unlock.birthdayWrong'));
    await birthday.fill(DEMO_BIRTHDAY);
    await submit.click();
    await dialog.waitFor({ state: 'hidden', timeout: 15_000 });
    await expect.poll(() => toastText(page, 'success').textContent(), { timeout: 15_000 }).toMatch(/.+/);
  });
});

describe('profile, a section below the fold', () => {
  it('waits for the player to scroll to it without repainting in every frame (390 px)', async () => {
    const { context, page } = await newPage(browser, { lang: 'zh', tokens, width: 390, height: 844 });
    contexts.push(context);
    await page.goto('/profile');
    await page.getByTestId('account-card').waitFor({ timeout: 20_000 });
    // The check-in card loads when it nears the screen; until then its place shimmers.
    const waiting = page.getByTestId('checkin-loading');
    await waiting.waitFor();
    expect(await waiting.evaluate((el) => el.getBoundingClientRect().top > window.innerHeight)).toBe(true);
    const moving = await endlessAnimations(page);
    expect(moving.all.length, JSON.stringify(moving.all)).toBeGreaterThan(0);
    expect(moving.repainting).toEqual([]);
  });
});
