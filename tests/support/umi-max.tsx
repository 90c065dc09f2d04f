/**
 * The one stand-in for '@umijs/max' (umi's runtime only exists inside umi's build): Storybook
 * and the Vitest 'web' project alias '@umijs/max' to this file, so stories and every web test
 * render the real components against the same intl, router, models and request.
 *
 * - intl: useIntl/FormattedMessage/getIntl from the real catalogs (a key missing from the
 *   catalog throws, so a test or story fails on it); getLocale/setLocale.
 * - router: one in-memory history (`router`: reset, url, stack, location with state, params,
 *   setLang) behind `history`, useLocation, useParams, useNavigate, Link and Navigate, which work
 *   with or without a router around them; UmiStubProvider mounts react-router on the same
 *   history, so Routes, Outlet and NavLink agree with it.
 * - models: useModel(name) returns what setModels set (a change re-renders); UmiStubProvider
 *   can lay its own over them.
 * - request/getRequestInstance: built exactly like umi max's request plugin (axios 0.27 +
 *   the runtime config's interceptors), so the request layer is tested for real;
 *   `stubRequest(fn)` answers every request with `fn` instead (a page test with canned answers).
 *
 * In a test (React's act environment) navigation and language changes run inside act().
 * Helpers for stories and tests: router, setStubLocale, msg, setModels, resetModels,
 * configureRequest, resetRequestInstance, stubRequest, resetStub, UmiStubProvider.
 */
import axios, { type AxiosInstance } from 'axios';
import IntlMessageFormat from 'intl-messageformat';
import {
  act,
  createContext,
  createElement,
  Fragment,
  useContext,
  useEffect,
  useMemo,
  useState,
  useSyncExternalStore,
  type MouseEvent,
  type ReactNode,
} from 'react';
import {
  MemoryRouter,
  NavLink,
  Outlet,
  Route,
  Routes,
  matchPath,
  generatePath,
  UNSAFE_RouteContext,
  unstable_HistoryRouter as HistoryRouter,
  useInRouterContext,
} from 'react-router-dom';
import { ConfigProvider } from 'antd';
import antdZhTW from 'antd/locale/zh_TW';
import antdEnUS from 'antd/locale/en_US';
import { catalogs, DEFAULT_LANG, type Lang } from '../../locales';
import { siteTheme } from '../../src/lib/theme';

export { NavLink, Outlet, MemoryRouter, Route, Routes, matchPath, generatePath };

