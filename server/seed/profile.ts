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
import { toDbTime } from '../db/time';
import { insertRows } from './world';
import { expToNextLevel } from '../../config/expTable';
import { gameDate } from '../services/checkin';
import { INVENTORY_ITEM_TYPE } from '../services/profile';
import { DEFAULT_GAME_TIMEZONE } from '../config';
import { DEMO_ACCOUNT, DEMO_CHECKIN_DAYS_AGO, DEMO_EXP_SHARE, DEMO_MAPS } from './demo-data';

/** demo01's birthday (unlock method 2 asks it). */
export const DEMO_BIRTHDAY = DEMO_ACCOUNT.birthday;

type Stats = Partial<Record<'str' | 'dex' | 'int' | 'luk' | 'hp' | 'mp' | 'watk' | 'matk' | 'wdef' | 'mdef' | 'acc' | 'avoid' | 'speed' | 'jump', number>>;

export interface SeedItem {
  itemid: number;
  /** -1 worn (position = slot code), 1 equip, 2 use, 3 set-up, 4 etc, 5 cash. */
  inv: number;
  position: number;
  quantity?: number;
  owner?: string;
  flag?: number;
  /** Days from now until it expires. */
  expiresInDays?: number;
  giftFrom?: string;
  /** An equipment's own row. */
  equip?: { upgradeslots?: number; level?: number; itemlevel?: number; vicious?: number; stats?: Stats };
  /** A pet: its own row in `pets`. */
  pet?: { name: string; level: number; closeness: number; fullness: number };
}

const eq = (itemid: number, position: number, stats: Stats = {}, extra: Omit<NonNullable<SeedItem['equip']>, 'stats'> = {}, item: Partial<SeedItem> = {}): SeedItem => ({
  itemid,
  inv: position < 0 ? -1 : 1,
  position,
  equip: { upgradeslots: 7, level: 0, itemlevel: 1, vicious: 0, ...extra, stats },
  ...item,
});
const it = (itemid: number, inv: number, position: number, quantity: number, item: Partial<SeedItem> = {}): SeedItem => ({ itemid, inv, position, quantity, ...item });

/** Lock bit of inventoryitems.flag. */
const LOCKED = 0x01;

