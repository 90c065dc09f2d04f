/**
 * The dressing room: wearable catalogue entries an account tries on, kept on the
 * server per account (the same list on every device), at most
 * SHOP_DRESSING_ROOM_CAPACITY entries; and the preview of one of the account's
 * characters wearing them.
 *
 * Preview: the character's skin, face, hair and gender, and what it wears now (the
 * game's inventoryitems rows of type 1, inventorytype -1: positions -1..-11 and the cash
 * covers -101..-111, a cover drawn over the item of its slot). Each tried-on entry the
 * character's gender can wear replaces what is drawn in its slot (an overall replaces the
 * top and the pants; a top or pants replace an overall); the others are listed as
 * unwearable and not drawn. Two-handed weapons stand and walk in pose 2.
 */
import { sql } from 'kysely';
import { dialectOf, type Db } from '../db';
import { toDbTime } from '../db/time';
import { AppError, ErrorCode, errors } from '../errors';
import type { Lang } from '../i18n';
import type { ShopDressingRoom, ShopPreview, ShopPreviewAction, ShopSlot } from '../../config/contract/shop';
import { SHOP_DRESSING_ROOM_CAPACITY } from '../../config/rules';
import type { PictureTemplates } from './library';
import { findShopItemRow, isTwoHanded, slotOfItem, toShopItems } from './shop-catalogue';

/** Equipped positions of the slots the renderer draws (the cash cover is the position - 100). */
const SLOT_POSITION: Partial<Record<ShopSlot, number>> = {
  Cap: -1,
  FaceAccessory: -2,
  EyeAccessory: -3,
  Earrings: -4,
  Coat: -5,
  Longcoat: -5,
  Pants: -6,
  Shoes: -7,
  Glove: -8,
  Cape: -9,
  Shield: -10,
  Weapon: -11,
};

export async function dressingRoom(db: Db, accountId: number, lang: Lang, pictures: PictureTemplates): Promise<ShopDressingRoom> {
  const rows = await db
    .selectFrom('web_shop_dressing_room')
    .innerJoin('web_shop_items', 'web_shop_items.id', 'web_shop_dressing_room.shop_item_id')
    .selectAll('web_shop_items')
    .where('web_shop_dressing_room.account_id', '=', accountId)
    .orderBy('web_shop_dressing_room.added_at')
    .orderBy('web_shop_items.id')
    .execute();
  return { capacity: SHOP_DRESSING_ROOM_CAPACITY, items: await toShopItems(db, rows, lang, pictures) };
}

export async function addToDressingRoom(db: Db, accountId: number, shopItemId: number): Promise<void> {
  const item = await findShopItemRow(db, shopItemId);
  if (item.kind !== 'item' || !item.slot) throw new AppError(422, ErrorCode.UNPROCESSABLE, 'server.shop.notWearable');
  const mysql = dialectOf(db) === 'mysql';
  await db.transaction().execute(async (trx) => {
    // One add at a time per account, so two at once cannot pass the capacity together.
    if (mysql) await sql`select id from accounts where id = ${accountId} for update`.execute(trx);
    const there = await trx
      .selectFrom('web_shop_dressing_room')
      .select('shop_item_id')
      .where('account_id', '=', accountId)
      .where('shop_item_id', '=', shopItemId)
      .executeTakeFirst();
    if (there) return;
    const [{ n }] = await trx
      .selectFrom('web_shop_dressing_room')
      .select(sql<number>`count(*)`.as('n'))
      .where('account_id', '=', accountId)
      .execute();
    if (Number(n) >= SHOP_DRESSING_ROOM_CAPACITY) {
      throw new AppError(409, ErrorCode.SHOP_DRESSING_ROOM_FULL, 'server.shop.dressingRoomFull', { capacity: SHOP_DRESSING_ROOM_CAPACITY });
    }
    await trx.insertInto('web_shop_dressing_room').values({ account_id: accountId, shop_item_id: shopItemId, added_at: toDbTime() }).execute();
  });
}

