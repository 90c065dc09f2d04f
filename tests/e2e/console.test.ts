/**
 * The operator console end to end, on the real site in Chromium, in both languages.
 *
 * As the demo operator admin01: ban demo02 with a reason, and demo02's page that was
 * already open is refused at its next request and its login says why; unban, and demo02
 * logs in again; both actions are in the audit log with before → after.
 *
 * As the player demo01: every /api/v1/admin operation of the OpenAPI document answers 403,
 * /admin shows the not-allowed page, and no page a player visits downloads the console's code.
 */
import { readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { translate, type Lang } from '../../locales';
import { ErrorCode } from '../../config/codes';
import { DEMO_GIFT_RECEIVER, DEMO_OPERATOR } from '../../server/seed/demo-data';
import {
  apiLogin,
  baseURL,
  contextsOfEachTest,
  delayScripts,
  DEMO,
  framesOfTableWithoutFilter,
  launchBrowser,
  logIn,
  newPage,
  popupsStill,
  queryDb,
  watchTableWithoutFilter,
  writeGameDb,
  type SiteLang,
  type TokenSet,
} from './harness';
import { consoleScripts, openAuditRow } from './console-harness';

const LANGS: Array<[SiteLang, Lang]> = [
  ['zh', 'zh-TW'],
  ['en', 'en-US'],
];

let browser: Browser;
let operator: TokenSet;
const { contexts } = contextsOfEachTest();
/** What the tests change for the tests after them to find as seeded: shop prices (id -> seeded price) and new notices. */
const changedPrices = new Map<number, number>();
const createdNotices: number[] = [];

beforeAll(async () => {
  browser = await launchBrowser();
  operator = await apiLogin(DEMO_OPERATOR.username, DEMO_OPERATOR.password);
});
afterAll(async () => {
  for (const [id, price] of changedPrices) writeGameDb('UPDATE web_shop_items SET price = ? WHERE id = ?', price, id);
  for (const id of createdNotices) writeGameDb('DELETE FROM web_notices WHERE id = ?', id);
  await browser?.close();
});

async function open(lang: SiteLang, path: string, opts: Parameters<typeof newPage>[1] = {}): Promise<Page> {
  const { context, page } = await newPage(browser, { lang, ...opts });
  contexts.push(context);
  await page.goto(path);
  return page;
}

const banned = () => queryDb<{ banned: number; banreason: string | null }>('SELECT banned, banreason FROM accounts WHERE name = ?', DEMO_GIFT_RECEIVER.username)[0];

describe.each(LANGS)('the console as admin01 (%s)', (lang, language) => {
  const t = (key: string, values?: Record<string, string | number>) => translate(language, key, values);

  it('bans demo02: its open page is refused at the next request and its login says why; unban lets it in; both audited before → after', async () => {
    const reason = `Botting e2e ${lang} ${Date.now().toString(36)}`;
    // demo02 is logged in with a page open.
    const player = await open(lang, '/profile', { tokens: await apiLogin(DEMO_GIFT_RECEIVER.username, DEMO_GIFT_RECEIVER.password) });
    await player.locator('.site-user-button', { hasText: DEMO_GIFT_RECEIVER.username }).waitFor({ timeout: 20_000 });

    const { context: adminContext, page: admin } = await newPage(browser, { lang, tokens: operator });
    contexts.push(adminContext);
    await watchTableWithoutFilter(adminContext, '.ant-pro-table');
    // The search form's code comes last (its chunk names the class "pro-table-form").
    await delayScripts(admin, 'pro-table-form', 600);
    await admin.goto('/admin/accounts');
    await admin.getByPlaceholder(t('admin.accounts.searchHint')).waitFor({ timeout: 20_000 });
    // The search form was there from the table's first frame (it would push the table down).
    expect(await framesOfTableWithoutFilter(admin), 'frames with the accounts table and no search form').toEqual([]);
    await admin.getByPlaceholder(t('admin.accounts.searchHint')).fill(DEMO_GIFT_RECEIVER.username);
    await admin.getByPlaceholder(t('admin.accounts.searchHint')).press('Enter');
    await admin.getByTestId(`admin-account-${DEMO_GIFT_RECEIVER.username}`).click();
    await admin.getByTestId('admin-account-holdings').waitFor();
    await popupsStill(admin);
    await admin.getByTestId('admin-action-ban').click();
    const dialog = admin.locator('.ant-modal').filter({ hasText: t('admin.accounts.actions.ban.title') });
    await dialog.waitFor();
    await popupsStill(admin);
    await dialog.getByLabel(t('admin.accounts.actions.reason')).fill(reason);
    await dialog.getByRole('button', { name: t('admin.accounts.actions.ban.submit') }).click();
    await expect
      .poll(() => admin.locator('.site-toast-success').last().textContent(), { timeout: 15_000 })
      .toContain(t('admin.accounts.actions.ban.done', { name: DEMO_GIFT_RECEIVER.username }));
    expect(banned()).toEqual({ banned: 1, banreason: reason });

    // demo02's next request is refused: its page ends the session and goes to the login, which says why.
    await player.reload();
    await player.waitForURL('**/auth/login**', { timeout: 20_000 });
    await logIn(player, t, DEMO_GIFT_RECEIVER.username, DEMO_GIFT_RECEIVER.password);
    await expect.poll(() => player.getByTestId('login-error').textContent(), { timeout: 20_000 }).toContain(reason);

    // Unban from the same drawer.
    await admin.getByTestId('admin-action-unban').click();
    const unban = admin.locator('.ant-modal').filter({ hasText: t('admin.accounts.actions.unban.title') });
    await unban.waitFor();
    await popupsStill(admin);
    await unban.getByRole('button', { name: t('admin.accounts.actions.unban.submit') }).click();
    await admin.getByTestId('admin-action-ban').waitFor({ timeout: 15_000 });
    expect(banned().banned).toBe(0);
    await logIn(player, t, DEMO_GIFT_RECEIVER.username, DEMO_GIFT_RECEIVER.password);
    await player.waitForURL((url) => !url.pathname.startsWith('/auth/login'), { timeout: 20_000 });

    // The audit log: both actions, with the ban's before → after.
    await admin.goto('/admin/audit');
    const ban = await openAuditRow(admin, t, 'account.ban', DEMO_GIFT_RECEIVER.username);
    await expect.poll(() => ban.textContent()).toContain(reason);
    expect(await ban.locator('pre').count()).toBe(2);
    const unbanned = await openAuditRow(admin, t, 'account.unban', DEMO_GIFT_RECEIVER.username);
    await expect.poll(() => unbanned.textContent()).toContain('"banned": false');
  }, 180_000);

  it('generates 3 cards and downloads the CSV; demo01 redeems one in the profile; the console shows it used by demo01; audited', async () => {
    const batch = `e2e-${lang}-${Date.now().toString(36)}`;
    const admin = await open(lang, '/admin/billing', { tokens: operator });
    await admin.getByTestId('admin-cards-generate').click();
    const form = admin.locator('.ant-modal').filter({ hasText: t('admin.billing.generate.title') });
    await form.waitFor();
    await popupsStill(admin);
    await form.getByLabel(t('admin.billing.generate.count'), { exact: true }).fill('3');
    await form.getByLabel(t('admin.billing.generate.batch'), { exact: true }).fill(batch);
    await form.getByRole('button', { name: t('admin.billing.generate.submit') }).click();
    const csvButton = admin.getByTestId('admin-cards-csv');
    await csvButton.waitFor({ timeout: 20_000 });
    await popupsStill(admin);
    const [download] = await Promise.all([admin.waitForEvent('download'), csvButton.click()]);
    const csv = readFileSync((await download.path())!, 'utf8').trim().split('\n');
    expect(csv[0]).toBe('code,days,expires_at_utc,batch');
    const codes = csv.slice(1).map((line) => line.split(',')[0].replace(/"/g, ''));
    expect(codes).toHaveLength(3);

    const player = await open(lang, '/profile?tab=billing', { tokens: await apiLogin(DEMO.username, DEMO.password) });
    await player.getByTestId('redeem-input').fill(codes[0]);
    await player.getByTestId('redeem-submit').click();
    await expect.poll(() => player.locator('.site-toast-success').last().textContent(), { timeout: 15_000 }).toBeTruthy();

    await admin.goto('/admin/billing');
    const search = admin.getByPlaceholder(t('admin.billing.cards.searchHint'));
    await search.fill(batch);
    await search.press('Enter');
    const row = admin.getByTestId(`admin-card-${codes[0]}`);
    await expect.poll(() => row.textContent(), { timeout: 20_000 }).toContain(t('admin.billing.cards.usedBy', { name: DEMO.username }));
    expect(await admin.getByTestId(`admin-card-${codes[1]}`).textContent()).not.toContain(DEMO.username);

    await admin.goto('/admin/audit');
    const generated = await openAuditRow(admin, t, 'cards.generate', batch);
    await expect.poll(() => generated.locator('pre').last().textContent()).toContain('3');
    expect(await generated.textContent()).not.toContain(codes[0]);
  }, 180_000);

  it('changes a shop item’s price: the player shop shows the new price; audited before → after', async () => {
    const [item] = queryDb<{ id: number; itemId: number; price: number }>(
      "SELECT id, item_id AS itemId, price FROM web_shop_items WHERE kind = 'item' AND on_sale = 1 AND sale_start IS NULL AND sale_end IS NULL ORDER BY id LIMIT 1",
    );
    changedPrices.set(item.id, changedPrices.get(item.id) ?? item.price);
    const price = item.price + (lang === 'zh' ? 111 : 222);
    const admin = await open(lang, '/admin/shop', { tokens: operator });
    const search = admin.getByPlaceholder(t('admin.shop.searchHint'));
    await search.fill(String(item.id));
    await search.press('Enter');
    await admin.getByTestId(`admin-shop-edit-${item.id}`).click();
    const input = admin.getByTestId(`admin-shop-price-${item.id}`);
    await input.fill(String(price));
    await admin.getByTestId(`admin-shop-save-${item.id}`).getByText(t('admin.shop.save')).click();
    await expect
      .poll(() => admin.getByTestId(`admin-shop-price-shown-${item.id}`).textContent(), { timeout: 20_000 })
      .toBe(price.toLocaleString(lang === 'zh' ? 'zh-TW' : 'en-US'));

    const shop = await open(lang, `/shop?keyword=${item.itemId}`);
    const card = shop.locator(`[data-testid=shop-card][data-item-id="${item.id}"]`);
    await expect.poll(() => card.getByTestId('shop-card-price').textContent(), { timeout: 20_000 }).toContain(price.toLocaleString('en-US'));

    await admin.goto('/admin/audit');
    const [audit] = queryDb<{ label: string }>("SELECT target_label AS label FROM web_admin_audit WHERE action = 'shop.item.edit' ORDER BY id DESC LIMIT 1");
    const change = await openAuditRow(admin, t, 'shop.item.edit', audit.label);
    await expect.poll(() => change.locator('pre').first().textContent()).toContain(String(item.price));
    expect(await change.locator('pre').last().textContent()).toContain(String(price));
  }, 180_000);

  it('publishes a notice: the public notice list shows it; audited', async () => {
    const title = `E2E ${lang} ${Date.now().toString(36)}`;
    const admin = await open(lang, '/admin/notices', { tokens: operator });
    await admin.getByTestId('admin-notice-new').click();
    const editor = admin.locator('.ant-drawer-open');
    await editor.waitFor();
    await popupsStill(admin);
    await editor.getByLabel(t('admin.notices.editor.titleZh'), { exact: true }).fill(`${title} 中文`);
    await editor.getByLabel(t('admin.notices.editor.bodyZh'), { exact: true }).fill('<p>測試公告</p>');
    await editor.getByLabel(t('admin.notices.editor.titleEn'), { exact: true }).fill(title);
    await editor.getByLabel(t('admin.notices.editor.bodyEn'), { exact: true }).fill('<p>A test notice</p>');
    await admin.getByTestId('admin-notice-save-publish').click();
    await editor.waitFor({ state: 'hidden', timeout: 20_000 });
    const [notice] = queryDb<{ id: number }>('SELECT id FROM web_notices WHERE title_en = ?', title);
    createdNotices.push(notice.id);

    const list = await open(lang, '/notice');
    await expect.poll(() => list.getByTestId('notice-list').textContent(), { timeout: 20_000 }).toContain(lang === 'zh' ? `${title} 中文` : title);

    await admin.goto('/admin/audit');
    const published = await openAuditRow(admin, t, 'notice.publish', queryDb<{ label: string }>("SELECT target_label AS label FROM web_admin_audit WHERE action = 'notice.publish' ORDER BY id DESC LIMIT 1")[0].label);
    await expect.poll(() => published.locator('pre').last().textContent()).toContain('"state": "published"');
    expect(await published.locator('pre').first().textContent()).toContain('"state": "draft"');
  }, 180_000);
});

describe('the console and a player', () => {
  let player: TokenSet;
  beforeAll(async () => {
    player = await apiLogin(DEMO.username, DEMO.password);
  });

  it('every /api/v1/admin operation of the OpenAPI document answers 403 ADMIN_ONLY to demo01, in the envelope', async () => {
    const doc = (await (await fetch(`${baseURL()}/api/docs/json`)).json()) as { paths: Record<string, Record<string, unknown>> };
    const ops = Object.entries(doc.paths)
      .filter(([path]) => path.startsWith('/api/v1/admin'))
      .flatMap(([path, methods]) => Object.keys(methods).map((method) => ({ method: method.toUpperCase(), path: path.replace(/\{[^}]+\}/g, '1') })));
    expect(ops.length).toBeGreaterThanOrEqual(12);
    for (const op of ops) {
      const res = await fetch(`${baseURL()}${op.path}`, {
        method: op.method,
        headers: { authorization: `Bearer ${player.token}`, ...(op.method === 'GET' ? {} : { 'content-type': 'application/json' }) },
        body: op.method === 'GET' ? undefined : '{}',
      });
      const body = (await res.json()) as { code: number; message: string; data: unknown };
      expect(res.status, `${op.method} ${op.path}`).toBe(403);
      expect(body, `${op.method} ${op.path}`).toMatchObject({ code: ErrorCode.ADMIN_ONLY, data: null });
    }
  });

  it.each(LANGS)('/admin shows the not-allowed page to demo01 (%s)', async (lang, language) => {
    const page = await open(lang, '/admin', { tokens: player });
    const notAllowed = page.getByTestId('not-allowed');
    await notAllowed.waitFor({ timeout: 20_000 });
    expect(await notAllowed.textContent()).toContain(translate(language, 'common.notAllowed.title'));
  });

  it('no page a player visits downloads the console’s code', async () => {
    const { context, page } = await newPage(browser, { lang: 'zh', tokens: player });
    contexts.push(context);
    const scripts: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
    });
    for (const path of ['/', '/download', '/ranking', '/shop', '/library', '/vote', '/notice', '/profile', '/profile?tab=billing', '/profile?tab=invites', '/library/item/1002140']) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
    }
    expect(scripts.length).toBeGreaterThan(5);
    expect(consoleScripts(scripts)).toEqual([]);
  }, 120_000);
});
