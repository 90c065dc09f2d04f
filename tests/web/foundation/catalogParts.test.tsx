/**
 * The browser's catalog in parts (src/lib/catalog.ts): a page loads the site's texts and
 * its route's, in the visitor's language only; a client navigation shows the loading
 * state until the next page's texts are there; a part with texts of its own (a profile
 * tab) renders once they are there; a language switch brings every part loaded so far,
 * the console's included.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { history, router, UmiStubProvider } from '../../support/umi-max';
import { catalogs, LANGS } from '../../../locales';
import { addCatalogPart, forgetCatalogsForTests, isCatalogLoaded, loadCatalog, message, registerCatalog } from '@/lib/catalog';
import { Suspense } from 'react';
import { changeLanguage, getLanguage } from '@/lib/language';
import { lazyWithCatalog } from '@/lib/lazyWithCatalog';
import { routeNamespaces } from '@/lib/routeCatalog';
import { switchLanguage } from '@/components/LanguagePicker';
import RouteCatalog from '@/components/RouteCatalog';
import LinkButton from '@/components/LinkButton';

const adminCatalog = {
  'zh-TW': () => import('../../../locales/catalog-admin-zh-TW'),
  'en-US': () => import('../../../locales/catalog-admin-en-US'),
};

/** Whether the browser has the message of `key` in `lang` (the key itself when not). */
const has = (lang: 'zh-TW' | 'en-US', key: string) => message(lang, key) === catalogs[lang][key];

beforeEach(() => {
  forgetCatalogsForTests();
  changeLanguage('zh-TW');
});
afterEach(() => {
  // Other tests read the whole catalogs (tests/web/setup.ts).
  forgetCatalogsForTests();
  for (const lang of LANGS) registerCatalog(lang, catalogs[lang]);
});

describe('a page loads what it reads', () => {
  it("the shop: the site's texts and the shop's, not the profile's nor the other language", async () => {
    await loadCatalog('zh-TW', routeNamespaces('/shop'));
    expect(has('zh-TW', 'nav.home')).toBe(true);
    expect(has('zh-TW', 'errors.network')).toBe(true);
    expect(has('zh-TW', 'shop.title')).toBe(true);
    expect(has('zh-TW', 'category.Weapon')).toBe(true);
    expect(has('zh-TW', 'profile.tabs.overview')).toBe(false);
    expect(has('zh-TW', 'server.busy')).toBe(false);
    expect(has('en-US', 'nav.home')).toBe(false);
  });

  it("each part's request starts in a task of its own, not in the caller's", async () => {
    const namespaces = routeNamespaces('/shop');
    const tasks: Array<() => void> = [];
    const timeout = vi.spyOn(window, 'setTimeout').mockImplementation(((task: () => void) => tasks.push(task)) as unknown as typeof setTimeout);
    const loading = loadCatalog('zh-TW', namespaces);
    timeout.mockRestore();
    // Nothing asked for yet: one task per part (the site's and each namespace of the route).
    expect(tasks).toHaveLength(1 + namespaces.length);
    expect(isCatalogLoaded('zh-TW', namespaces)).toBe(false);
    for (const task of tasks) task();
    await loading;
    expect(isCatalogLoaded('zh-TW', namespaces)).toBe(true);
    expect(has('zh-TW', 'nav.home')).toBe(true);
    expect(has('zh-TW', 'shop.title')).toBe(true);
    expect(has('zh-TW', 'profile.tabs.overview')).toBe(false);
    expect(has('en-US', 'nav.home')).toBe(false);
  });

  it('a part whose loader throws at once fails the load, as a failed request does, instead of leaving it pending', async () => {
    const broken = () => {
      throw new Error('no such part');
    };
    await expect(addCatalogPart('broken', { 'zh-TW': broken, 'en-US': broken }, 'zh-TW')).rejects.toThrow('no such part');
    // The other parts still load.
    await waitFor(() => expect(has('zh-TW', 'nav.home')).toBe(true));
  });

  it('an old path loads the texts of the page it leads to', () => {
    expect(routeNamespaces('/cashshop')).toEqual(routeNamespaces('/shop'));
    expect(routeNamespaces('/notice/12')).toContain('notice');
  });
});

