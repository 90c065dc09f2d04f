/**
 * Token store: token-set math, storage choice, expiry edges, garbled values,
 * change events.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  TOKEN_CHANGE_EVENT,
  clearTokens,
  getTokenState,
  getValidAccessToken,
  getValidRefreshToken,
  onTokenChange,
  readStoredTokens,
  saveAccountName,
  saveTokens,
  storedAccountName,
  toExpiryMs,
} from '@/lib/tokenStore';

const NOW = 1_700_000_000_000; // ms
const set = (over: Partial<{ token: string; refresh_token: string; expires_in: number; refresh_expires_in: number }> = {}) => ({
  token: 'access-1',
  refresh_token: 'refresh-1',
  expires_in: 3600,
  refresh_expires_in: 86400,
  ...over,
});

afterEach(() => vi.restoreAllMocks());

describe('token-set math', () => {
  it('treats values up to 1e9 as durations in seconds from now', () => {
    expect(toExpiryMs(3600, NOW)).toBe(NOW + 3_600_000);
    expect(toExpiryMs(0, NOW)).toBe(NOW);
    expect(toExpiryMs(1e9, NOW)).toBe(NOW + 1e12); // exactly 1e9 is not "above 1e9"
  });
  it('treats values above 1e9 as absolute times in seconds', () => {
    expect(toExpiryMs(1_700_003_600, NOW)).toBe(1_700_003_600_000);
    expect(toExpiryMs(1e9 + 1, NOW)).toBe((1e9 + 1) * 1000);
  });
  it('rejects garbage instead of producing a date', () => {
    expect(toExpiryMs('abc', NOW)).toBeNaN();
    expect(toExpiryMs(-5, NOW)).toBeNaN();
    expect(toExpiryMs(undefined, NOW)).toBeNaN();
    expect(toExpiryMs(Number.POSITIVE_INFINITY, NOW)).toBeNaN();
  });
  it('stores absolute expiry times under the four storage keys', () => {
    saveTokens(set({ expires_in: 600, refresh_expires_in: 1_700_100_000 }), true, NOW);
    expect(localStorage.getItem('access_token')).toBe('access-1');
    expect(localStorage.getItem('refresh_token')).toBe('refresh-1');
    expect(localStorage.getItem('token_expire_time')).toBe(String(NOW + 600_000));
    expect(localStorage.getItem('refresh_token_expire_time')).toBe(String(1_700_100_000_000));
  });
});

describe('remember me', () => {
  it('remember=true keeps tokens in localStorage, false in sessionStorage only', () => {
    saveTokens(set(), true, NOW);
    expect(readStoredTokens().storage).toBe('local');
    saveTokens(set({ token: 'access-2' }), false, NOW);
    expect(sessionStorage.getItem('access_token')).toBe('access-2');
    expect(localStorage.getItem('access_token')).toBeNull();
    expect(readStoredTokens().storage).toBe('session');
  });
  it('a refresh (remember undefined) keeps the storage the session already uses', () => {
    saveTokens(set(), false, NOW);
    saveTokens(set({ token: 'rotated' }), undefined, NOW);
    expect(sessionStorage.getItem('access_token')).toBe('rotated');
    expect(localStorage.getItem('access_token')).toBeNull();
  });
});

describe("the account's last shown name", () => {
  it('is kept beside the tokens through a refresh, forgotten at a new login, and goes with them', () => {
    saveAccountName('nobody');
    expect(storedAccountName()).toBeNull(); // no tokens, nothing kept
    saveTokens(set(), false, NOW);
    saveAccountName('旅人');
    expect(sessionStorage.getItem('account_name')).toBe('旅人');
    expect(storedAccountName()).toBe('旅人');
    saveTokens(set({ token: 'rotated' }), undefined, NOW);
    expect(storedAccountName()).toBe('旅人'); // a refresh keeps it
    saveTokens(set(), false, NOW); // another login, perhaps another account
    expect(storedAccountName()).toBeNull();
    saveAccountName('旅人');
    saveTokens(set(), true, NOW); // another login, remembered this time
    expect(storedAccountName()).toBeNull();
    saveAccountName('Hero');
    clearTokens();
    expect(storedAccountName()).toBeNull();
    expect(localStorage.getItem('account_name')).toBeNull();
  });
});

describe('expiry edges', () => {
  it('the access token counts as absent from 30 s before its expiry', () => {
    saveTokens(set({ expires_in: 3600 }), true, NOW);
    const exp = NOW + 3_600_000;
    expect(getValidAccessToken(exp - 30_001)).toBe('access-1');
    expect(getValidAccessToken(exp - 30_000)).toBeNull();
    expect(getValidAccessToken(exp + 1)).toBeNull();
  });
  it('a valid refresh token alone still means authenticated, and asks for a refresh', () => {
    saveTokens(set({ expires_in: 10 }), true, NOW);
    const state = getTokenState(NOW + 60_000);
    expect(state.accessToken).toBeNull();
    expect(state.isAuthenticated).toBe(true);
    expect(state.needsRefresh).toBe(true);
    expect(state.shouldRefresh).toBe(true);
  });
  it('automatic refresh is due 5 minutes before the access expiry', () => {
    saveTokens(set({ expires_in: 3600 }), true, NOW);
    const exp = NOW + 3_600_000;
    const before = getTokenState(exp - 300_001);
    expect(before.nextRefreshTime).toBe(exp - 300_000);
    expect(before.shouldRefresh).toBe(false);
    expect(getTokenState(exp - 300_000).shouldRefresh).toBe(true);
  });
  it('an expired refresh token clears every stored token', () => {
    saveTokens(set({ expires_in: 3600, refresh_expires_in: 7200 }), true, NOW);
    expect(getValidRefreshToken(NOW + 7_200_000 - 1)).toBe('refresh-1');
    expect(getValidRefreshToken(NOW + 7_200_000)).toBeNull();
    for (const key of ['access_token', 'refresh_token', 'token_expire_time', 'refresh_token_expire_time']) {
      expect(localStorage.getItem(key)).toBeNull();
    }
    expect(getTokenState(NOW + 7_200_000).isAuthenticated).toBe(false);
  });
  it('nothing stored means logged out', () => {
    const state = getTokenState(NOW);
    expect(state).toMatchObject({ isAuthenticated: false, accessToken: null, refreshToken: null, nextRefreshTime: null });
  });
});

describe('garbled or hand-edited values count as absent and never throw', () => {
  it.each([
    ['token_expire_time', 'soon'],
    ['token_expire_time', ''],
    ['token_expire_time', '-100'],
    ['token_expire_time', '{"a":1}'],
    ['access_token', 'undefined'],
    ['access_token', '   '],
  ])('%s = %j makes the access token absent', (key, value) => {
    saveTokens(set(), true, NOW);
    localStorage.setItem(key, value);
    expect(() => getTokenState(NOW)).not.toThrow();
    expect(getValidAccessToken(NOW)).toBeNull();
  });
  it('a garbled refresh expiry makes the refresh token absent', () => {
    saveTokens(set({ expires_in: 1 }), true, NOW);
    localStorage.setItem('refresh_token_expire_time', 'NaN');
    expect(getValidRefreshToken(NOW)).toBeNull();
    expect(getTokenState(NOW + 60_000).isAuthenticated).toBe(false);
  });
  it('a storage that throws (disabled cookies) reads as logged out', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('SecurityError');
    });
    expect(getTokenState(NOW).isAuthenticated).toBe(false);
  });
  it('refuses to store a token set without tokens', () => {
    expect(() => saveTokens({ ...set(), token: '' }, true, NOW)).toThrow();
    expect(localStorage.getItem('access_token')).toBeNull();
  });
});

describe('token-change event', () => {
  it('fires on every save and clear', () => {
    const seen = vi.fn();
    window.addEventListener(TOKEN_CHANGE_EVENT, seen);
    saveTokens(set(), true, NOW);
    clearTokens();
    window.removeEventListener(TOKEN_CHANGE_EVENT, seen);
    expect(seen).toHaveBeenCalledTimes(2);
  });
  it('listeners also hear other tabs (storage events on our keys only)', () => {
    const listener = vi.fn();
    const off = onTokenChange(listener);
    window.dispatchEvent(new StorageEvent('storage', { key: 'access_token' }));
    window.dispatchEvent(new StorageEvent('storage', { key: 'unrelated' }));
    window.dispatchEvent(new StorageEvent('storage', { key: null })); // localStorage.clear() elsewhere
    off();
    window.dispatchEvent(new StorageEvent('storage', { key: 'refresh_token' }));
    expect(listener).toHaveBeenCalledTimes(2);
  });
});
