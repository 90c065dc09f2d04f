/**
 * The message catalogs in the browser, in parts, in the visitor's language only:
 *
 * - the site's part (locales/siteNamespaces.ts: layouts, header, footer, status panel,
 *   toasts, request errors, loading and not-found), on every page;
 * - one part per namespace a route names (config/routes.ts `catalog`), loaded with the
 *   route: before the first render (src/app.tsx), on a link's intent or on navigation
 *   (src/components/RouteCatalog);
 * - parts a screen adds (the operator console's messages: addCatalogPart).
 *
 * A language switch (src/components/LanguagePicker) loads the site's part and every part
 * wanted so far in the new language before it switches. Each part, once loaded, is handed
 * to umi's locale plugin (addLocale), whose src/locales/*.ts entries are empty on purpose:
 * with the catalogs in them, both languages were in every page's entry script. The API
 * server, the build and the tests use the whole catalogs (locales/index.ts).
 */
import { addLocale } from '@umijs/max';
import { buildCatalog } from '../../locales/flatten';
import type { Lang } from '../../locales/lang';

type Catalog = Record<string, string>;
type Loaders = Record<Lang, () => Promise<{ default: Catalog }>>;
type LoadPart = (lang: Lang) => Promise<Catalog>;

const SITE = 'site';

const siteLoaders: Loaders = {
  'zh-TW': () => import(/* webpackChunkName: "catalog-site-zh-TW" */ '../../locales/catalog-site-zh-TW'),
  'en-US': () => import(/* webpackChunkName: "catalog-site-en-US" */ '../../locales/catalog-site-en-US'),
};

/** One namespace of one language: its own chunk, `catalog-<lang>-<namespace>-json`. */
const loadNamespace =
  (namespace: string): LoadPart =>
  (lang) =>
    import(
      /* webpackChunkName: "catalog-[request]" */
      /* webpackExclude: /[\\/](admin|server|game)\.json$/ */
      `../../locales/${lang}/${namespace}.json`
    ).then((mod: { default: Parameters<typeof buildCatalog>[0][string] }) => buildCatalog({ [namespace]: mod.default }));

const fromLoaders =
  (loaders: Loaders): LoadPart =>
  (lang) =>
    loaders[lang]().then((mod) => mod.default);

/** Every part wanted so far (loaded in the current language, and in a new one on a switch). */
const parts = new Map<string, LoadPart>([[SITE, fromLoaders(siteLoaders)]]);
const loaded: Partial<Record<Lang, Catalog>> = {};
const partsLoaded = new Set<string>();
const partsPending = new Map<string, Promise<void>>();

function merge(lang: Lang, catalog: Catalog) {
  loaded[lang] = { ...loaded[lang], ...catalog };
  addLocale(lang, catalog, undefined as never);
}

/** Makes a whole catalog available (tests and stories: every part of the language counts as loaded). */
export function registerCatalog(lang: Lang, catalog: Catalog): void {
  merge(lang, catalog);
  partsLoaded.add(`${SITE}:${lang}`);
  for (const key of Object.keys(catalog)) partsLoaded.add(`${key.slice(0, key.indexOf('.'))}:${lang}`);
}

function loadPart(name: string, lang: Lang): Promise<void> {
  const key = `${name}:${lang}`;
  if (partsLoaded.has(key)) return Promise.resolve();
  let pending = partsPending.get(key);
  if (!pending) {
    pending = parts
      .get(name)!(lang)
      .then((catalog) => {
        merge(lang, catalog);
        partsLoaded.add(key);
      })
      .finally(() => partsPending.delete(key));
    partsPending.set(key, pending);
  }
  return pending;
}

const want = (namespaces: readonly string[]) => {
  for (const ns of namespaces) if (!parts.has(ns)) parts.set(ns, loadNamespace(ns));
};

/**
 * Loads, in parallel, the site's part, the given namespaces and every part wanted so far,
 * in `lang`, each once; a failed load can be tried again. Each part's request starts in a
 * task of its own (a zero timeout): a request is a script webpack adds to the page, 5-25 ms
 * of a phone's main thread, and on the first load all of them ran inside the entry script's
 * long task. A loader that throws at once fails the load like one whose request fails.
 */
export function loadCatalog(lang: Lang, namespaces: readonly string[] = []): Promise<void> {
  want(namespaces);
  return Promise.all([...parts.keys()].map((name) => new Promise((go) => setTimeout(go)).then(() => loadPart(name, lang)))).then(() => undefined);
}

/** Adds a catalog part (from now on loaded with every language) and loads it for `lang`. */
export function addCatalogPart(name: string, partLoaders: Loaders, lang: Lang): Promise<void> {
  parts.set(name, fromLoaders(partLoaders));
  return loadCatalog(lang);
}

/** Whether the site's part and `namespaces` are loaded in `lang`; without `namespaces`, every part wanted so far. */
export function isCatalogLoaded(lang: Lang, namespaces?: readonly string[]): boolean {
  const names = namespaces ? [SITE, ...namespaces] : [...parts.keys()];
  return names.every((name) => partsLoaded.has(`${name}:${lang}`));
}

/** A message of a loaded catalog ({name} placeholders filled); the key when not loaded. */
export function message(lang: Lang, key: string, values?: Record<string, string | number>): string {
  const template = loaded[lang]?.[key] ?? key;
  if (!values) return template;
  return template.replace(/\{(\w+)\}/g, (m, name) => (name in values ? String(values[name]) : m));
}

/** For tests: forget every loaded and wanted part, as on a fresh page. */
export function forgetCatalogsForTests(): void {
  for (const name of [...parts.keys()]) if (name !== SITE) parts.delete(name);
  for (const lang of Object.keys(loaded) as Lang[]) delete loaded[lang];
  partsLoaded.clear();
  partsPending.clear();
}
