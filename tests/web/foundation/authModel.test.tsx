/**
 * Auth state model: every transition, with the services mocked.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook, waitFor } from '@testing-library/react';
import { history } from '@umijs/max';

vi.mock('@/services/auth', () => ({
  login: vi.fn(),
  refresh: vi.fn(),
  logout: vi.fn(),
  fetchUserInfo: vi.fn(),
}));
import * as authService from '@/services/auth';
import useAuthModel from '@/models/auth';
import { readStoredTokens, saveTokens, storedAccountName } from '@/lib/tokenStore';

const user = { id: 1, username: 'demo01', nickname: 'Traveller' } as never;
const tokens = (token = 'a1', expires_in = 3600) => ({ token, refresh_token: `r-${token}`, expires_in, refresh_expires_in: 86400 });

beforeEach(() => {
  vi.mocked(authService.fetchUserInfo).mockResolvedValue(user);
  vi.mocked(authService.logout).mockResolvedValue(null);
  window.history.pushState({}, '', '/');
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.mocked(authService.refresh).mockReset();
  vi.mocked(authService.fetchUserInfo).mockReset();
  vi.mocked(authService.logout).mockReset();
});

describe('auth model', () => {
  it('starts loading and unauthenticated, then settles logged out without tokens', async () => {
    const states: { isLoading: boolean; isAuthenticated: boolean }[] = [];
    const { result } = renderHook(() => {
      const m = useAuthModel();
      states.push({ isLoading: m.isLoading, isAuthenticated: m.isAuthenticated });
      return m;
    });
    expect(states[0]).toEqual({ isLoading: true, isAuthenticated: false });
    await waitFor(() => expect(result.current.isLoading).toBe(false));
    expect(result.current.isAuthenticated).toBe(false);
    expect(authService.fetchUserInfo).not.toHaveBeenCalled();
  });

  it('a valid access token: authenticated, user fetched, refresh scheduled 5 min before expiry', async () => {
    saveTokens(tokens('a1', 3600), true);
    const { result } = renderHook(() => useAuthModel());
    await waitFor(() => expect(result.current.user).toEqual(user));
    expect(result.current.isAuthenticated).toBe(true);
    const exp = readStoredTokens().accessExpiresAt!;
    expect(result.current.nextRefreshTime).toBe(exp - 5 * 60_000);
    expect(result.current.shouldRefresh).toBe(false);
    expect(authService.refresh).not.toHaveBeenCalled();
  });

  it('only a valid refresh token: authenticated and a background refresh runs', async () => {
    saveTokens(tokens('old', 10), true); // access already inside the 30 s skew
    vi.mocked(authService.refresh).mockResolvedValue(tokens('new', 3600));
    const { result } = renderHook(() => useAuthModel());
    await waitFor(() => expect(readStoredTokens().accessToken).toBe('new'));
    expect(authService.refresh).toHaveBeenCalledWith('r-old');
    expect(result.current.isAuthenticated).toBe(true);
    await waitFor(() => expect(result.current.user).toEqual(user));
  });

  it('refreshes automatically when the 5-minute mark is reached', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: false });
    saveTokens(tokens('a1', 600), true); // due in 5 minutes
    vi.mocked(authService.refresh).mockResolvedValue(tokens('a2', 3600));
    renderHook(() => useAuthModel());
    await act(async () => {
      await vi.advanceTimersByTimeAsync(299_000);
    });
    expect(authService.refresh).not.toHaveBeenCalled();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(2_000);
    });
    expect(authService.refresh).toHaveBeenCalledTimes(1);
    expect(readStoredTokens().accessToken).toBe('a2');
  });

  it('a second refresh while one runs is rejected', async () => {
    saveTokens(tokens('a1', 3600), true);
    let finish: (v: unknown) => void = () => {};
    vi.mocked(authService.refresh).mockReturnValue(new Promise((r) => (finish = r)) as never);
    const { result } = renderHook(() => useAuthModel());
    await waitFor(() => expect(result.current.isLoading).toBe(false));
    let first!: Promise<unknown>;
    act(() => {
      first = result.current.refresh();
    });
    await waitFor(() => expect(result.current.isRefreshing).toBe(true));
    await expect(result.current.refresh()).rejects.toThrow(/in progress/);
    await act(async () => {
      finish(tokens('a2'));
      await first;
    });
    expect(authService.refresh).toHaveBeenCalledTimes(1);
    expect(result.current.isRefreshing).toBe(false);
  });

  it('refresh failure clears the tokens and logs out', async () => {
    saveTokens(tokens('old', 10), true);
    vi.mocked(authService.refresh).mockRejectedValue(new Error('revoked'));
    const { result } = renderHook(() => useAuthModel());
    await waitFor(() => expect(authService.refresh).toHaveBeenCalled());
    await waitFor(() => expect(result.current.isAuthenticated).toBe(false));
    expect(readStoredTokens().refreshToken).toBeNull();
    expect(result.current.user).toBeNull();
  });

  it('login(tokenSet, remember) stores the tokens where asked and loads the user', async () => {
    const { result } = renderHook(() => useAuthModel());
    await waitFor(() => expect(result.current.isLoading).toBe(false));
    await act(() => result.current.login(tokens('fresh'), false));
    expect(sessionStorage.getItem('access_token')).toBe('fresh');
    expect(localStorage.getItem('access_token')).toBeNull();
    expect(result.current.isAuthenticated).toBe(true);
    expect(result.current.user).toEqual(user);
    // The name is kept for the header's first paint on the next page load.
    expect(storedAccountName()).toBe('Traveller');
    await act(() => result.current.login(tokens('kept'), true));
    expect(localStorage.getItem('access_token')).toBe('kept');
  });

  it('logout calls the server with the refresh token, then always clears, even if the call fails', async () => {
    saveTokens(tokens('a1'), true);
    vi.mocked(authService.logout).mockRejectedValue(new Error('offline'));
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { result } = renderHook(() => useAuthModel());
    await waitFor(() => expect(result.current.isAuthenticated).toBe(true));
    await act(() => result.current.logout());
    expect(authService.logout).toHaveBeenCalledWith('r-a1');
    expect(readStoredTokens().accessToken).toBeNull();
    expect(storedAccountName()).toBeNull();
    expect(result.current.isAuthenticated).toBe(false);
    expect(result.current.user).toBeNull();
  });

  it('logout from /profile or /debug goes to login with the origin; elsewhere it stays', async () => {
    const push = vi.spyOn(history, 'push').mockImplementation(() => {});
    for (const [path, expected] of [
      ['/profile?tab=billing', '/auth/login?from=%2Fprofile%3Ftab%3Dbilling'],
      ['/debug', '/auth/login?from=%2Fdebug'],
      ['/shop', null],
    ] as const) {
      push.mockClear();
      window.history.pushState({}, '', path);
      saveTokens(tokens('a1'), true);
      const { result, unmount } = renderHook(() => useAuthModel());
      await waitFor(() => expect(result.current.isAuthenticated).toBe(true));
      await act(() => result.current.logout());
      if (expected) expect(push).toHaveBeenCalledWith(expected);
      else expect(push).not.toHaveBeenCalled();
      unmount();
    }
  });

  it('re-checks on token changes from another tab and every 30 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: false });
    saveTokens(tokens('a1', 3600), true);
    const { result } = renderHook(() => useAuthModel());
    await act(async () => {
      await vi.advanceTimersByTimeAsync(10);
    });
    expect(result.current.isAuthenticated).toBe(true);
    // Another tab logs out: it clears localStorage and this tab gets a storage event.
    localStorage.clear();
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: 'access_token' }));
    });
    expect(result.current.isAuthenticated).toBe(false);
    // Tokens written without any event (e.g. by hand) are noticed by the 30 s check.
    localStorage.setItem('access_token', 'hand');
    localStorage.setItem('refresh_token', 'r-hand');
    localStorage.setItem('token_expire_time', String(Date.now() + 3_600_000));
    localStorage.setItem('refresh_token_expire_time', String(Date.now() + 86_400_000));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(30_000);
    });
    expect(result.current.isAuthenticated).toBe(true);
  });
});
