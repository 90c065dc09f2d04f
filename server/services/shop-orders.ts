/**
 * Web shop orders as the buyer / receiver sees them, and the account balances.
 *
 * status: a game item waits in the game's gift box (the `gifts` rows the order wrote)
 * until the player opens the Cash Shop; while any of those rows remains the order is
 * 'pending', then 'delivered'. Site goods (invite codes) are delivered at once.
 */
import { sql, type Selectable, type Transaction } from 'kysely';
import type { Db } from '../db';
import type { Database } from '../db/schema';
import type { WebShopOrdersTable } from '../db/tables/shop';
import type { Lang } from '../i18n';
import {
  SHOP_DEFAULT_PAGE_SIZE,
  SHOP_MAX_PAGE_SIZE,
  type ShopBalance,
  type ShopCurrency,
  type ShopOrder,
  type ShopOrdersPage,
  type ShopOrdersQuery,
} from '../../config/contract/shop';
import { displayName, entryKey, libraryIndex, pictureUrl, type PictureTemplates } from './library';
import { pagingValue } from './paging';

export type ShopOrderRow = Selectable<WebShopOrdersTable>;
type Executor = Db | Transaction<Database>;

/** The accounts column of each currency. */
export const CURRENCY_COLUMN = {
  nx_credit: 'nxCredit',
  maple_point: 'maplePoint',
  vote_points: 'votepoints',
  reward_points: 'rewardpoints',
} as const satisfies Record<ShopCurrency, string>;

export async function readBalance(db: Executor, accountId: number): Promise<ShopBalance> {
  const row = await db
    .selectFrom('accounts')
    .select(['nxCredit', 'maplePoint', 'votepoints', 'rewardpoints'])
    .where('id', '=', accountId)
    .executeTakeFirst();
  return {
    nxCredit: Number(row?.nxCredit ?? 0),
    maplePoint: Number(row?.maplePoint ?? 0),
    votePoints: Number(row?.votepoints ?? 0),
    rewardPoints: Number(row?.rewardpoints ?? 0),
  };
}

const idsOf = (text: string | null) =>
  (text ?? '')
    .split(',')
    .map((s) => Number(s))
    .filter((n) => Number.isInteger(n) && n > 0);

/** The orders as the viewer sees them (one query for the gift rows still waiting, one for the names). */
export async function toShopOrders(
  db: Db,
  rows: ShopOrderRow[],
  viewerAccountId: number,
  lang: Lang,
  pictures: PictureTemplates,
): Promise<ShopOrder[]> {
  const giftIds = rows.flatMap((r) => idsOf(r.gift_ids));
  const waiting = new Set<number>();
  for (let i = 0; i < giftIds.length; i += 500) {
    const chunk = giftIds.slice(i, i + 500);
    const found = await db.selectFrom('gifts').select('id').where('id', 'in', chunk).execute();
    for (const f of found) waiting.add(Number(f.id));
  }
  const shopIds = [...new Set(rows.map((r) => Number(r.shop_item_id)))];
  const overrides = new Map<number, { name_en: string | null; name_zh: string | null }>();
  if (shopIds.length) {
    const items = await db.selectFrom('web_shop_items').select(['id', 'name_en', 'name_zh']).where('id', 'in', shopIds).execute();
    for (const it of items) overrides.set(Number(it.id), it);
  }
  const index = await libraryIndex(db);
  return rows.map((r) => {
    const own = overrides.get(Number(r.shop_item_id));
    const lib = r.item_id === null ? undefined : index.byKey.get(entryKey('item', Number(r.item_id)));
    const names = own?.name_en ? { name_en: own.name_en, name_zh: own.name_zh } : (lib ?? { name_en: `#${r.item_id ?? r.shop_item_id}`, name_zh: null });
    const payer = Number(r.account_id) === viewerAccountId;
    const type: ShopOrder['type'] = r.type === 'purchase' ? 'purchase' : payer ? 'gift_sent' : 'gift_received';
    const pending = idsOf(r.gift_ids).some((id) => waiting.has(id));
    return {
      id: Number(r.id),
      type,
      shopItemId: Number(r.shop_item_id),
      itemId: r.item_id === null ? null : Number(r.item_id),
      name: displayName(names, lang),
      icon: r.item_id === null ? null : pictureUrl(pictures, 'item', Number(r.item_id)),
      quantity: Number(r.quantity),
      price: Number(r.price_total),
      currency: r.currency as ShopCurrency,
      characterName: r.character_name,
      counterpart: type === 'gift_sent' ? r.character_name : type === 'gift_received' ? r.sender_name : null,
      status: pending ? 'pending' : 'delivered',
      inviteCode: payer ? (r.invite_codes ?? null) : null,
      createdAt: r.created_at,
    };
  });
}

export async function listShopOrders(
  db: Db,
  accountId: number,
  query: ShopOrdersQuery,
  lang: Lang,
  pictures: PictureTemplates,
): Promise<ShopOrdersPage> {
  const page = pagingValue(query.page, 1, 100000);
  const size = pagingValue(query.size, SHOP_DEFAULT_PAGE_SIZE, SHOP_MAX_PAGE_SIZE);
  const type = query.type ?? 'all';
  let base = db.selectFrom('web_shop_orders');
  if (type === 'purchase') base = base.where('account_id', '=', accountId).where('type', '=', 'purchase');
  else if (type === 'gift_sent') base = base.where('account_id', '=', accountId).where('type', '=', 'gift');
  else if (type === 'gift_received') base = base.where('receiver_account_id', '=', accountId).where('type', '=', 'gift');
  else
    base = base.where((eb) =>
      eb.or([eb('account_id', '=', accountId), eb.and([eb('receiver_account_id', '=', accountId), eb('type', '=', 'gift')])]),
    );
  const [{ n }] = await base.select(sql<number>`count(*)`.as('n')).execute();
  const rows = await base
    .selectAll()
    .orderBy('id', 'desc')
    .limit(size)
    .offset((page - 1) * size)
    .execute();
  return { items: await toShopOrders(db, rows, accountId, lang, pictures), total: Number(n), page, size };
}
