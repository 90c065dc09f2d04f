/**
 * Server-side translation: the shared catalogs, with a fallback from a generic
 * errors.<key> to server.errors.<key> (so the server never answers a raw key while a
 * namespace owned by someone else lacks one).
 */
import { catalogs, translate, toLang, DEFAULT_LANG, type Lang } from '../locales';

export { toLang, DEFAULT_LANG, type Lang };

export function hasKey(lang: Lang, key: string): boolean {
  return key in catalogs[lang] || key in catalogs[DEFAULT_LANG];
}

export function t(lang: Lang, key: string, values?: Record<string, string | number>): string {
  if (!hasKey(lang, key) && key.startsWith('errors.')) {
    const fallback = `server.errors.${key.slice('errors.'.length)}`;
    if (hasKey(lang, fallback)) return translate(lang, fallback, values);
  }
  return translate(lang, key, values);
}

export function langOf(acceptLanguage: string | string[] | undefined): Lang {
  const v = Array.isArray(acceptLanguage) ? acceptLanguage[0] : acceptLanguage;
  return toLang(v) ?? DEFAULT_LANG;
}
