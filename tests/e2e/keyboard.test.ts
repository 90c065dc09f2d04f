/**
 * Keyboard only, on the real site: logging in (Tab to the fields, type, Tab to the human
 * check, Space, Enter submits), the header's language menu, and on a phone the menu
 * drawer (the site layout's and the account screens'), the language switch in it and the
 * status panel, each opened with Enter and closed with Escape. Every step checks where the focus is and that the focused control
 * shows a ring (a computed outline or box-shadow).
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogs } from '../../locales';
import { DEMO, launchBrowser, newPage, popupsStill } from './harness';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const zh = catalogs['zh-TW'];
const en = catalogs['en-US'];

/** Presses Tab until the focused element matches `selector`. */
async function tabTo(page: Page, selector: string, max = 40) {
  for (let i = 0; i < max; i++) {
    if (await page.evaluate((sel) => !!document.activeElement?.matches(sel), selector)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${selector}`);
}

/** Whether the focused element (or the given ancestor of it) draws a focus ring. */
async function focusRing(page: Page, holder?: string): Promise<string> {
  return page.evaluate((sel) => {
    const active = document.activeElement as HTMLElement | null;
    // Fields with an icon inside draw the ring around the whole field.
    const el = (sel ? active?.closest(sel) : (active?.closest('.ant-input-affix-wrapper, .ant-picker, .site-text-field') ?? active)) as HTMLElement | null;
    if (!el) return 'no focused element';
    const style = getComputedStyle(el);
    const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2;
    const shadow = style.boxShadow !== 'none';
    return outline || shadow ? 'visible' : `none on ${el.tagName.toLowerCase()}.${el.className}`;
  }, holder ?? null);
}

const activeMatches = (page: Page, selector: string) => page.evaluate((sel) => !!document.activeElement?.matches(sel), selector);
/**
 * Waits for the focus to reach `selector`, as a keyboard user waits: antd hands the focus
 * back on the next frame after a popup closes, and on a busy machine a frame can come late
 * (the page behind may still be loading its lazy parts), so a second's poll is not enough.
 */
async function focusArrives(page: Page, selector: string) {
  try {
    await expect.poll(() => activeMatches(page, selector), { timeout: 5000 }).toBe(true);
  } catch {
    const where = await page.evaluate(() => {
      const el = document.activeElement;
      return el ? `${el.tagName.toLowerCase()}.${(el as HTMLElement).className}` : 'nothing';
    });
    throw new Error(`the focus did not reach ${selector}; it is on ${where}`);
  }
}

describe('keyboard only', () => {
  it('logs in: fields, human check, Enter submits; focus ring on every stop', async () => {
    const { context, page } = await newPage(browser, { lang: 'en' });
    try {
      await page.goto('/auth/login');
      await page.locator('#login_username').waitFor();
      await tabTo(page, '#login_username');
      expect(await focusRing(page)).toBe('visible');
      await page.keyboard.type(DEMO.username);
      await tabTo(page, '#login_password');
      expect(await focusRing(page)).toBe('visible');
      await page.keyboard.type(DEMO.password);
      await page.locator('altcha-widget input[type="checkbox"]').waitFor();
      await tabTo(page, 'altcha-widget input[type="checkbox"]');
      expect(await focusRing(page)).toBe('visible');
      await page.keyboard.press('Space');
      await page.waitForFunction(() => !!(document.querySelector('altcha-widget input[name="altcha"]') as HTMLInputElement | null)?.value, undefined, {
        timeout: 60_000,
      });
      await tabTo(page, 'form button[type="submit"]');
      expect(await focusRing(page)).toBe('visible');
      await page.keyboard.press('Enter');
      await page.waitForURL((url) => url.pathname === '/');

      // The user menu opens with Enter and closes with Escape, the focus back on its button.
      const menuButton = page.getByRole('button', { name: en['common.user.menu'] });
      await menuButton.waitFor();
      // The account's profile has arrived (the button shows the nickname, not the login name):
      // the button is not re-rendered under the open menu.
      await expect.poll(() => menuButton.getAttribute('aria-label')).not.toMatch(new RegExp(`^${DEMO.username} `));
      // And the home page behind it has finished arriving (its top 10 and the lazy parts): a
      // player opens the menu on a page that stands still.
      await page.getByTestId('home-rank-row').first().waitFor({ timeout: 20_000 });
      await page.waitForLoadState('networkidle').catch(() => undefined);
      await tabTo(page, '.site-user-button');
      expect(await focusRing(page)).toBe('visible');
      await page.keyboard.press('Enter');
      await page.locator('.ant-dropdown:not(.ant-dropdown-hidden)').getByText(en['common.user.logout']).waitFor();
      // Escape once the menu stands open with the focus inside it, as a keyboard user does: the
      // menu takes the focus a frame after it opens, and an Escape before that hands the focus
      // back to the button first, then the late focus lands in the closing menu and is lost.
      await popupsStill(page);
      await expect.poll(() => page.evaluate(() => !!document.activeElement?.closest('.ant-dropdown-menu')), { timeout: 5000 }).toBe(true);
      await page.keyboard.press('Escape');
      await page.locator('.ant-dropdown-hidden').first().waitFor({ state: 'attached' });
      // antd gives the focus back a moment after the menu starts hiding.
      await focusArrives(page, '.site-user-button');
    } finally {
      await context.close();
    }
  });

  it('desktop: the language menu opens with Enter, arrows pick English, Enter switches', async () => {
    const { context, page } = await newPage(browser, { lang: 'zh' });
    try {
      await page.goto('/ranking');
      await page.getByRole('link', { name: zh['nav.ranking'] }).first().waitFor();
      await tabTo(page, '.site-header-lang button');
      expect(await focusRing(page)).toBe('visible');
      await page.keyboard.press('Enter');
      const menu = page.locator('.ant-dropdown:not(.ant-dropdown-hidden) .ant-dropdown-menu');
      await menu.waitFor();
      // The focus is in the menu: arrows move through the languages.
      await expect.poll(() => page.evaluate(() => !!document.activeElement?.closest('.ant-dropdown-menu'))).toBe(true);
      // An arrow highlights the next item at once and moves the focus to it a frame later;
      // Enter acts on the focused item, so each step waits for the focus to arrive.
      const focusedItem = () =>
        page.evaluate(() => {
          const item = document.activeElement?.closest('.ant-dropdown-menu-item');
          return item?.classList.contains('ant-dropdown-menu-item-active') ? (item.textContent ?? '') : null;
        });
      for (let i = 0; i < 3 && !(await focusedItem())?.includes(en['common.language.en']); i++) {
        const before = await focusedItem();
        await page.keyboard.press('ArrowDown');
        await expect.poll(async () => {
          const now = await focusedItem();
          return now !== null && now !== before;
        }).toBe(true);
      }
      expect(await focusedItem()).toContain(en['common.language.en']);
      await page.keyboard.press('Enter');
      await page.getByRole('link', { name: en['nav.ranking'] }).first().waitFor();
      expect(await page.evaluate(() => window.localStorage.getItem('preferred-language'))).toMatch(/^en/);
    } finally {
      await context.close();
    }
  });

  it('phone: menu drawer, language switch and status panel open with Enter and close with Escape', async () => {
    const { context, page } = await newPage(browser, { lang: 'zh', width: 390, height: 844 });
    try {
      await page.goto('/notice');
      await page.locator('.ant-pro-global-header-collapsed-button').waitFor();

      // The menu button is a named keyboard button.
      await tabTo(page, '.ant-pro-global-header-collapsed-button');
      expect(await focusRing(page)).toBe('visible');
      const button = page.getByRole('button', { name: zh['nav.openMenu'] });
      expect(await button.getAttribute('aria-expanded')).toBe('false');
      await page.keyboard.press('Enter');
      const drawer = page.getByRole('dialog', { name: zh['common.menu'] });
      await drawer.waitFor();
      expect(await button.getAttribute('aria-expanded')).toBe('true');

      // Tab moves into the drawer; the language switch there is a radio group: arrows switch.
      await tabTo(page, '.site-lang-toggle input[type="radio"]');
      expect(await focusRing(page, '.ant-segmented-item')).toBe('visible');
      await page.keyboard.press('ArrowRight');
      // The drawer (now named in English) shows the English menu.
      await page.getByRole('dialog', { name: en['common.menu'] }).getByText(en['nav.ranking']).waitFor();
      expect(await page.evaluate(() => window.localStorage.getItem('preferred-language'))).toMatch(/^en/);

      // Escape closes the drawer and gives the focus back to the menu button.
      await page.keyboard.press('Escape');
      await page.getByRole('dialog', { name: en['common.menu'] }).waitFor({ state: 'hidden' });
      await focusArrives(page, '.ant-pro-global-header-collapsed-button');
      expect(await page.getByRole('button', { name: en['nav.openMenu'] }).getAttribute('aria-expanded')).toBe('false');

      // The status tab opens the overlay (focus inside it); Escape closes it, focus back on the tab.
      await tabTo(page, '[data-testid="status-tab"]', 80);
      expect(await focusRing(page)).toBe('visible');
      await page.keyboard.press('Enter');
      const panel = page.getByTestId('status-panel');
      await panel.waitFor();
      await focusArrives(page, '[data-testid="status-panel"]');
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => !!document.activeElement?.closest('[data-testid="status-panel"]'))).toBe(true);
      expect(await focusRing(page)).toBe('visible');
      await page.keyboard.press('Escape');
      await panel.waitFor({ state: 'detached' });
      await focusArrives(page, '[data-testid="status-tab"]');
    } finally {
      await context.close();
    }
  });
  it('phone, account screens: their menu button opens the drawer with Enter, focus inside, Escape closes it', async () => {
    const { context, page } = await newPage(browser, { lang: 'zh', width: 390, height: 844 });
    try {
      await page.goto('/auth/login');
      const button = page.getByRole('button', { name: zh['nav.openMenu'] });
      await button.waitFor();
      await tabTo(page, 'header button[aria-expanded]');
      expect(await focusRing(page)).toBe('visible');
      expect(await button.getAttribute('aria-expanded')).toBe('false');
      await page.keyboard.press('Enter');
      const drawer = page.getByRole('dialog', { name: zh['common.menu'] });
      await drawer.waitFor();
      expect(await button.getAttribute('aria-expanded')).toBe('true');
      // The focus is on the first entry, with a ring; Tab goes on inside the drawer.
      await focusArrives(page, '.ant-drawer a[href="/"]');
      expect(await focusRing(page)).toBe('visible');
      await page.keyboard.press('Tab');
      expect(await activeMatches(page, '.ant-drawer a[href="/download"]')).toBe(true);
      await page.keyboard.press('Escape');
      await drawer.waitFor({ state: 'hidden' });
      await focusArrives(page, 'header button[aria-expanded]');
      expect(await button.getAttribute('aria-expanded')).toBe('false');
    } finally {
      await context.close();
    }
  });
});
