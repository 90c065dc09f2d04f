/**
 * The shop's catalogue as operators manage it, from the console (/admin/shop) and from
 * `npm run shop` alike: list, add a game item from the library (delivered by one of its
 * cash-shop serial numbers), change, change the stock, remove; plus the shop's orders with
 * their delivery state. Posters are in ./shop-posters.ts.
 *
 * Every change is one transaction that writes its audit row (./audit.ts) with the entry
 * before and after. Against purchases (services/shop-purchase.ts): a purchase reads the entry
 * and takes its stock under the entry's row lock (MySQL; SQLite runs one transaction at a
 * time), and a change locks the same row, so a purchase sees either the whole old entry or
 * the whole new one, never a price of one with the stock of the other. A change may say what
 * the operator was looking at (`seen`: price, currency, stock); when the entry no longer has
 * it, nothing is written (409 ADMIN_SHOP_CHANGED): an operator never overwrites a stock that
 * purchases took meanwhile without seeing it.
 */
import { sql, type Selectable, type Transaction, type Updateable } from 'kysely';
import { dialectOf, type Db } from '../../db';
import type { Database } from '../../db/schema';
import type { WebShopItemsTable } from '../../db/tables/shop';
import { dbTimeToIso, toDbTime } from '../../db/time';
import { AppError, ErrorCode, errors } from '../../errors';
import type { Lang } from '../../i18n';
import {
  SHOP_CATEGORIES,
  SHOP_CURRENCIES,
  type ShopCategory,
  type ShopCurrency,
} from '../../../config/contract/shop';
import type {
  AdminShopItemPatch,
  AdminShopItemRow,
  AdminShopItemsPage,
  AdminShopItemsQuery,
  AdminShopLibraryAnswer,
  AdminShopOrderRow,
  AdminShopOrdersPage,
  AdminShopOrdersQuery,
} from '../../../config/contract/admin-shop';
import { displayName, entryKey, libraryIndex, pictureUrl, searchLibrary, type PictureTemplates } from '../library';
import { genderOfItem, slotOfItem, unavailableReason } from '../shop-catalogue';
import { listPage } from '../paging';
import { recordAudit, type AuditActor } from './audit';

type Trx = Transaction<Database>;
type ItemRow = Selectable<WebShopItemsTable>;
/** Column changes of a catalogue entry (what the console's fields and the CLI's options set). */
export type ItemChanges = Updateable<WebShopItemsTable>;

/** What a change may say it was looking at (refused when the entry no longer has it). */
export interface Seen {
  price?: number;
  currency?: string;
  stock?: number | null;
}

export interface Changed<T> {
  before: T | null;
  after: T | null;
  auditId: number;
}

const likeText = (q: string) => `%${q.replace(/[!%_]/g, '!$&')}%`;
const isoOrNull = (v: string | null | undefined) => (v ? dbTimeToIso(v) : null);
/** An ISO time from the contract as database text (UTC). */
export const dbTimeOf = (iso: string | null | undefined): string | null | undefined => {
  if (iso === undefined || iso === null) return iso;
  const ms = Date.parse(/[zZ]|[+-]\d{2}:?\d{2}$/.test(iso) || iso.length <= 10 ? iso : `${iso}Z`);
  if (!Number.isFinite(ms)) throw errors.invalid('server.adminShop.badTime');
  return toDbTime(ms);
};

/** The entry as the audit log keeps it (the fields an operator changes). */
function snapshot(r: ItemRow) {
  return {
    kind: r.kind,
    itemId: r.item_id === null ? null : Number(r.item_id),
    sn: r.sn === null ? null : Number(r.sn),
    price: Number(r.price),
    currency: r.currency,
    stock: r.stock === null ? null : Number(r.stock),
    limitPerAccount: r.limit_per_account === null ? null : Number(r.limit_per_account),
    maxQuantity: Number(r.max_quantity),
    saleStart: r.sale_start ?? null,
    saleEnd: r.sale_end ?? null,
    onSale: Boolean(Number(r.on_sale)),
    order: Number(r.sort_order),
  };
}

