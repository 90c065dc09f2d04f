/**
 * The operator console's layout: the site's navy header with its mark, a "back to the
 * site" link, the language picker and the user menu, and a side menu of the console's
 * screens (config/routes.ts adminRoutes). Its messages are a catalog part of their own,
 * loaded here before the first screen renders, so players never download them.
 */
import { useMemo, useState } from 'react';
import { Link, Outlet, useLocation } from '@umijs/max';
import { ProLayout } from '@ant-design/pro-components';
import { Alert, Button, Tag } from 'antd';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { useRequest } from 'ahooks';
import { adminRoutes } from '../../../config/routes';
import { layoutToken } from '@/lib/theme';
import { useT } from '@/lib/useT';
import { addCatalogPart } from '@/lib/catalog';
import { getLanguage } from '@/lib/language';
import { matchRoutePath } from '@/lib/routeMatch';
import PageLoading from '../PageLoading';
import HeaderActions from '../HeaderActions';
import LanguageToggle from '../LanguagePicker/LanguageToggle';
import RouteCatalog from '../RouteCatalog';
import { LayoutWithoutMenuRequest, RequestsOnMount } from '../LayoutRequests';
import RouteErrorBoundary from '../SiteLayout/RouteErrorBoundary';
import { SiteBrand } from '../SiteLayout/NavEntry';
import { usePageTitle } from '../SiteLayout/usePageTitle';
import { useAccessibleMobileMenu } from '../SiteLayout/useAccessibleMobileMenu';
import { ReauthProvider } from '@/pages/admin/components/Reauth';
import { ADMIN_MENU_ICONS } from './menuIcons';
import './admin.css';

/** ProLayout's menu settings: the entries' names are translated already. */
const MENU = { locale: false };

const adminCatalog = {
  'zh-TW': () => import(/* webpackChunkName: "catalog-admin-zh-TW" */ '../../../locales/catalog-admin-zh-TW'),
  'en-US': () => import(/* webpackChunkName: "catalog-admin-en-US" */ '../../../locales/catalog-admin-en-US'),
};

function ConsoleChrome() {
  const t = useT();
  const { pathname } = useLocation();
  usePageTitle(adminRoutes);
  // Phones: the side menu is a drawer (ProLayout tells its state through onCollapse).
  const [menuOpen, setMenuOpen] = useState(false);
  useAccessibleMobileMenu(menuOpen, t('nav.openMenu'), t('admin.title'));
  // The same menu objects while the language stays: ProLayout works its menu out again for new ones.
  const menu = useMemo(() => {
    const menuData = adminRoutes.map((r) => ({ key: r.path, path: r.path, name: t(r.titleKey!), icon: ADMIN_MENU_ICONS[r.path] }));
    return { route: { path: '/admin', routes: menuData }, render: () => menuData };
  }, [t]);
  const selected = [...adminRoutes].reverse().find((r) => matchRoutePath(r.path, pathname) || pathname.startsWith(`${r.path}/`));
  const layout = (
    <ProLayout
      className="site-layout admin-layout"
      layout="mix"
      fixedHeader
      fixSiderbar
      siderWidth={212}
      contentWidth="Fluid"
      splitMenus={false}
      token={layoutToken}
      location={{ pathname }}
      selectedKeys={selected ? [selected.path] : []}
      menu={MENU}
      onCollapse={(collapsed) => setMenuOpen(!collapsed)}
      route={menu.route}
      menuDataRender={menu.render}
      headerTitleRender={() => (
        <span className="admin-brand">
          <SiteBrand />
          <Tag className="admin-badge">{t('admin.badge')}</Tag>
        </span>
      )}
      menuHeaderRender={false}
      menuItemRender={(item, dom) => (
        <Link to={item.path ?? '/admin'} data-testid={`admin-nav-${(item.path ?? '/admin').split('/')[2] ?? 'dashboard'}`}>
          {dom}
        </Link>
      )}
      actionsRender={() => [
        <Link key="site" to="/" className="admin-back-link" aria-label={t('admin.backToSite')}>
          <ArrowLeftOutlined /> <span>{t('admin.backToSite')}</span>
        </Link>,
        <HeaderActions key="actions" />,
      ]}
      // On a phone the header has no room for the language picker: it is at the foot of the menu drawer.
      menuFooterRender={(props) => (props?.isMobile ? <LanguageToggle /> : null)}
      contentStyle={{ padding: 0 }}
    >
      {/* ProLayout's content is already the page's <main>: the console's own box is a plain div. */}
      <div className="site-main admin-main">
        <RequestsOnMount>
          <RouteErrorBoundary resetKey={pathname}>
            {/* Every screen's guarded actions ask for the password here when the server wants it again. */}
            <ReauthProvider>
              <RouteCatalog>
                <Outlet />
              </RouteCatalog>
            </ReauthProvider>
          </RouteErrorBoundary>
        </RequestsOnMount>
      </div>
    </ProLayout>
  );
  return <LayoutWithoutMenuRequest>{layout}</LayoutWithoutMenuRequest>;
}

export default function AdminLayout() {
  const t = useT();
  const catalog = useRequest(() => addCatalogPart('admin', adminCatalog, getLanguage()));
  if (catalog.error) {
    return (
      <div className="admin-load-failed">
        <Alert type="error" showIcon message={t('common.loadFailed')} action={<Button onClick={catalog.refresh}>{t('common.refresh')}</Button>} />
      </div>
    );
  }
  if (catalog.loading) return <PageLoading />;
  return <ConsoleChrome />;
}
