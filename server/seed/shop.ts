/**
 * The demo web shop, written inside the demo world's transaction: a catalogue built
 * from the sample's cash-shop entries (web_lib_commodity, imported just before) with
 * wearable cash items of both genders for the dressing room (hats, overalls, tops,
 * bottoms, shoes, weapons, capes, gloves, accessories), consumables, pets and an invite
 * code; entries in every availability state (not for sale, out of stock, sale not started,
 * sale ended, limited per account, limited stock); four posters (local art under
 * public/images/shop-posters). demo01 (25,000 NX, birthday 2000-01-01) shops; a second demo
 * account, demo02 (character DemoFriend, birthday 2000-02-02), receives gifts.
 *
 * Only into an empty catalogue. The same picks on every run (entries sorted by SN).
 */
import bcrypt from 'bcryptjs';
import type { Insertable } from 'kysely';
import type { Db } from '../db';
import type { WebShopItemsTable } from '../db/tables/shop';
import { dbTimeIn, toDbTime } from '../db/time';
import { genderOfItem, slotOfItem } from '../services/shop-catalogue';

/** Who receives gifts in the demo (the README tells testers): demo02 / demo1234, birthday 2000-02-02. */
export const DEMO_GIFT_RECEIVER = { username: 'demo02', password: 'demo1234', birthday: '2000-02-02', character: 'DemoFriend' } as const;

const WEARABLE_CATEGORIES = ['Cap', 'Longcoat', 'Coat', 'Pants', 'Shoes', 'Weapon', 'Cape', 'Glove', 'Accessory'] as const;
/** Consumable cash items of the sample (Power Elixir, Megaphone, Gachapon Ticket, Safety Charm, Teleport Rock). */
const CONSUMABLE_ITEMS = [2000005, 5071000, 5220000, 5130000, 5040000];
const PETS = [5000000, 5000001, 5000002];

interface Pick {
  sn: number;
  item_id: number;
  count: number;
  price: number;
  period: number;
  gender: number;
  category: string;
}

const bcrypt2y = (password: string) => `$2y$${bcrypt.hashSync(password, 10).slice(4)}`;

