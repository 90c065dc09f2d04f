/**
 * The pages sent for /notice/:id and /library/:kind/:id (docs/performance.md, "App
 * shell"): the shell's detail slot filled with the notice's card or the library entry's
 * card head, drawn from the same data the API answers, in both languages, and the cards'
 * stylesheet in <head> (config/detailShell.ts). So the largest text of the first screen
 * (the notice's title or first paragraph, the entry's name) comes with the first response
 * instead of after the app has loaded, rendered the page and fetched the entry. Sent
 * through shell-page-html.ts (per-URL page cache, compression, ETag).
 *
 * - A fill is read at most once per DETAIL_FILL_CACHE_MS per URL, for at most
 *   DETAIL_FILL_CACHE_SIZE URLs (the least recently asked go first): a crawler walking
 *   every id cannot grow memory, and a busy notice is not read per view.
 * - An id that is not a number, an entry that does not exist (or a notice players do not
 *   see) or a database error: no fill, and the plain index.html is sent (the app shows its
 *   not-found or error page as before).
 * - Text is escaped; the notice body is the HTML the server's allow-list leaves (what the
 *   app renders), its links drawn as text.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db';
import { LANGS, translate, type Lang } from '../../locales';
import { detailShellStyle, DETAIL_SLOT, filledLibrarySlot, filledNoticeSlot, type LibraryCardText, type NoticeCardText } from '../../config/detailShell';
import { getNotice } from './notice';
import { libraryEntry, type PictureTemplates } from './library';
import { BoundedCache, type RouteParams, type ShellFill, type ShellFiller } from './shell-page-html';

export const DETAIL_FILL_CACHE_MS = 30_000;
export const DETAIL_FILL_CACHE_SIZE = 200;

const LIBRARY_KINDS = ['item', 'mob', 'npc', 'map'] as const;
type Kind = (typeof LIBRARY_KINDS)[number];

/** A notice's time as the page writes it (minutes; the page shows the visitor's clock, the shell the server's UTC). */
const shownTime = (text: string) => text.slice(0, 16);

/** Fills read through a per-key cache of bounded size and age; null (unknown, an error) is kept as well. */
function cachedFiller(
  log: FastifyBaseLogger,
  what: string,
  keyOf: (params: RouteParams) => string | null,
  read: (params: RouteParams) => Promise<ShellFill | null>,
  now: () => number,
): ShellFiller {
  const cache = new BoundedCache<string, { at: number; fill: Promise<ShellFill | null> }>(DETAIL_FILL_CACHE_SIZE);
  return (params) => {
    const key = keyOf(params);
    if (key === null) return null;
    const hit = cache.get(key);
    if (hit && now() - hit.at < DETAIL_FILL_CACHE_MS) return hit.fill;
    const fill = read(params).catch((err: unknown) => {
      // A missing entry is the app's not-found page; anything else is logged.
      if ((err as { statusCode?: number }).statusCode !== 404) log.warn({ err, key }, `${what} page: sending the plain page`);
      return null;
    });
    cache.set(key, { at: now(), fill });
    return fill;
  };
}

async function perLang<T>(build: (lang: Lang) => Promise<T>): Promise<Record<Lang, T>> {
  const out = {} as Record<Lang, T>;
  for (const lang of LANGS) out[lang] = await build(lang);
  return out;
}

/** The /notice/:id slot's filler: the notice players see now, or nothing. */
export function noticePageFiller(db: Db, log: FastifyBaseLogger, now: () => number = () => Date.now()): ShellFiller {
  return cachedFiller(
    log,
    'notice',
    ({ id }) => (/^[1-9]\d{0,9}$/.test(id ?? '') ? id : null),
    async ({ id }) => {
      const texts = await perLang<NoticeCardText>(async (lang) => {
        const n = await getNotice(db, Number(id), lang);
        const t = (key: string) => translate(lang, key);
        const edited = n.updateTime && n.updateTime !== n.publishTime;
        return {
          back: t('notice.backToList'),
          category: n.category,
          categoryLabel: t(`notice.category.${n.category}`),
          title: n.title,
          meta: [
            [t('notice.author'), n.author],
            [t('notice.publishTime'), shownTime(n.publishTime)],
            [t('notice.updateTime'), shownTime(edited ? n.updateTime : n.publishTime)],
            [t('notice.viewsLabel'), new Intl.NumberFormat(lang).format(n.views)],
          ],
          bodyHtml: n.body,
        };
      });
      return { slot: DETAIL_SLOT, content: filledNoticeSlot(texts), head: detailShellStyle() };
    },
    now,
  );
}

/** The /library/:kind/:id slot's filler: the entry's card head, or nothing. */
export function libraryPageFiller(db: Db, pictures: PictureTemplates, log: FastifyBaseLogger, now: () => number = () => Date.now()): ShellFiller {
  return cachedFiller(
    log,
    'library',
    ({ kind, id }) => ((LIBRARY_KINDS as readonly string[]).includes(kind ?? '') && /^\d{1,10}$/.test(id ?? '') ? `${kind}/${id}` : null),
    async ({ kind, id }) => {
      const texts = await perLang<LibraryCardText>(async (lang) => {
        const d = await libraryEntry(db, kind as Kind, Number(id), lang, pictures);
        const zh = lang === 'zh-TW';
        const otherName = zh ? d.name_en : d.name_zh;
        return {
          back: translate(lang, 'library.detail.back'),
          kind: d.kind,
          category: d.category,
          picture: (d.kind === 'item' ? d.icon : (d.image ?? d.icon)) ?? null,
          small: d.kind === 'item',
          categoryLabel: translate(lang, `category.${d.category}`),
          // The page writes both numbers as they are (no grouping).
          idLabel: translate(lang, 'library.results.id', { id: d.id }),
          levelLabel: typeof d.level === 'number' && d.level > 0 ? translate(lang, 'library.results.level', { level: d.level }) : null,
          name: d.name,
          otherName: otherName && otherName !== d.name ? otherName : null,
          otherLang: zh ? 'en' : 'zh-TW',
        };
      });
      return { slot: DETAIL_SLOT, content: filledLibrarySlot(texts), head: detailShellStyle() };
    },
    now,
  );
}
