/**
 * The message catalogs in the browser: only the visitor's language is loaded (its own
 * chunk, before the first render: src/app.tsx), the other one when the visitor switches
 * (src/components/LanguagePicker). Each catalog, once loaded, is handed to umi's locale
 * plugin (addLocale), whose src/locales/*.ts entries are empty on purpose: with the
 * catalogs in them, both languages were in every page's entry script.
 */
import { addLocale } from '@umijs/max';
import type { Lang } from '../../locales/lang';

type Catalog = Record<string, string>;

const loaders: Record<Lang, () => Promise<{ default: Catalog }>> = {
  'zh-TW': () => import(/* webpackChunkName: "catalog-zh-TW" */ '../../locales/catalog-zh-TW'),
  'en-US': () => import(/* webpackChunkName: "catalog-en-US" */ '../../locales/catalog-en-US'),
};

const loaded: Partial<Record<Lang, Catalog>> = {};
const pending: Partial<Record<Lang, Promise<void>>> = {};

/** Makes a loaded catalog available (to umi's intl and to `message`). */
export function registerCatalog(lang: Lang, catalog: Catalog): void {
  loaded[lang] = catalog;
  addLocale(lang, catalog, undefined as never);
}

/** Loads a language's catalog once; a failed load can be tried again. */
export function loadCatalog(lang: Lang): Promise<void> {
  if (loaded[lang]) return Promise.resolve();
  pending[lang] ??= loaders[lang]().then(
    (mod) => registerCatalog(lang, mod.default),
    (error) => {
      delete pending[lang];
      throw error;
    },
  );
  return pending[lang]!;
}

export const isCatalogLoaded = (lang: Lang): boolean => Boolean(loaded[lang]);

/** A message of a loaded catalog ({name} placeholders filled); the key when not loaded. */
export function message(lang: Lang, key: string, values?: Record<string, string | number>): string {
  const template = loaded[lang]?.[key] ?? key;
  if (!values) return template;
  return template.replace(/\{(\w+)\}/g, (m, name) => (name in values ? String(values[name]) : m));
}
