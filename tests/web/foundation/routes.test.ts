/**
 * Route table: every screen, /debug, the five aliases (query kept), guards on
 * the right routes, catch-all not-found last, and every page file exists.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import routes, { adminRoutes, aliasRoutes, pageRoutes, GUEST_ONLY, LOGIN_REQUIRED, OPERATOR_REQUIRED } from '../../../config/routes';
import { accessOf, LOGIN_REQUIRED_PREFIXES, needsLogin } from '../../../src/access';

const root = path.resolve(__dirname, '../../..');
const byPath = (p: string) => pageRoutes.find((r) => r.path === p);

describe('routes', () => {
  it.each([
    ['/register', '/auth/register'],
    ['/login', '/auth/login'],
    ['/forgot', '/auth/forgot-password'],
    ['/cashshop', '/shop'],
    ['/wz', '/library'],
  ])('alias %s redirects to %s keeping the query', (from, to) => {
    const alias = routes.find((r) => r.path === from);
    expect(alias).toMatchObject({ redirect: to, keepQuery: true });
    expect(aliasRoutes).toContain(alias);
  });

  it('has every screen of the site plus /debug, the account screens in their own layout', () => {
    const expected = [
      '/', '/download', '/ranking', '/shop', '/library', '/vote', '/notice', '/notice/:id',
      '/auth/register', '/auth/login', '/auth/forgot-password', '/profile', '/privacy', '/terms', '/debug',
    ];
    for (const p of expected) expect(byPath(p), p).toBeDefined();
    const layoutOf = (p: string) => routes.find((r) => r.routes?.some((c) => c.path === p))?.component;
    const account = ['/auth/register', '/auth/login', '/auth/forgot-password'];
    for (const p of expected) {
      expect(layoutOf(p), p).toBe(account.includes(p) ? '@/components/AccountLayout/index' : '@/components/SiteLayout/index');
    }
    // Unknown paths get the not-found page in both layouts.
    expect(layoutOf('/auth/*')).toBe('@/components/AccountLayout/index');
    expect(layoutOf('/*')).toBe('@/components/SiteLayout/index');
  });

  it('guards: guest-only on login/register/forgot, login-required on profile and debug, none elsewhere', () => {
    const guarded = pageRoutes.filter((r) => r.wrappers?.length).map((r) => [r.path, r.wrappers]);
    expect(Object.fromEntries(guarded)).toEqual({
      '/auth/register': [GUEST_ONLY],
      '/auth/login': [GUEST_ONLY],
      '/auth/forgot-password': [GUEST_ONLY],
      '/profile': [LOGIN_REQUIRED],
      '/debug': [LOGIN_REQUIRED],
    });
  });

  it('ends with a catch-all not-found', () => {
    expect(pageRoutes[pageRoutes.length - 1]).toMatchObject({ path: '/*', component: '@/pages/404' });
  });

  it('every component and wrapper file exists', () => {
    const file = (c: string) => {
      const base = path.join(root, 'src', c.replace(/^@\//, ''));
      return ['.tsx', '.ts', '/index.tsx'].some((ext) => existsSync(base + ext));
    };
    for (const r of [...pageRoutes, ...adminRoutes, ...routes]) {
      if (r.component) expect(file(r.component), r.component).toBe(true);
      for (const w of r.wrappers ?? []) expect(file(w), w).toBe(true);
    }
  });

  it('src/access.ts decides access the same way the route table guards it', () => {
    const console = routes.find((r) => r.path === '/admin')!;
    expect(console.wrappers).toEqual([OPERATOR_REQUIRED]);
    const guarded = [...pageRoutes.filter((r) => r.wrappers?.includes(LOGIN_REQUIRED)).map((r) => r.path), console.path];
    expect([...LOGIN_REQUIRED_PREFIXES].sort()).toEqual([...guarded].sort());
    for (const r of adminRoutes) expect(needsLogin(r.path), r.path).toBe(true);
    for (const r of pageRoutes) {
      const sample = (r.path ?? '').replace(/:\w+/g, '1');
      expect(needsLogin(sample), sample).toBe(guarded.includes(r.path));
    }
    expect(needsLogin('/profile/billing')).toBe(true);
    expect(needsLogin('/profiles')).toBe(false);
    expect(accessOf({ isAuthenticated: true })).toEqual({ isAuthenticated: true, isGuest: false, canAdmin: false });
    expect(accessOf(undefined)).toEqual({ isAuthenticated: false, isGuest: true, canAdmin: false });
    // The console: only a logged-in account the server calls an operator.
    expect(accessOf({ isAuthenticated: true, user: { operator: true } }).canAdmin).toBe(true);
    expect(accessOf({ isAuthenticated: true, user: { operator: false } }).canAdmin).toBe(false);
    expect(accessOf({ isAuthenticated: false, user: { operator: true } }).canAdmin).toBe(false);
  });

  it('a layout with access wrappers has children under "<its path>/" (umi puts the layout one level down, at "<path>/")', () => {
    // React Router refuses, and the whole app fails to start, when an absolute child path does not start with the
    // parent's full path; under a wrapper that full path ends with a slash.
    for (const layout of routes.filter((r) => r.wrappers?.length && r.routes?.length)) {
      for (const child of layout.routes!) expect(child.path.startsWith(`${layout.path}/`), `${child.path} under ${layout.path}`).toBe(true);
    }
  });
});
