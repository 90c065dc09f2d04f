/**
 * A banned account is logged out on its next request: the server answers any request of the
 * session (and its refresh) with 403 SESSION_BANNED and the ban message in the user's
 * language; the request layer clears the tokens (the auth model follows), shows the message
 * and goes to the login page. Through the same axios pipeline umi max builds from
 * src/app.tsx's runtime config. Also: a password change stores the fresh access token it answers.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderHook, screen, waitFor } from '@testing-library/react';
import { getRequestInstance, history } from '@umijs/max';
// Test helpers of the '@umijs/max' stand-in (same module instance as the alias).
import { configureRequest } from '../../support/umi-max';
import { createRequestConfig } from '@/lib/authSession';
import { api } from '@/services/client';
import { changePassword } from '@/services/profile';
import useAuthModel from '@/models/auth';
import { readStoredTokens, saveTokens } from '@/lib/tokenStore';
import { resetLanguageForTests } from '@/lib/language';

type Answer = { status: number; data: unknown };
let calls: { url: string; auth?: string }[] = [];

function install(handler: (config: any) => Answer) {
  configureRequest(createRequestConfig());
  getRequestInstance().defaults.adapter = async (config: any) => {
    calls.push({ url: config.url, auth: config.headers?.Authorization });
    const { status, data } = handler(config);
    const response = { status, statusText: String(status), data, headers: {}, config, request: {} };
    if (status >= 200 && status < 300) return response;
    const error: any = new Error(`Request failed with status code ${status}`);
    error.config = config;
    error.response = response;
    error.isAxiosError = true;
    throw error;
  };
}

const ok = (data: unknown): Answer => ({ status: 200, data: { code: 0, message: 'ok', data } });
const BAN_EN = 'This account is banned. Reason: Botting in Henesys';
const banned = (message = BAN_EN): Answer => ({ status: 403, data: { code: 40302, message, data: null } });
const countOf = (url: string) => calls.filter((c) => c.url === url).length;
const session = () => saveTokens({ token: 'live', refresh_token: 'r-live', expires_in: 3600, refresh_expires_in: 86400 }, true);

beforeEach(() => {
  calls = [];
  window.history.pushState({}, '', '/profile?tab=2');
  resetLanguageForTests();
  localStorage.setItem('preferred-language', 'en');
});
afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
  sessionStorage.clear();
});

describe('403 SESSION_BANNED logs the player out', () => {
  it('any request of the session: tokens cleared, the ban message shown, sent to /auth/login, no refresh tried', async () => {
    const push = vi.spyOn(history, 'push').mockImplementation(() => {});
    session();
    install((c) => (c.url === '/api/v1/shop/orders' ? banned() : ok(null)));
    await expect(api('/api/v1/shop/orders')).rejects.toMatchObject({ status: 403, code: 40302, message: BAN_EN });
    expect(readStoredTokens()).toMatchObject({ accessToken: null, refreshToken: null });
    expect(push).toHaveBeenCalledWith('/auth/login?from=%2Fprofile%3Ftab%3D2');
    expect(countOf('/api/v1/auth/refresh')).toBe(0);
    expect(await screen.findByText(BAN_EN)).toBeInTheDocument();
  });

  it('the refresh of an expired access token answers the ban: same logout, and the caller gets the ban', async () => {
    const push = vi.spyOn(history, 'push').mockImplementation(() => {});
    session();
    const until = '此帳號已被停權至 2030年1月1日 上午8:00 [GMT+8]。';
    install((c) => {
      if (c.url === '/api/v1/auth/refresh') return banned(until);
      return { status: 401, data: { code: 40102, message: 'expired', data: null } };
    });
    await expect(api('/api/v1/profile/account')).rejects.toMatchObject({ code: 40302, message: until });
    expect(countOf('/api/v1/auth/refresh')).toBe(1);
    expect(countOf('/api/v1/profile/account')).toBe(1);
    expect(readStoredTokens().refreshToken).toBeNull();
    expect(push).toHaveBeenCalledWith('/auth/login?from=%2Fprofile%3Ftab%3D2');
    expect(await screen.findByText(until)).toBeInTheDocument();
  });

  it('the auth model: a logged-in player whose user info answers the ban ends logged out', async () => {
    vi.spyOn(history, 'push').mockImplementation(() => {});
    vi.spyOn(console, 'error').mockImplementation(() => {});
    session();
    install((c) => (c.url === '/api/v1/user/info' ? banned() : ok(null)));
    const { result } = renderHook(() => useAuthModel());
    await waitFor(() => expect(countOf('/api/v1/user/info')).toBe(1));
    await waitFor(() => expect(result.current.isAuthenticated).toBe(false));
    expect(result.current.user).toBeNull();
    expect(readStoredTokens().accessToken).toBeNull();
  });

  it('other 403 answers (not allowed, a banned account named in a vote) leave the session alone', async () => {
    const push = vi.spyOn(history, 'push').mockImplementation(() => {});
    session();
    install((c) =>
      c.url === '/api/v1/vote/'
        ? { status: 403, data: { code: 40301, message: 'That account is banned', data: null } }
        : { status: 403, data: { code: 40300, message: 'Permission denied', data: null } },
    );
    await expect(api('/api/v1/admin/x')).rejects.toMatchObject({ status: 403, code: 40300 });
    await expect(api('/api/v1/vote/', { method: 'POST', data: { username: 'banned01' } })).rejects.toMatchObject({ code: 40301 });
    expect(readStoredTokens()).toMatchObject({ accessToken: 'live', refreshToken: 'r-live' });
    expect(push).not.toHaveBeenCalled();
  });
});

describe('password change', () => {
  it('stores the fresh access token of the answer and keeps the refresh token', async () => {
    session();
    const before = readStoredTokens();
    install((c) => (c.url === '/api/v1/account/password' ? ok({ revokedSessions: 2, token: 'fresh', expires_in: 900 }) : ok(null)));
    await expect(changePassword({ currentPassword: 'password1', newPassword: 'newpass22', confirmPassword: 'newpass22', captcha: 'x' })).resolves.toMatchObject({ revokedSessions: 2 });
    const after = readStoredTokens();
    expect(after).toMatchObject({ accessToken: 'fresh', refreshToken: 'r-live', storage: 'local' });
    expect(Math.abs(after.refreshExpiresAt! - before.refreshExpiresAt!)).toBeLessThan(1000);
    // The next request carries it.
    await api('/api/v1/user/info');
    expect(calls.at(-1)).toMatchObject({ url: '/api/v1/user/info', auth: 'Bearer fresh' });
  });
});
