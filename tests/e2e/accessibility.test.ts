/**
 * Accessibility gate: axe-core (its own axe.min.js injected into the page) on every route
 * of config/routes.ts (read from the module, so a new route is audited without editing
 * this file; parametrised routes get a real id, the catch-all a path that does not exist)
 * and on what the pages open (the phone menu drawers of both layouts, the status panel expanded, the
 * language menu, the login page's human check, the register page's terms reader, the
 * header user menu, the profile's tabs, an opened character and the profile's dialogs),
 * in both languages, at desktop (1440) and phone (390) widths, logged out and logged in. Any serious or critical violation fails, listed one per line with
 * rule, target, page, language and width.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageRoutes, GUEST_ONLY, LOGIN_REQUIRED } from '../../config/routes';
import { apiLogin, baseURL, DEMO, launchBrowser, newPage, popupsStill, type SiteLang, type TokenSet } from './harness';
import { motionEnded, settle, violations, WIDTHS } from './axe';

const LANGS: SiteLang[] = ['zh', 'en'];

let browser: Browser;
let tokens: TokenSet;
let noticeId: number;

beforeAll(async () => {
  browser = await launchBrowser();
  tokens = await apiLogin(DEMO.username, DEMO.password);
  const res = await fetch(`${baseURL()}/api/v1/notice?page=1&size=1`);
  const body = (await res.json()) as { data: { items: Array<{ id: number }> } };
  noticeId = body.data.items[0].id;
});
afterAll(async () => {
  await browser?.close();
});

/** The concrete path to visit for a route pattern (a real notice id, a missing page). */
function concretePath(pattern: string): string {
  if (pattern === '/*') return '/no-such-page-here';
  return pattern.replace(/:id\b/, String(noticeId)).replace(/:\w+/g, '1');
}

/** Every page route with whether it wants a visitor that is logged in, logged out, or either. */
const ROUTES = pageRoutes
  .filter((r) => r.component)
  .map((r) => ({
    pattern: r.path,
    login: r.wrappers?.includes(LOGIN_REQUIRED) ? 'in' : r.wrappers?.includes(GUEST_ONLY) ? 'out' : 'any',
  }));

