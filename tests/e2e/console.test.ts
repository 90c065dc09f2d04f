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
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { translate, type Lang } from '../../locales';
import { ErrorCode } from '../../config/codes';
import { DEMO_GIFT_RECEIVER, DEMO_OPERATOR } from '../../server/seed/demo-data';
import { apiLogin, baseURL, DEMO, launchBrowser, logIn, newPage, popupsStill, queryDb, type SiteLang, type TokenSet } from './harness';
import { consoleScripts, openAuditRow } from './console-harness';

const LANGS: Array<[SiteLang, Lang]> = [
  ['zh', 'zh-TW'],
  ['en', 'en-US'],
];

let browser: Browser;
let operator: TokenSet;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  browser = await launchBrowser();
  operator = await apiLogin(DEMO_OPERATOR.username, DEMO_OPERATOR.password);
});
afterAll(async () => {
  for (const c of contexts) await c.close().catch(() => undefined);
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

    const admin = await open(lang, '/admin/accounts', { tokens: operator });
    await admin.getByPlaceholder(t('admin.accounts.searchHint')).fill(DEMO_GIFT_RECEIVER.username);
    await admin.getByPlaceholder(t('admin.accounts.searchHint')).press('Enter');
    await admin.getByTestId(`admin-account-${DEMO_GIFT_RECEIVER.username}`).click();
    await admin.getByTestId('admin-account-holdings').waitFor();
    await popupsStill(admin).catch(async () => {
      throw new Error('STILL ' + (await admin.evaluate(() => Array.from(document.querySelectorAll('[class*="-appear"], [class*="-enter"], [class*="-leave"]')).map((el) => el.className.toString()).join(' | '))));
    });
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