describe('client navigation', () => {
  it("shows the loading state until the next page's texts are there, then the page", async () => {
    await loadCatalog('zh-TW', routeNamespaces('/'));
    router.reset('/vote', 'zh-TW');
    render(
      <UmiStubProvider>
        <RouteCatalog>
          <p>vote page</p>
        </RouteCatalog>
      </UmiStubProvider>,
    );
    expect(screen.getByRole('status')).toHaveTextContent(catalogs['zh-TW']['common.loading']);
    expect(screen.queryByText('vote page')).toBeNull();
    expect(await screen.findByText('vote page')).toBeInTheDocument();
    expect(has('zh-TW', 'vote.banner.title')).toBe(true);
  });

  it("pointing at a link starts loading the texts of the page it leads to", async () => {
    await loadCatalog('zh-TW', routeNamespaces('/'));
    render(
      <UmiStubProvider>
        <LinkButton to="/download?from=home">download</LinkButton>
      </UmiStubProvider>,
    );
    expect(has('zh-TW', 'download.banner.title')).toBe(false);
    fireEvent.mouseEnter(screen.getByRole('link', { name: 'download' }));
    await waitFor(() => expect(has('zh-TW', 'download.banner.title')).toBe(true));
  });

  it("a page reached with a query waits for the texts it names; another query of the same page waits for nothing", async () => {
    await loadCatalog('zh-TW', routeNamespaces('/'));
    router.reset('/profile?tab=billing', 'zh-TW');
    render(
      <UmiStubProvider>
        <RouteCatalog>
          <p>profile page</p>
        </RouteCatalog>
      </UmiStubProvider>,
    );
    expect(screen.getByRole('status')).toHaveTextContent(catalogs['zh-TW']['common.loading']);
    expect(await screen.findByText('profile page')).toBeInTheDocument();
    expect(has('zh-TW', 'billing.ui.balance.title')).toBe(true);
    // Another tab: its own part loads its texts under the page's loading state, not the route's.
    act(() => history.push('/profile?tab=invites'));
    expect(screen.getByText('profile page')).toBeInTheDocument();
    expect(screen.queryByRole('status')).toBeNull();
    expect(has('zh-TW', 'invites.ui.invites.title')).toBe(false);
  });

  it("pointing at a link to a profile tab starts loading that tab's texts", async () => {
    await loadCatalog('zh-TW', routeNamespaces('/'));
    render(
      <UmiStubProvider>
        <LinkButton to="/profile?tab=billing">billing</LinkButton>
      </UmiStubProvider>,
    );
    fireEvent.mouseEnter(screen.getByRole('link', { name: 'billing' }));
    await waitFor(() => expect(has('zh-TW', 'billing.ui.balance.title')).toBe(true));
    expect(has('zh-TW', 'profileOverview.checkin.day')).toBe(false);
  });

  it('a page whose texts are loaded renders at once', async () => {
    await loadCatalog('zh-TW', routeNamespaces('/ranking'));
    router.reset('/ranking', 'zh-TW');
    render(
      <UmiStubProvider>
        <RouteCatalog>
          <p>ranking page</p>
        </RouteCatalog>
      </UmiStubProvider>,
    );
    expect(screen.getByText('ranking page')).toBeInTheDocument();
  });
});

/** A tab that reads the `billing` texts, which its route (/profile) does not load (a new one per test: React keeps what a lazy part loaded). */
const billingPart = () => lazyWithCatalog(['billing'], async () => ({ default: () => <p>{message(getLanguage(), 'billing.ui.balance.title')}</p> }));

describe('a part with texts of its own', () => {
  it('renders once its code and its texts are there; the route alone does not load them', async () => {
    await loadCatalog('zh-TW', routeNamespaces('/profile'));
    expect(has('zh-TW', 'profile.tabs.overview')).toBe(true);
    expect(has('zh-TW', 'billing.ui.balance.title')).toBe(false);
    expect(has('zh-TW', 'auth.field.username')).toBe(false);
    const BillingPart = billingPart();
    render(
      <Suspense fallback={<p>loading</p>}>
        <BillingPart />
      </Suspense>,
    );
    expect(screen.getByText('loading')).toBeInTheDocument();
    expect(await screen.findByText(catalogs['zh-TW']['billing.ui.balance.title'])).toBeInTheDocument();
    expect(has('en-US', 'billing.ui.balance.title')).toBe(false);
  });
});

describe('language switch', () => {
  it("brings the site's texts and every part loaded so far, the console's included", async () => {
    await loadCatalog('zh-TW', routeNamespaces('/'));
    await loadCatalog('zh-TW', routeNamespaces('/profile'));
    const BillingPart = billingPart();
    render(
      <Suspense fallback={null}>
        <BillingPart />
      </Suspense>,
    );
    await screen.findByText(catalogs['zh-TW']['billing.ui.balance.title']);
    await addCatalogPart('admin', adminCatalog, 'zh-TW');
    expect(has('en-US', 'nav.home')).toBe(false);
    await switchLanguage('en-US');
    for (const key of ['nav.home', 'home.hero.title', 'job.112', 'profile.tabs.overview', 'billing.ui.balance.title', 'admin.nav.dashboard']) {
      expect(has('en-US', key), key).toBe(true);
    }
    expect(has('en-US', 'shop.title')).toBe(false);
    // The password dialog's texts were never wanted.
    expect(has('en-US', 'auth.field.username')).toBe(false);
  });
});
