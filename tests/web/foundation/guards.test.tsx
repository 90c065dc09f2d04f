/**
 * Route guards: the rules as functions and the wrappers rendered in a
 * router, as a visitor would meet them.
 */
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { useLocation } from '@umijs/max';
// Test helpers of the '@umijs/max' stand-in (same module instance as the alias).
import { UmiStubProvider } from '../../support/umi-max';
import { Route, Routes } from 'react-router-dom';
import GuestOnly from '@/wrappers/guestOnly';
import LoginRequired from '@/wrappers/loginRequired';
import { guestRedirectTarget, loginRedirectTarget } from '@/lib/guards';

function Where() {
  const l = useLocation();
  return <div data-testid="where">{`${l.pathname}${l.search}`}</div>;
}

function renderAt(path: string, auth: { isAuthenticated: boolean; isLoading?: boolean }, state?: unknown) {
  const entry = state ? { pathname: path.split('?')[0], search: path.includes('?') ? `?${path.split('?')[1]}` : '', state } : path;
  return render(
    <UmiStubProvider initialPath={entry as string} models={{ auth: { isLoading: false, ...auth } }}>
      <Routes>
        {['/auth/login', '/auth/register', '/auth/forgot-password'].map((p) => (
          <Route key={p} path={p} element={<GuestOnly />}>
            <Route
              index
              element={
                <div>
                  guest page {p} <Where />
                </div>
              }
            />
          </Route>
        ))}
        {['/profile', '/debug'].map((p) => (
          <Route key={p} path={p} element={<LoginRequired />}>
            <Route index element={<div>private page {p}</div>} />
          </Route>
        ))}
        <Route path="*" element={<Where />} />
      </Routes>
    </UmiStubProvider>,
  );
}

describe('guest-only pages', () => {
  it('a guest sees login, register and forgot password', () => {
    for (const p of ['/auth/login', '/auth/register', '/auth/forgot-password']) {
      const { unmount } = renderAt(p, { isAuthenticated: false });
      expect(screen.getByText(`guest page ${p}`)).toBeInTheDocument();
      unmount();
    }
  });
  it('a logged-in visitor goes to the origin from the navigation state first', () => {
    renderAt('/auth/login?from=%2Franking', { isAuthenticated: true }, { from: { pathname: '/shop', search: '?tab=cash' } });
    expect(screen.getByTestId('where')).toHaveTextContent('/shop?tab=cash');
  });
  it('else to the from query parameter', () => {
    renderAt('/auth/login?from=%2Fnotice%2F3%3Fx%3D1', { isAuthenticated: true });
    expect(screen.getByTestId('where')).toHaveTextContent('/notice/3?x=1');
  });
  it('else to /', () => {
    renderAt('/auth/forgot-password', { isAuthenticated: true });
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/$/);
  });
  it('registering with ?invite= while logged in carries the invite onto the target', () => {
    renderAt('/auth/register?invite=ABC123&from=%2Fvote%3Fa%3D1', { isAuthenticated: true });
    expect(screen.getByTestId('where')).toHaveTextContent('/vote?a=1&invite=ABC123');
    expect(guestRedirectTarget({ pathname: '/auth/register', search: '?invite=XYZ99' })).toBe('/?invite=XYZ99');
  });
  it('never sends to an outside site or back to a guest-only page', () => {
    expect(guestRedirectTarget({ pathname: '/auth/login', search: '?from=https://evil.example' })).toBe('/');
    expect(guestRedirectTarget({ pathname: '/auth/login', search: '?from=//evil.example' })).toBe('/');
    expect(guestRedirectTarget({ pathname: '/auth/login', search: '?from=%2Fauth%2Flogin' })).toBe('/');
  });
  it('waits (no redirect, no page) while the auth state is loading', () => {
    renderAt('/auth/login', { isAuthenticated: true, isLoading: true });
    expect(screen.queryByTestId('where')).toBeNull();
    expect(screen.queryByText(/guest page/)).toBeNull();
    expect(screen.getByRole('status')).toBeInTheDocument();
  });
});

describe('login-required pages (/profile, /debug)', () => {
  it('a guest goes to /auth/login carrying origin path and query', () => {
    renderAt('/profile?tab=characters', { isAuthenticated: false });
    expect(screen.getByTestId('where')).toHaveTextContent('/auth/login?from=%2Fprofile%3Ftab%3Dcharacters');
  });
  it('the same for /debug', () => {
    renderAt('/debug', { isAuthenticated: false });
    expect(screen.getByTestId('where')).toHaveTextContent('/auth/login?from=%2Fdebug');
    expect(loginRedirectTarget({ pathname: '/debug', search: '' })).toBe('/auth/login?from=%2Fdebug');
  });
  it('a logged-in user sees the page', () => {
    renderAt('/profile', { isAuthenticated: true });
    expect(screen.getByText('private page /profile')).toBeInTheDocument();
  });
});
