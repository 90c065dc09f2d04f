/**
 * The account screens' layout: the site's header entries as plain links (the current
 * one marked), login / register, the footer (a frame after the rest), and on phones a menu button whose drawer
 * (loaded on the first press) lists the entries and the language toggle, closes on
 * Escape and gives the focus back to the button.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setStubLocale, UmiStubProvider } from '../../support/umi-max';
import AccountLayout from '@/components/AccountLayout';
import { resetLanguageForTests } from '@/lib/language';
import { site } from '../../../config/site';

const statusModel = { status: null, fetchState: 'loading', updatedAt: null, refresh: vi.fn() };
const loggedOut = { isAuthenticated: false, isLoading: false, user: null, logout: vi.fn() };

function renderLayout(path = '/auth/login') {
  return render(
    <UmiStubProvider initialPath={path} models={{ auth: loggedOut, serverStatus: statusModel }}>
      <AccountLayout>
        <h1>page body</h1>
      </AccountLayout>
    </UmiStubProvider>,
  );
}

beforeEach(() => {
  resetLanguageForTests();
  localStorage.setItem('preferred-language', 'zh');
  setStubLocale('zh-TW');
});
afterEach(() => vi.restoreAllMocks());

describe('account layout', () => {
  it('has the header entries as links, login and register, the page, then the footer a frame later', async () => {
    renderLayout();
    // The first commit is the header and the page; the footer comes once that is painted.
    expect(screen.queryByRole('contentinfo')).toBeNull();
    expect(await screen.findByRole('contentinfo')).toHaveTextContent(site.name);
    const nav = screen.getByRole('navigation', { name: '選單' });
    const links = within(nav).getAllByRole('link').map((a) => a.textContent?.trim());
    expect(links).toEqual(['首頁', '下載遊戲', '排行榜', '商城', '遊戲資料庫', '投票', '公告', '元件展示']);
    expect(within(nav).getByRole('link', { name: '排行榜' })).toHaveAttribute('href', '/ranking');
    expect(within(nav).getByText('管理後台').closest('[aria-disabled="true"]')).not.toBeNull();
    expect(screen.getByRole('link', { name: site.shortName })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: '註冊' })).toHaveAttribute('href', '/auth/register');
    expect(screen.getByRole('main')).toHaveTextContent('page body');
  });

  it('marks the entry of the current page', () => {
    renderLayout('/notice');
    const nav = screen.getByRole('navigation', { name: '選單' });
    expect(within(nav).getByRole('link', { name: '公告' }).closest('li')?.className).toMatch(/selected/);
    expect(within(nav).getByRole('link', { name: '首頁' }).closest('li')?.className ?? '').not.toMatch(/selected/);
  });

  it('phone menu: the button opens a drawer with the entries and the language toggle; Escape closes it, focus back', async () => {
    const user = userEvent.setup();
    renderLayout();
    const button = screen.getByRole('button', { name: '開啟選單' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(button);
    const drawer = await screen.findByRole('dialog', { name: '選單' });
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(within(drawer).getByRole('link', { name: '商城' })).toHaveAttribute('href', '/shop');
    expect(within(drawer).getAllByRole('radio')).toHaveLength(2);
    await waitFor(() => expect(drawer.contains(document.activeElement)).toBe(true));
    // antd's drawer reads keyCode, which user-event leaves at 0: a browser's Escape key.
    fireEvent.keyDown(document.activeElement!, { key: 'Escape', code: 'Escape', keyCode: 27 });
    await waitFor(() => expect(button).toHaveAttribute('aria-expanded', 'false'));
    await waitFor(() => expect(document.activeElement).toBe(button));
  });
});