/** DemoHero: every normal slot (with a shield) and the cash covers; something in every tab. */
function heroItems(): SeedItem[] {
  return [
    eq(1002047, -1, { str: 5, hp: 50, wdef: 90 }, { upgradeslots: 2, level: 5, itemlevel: 3 }),
    eq(1012030, -2, { avoid: 2 }),
    eq(1022013, -3, { acc: 3 }),
    eq(1032000, -4, { str: 3, wdef: 12 }, { upgradeslots: 0, level: 5, vicious: 1 }),
    eq(1040000, -5, { str: 6, wdef: 95 }, { upgradeslots: 1, level: 9, itemlevel: 4 }),
    eq(1060016, -6, { dex: 3, wdef: 60 }, { upgradeslots: 3, level: 4 }),
    eq(1072039, -7, { dex: 4, wdef: 42, speed: 4, jump: 2 }, { upgradeslots: 0, level: 5 }),
    eq(1082037, -8, { watk: 12, wdef: 30 }, { upgradeslots: 0, level: 5, vicious: 1 }),
    eq(1102000, -9, { str: 2, wdef: 15, mdef: 15 }),
    eq(1092013, -10, { hp: 100, wdef: 120, acc: 5 }, { upgradeslots: 2, level: 5, itemlevel: 2 }),
    eq(1302020, -11, { str: 3, watk: 96, acc: 6 }, { upgradeslots: 0, level: 7, itemlevel: 5, vicious: 2 }),
    eq(1112001, -12, { str: 1 }, { upgradeslots: 0 }),
    eq(1112002, -13, { dex: 1 }, { upgradeslots: 0 }),
    eq(1112003, -15, { luk: 1 }, { upgradeslots: 0 }),
    eq(1112005, -16, { int: 1 }, { upgradeslots: 0 }),
    eq(1122000, -17, { str: 10, dex: 10, int: 10, luk: 10, hp: 200, mp: 200, wdef: 150, mdef: 150 }, { upgradeslots: 0 }),
    eq(1902000, -18, {}, { upgradeslots: 0 }),
    eq(1912000, -19, {}, { upgradeslots: 0 }),
    eq(1142000, -49, { str: 2, dex: 2, int: 2, luk: 2 }, { upgradeslots: 0 }),
    eq(1132000, -50, { str: 1, hp: 30, wdef: 10 }, { upgradeslots: 3 }),
    // Cash covers: what shows over the slot.
    eq(1000000, -101, {}, { upgradeslots: 0 }),
    eq(1012053, -102, {}, { upgradeslots: 0 }),
    eq(1022057, -103, {}, { upgradeslots: 0 }),
    eq(1032051, -104, {}, { upgradeslots: 0 }),
    eq(1042077, -105, {}, { upgradeslots: 0 }, { expiresInDays: 45 }),
    eq(1062066, -106, {}, { upgradeslots: 0 }),
    eq(1072371, -107, {}, { upgradeslots: 0 }),
    eq(1082231, -108, {}, { upgradeslots: 0 }),
    eq(1102058, -109, {}, { upgradeslots: 0 }, { giftFrom: 'DemoBishop' }),
    eq(1702056, -111, {}, { upgradeslots: 0 }),
    // Equip tab: an owner tag, an expiring item that was a gift, a locked one, hammers and item levels.
    eq(1302005, 1, { str: 2, watk: 55, acc: 3 }, { upgradeslots: 7, level: 0, itemlevel: 3, vicious: 1 }, { owner: 'demo01' }),
    eq(1092007, 2, { wdef: 70 }, { upgradeslots: 5 }, { expiresInDays: 7, giftFrom: 'GMEvents' }),
    eq(1040021, 3, { wdef: 40 }, { upgradeslots: 7, itemlevel: 2 }, { flag: LOCKED }),
    eq(1102144, 5, { int: 2, mdef: 20 }, { upgradeslots: 5, itemlevel: 1 }),
    eq(1312031, 6, { str: 4, watk: 90 }, { upgradeslots: 2, level: 5, itemlevel: 6, vicious: 2 }),
    // Use
    it(2000005, 2, 1, 100),
    it(2000004, 2, 2, 50),
    it(2040002, 2, 3, 3),
    it(2049100, 2, 4, 1, { giftFrom: 'DemoBishop' }),
    it(2070000, 2, 5, 800),
    it(2000000, 2, 8, 200, { flag: LOCKED }),
    // Set-up
    it(3010000, 3, 1, 1),
    it(3010002, 3, 2, 1, { giftFrom: 'DemoArcher' }),
    it(3010007, 3, 4, 1, { owner: 'demo01' }),
    // Etc
    it(4000000, 4, 1, 120),
    it(4000019, 4, 2, 40),
    it(4001017, 4, 3, 5, { expiresInDays: 3 }),
    // Cash: a pet and cash items (an expiring one, a gift).
    it(5000000, 5, 1, 1, { expiresInDays: 90, pet: { name: 'Mochi', level: 15, closeness: 1500, fullness: 100 } }),
    it(5040000, 5, 2, 6, { expiresInDays: 30 }),
    it(5072000, 5, 3, 13, { giftFrom: 'DemoBishop' }),
    it(5150001, 5, 4, 1),
    it(5211060, 5, 5, 1, { expiresInDays: 1 }),
  ];
}

