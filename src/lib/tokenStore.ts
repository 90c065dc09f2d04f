/**
 * Token store.
 *
 * A token set from the API is {token, refresh_token, expires_in, refresh_expires_in}.
 * Each `*_in` value above 1e9 is an absolute time in seconds since the epoch; otherwise
 * it is a duration in seconds from now. We store absolute expiry times in milliseconds
 * under the keys access_token, refresh_token, token_expire_time, refresh_token_expire_time,
 * in localStorage ("remember me") or sessionStorage (this browser session only), with
 * the account's name as last shown beside them (account_name, removed with them).
 *
 * Reading is defensive: a missing, garbled or hand-edited value counts as absent and
 * never throws. The access token counts as absent from 30 s before its expiry; an
 * expired refresh token clears everything. Every save and clear broadcasts a
 * token-change event (other tabs see localStorage changes through the `storage` event).
 */
import { ACCESS_TOKEN_SKEW_MS, REFRESH_BEFORE_EXPIRY_MS } from '../../config/rules';

export interface TokenSet {
  token: string;
  refresh_token: string;
  expires_in: number;
  refresh_expires_in: number;
}

export const TOKEN_KEYS = {
  access: 'access_token',
  refresh: 'refresh_token',
  accessExpiry: 'token_expire_time',
  refreshExpiry: 'refresh_token_expire_time',
} as const;
const ALL_KEYS: string[] = Object.values(TOKEN_KEYS);

/**
 * The account's name as the header last showed it, kept beside the tokens (same storage,
 * removed with them): the next page load draws the header's user menu with it at once
 * instead of a placeholder the real name then replaces (which moved the header).
 */
export const ACCOUNT_NAME_KEY = 'account_name';
const STORED_KEYS = [...ALL_KEYS, ACCOUNT_NAME_KEY];

/** Name of the window event fired on every save and clear. */
export const TOKEN_CHANGE_EVENT = 'auth-token-change';

/** Values above this are absolute times in seconds; below, durations in seconds. */
export const ABSOLUTE_TIME_THRESHOLD = 1e9;

/** Converts an `expires_in`-style value to an absolute time in ms. NaN for garbage. */
export function toExpiryMs(value: unknown, nowMs: number = Date.now()): number {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  if (typeof n !== 'number' || !Number.isFinite(n) || n < 0) return NaN;
  return n > ABSOLUTE_TIME_THRESHOLD ? n * 1000 : nowMs + n * 1000;
}

export interface StoredTokens {
  accessToken: string | null;
  refreshToken: string | null;
  /** Absolute ms; null when absent or garbled. */
  accessExpiresAt: number | null;
  refreshExpiresAt: number | null;
  /** Where the tokens live: 'local' = remembered, 'session' = this browser session. */
  storage: 'local' | 'session' | null;
}

function storageOf(kind: 'local' | 'session'): Storage | null {
  try {
    if (typeof window === 'undefined') return null;
    return kind === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    return null;
  }
}

function safeGet(s: Storage | null, key: string): string | null {
  try {
    return s ? s.getItem(key) : null;
  } catch {
    return null;
  }
}

function parseTime(raw: string | null): number | null {
  if (raw == null || raw.trim() === '') return null;
  if (!/^\d+(\.\d+)?$/.test(raw.trim())) return null;
  const n = Number(raw);
  return Number.isFinite(n) && n > 0 ? n : null;
}

function parseToken(raw: string | null): string | null {
  if (raw == null) return null;
  const t = raw.trim();
  if (t === '' || t === 'undefined' || t === 'null' || /\s/.test(t)) return null;
  return t;
}

/** Raw read of whatever is stored (no expiry rules applied). */
export function readStoredTokens(): StoredTokens {
  for (const kind of ['local', 'session'] as const) {
    const s = storageOf(kind);
    const accessToken = parseToken(safeGet(s, TOKEN_KEYS.access));
    const refreshToken = parseToken(safeGet(s, TOKEN_KEYS.refresh));
    if (!accessToken && !refreshToken) continue;
    return {
      accessToken,
      refreshToken,
      accessExpiresAt: parseTime(safeGet(s, TOKEN_KEYS.accessExpiry)),
      refreshExpiresAt: parseTime(safeGet(s, TOKEN_KEYS.refreshExpiry)),
      storage: kind,
    };
  }
  return { accessToken: null, refreshToken: null, accessExpiresAt: null, refreshExpiresAt: null, storage: null };
}

function emitChange() {
  if (typeof window === 'undefined') return;
  try {
    window.dispatchEvent(new CustomEvent(TOKEN_CHANGE_EVENT));
  } catch {
    /* very old browsers: nothing to do */
  }
}

/** Removes every token key (and the account's name) from both storages and broadcasts the change. */
export function clearTokens(): void {
  for (const kind of ['local', 'session'] as const) {
    const s = storageOf(kind);
    for (const key of STORED_KEYS) {
      try {
        s?.removeItem(key);
      } catch {
        /* ignore */
      }
    }
  }
  emitChange();
}

/**
 * Stores a token set. `remember` true keeps it in localStorage, false in sessionStorage;
 * `remember` undefined keeps the storage the current tokens live in (used by refresh).
 * Returns the stored view. Throws on a token set without tokens.
 */