describe.each(LANGS)('accessibility in %s', (lang) => {
  describe.each(WIDTHS)('at $name width', ({ name: widthName, width, height }) => {
    const { found, audit, report } = violations(lang, width);

    it('logged out: every route and what the pages open', async () => {
      found.length = 0;
      const { context, page } = await newPage(browser, { lang, width, height, bypassCSP: true });
      try {
        for (const route of ROUTES.filter((r) => r.login !== 'in')) {
          const path = concretePath(route.pattern);
          await page.goto(path);
          await settle(page);
          await audit(page, path);
        }

        // Login: the human check ticked and solved.
        await page.goto('/auth/login');
        await settle(page);
        // The box is a still stand-in until the form is used; a press loads the widget and starts it.
        await page.locator('.human-check input[type="checkbox"]').click({ timeout: 20_000 });
        await page.locator('altcha-widget').waitFor({ timeout: 20_000 });
        await page.waitForFunction(() => !!(document.querySelector('altcha-widget input[name="altcha"]') as HTMLInputElement | null)?.value, undefined, {
          timeout: 60_000,
        });
        await audit(page, '/auth/login (human check solved)');

        // Register: the terms reader read to the bottom (the agreement unlocked), and the rules' errors shown.
        await page.goto('/auth/register');
        await settle(page);
        // On a phone the reader comes as the visitor scrolls towards it.
        await page.mouse.wheel(0, 1200);
        const reader = page.getByTestId('terms-reader');
        await reader.waitFor({ timeout: 20_000 });
        await reader.evaluate((el) => el.scrollTo({ top: el.scrollHeight }));
        await page.locator('form button[type="submit"]').click();
        await page.locator('.ant-form-item-explain-error').first().waitFor();
        await motionEnded(page);
        await audit(page, '/auth/register (terms read, errors shown)');

        if (widthName === 'phone') {
          // The phone menu drawer.
          await page.goto('/');
          await settle(page);
          await page.locator('.ant-pro-global-header-collapsed-button').click();
          await page.locator('.ant-drawer-open').waitFor();
          await motionEnded(page);
          await audit(page, '/ (menu drawer open)');
          await page.keyboard.press('Escape');

          // The account screens' own menu drawer.
          await page.goto('/auth/login');
          await settle(page);
          await page.locator('header button[aria-expanded]').click();
          await page.locator('.ant-drawer-open').waitFor();
          await motionEnded(page);
          await audit(page, '/auth/login (menu drawer open)');
          await page.keyboard.press('Escape');

          // The status panel expanded as an overlay.
          await page.goto('/ranking');
          await settle(page);
          await page.getByTestId('status-tab').click();
          await page.getByTestId('status-panel').waitFor();
          await motionEnded(page);
          await audit(page, '/ranking (status panel expanded)');
        } else {
          // The status panel expanded, and the language menu open.
          await page.evaluate(() => window.localStorage.setItem('status-panel-state', 'expanded'));
          await page.goto('/ranking');
          await settle(page);
          await page.getByTestId('status-panel').waitFor();
          await page.locator('.site-header-lang button').click();
          await page.locator('.ant-dropdown:not(.ant-dropdown-hidden)').waitFor();
          await motionEnded(page);
          await audit(page, '/ranking (status panel expanded, language menu open)');
        }
      } finally {
        await context.close();
      }
      expect(found, report()).toEqual([]);
    });

    it('logged in: the profile tabs, an opened character with an item tooltip, the unlock and password dialogs', async () => {
      found.length = 0;
      const characters = await fetch(`${baseURL()}/api/v1/profile/characters`, { headers: { authorization: `Bearer ${tokens.token}` } })
        .then((r) => r.json() as Promise<{ data: Array<{ id: number }> }>)
        .then((b) => b.data);
      const { context, page } = await newPage(browser, { lang, width, height, tokens, bypassCSP: true });
      try {
        for (const tab of ['characters', 'billing', 'invites']) {
          await page.goto(`/profile?tab=${tab}`);
          await settle(page);
          await audit(page, `/profile?tab=${tab}`);
        }
        // The invites tab's own tabs: the rewards (claim and sync buttons) and the claimed records.
        for (const inner of ['rewards', 'claims']) {
          await page.locator(`#invites-tab-${inner}-button`).click();
          await settle(page);
          await audit(page, `/profile?tab=invites (${inner})`);
        }
        await page.goto(`/profile?tab=characters&character=${characters[0].id}&bag=use`);
        await page.locator('[data-testid="equipment-window"]').waitFor({ timeout: 20_000 });
        await settle(page);
        await page.locator('[data-testid="equipment-window"] button[data-slot]').first().focus();
        await page.locator('[data-testid="item-details"]').first().waitFor();
        await motionEnded(page);
        await audit(page, '/profile character opened (item tooltip)');

        await page.goto('/profile');
        await settle(page);
        await page.locator('[data-testid="open-unlock"]').click();
        await page.locator('.ant-modal input[type="radio"]').first().waitFor();
        await popupsStill(page);
        await page.locator('.ant-modal .ant-radio-wrapper').nth(1).click();
        await page.locator('.ant-modal input[autocomplete="bday"]').waitFor();
        await motionEnded(page);
        await audit(page, '/profile (unlock dialog, method 2)');
        await page.keyboard.press('Escape');
        await page.locator('.ant-modal').waitFor({ state: 'hidden' });

        await page.locator('[data-testid="open-password"]').click();
        await page.locator('.ant-modal input[type="password"]').first().waitFor();
        await motionEnded(page);
        await audit(page, '/profile (change password dialog)');
      } finally {
        await context.close();
      }
      expect(found, report()).toEqual([]);
    });

    it('logged in: account pages, the user menu, the vote form prefilled', async () => {
      found.length = 0;
      const { context, page } = await newPage(browser, { lang, width, height, tokens, bypassCSP: true });
      try {
        for (const route of ROUTES.filter((r) => r.login === 'in')) {
          const path = concretePath(route.pattern);
          await page.goto(path);
          await settle(page);
          expect(new URL(page.url()).pathname, `${path} kept a logged-in visitor`).toBe(path);
          await audit(page, `${path} (logged in)`);
        }

        await page.goto('/vote');
        await settle(page);
        await expect.poll(() => page.locator('form input').first().inputValue()).toBe(DEMO.username);
        await audit(page, '/vote (logged in, prefilled)');

        // The shop's dialogs and drawers, logged in.
        await page.goto('/shop');
        await settle(page);
        await audit(page, '/shop (logged in)');
        const card = page.locator('[data-testid=shop-card][data-available=true]').first();
        await card.getByTestId('shop-buy').click();
        await page.getByTestId('shop-buy-form').waitFor();
        await page.getByTestId('shop-character').waitFor();
        await settle(page);
        await audit(page, '/shop (buy dialog)');
        await page.keyboard.press('Escape');
        await page.getByTestId('shop-buy-form').waitFor({ state: 'detached' });
        await card.getByTestId('shop-gift').click();
        // The dialog's chunk has arrived and its opening motion ended before "Next" is pressed.
        await page.getByTestId('shop-gift-form').waitFor();
        await popupsStill(page);
        await page.getByTestId('shop-gift-next').click();
        await page.locator('.ant-modal #receiverName_help .ant-form-item-explain-error').first().waitFor();
        await settle(page);
        await audit(page, '/shop (gift dialog, errors shown)');
        await page.keyboard.press('Escape');
        await page.getByTestId('shop-gift-form').waitFor({ state: 'detached' });
        await card.getByTestId('shop-card-name').click();
        await page.getByTestId('shop-details-description').waitFor();
        await settle(page);
        await audit(page, '/shop (item details drawer)');
        await page.keyboard.press('Escape');
        await page.getByTestId('shop-open-dressing').click();
        await page.getByTestId('shop-dressing-capacity').waitFor();
        await settle(page);
        await audit(page, '/shop (dressing room drawer)');
        await page.keyboard.press('Escape');
        await page.goto('/shop?orders=1');
        await page.getByTestId('shop-orders-type').waitFor();
        await settle(page);
        await audit(page, '/shop?orders=1 (my orders drawer)');
        await page.goto('/vote');
        await settle(page);

        if (widthName === 'desktop') {
          await page.locator('.site-user-button').click();
          await page.locator('.ant-dropdown:not(.ant-dropdown-hidden)').waitFor();
          await motionEnded(page);
          await audit(page, '/vote (user menu open)');
        } else {
          await page.locator('.ant-pro-global-header-collapsed-button').click();
          await page.locator('.ant-drawer-open').waitFor();
          await motionEnded(page);
          await audit(page, '/vote (menu drawer open, logged in)');
        }
      } finally {
        await context.close();
      }
      expect(found, report()).toEqual([]);
    });
  });
});
