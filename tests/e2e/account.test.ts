/**
 * End to end: the account screens on the real site (`npm start` on a fresh
 * SQLite database, Debian's Chromium), nothing mocked, in both languages:
 * register with the e-mailed code (read from the outbox) and the real proof-of-work
 * widget solved in the page; log in, see the user menu, reload and stay logged in, log
 * out; forgot password, then the new password logs in and the old one fails with the
 * translated error; a logged-in visit to /auth/login?from=/ranking lands on /ranking.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogs, type Lang } from '../../locales';
import {
  apiLogin,
  baseURL,
  contextsOfEachTest,
  DEMO,
  lastMailedCode,
  launchBrowser,
  logIn,
  newPage,
  popupsStill,
  readOutbox,
  solveHumanCheck,
  solveWidget,
  type SiteLang,
} from './harness';

const LANGS: Array<[SiteLang, Lang]> = [
  ['zh', 'zh-TW'],
  ['en', 'en-US'],
];

let browser: Browser;
const { contexts } = contextsOfEachTest();

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function open(lang: SiteLang, path: string, opts: Parameters<typeof newPage>[1] = {}): Promise<Page> {
  const { context, page } = await newPage(browser, { lang, ...opts });
  contexts.push(context);
  await page.goto(path);
  return page;
}

/** A fresh 5-12 letters-and-digits account name. */
const freshName = (prefix: string) => `${prefix}${Date.now().toString(36).slice(-5)}${Math.floor(Math.random() * 36 ** 2).toString(36)}`.slice(0, 12);

async function waitFor<T>(fn: () => T | undefined | Promise<T | undefined>, what: string, ms = 20_000): Promise<T> {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    const value = await fn();
    if (value !== undefined && value !== null) return value;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`timed out waiting for ${what}`);
}

