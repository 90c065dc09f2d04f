/**
 * Web shop catalogue: entries as the shop shows them (names from the library in the
 * caller's language, availability computed now), the list with keyword and category,
 * one entry, and the posters in their window.
 *
 * Availability, in this order: not on sale -> not_for_sale; a sale window not started
 * -> sale_not_started; ended -> sale_ended; stock 0 -> out_of_stock.
 * The catalogue is small (an operator's list), so the list is filtered in process.
 */
import type { Selectable } from 'kysely';
import type { Db } from '../db';
import type { WebShopItemsTable } from '../db/tables/shop';
import { toDbTime } from '../db/time';
import { AppError, ErrorCode, errors } from '../errors';
import { t, type Lang } from '../i18n';
import {
  SHOP_CATEGORIES,
  type ShopCategory,
  type ShopCurrency,
  type ShopItem,
  type ShopItemDetail,
  type ShopItemsPage,
  type ShopKind,
  type ShopPoster,
  type ShopSlot,
  type ShopUnavailableReason,
} from '../../config/contract/shop';
import { SHOP_DEFAULT_PAGE_SIZE, SHOP_MAX_PAGE_SIZE } from '../../config/contract/shop';
import { displayName, entryKey, libraryIndex, pictureUrl, type PictureTemplates } from './library';
import { pagingValue } from './paging';

export type ShopItemRow = Selectable<WebShopItemsTable>;

/** The wearable slot of an equipment id (its id range), or null. */
export function slotOfItem(itemId: number | null): ShopSlot | null {
  if (itemId === null) return null;
  const range = Math.floor(itemId / 10000);
  const slots: Record<number, ShopSlot> = {
    100: 'Cap', 101: 'FaceAccessory', 102: 'EyeAccessory', 103: 'Earrings', 104: 'Coat', 105: 'Longcoat',
    106: 'Pants', 107: 'Shoes', 108: 'Glove', 109: 'Shield', 110: 'Cape', 111: 'Ring',
  };
  if (slots[range]) return slots[range];
  if (range >= 130 && range <= 170) return 'Weapon';
  return null;
}

/** Who may wear an equipment by its id (the game's convention: digit 4 = 0 male, 1 female, else any). */
export function genderOfItem(itemId: number | null): 0 | 1 | 2 {
  if (itemId === null || itemId >= 2000000) return 2;
  const digit = Math.floor(itemId / 1000) % 10;
  return digit === 0 ? 0 : digit === 1 ? 1 : 2;
}

/** Two-handed weapons (two-handed sword, axe, blunt weapon, spear, polearm) stand and walk in pose 2. */
export function isTwoHanded(itemId: number): boolean {
  const range = Math.floor(itemId / 10000);
  return range >= 140 && range <= 144;
}

export function unavailableReason(row: Pick<ShopItemRow, 'on_sale' | 'sale_start' | 'sale_end' | 'stock'>, now = Date.now()): ShopUnavailableReason | null {
  const t = toDbTime(now);
  if (!Number(row.on_sale)) return 'not_for_sale';
  if (row.sale_start && t < row.sale_start) return 'sale_not_started';
  if (row.sale_end && t >= row.sale_end) return 'sale_ended';
  if (row.stock !== null && Number(row.stock) <= 0) return 'out_of_stock';
  return null;
}

const REASON_KEY: Record<ShopUnavailableReason, string> = {
  not_for_sale: 'server.shop.notForSale',
  out_of_stock: 'server.shop.outOfStock',
  sale_not_started: 'server.shop.saleNotStarted',
  sale_ended: 'server.shop.saleEnded',
};

/** The refusal of a purchase or gift of an entry that is unavailable for `reason`. */
export const unavailable = (reason: ShopUnavailableReason) => new AppError(409, ErrorCode.SHOP_UNAVAILABLE, REASON_KEY[reason]);

interface Names {
  name_en: string;
  name_zh: string | null;
}

async function namesOf(db: Db): Promise<(itemId: number | null) => Names | null> {
  const index = await libraryIndex(db);
  return (itemId) => (itemId === null ? null : (index.byKey.get(entryKey('item', itemId)) ?? null));
}

export function toShopItem(row: ShopItemRow, lib: Names | null, lang: Lang, pictures: PictureTemplates, now = Date.now()): ShopItem {
  const override = row.name_en ? { name_en: row.name_en, name_zh: row.name_zh } : null;
  const names = override ?? lib ?? { name_en: row.item_id !== null ? `#${row.item_id}` : `#${row.id}`, name_zh: null };
  const reason = unavailableReason(row, now);
  const maxQuantity = Math.max(1, Number(row.max_quantity));
  return {
    id: Number(row.id),
    kind: row.kind as ShopKind,
    itemId: row.item_id === null ? null : Number(row.item_id),
    sn: row.sn === null ? null : Number(row.sn),
    name: displayName(names, lang),
    category: row.category as ShopCategory,
    icon: row.item_id === null ? null : pictureUrl(pictures, 'item', Number(row.item_id)),
    price: Number(row.price),
    currency: row.currency as ShopCurrency,
    count: Number(row.count),
    stackable: maxQuantity > 1,
    maxQuantity,
    stock: row.stock === null ? null : Math.max(0, Number(row.stock)),
    expiration: {
      unit: row.expiration_unit as ShopItem['expiration']['unit'],
      value: row.expiration_unit === 'permanent' ? 0 : Number(row.expiration_value),
    },
    saleStart: row.sale_start,
    saleEnd: row.sale_end,
    onSale: Boolean(Number(row.on_sale)),
    limitPerAccount: row.limit_per_account === null ? null : Number(row.limit_per_account),
    gender: Number(row.gender),
    slot: (row.slot as ShopSlot | null) ?? null,
    available: reason === null,
    unavailableReason: reason,
  };
}