/** The label of an entry in the audit log: its library name (English), else its own. */
async function labelOf(db: Db | Trx, r: ItemRow): Promise<string> {
  if (r.name_en) return r.name_en;
  if (r.item_id === null) return `#${r.id}`;
  const lib = await db.selectFrom('web_lib_entry').select('name_en').where('kind', '=', 'item').where('id', '=', Number(r.item_id)).executeTakeFirst();
  return lib?.name_en ?? `#${r.item_id}`;
}

function checkWindow(start: string | null | undefined, end: string | null | undefined) {
  if (start && end && start >= end) throw errors.invalid('server.adminShop.windowOrder', { start, end });
}

/** The entry, locked for the rest of the transaction (MySQL: FOR UPDATE). */
async function lockItem(trx: Trx, id: number): Promise<ItemRow> {
  let q = trx.selectFrom('web_shop_items').selectAll().where('id', '=', id);
  if (dialectOf(trx) === 'mysql') q = q.forUpdate();
  const row = await q.executeTakeFirst();
  if (!row) throw new AppError(404, ErrorCode.NOT_FOUND, 'server.shop.notFound', { id });
  return row;
}

/** Console fields -> column changes (times to database text; unchanged when left out). */
export function changesOf(body: Omit<AdminShopItemPatch, 'seen'>): ItemChanges {
  const c: ItemChanges = {};
  if (body.price !== undefined) c.price = body.price;
  if (body.currency !== undefined) c.currency = body.currency;
  if (body.stock !== undefined) c.stock = body.stock;
  if (body.limitPerAccount !== undefined) c.limit_per_account = body.limitPerAccount;
  if (body.maxQuantity !== undefined) c.max_quantity = body.maxQuantity;
  if (body.saleStart !== undefined) c.sale_start = dbTimeOf(body.saleStart);
  if (body.saleEnd !== undefined) c.sale_end = dbTimeOf(body.saleEnd);
  if (body.onSale !== undefined) c.on_sale = body.onSale ? 1 : 0;
  if (body.order !== undefined) c.sort_order = body.order;
  return c;
}

/* ------------------------------------------------------------------ writes */

export interface NewItem {
  /** A game item from the library (else inviteCode). */
  itemId?: number;
  /** One of its cash-shop serial numbers; its first entry when left out. */
  sn?: number;
  /** The site's invite-code good instead of a game item. */
  inviteCode?: boolean;
  changes: ItemChanges;
}

