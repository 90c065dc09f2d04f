/**
 * The site layout: Ant Design Pro layout with top navigation, the footer and the
 * server status panel. Every page renders inside it (config/routes.ts).
 */
import { Outlet, useLocation } from '@umijs/max';
import { ProLayout } from '@ant-design/pro-components';
import { lazy, Suspense, useMemo, useState, type ReactNode } from 'react';
import { site } from '../../../config/site';
import { layoutToken } from '@/lib/theme';
import { useT } from '@/lib/useT';
import HeaderActions from '../HeaderActions';
import SiteFooter from '../SiteFooter';
import StatusPanel from '../StatusPanel';
import Logo from '../Logo';
import RouteCatalog from '../RouteCatalog';
import { LayoutWithoutMenuRequest, RequestsOnMount } from '../LayoutRequests';
import RouteErrorBoundary from './RouteErrorBoundary';
import { headerNav, selectedNavKey, type NavItem } from './navigation';
import { NavEntry, SiteBrand, useNavDisabled } from './NavEntry';
import { usePageTitle } from './usePageTitle';
import { useAccessibleMobileMenu } from './useAccessibleMobileMenu';

export { NavEntry, SiteBrand };

/** ProLayout's menu settings: the entries' names are translated already. */
const MENU = { locale: false };

/** The phone menu's language toggle: loaded when that menu first opens. */
const LanguageToggle = lazy(() => import('../LanguagePicker/LanguageToggle'));

export interface SiteLayoutProps {
  /** Stories and tests render the chrome around their own content. */
  children?: ReactNode;
  /** Hide the status panel (stories of the header alone). */
  hideStatusPanel?: boolean;
}

export default function SiteLayout({ children, hideStatusPanel }: SiteLayoutProps) {
  const location = useLocation();
  const f = useT();

  usePageTitle();

  // Phones: whether the menu drawer is open (ProLayout keeps the state, tells it through onCollapse).
  const [menuOpen, setMenuOpen] = useState(false);
  useAccessibleMobileMenu(menuOpen, f('nav.openMenu'), f('common.menu'));

  const selected = selectedNavKey(location.pathname);
  const isDisabled = useNavDisabled();
  // ProLayout works its menu, breadcrumb and title out again whenever `menu`, `route` or
  // `menuDataRender` is a new object: they change with the language and the role only.
  const menu = useMemo(() => {
    const menuData = headerNav.map((item) => ({
      key: item.key,
      path: item.path,
      name: f(item.labelId),
      disabled: isDisabled(item),
      nav: item,
    }));
    return { route: { path: '/', routes: menuData }, render: () => menuData };
  }, [f, isDisabled]);

  const layout = (
    <ProLayout
      className="site-layout"
      layout="top"
      fixedHeader
      contentWidth="Fluid"
      title={site.shortName}
      logo={<Logo size={34} />}
      token={layoutToken}
      location={{ pathname: location.pathname }}
      selectedKeys={selected ? [selected] : []}
      menu={MENU}
      onCollapse={(collapsed) => setMenuOpen(!collapsed)}
      menuDataRender={menu.render}
      route={menu.route}
      // ProLayout hands these renderers its own logo wrapped in an <a> on phones:
      // render our mark ourselves so no link ends up inside another.
      headerTitleRender={() => <SiteBrand />}
      menuHeaderRender={() => <SiteBrand />}
      menuItemRender={(item, dom) => {
        const entry = item as unknown as { nav?: NavItem; isMobile?: boolean; onClick?: () => void };
        // In the mobile drawer, following a link also closes the drawer.
        // The span gives ProLayout's menu tooltip a DOM node at once (umi's Link attaches
        // its ref only after an effect, which made rc-resize-observer call findDOMNode).
        return (
          <span className="site-nav-entry">
            {entry.nav ? <NavEntry nav={entry.nav} onNavigate={entry.isMobile ? entry.onClick : undefined} /> : dom}
          </span>
        );
      }}
      actionsRender={() => [<HeaderActions key="actions" />]}
      menuFooterRender={() => (
        <Suspense fallback={null}>
          <LanguageToggle />
        </Suspense>
      )}
      footerRender={() => <SiteFooter />}
      contentStyle={{ padding: 0, minHeight: 'calc(100vh - 64px)' }}
    >
      <main className="site-main">
        <RequestsOnMount>
          <RouteErrorBoundary resetKey={location.pathname}>
            {children ?? (
              <RouteCatalog>
                <Outlet />
              </RouteCatalog>
            )}
          </RouteErrorBoundary>
        </RequestsOnMount>
      </main>
      {!hideStatusPanel && <StatusPanel />}
    </ProLayout>
  );
  return <LayoutWithoutMenuRequest>{layout}</LayoutWithoutMenuRequest>;
}
