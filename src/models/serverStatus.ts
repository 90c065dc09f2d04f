/**
 * Game status shared by the status panel and pages: `useModel('serverStatus')`.
 *
 * { status, fetchState: 'cached' | 'loading' | 'ready' | 'error', updatedAt, error, refresh() }
 *
 * On start a cached answer younger than 60 s (in the current language) is used without a
 * request; otherwise it is fetched. Refreshed every 30 s (ahooks useRequest polling; a tick
 * uses another tab's answer when it is younger than 30 s) and when the language changes.
 * A failed refresh keeps the last status and reports the error.
 */
import { useRequest } from 'ahooks';
import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import { STATUS_REFRESH_MS } from '../../config/rules';
import { fetchGameStatus, type GameStatus } from '@/services/status';
import { isCacheFresh, readStatusCache, writeStatusCache } from '@/lib/statusCache';
import { getLanguage, onLanguageChange } from '@/lib/language';

export type StatusFetchState = 'cached' | 'loading' | 'ready' | 'error';

export interface ServerStatusModel {
  status: GameStatus | null;
  fetchState: StatusFetchState;
  loading: boolean;
  error: string | null;
  updatedAt: number | null;
  refresh: () => Promise<void>;
}

interface StatusAnswer {
  data: GameStatus;
  at: number;
  /** 'network': a fresh answer to store; 'cache': taken from localStorage (this or another tab). */
  from: 'network' | 'cache';
  lang: string;
}

export default function useServerStatusModel(): ServerStatusModel {
  const [initial] = useState(() => {
    const cache = readStatusCache();
    return isCacheFresh(cache) ? cache : null;
  });
  const [status, setStatus] = useState<GameStatus | null>(initial?.data ?? null);
  const [fetchState, setFetchState] = useState<StatusFetchState>(initial ? 'cached' : 'loading');
  const [error, setError] = useState<string | null>(null);
  const [updatedAt, setUpdatedAt] = useState<number | null>(initial?.timestamp ?? null);
  /** The first run answers from the fresh cache found on start (no request). */
  const useInitial = useRef(initial !== null);
  /** Set by refresh() and the language change: ask the server, never the cache. */
  const mustFetch = useRef(false);
  const pending = useRef<Promise<void> | null>(null);

  // ahooks useRequest: runs on start, polls every 30 s after each answer, drops an answer
  // overtaken by a newer request (language change), cancels on unmount. The answer
  // renders as a transition (short slices, not one blocking task), so the model keeps
  // its own state, set from onSuccess/onError, not useRequest's `data`/`loading`.
  const { refreshAsync } = useRequest(
    async (): Promise<StatusAnswer> => {
      const lang = getLanguage();
      if (useInitial.current && initial) {
        useInitial.current = false;
        return { data: initial.data, at: initial.timestamp, from: 'cache', lang };
      }
      useInitial.current = false;
      if (!mustFetch.current) {
        // A polling tick: another tab may have fetched meanwhile; use its answer when it is fresh.
        const cache = readStatusCache();
        if (cache && isCacheFresh(cache) && cache.timestamp > Date.now() - STATUS_REFRESH_MS) {
          return { data: cache.data, at: cache.timestamp, from: 'cache', lang };
        }
      }
      mustFetch.current = false;
      const data = await fetchGameStatus();
      return { data, at: Date.now(), from: 'network', lang };
    },
    {
      pollingInterval: STATUS_REFRESH_MS,
      onBefore: () => setFetchState((s) => (s === 'error' || s === 'loading' ? 'loading' : s)),
      onSuccess: (answer) => {
        if (answer.from === 'network') writeStatusCache(answer.data, answer.at, answer.lang);
        startTransition(() => {
          setStatus(answer.data);
          setUpdatedAt(answer.at);
          if (answer.from === 'network') setError(null);
          setFetchState(answer.from === 'network' ? 'ready' : 'cached');
        });
      },
      onError: (e: unknown) =>
        startTransition(() => {
          setError(e instanceof Error ? e.message : String(e));
          setFetchState('error');
        }),
    },
  );

  /** Asks the server now; a request already under way is shared, not repeated. */
  const fetchNow = useCallback(
    (shareRunning: boolean): Promise<void> => {
      if (shareRunning && pending.current) return pending.current;
      mustFetch.current = true;
      const run: Promise<void> = refreshAsync()
        .then(() => undefined)
        .catch(() => undefined) // reported through onError; a superseded run is no failure
        .finally(() => {
          if (pending.current === run) pending.current = null;
        });
      pending.current = run;
      return run;
    },
    [refreshAsync],
  );
  const refresh = useCallback(() => fetchNow(true), [fetchNow]);

  // Events are texts in the request's language: fetch again when the language changes.
  useEffect(() => onLanguageChange(() => void fetchNow(false)), [fetchNow]);

  return { status, fetchState, loading: fetchState === 'loading', error, updatedAt, refresh };
}