/** Adds a catalogue entry (price required); audited as shop.item.add. */
export async function addShopEntry(db: Db, actor: AuditActor, input: NewItem): Promise<Changed<ItemRow>> {
  const patch = input.changes;
  if (patch.price === undefined) throw errors.invalid('server.adminShop.priceRequired');
  let row: ItemChanges;
  if (input.inviteCode) {
    if (input.itemId !== undefined || input.sn !== undefined) throw errors.invalid('server.adminShop.inviteNoItem');
    row = { kind: 'invite_code', item_id: null, sn: null, category: 'Site', slot: null, gender: 2, name_en: 'Invite code', name_zh: '邀請碼' };
  } else {
    const itemId = input.itemId;
    if (itemId === undefined) throw errors.invalid('server.adminShop.itemRequired');
    const entry = await db.selectFrom('web_lib_entry').select(['category']).where('kind', '=', 'item').where('id', '=', itemId).executeTakeFirst();
    if (!entry) throw new AppError(404, ErrorCode.NOT_FOUND, 'server.adminShop.notInLibrary', { item: itemId });
    const commodities = await db.selectFrom('web_lib_commodity').selectAll().where('item_id', '=', itemId).orderBy('on_sale', 'desc').orderBy('sn').execute();
    const commodity = commodities.find((c) => input.sn === undefined || Number(c.sn) === input.sn);
    if (input.sn !== undefined && !commodity) {
      const other = await db.selectFrom('web_lib_commodity').select(['item_id']).where('sn', '=', input.sn).executeTakeFirst();
      if (other) throw errors.invalid('server.adminShop.snOtherItem', { sn: input.sn, other: Number(other.item_id), item: itemId });
      throw errors.invalid('server.adminShop.snUnknown', { sn: input.sn });
    }
    if (!commodity) throw new AppError(422, ErrorCode.ADMIN_SHOP_UNDELIVERABLE, 'server.adminShop.noSn', { item: itemId });
    const slot = slotOfItem(itemId);
    row = {
      kind: 'item',
      item_id: itemId,
      sn: Number(commodity.sn),
      category: (SHOP_CATEGORIES as readonly string[]).includes(entry.category) ? entry.category : 'Cash',
      slot: slot && slot !== 'Ring' ? slot : null,
      gender: Number(commodity.gender) === 0 || Number(commodity.gender) === 1 ? Number(commodity.gender) : genderOfItem(itemId),
      count: Number(commodity.count) || 1,
      expiration_unit: Number(commodity.period) > 0 ? 'days' : 'permanent',
      expiration_value: Number(commodity.period) > 0 ? Number(commodity.period) : 0,
    };
  }
  const now = toDbTime();
  const values = { currency: 'nx_credit', created_at: now, updated_at: now, ...row, ...patch } as ItemChanges;
  checkWindow(values.sale_start, values.sale_end);
  return db.transaction().execute(async (trx) => {
    const r = await trx.insertInto('web_shop_items').values(values as never).executeTakeFirstOrThrow();
    const after = await lockItem(trx, Number(r.insertId));
    const auditId = await recordAudit(trx, actor, {
      action: 'shop.item.add',
      targetType: 'shop_item',
      targetId: after.id,
      targetLabel: await labelOf(trx, after),
      after: snapshot(after),
    });
    return { before: null, after, auditId };
  });
}

function checkSeen(row: ItemRow, seen: Seen | undefined) {
  if (!seen) return;
  const differs =
    (seen.price !== undefined && seen.price !== Number(row.price)) ||
    (seen.currency !== undefined && seen.currency !== row.currency) ||
    (seen.stock !== undefined && seen.stock !== (row.stock === null ? null : Number(row.stock)));
  if (differs) throw new AppError(409, ErrorCode.ADMIN_SHOP_CHANGED, 'server.adminShop.changed');
}

/** Changes an entry (the item, SN and kind stay); audited as shop.item.edit with the fields before and after. */
export async function editShopEntry(db: Db, actor: AuditActor, id: number, changes: ItemChanges, seen?: Seen): Promise<Changed<ItemRow>> {
  if (Object.keys(changes).length === 0) throw errors.invalid('server.adminShop.nothingToChange');
  if (changes.currency !== undefined && !(SHOP_CURRENCIES as readonly string[]).includes(changes.currency as string)) {
    throw errors.invalid('server.adminShop.badCurrency');
  }
  return db.transaction().execute(async (trx) => {
    const before = await lockItem(trx, id);
    checkSeen(before, seen);
    checkWindow(changes.sale_start === undefined ? before.sale_start : changes.sale_start, changes.sale_end === undefined ? before.sale_end : changes.sale_end);
    await trx.updateTable('web_shop_items').set({ ...changes, updated_at: toDbTime() }).where('id', '=', id).execute();
    const after = await lockItem(trx, id);
    const [was, now] = [snapshot(before), snapshot(after)];
    const keys = (Object.keys(now) as Array<keyof typeof now>).filter((k) => JSON.stringify(was[k]) !== JSON.stringify(now[k]));
    const auditId = await recordAudit(trx, actor, {
      action: 'shop.item.edit',
      targetType: 'shop_item',
      targetId: id,
      targetLabel: await labelOf(trx, after),
      before: Object.fromEntries(keys.map((k) => [k, was[k]])),
      after: Object.fromEntries(keys.map((k) => [k, now[k]])),
    });
    return { before, after, auditId };
  });
}

