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

/**
 * Catalog parts a screen adds on top of the site's catalog (the operator console's
 * messages): loaded with the language's catalog from the moment the part is added, so a
 * language switch waits for both. Players never load a part they do not open.
 */
type Loaders = Record<Lang, () => Promise<{ default: Catalog }>>;
const parts = new Map<string, Loaders>();
const partsLoaded = new Set<string>();
const partsPending = new Map<string, Promise<void>>();

function loadPart(name: string, lang: Lang): Promise<void> {
  const key = `${name}:${lang}`;
  if (partsLoaded.has(key)) return Promise.resolve();
  let pendingPart = partsPending.get(key);
  if (!pendingPart) {
    const load = parts.get(name)![lang];
    pendingPart = load()
      .then((mod) => {
        loaded[lang] = { ...loaded[lang], ...mod.default };
        addLocale(lang, mod.default, undefined as never);
        partsLoaded.add(key);
      })
      .finally(() => partsPending.delete(key));
    partsPending.set(key, pendingPart);
  }
  return pendingPart;
}

function loadBase(lang: Lang): Promise<void> {
  if (loaded[lang]) return Promise.resolve();
  pending[lang] ??= loaders[lang]().then(
    (mod) => registerCatalog(lang, { ...mod.default, ...loaded[lang] }),
    (error) => {
      delete pending[lang];
      throw error;
    },
  );
  return pending[lang]!;
}

/** Loads a language's catalog and the parts added so far, once each; a failed load can be tried again. */
export function loadCatalog(lang: Lang): Promise<void> {
  return loadBase(lang).then(() => Promise.all([...parts.keys()].map((name) => loadPart(name, lang)))).then(() => undefined);
}

/** Adds a catalog part (from now on loaded with every language) and loads it for `lang`. */
export function addCatalogPart(name: string, partLoaders: Loaders, lang: Lang): Promise<void> {
  parts.set(name, partLoaders);
  return loadCatalog(lang);
}

export const isCatalogLoaded = (lang: Lang): boolean => Boolean(loaded[lang]) && [...parts.keys()].every((name) => partsLoaded.has(`${name}:${lang}`));

/** A message of a loaded catalog ({name} placeholders filled); the key when not loaded. */
export function message(lang: Lang, key: string, values?: Record<string, string | number>): string {
  const template = loaded[lang]?.[key] ?? key;
  if (!values) return template;
  return template.replace(/\{(\w+)\}/g, (m, name) => (name in values ? String(values[name]) : m));
}
