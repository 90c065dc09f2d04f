/**
 * ProLayout's menu, title and breadcrumb match paths with src/lib/menuPathMatch.ts in the
 * build (.umirc.ts, 'one-menu-path-matcher'), not with its two copies of path-to-regexp:
 * for every path of the site's menus and every address of the app, the same entry matches.
 */
import { createRequire } from 'node:module';
import { match as matchV8 } from 'path-to-regexp';
import { describe, expect, it } from 'vitest';
import { match, pathToRegexp } from '@/lib/menuPathMatch';
import { footerNav, headerNav } from '@/components/SiteLayout/navigation';
import { adminRoutes, pageRoutes } from '../../../config/routes';

// route-utils' own copy, the one its menu matching imports.
const routeUtils = createRequire(import.meta.url)('@umijs/route-utils/lib/path-to-regexp') as { pathToRegexp: (path: string, keys?: unknown[]) => RegExp };

const menuPaths = [...new Set([...headerNav, ...footerNav].map((n) => n.path).concat(adminRoutes.map((r) => r.path!)))];
// The catch-all ('/*') is no menu entry: route-utils skips it.
const routePaths = pageRoutes.map((r) => r.path!).concat(adminRoutes.map((r) => r.path!)).filter((p) => p !== '/*');
const addresses = [
  ...routePaths.map((p) => p.replace(/:\w+/g, '12')),
  ...routePaths.map((p) => `${p.replace(/:\w+/g, 'abc')}/`),
  '/',
  '/NOTICE',
  '/Shop/',
  '/notice/7',
  '/notice/7/edit',
  '/library/item/1302000',
  '/storybook',
  '/storybook/',
  '/storybook/index.html',
  '/admin',
  '/admin/',
  '/admin/accounts/5',
  '/rankings',
  '/download-client',
  '/%E5%95%86%E5%BA%97',
];

describe('the menu path matcher', () => {
  it("answers as route-utils' path-to-regexp 6 for the menu's paths and the paths below them", () => {
    for (const pattern of [...menuPaths, ...menuPaths.map((p) => `${p}/(.*)`), ...routePaths])
      for (const address of addresses)
        expect([pattern, address, pathToRegexp(pattern).test(address)]).toEqual([pattern, address, routeUtils.pathToRegexp(pattern, []).test(address)]);
  });

  it("answers as path-to-regexp 8's match for the breadcrumb's and the title's paths, parameters included", () => {
    for (const pattern of [...menuPaths, ...routePaths])
      for (const address of addresses) {
        const ours = match(pattern)(address);
        const theirs = matchV8(pattern)(address);
        expect([pattern, address, ours && { ...ours.params }]).toEqual([pattern, address, theirs && { ...theirs.params }]);
      }
  });

  it('compiles a pattern once, however many renders ask', () => {
    expect(pathToRegexp('/notice/(.*)')).toBe(pathToRegexp('/notice/(.*)'));
    expect(match('/notice/:id')('/notice/3')).toEqual({ path: '/notice/3', params: { id: '3' } });
    expect(match('/notice/:id')('/notice')).toBe(false);
  });
});