/** Several rows as ShopItems (one library lookup). */
export async function toShopItems(db: Db, rows: ShopItemRow[], lang: Lang, pictures: PictureTemplates): Promise<ShopItem[]> {
  const names = await namesOf(db);
  const now = Date.now();
  return rows.map((r) => toShopItem(r, names(r.item_id === null ? null : Number(r.item_id)), lang, pictures, now));
}

export interface ShopListInput {
  keyword?: string;
  category?: ShopCategory;
  page?: number;
  size?: number;
  lang: Lang;
  pictures: PictureTemplates;
}

/** How many of `rows` are in each category, in the categories' order; empty categories are left out. */
function countByCategory(rows: { category: string }[]): ShopItemsPage['categories'] {
  const counts = new Map<string, number>();
  for (const r of rows) counts.set(r.category, (counts.get(r.category) ?? 0) + 1);
  return SHOP_CATEGORIES.filter((c) => counts.has(c)).map((category) => ({ category, count: counts.get(category)! }));
}

/** The whole catalogue's items per category (what the filter shows with no keyword). */
export async function shopCategoryCounts(db: Db): Promise<ShopItemsPage['categories']> {
  return countByCategory(await db.selectFrom('web_shop_items').select('category').execute());
}

export async function listShopItems(db: Db, input: ShopListInput): Promise<ShopItemsPage> {
  const page = pagingValue(input.page, 1, 100000);
  const size = pagingValue(input.size, SHOP_DEFAULT_PAGE_SIZE, SHOP_MAX_PAGE_SIZE);
  const rows = await db.selectFrom('web_shop_items').selectAll().orderBy('sort_order').orderBy('id').execute();
  const names = await namesOf(db);
  const keyword = (input.keyword ?? '').trim().toLowerCase();
  const matching = rows.filter((r) => {
    if (!keyword) return true;
    const lib = names(r.item_id === null ? null : Number(r.item_id));
    const texts = [r.name_en, r.name_zh, lib?.name_en, lib?.name_zh, r.item_id === null ? null : String(r.item_id)];
    return texts.some((t) => t != null && t.toLowerCase().includes(keyword));
  });
  const categories = countByCategory(matching);
  const inCategory = input.category ? matching.filter((r) => r.category === input.category) : matching;
  const now = Date.now();
  const items = inCategory
    .slice((page - 1) * size, page * size)
    .map((r) => toShopItem(r, names(r.item_id === null ? null : Number(r.item_id)), input.lang, input.pictures, now));
  return { items, total: inCategory.length, page, size, categories };
}

export async function findShopItemRow(db: Db, id: number): Promise<ShopItemRow> {
  const row = await db.selectFrom('web_shop_items').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw errors.notFound('server.shop.notFound');
  return row;
}

export async function shopItemDetail(db: Db, id: number, lang: Lang, pictures: PictureTemplates): Promise<ShopItemDetail> {
  const row = await findShopItemRow(db, id);
  const [item] = await toShopItems(db, [row], lang, pictures);
  let description: string | null = null;
  if (row.item_id !== null) {
    const lib = await db
      .selectFrom('web_lib_entry')
      .select(['desc_en', 'desc_zh'])
      .where('kind', '=', 'item')
      .where('id', '=', Number(row.item_id))
      .executeTakeFirst();
    if (lib) description = (lang === 'zh-TW' ? lib.desc_zh || lib.desc_en : lib.desc_en) ?? null;
  }
  return { ...item, description };
}

export async function listPosters(db: Db, lang: Lang, now = Date.now()): Promise<ShopPoster[]> {
  const t = toDbTime(now);
  const rows = await db
    .selectFrom('web_shop_posters')
    .selectAll()
    .where((eb) => eb.or([eb('starts_at', 'is', null), eb('starts_at', '<=', t)]))
    .where((eb) => eb.or([eb('ends_at', 'is', null), eb('ends_at', '>', t)]))
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
  return rows.map((r) => ({
    id: Number(r.id),
    title: lang === 'zh-TW' ? r.title_zh : r.title_en,
    image: r.image,
    link: r.link,
    order: Number(r.sort_order),
  }));
}

/** The web-shop entries that sell a game item (library sources: {ref, label}). */
export async function shopOffersOf(db: Db, itemId: number, lang: Lang): Promise<Array<{ ref: string; label: string }>> {
  const rows = await db
    .selectFrom('web_shop_items')
    .selectAll()
    .where('item_id', '=', itemId)
    .orderBy('sort_order')
    .orderBy('id')
    .limit(50)
    .execute();
  const names = await namesOf(db);
  return rows.map((r) => {
    const item = toShopItem(r, names(itemId), lang, { item: '', mob: '', npc: '', map: '' });
    const price = t(lang, 'server.shop.offerPrice', { price: item.price, currency: t(lang, `server.shop.currency.${item.currency}`) });
    return { ref: String(item.id), label: item.available ? `${item.name} · ${price}` : `${item.name} · ${price} · ${t(lang, `server.shop.reason.${item.unavailableReason}`)}` };
  });
}
