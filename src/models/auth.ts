/**
 * Auth state: `useModel('auth')`.
 *
 * { isAuthenticated, isLoading, user, isRefreshing, nextRefreshTime, shouldRefresh,
 *   login(tokenSet, remember), logout(), refreshUser(), refresh() }
 *
 * Starts loading and unauthenticated. Authenticated when the access token is valid or a
 * valid refresh token exists (then a background refresh runs). Automatic refresh 5 min
 * before access expiry; a second explicit refresh while one runs is rejected; refresh
 * failure clears tokens and logs out. Re-checked every 30 s and on token changes (this
 * tab and other tabs). Logout calls the server and then always clears.
 */
import { history } from '@umijs/max';
import { needsLogin } from '@/access';
import { useCallback, useEffect, useRef, useState } from 'react';
import { AUTH_CHECK_INTERVAL_MS } from '../../config/rules';
import * as authService from '@/services/auth';
import type { UserInfo } from '@/services/auth';
import { loginUrlFrom, onRefreshStateChange, isRefreshInFlight, startRefresh } from '@/lib/authSession';
import {
  clearTokens,
  getTokenState,
  onTokenChange,
  readStoredTokens,
  saveAccountName,
  saveTokens,
  type TokenSet,
} from '@/lib/tokenStore';

export interface AuthState {
  isAuthenticated: boolean;
  isLoading: boolean;
  user: UserInfo | null;
  isRefreshing: boolean;
  nextRefreshTime: number | null;
  shouldRefresh: boolean;
}

const INITIAL: AuthState = {
  isAuthenticated: false,
  isLoading: true,
  user: null,
  isRefreshing: false,
  nextRefreshTime: null,
  shouldRefresh: false,
};

/** setTimeout cannot wait longer than ~24.8 days. */
const MAX_TIMEOUT = 2 ** 31 - 1;
/**
 * Tokens that live less than 5 minutes would be "due" again right after each refresh;
 * while the access token is still valid, automatic refreshes are at least this far apart.
 */
export const MIN_AUTO_REFRESH_GAP_MS = 30_000;

export default function useAuthModel() {
  const [state, setState] = useState<AuthState>(INITIAL);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const userLoaded = useRef(false);
  const lastRefreshAt = useRef(0);
  const mounted = useRef(true);

  const patch = useCallback((p: Partial<AuthState>) => {
    if (mounted.current) setState((s) => ({ ...s, ...p }));
  }, []);

  const refreshUser = useCallback(async () => {
    try {
      const user = await authService.fetchUserInfo();
      userLoaded.current = true;
      saveAccountName(user.nickname || user.username);
      patch({ user });
      return user;
    } catch (error) {
      console.error('user info failed', error);
      return null;
    }
  }, [patch]);

  // Declared before use through a ref so check() and refresh() can call each other.
  const checkRef = useRef<() => void>(() => {});

  const refresh = useCallback(async () => {
    if (isRefreshInFlight()) throw new Error('refresh already in progress');
    lastRefreshAt.current = Date.now();
    try {
      const set = await startRefresh();
      checkRef.current();
      return set;
    } catch (error) {
      // startRefresh cleared the tokens; the token-change event resets the state.
      console.error('token refresh failed', error);
      checkRef.current();
      throw error;
    }
  }, []);

  const check = useCallback(() => {
    const now = Date.now();
    const tokens = getTokenState(now);
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    if (!tokens.isAuthenticated) {
      userLoaded.current = false;
      patch({ isAuthenticated: false, isLoading: false, user: null, nextRefreshTime: null, shouldRefresh: false });
      return;
    }
    patch({
      isAuthenticated: true,
      isLoading: false,
      nextRefreshTime: tokens.nextRefreshTime,
      shouldRefresh: tokens.shouldRefresh,
    });
    const earliest = tokens.accessToken ? lastRefreshAt.current + MIN_AUTO_REFRESH_GAP_MS : 0;
    if (tokens.shouldRefresh && now >= earliest) {
      if (!isRefreshInFlight()) refresh().catch(() => {});
    } else if (tokens.nextRefreshTime != null) {
      const due = Math.max(tokens.nextRefreshTime, earliest);
      const wait = Math.min(Math.max(due - now, 0), MAX_TIMEOUT);
      timer.current = setTimeout(() => checkRef.current(), wait);
    }
    if (!userLoaded.current && tokens.accessToken) {
      userLoaded.current = true;
      refreshUser();
    }
  }, [patch, refresh, refreshUser]);
  checkRef.current = check;

  useEffect(() => {
    mounted.current = true;
    check();
    const interval = setInterval(() => checkRef.current(), AUTH_CHECK_INTERVAL_MS);
    const offTokens = onTokenChange(() => checkRef.current());
    const offRefresh = onRefreshStateChange((refreshing) => patch({ isRefreshing: refreshing }));
    return () => {
      mounted.current = false;
      clearInterval(interval);
      offTokens();
      offRefresh();
      if (timer.current) clearTimeout(timer.current);
    };
  }, [check, patch]);

  /** After a successful login call: store the tokens, start refreshing, load the user. */
  const login = useCallback(
    async (tokenSet: TokenSet, remember: boolean) => {
      saveTokens(tokenSet, remember);
      userLoaded.current = false;
      check();
      return refreshUser();
    },
    [check, refreshUser],
  );

  /**
   * Calls the server, then always clears the tokens and resets the state. From /profile or
   * /debug the user goes to login carrying the origin path.
   */
  const logout = useCallback(async () => {
    const { refreshToken } = readStoredTokens();
    try {
      await authService.logout(refreshToken);
    } catch (error) {
      console.error('logout failed', error);
    } finally {
      clearTokens();
      userLoaded.current = false;
      if (timer.current) clearTimeout(timer.current);
      patch({ ...INITIAL, isLoading: false });
      if (typeof window !== 'undefined' && needsLogin(window.location.pathname)) {
        history.push(loginUrlFrom(window.location.pathname, window.location.search));
      }
    }
  }, [patch]);

  return { ...state, login, logout, refreshUser, refresh };
}
