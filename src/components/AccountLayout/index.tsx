/**
 * The account screens' layout (login, register, password reset): the site's header bar,
 * footer and server status panel, without Ant Design Pro's layout. These screens are
 * where new players arrive, so they start light: ProLayout's code (its menu, drawer,
 * route tools and provider, about 75 KB gzip) and its first render are left out. The
 * header has the same entries (SiteLayout/navigation.ts) as plain links styled like
 * ProLayout's top bar; on phones its menu is a drawer loaded when first opened. The
 * footer and the status panel render a frame after the rest (src/lib/useAfterPaint.ts).
 */
import { Outlet, useLocation } from '@umijs/max';
import { Layout } from 'antd';
import type { ReactNode } from 'react';
import { siteTheme } from '@/lib/theme';
import { useAfterPaint } from '@/lib/useAfterPaint';
import RouteCatalog from '../RouteCatalog';
import RouteErrorBoundary from '../SiteLayout/RouteErrorBoundary';
import { usePageTitle } from '../SiteLayout/usePageTitle';
import SiteFooter from '../SiteFooter';
import StatusPanel from '../StatusPanel';
import AccountHeader from './AccountHeader';
import styles from './index.module.css';

export interface AccountLayoutProps {
  /** Stories and tests render the chrome around their own content. */
  children?: ReactNode;
}

export default function AccountLayout({ children }: AccountLayoutProps) {
  const { pathname } = useLocation();
  usePageTitle();
  // The footer and the status panel (below the first screen, or floating over it) come
  // in a second commit, once the header and the form are painted.
  const painted = useAfterPaint();
  return (
    // antd's Layout as the root, like ProLayout's: its theme class scopes antd's link
    // styles (theme colour, no underline) to everything inside, footer included.
    <Layout className={styles.layout} style={{ fontFamily: siteTheme.token.fontFamily }}>
      <AccountHeader />
      <main className="site-main">
        <RouteErrorBoundary resetKey={pathname}>
          {children ?? (
            <RouteCatalog>
              <Outlet />
            </RouteCatalog>
          )}
        </RouteErrorBoundary>
      </main>
      {painted && <SiteFooter />}
      {painted && <StatusPanel />}
    </Layout>
  );
}
