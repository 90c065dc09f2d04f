/**
 * Game status shared by the status panel and pages: `useModel('serverStatus')`.
 *
 * { status, fetchState: 'cached' | 'loading' | 'ready' | 'error', updatedAt, error, refresh() }
 *
 * On start a cached answer younger than 60 s (in the current language) is used without a
 * request; otherwise it is fetched. Refreshed every 30 s and when the language changes. A failed refresh keeps the last status and reports the error.
 */
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

export default function useServerStatusModel(): ServerStatusModel {
  const [initial] = useState(() => {
    const cache = readStatusCache();
    return isCacheFresh(cache) ? cache : null;
  });
  const [status, setStatus] = useState<GameStatus | null>(initial?.data ?? null);
  const [fetchState, setFetchState] = useState<StatusFetchState>(initial ? 'cached' : 'loading');
  const [error, setError] = useState<string | null>(null);
  const [updatedAt, setUpdatedAt] = useState<number | null>(initial?.timestamp ?? null);
  const alive = useRef(true);
  const running = useRef<Promise<void> | null>(null);
  const seq = useRef(0);

  const refresh = useCallback(() => {
    if (running.current) return running.current;
    setFetchState((s) => (s === 'error' || s === 'loading' ? 'loading' : s));
    const lang = getLanguage();
    const mine = ++seq.current;
    const latest = () => alive.current && mine === seq.current;
    running.current = fetchGameStatus()
      .then((data) => {
        const now = Date.now();
        if (mine !== seq.current) return; // superseded (language changed meanwhile)
        writeStatusCache(data, now, lang);
        if (!latest()) return;
        // A transition: the panel re-renders in short slices, not one blocking task.
        startTransition(() => {
          setStatus(data);
          setUpdatedAt(now);
          setError(null);
          setFetchState('ready');
        });
      })
      .catch((e: unknown) => {
        if (!latest()) return;
        startTransition(() => {
          setError(e instanceof Error ? e.message : String(e));
          setFetchState('error');
        });
      })
      .finally(() => {
        if (mine === seq.current) running.current = null;
      });
    return running.current;
  }, []);

  useEffect(() => {
    alive.current = true;
    if (!initial) refresh();
    const interval = setInterval(() => {
      // Another tab may have fetched meanwhile: use its answer when it is fresh.
      const cache = readStatusCache();
      if (isCacheFresh(cache) && cache!.timestamp > Date.now() - STATUS_REFRESH_MS) {
        setStatus(cache!.data);
        setUpdatedAt(cache!.timestamp);
        setFetchState('cached');
        return;
      }
      refresh();
    }, STATUS_REFRESH_MS);
    // Events are texts in the request's language: fetch again when the language changes.
    const offLanguage = onLanguageChange(() => {
      running.current = null;
      refresh();
    });
    return () => {
      alive.current = false;
      clearInterval(interval);
      offLanguage();
    };
  }, [initial, refresh]);

  return { status, fetchState, loading: fetchState === 'loading', error, updatedAt, refresh };
}
