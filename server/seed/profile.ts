/**
 * The demo account's profile (demo01, birthday 2000-01-01): what its four characters wear
 * and carry, written in the demo world's transaction (server/seed/demo.ts).
 *
 * Between them the characters wear something in every equipment slot of the equipment
 * window (hat, face and eye accessories, earrings, top or overall, bottom, shoes, gloves,
 * cape, shield on the one-handed sword of DemoHero, weapon, four rings, pendant, mount and
 * saddle, medal, belt) and cash covers over them (every cover slot the sample has a cash
 * item for: it has no cash shield), and every inventory tab (equip, use, set-up, etc,
 * cash) holds items: a pet (with its `pets` row), items with an owner tag, an expiry, a
 * "gift from", upgrade slots, item levels and golden-hammer counts. Item ids are the
 * sample library's (server/gamedata/sample), except the medal: the sample has none, so it
 * shows as #1142000.
 *
 * Every row names the NOT NULL columns the game's own table definition has without a
 * default (inventoryitems.owner, flag, giftFrom; pets.level, closeness, fullness).
 *
 * Also a few past check-ins of demo01 (the three days before today, in the game's time
 * zone), so the check-in calendar shows a streak and today's check-in continues it.
 */
import type { Db } from '../db';
import { gameDayOf, toDbTime } from '../db/time';
import { insertRows } from './world';
import { expToNextLevel } from '../../config/expTable';
import { INVENTORY_ITEM_TYPE } from '../services/profile';
import { DEFAULT_GAME_TIMEZONE } from '../config';
import { DEMO_ACCOUNT, DEMO_CHECKIN_DAYS_AGO, DEMO_EXP_SHARE, DEMO_MAPS, demoItemSets, type Stats } from './demo-data';

/** demo01's birthday (unlock method 2 asks it). */
export const DEMO_BIRTHDAY = DEMO_ACCOUNT.birthday;

export interface ProfileSeedCharacter {
  id: number;
  level: number;
}

const DAY_MS = 86_400_000;

/**
 * Writes the characters' items (ids 1-4 of the demo world: DemoHero, DemoBishop, DemoArcher,
 * DemoAran), realistic EXP within their level, DemoAran on a hunting ground (unlock method 2
 * moves it to Henesys), and demo01's past check-ins. Returns how many item rows it wrote.
 */
export async function seedDemoProfile(
  db: Db,
  options: { accountId: number; characters: ProfileSeedCharacter[]; timezone?: string; now?: number; checkins?: boolean },
): Promise<{ items: number; checkins: number }> {
  const now = options.now ?? Date.now();
  const sets = demoItemSets();
  const chars = options.characters.slice(0, sets.length);

  const maxItem = await db.selectFrom('inventoryitems').select((eb) => eb.fn.max('inventoryitemid').as('m')).executeTakeFirst();
  const maxPet = await db.selectFrom('pets').select((eb) => eb.fn.max('petid').as('m')).executeTakeFirst();
  let nextItem = Number(maxItem?.m ?? 0) + 1;
  let nextPet = Number(maxPet?.m ?? 0) + 1;
  const itemRows: Array<Record<string, unknown>> = [];
  const equipRows: Array<Record<string, unknown>> = [];
  const petRows: Array<Record<string, unknown>> = [];
  chars.forEach((c, index) => {
    for (const s of sets[index]) {
      const inventoryitemid = nextItem++;
      let petid = -1;
      if (s.pet) {
        petid = nextPet++;
        petRows.push({ petid, name: s.pet.name, level: s.pet.level, closeness: s.pet.closeness, fullness: s.pet.fullness, summoned: 0, flag: 0 });
      }
      itemRows.push({
        inventoryitemid,
        type: INVENTORY_ITEM_TYPE,
        characterid: c.id,
        itemid: s.itemid,
        inventorytype: s.inv,
        position: s.position,
        quantity: s.quantity ?? 1,
        // NOT NULL without a default in the game's table: always named.
        owner: s.owner ?? '',
        petid,
        flag: s.flag ?? 0,
        expiration: s.expiresInDays ? now + s.expiresInDays * DAY_MS : -1,
        giftFrom: s.giftFrom ?? '',
      });
      if (s.equip) {
        equipRows.push({
          inventoryitemid,
          upgradeslots: s.equip.upgradeslots ?? 0,
          level: s.equip.level ?? 0,
          itemlevel: s.equip.itemlevel ?? 1,
          vicious: s.equip.vicious ?? 0,
          ringid: -1,
          ...Object.fromEntries(['str', 'dex', 'int', 'luk', 'hp', 'mp', 'watk', 'matk', 'wdef', 'mdef', 'acc', 'avoid', 'speed', 'jump'].map((k) => [k, s.equip!.stats?.[k as keyof Stats] ?? 0])),
        });
      }
    }
  });
  await insertRows(db, 'pets', petRows);
  await insertRows(db, 'inventoryitems', itemRows);
  await insertRows(db, 'inventoryequipment', equipRows);

  // EXP within the level as the game counts it (some way into the v83 requirement).
  for (const [index, c] of chars.entries()) {
    await db
      .updateTable('characters')
      .set({ exp: Math.floor(expToNextLevel(c.level) * DEMO_EXP_SHARE[index]) })
      .where('id', '=', c.id)
      .execute();
  }
  if (chars[3]) await db.updateTable('characters').set({ map: DEMO_MAPS[4] }).where('id', '=', chars[3].id).execute();
  if (chars[0]) await db.updateTable('characters').set({ map: DEMO_MAPS[1] }).where('id', '=', chars[0].id).execute();

  if (options.checkins === false) return { items: itemRows.length, checkins: 0 };
  // Past check-ins: the three days before today (a streak of 3), plus one earlier lone day.
  const tz = options.timezone ?? DEFAULT_GAME_TIMEZONE;
  const days = DEMO_CHECKIN_DAYS_AGO.map((back) => ({ back, date: gameDayOf(tz, now - back * DAY_MS) }));
  const checkins = days.map(({ back, date }) => {
    const streak = back === 6 ? 1 : 4 - back;
    const reward = [
      { type: 'maple_point', item_id: null, sn: null, quantity: 0, amount: 100, delivered: 'direct' },
      { type: 'item', item_id: 2000005, sn: 80000006, quantity: 10, amount: 0, delivered: 'gift' },
      { type: 'vote_points', item_id: null, sn: null, quantity: 0, amount: 1, delivered: 'direct' },
    ][streak - 1];
    return {
      account_id: options.accountId,
      game_date: date,
      character_id: chars[0]?.id ?? 1,
      streak,
      reward_day: String(streak),
      reward_type: reward.type,
      item_id: reward.item_id,
      sn: reward.sn,
      quantity: reward.quantity,
      amount: reward.amount,
      delivered: reward.delivered,
      ip: '127.0.0.1',
      created_at: toDbTime(now - back * DAY_MS),
    };
  });
  await insertRows(db, 'web_checkin', checkins);
  return { items: itemRows.length, checkins: checkins.length };
}