async function registerViaApi(username: string, email: string, password: string) {
  const sent = await fetch(`${baseURL()}/api/register/captcha`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email }),
  });
  expect((await sent.json()).code).toBe(0);
  const code = await waitFor(() => lastMailedCode(email), `the code mailed to ${email}`);
  const res = await fetch(`${baseURL()}/api/v1/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      username,
      email,
      code,
      pwd1: password,
      pwd2: password,
      birthday: '1992-03-04',
      invitation_code: '',
      community_invitation: '',
      captcha: await solveHumanCheck(),
    }),
  });
  const body = await res.json();
  expect(body.code, body.message).toBe(0);
}

describe.each(LANGS)('account screens in %s', (lang, catalogLang) => {
  const t = (key: string, values?: Record<string, string | number>) =>
    catalogs[catalogLang][key].replace(/\{(\w+)\}/g, (m, k) => (values && k in values ? String(values[k]) : m));

  it('registers with the e-mailed code and the real proof of work, logs in, stays logged in on reload, logs out', async () => {
    const username = freshName(`r${lang}`);
    const email = `${username}@example.com`;
    const password = 'Maple#2025';
    const page = await open(lang, '/auth/register');
    await page.getByRole('heading', { level: 1, name: t('auth.register.title') }).waitFor();

    // Client-side rules first: an empty submit shows the messages on their fields.
    await page.locator('form').getByRole('button', { name: t('auth.register.submit') }).click();
    await page.getByText(t('auth.rule.usernameRequired'), { exact: true }).waitFor();
    await page.getByText(t('auth.rule.termsRequired'), { exact: true }).waitFor();

    await page.getByLabel(t('auth.field.username'), { exact: true }).fill(username);
    await page.getByLabel(t('auth.field.email'), { exact: true }).fill(email);
    await page.locator('form').getByRole('button', { name: t('auth.code.send') }).click();
    // The button counts down from 60 s.
    await page.getByRole('button', { name: new RegExp(t('auth.code.resend', { seconds: '\\d+' }).replace(/[()（）]/g, '.')) }).waitFor();
    const code = await waitFor(() => lastMailedCode(email), `the code mailed to ${email}`);
    await page.getByLabel(t('auth.field.emailCode'), { exact: true }).fill(code);
    await page.getByLabel(t('auth.field.password'), { exact: true }).fill(password);
    await page.getByLabel(t('auth.field.confirmPassword'), { exact: true }).fill(password);
    const birthday = page.getByLabel(t('auth.field.birthday'), { exact: true });
    await birthday.click();
    await birthday.fill('1995-05-12');
    await birthday.press('Enter');

    // The agreement unlocks only once the terms are read to the bottom.
    const agree = page.getByRole('checkbox', { name: t('auth.terms.agree') });
    expect(await agree.isDisabled()).toBe(true);
    const reader = page.getByTestId('terms-reader');
    await reader.waitFor();
    await reader.evaluate((el) => el.scrollTo({ top: el.scrollHeight }));
    await expect.poll(() => agree.isEnabled()).toBe(true);
    await page.getByText(t('auth.terms.agree'), { exact: true }).click();
    expect(await agree.isChecked()).toBe(true);

    await solveWidget(page);
    await page.locator('form').getByRole('button', { name: t('auth.register.submit') }).click();

    // Login page with the username filled in.
    await page.waitForURL('**/auth/login');
    const userField = page.getByLabel(t('auth.field.username'), { exact: true });
    await expect.poll(() => userField.inputValue()).toBe(username);

    await page.getByLabel(t('auth.field.password'), { exact: true }).fill(password);
    await solveWidget(page);
    await page.getByLabel(t('auth.field.password'), { exact: true }).press('Enter');
    await page.waitForURL((url) => url.pathname === '/');
    const menu = page.getByRole('button', { name: t('common.user.menu') });
    await menu.waitFor();
    await expect.poll(() => menu.textContent()).toContain(username);
    // Remember me was on: the tokens live in localStorage.
    expect(await page.evaluate(() => !!window.localStorage.getItem('refresh_token'))).toBe(true);

    await page.reload();
    // Still logged in after the reload: the menu names the account once its profile is back.
    await menu.waitFor();
    await expect.poll(() => menu.textContent()).toContain(username);

    // Logging out calls the server, then reloads the page logged out.
    await menu.click();
    const logoutItem = page.locator('.ant-dropdown:not(.ant-dropdown-hidden)').getByText(t('common.user.logout'), { exact: true });
    await logoutItem.waitFor();
    await popupsStill(page);
    const loggedOut = page.waitForResponse((res) => res.url().endsWith('/api/v1/auth/logout'));
    const reloaded = page.waitForEvent('load');
    await logoutItem.click();
    expect((await loggedOut).status()).toBe(200);
    await reloaded;
    await page.getByRole('link', { name: t('nav.login') }).first().waitFor();
    expect(await page.evaluate(() => window.localStorage.getItem('access_token'))).toBeNull();
  });

  it('recovers the password: the new one logs in, the old one fails with the translated error', async () => {
    const username = freshName(`f${lang}`);
    const email = `${username}@example.com`;
    const oldPassword = 'OldPass11';
    const newPassword = 'NewPass22';
    await registerViaApi(username, email, oldPassword);
    const mailsBefore = readOutbox(email).length;

    const page = await open(lang, '/auth/login');
    await page.getByRole('link', { name: t('auth.login.forgot') }).click();
    await page.waitForURL('**/auth/forgot-password');
    await page.getByLabel(t('auth.field.username'), { exact: true }).fill(username);
    await page.getByLabel(t('auth.field.username'), { exact: true }).press('Enter');
    const codeField = page.getByLabel(t('auth.field.resetCode'), { exact: true });
    await codeField.waitFor();
    const code = await waitFor(
      () => (readOutbox(email).length > mailsBefore ? lastMailedCode(email) : undefined),
      'the reset code',
    );

    // A wrong code shows the server's message and keeps what was typed.
    const wrong = code === '000000' ? '111111' : '000000';
    await codeField.fill(wrong);
    await page.getByLabel(t('auth.field.newPassword'), { exact: true }).fill(newPassword);
    await page.getByLabel(t('auth.field.confirmNewPassword'), { exact: true }).fill(newPassword);
    await page.locator('form').getByRole('button', { name: t('auth.forgot.submit') }).click();
    await page.getByText(t('server.emailCode.invalid'), { exact: true }).waitFor();
    expect(await page.getByLabel(t('auth.field.newPassword'), { exact: true }).inputValue()).toBe(newPassword);

    await codeField.fill(code);
    await page.locator('form').getByRole('button', { name: t('auth.forgot.submit') }).click();
    await page.waitForURL('**/auth/login');
    await page.getByText(t('auth.forgot.success')).first().waitFor();

    // The old password no longer works.
    await logIn(page, t, username, oldPassword);
    const alert = page.getByRole('alert').filter({ hasText: t('server.auth.loginFailed') });
    await alert.waitFor();

    // The new one does (the widget was reset after the failure and is solved again).
    await page.getByLabel(t('auth.field.password'), { exact: true }).fill(newPassword);
    await solveWidget(page);
    await page.locator('form').getByRole('button', { name: t('auth.login.submit') }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('button', { name: t('common.user.menu') }).waitFor();
  });

  it('a wrong password shows the translated error', async () => {
    const page = await open(lang, '/auth/login');
    await logIn(page, t, DEMO.username, 'not-the-password');
    const alert = page.getByRole('alert').filter({ hasText: t('server.auth.loginFailed') });
    await alert.waitFor();
    expect(new URL(page.url()).pathname).toBe('/auth/login');
  });

  it('logs in with the keyboard alone', async () => {
    const page = await open(lang, '/auth/login');
    /** Presses Tab until the focused element matches `selector`. */
    const tabTo = async (selector: string) => {
      for (let i = 0; i < 15; i++) {
        if (await page.evaluate((sel) => !!document.activeElement?.matches(sel), selector)) return;
        await page.keyboard.press('Tab');
      }
      throw new Error(`Tab never reached ${selector}`);
    };
    await page.locator('#login_username').waitFor();
    await tabTo('#login_username');
    await page.keyboard.type(DEMO.username);
    await tabTo('#login_password');
    await page.keyboard.type(DEMO.password);
    // The human check loads on its own (lazy): tab to it once it is on the page.
    await page.locator('altcha-widget input[type="checkbox"]').waitFor();
    await tabTo('altcha-widget input[type="checkbox"]');
    await page.keyboard.press('Space');
    await page.waitForFunction(() => !!(document.querySelector('altcha-widget input[name="altcha"]') as HTMLInputElement | null)?.value);
    await tabTo('form button[type="submit"]');
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('button', { name: t('common.user.menu') }).waitFor();
  });

  it('the three screens need no sideways scroll at 390 px', async () => {
    const page = await open(lang, '/auth/login', { width: 390, height: 844 });
    for (const path of ['/auth/login', '/auth/register', '/auth/forgot-password']) {
      await page.goto(path);
      await page.locator('form button[type="submit"]').waitFor();
      await page.locator('form button[type="submit"]').click();
      await page.locator('.ant-form-item-explain-error').first().waitFor();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow, path).toBeLessThanOrEqual(0);
    }
  });

  it('a logged-in visit to /auth/login?from=/ranking lands on /ranking', async () => {
    const tokens = await apiLogin(DEMO.username, DEMO.password);
    const page = await open(lang, '/auth/login?from=/ranking', { tokens });
    await page.waitForURL((url) => url.pathname === '/ranking');
  });
});
