/**
 * A stand-in for '@umijs/max' in the ranking and notice page tests: intl from the
 * real catalogs (a missing key throws), and a small working in-memory router
 * (history.push/replace/back with location state) so the URL state round-trips.
 *
 *   vi.mock('@umijs/max', async () => await import('./ranking-notice.umi'));
 *   router.reset('/ranking?tab=fame'); router.setLang('en-US');
 */
import { IntlMessageFormat } from 'intl-messageformat';
import { useSyncExternalStore, type MouseEvent, type ReactNode } from 'react';
import { act } from '@testing-library/react';
import { catalogs, type Lang } from '../../../locales';

interface Loc {
  pathname: string;
  search: string;
  hash: string;
  state: unknown;
  key: string;
}

type To = string | { pathname?: string; search?: string; hash?: string };

let keyCounter = 0;
function toLoc(to: To, state: unknown, base: Loc): Loc {
  if (typeof to === 'string') {
    const url = new URL(to, `http://test${base.pathname}`);
    return { pathname: url.pathname, search: url.search, hash: url.hash, state: state ?? null, key: `k${++keyCounter}` };
  }
  return {
    pathname: to.pathname ?? base.pathname,
    search: to.search ? (to.search.startsWith('?') ? to.search : `?${to.search}`) : '',
    hash: to.hash ?? '',
    state: state ?? null,
    key: `k${++keyCounter}`,
  };
}

const listeners = new Set<() => void>();
const emit = () => listeners.forEach((l) => l());

export const router = {
  stack: [] as Loc[],
  index: 0,
  lang: 'zh-TW' as Lang,
  params: {} as Record<string, string>,
  get location(): Loc {
    return this.stack[this.index];
  },
  /** Starts a fresh history at `url`. */
  reset(url = '/', lang: Lang = 'zh-TW') {
    this.stack = [toLoc(url, null, { pathname: '/', search: '', hash: '', state: null, key: 'init' })];
    this.index = 0;
    this.lang = lang;
  },
  setLang(lang: Lang) {
    act(() => {
      this.lang = lang;
      emit();
    });
  },
  /** Current URL (path + query). */
  get url() {
    return `${this.location.pathname}${this.location.search}`;
  },
};
function push(to: To, state?: unknown) {
  const next = toLoc(to, state, router.location);
  router.stack = [...router.stack.slice(0, router.index + 1), next];
  router.index = router.stack.length - 1;
  emit();
}

function replace(to: To, state?: unknown) {
  router.stack[router.index] = toLoc(to, state, router.location);
  router.stack = [...router.stack];
  emit();
}

function go(delta: number) {
  const target = Math.min(router.stack.length - 1, Math.max(0, router.index + delta));
  if (target === router.index) return;
  router.index = target;
  emit();
}

const tracked = <T extends (...args: any[]) => void>(fn: T) => {
  const calls: unknown[][] = [];
  const wrapper = ((...args: unknown[]) => {
    calls.push(args);
    act(() => fn(...args));
  }) as T & { calls: unknown[][]; mockClear: () => void };
  wrapper.calls = calls;
  wrapper.mockClear = () => {
    calls.length = 0;
  };
  return wrapper;
};

export const history = {
  push: tracked(push),
  replace: tracked(replace),
  back: tracked(() => go(-1)),
  go: tracked(go),
  get location() {
    return router.location;
  },
};

router.reset();

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useLocation(): Loc {
  return useSyncExternalStore(subscribe, () => router.location);
}

export function useParams<T extends Record<string, string>>(): Partial<T> {
  return router.params as Partial<T>;
}

function formatFor(lang: Lang) {
  const messages = catalogs[lang];
  return (descriptor: { id: string }, values?: Record<string, unknown>): string => {
    const template = messages[descriptor.id];
    if (template === undefined) throw new Error(`missing catalog key ${descriptor.id} (${lang})`);
    return String(new IntlMessageFormat(template, lang).format(values as Record<string, string>));
  };
}

export function useIntl() {
  const lang = useSyncExternalStore(subscribe, () => router.lang);
  return {
    locale: lang,
    messages: catalogs[lang],
    formatMessage: formatFor(lang),
    formatNumber: (n: number) => new Intl.NumberFormat(lang).format(n),
  };
}

export function FormattedMessage({ id, values }: { id: string; values?: Record<string, unknown> }) {
  return <>{useIntl().formatMessage({ id }, values)}</>;
}

export function Link({ to, state, children, onClick, ...rest }: { to: To; state?: unknown; children?: ReactNode; onClick?: (e: MouseEvent) => void; [k: string]: unknown }) {
  const href = typeof to === 'string' ? to : `${to.pathname ?? ''}${to.search ?? ''}`;
  return (
    <a
      href={href}
      {...rest}
      onClick={(e) => {
        onClick?.(e);
        e.preventDefault();
        history.push(to, state);
      }}
    >
      {children}
    </a>
  );
}

export const request = () => {
  throw new Error('request() must not be called in page tests: mock the service');
};
export const getLocale = () => router.lang;
export const setLocale = () => undefined;
export const useModel = () => ({});