export async function removeFromDressingRoom(db: Db, accountId: number, shopItemId: number): Promise<void> {
  await db.deleteFrom('web_shop_dressing_room').where('account_id', '=', accountId).where('shop_item_id', '=', shopItemId).execute();
}

export async function clearDressingRoom(db: Db, accountId: number): Promise<void> {
  await db.deleteFrom('web_shop_dressing_room').where('account_id', '=', accountId).execute();
}

export interface PreviewInput {
  accountId: number;
  characterId: number;
  action: ShopPreviewAction;
  template: string;
}

export async function dressingRoomPreview(db: Db, input: PreviewInput): Promise<ShopPreview> {
  const character = await db
    .selectFrom('characters')
    .select(['id', 'accountid', 'skincolor', 'face', 'hair', 'gender'])
    .where('id', '=', input.characterId)
    .executeTakeFirst();
  if (!character) throw errors.notFound('server.shop.characterNotFound');
  if (Number(character.accountid) !== input.accountId) throw errors.forbidden('server.shop.characterNotYours');
  const gender = Number(character.gender);

  const equipped = await db
    .selectFrom('inventoryitems')
    .select(['itemid', 'position'])
    .where('characterid', '=', input.characterId)
    .where('type', '=', 1)
    .where('inventorytype', '=', -1)
    .where('position', '<', 0)
    .execute();
  // What is drawn per position -1..-11: the cash cover when there is one, else the item.
  const drawn = new Map<number, number>();
  for (const e of equipped) {
    const pos = Number(e.position);
    if (pos <= -1 && pos >= -11 && !drawn.has(pos)) drawn.set(pos, Number(e.itemid));
  }
  for (const e of equipped) {
    const pos = Number(e.position);
    if (pos <= -101 && pos >= -111) drawn.set(pos + 100, Number(e.itemid));
  }

  const tried = await db
    .selectFrom('web_shop_dressing_room')
    .innerJoin('web_shop_items', 'web_shop_items.id', 'web_shop_dressing_room.shop_item_id')
    .select(['web_shop_items.id', 'web_shop_items.item_id', 'web_shop_items.slot', 'web_shop_items.gender'])
    .where('web_shop_dressing_room.account_id', '=', input.accountId)
    .orderBy('web_shop_dressing_room.added_at')
    .orderBy('web_shop_items.id')
    .execute();

  const replaced: number[] = [];
  const unwearable: number[] = [];
  const take = (pos: number) => {
    const was = drawn.get(pos);
    if (was !== undefined) {
      drawn.delete(pos);
      if (!replaced.includes(was)) replaced.push(was);
    }
  };
  for (const entry of tried) {
    if (entry.item_id === null) continue;
    const itemId = Number(entry.item_id);
    const entryGender = Number(entry.gender);
    if (entryGender !== 2 && entryGender !== gender) {
      unwearable.push(Number(entry.id));
      continue;
    }
    const slot = (entry.slot as ShopSlot | null) ?? slotOfItem(itemId);
    const pos = slot ? SLOT_POSITION[slot] : undefined;
    if (pos === undefined) continue;
    const wornTop = drawn.get(-5);
    if (slot === 'Longcoat') take(-6);
    if (slot === 'Pants' && wornTop !== undefined && slotOfItem(wornTop) === 'Longcoat') take(-5);
    take(pos);
    drawn.set(pos, itemId);
  }

  const wearing = [...drawn.entries()].sort((a, b) => b[0] - a[0]).map(([, id]) => id);
  const weapon = drawn.get(-11);
  const two = weapon !== undefined && isTwoHanded(weapon);
  const pose = input.action === 'jump' ? 'jump' : `${input.action}${two ? 2 : 1}`;
  const skin = Number(character.skincolor);
  const face = Number(character.face);
  const hair = Number(character.hair);
  const url = input.template
    ? input.template
        .replaceAll('{body}', String(2000 + skin))
        .replaceAll('{items}', [12000 + skin, face, hair, ...wearing].join(','))
        .replaceAll('{action}', pose)
        .replaceAll('{frame}', '0')
    : null;
  return { url, action: input.action, gender, skin, face, hair, wearing, replaced, unwearable };
}
