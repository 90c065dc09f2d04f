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
import type { Db } from '../db';
import { dbTimeIn, toDbTime } from '../db/time';
import { DEMO_GIFT_RECEIVER, DEMO_SHOP_POSTERS, demoShopRows, type DemoCommodity } from './demo-data';

export { DEMO_GIFT_RECEIVER } from './demo-data';

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
  const all: DemoCommodity[] = commodities.map((c) => ({
    sn: Number(c.sn),
    item_id: Number(c.item_id),
    count: Number(c.count),
    price: Number(c.price),
    period: Number(c.period),
    gender: Number(c.gender),
    category: c.category,
  }));
  const rows = demoShopRows(all);
  for (const row of rows) await db.insertInto('web_shop_items').values(row).execute();

  const now = toDbTime();
  const posters = DEMO_SHOP_POSTERS;
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
