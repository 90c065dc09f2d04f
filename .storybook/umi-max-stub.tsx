/**
 * A small stand-in for '@umijs/max' used by Storybook and by the Vitest 'web' project
 * (there is no umi framework outside umi). It re-exports what
 * components use: intl (useIntl, FormattedMessage, getLocale/setLocale), router (Link,
 * Navigate, Outlet, useLocation, history), useModel with settable stand-in models, and
 * a `request`/`getRequestInstance` built exactly like umi max's request plugin (axios
 * 0.27 + runtime config interceptors) so the request layer is tested for real.
 *
 * Helpers only for stories/tests: UmiStubProvider, setModels, configureRequest,
 * resetRequestInstance, setStubLocale.
 */
import axios, { type AxiosInstance } from 'axios';
import IntlMessageFormat from 'intl-messageformat';
import {
  createContext,
  createElement,
  Fragment,
  useContext,
  useMemo,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import {
  Link,
  MemoryRouter,
  NavLink,
  Navigate,
  Outlet,
  Route,
  Routes,
  matchPath,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
  useInRouterContext,
  generatePath,
} from 'react-router-dom';
import { ConfigProvider } from 'antd';
import antdZhTW from 'antd/locale/zh_TW';
import antdEnUS from 'antd/locale/en_US';
import { catalogs, DEFAULT_LANG, type Lang } from '../locales';
import { siteTheme } from '../src/lib/theme';

export { Link, NavLink, Navigate, Outlet, MemoryRouter, Route, Routes, matchPath, useLocation, useNavigate, useParams, useSearchParams, generatePath };

/* ------------------------------------------------------------------ intl */

let stubLocale: Lang = DEFAULT_LANG;
const localeListeners = new Set<() => void>();
const subscribeLocale = (fn: () => void) => {
  localeListeners.add(fn);
  return () => localeListeners.delete(fn);
};

export function getLocale(): Lang {
  return stubLocale;
}
export function setLocale(lang: string, _realReload = true): void {
  stubLocale = (lang === 'en-US' ? 'en-US' : 'zh-TW') as Lang;
  localeListeners.forEach((fn) => fn());
}
export const setStubLocale = (lang: Lang) => setLocale(lang, false);
export const getAllLocales = () => ['zh-TW', 'en-US'];
/** umi's addLocale: the stub's intl reads the full catalogs already. */
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
      const template = messages[id] ?? defaultMessage ?? id;
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
  return createStubIntl(((locale as Lang) ?? stubLocale) === 'en-US' ? 'en-US' : 'zh-TW');
}

export function useIntl(): StubIntl {
  const locale = useSyncExternalStore(subscribeLocale, getLocale, getLocale);
  return useMemo(() => createStubIntl(locale), [locale]);
}

export function FormattedMessage(props: { id: string; defaultMessage?: string; values?: Record<string, unknown> }) {
  const intl = useIntl();
  return createElement(Fragment, null, intl.formatMessage({ id: props.id, defaultMessage: props.defaultMessage }, props.values));
}

export const formatMessage = (d: { id: string }, values?: Record<string, unknown>) => getIntl().formatMessage(d, values);

/* ---------------------------------------------------------------- models */

type Models = Record<string, unknown>;
let globalModels: Models = {};
const ModelContext = createContext<Models | null>(null);

/** Sets stand-in values returned by useModel(name) (merged over earlier ones). */
export function setModels(models: Models): void {
  globalModels = { ...globalModels, ...models };
}
export function resetModels(): void {
  globalModels = {};
}

export function useModel(name: string, selector?: (m: any) => unknown): any {
  const scoped = useContext(ModelContext);
  const model = (scoped && name in scoped ? scoped[name] : globalModels[name]) as any;
  if (model === undefined) throw new Error(`useModel('${name}'): no stand-in model set`);
  return selector ? selector(model) : model;
}

export const useAccess = () => ({ isAuthenticated: false, canAdmin: false });
export const Access = ({ accessible, fallback, children }: { accessible: boolean; fallback?: ReactNode; children?: ReactNode }) =>
  createElement(Fragment, null, accessible ? children : (fallback ?? null));

/* ---------------------------------------------------------------- router */

type Listener = (to: string) => void;
let navigateListener: Listener | null = null;

/** umi's `history`: push/replace go through the router of UmiStubProvider when mounted. */
export const history = {
  push: (to: string | { pathname: string; search?: string }) => {
    const path = typeof to === 'string' ? to : `${to.pathname}${to.search ?? ''}`;
    if (navigateListener) navigateListener(path);
    else window.history.pushState({}, '', path);
  },
  replace: (to: string) => {
    if (navigateListener) navigateListener(to);
    else window.history.replaceState({}, '', to);
  },
  back: () => window.history.back(),
  go: (n: number) => window.history.go(n),
  get location() {
    return window.location;
  },
};

function NavigateBridge() {
  const navigate = useNavigate();
  navigateListener = (to) => navigate(to);
  return null;
}

/** umi's Helmet: head tags are irrelevant in stories and tests. */
export function Helmet(_props: { children?: ReactNode }) {
  return null;
}

/* --------------------------------------------------------------- request */

let requestConfig: any = {};
let requestInstance: AxiosInstance | null = null;

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

export interface UmiStubProviderProps {
  children?: ReactNode;
  /** Initial URL of the memory router. */
  initialPath?: string;
  /** Stand-in models for this tree. */
  models?: Models;
  /** When false, no router is created (the caller provides one). */
  router?: boolean;
}

/**
 * Router, models and the antd theme/locale (as .umirc.ts sets them) for stories and component
 * tests. Nested inside another UmiStubProvider (a story's own inside the Storybook decorator),
 * it reuses the outer router and lays its models over the outer ones.
 */
export function UmiStubProvider({ children, initialPath = '/', models, router = true }: UmiStubProviderProps) {
  const locale = useSyncExternalStore(subscribeLocale, getLocale, getLocale);
  const outerModels = useContext(ModelContext);
  const inRouter = useInRouterContext();
  if (outerModels || inRouter) {
    const merged = outerModels || models ? { ...(outerModels ?? {}), ...(models ?? {}) } : null;
    return createElement(ModelContext.Provider, { value: merged }, children);
  }
  const inner = createElement(
    ConfigProvider,
    { theme: siteTheme as never, locale: locale === 'en-US' ? antdEnUS : antdZhTW, button: { autoInsertSpace: false } },
    createElement(ModelContext.Provider, { value: models ?? null }, children),
  );
  if (!router) return inner;
  return createElement(MemoryRouter, { initialEntries: [initialPath] }, createElement(NavigateBridge), inner);
}
