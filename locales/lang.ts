/** The site's languages, without their catalogs (cheap to import anywhere). */
export type Lang = 'zh-TW' | 'en-US';
export const LANGS: Lang[] = ['zh-TW', 'en-US'];
export const DEFAULT_LANG: Lang = 'zh-TW';

/** Maps any Accept-Language / stored value ('zh', 'zh-TW', 'en', 'en-US,en;q=0.9') to a Lang. */
export function toLang(value: string | null | undefined): Lang | undefined {
  if (!value) return undefined;
  const first = value.split(',')[0].trim().toLowerCase();
  if (first.startsWith('zh')) return 'zh-TW';
  if (first.startsWith('en')) return 'en-US';
  return undefined;
}
