/** The site's languages, without their catalogs (cheap to import anywhere). */
export type Lang = 'zh-TW' | 'en-US';
export const LANGS: Lang[] = ['zh-TW', 'en-US'];
export const DEFAULT_LANG: Lang = 'zh-TW';

const ofTag = (tag: string): Lang | undefined => {
  const t = tag.trim().toLowerCase();
  if (t === 'zh' || t.startsWith('zh-')) return 'zh-TW';
  if (t === 'en' || t.startsWith('en-')) return 'en-US';
  return undefined;
};

/**
 * Maps any Accept-Language / stored value ('zh', 'zh-TW', 'en', 'en-US,en;q=0.9') to a Lang.
 * A list is read by its q-values (highest first, the written order among equals; q=0 means
 * "not this one"): 'en;q=0.9, zh-TW;q=0.1' is English, 'fr, en;q=0.5' English too.
 */
export function toLang(value: string | null | undefined): Lang | undefined {
  if (!value) return undefined;
  const ranked = value
    .split(',')
    .map((part, order) => {
      const [tag, ...params] = part.split(';');
      const q = params.map((p) => /^\s*q\s*=\s*([0-9.]+)\s*$/i.exec(p)).find(Boolean);
      const weight = q ? Number(q[1]) : 1;
      return { lang: ofTag(tag), weight: Number.isFinite(weight) ? weight : 0, order };
    })
    .filter((r) => r.lang && r.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.order - b.order);
  return ranked[0]?.lang;
}
