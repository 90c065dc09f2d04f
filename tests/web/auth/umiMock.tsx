/**
 * A stand-in for '@umijs/max' in the account-screen tests: real catalogs through
 * `translate`, a switchable language, a fake history/location and useModel registry.
 *   vi.mock('@umijs/max', () => import('./umiMock'));
 */
import { vi } from 'vitest';
import type { ReactNode } from 'react';
import { translate, type Lang } from '../../../locales';

export const umi = {
  lang: 'zh-TW' as Lang,
  location: { pathname: '/', search: '', hash: '', state: undefined as unknown, key: 'default' },
  models: {} as Record<string, unknown>,
};

export function resetUmi(lang: Lang = 'zh-TW') {
  umi.lang = lang;
  umi.location = { pathname: '/', search: '', hash: '', state: undefined, key: 'default' };
  umi.models = {};
  history.push.mockClear();
  history.replace.mockClear();
}

/** A message of the real catalog in the current test language. */
export const msg = (id: string, values?: Record<string, string | number>) => translate(umi.lang, id, values);

export const history = { push: vi.fn(), replace: vi.fn(), back: vi.fn(), location: umi.location };

export function useIntl() {
  return {
    locale: umi.lang,
    formatMessage: ({ id }: { id: string }, values?: Record<string, string | number>) => translate(umi.lang, id, values),
  };
}

export function FormattedMessage({ id, values }: { id: string; values?: Record<string, string | number> }) {
  return <>{translate(umi.lang, id, values)}</>;
}

export function useLocation() {
  return umi.location;
}

export function useModel(name: string) {
  const model = umi.models[name];
  if (!model) throw new Error(`test did not provide useModel('${name}')`);
  return model;
}

export function Link({ to, children, ...rest }: { to: string; children?: ReactNode; [k: string]: unknown }) {
  return (
    <a href={to} {...(rest as object)}>
      {children}
    </a>
  );
}

export function request() {
  throw new Error('request() must not be called in component tests: mock the service');
}
