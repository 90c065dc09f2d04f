/**
 * The game-data library: search and one entry's detail (sources: library-sources.ts).
 *
 * Search runs on an in-process index of every entry (kind, id, category, level, names,
 * search text): the library only changes when `npm run gamedata -- import` replaces it,
 * so each process loads it once and reloads it when web_lib_meta.imported_at changes
 * (checked at most every INDEX_CHECK_MS). A substring search over 40,000 entries is then
 * a few milliseconds whatever the database, where `LIKE '%…%'` would scan the table on
 * every request. Several instances each keep their own copy; they agree through the meta row.
 * The last SEARCH_CACHE_SIZE answers are kept with the index (dropped with it after an import).
 */
import type { Db } from '../db';
import { errors } from '../errors';
import type { Lang } from '../i18n';
import {
  LIBRARY_CATEGORIES,
  type LibraryCategory,
  type LibraryDetail,
  type LibraryKind,
  type LibrarySearch,
} from '../../config/contract/library';

export interface PictureTemplates {
  item: string;
  mob: string;
  npc: string;
  map: string;
}

/** The picture templates of the server's settings (ITEM_ICON_URL_TEMPLATE and the others). */
export const pictureTemplatesOf = (config: { itemIconUrlTemplate: string; mobImageUrlTemplate: string; npcImageUrlTemplate: string; mapImageUrlTemplate: string }): PictureTemplates => ({
  item: config.itemIconUrlTemplate,
  mob: config.mobImageUrlTemplate,
  npc: config.npcImageUrlTemplate,
  map: config.mapImageUrlTemplate,
});

/** The renderer URL of an entry's picture, or null when that kind of picture is off. */
export function pictureUrl(templates: PictureTemplates, kind: LibraryKind, id: number): string | null {
  const template = templates[kind];
  return template ? template.replaceAll('{id}', String(id)) : null;
}

interface IndexedEntry {
  kind: LibraryKind;
  id: number;
  category: LibraryCategory;
  level: number | null;
  name_en: string;
  name_zh: string | null;
  /** name_en in lower case (for the "starts with the keyword" rank). */
  nameLower: string;
  /** The id as text (id searches match its start). */
  idText: string;
  /** Lower-case id, English, Traditional and Simplified names. */
  search: string;
  /** Monster whose picture this one uses. */
  pictureId: number;
}

/**
 * The search texts of one category joined into one string (entries separated by a
 * newline, which no search text holds), with each entry's start offset: finding a
 * keyword is then a few `indexOf` calls over one string instead of one call per entry.
 */
interface CategoryText {
  text: string;
  starts: Int32Array;
  entries: IndexedEntry[];
  /** The same entries sorted by their id as text, so the ids starting with some digits are one contiguous run. */
  byIdText: IndexedEntry[];
}

interface LibraryIndex {
  stamp: string;
  checkedAt: number;
  entries: IndexedEntry[];
  byKey: Map<string, IndexedEntry>;
  byCategory: Map<string, CategoryText>;
  /** Answers of this index, by language, keyword, categories and page (most recent last). */
  answers: Map<string, LibrarySearch>;
}

/** Searches kept per index (popular searches repeat; the index never changes under them). */
const SEARCH_CACHE_SIZE = 1000;

function categoryTexts(entries: IndexedEntry[]): Map<string, CategoryText> {
  const groups = new Map<string, IndexedEntry[]>();
  for (const e of entries) {
    const list = groups.get(e.category) ?? [];
    list.push(e);
    groups.set(e.category, list);
  }
  const out = new Map<string, CategoryText>();
  for (const [category, list] of groups) {
    const starts = new Int32Array(list.length);
    let offset = 0;
    const parts = list.map((e, i) => {
      starts[i] = offset;
      const part = e.search.replace(/\n/g, ' ');
      offset += part.length + 1;
      return part;
    });
    const byIdText = [...list].sort((a, b) => (a.idText < b.idText ? -1 : a.idText > b.idText ? 1 : 0));
    out.set(category, { text: parts.join('\n'), starts, entries: list, byIdText });
  }
  return out;
}

/** Entries of one category whose search text contains `keyword` (lower-case), in index order. */
function findIn(group: CategoryText, keyword: string, out: IndexedEntry[]): void {
  const { text, starts, entries } = group;
  let from = 0;
  for (;;) {
    const at = text.indexOf(keyword, from);
    if (at < 0) return;
    // The entry holding offset `at`: the last start <= at.
    let lo = 0;
    let hi = starts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (starts[mid] <= at) lo = mid;
      else hi = mid - 1;
    }
    out.push(entries[lo]);
    if (lo + 1 >= starts.length) return;
    from = starts[lo + 1];
  }
}

