/**
 * The shared token refresh and the request-layer hooks.
 *
 * - `refreshTokensShared()`: one refresh at a time; concurrent callers (e.g. several
 *   requests answered 401 at once) share the same promise.
 * - `startRefresh()`: the auth model's explicit refresh; rejected while one runs.
 * - `createRequestConfig()`: umi max request runtime config. The 401 retry is a response
 *   interceptor tuple [onFulfilled, onRejected]; the retried config is marked so it is
 *   retried at most once; the refresh call skips the interceptor.
 * - A banned account: the server answers any request of its session, and its refresh, with
 *   403 SESSION_BANNED and the ban message in the user's language. `endBannedSession` then
 *   logs out: clears the tokens (the auth model follows the token-change event), shows the
 *   message, and sends the user to /auth/login (carrying the page as `from`).
 */
import { getRequestInstance, history } from '@umijs/max';
import { REQUEST_TIMEOUT_MS } from '../../config/rules';
import { ErrorCode } from '../../config/codes';
import { refresh as refreshCall } from '@/services/auth';
import { message as catalogMessage } from './catalog';
import { getAcceptLanguage, getLanguage } from './language';
import {
  clearTokens,
  getValidAccessToken,
  getValidRefreshToken,
  readStoredTokens,
  saveTokens,
  type TokenSet,
} from './tokenStore';

let inflight: Promise<TokenSet> | null = null;
const refreshListeners = new Set<(refreshing: boolean) => void>();

export const isRefreshInFlight = () => inflight !== null;

/** Subscribe to refresh start/end (used by the auth model's isRefreshing). */
export function onRefreshStateChange(fn: (refreshing: boolean) => void): () => void {
  refreshListeners.add(fn);
  return () => refreshListeners.delete(fn);
}

export class RefreshInProgressError extends Error {
  constructor() {
    super('refresh already in progress');
    this.name = 'RefreshInProgressError';
  }
}

/**
 * Refreshes the tokens, sharing one call among concurrent callers. On success the new
 * set is saved (same storage as before); on failure every token is cleared.
 */
export function refreshTokensShared(): Promise<TokenSet> {
  if (inflight) return inflight;
  const refreshToken = getValidRefreshToken();
  if (!refreshToken) {
    clearTokens();
    return Promise.reject(new Error('no valid refresh token'));
  }
  refreshListeners.forEach((fn) => fn(true));
  inflight = refreshCall(refreshToken)
    .then((set) => {
      saveTokens(set);
      return set;
    })
    .catch((error) => {
      // The account was banned: the session is over, whatever another tab holds.
      if (isSessionBanned(error)) {
        endBannedSession(banMessageOf(error));
        throw error;
      }
      // Another tab may have rotated the same refresh token a moment earlier: then its
      // new tokens are already stored (storage is shared) and this tab keeps using them.
      const stored = readStoredTokens();
      const access = getValidAccessToken();
      if (access && stored.refreshToken && stored.refreshToken !== refreshToken) {
        return {
          token: access,
          refresh_token: stored.refreshToken,
          expires_in: Math.floor((stored.accessExpiresAt ?? 0) / 1000),
          refresh_expires_in: Math.floor((stored.refreshExpiresAt ?? 0) / 1000),
        } as TokenSet;
      }
      clearTokens();
      throw error;
    })
    .finally(() => {
      inflight = null;
      refreshListeners.forEach((fn) => fn(false));
    });
  return inflight;
}

/** An explicit refresh: rejected with RefreshInProgressError while one is running. */
export function startRefresh(): Promise<TokenSet> {
  if (inflight) return Promise.reject(new RefreshInProgressError());
  return refreshTokensShared();
}

export const isLoginPath = (pathname: string) =>
  pathname === '/login' || pathname === '/auth/login' || pathname.startsWith('/auth/login/');

/** The login URL carrying the current path and query as `from`. */
export function loginUrlFrom(pathname: string, search = ''): string {
  return `/auth/login?from=${encodeURIComponent(pathname + search)}`;
}

/** After a failed refresh: to /auth/login?from=..., unless already on a login page. */
export function redirectToLogin(): void {
  if (typeof window === 'undefined') return;
  const { pathname, search } = window.location;
  if (isLoginPath(pathname)) return;
  history.push(loginUrlFrom(pathname, search));
}