/** Sets the stock (a number, or null for unlimited) or moves it by `delta`, never below zero. */
export async function changeShopStock(db: Db, actor: AuditActor, id: number, change: { set: number | null } | { delta: number }): Promise<Changed<ItemRow>> {
  return db.transaction().execute(async (trx) => {
    const before = await lockItem(trx, id);
    if ('delta' in change) {
      if (before.stock === null) throw errors.invalid('server.adminShop.stockUnlimited', { id });
      // Conditional: never below zero, even against a purchase on a connection that did not lock.
      const r = await trx
        .updateTable('web_shop_items')
        .set((eb) => ({ stock: eb('stock', '+', change.delta), updated_at: toDbTime() }))
        .where('id', '=', id)
        .where('stock', '>=', Math.max(0, -change.delta))
        .executeTakeFirst();
      if (Number(r.numUpdatedRows) !== 1) throw errors.invalid('server.adminShop.stockBelowZero', { id, n: -change.delta });
    } else {
      await trx.updateTable('web_shop_items').set({ stock: change.set, updated_at: toDbTime() }).where('id', '=', id).execute();
    }
    const after = await lockItem(trx, id);
    const auditId = await recordAudit(trx, actor, {
      action: 'shop.item.stock',
      targetType: 'shop_item',
      targetId: id,
      targetLabel: await labelOf(trx, after),
      before: { stock: before.stock === null ? null : Number(before.stock) },
      after: { stock: after.stock === null ? null : Number(after.stock) },
    });
    return { before, after, auditId };
  });
}

/** Removes an entry (and it from every dressing room); its orders stay in the history. */
export async function removeShopEntry(db: Db, actor: AuditActor, id: number): Promise<Changed<ItemRow>> {
  return db.transaction().execute(async (trx) => {
    const before = await lockItem(trx, id);
    await trx.deleteFrom('web_shop_dressing_room').where('shop_item_id', '=', id).execute();
    await trx.deleteFrom('web_shop_items').where('id', '=', id).execute();
    const auditId = await recordAudit(trx, actor, {
      action: 'shop.item.remove',
      targetType: 'shop_item',
      targetId: id,
      targetLabel: await labelOf(trx, before),
      before: snapshot(before),
    });
    return { before, after: null, auditId };
  });
}

/* ------------------------------------------------------------------- reads */

/** Ids of the library's items whose name (either language) matches a LIKE pattern (at most 1000). */
async function libraryIdsLike(db: Db, like: string): Promise<number[]> {
  const rows = await db
    .selectFrom('web_lib_entry')
    .select('id')
    .where('kind', '=', 'item')
    .where((eb) => eb.or([eb(sql`lower(name_en)`, 'like', sql`${like} escape '!'`), eb(sql`name_zh`, 'like', sql`${like} escape '!'`)]))
    .limit(1000)
    .execute();
  return rows.map((r) => Number(r.id));
}

const SORT_COLUMN = { order: 'sort_order', price: 'price', id: 'id' } as const;

