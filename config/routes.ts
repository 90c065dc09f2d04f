/**
 * Every route of the site, /debug, the five alias redirects (query kept) and a
 * catch-all not-found. Pages live in src/pages/<route>/index.tsx; they render inside
 * the site layout (src/components/SiteLayout), except the account screens (`frame:
 * 'account'`), which render inside the lighter account layout
 * (src/components/AccountLayout: same header, footer and status panel, no ProLayout).
 * Guards are route wrappers: guest-only pages use src/wrappers/guestOnly,
 * login-required ones src/wrappers/loginRequired.
 */
export interface SiteRoute {
  path: string;
  component?: string;
  redirect?: string;
  keepQuery?: boolean;
  wrappers?: string[];
  routes?: SiteRoute[];
  /** Catalog key of the page title. */
  titleKey?: string;
  /** 'account': rendered in the account screens' layout instead of the site layout. */
  frame?: 'account';
  /**
   * The namespaces of locales/ the page reads beyond the site's (locales/siteNamespaces.ts):
   * the browser loads them with the route (src/lib/catalog.ts). A test scans each page and
   * what it imports for keys of other namespaces (tests/web/foundation/routeCatalogs.test.ts).
   */
  catalog?: string[];
  /**
   * Namespaces that depend on the address's query, wanted before the page's first render
   * too: `param`'s value names them (`parts`), a missing or unknown value reads as the first
   * key, unless `implied` names another parameter the address carries (its value then reads
   * as that key). A page drawn on arrival gets them with the route (src/components/RouteCatalog);
   * a change of the query alone leaves them to the page's own lazily loaded parts.
   */
  queryCatalog?: { param: string; parts: Record<string, string[]>; implied?: Record<string, string> };
}

export const GUEST_ONLY = '@/wrappers/guestOnly';
export const LOGIN_REQUIRED = '@/wrappers/loginRequired';
export const OPERATOR_REQUIRED = '@/wrappers/operatorRequired';

/** Old paths players still type. */
export const aliasRoutes: SiteRoute[] = [
  { path: '/register', redirect: '/auth/register', keepQuery: true },
  { path: '/login', redirect: '/auth/login', keepQuery: true },
  { path: '/forgot', redirect: '/auth/forgot-password', keepQuery: true },
  { path: '/cashshop', redirect: '/shop', keepQuery: true },
  { path: '/wz', redirect: '/library', keepQuery: true },
];

export const pageRoutes: SiteRoute[] = [
  { path: '/', component: '@/pages/home/index', titleKey: 'nav.home', catalog: ['home', 'job'] },
  { path: '/download', component: '@/pages/download/index', titleKey: 'nav.download', catalog: ['download'] },
  { path: '/ranking', component: '@/pages/ranking/index', titleKey: 'nav.ranking', catalog: ['ranking', 'job'] },
  { path: '/shop', component: '@/pages/shop/index', titleKey: 'nav.shop', catalog: ['shop', 'category'] },
  { path: '/library', component: '@/pages/library/index', titleKey: 'nav.library', catalog: ['library', 'category'] },
  { path: '/library/:kind/:id', component: '@/pages/library/detail/index', titleKey: 'nav.library', catalog: ['library', 'category', 'job'] },
  { path: '/vote', component: '@/pages/vote/index', titleKey: 'nav.vote', catalog: ['vote'] },
  { path: '/notice', component: '@/pages/notice/index', titleKey: 'nav.notice', catalog: ['notice'] },
  { path: '/notice/:id', component: '@/pages/notice/detail/index', titleKey: 'nav.notice', catalog: ['notice'] },
  { path: '/auth/register', component: '@/pages/auth/register/index', wrappers: [GUEST_ONLY], titleKey: 'nav.register', frame: 'account', catalog: ['auth'] },
  { path: '/auth/login', component: '@/pages/auth/login/index', wrappers: [GUEST_ONLY], titleKey: 'nav.login', frame: 'account', catalog: ['auth'] },
  {
    path: '/auth/forgot-password',
    component: '@/pages/auth/forgot-password/index',
    wrappers: [GUEST_ONLY],
    titleKey: 'nav.forgotPassword',
    frame: 'account',
    catalog: ['auth'],
  },
  {
    path: '/profile',
    component: '@/pages/profile/index',
    wrappers: [LOGIN_REQUIRED],
    titleKey: 'nav.profile',
    catalog: ['profile'],
    // The texts of the tab the address opens (src/pages/profile/profileState.ts: the overview
    // without ?tab=, the characters tab for a character link without ?tab=).
    queryCatalog: {
      param: 'tab',
      parts: { overview: ['profileOverview'], characters: ['profileCharacters'], billing: ['billing'], invites: ['invites'] },
      implied: { character: 'characters' },
    },
  },
  { path: '/privacy', component: '@/pages/privacy/index', titleKey: 'nav.privacy', catalog: ['legal'] },
  { path: '/terms', component: '@/pages/terms/index', titleKey: 'nav.terms', catalog: ['legal'] },
  { path: '/debug', component: '@/pages/debug/index', wrappers: [LOGIN_REQUIRED], titleKey: 'nav.debug', catalog: ['debug'] },
  { path: '/*', component: '@/pages/404', titleKey: 'common.notFound.title' },
];

/**
 * The operator console: its own layout (src/components/AdminLayout, a side menu of these
 * screens) behind operatorRequired. Each screen is its own chunk, as every route is; no
 * player page imports from src/pages/admin, so players never download the console.
 */
export const adminRoutes: SiteRoute[] = [
  { path: '/admin/dashboard', component: '@/pages/admin/dashboard/index', titleKey: 'admin.nav.dashboard' },
  { path: '/admin/accounts', component: '@/pages/admin/accounts/index', titleKey: 'admin.nav.accounts', catalog: ['job'] },
  { path: '/admin/notices', component: '@/pages/admin/notices/index', titleKey: 'admin.nav.notices', catalog: ['notice'] },
  { path: '/admin/shop', component: '@/pages/admin/shop/index', titleKey: 'admin.nav.shop', catalog: ['shop'] },
  { path: '/admin/billing', component: '@/pages/admin/billing/index', titleKey: 'admin.nav.cards' },
  { path: '/admin/rewards', component: '@/pages/admin/rewards/index', titleKey: 'admin.nav.rewards' },
  { path: '/admin/audit', component: '@/pages/admin/audit/index', titleKey: 'admin.nav.audit' },
];

const notFound = pageRoutes[pageRoutes.length - 1];

const routes: SiteRoute[] = [
  ...aliasRoutes,
  {
    path: '/admin',
    component: '@/components/AdminLayout/index',
    wrappers: [OPERATOR_REQUIRED],
    // The wrapper puts the layout one level down, under "/admin/": a child's absolute path
    // must start with that, so the console's start page is "/admin/" (it also matches "/admin").
    routes: [{ path: '/admin/', redirect: '/admin/dashboard' }, ...adminRoutes, { ...notFound, path: '/admin/*' }],
  },
  {
    path: '/auth',
    component: '@/components/AccountLayout/index',
    // Any other /auth/... path: the not-found page, in the same layout.
    routes: [...pageRoutes.filter((r) => r.frame === 'account'), { ...notFound, path: '/auth/*' }],
  },
  { path: '/', component: '@/components/SiteLayout/index', routes: pageRoutes.filter((r) => r.frame !== 'account') },
];

export default routes;
