/**
 * ahooks' `useRequest` with the plugins the site uses: `ready` / `refreshDeps` (auto-run) and
 * `pollingInterval`. `.umirc.ts` makes it what ahooks' own `useRequest` module is, so
 * `import { useRequest } from 'ahooks'` gets it: ahooks' version brings the debounce,
 * throttle, cache, retry, loading-delay and refresh-on-focus plugins (with lodash's throttle)
 * to every page, about 2 KB gzip the site never runs.
 *
 * The options of the plugins left out do nothing here: a development build says so in the
 * console, and tests/web/lib/useRequestLite.test.tsx fails while the site's code uses one.
 */
import type { Options, Plugin, Result, Service } from 'ahooks/es/useRequest/src/types';
import useAutoRunPlugin from 'ahooks/es/useRequest/src/plugins/useAutoRunPlugin';
import usePollingPlugin from 'ahooks/es/useRequest/src/plugins/usePollingPlugin';
import useRequestImplement from 'ahooks/es/useRequest/src/useRequestImplement';

/** The options of ahooks' plugins left out (see above). */
export const UNSUPPORTED_OPTIONS = [
  'debounceWait',
  'debounceLeading',
  'debounceTrailing',
  'debounceMaxWait',
  'throttleWait',
  'throttleLeading',
  'throttleTrailing',
  'cacheKey',
  'cacheTime',
  'staleTime',
  'setCache',
  'getCache',
  'retryCount',
  'retryInterval',
  'loadingDelay',
  'refreshOnWindowFocus',
  'focusTimespan',
] as const;

function useRequest<TData, TParams extends unknown[]>(
  service: Service<TData, TParams>,
  options?: Options<TData, TParams>,
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- ahooks' own signature
  plugins?: Plugin<TData, TParams>[] | any[],
): Result<TData, TParams> {
  if (process.env.NODE_ENV !== 'production' && options) {
    const unsupported = UNSUPPORTED_OPTIONS.filter((key) => key in options);
    if (unsupported.length) console.error(`useRequest: ${unsupported.join(', ')} not supported here (src/lib/useRequestLite.ts)`);
  }
  return useRequestImplement<TData, TParams>(service, options, [...(plugins ?? []), usePollingPlugin, useAutoRunPlugin]);
}

export default useRequest;