export async function seedShop(db: Db): Promise<Record<string, number>> {
  if (await db.selectFrom('web_shop_items').select('id').limit(1).executeTakeFirst()) return { shopItems: 0, shopPosters: 0 };
  const commodities = await db
    .selectFrom('web_lib_commodity')
    .innerJoin('web_lib_entry', (j) => j.onRef('web_lib_entry.id', '=', 'web_lib_commodity.item_id').on('web_lib_entry.kind', '=', 'item'))
    .select(['web_lib_commodity.sn', 'web_lib_commodity.item_id', 'web_lib_commodity.count', 'web_lib_commodity.price', 'web_lib_commodity.period', 'web_lib_commodity.gender', 'web_lib_entry.category'])
    // The entries the game has on sale first (their price and count are the current ones).
    .orderBy('web_lib_commodity.on_sale', 'desc')
    .orderBy('web_lib_commodity.sn')
    .execute();
  const all: Pick[] = commodities.map((c) => ({
    sn: Number(c.sn),
    item_id: Number(c.item_id),
    count: Number(c.count),
    price: Number(c.price),
    period: Number(c.period),
    gender: Number(c.gender),
    category: c.category,
  }));
  const usedItems = new Set<number>();
  const take = (p: Pick | undefined) => {
    if (p) usedItems.add(p.item_id);
    return p;
  };
  const picks: Array<{ pick: Pick; extra?: Record<string, unknown> }> = [];

  // Wearables: per category, one the male characters can wear and one for the female ones.
  for (const category of WEARABLE_CATEGORIES) {
    for (const gender of [0, 1] as const) {
      const p = take(
        all.find((c) => c.category === category && !usedItems.has(c.item_id) && slotOfItem(c.item_id) && genderOfItem(c.item_id) === gender),
      ) ?? take(all.find((c) => c.category === category && !usedItems.has(c.item_id) && slotOfItem(c.item_id)));
      if (p) picks.push({ pick: p });
    }
  }
  for (const id of CONSUMABLE_ITEMS) {
    const p = take(all.find((c) => c.item_id === id && !usedItems.has(c.item_id)));
    if (p) picks.push({ pick: p, extra: { max_quantity: 10 } });
  }
  for (const id of PETS) {
    const p = take(all.find((c) => c.item_id === id && !usedItems.has(c.item_id)));
    if (p) picks.push({ pick: p });
  }

  // Availability states and other currencies on a few of them (by position in the list).
  const states: Array<Record<string, unknown>> = [
    { limit_per_account: 1 }, // the first hat: one per account
    {},
    { stock: 5 }, // an overall: only five
    { currency: 'maple_point', price: 1200 },
    {},
    { on_sale: 0 }, // not for sale
    { stock: 0 }, // out of stock
    { sale_start: dbTimeIn(7 * 86400), sale_end: dbTimeIn(14 * 86400) }, // sale not started
    { sale_start: dbTimeIn(-14 * 86400), sale_end: dbTimeIn(-86400) }, // sale ended
    { sale_start: dbTimeIn(-86400), sale_end: dbTimeIn(30 * 86400) }, // on sale for a limited time
    { currency: 'vote_points', price: 5 },
    { currency: 'reward_points', price: 3 },
  ];

  const now = toDbTime();
  let order = 0;
  const rows: Array<Insertable<WebShopItemsTable>> = picks.map(({ pick, extra }, i) => {
    order += 10;
    const gender = pick.gender === 0 || pick.gender === 1 ? pick.gender : genderOfItem(pick.item_id);
    const slot = slotOfItem(pick.item_id);
    const row = {
      kind: 'item',
      item_id: pick.item_id,
      sn: pick.sn,
      category: pick.category,
      price: pick.price > 0 ? pick.price : 1500,
      currency: 'nx_credit',
      count: Math.max(1, pick.count),
      max_quantity: 1,
      stock: null,
      expiration_unit: pick.period > 0 ? 'days' : 'permanent',
      expiration_value: pick.period > 0 ? pick.period : 0,
      on_sale: 1,
      limit_per_account: null,
      gender,
      slot: slot && slot !== 'Ring' ? slot : null,
      sort_order: order,
      created_at: now,
      updated_at: now,
      ...extra,
      ...(states[i] ?? {}),
    };
    return row as Insertable<WebShopItemsTable>;
  });
  rows.push({
    kind: 'invite_code',
    item_id: null,
    sn: null,
    category: 'Site',
    price: 3000,
    currency: 'nx_credit',
    count: 1,
    max_quantity: 1,
    stock: null,
    expiration_unit: 'permanent',
    expiration_value: 0,
    on_sale: 1,
    limit_per_account: 3,
    gender: 2,
    slot: null,
    sort_order: (order += 10),
    created_at: now,
    updated_at: now,
    name_en: 'Invite code',
    name_zh: '邀請碼',
  });
  for (const row of rows) await db.insertInto('web_shop_items').values(row).execute();

  const posters = [
    { title_zh: '冬季新裝上市', title_en: 'Winter outfits are here', image: '/images/shop-posters/winter-outfits.svg', link: '/shop?category=Longcoat' },
    { title_zh: '可愛寵物來報到', title_en: 'Meet the new pets', image: '/images/shop-posters/new-pets.svg', link: '/shop?category=Pet' },
    { title_zh: '楓葉點數也能購物', title_en: 'Shop with Maple Points too', image: '/images/shop-posters/maple-points.svg', link: null },
    { title_zh: '邀請好友一起冒險', title_en: 'Invite a friend to the adventure', image: '/images/shop-posters/invite-friends.svg', link: '/shop?category=Site' },
  ];
  let posterOrder = 0;
  for (const p of posters) {
    await db
      .insertInto('web_shop_posters')
      .values({ ...p, sort_order: (posterOrder += 1), starts_at: dbTimeIn(-86400), ends_at: dbTimeIn(365 * 86400), created_at: now })
      .execute();
  }

  // demo02 receives gifts: the first generated account with a character becomes it (the
  // world keeps its size), its highest-level character renamed DemoFriend.
  if (!(await db.selectFrom('accounts').select('id').where('name', '=', DEMO_GIFT_RECEIVER.username).executeTakeFirst())) {
    const friend = await db
      .selectFrom('characters')
      .select(['id', 'accountid'])
      .where('accountid', '>', 3)
      .where('gm', '=', 0)
      .orderBy('accountid')
      .orderBy('level', 'desc')
      .limit(1)
      .executeTakeFirst();
    if (friend) {
      await db
        .updateTable('accounts')
        .set({ name: DEMO_GIFT_RECEIVER.username, password: bcrypt2y(DEMO_GIFT_RECEIVER.password), birthday: DEMO_GIFT_RECEIVER.birthday, banned: 0, loggedin: 0 })
        .where('id', '=', Number(friend.accountid))
        .execute();
      if (!(await db.selectFrom('characters').select('id').where('name', '=', DEMO_GIFT_RECEIVER.character).executeTakeFirst())) {
        await db.updateTable('characters').set({ name: DEMO_GIFT_RECEIVER.character }).where('id', '=', Number(friend.id)).execute();
      }
    }
  }
  return { shopItems: rows.length, shopPosters: posters.length };
}