/** DemoBishop: an overall (with a cash overall over it), a wand, no shield. */
function bishopItems(): SeedItem[] {
  return [
    eq(1002025, -1, { int: 4, mdef: 60 }, { upgradeslots: 3, level: 4 }),
    eq(1032002, -4, { int: 3, mdef: 20 }, { upgradeslots: 1, level: 4 }),
    eq(1050045, -5, { int: 8, mp: 60, mdef: 120 }, { upgradeslots: 2, level: 8, itemlevel: 3 }),
    eq(1072116, -7, { int: 3, speed: 5 }, { upgradeslots: 0, level: 5, vicious: 1 }),
    eq(1082019, -8, { int: 2, matk: 6 }, { upgradeslots: 0, level: 5 }),
    eq(1102001, -9, { int: 3, mdef: 25 }),
    eq(1372032, -11, { int: 6, matk: 110, watk: 20 }, { upgradeslots: 0, level: 7, itemlevel: 4, vicious: 2 }),
    eq(1112006, -12, { int: 1 }, { upgradeslots: 0 }),
    eq(1122017, -17, { int: 5, mp: 100 }, { upgradeslots: 0 }),
    eq(1132001, -50, { int: 2, mp: 50 }, { upgradeslots: 3 }),
    eq(1050120, -105, {}, { upgradeslots: 0 }),
    eq(1001013, -101, {}, { upgradeslots: 0 }),
    eq(1372005, 1, { matk: 20 }, { upgradeslots: 7 }),
    it(2000006, 2, 1, 150),
    it(2000003, 2, 2, 300),
    it(3010004, 3, 1, 1),
    it(4000019, 4, 1, 25),
    it(5000002, 5, 1, 1, { expiresInDays: 60, pet: { name: 'Bun', level: 8, closeness: 320, fullness: 80 } }),
    it(5071000, 5, 2, 10),
  ];
}

/** DemoArcher: a two-handed bow, no shield. */
function archerItems(): SeedItem[] {
  return [
    eq(1002161, -1, { dex: 3, wdef: 40 }, { upgradeslots: 2, level: 5 }),
    eq(1032003, -4, { dex: 2 }, { upgradeslots: 1, level: 4 }),
    eq(1040067, -5, { dex: 4, wdef: 60 }, { upgradeslots: 3, level: 7 }),
    eq(1060056, -6, { dex: 3, wdef: 40 }, { upgradeslots: 3, level: 7 }),
    eq(1072018, -7, { dex: 2, speed: 3 }, { upgradeslots: 2, level: 3 }),
    eq(1082012, -8, { watk: 8 }, { upgradeslots: 0, level: 5 }),
    eq(1102002, -9, { dex: 2 }),
    eq(1452000, -11, { dex: 4, watk: 85 }, { upgradeslots: 1, level: 6, itemlevel: 3, vicious: 1 }),
    eq(1102091, -109, {}, { upgradeslots: 0 }),
    it(2000002, 2, 1, 200),
    it(2060000, 2, 2, 2000),
    it(3010001, 3, 1, 1),
    it(4000000, 4, 1, 60),
    it(5040000, 5, 1, 1, { expiresInDays: 14 }),
  ];
}

/** DemoAran: a polearm and an Aran mount with its saddle. */
function aranItems(): SeedItem[] {
  return [
    eq(1002064, -1, { str: 2, wdef: 50 }, { upgradeslots: 3, level: 4 }),
    eq(1040063, -5, { str: 3, wdef: 55 }, { upgradeslots: 4, level: 6 }),
    eq(1060050, -6, { str: 2, wdef: 45 }, { upgradeslots: 4, level: 6 }),
    eq(1072033, -7, { str: 2, wdef: 30 }, { upgradeslots: 2, level: 5 }),
    eq(1082000, -8, { watk: 5 }, { upgradeslots: 2, level: 3 }),
    eq(1102000, -9, { str: 1 }),
    eq(1442000, -11, { str: 3, watk: 70 }, { upgradeslots: 3, level: 4, itemlevel: 2 }),
    eq(1902015, -18, {}, { upgradeslots: 0 }),
    eq(1912011, -19, {}, { upgradeslots: 0 }),
    it(2000001, 2, 1, 120),
    it(3010003, 3, 1, 1),
    it(4000019, 4, 1, 10),
    it(5130000, 5, 1, 2),
  ];
}

/** What demo01's characters wear and carry, in DEMO_CHARACTERS order (the umi mocks show the same). */
export function demoItemSets(): SeedItem[][] {
  return [heroItems(), bishopItems(), archerItems(), aranItems()];
}

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
  const days = DEMO_CHECKIN_DAYS_AGO.map((back) => ({ back, date: gameDate(tz, now - back * DAY_MS) }));
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