/** Runs a state change inside act() in a test, directly elsewhere (Storybook). */
function inAct(fn: () => void): void {
  if ((globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT) act(fn);
  else fn();
}

const listeners = new Set<() => void>();
const emit = () => listeners.forEach((l) => l());
function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/* ---------------------------------------------------------------- router */

export interface StubLocation {
  pathname: string;
  search: string;
  hash: string;
  state: unknown;
  key: string;
}

type To = string | { pathname?: string; search?: string; hash?: string };
type Action = 'POP' | 'PUSH' | 'REPLACE';

let keyCounter = 0;
function toLoc(to: To, state: unknown, base: Pick<StubLocation, 'pathname'>): StubLocation {
  if (typeof to === 'string') {
    const url = new URL(to, `http://stub${base.pathname}`);
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

/** The in-memory history and language every stand-in hook reads. */
export const router = {
  stack: [toLoc('/', null, { pathname: '/' })] as StubLocation[],
  index: 0,
  action: 'POP' as Action,
  lang: DEFAULT_LANG as Lang,
  /** What useParams answers outside a matched <Route>. */
  params: {} as Record<string, string>,
  get location(): StubLocation {
    return this.stack[this.index];
  },
  /** Current URL (path + query). */
  get url() {
    return `${this.location.pathname}${this.location.search}`;
  },
  /** Starts a fresh history at `url` (with a location state), in `lang`. */
  reset(url = '/', lang: Lang = DEFAULT_LANG, state: unknown = null) {
    inAct(() => {
      startAt(url, state);
      this.lang = lang;
      emit();
    });
  },
  /** Switches the language (re-renders every reader). */
  setLang(lang: Lang) {
    inAct(() => {
      this.lang = lang;
      emit();
    });
  },
};

function startAt(url: string, state: unknown = null) {
  router.stack = [toLoc(url, state, { pathname: '/' })];
  router.index = 0;
  router.action = 'POP';
}

function navigate(action: Action, to: To, state?: unknown) {
  inAct(() => {
    const next = toLoc(to, state, router.location);
    if (action === 'PUSH') {
      router.stack = [...router.stack.slice(0, router.index + 1), next];
      router.index = router.stack.length - 1;
    } else {
      router.stack = router.stack.map((loc, i) => (i === router.index ? next : loc));
    }
    router.action = action;
    emit();
  });
}

function go(delta: number) {
  inAct(() => {
    const target = Math.min(router.stack.length - 1, Math.max(0, router.index + delta));
    if (target === router.index) return;
    router.index = target;
    router.action = 'POP';
    emit();
  });
}

/** umi's `history`. */
export const history = {
  push: (to: To, state?: unknown) => navigate('PUSH', to, state),
  replace: (to: To, state?: unknown) => navigate('REPLACE', to, state),
  back: () => go(-1),
  forward: () => go(1),
  go: (delta: number) => go(delta),
  get location() {
    return router.location;
  },
  get action() {
    return router.action;
  },
  createHref: (to: To) => (typeof to === 'string' ? to : `${to.pathname ?? ''}${to.search ?? ''}${to.hash ?? ''}`),
  listen(listener: (update: { action: Action; location: StubLocation }) => void) {
    return subscribe(() => listener({ action: router.action, location: router.location }));
  },
};

export function useLocation(): StubLocation {
  return useSyncExternalStore(subscribe, () => router.location, () => router.location);
}

/** The params of the matched <Route> (inside UmiStubProvider's routes), else router.params. */
export function useParams<T extends Record<string, string>>(): Partial<T> {
  const { matches } = useContext(UNSAFE_RouteContext);
  const match = matches[matches.length - 1];
  return (match ? match.params : router.params) as Partial<T>;
}

export function useNavigate() {
  return (to: To | number, opts?: { replace?: boolean; state?: unknown }) => {
    if (typeof to === 'number') go(to);
    else if (opts?.replace) history.replace(to, opts.state);
    else history.push(to, opts?.state);
  };
}

export function useSearchParams(): [URLSearchParams] {
  return [new URLSearchParams(useLocation().search)];
}

export function Link({
  to,
  state,
  replace,
  children,
  onClick,
  ...rest
}: {
  to: To;
  state?: unknown;
  replace?: boolean;
  children?: ReactNode;
  onClick?: (e: MouseEvent<HTMLAnchorElement>) => void;
  [k: string]: unknown;
}) {
  return createElement(
    'a',
    {
      href: history.createHref(to),
      ...rest,
      onClick: (e: MouseEvent<HTMLAnchorElement>) => {
        onClick?.(e);
        if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
        e.preventDefault();
        if (replace) history.replace(to, state);
        else history.push(to, state);
      },
    },
    children,
  );
}

export function Navigate({ to, replace, state }: { to: To; replace?: boolean; state?: unknown }) {
  useEffect(() => {
    if (replace) history.replace(to, state);
    else history.push(to, state);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return null;
}

/** umi's Helmet: head tags are irrelevant in stories and tests. */
export function Helmet(_props: { children?: ReactNode }) {
  return null;
}

/* ------------------------------------------------------------------ intl */

export function getLocale(): Lang {
  return router.lang;
}
export function setLocale(lang: string, _realReload = true): void {
  router.setLang((lang === 'en-US' ? 'en-US' : 'zh-TW') as Lang);
}
export const setStubLocale = (lang: Lang) => setLocale(lang, false);
export const getAllLocales = () => ['zh-TW', 'en-US'];
/** umi's addLocale: the stand-in's intl reads the full catalogs already. */
export function addLocale(_name: string, _messages: object, _extra?: unknown): void {}

const formatCache = new Map<string, IntlMessageFormat>();

export interface StubIntl {
  locale: string;
  messages: Record<string, string>;
  formatMessage: (d: { id: string; defaultMessage?: string }, values?: Record<string, unknown>) => string;
  formatNumber: (n: number, o?: Intl.NumberFormatOptions) => string;
  formatDate: (d: Date | number | string, o?: Intl.DateTimeFormatOptions) => string;
  formatTime: (d: Date | number | string, o?: Intl.DateTimeFormatOptions) => string;
}

export function createStubIntl(locale: Lang): StubIntl {
  const messages = catalogs[locale];
  return {
    locale,
    messages,
    formatMessage: ({ id, defaultMessage }, values) => {
      const template = messages[id] ?? defaultMessage;
      if (template === undefined) throw new Error(`missing catalog key ${id} (${locale})`);
      const key = `${locale}\u0000${template}`;
      let fmt = formatCache.get(key);
      if (!fmt) {
        fmt = new IntlMessageFormat(template, locale);
        formatCache.set(key, fmt);
      }
      const out = fmt.format(values as never);
      return Array.isArray(out) ? out.join('') : String(out);
    },
    formatNumber: (n, o) => new Intl.NumberFormat(locale, o).format(n),
    formatDate: (d, o) => new Intl.DateTimeFormat(locale, o).format(new Date(d)),
    formatTime: (d, o) => new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: 'numeric', ...o }).format(new Date(d)),
  };
}

export function getIntl(locale?: string): StubIntl {
  return createStubIntl(((locale as Lang) ?? router.lang) === 'en-US' ? 'en-US' : 'zh-TW');
}

export function useIntl(): StubIntl {
  const locale = useSyncExternalStore(subscribe, getLocale, getLocale);
  return useMemo(() => createStubIntl(locale), [locale]);
}

export function FormattedMessage(props: { id: string; defaultMessage?: string; values?: Record<string, unknown> }) {
  const intl = useIntl();
  return createElement(Fragment, null, intl.formatMessage({ id: props.id, defaultMessage: props.defaultMessage }, props.values));
}

export const formatMessage = (d: { id: string }, values?: Record<string, unknown>) => getIntl().formatMessage(d, values);

/** A message of the real catalog in the current language (for test expectations). */
export const msg = (id: string, values?: Record<string, string | number>) => getIntl().formatMessage({ id }, values);

/* ---------------------------------------------------------------- models */

type Models = Record<string, unknown>;
let globalModels: Models = {};
const ModelContext = createContext<Models | null>(null);
const readModels = () => globalModels;

/** Sets stand-in values returned by useModel(name) (merged over earlier ones; readers re-render). */
export function setModels(models: Models): void {
  inAct(() => {
    globalModels = { ...globalModels, ...models };
    emit();
  });
}
export function resetModels(): void {
  globalModels = {};
}

export function useModel(name: string, selector?: (m: any) => unknown): any {
  const scoped = useContext(ModelContext);
  const models = useSyncExternalStore(subscribe, readModels, readModels);
  const model = (scoped && name in scoped ? scoped[name] : models[name]) as any;
  if (model === undefined) throw new Error(`useModel('${name}'): no stand-in model set`);
  return selector ? selector(model) : model;
}

export const useAccess = () => ({ isAuthenticated: false, canAdmin: false });
export const Access = ({ accessible, fallback, children }: { accessible: boolean; fallback?: ReactNode; children?: ReactNode }) =>
  createElement(Fragment, null, accessible ? children : (fallback ?? null));

/* --------------------------------------------------------------- request */

let requestConfig: any = {};
let requestInstance: AxiosInstance | null = null;
let requestStub: ((url: string, opts?: any) => Promise<any>) | null = null;

/** Answers every `request()` with `fn` (null: the real request again). */
export function stubRequest(fn: ((url: string, opts?: any) => Promise<any>) | null): void {
  requestStub = fn;
}

/** Installs the runtime request config (src/app.tsx's `request`). */
export function configureRequest(config: any): void {
  requestConfig = config ?? {};
  requestInstance = null;
}
export function resetRequestInstance(): void {
  requestInstance = null;
}

export function getRequestInstance(): AxiosInstance {
  if (requestInstance) return requestInstance;
  const config = requestConfig;
  const instance = axios.create(config);
  const wrapRequest = (interceptor: any) => async (cfg: any) => {
    if (interceptor.length === 2) {
      const { url: newUrl, options } = await interceptor(cfg.url, cfg);
      return { ...options, url: newUrl };
    }
    return interceptor(cfg);
  };
  config?.requestInterceptors?.forEach((interceptor: any) => {
    if (Array.isArray(interceptor)) instance.interceptors.request.use(wrapRequest(interceptor[0]), interceptor[1]);
    else instance.interceptors.request.use(wrapRequest(interceptor));
  });
  config?.responseInterceptors?.forEach((interceptor: any) => {
    if (Array.isArray(interceptor)) instance.interceptors.response.use(interceptor[0], interceptor[1]);
    else instance.interceptors.response.use(interceptor);
  });
  instance.interceptors.response.use((response) => {
    const { data } = response as any;
    if (data?.success === false && config?.errorConfig?.errorThrower) config.errorConfig.errorThrower(data);
    return response;
  });
  requestInstance = instance;
  return instance;
}

export function request(url: string, opts: any = { method: 'GET' }): Promise<any> {
  if (requestStub) return requestStub(url, opts);
  const instance = getRequestInstance();
  const { getResponse = false } = opts;
  return instance.request({ ...opts, url }).then(
    (res) => (getResponse ? res : res.data),
    (error) => {
      try {
        requestConfig?.errorConfig?.errorHandler?.(error, opts, requestConfig);
      } catch (e) {
        return Promise.reject(e);
      }
      return Promise.reject(error);
    },
  );
}

/* -------------------------------------------------------------- provider */

/** A fresh start for a test: history at `url` in `lang`, no models, the real request. */
export function resetStub(url = '/', lang: Lang = DEFAULT_LANG): void {
  router.reset(url, lang);
  router.params = {};
  resetModels();
  requestStub = null;
}

/**
 * Sets language, models and URL without re-rendering anyone: for a story decorator, which runs
 * while React renders (the story is not mounted yet, so nothing has to follow).
 */
export function prepareStub({ lang, models, path = '/' }: { lang: Lang; models: Models; path?: string }): void {
  router.lang = lang;
  globalModels = { ...globalModels, ...models };
  startAt(path);
}

export interface UmiStubProviderProps {
  children?: ReactNode;
  /** Starts the history at this URL (a story's or test's page). */
  initialPath?: string;
  /** Stand-in models for this tree. */
  models?: Models;
  /** When false, no router is mounted (the caller mounts one). */
  router?: boolean;
}

/**
 * react-router on the stand-in's history, models and the antd theme/locale (as .umirc.ts sets
 * them) for stories and component tests. Nested inside another UmiStubProvider (a story's own
 * inside the Storybook decorator), it reuses the outer router and lays its models over the outer ones.
 */
export function UmiStubProvider({ children, initialPath, models, router: withRouter = true }: UmiStubProviderProps) {
  const locale = useSyncExternalStore(subscribe, getLocale, getLocale);
  const outerModels = useContext(ModelContext);
  const inRouter = useInRouterContext();
  // Once per mount, before anything below reads the history (so nothing to re-render yet).
  useState(() => {
    if (initialPath !== undefined && !inRouter) startAt(initialPath);
  });
  if (outerModels || inRouter) {
    const merged = outerModels || models ? { ...(outerModels ?? {}), ...(models ?? {}) } : null;
    return createElement(ModelContext.Provider, { value: merged }, children);
  }
  const inner = createElement(
    ConfigProvider,
    { theme: siteTheme as never, locale: locale === 'en-US' ? antdEnUS : antdZhTW, button: { autoInsertSpace: false } },
    createElement(ModelContext.Provider, { value: models ?? null }, children),
  );
  if (!withRouter) return inner;
  return createElement(HistoryRouter, { history: history as never }, inner);
}