/** The toast of a ban (one at a time, however many requests were refused). */
export const BANNED_TOAST_ID = 'session-banned';

type CodeAndMessage = { code?: unknown; message?: unknown; response?: { status?: number; data?: unknown } };

/** The envelope of an answer (an ApiError carries code and message itself; an axios error in response.data). */
function envelopeOf(error: unknown): { code?: unknown; message?: unknown } | null {
  const e = error as CodeAndMessage | null;
  if (!e || typeof e !== 'object') return null;
  const body = e.response?.data;
  if (body && typeof body === 'object') return body as { code?: unknown; message?: unknown };
  return e;
}

/** True for the answer the server gives every request (and refresh) of a banned account. */
export function isSessionBanned(error: unknown): boolean {
  return envelopeOf(error)?.code === ErrorCode.SESSION_BANNED;
}

function banMessageOf(error: unknown): string {
  const text = envelopeOf(error)?.message;
  return typeof text === 'string' && text.trim() ? text : catalogMessage(getLanguage(), 'errors.bannedNoReason');
}

/**
 * The account is banned: log out here and now. Clears the tokens (the auth model resets on
 * the token-change event), shows the server's ban message (already in the user's language)
 * and goes to the login page. The toast module is loaded on demand (not in the entry).
 */
export function endBannedSession(text: string): void {
  clearTokens();
  void import('./toast').then(({ toast }) => toast.error(text, { id: BANNED_TOAST_ID }));
  redirectToLogin();
}

type Config = {
  headers?: Record<string, string>;
  skipAuth?: boolean;
  skipAuthRefresh?: boolean;
  __retried?: boolean;
  [key: string]: unknown;
};
type ErrorLike = { config?: Config; response?: { status?: number } };

const bearer = (headers: Record<string, string> | undefined) => {
  const value = headers?.Authorization ?? headers?.authorization;
  return typeof value === 'string' && value.startsWith('Bearer ') ? value.slice(7) : null;
};

/** Request interceptor: Accept-Language always, Bearer token when a valid one exists. */
export function addAuthHeaders(config: Config): Config {
  const headers: Record<string, string> = { ...(config.headers ?? {}) };
  headers['Accept-Language'] = getAcceptLanguage();
  delete headers.authorization;
  if (!config.skipAuth) {
    const token = getValidAccessToken();
    if (token) headers.Authorization = `Bearer ${token}`;
    else delete headers.Authorization;
  }
  return { ...config, headers };
}

/**
 * Response error interceptor: a banned account's answer logs out; a 401 gets one shared
 * refresh, then each request is retried once.
 */
export async function retryAfterRefresh(error: ErrorLike): Promise<unknown> {
  const config = error?.config;
  if (error?.response?.status === 403 && isSessionBanned(error)) {
    endBannedSession(banMessageOf(error));
    throw error;
  }
  if (error?.response?.status !== 401 || !config || config.skipAuthRefresh || config.__retried) {
    throw error;
  }
  let token: string | null = null;
  const current = getValidAccessToken();
  if (current && current !== bearer(config.headers)) {
    // Tokens were rotated while this request was in flight: just resend.
    token = current;
  } else {
    if (!getValidRefreshToken()) throw error;
    try {
      token = (await refreshTokensShared()).token;
    } catch (refreshError) {
      // A ban was handled by the refresh itself (logged out, message shown): pass it on.
      if (isSessionBanned(refreshError)) throw refreshError;
      redirectToLogin();
      throw error;
    }
  }
  const retry: Config = {
    ...config,
    __retried: true,
    headers: { ...(config.headers ?? {}), Authorization: `Bearer ${token}` },
  };
  return getRequestInstance().request(retry as never);
}

/** The umi max request runtime config (exported from src/app.tsx as `request`). */
export function createRequestConfig() {
  return {
    timeout: REQUEST_TIMEOUT_MS,
    requestInterceptors: [addAuthHeaders],
    // A tuple: a flat [fn, errFn] would register errFn as a second success handler.
    responseInterceptors: [[(response: unknown) => response, retryAfterRefresh]],
  };
}
