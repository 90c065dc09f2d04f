/**
 * Site chrome: header navigation, components entry, disabled admin slot,
 * logged-out and logged-in actions (logout reloads), footer from config/site.ts, language
 * switch in place, not-found and coming-soon screens, and the toast settings.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
// Test helpers of the '@umijs/max' stand-in (same module instance as the alias).
import { setStubLocale, UmiStubProvider } from '../../support/umi-max';
import { notification } from 'antd';
import SiteLayout, { NavEntry } from '@/components/SiteLayout';
import { headerNav, selectedNavKey } from '@/components/SiteLayout/navigation';
import SiteFooter from '@/components/SiteFooter';
import NotFound from '@/components/NotFound';
import ComingSoon from '@/components/ComingSoon';
import HeaderActions from '@/components/HeaderActions';
import { clearTokens, saveAccountName, saveTokens } from '@/lib/tokenStore';
import { site } from '../../../config/site';
import { changeLanguage, resetLanguageForTests } from '@/lib/language';
import { TOAST_CONFIG, configureToasts, durationFor, toast } from '@/lib/toast';
import { phoneMatchMedia } from '../../support/phoneScreen';

const statusModel = { status: null, fetchState: 'loading', updatedAt: null, refresh: vi.fn() };
const loggedOut = { isAuthenticated: false, isLoading: false, user: null, logout: vi.fn() };

function renderChrome(auth: Record<string, unknown> = loggedOut, children = <div>page body</div>) {
  return render(
    <UmiStubProvider initialPath="/ranking" models={{ auth, serverStatus: statusModel }}>
      <SiteLayout>{children}</SiteLayout>
    </UmiStubProvider>,
  );
}

beforeEach(() => {
  resetLanguageForTests();
  localStorage.setItem('preferred-language', 'zh');
  setStubLocale('zh-TW');
});
afterEach(() => {
  vi.restoreAllMocks();
  setStubLocale('zh-TW');
});

describe('header', () => {
  it('has the seven navigation entries, the components entry and a disabled admin slot', () => {
    // jsdom has no layout, so antd's overflowing horizontal menu cannot be measured here;
    // the entries are checked through the same data and entry component the header renders.
    expect(headerNav.map((n) => n.key)).toEqual(['home', 'download', 'ranking', 'shop', 'library', 'vote', 'notice', 'components', 'admin']);
    render(
      <UmiStubProvider models={{ auth: loggedOut }}>
        {headerNav.map((nav) => (
          <NavEntry key={nav.key} nav={nav} />
        ))}
      </UmiStubProvider>,
    );
    const expected: Record<string, [string, string]> = {
      home: ['首頁', '/'], download: ['下載遊戲', '/download'], ranking: ['排行榜', '/ranking'], shop: ['商城', '/shop'],
      library: ['遊戲資料庫', '/library'], vote: ['投票', '/vote'], notice: ['公告', '/notice'],
    };
    for (const [key, [label, href]] of Object.entries(expected)) {
      expect(screen.getByTestId(`nav-${key}`)).toHaveTextContent(label);
      expect(screen.getByTestId(`nav-${key}`)).toHaveAttribute('href', href);
    }
    expect(screen.getByTestId('nav-components')).toHaveAttribute('href', site.storybookPath);
    expect(screen.getByTestId('nav-admin')).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByTestId('nav-admin').closest('a')).toBeNull();
    expect(selectedNavKey('/notice/12')).toBe('notice');
    expect(selectedNavKey('/')).toBe('home');
  });
  it('the admin slot opens the console for an operator, and stays disabled for a player', () => {
    const admin = headerNav.find((n) => n.key === 'admin')!;
    const asAccount = (operator: boolean) =>
      render(
        <UmiStubProvider models={{ auth: { isAuthenticated: true, isLoading: false, user: { username: 'someone', operator } } }}>
          <NavEntry nav={admin} />
        </UmiStubProvider>,
      );
    const player = asAccount(false);
    expect(screen.getByTestId('nav-admin')).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByTestId('nav-admin').closest('a')).toBeNull();
    player.unmount();
    asAccount(true);
    expect(screen.getByTestId('nav-admin')).toHaveAttribute('href', '/admin');
    expect(screen.getByTestId('nav-admin')).toHaveTextContent('管理後台');
    expect(selectedNavKey('/admin/accounts')).toBe('admin');
  });
  it('renders pages inside the layout with header actions and footer', () => {
    renderChrome();
    expect(screen.getByText('page body')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '繁體中文 · 切換語言' })).toBeInTheDocument();
    expect(screen.getByTestId('site-footer')).toBeInTheDocument();
    expect(screen.getByTestId('status-panel')).toBeInTheDocument();
  });
  it('on a phone the header has no link inside another link (mobile header and drawer)', () => {
    const original = window.matchMedia;
    window.matchMedia = phoneMatchMedia;
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const { container } = renderChrome();
      // The mobile header (hamburger) is what ProLayout renders on phones.
      expect(container.querySelector('.ant-pro-global-header-collapsed-button')).not.toBeNull();
      expect(screen.getAllByRole('link', { name: site.shortName }).length).toBeGreaterThan(0);
      expect(document.querySelectorAll('a a')).toHaveLength(0);
      const nesting = errors.mock.calls.filter((c) => String(c[0]).includes('validateDOMNesting'));
      expect(nesting).toEqual([]);
    } finally {
      window.matchMedia = original;
    }
  });
  it('on a phone the menu drawer has the language toggle and closes when a link is followed', async () => {
    const original = window.matchMedia;
    window.matchMedia = phoneMatchMedia;
    try {
      const { container } = renderChrome();
      fireEvent.click(container.querySelector('.ant-pro-global-header-collapsed-button')!);
      const drawer = await waitFor(() => {
        const open = document.querySelector('.ant-drawer-open') as HTMLElement | null;
        expect(open).not.toBeNull();
        return open!;
      });
      // The toggle's code loads when the menu first opens.
      expect(await within(drawer).findByText('語言')).toBeInTheDocument();
      expect(within(drawer).getByRole('radio', { name: /English/ })).toBeInTheDocument();
      fireEvent.click(within(drawer).getByTestId('nav-download'));
      await waitFor(() => expect(document.querySelector('.ant-drawer-open')).toBeNull());
    } finally {
      window.matchMedia = original;
    }
  });
  it('logged out: login and register', () => {
    render(
      <UmiStubProvider models={{ auth: loggedOut }}>
        <HeaderActions />
      </UmiStubProvider>,
    );
    expect(screen.getByText('登入').closest('a')).toHaveAttribute('href', '/auth/login');
    expect(screen.getByText('註冊').closest('a')).toHaveAttribute('href', '/auth/register');
    // Real links styled as buttons: no <button> inside an <a>.
    expect(document.querySelector('a button')).toBeNull();
  });
  it('logged out elsewhere: the login link brings the visitor back to that page', () => {
    render(
      <UmiStubProvider initialPath="/ranking?tab=guild" models={{ auth: loggedOut }}>
        <HeaderActions />
      </UmiStubProvider>,
    );
    expect(screen.getByText('登入').closest('a')).toHaveAttribute('href', '/auth/login?from=%2Franking%3Ftab%3Dguild');
  });
  it('logged in: user menu with profile and logout; logout calls the model then reloads', async () => {
    const logout = vi.fn().mockResolvedValue(undefined);
    const reload = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload } as Location);
    render(
      <UmiStubProvider models={{ auth: { isAuthenticated: true, isLoading: false, user: { username: 'demo01', nickname: '旅人' }, logout } }}>
        <HeaderActions />
      </UmiStubProvider>,
    );
    expect(screen.queryByText('登入')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '旅人 · 會員選單' }));
    await waitFor(() => expect(screen.getByText('會員中心')).toBeInTheDocument());
    expect(screen.getByText('會員中心').closest('a')).toHaveAttribute('href', '/profile');
    await act(async () => {
      fireEvent.click(screen.getByText('登出'));
    });
    expect(logout).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
  });
  it('logged in, the account not answered yet: the user menu carries the name this browser last showed', () => {
    saveTokens({ token: 'a', refresh_token: 'r', expires_in: 3600, refresh_expires_in: 86400 }, true);
    saveAccountName('旅人');
    try {
      render(
        <UmiStubProvider models={{ auth: { isAuthenticated: true, isLoading: false, user: null, logout: vi.fn() } }}>
          <HeaderActions />
        </UmiStubProvider>,
      );
      expect(screen.getByRole('button', { name: '旅人 · 會員選單' })).toBeInTheDocument();
    } finally {
      clearTokens();
    }
  });
  it('switching the language re-renders the chrome in English without a reload', async () => {
    renderChrome();
    expect(screen.getAllByText('排行榜').length).toBeGreaterThan(0);
    act(() => {
      changeLanguage('en-US');
    });
    await waitFor(() => expect(screen.getAllByText('Ranking').length).toBeGreaterThan(0));
    expect(document.documentElement.lang).toBe('en-US');
    expect(screen.queryByText('排行榜')).toBeNull();
  });
});

describe('footer', () => {
  it('links, the advertised rates and the support contact, from config/site.ts', () => {
    render(
      <UmiStubProvider>
        <SiteFooter />
      </UmiStubProvider>,
    );
    const footer = screen.getByTestId('site-footer');
    const hrefs = within(footer).getAllByRole('link').map((a) => a.getAttribute('href'));
    expect(hrefs).toEqual(expect.arrayContaining(['/', '/download', '/ranking', '/notice', '/privacy', '/terms']));
    expect(footer).toHaveTextContent(`經驗值 ${site.rates.exp} 倍`);
    expect(footer).toHaveTextContent(`楓幣 ${site.rates.meso} 倍`);
    expect(footer).toHaveTextContent(`BOSS 掉寶 ${site.rates.bossDrop} 倍`);
    expect(footer).toHaveTextContent(site.support.chatGroup);
    expect(footer).toHaveTextContent(site.support.email);
    expect(footer).toHaveTextContent(site.support.hours);
  });
});

describe('state screens', () => {
  it('not-found is translated and leads home', () => {
    setStubLocale('en-US');
    render(
      <UmiStubProvider>
        <NotFound />
      </UmiStubProvider>,
    );
    expect(screen.getByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByText('Back to home').closest('a')).toHaveAttribute('href', '/');
  });
  it('a page that throws shows the route-error screen inside the layout', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const Broken = () => {
      throw new Error('boom');
    };
    renderChrome(loggedOut, <Broken />);
    expect(screen.getByRole('heading', { name: '頁面發生錯誤' })).toBeInTheDocument();
    expect(screen.getByTestId('site-footer')).toBeInTheDocument();
  });
  it('coming soon names the screen', () => {
    render(
      <UmiStubProvider>
        <ComingSoon titleId="nav.shop" />
      </UmiStubProvider>,
    );
    expect(screen.getByRole('heading', { name: '商城' })).toBeInTheDocument();
    expect(screen.getByText('即將推出')).toBeInTheDocument();
  });
});

describe('toasts', () => {
  it('bottom-right, 5 s, errors 6 s, loading until dismissed, at most 20', () => {
    expect(TOAST_CONFIG).toEqual({ placement: 'bottomRight', duration: 5, maxCount: 20 });
    expect(durationFor('blank')).toBe(5);
    expect(durationFor('success')).toBe(5);
    expect(durationFor('custom')).toBe(5);
    expect(durationFor('error')).toBe(6);
    expect(durationFor('loading')).toBe(0);
  });
  it('each type goes to notification with its duration and placement; ids update in place', async () => {
    const open = vi.spyOn(notification, 'open').mockImplementation(() => {});
    const error = vi.spyOn(notification, 'error').mockImplementation(() => {});
    const success = vi.spyOn(notification, 'success').mockImplementation(() => {});
    toast('hello');
    const id = toast.loading('saving');
    toast.success('saved', { id });
    toast.error('failed');
    toast.custom('custom');
    // antd notification loads on the first toast; the calls are queued in order until then.
    await configureToasts();
    await vi.waitFor(() => expect(open).toHaveBeenCalledTimes(3));
    expect(open.mock.calls.map(([a]) => [a.message, a.duration, a.placement])).toEqual([
      ['hello', 5, 'bottomRight'],
      ['saving', 0, 'bottomRight'],
      ['custom', 5, 'bottomRight'],
    ]);
    expect(success.mock.calls[0][0]).toMatchObject({ message: 'saved', key: id, duration: 5 });
    expect(error.mock.calls[0][0]).toMatchObject({ message: 'failed', duration: 6, placement: 'bottomRight' });
  });
});
