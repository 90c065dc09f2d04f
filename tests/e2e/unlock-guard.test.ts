/**
 * A player after an unlock, end to end: the game holds the account on one channel (marked
 * in game, last login half an hour ago), the player clears the mark from the profile, and
 * the shop then refuses to spend NX with the reason ("log in to the game once") and takes
 * nothing. Once the game has logged the account in and out again (what the game writes is
 * written to the database here), the same purchase goes through.
 */
import bcrypt from 'bcryptjs';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiLogin, launchBrowser, newPage, popupsStill, queryDb, writeGameDb, type TokenSet } from './harness';
import { translate } from '../../locales';
import { toDbTime } from '../../server/db/time';

const PLAYER = { username: 'guard01', password: 'guard1234', character: 'GuardHero' };
/** An entry of the demo shop: a plain NX item with no stock or account limit (server/seed/shop.ts). */
const ITEM_QUERY = `SELECT id, item_id AS itemId, price FROM web_shop_items
  WHERE kind = 'item' AND currency = 'nx_credit' AND stock IS NULL AND limit_per_account IS NULL AND on_sale = 1
    AND sale_start IS NULL AND sale_end IS NULL AND gender = 2 AND price <= 3000
  ORDER BY id LIMIT 1`;

let browser: Browser;
let tokens: TokenSet;
let accountId: number;

beforeAll(async () => {
  browser = await launchBrowser();
  const hash = `$2y$${bcrypt.hashSync(PLAYER.password, 10).slice(4)}`;
  accountId = writeGameDb(
    `INSERT INTO accounts (name, password, email, birthday, nxCredit, maplePoint, nxPrepaid, loggedin, lastlogin)
     VALUES (?, ?, 'guard01@example.net', '2001-01-01', 50000, 0, 0, 0, ?)`,
    PLAYER.username,
    hash,
    toDbTime(Date.now() - 60 * 60_000),
  );
  writeGameDb('INSERT INTO characters (accountid, name, level, job, map) VALUES (?, ?, 30, 100, 100000000)', accountId, PLAYER.character);
  tokens = await apiLogin(PLAYER.username, PLAYER.password);
  // The game logs the account in and keeps it on one channel: lastlogin stays half an hour old.
  writeGameDb('UPDATE accounts SET loggedin = 2, lastlogin = ? WHERE id = ?', toDbTime(Date.now() - 30 * 60_000), accountId);
});
afterAll(async () => {
  await browser?.close();
});

const nx = () => queryDb<{ nxCredit: number }>('SELECT nxCredit FROM accounts WHERE id = ?', accountId)[0].nxCredit;

describe('after an unlock (zh)', () => {
  const t = (id: string) => translate('zh-TW', id);

  it('the shop refuses with the reason until the game has logged the account in again, then the purchase goes through', async () => {
    const [item] = queryDb<{ id: number; itemId: number; price: number }>(ITEM_QUERY);
    expect(item, 'the demo shop has a plain NX entry').toBeTruthy();
    const { context, page } = await newPage(browser, { lang: 'zh', tokens });
    try {
      await page.goto('/profile');
      await page.getByTestId('open-unlock').click();
      const dialog = page.locator('.ant-modal');
      await dialog.waitFor();
      await popupsStill(page);
      await dialog.getByRole('button', { name: new RegExp(`${t('accountUnlock.submit')}$`) }).click();
      await dialog.waitFor({ state: 'hidden', timeout: 15_000 });
      await expect.poll(() => page.locator('.site-toast-success').last().textContent(), { timeout: 15_000 }).toContain(t('accountUnlock.afterUnlock'));
      expect(queryDb<{ loggedin: number }>('SELECT loggedin FROM accounts WHERE id = ?', accountId)[0].loggedin).toBe(0);

      await page.goto(`/shop?keyword=${item.itemId}`);
      const card = page.locator(`[data-testid=shop-card][data-item-id="${item.id}"]`);
      await card.waitFor({ timeout: 20_000 });
      await card.getByTestId('shop-buy').click();
      await page.getByTestId('shop-buy-form').waitFor();
      await popupsStill(page);
      await expect.poll(() => page.getByTestId('shop-character').textContent()).toContain(PLAYER.character);
      await page.getByTestId('shop-buy-confirm').click();
      const failed = page.getByTestId('shop-buy-failed');
      await failed.waitFor({ timeout: 20_000 });
      expect(await failed.textContent()).toContain(t('server.guard.loginToGame'));
      expect(nx()).toBe(50000);
      expect(queryDb('SELECT id FROM web_shop_orders WHERE account_id = ?', accountId)).toEqual([]);

      // The player logs in to the game and out again: the game writes a new lastlogin and the 0.
      writeGameDb('UPDATE accounts SET loggedin = 0, lastlogin = ? WHERE id = ?', toDbTime(Date.now() + 1000), accountId);
      await page.getByTestId('shop-buy-confirm').click();
      await page.getByTestId('shop-order-result').waitFor({ timeout: 20_000 });
      expect(nx()).toBe(50000 - item.price);
      expect(queryDb('SELECT id FROM web_shop_orders WHERE account_id = ?', accountId)).toHaveLength(1);
    } finally {
      await context.close();
    }
  });
});
