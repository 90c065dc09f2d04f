/**
 * Cached game status: the last answer and its
 * timestamp in localStorage, fresh for 60 s. A garbled entry counts as absent.
 */
import { STATUS_CACHE_MS } from '../../config/rules';
import type { GameStatus } from '@/services/status';
import { getLanguage } from '@/lib/language';

export const STATUS_CACHE_KEY = 'server-status-cache';

export interface CachedStatus {
  timestamp: number;
  /** Event texts come in the language of the request: a cache in another language is not used. */
  lang?: string;
  data: GameStatus;
}

/** The cached status, or null when absent, garbled or fetched in another language (`lang` null = any). */
export function readStatusCache(lang: string | null = getLanguage()): CachedStatus | null {
  try {
    const raw = window.localStorage.getItem(STATUS_CACHE_KEY);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as CachedStatus;
    if (
      !parsed ||
      typeof parsed.timestamp !== 'number' ||
      !Number.isFinite(parsed.timestamp) ||
      typeof parsed.data !== 'object' ||
      parsed.data === null ||
      typeof parsed.data.isOnline !== 'boolean'
    ) {
      return null;
    }
    if (lang && parsed.lang && parsed.lang !== lang) return null;
    return parsed;
  } catch {
    return null;
  }
}

export function writeStatusCache(data: GameStatus, timestamp = Date.now(), lang: string = getLanguage()): void {
  try {
    window.localStorage.setItem(STATUS_CACHE_KEY, JSON.stringify({ timestamp, lang, data }));
  } catch {
    /* storage full or disabled */
  }
}

export const isCacheFresh = (cache: CachedStatus | null, now = Date.now()) =>
  !!cache && now - cache.timestamp >= 0 && now - cache.timestamp < STATUS_CACHE_MS;