/** GET /api/v1/admin/shop/items: the catalogue page, filtered by name or id, category and on sale. */
export async function listCatalogue(db: Db, q: AdminShopItemsQuery, lang: Lang, pictures: PictureTemplates): Promise<AdminShopItemsPage> {
  const index = await libraryIndex(db);
  let base = db.selectFrom('web_shop_items');
  if (q.category) base = base.where('category', '=', q.category);
  if (q.onSale !== undefined) base = base.where('on_sale', '=', q.onSale ? 1 : 0);
  const text = (q.q ?? '').trim();
  if (text) {
    const like = likeText(text.toLowerCase());
    const ids = await libraryIdsLike(db, like);
    const asId = /^\d+$/.test(text) ? Number(text) : null;
    base = base.where((eb) =>
      eb.or([
        eb(sql`lower(name_en)`, 'like', sql`${like} escape '!'`),
        eb(sql`name_zh`, 'like', sql`${like} escape '!'`),
        ...(ids.length ? [eb('item_id', 'in', ids)] : []),
        ...(asId !== null && asId <= 2147483647 ? [eb('item_id', '=', asId), eb('id', '=', asId)] : []),
      ]),
    );
  }
  const column = SORT_COLUMN[q.sort ?? 'order'] ?? 'sort_order';
  const direction = q.order === 'desc' ? 'desc' : 'asc';
  const page = await listPage(
    base,
    (b) => b.selectAll().orderBy(column, direction).orderBy('id', direction),
    (r: ItemRow) => r,
    q,
    { fallback: 20, max: 100 },
  );
  const ids = page.items.map((r) => Number(r.id));
  const sold = new Map<number, number>();
  if (ids.length) {
    const rows = await db
      .selectFrom('web_shop_orders')
      .select(['shop_item_id', sql<number>`coalesce(sum(quantity), 0)`.as('n')])
      .where('shop_item_id', 'in', ids)
      .groupBy('shop_item_id')
      .execute();
    for (const r of rows) sold.set(Number(r.shop_item_id), Number(r.n));
  }
  const now = Date.now();
  return {
    ...page,
    items: page.items.map((r): AdminShopItemRow => {
      const lib = r.item_id === null ? undefined : index.byKey.get(entryKey('item', Number(r.item_id)));
      const names = r.name_en ? { name_en: r.name_en, name_zh: r.name_zh } : (lib ?? { name_en: `#${r.item_id ?? r.id}`, name_zh: null });
      return {
        id: Number(r.id),
        kind: r.kind === 'invite_code' ? 'invite_code' : 'item',
        itemId: r.item_id === null ? null : Number(r.item_id),
        sn: r.sn === null ? null : Number(r.sn),
        name: displayName(names, lang),
        icon: r.item_id === null ? null : pictureUrl(pictures, 'item', Number(r.item_id)),
        category: r.category as ShopCategory,
        price: Number(r.price),
        currency: r.currency as ShopCurrency,
        count: Number(r.count),
        maxQuantity: Number(r.max_quantity),
        stock: r.stock === null ? null : Number(r.stock),
        limitPerAccount: r.limit_per_account === null ? null : Number(r.limit_per_account),
        saleStart: isoOrNull(r.sale_start),
        saleEnd: isoOrNull(r.sale_end),
        onSale: Boolean(Number(r.on_sale)),
        order: Number(r.sort_order),
        sold: sold.get(Number(r.id)) ?? 0,
        unavailableReason: unavailableReason(r, now),
      };
    }),
  };
}

/** One entry as the catalogue table shows it (after a change). */
export async function catalogueRow(db: Db, id: number, lang: Lang, pictures: PictureTemplates): Promise<AdminShopItemRow> {
  const page = await listCatalogue(db, { q: String(id), size: 100 }, lang, pictures);
  const row = page.items.find((r) => r.id === id);
  if (!row) throw new AppError(404, ErrorCode.NOT_FOUND, 'server.shop.notFound', { id });
  return row;
}

/** GET /api/v1/admin/shop/library: items of the library by name or id, with their cash-shop serial numbers. */
export async function libraryCandidates(db: Db, keyword: string, lang: Lang, pictures: PictureTemplates): Promise<AdminShopLibraryAnswer> {
  const categories = ['Cap', 'Weapon', 'Shoes', 'Longcoat', 'Coat', 'Cape', 'Glove', 'Pants', 'Accessory', 'Ring', 'Shield', 'PetEquip', 'TamingMob', 'Pet', 'Consume', 'Etc', 'Ins', 'Cash', 'Hair', 'Face'];
  const found = await searchLibrary(db, { keyword, categories, page: 1, size: 20, lang, pictures });
  const ids = found.items.filter((i) => i.kind === 'item').map((i) => i.id);
  const commodities = ids.length ? await db.selectFrom('web_lib_commodity').selectAll().where('item_id', 'in', ids).orderBy('on_sale', 'desc').orderBy('sn').execute() : [];
  return {
    items: found.items
      .filter((i) => i.kind === 'item')
      .map((i) => ({
        itemId: i.id,
        name: i.name,
        category: i.category,
        icon: i.icon ?? null,
        commodities: commodities
          .filter((c) => Number(c.item_id) === i.id)
          .map((c) => ({ sn: Number(c.sn), count: Number(c.count), price: Number(c.price), period: Number(c.period), onSale: Number(c.on_sale) === 1 })),
      })),
  };
}

