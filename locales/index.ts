/**
 * The message catalogs, shared by the web app (src/locales/*.ts re-export them)
 * and the API server (translated error messages).
 *
 * One JSON file per namespace and language: locales/<lang>/<namespace>.json.
 * A key is `<namespace>.<path>`; nested objects flatten with dots, so
 * locales/en-US/nav.json {"home": "Home"} gives the key `nav.home`.
 *
 * This module holds both languages whole (catalog-zh-TW.ts, catalog-en-US.ts), for the API
 * server, the build and the tests. The browser loads the visitor's language only, in parts
 * (src/lib/catalog.ts): the site's part (catalog-site-<lang>.ts, siteNamespaces.ts) and
 * each route's namespaces (config/routes.ts `catalog`), one JSON file each.
 */
import zhTW from './catalog-zh-TW';
import enUS from './catalog-en-US';
import zhTWAdmin from './catalog-admin-zh-TW';
import enUSAdmin from './catalog-admin-en-US';
import { DEFAULT_LANG, type Lang } from './lang';

export { DEFAULT_LANG, LANGS, toLang, type Lang } from './lang';

/** Both languages, each with the operator console's part (which the browser loads only in the console). */
export const catalogs: Record<Lang, Record<string, string>> = { 'zh-TW': { ...zhTW, ...zhTWAdmin }, 'en-US': { ...enUS, ...enUSAdmin } };

/** Looks a key up and fills {name} placeholders; falls back to the key itself. */
export function translate(lang: Lang, key: string, values?: Record<string, string | number>): string {
  const template = catalogs[lang][key] ?? catalogs[DEFAULT_LANG][key] ?? key;
  if (!values) return template;
  return template.replace(/\{(\w+)\}/g, (m, name) => (name in values ? String(values[name]) : m));
}
