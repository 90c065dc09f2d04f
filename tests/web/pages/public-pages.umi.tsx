/**
 * A small stand-in for '@umijs/max' in the public-page component tests:
 * intl from the real catalogs (a missing key throws, so a test fails on it),
 * models set by the test, Link as a plain anchor, history.push recorded.
 *
 *   vi.mock('@umijs/max', async () => await import('./public-pages.umi'));
 *   umiState.lang = 'en-US'; umiState.models.auth = { isAuthenticated: true, user: {...} };
 */
import { IntlMessageFormat } from 'intl-messageformat';
import type { ReactNode } from 'react';
import { vi } from 'vitest';
import { catalogs, type Lang } from '../../../locales';

export const umiState = {
  lang: 'zh-TW' as Lang,
  models: {} as Record<string, unknown>,
};

export function resetUmiState() {
  umiState.lang = 'zh-TW';
  umiState.models = {
    auth: { isAuthenticated: false, isLoading: false, user: null },
    serverStatus: { status: null, loading: true, error: null, fetchState: 'loading', refresh: vi.fn() },
  };
  history.push.mockClear();
}

export function formatFor(lang: Lang) {
  const messages = catalogs[lang];
  return (descriptor: { id: string }, values?: Record<string, unknown>): string => {
    const template = messages[descriptor.id];
    if (template === undefined) throw new Error(`missing catalog key ${descriptor.id} (${lang})`);
    return String(new IntlMessageFormat(template, lang).format(values as Record<string, string>));
  };
}

export function useIntl() {
  const lang = umiState.lang;
  return {
    locale: lang,
    messages: catalogs[lang],
    formatMessage: formatFor(lang),
    formatNumber: (n: number) => new Intl.NumberFormat(lang).format(n),
  };
}

export function FormattedMessage({ id, values }: { id: string; values?: Record<string, unknown> }) {
  return <>{formatFor(umiState.lang)({ id }, values)}</>;
}

export function useModel(name: string) {
  return umiState.models[name];
}

export const history = {
  push: vi.fn(),
  replace: vi.fn(),
  back: vi.fn(),
  location: { pathname: '/', search: '' },
};

export function Link({ to, children, ...rest }: { to: string | { pathname: string; search?: string }; children?: ReactNode; [k: string]: unknown }) {
  const href = typeof to === 'string' ? to : `${to.pathname}${to.search ?? ''}`;
  return (
    <a href={href} {...rest}>
      {children}
    </a>
  );
}

export const request = vi.fn();
export const getRequestInstance = vi.fn();
export const getLocale = () => umiState.lang;
export const setLocale = vi.fn();