const idsOf = (text: string | null) =>
  (text ?? '')
    .split(',')
    .map((s) => Number(s))
    .filter((n) => Number.isInteger(n) && n > 0);

/** GET /api/v1/admin/shop/orders: newest first, by the payer's name and the item. */
export async function listShopOrdersAdmin(db: Db, q: AdminShopOrdersQuery, lang: Lang): Promise<AdminShopOrdersPage> {
  let base = db.selectFrom('web_shop_orders as o').leftJoin('accounts as a', 'a.id', 'o.account_id');
  const account = (q.account ?? '').trim();
  if (account) base = base.where(sql`a.name`, 'like', sql`${likeText(account)} escape '!'`);
  const item = (q.item ?? '').trim();
  if (item) {
    if (/^\d{1,10}$/.test(item) && Number(item) <= 2147483647) {
      base = base.where((eb) => eb.or([eb('o.item_id', '=', Number(item)), eb('o.shop_item_id', '=', Number(item))]));
    } else {
      const like = likeText(item.toLowerCase());
      const libIds = await libraryIdsLike(db, like);
      const own = await db
        .selectFrom('web_shop_items')
        .select('id')
        .where((eb) => eb.or([eb(sql`lower(name_en)`, 'like', sql`${like} escape '!'`), eb(sql`name_zh`, 'like', sql`${like} escape '!'`)]))
        .execute();
      const ownIds = own.map((r) => Number(r.id));
      base = base.where((eb) =>
        eb.or([
          ...(libIds.length ? [eb('o.item_id', 'in', libIds)] : []),
          ...(ownIds.length ? [eb('o.shop_item_id', 'in', ownIds)] : []),
          eb(sql<number>`0`, '=', 1),
        ]),
      );
    }
  }
  const page = await listPage(
    base,
    (b) => b.selectAll('o').select('a.name as account_name').orderBy('o.id', 'desc'),
    (r) => r,
    q,
    { fallback: 20, max: 100 },
  );
  const giftIds = page.items.flatMap((r) => idsOf(r.gift_ids));
  const waiting = new Set<number>();
  if (giftIds.length) for (const g of await db.selectFrom('gifts').select('id').where('id', 'in', giftIds).execute()) waiting.add(Number(g.id));
  const shopIds = [...new Set(page.items.map((r) => Number(r.shop_item_id)))];
  const own = new Map<number, { name_en: string | null; name_zh: string | null }>();
  if (shopIds.length) for (const s of await db.selectFrom('web_shop_items').select(['id', 'name_en', 'name_zh']).where('id', 'in', shopIds).execute()) own.set(Number(s.id), s);
  const index = await libraryIndex(db);
  return {
    ...page,
    items: page.items.map((r): AdminShopOrderRow => {
      const o = own.get(Number(r.shop_item_id));
      const lib = r.item_id === null ? undefined : index.byKey.get(entryKey('item', Number(r.item_id)));
      const names = o?.name_en ? { name_en: o.name_en, name_zh: o.name_zh } : (lib ?? { name_en: `#${r.item_id ?? r.shop_item_id}`, name_zh: null });
      const gifts = idsOf(r.gift_ids);
      return {
        id: Number(r.id),
        createdAt: dbTimeToIso(r.created_at),
        type: r.type === 'gift' ? 'gift' : 'purchase',
        accountId: Number(r.account_id),
        accountName: r.account_name ?? null,
        characterName: r.character_name,
        shopItemId: Number(r.shop_item_id),
        itemId: r.item_id === null ? null : Number(r.item_id),
        name: displayName(names, lang),
        quantity: Number(r.quantity),
        priceTotal: Number(r.price_total),
        currency: r.currency as ShopCurrency,
        delivery: gifts.length === 0 ? 'issued' : gifts.some((g) => waiting.has(g)) ? 'waiting' : 'collected',
      };
    }),
  };
}
