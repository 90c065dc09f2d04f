/**
 * Request layer through the same axios pipeline umi max
 * builds from src/app.tsx's runtime config: headers, envelope, shared refresh on 401,
 * each request retried exactly once, redirect to login when the refresh fails.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getRequestInstance, history } from '@umijs/max';
// Test helpers of the '@umijs/max' stand-in (same module instance as the alias).
import { configureRequest } from '../../support/umi-max';
import { createRequestConfig } from '@/lib/authSession';
import { api, ApiError } from '@/services/client';
import { saveTokens, readStoredTokens } from '@/lib/tokenStore';
import { changeLanguage, resetLanguageForTests } from '@/lib/language';

type Handler = (config: any) => { status: number; data: unknown; delay?: number } | Promise<never>;

let calls: { url: string; auth?: string; lang?: string; data?: unknown }[] = [];

function install(handler: Handler) {
  configureRequest(createRequestConfig());
  const instance = getRequestInstance();
  instance.defaults.adapter = async (config: any) => {
    const headers = config.headers ?? {};
    calls.push({ url: config.url, auth: headers.Authorization, lang: headers['Accept-Language'], data: config.data });
    const out = await handler(config);
    const { status, data, delay = 0 } = out as { status: number; data: unknown; delay?: number };
    if (delay) await new Promise((r) => setTimeout(r, delay));
    const response = { status, statusText: String(status), data, headers: {}, config, request: {} };
    if (status >= 200 && status < 300) return response;
    const error: any = new Error(`Request failed with status code ${status}`);
    error.config = config;
    error.response = response;
    error.isAxiosError = true;
    throw error;
  };
}

const ok = (data: unknown) => ({ status: 200, data: { code: 0, message: 'ok', data } });
const unauthorized = { status: 401, data: { code: 40102, message: 'token invalid', data: null } };
const countOf = (url: string) => calls.filter((c) => c.url === url).length;

beforeEach(() => {
  calls = [];
  window.history.pushState({}, '', '/profile?tab=2');
  resetLanguageForTests();
  localStorage.setItem('preferred-language', 'en');
});
afterEach(() => vi.restoreAllMocks());

describe('headers, timeout and envelope', () => {
  it('sends the Bearer token when valid and Accept-Language from the chosen language', async () => {
    saveTokens({ token: 'good', refresh_token: 'r', expires_in: 3600, refresh_expires_in: 86400 }, true);
    install(() => ok({ n: 1 }));
    await expect(api('/api/v1/x')).resolves.toEqual({ n: 1 });
    expect(calls[0]).toMatchObject({ auth: 'Bearer good', lang: 'en-US' });
    changeLanguage('zh-TW');
    await api('/api/v1/x');
    expect(calls[1].lang).toBe('zh-TW');
  });
  it('sends no Bearer token within 30 s of expiry', async () => {
    saveTokens({ token: 'stale', refresh_token: 'r', expires_in: 20, refresh_expires_in: 86400 }, true);
    install(() => ok(null));
    await api('/api/v1/x');
    expect(calls[0].auth).toBeUndefined();
  });
  it('uses a 10,000 ms timeout', () => {
    expect(createRequestConfig().timeout).toBe(10_000);
  });
  it('a numeric code other than 0 or 200 is an error with its message, else "API Error"', async () => {
    install((c) =>
      c.url === '/a'
        ? { status: 200, data: { code: 40900, message: 'Name taken', data: null } }
        : c.url === '/b'
          ? { status: 200, data: { code: 1, message: '', data: null } }
          : { status: 200, data: { code: 200, message: 'ok', data: 'fine' } },
    );
    await expect(api('/a')).rejects.toMatchObject({ code: 40900, status: 200, message: 'Name taken' });
    await expect(api('/b')).rejects.toMatchObject({ code: 1, message: 'API Error' });
    await expect(api('/c')).resolves.toBe('fine');
  });
  it('HTTP errors become ApiError with the server message or a translated generic one', async () => {
    install((c) =>
      c.url === '/gone'
        ? { status: 404, data: { code: 40400, message: 'Notice not found or deleted', data: null } }
        : { status: 503, data: '<html>bad gateway</html>' },
    );
    const e1 = await api('/gone').catch((e) => e);
    expect(e1).toBeInstanceOf(ApiError);
    expect(e1).toMatchObject({ code: 40400, status: 404, message: 'Notice not found or deleted' });
    await expect(api('/down')).rejects.toMatchObject({ status: 503, message: 'Server error. Please try again later.' });
  });
  it("error answers carry the server's field so a form can put the message on that input", async () => {
    install((c) =>
      c.url === '/register'
        ? { status: 400, data: { code: 40000, message: 'Username: length must be 5-12', data: null, field: 'username' } }
        : c.url === '/taken'
          ? { status: 200, data: { code: 40900, message: 'E-mail already used', data: null, field: 'email' } }
          : c.url === '/nested'
            ? { status: 422, data: { code: 42200, message: 'Bad code', data: { field: 'code' } } }
            : { status: 409, data: { code: 40900, message: 'Exists', data: null } },
    );
    const e1 = await api('/register', { method: 'POST', data: {} }).catch((e) => e);
    expect(e1).toBeInstanceOf(ApiError);
    expect(e1).toMatchObject({ code: 40000, status: 400, field: 'username', message: 'Username: length must be 5-12' });
    await expect(api('/taken')).rejects.toMatchObject({ code: 40900, status: 200, field: 'email' });
    await expect(api('/nested')).rejects.toMatchObject({ status: 422, field: 'code' });
    const e4 = (await api('/plain').catch((e: unknown) => e)) as ApiError;
    expect(e4.status).toBe(409);
    expect(e4.field).toBeUndefined();
  });
  it('timeouts and network failures get their own translated messages', async () => {
    install((c) => {
      const error: any = new Error(c.url === '/slow' ? 'timeout of 10000ms exceeded' : 'Network Error');
      error.code = c.url === '/slow' ? 'ECONNABORTED' : 'ERR_NETWORK';
      error.config = c;
      return Promise.reject(error);
    });
    await expect(api('/slow')).rejects.toMatchObject({ code: -2, status: 0, message: 'The request timed out. Please try again.' });
    await expect(api('/offline')).rejects.toMatchObject({ code: -1, status: 0, message: 'Network error. Check your connection and try again.' });
  });
});

describe('401: one shared refresh, each request retried exactly once', () => {
  it('three concurrent 401s trigger ONE refresh and each original request is retried once', async () => {
    saveTokens({ token: 'old', refresh_token: 'r-old', expires_in: 3600, refresh_expires_in: 86400 }, true);
    install((c) => {
      if (c.url === '/api/v1/auth/refresh') {
        return { status: 200, delay: 30, data: { code: 0, message: 'ok', data: { token: 'new', refresh_token: 'r-new', expires_in: 3600, refresh_expires_in: 86400 } } };
      }
      return c.headers.Authorization === 'Bearer new' ? ok(c.url) : unauthorized;
    });
    const results = await Promise.all([api('/api/v1/a'), api('/api/v1/b'), api('/api/v1/c')]);
    expect(results).toEqual(['/api/v1/a', '/api/v1/b', '/api/v1/c']);
    expect(countOf('/api/v1/auth/refresh')).toBe(1);
    for (const url of ['/api/v1/a', '/api/v1/b', '/api/v1/c']) expect(countOf(url)).toBe(2);
    // The refresh call carried the refresh token and no Bearer token.
    const refreshCall = calls.find((c) => c.url === '/api/v1/auth/refresh')!;
    expect(JSON.parse(String(refreshCall.data))).toEqual({ refresh_token: 'r-old' });
    expect(refreshCall.auth).toBeUndefined();
    expect(readStoredTokens()).toMatchObject({ accessToken: 'new', refreshToken: 'r-new' });
  });

  it('a retried request that gets 401 again fails instead of looping', async () => {
    saveTokens({ token: 'old', refresh_token: 'r-old', expires_in: 3600, refresh_expires_in: 86400 }, true);
    install((c) =>
      c.url === '/api/v1/auth/refresh'
        ? ok({ token: 'new', refresh_token: 'r-new', expires_in: 3600, refresh_expires_in: 86400 })
        : unauthorized,
    );
    await expect(api('/api/v1/a')).rejects.toMatchObject({ status: 401 });
    expect(countOf('/api/v1/a')).toBe(2);
    expect(countOf('/api/v1/auth/refresh')).toBe(1);
  });

  it('a failed refresh clears the tokens and sends the user to /auth/login?from={path and query}', async () => {
    const push = vi.spyOn(history, 'push').mockImplementation(() => {});
    saveTokens({ token: 'old', refresh_token: 'r-old', expires_in: 3600, refresh_expires_in: 86400 }, true);
    install((c) => (c.url === '/api/v1/auth/refresh' ? { status: 401, data: { code: 40103, message: 'expired', data: null } } : unauthorized));
    const outcomes = await Promise.allSettled([api('/api/v1/a'), api('/api/v1/b')]);
    expect(outcomes.map((o) => o.status)).toEqual(['rejected', 'rejected']);
    expect(countOf('/api/v1/auth/refresh')).toBe(1);
    expect(countOf('/api/v1/a')).toBe(1); // not retried without a new token
    expect(readStoredTokens().refreshToken).toBeNull();
    expect(push).toHaveBeenCalledWith('/auth/login?from=%2Fprofile%3Ftab%3D2');
  });

  it('a refresh lost to another tab keeps the tokens that tab stored and retries with them', async () => {
    const push = vi.spyOn(history, 'push').mockImplementation(() => {});
    saveTokens({ token: 'old', refresh_token: 'r-old', expires_in: 3600, refresh_expires_in: 86400 }, true);
    install((c) => {
      if (c.url === '/api/v1/auth/refresh') {
        // The other tab won the race: its new tokens land in the shared storage first.
        saveTokens({ token: 'tab2', refresh_token: 'r-tab2', expires_in: 3600, refresh_expires_in: 86400 });
        return { status: 401, data: { code: 40103, message: 'refresh invalid', data: null } };
      }
      return c.headers.Authorization === 'Bearer tab2' ? ok(c.url) : unauthorized;
    });
    await expect(api('/api/v1/a')).resolves.toBe('/api/v1/a');
    expect(readStoredTokens()).toMatchObject({ accessToken: 'tab2', refreshToken: 'r-tab2' });
    expect(push).not.toHaveBeenCalled();
  });

  it('no redirect when the user is already on a login page', async () => {
    window.history.pushState({}, '', '/auth/login?from=%2Fshop');
    const push = vi.spyOn(history, 'push').mockImplementation(() => {});
    saveTokens({ token: 'old', refresh_token: 'r-old', expires_in: 3600, refresh_expires_in: 86400 }, true);
    install((c) => (c.url === '/api/v1/auth/refresh' ? { status: 401, data: { code: 40103, message: 'x', data: null } } : unauthorized));
    await expect(api('/api/v1/a')).rejects.toMatchObject({ status: 401 });
    expect(push).not.toHaveBeenCalled();
  });

  it('a 401 without any refresh token is passed through (no refresh call)', async () => {
    install(() => unauthorized);
    await expect(api('/api/v1/user/info')).rejects.toMatchObject({ status: 401, code: 40102 });
    expect(countOf('/api/v1/auth/refresh')).toBe(0);
  });

  it('the login and refresh calls themselves are never refreshed-and-retried', async () => {
    saveTokens({ token: 'old', refresh_token: 'r-old', expires_in: 3600, refresh_expires_in: 86400 }, true);
    install(() => unauthorized);
    const { login } = await import('@/services/auth');
    await expect(login({ username: 'demo01', password: 'wrong1', turnstile_token: 't' })).rejects.toMatchObject({ status: 401 });
    expect(calls.map((c) => c.url)).toEqual(['/api/v1/auth/login']);
  });
});
