/**
 * The part of swr pro-components use, in place of swr (about 4.5 KB gzip on every page, for
 * ProLayout's optional menu request and pro-field's option requests): `.umirc.ts` points
 * `swr` here. What they use:
 *
 * - `useSWR(key, fetcher)`: calls the fetcher with the key on mount and whenever the key's
 *   value changes; returns `data`, `error`, `isLoading` (no data yet and a call under way)
 *   and `mutate()` (call again). A result is kept in the cache by key, so a second component
 *   with the same key starts from it. No retries, no revalidation on focus or reconnect:
 *   pro-components turn those off.
 * - `SWRConfig` with `value.provider`: a cache of its own for what it wraps; with
 *   `value.revalidateOnMount: false`, the hooks it wraps call nothing on mount or on a new key
 *   (no call under way, so not loading; `mutate()` still calls), and a nested `SWRConfig` can
 *   turn it back on, as in swr;
 * - `useSWRConfig().cache`: that cache (a Map), which pro-components clear on unmount.
 *
 * tests/web/perf/standIns.test.tsx checks this behaviour.
 */
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';

type Cache = Map<string, unknown>;

interface Config {
  cache: Cache;
  revalidateOnMount: boolean;
}

const ConfigContext = createContext<Config>({ cache: new Map(), revalidateOnMount: true });

export function SWRConfig({ value, children }: { value?: { provider?: () => Cache; revalidateOnMount?: boolean }; children?: ReactNode }) {
  const parent = useContext(ConfigContext);
  // The provider is called once, as swr does.
  const cache = useMemo(() => value?.provider?.() ?? parent.cache, [parent.cache]); // eslint-disable-line react-hooks/exhaustive-deps
  const revalidateOnMount = value?.revalidateOnMount ?? parent.revalidateOnMount;
  const config = useMemo(() => ({ cache, revalidateOnMount }), [cache, revalidateOnMount]);
  return <ConfigContext.Provider value={config}>{children}</ConfigContext.Provider>;
}

export function useSWRConfig(): { cache: Cache } {
  return { cache: useContext(ConfigContext).cache };
}

interface State<T> {
  id: string;
  data?: T;
  error?: unknown;
  isLoading: boolean;
}

export default function useSWR<T>(key: unknown, fetcher: (key: never) => T | Promise<T>, options?: { revalidateOnMount?: boolean }) {
  const config = useContext(ConfigContext);
  const { cache } = config;
  const onMount = options?.revalidateOnMount ?? config.revalidateOnMount;
  const id = JSON.stringify(key) ?? '';
  const fetcherRef = useRef(fetcher);
  fetcherRef.current = fetcher;
  const keyRef = useRef(key);
  keyRef.current = key;
  /** What the cache holds for the key: its data, or loading (when a call starts on mount). */
  const cached = (): State<T> => ({ id, data: cache.get(id) as T | undefined, isLoading: onMount && !cache.has(id) });
  const [state, setState] = useState<State<T>>(cached);
  const calls = useRef(0);

  const revalidate = useCallback(() => {
    calls.current += 1;
    const call = calls.current;
    setState((s) => (s.id === id ? { ...s, isLoading: !cache.has(id) } : cached()));
    return Promise.resolve()
      .then(() => fetcherRef.current(keyRef.current as never))
      .then(
        (data) => {
          cache.set(id, data);
          if (call === calls.current) setState({ id, data, isLoading: false });
          return data;
        },
        (error: unknown) => {
          if (call === calls.current) setState((s) => ({ id, data: s.id === id ? s.data : undefined, error, isLoading: false }));
          return undefined;
        },
      );
  }, [cache, id]); // eslint-disable-line react-hooks/exhaustive-deps -- `cached` reads only cache and id

  useEffect(() => {
    if (onMount) void revalidate();
    return () => {
      calls.current += 1;
    };
  }, [revalidate]); // eslint-disable-line react-hooks/exhaustive-deps -- whether to call is read on mount and on a new key, as in swr

  const current = state.id === id ? state : cached();
  return { data: current.data, error: current.error, isLoading: current.isLoading, isValidating: current.isLoading, mutate: revalidate };
}
