/**
 * The accessibility gate over the operator console, as the demo operator admin01: every
 * console route of config/routes.ts (read from the module, so a new screen is audited
 * without editing this file), the phone menu drawer, and what the screens open (the
 * account drawer with an action dialog, an audit row's before → after), in both languages
 * at desktop and phone widths. Any serious or critical axe violation fails.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminRoutes } from '../../config/routes';
import { DEMO_ACCOUNT, DEMO_OPERATOR } from '../../server/seed/demo-data';
import { apiLogin, launchBrowser, newPage, popupsStill, type SiteLang, type TokenSet } from './harness';
import { motionEnded, settle, violations, WIDTHS } from './axe';

const LANGS: SiteLang[] = ['zh', 'en'];

let browser: Browser;
let tokens: TokenSet;

beforeAll(async () => {
  browser = await launchBrowser();
  tokens = await apiLogin(DEMO_OPERATOR.username, DEMO_OPERATOR.password);
});
afterAll(async () => {
  await browser?.close();
});

describe.each(LANGS)('console accessibility in %s', (lang) => {
  describe.each(WIDTHS)('at $name width', ({ name: widthName, width, height }) => {
    const { found, audit, report } = violations(lang, width);

    it('every console screen, the account drawer with a dialog, an audit row opened', async () => {
      found.length = 0;
      const { context, page } = await newPage(browser, { lang, width, height, tokens, bypassCSP: true });
      try {
        for (const route of adminRoutes) {
          await page.goto(route.path);
          await settle(page);
          expect(new URL(page.url()).pathname, `${route.path} kept the operator`).toBe(route.path);
          await audit(page, route.path);
        }

        await page.goto('/admin/accounts');
        await settle(page);
        const search = page.locator('input[placeholder]').first();
        await search.fill(DEMO_ACCOUNT.username);
        await search.press('Enter');
        await page.getByTestId(`admin-account-${DEMO_ACCOUNT.username}`).click();
        await page.getByTestId('admin-account-holdings').waitFor({ timeout: 20_000 });
        await popupsStill(page);
        await settle(page);
        await audit(page, '/admin/accounts (account drawer)');
        await page.getByTestId('admin-action-adjust').click();
        await page.locator('.ant-modal').waitFor();
        await popupsStill(page);
        await audit(page, '/admin/accounts (adjust dialog)');
        await page.keyboard.press('Escape');

        await page.goto('/admin/audit');
        await settle(page);
        const expand = page.locator('.ant-table-row-expand-icon').first();
        if (await expand.count()) {
          await expand.click();
          await page.locator('[data-testid^="admin-audit-change-"]').first().waitFor();
          await audit(page, '/admin/audit (row opened)');
        }

        if (widthName === 'phone') {
          await page.locator('.ant-pro-global-header-collapsed-button').click();
          await page.locator('.ant-drawer-open').waitFor();
          await motionEnded(page);
          await audit(page, '/admin/audit (menu drawer open)');
        }
      } finally {
        await context.close();
      }
      expect(found, report()).toEqual([]);
    }, 240_000);
  });
});