export function saveTokens(set: TokenSet, remember?: boolean, nowMs: number = Date.now()): StoredTokens {
  const accessExpiresAt = toExpiryMs(set.expires_in, nowMs);
  const refreshExpiresAt = toExpiryMs(set.refresh_expires_in, nowMs);
  if (!set.token || !set.refresh_token || Number.isNaN(accessExpiresAt) || Number.isNaN(refreshExpiresAt)) {
    throw new Error('invalid token set');
  }
  const kind: 'local' | 'session' =
    remember === undefined ? (readStoredTokens().storage ?? 'local') : remember ? 'local' : 'session';
  const other = kind === 'local' ? 'session' : 'local';
  const target = storageOf(kind);
  const otherStorage = storageOf(other);
  for (const key of STORED_KEYS) {
    try {
      otherStorage?.removeItem(key);
    } catch {
      /* ignore */
    }
  }
  try {
    // A login (not a refresh) may be another account's: its name is not known yet.
    if (remember !== undefined) target?.removeItem(ACCOUNT_NAME_KEY);
    target?.setItem(TOKEN_KEYS.access, set.token);
    target?.setItem(TOKEN_KEYS.refresh, set.refresh_token);
    target?.setItem(TOKEN_KEYS.accessExpiry, String(Math.round(accessExpiresAt)));
    target?.setItem(TOKEN_KEYS.refreshExpiry, String(Math.round(refreshExpiresAt)));
  } catch {
    /* storage full or disabled: the session simply is not kept */
  }
  emitChange();
  return readStoredTokens();
}

/** Keeps the account's display name beside the stored tokens (nothing without tokens). */
export function saveAccountName(name: string): void {
  const { storage } = readStoredTokens();
  if (!storage || !name.trim()) return;
  try {
    storageOf(storage)?.setItem(ACCOUNT_NAME_KEY, name.slice(0, 64));
  } catch {
    /* storage full or disabled: the header shows its placeholder until the account answers */
  }
}

/** The account's name as last shown, while tokens are stored; else null. */
export function storedAccountName(): string | null {
  const { storage } = readStoredTokens();
  const name = storage ? safeGet(storageOf(storage), ACCOUNT_NAME_KEY) : null;
  return name?.trim() ? name : null;
}

/**
 * Replaces only the access token (the refresh token, its expiry and the storage stay), e.g.
 * with the fresh one a password change answers. Nothing happens without a stored refresh token.
 */
export function saveAccessToken(token: string, expiresIn: number, nowMs: number = Date.now()): StoredTokens {
  const current = readStoredTokens();
  if (!current.refreshToken || current.refreshExpiresAt == null) return current;
  return saveTokens(
    { token, expires_in: expiresIn, refresh_token: current.refreshToken, refresh_expires_in: Math.floor(current.refreshExpiresAt / 1000) },
    undefined,
    nowMs,
  );
}

/** The access token if it is valid for at least 30 more seconds, else null. */
export function getValidAccessToken(nowMs: number = Date.now()): string | null {
  const t = readStoredTokens();
  if (!t.accessToken || t.accessExpiresAt == null) return null;
  return nowMs < t.accessExpiresAt - ACCESS_TOKEN_SKEW_MS ? t.accessToken : null;
}

/**
 * The refresh token if it has not expired, else null. An expired refresh token
 * clears every stored token (and broadcasts the change).
 */
export function getValidRefreshToken(nowMs: number = Date.now()): string | null {
  const t = readStoredTokens();
  if (!t.refreshToken) return null;
  if (t.refreshExpiresAt == null) return null;
  if (nowMs >= t.refreshExpiresAt) {
    clearTokens();
    return null;
  }
  return t.refreshToken;
}

export interface TokenState {
  accessToken: string | null;
  refreshToken: string | null;
  accessExpiresAt: number | null;
  refreshExpiresAt: number | null;
  /** Logged in: a valid access token, or a valid refresh token to get one. */
  isAuthenticated: boolean;
  /** No valid access token but a valid refresh token: refresh now. */
  needsRefresh: boolean;
  /** When the automatic refresh should run (5 min before access expiry), or null. */
  nextRefreshTime: number | null;
  /** True when the automatic refresh time has come. */
  shouldRefresh: boolean;
  remembered: boolean;
}

/** Applies the token rules (skew, expiry, refresh window) to the stored tokens at `nowMs`. */
export function getTokenState(nowMs: number = Date.now()): TokenState {
  const accessToken = getValidAccessToken(nowMs);
  const refreshToken = getValidRefreshToken(nowMs);
  const t = readStoredTokens();
  const nextRefreshTime =
    refreshToken && t.accessExpiresAt != null && accessToken ? t.accessExpiresAt - REFRESH_BEFORE_EXPIRY_MS : refreshToken ? nowMs : null;
  return {
    accessToken,
    refreshToken,
    accessExpiresAt: accessToken ? t.accessExpiresAt : null,
    refreshExpiresAt: refreshToken ? t.refreshExpiresAt : null,
    isAuthenticated: Boolean(accessToken || refreshToken),
    needsRefresh: !accessToken && Boolean(refreshToken),
    nextRefreshTime,
    shouldRefresh: nextRefreshTime != null && nowMs >= nextRefreshTime,
    remembered: t.storage === 'local',
  };
}

/**
 * Subscribes to token changes in this tab (save/clear) and in other tabs (storage
 * events on our keys). Returns the unsubscribe function.
 */
export function onTokenChange(listener: () => void): () => void {
  if (typeof window === 'undefined') return () => {};
  const onStorage = (e: StorageEvent) => {
    if (e.key === null || ALL_KEYS.includes(e.key)) listener();
  };
  window.addEventListener(TOKEN_CHANGE_EVENT, listener);
  window.addEventListener('storage', onStorage);
  return () => {
    window.removeEventListener(TOKEN_CHANGE_EVENT, listener);
    window.removeEventListener('storage', onStorage);
  };
}