/** Entries of one category whose id starts with `digits`, in id order (binary search for the run). */
function findIdPrefix(group: CategoryText, digits: string, out: IndexedEntry[]): void {
  const list = group.byIdText;
  let lo = 0;
  let hi = list.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (list[mid].idText < digits) lo = mid + 1;
    else hi = mid;
  }
  const run: IndexedEntry[] = [];
  for (let i = lo; i < list.length && list[i].idText.startsWith(digits); i++) run.push(list[i]);
  run.sort((a, b) => a.id - b.id);
  for (const entry of run) out.push(entry);
}

const INDEX_CHECK_MS = 2_000;
const indexes = new WeakMap<Db, Promise<LibraryIndex>>();
const CATEGORY_ORDER = new Map<string, number>(LIBRARY_CATEGORIES.map((c, i) => [c, i]));

export const entryKey = (kind: string, id: number) => `${kind}:${id}`;

async function importStamp(db: Db): Promise<string> {
  const meta = await db.selectFrom('web_lib_meta').select(['imported_at']).where('id', '=', 1).executeTakeFirst();
  return meta ? String(meta.imported_at) : '';
}

async function loadIndex(db: Db, stamp: string): Promise<LibraryIndex> {
  const rows = await db
    .selectFrom('web_lib_entry')
    .select(['kind', 'id', 'category', 'level', 'name_en', 'name_zh', 'search', 'stats'])
    .execute();
  const entries: IndexedEntry[] = rows.map((r) => {
    let pictureId = Number(r.id);
    if (r.kind === 'mob' && r.stats) {
      try {
        const link = (JSON.parse(r.stats) as { link?: number | null }).link;
        if (typeof link === 'number' && link > 0) pictureId = link;
      } catch {
        /* stats that do not parse: the monster's own picture */
      }
    }
    return {
      kind: r.kind,
      id: Number(r.id),
      category: r.category as LibraryCategory,
      level: r.level === null ? null : Number(r.level),
      name_en: r.name_en,
      name_zh: r.name_zh,
      nameLower: r.name_en.toLowerCase(),
      idText: String(r.id),
      search: r.search,
      pictureId,
    };
  });
  entries.sort((a, b) => (CATEGORY_ORDER.get(a.category)! - CATEGORY_ORDER.get(b.category)!) || a.id - b.id);
  return {
    stamp,
    checkedAt: Date.now(),
    entries,
    byKey: new Map(entries.map((e) => [entryKey(e.kind, e.id), e])),
    byCategory: categoryTexts(entries),
    answers: new Map(),
  };
}

/** The index of this database, reloaded after an import. */
export async function libraryIndex(db: Db): Promise<LibraryIndex> {
  const current = indexes.get(db);
  if (current) {
    const index = await current;
    if (Date.now() - index.checkedAt < INDEX_CHECK_MS) return index;
    const stamp = await importStamp(db);
    if (stamp === index.stamp) {
      index.checkedAt = Date.now();
      return index;
    }
  }
  const next = importStamp(db).then((stamp) => loadIndex(db, stamp));
  indexes.set(db, next);
  try {
    return await next;
  } catch (err) {
    indexes.delete(db);
    throw err;
  }
}

export const displayName = (entry: { name_en: string; name_zh: string | null }, lang: Lang) =>
  lang === 'zh-TW' ? entry.name_zh || entry.name_en : entry.name_en;

export function entryIcon(templates: PictureTemplates, entry: { kind: LibraryKind; id: number; pictureId?: number }) {
  return pictureUrl(templates, entry.kind, entry.pictureId ?? entry.id);
}

/** `Cap,Weapon` or ['Cap', 'Weapon,Shoes'] -> the known categories, in order, without duplicates; null if one is unknown. */
export function parseCategories(raw: string | string[] | undefined): LibraryCategory[] | null {
  const parts = (Array.isArray(raw) ? raw : [raw ?? ''])
    .flatMap((p) => p.split(','))
    .map((p) => p.trim())
    .filter(Boolean);
  const out = new Set<LibraryCategory>();
  for (const p of parts) {
    const known = LIBRARY_CATEGORIES.find((c) => c.toLowerCase() === p.toLowerCase());
    if (!known) return null;
    out.add(known);
  }
  return [...out];
}

export interface SearchInput {
  keyword?: string;
  categories?: string | string[];
  page?: number;
  size?: number;
  lang: Lang;
  pictures: PictureTemplates;
}

export async function searchLibrary(db: Db, input: SearchInput): Promise<LibrarySearch> {
  const keyword = (input.keyword ?? '').replace(/\s+/g, ' ').trim().toLowerCase();
  const categories = parseCategories(input.categories);
  if (categories === null) throw errors.invalid('errors.library.badCategory');
  if (!keyword || categories.length === 0) throw errors.invalid('errors.library.searchRule');
  const page = Math.max(1, Math.min(100_000, Math.trunc(input.page ?? 1)));
  const size = Math.max(1, Math.min(100, Math.trunc(input.size ?? 20)));

  const index = await libraryIndex(db);
  const cacheKey = `${input.lang}|${page}|${size}|${categories.join(',')}|${keyword}`;
  const cached = index.answers.get(cacheKey);
  if (cached) return cached;
  const found: IndexedEntry[] = [];
  // A keyword of digits is an id: that id first, then the ids that start with it (1302 finds
  // every 1302xxx one-handed sword); anything else is searched in the names.
  const idPrefix = /^\d+$/.test(keyword) ? keyword : null;
  // Categories in their fixed order, so matches come out in category, id order.
  for (const category of LIBRARY_CATEGORIES) {
    const group = categories.includes(category) ? index.byCategory.get(category) : undefined;
    if (!group) continue;
    if (idPrefix) {
      findIdPrefix(group, idPrefix, found);
    } else findIn(group, keyword, found);
  }
  // Ranks: the exact id, then names starting with the keyword, then the rest; each bucket
  // keeps the category, id order of the matches.
  const exactId = /^\d+$/.test(keyword) ? Number(keyword) : null;
  const buckets: IndexedEntry[][] = [[], [], []];
  for (const entry of found) {
    if (entry.id === exactId) buckets[0].push(entry);
    else if (entry.nameLower.startsWith(keyword) || (entry.name_zh !== null && entry.name_zh.startsWith(keyword))) buckets[1].push(entry);
    else buckets[2].push(entry);
  }
  const ranked = buckets.flat();
  const items = ranked.slice((page - 1) * size, page * size).map((entry) => ({
    kind: entry.kind,
    id: entry.id,
    category: entry.category,
    name: displayName(entry, input.lang),
    level: entry.level,
    icon: entryIcon(input.pictures, entry),
  }));
  const answer = { items, total: ranked.length, page, size };
  if (index.answers.size >= SEARCH_CACHE_SIZE) index.answers.delete(index.answers.keys().next().value!);
  index.answers.set(cacheKey, answer);
  return answer;
}

const EQUIPMENT = new Set<string>([
  'Hair', 'Face', 'Cap', 'Weapon', 'Shoes', 'Longcoat', 'Coat', 'Cape', 'Glove', 'Pants', 'Accessory', 'Ring', 'Shield',
  'PetEquip', 'TamingMob',
]);

function parseStats(text: string | null): Record<string, unknown> | null {
  if (!text) return null;
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

export async function libraryEntry(
  db: Db,
  kind: LibraryKind,
  id: number,
  lang: Lang,
  pictures: PictureTemplates,
): Promise<LibraryDetail> {
  const row = await db
    .selectFrom('web_lib_entry')
    .selectAll()
    .where('kind', '=', kind)
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) throw errors.notFound('errors.library.notFound');
  const stats = parseStats(row.stats);
  const zh = lang === 'zh-TW';
  const detail: LibraryDetail = {
    kind,
    id,
    category: row.category as LibraryCategory,
    name: displayName(row, lang),
    name_en: row.name_en,
    name_zh: row.name_zh,
    description: (zh ? row.desc_zh || row.desc_en : row.desc_en) ?? null,
    level: row.level === null ? null : Number(row.level),
    icon: null,
    image: null,
  };
  if (kind === 'item') {
    detail.icon = pictureUrl(pictures, 'item', id);
    if (EQUIPMENT.has(row.category)) detail.equip = (stats as LibraryDetail['equip']) ?? null;
    else detail.item = (stats as LibraryDetail['item']) ?? null;
  } else if (kind === 'mob') {
    const mob = stats as LibraryDetail['mob'];
    const pictureId = mob?.link && mob.link > 0 ? mob.link : id;
    detail.icon = pictureUrl(pictures, 'mob', pictureId);
    detail.image = detail.icon;
    detail.mob = mob ?? null;
  } else if (kind === 'npc') {
    detail.icon = pictureUrl(pictures, 'npc', id);
    detail.image = detail.icon;
  } else {
    const map = (stats ?? {}) as NonNullable<LibraryDetail['map']>;
    detail.icon = pictureUrl(pictures, 'map', id);
    detail.image = detail.icon;
    detail.map = { ...map, street: (zh ? map.street_zh || map.street_en : map.street_en) ?? null };
  }
  return detail;
}
