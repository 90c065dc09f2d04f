/**
 * The demo dataset: the hand-written facts of the demo world, written once. The demo seed
 * (`npm start` on an empty database: ./demo.ts, ./shop.ts, ./billing.ts, ./profile.ts)
 * writes them into the database; the umi mocks of `npm run dev` (mock/*.ts) answer from
 * them, so the web app shows the same accounts, characters, balances, cards, posters and
 * shop states with or without a server.
 *
 * Only plain data and pure helpers live here (no database): anything the mocks import
 * must load in umi's mock loader.
 */
import type { Insertable } from 'kysely';
import type { WebShopItemsTable } from '../db/tables/shop';
import type { CommodityRow } from '../gamedata/commodity';
import { dbTimeIn, toDbTime } from '../db/time';
import { genderOfItem, slotOfItem } from '../services/shop-catalogue';
import { makeCharacter, prng, type CharacterRow, type Line } from './world';

/** demo01 / demo1234: the account testers log in with. */
export const DEMO_ACCOUNT = {
  id: 1,
  username: 'demo01',
  password: 'demo1234',
  email: 'demo01@example.net',
  nickname: 'DemoPlayer',
  /** Unlock method 2 and the gift's sender check ask it. */
  birthday: '2000-01-01',
  /** 0 male, 1 female (the game's accounts.gender). */
  gender: 0 as 0 | 1,
  characterSlots: 6,
  createdAt: '2024-03-01 10:00:00',
  lastLogin: '2025-10-30 20:15:00',
  currencies: { nxCredit: 25000, maplePoint: 3000, nxPrepaid: 12000, rewardPoints: 18, votePoints: 42 },
} as const;

/** The other named accounts of the demo world (no published password: nobody logs in as them). */
export const DEMO_GM_ACCOUNT = { id: 2, username: 'gmadmin', email: 'gm@example.net', nickname: 'GM', gender: 1, characterSlots: 6 } as const;
export const DEMO_BANNED_ACCOUNT = {
  id: 3,
  username: 'banned01',
  email: 'banned01@example.net',
  gender: 0,
  characterSlots: 3,
  banReason: 'Using third-party programs (demo example)',
} as const;

/**
 * admin01 / admin1234: the operator of the web console (accounts.webadmin = 1). Seeded into the
 * embedded SQLite database only (./operator.ts): never into a game database.
 */
export const DEMO_OPERATOR = {
  username: 'admin01',
  password: 'admin1234',
  email: 'admin01@example.net',
  nickname: 'Operator',
  createdAt: '2024-03-01 10:00:00',
  lastLogin: '2025-10-30 20:15:00',
} as const;

/** Who receives gifts in the demo: demo02 / demo1234, birthday 2000-02-02, character DemoFriend. */
export const DEMO_GIFT_RECEIVER = { username: 'demo02', password: 'demo1234', birthday: '2000-02-02', character: 'DemoFriend' } as const;

/** The named characters (ids 1-9): demo01's four, the GMs (hidden from rankings), the banned account's bot. */
export const DEMO_CHARACTERS: ReadonlyArray<{ id: number; accountId: number; name: string; line?: Line; level: number; job: number; fame?: number; gm?: number }> = [
  { id: 1, accountId: 1, name: 'DemoHero', line: 'warrior', level: 200, job: 112, fame: 120 },
  { id: 2, accountId: 1, name: 'DemoBishop', line: 'magician', level: 165, job: 232, fame: 64 },
  { id: 3, accountId: 1, name: 'DemoArcher', line: 'bowman', level: 121, job: 312, fame: 30 },
  { id: 4, accountId: 1, name: 'DemoAran', line: 'aran', level: 85, job: 2111, fame: 12 },
  { id: 5, accountId: 2, name: 'GMSupport', level: 250, job: 910, gm: 6 },
  { id: 6, accountId: 2, name: 'GMEvents', level: 255, job: 900, gm: 3 },
  { id: 7, accountId: 2, name: 'GMHelper', level: 120, job: 900, gm: 1 },
  { id: 8, accountId: 2, name: 'GMWatcher', level: 70, job: 910, gm: 2 },
  { id: 9, accountId: 3, name: 'BannedBot', line: 'thief', level: 143, job: 412 },
];

/** demo01's characters' EXP, as a share of their level's requirement (in DEMO_CHARACTERS order). */
export const DEMO_EXP_SHARE = [0.4237, 0.8812, 0.1575, 0.6604] as const;
/** Where demo01's characters stand: DemoHero in Henesys, DemoAran on a hunting ground (unlock method 2 moves it). */
export const DEMO_MAPS: Record<number, number> = { 1: 100000000, 4: 104040000 };
/** The demo character that is in the game right now in the mocks (the shop refuses to deliver to it). */
export const DEMO_IN_GAME_CHARACTER = 4;

/** The named characters' game rows: the same looks, stats and dates on every run (seeded generator). */
export function demoCharacterRows(): CharacterRow[] {
  const r = prng(83);
  return DEMO_CHARACTERS.map(({ id, accountId, name, ...look }) => makeCharacter(r, id, accountId, name, look));
}

/* ------------------------------------------------------------ what demo01's characters wear and carry */

export type Stats = Partial<Record<'str' | 'dex' | 'int' | 'luk' | 'hp' | 'mp' | 'watk' | 'matk' | 'wdef' | 'mdef' | 'acc' | 'avoid' | 'speed' | 'jump', number>>;

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


/** Unused demo cards (published: only ever seeded into a demo database). */
export const DEMO_CARDS = { week: 'MAPX-WEEK-CARD-2345', month: 'MAPX-MNTH-CARD-3456', expired: 'MAPX-XPRD-CARD-4567' } as const;
/** Their days of game time; the expired one expired a day before the seed. */
export const DEMO_CARD_DAYS: Record<string, number> = { [DEMO_CARDS.week]: 7, [DEMO_CARDS.month]: 30, [DEMO_CARDS.expired]: 7 };
/** demo01's unused invite code. */
export const DEMO_INVITE_CODE = 'DEMXFRND25';
/** The codes demo01's invitees registered with (the first invitee DEMXFRND22, then 33, 44, ...). */
export const demoInviteeCode = (index: number) => `DEMXFRND${String(index + 2).repeat(2)}`;
/** The best invitee's rewards already claimed (the rest waits), with how each was delivered. */
export const DEMO_CLAIMS = [
  { milestone: 'created', delivery: 'direct' },
  { milestone: 'level20', delivery: 'direct' },
  { milestone: 'level70', delivery: 'ledger' },
] as const;

/**
 * demo01's game-time ledger, `daysAgo` before the seed, oldest first: a 30-day card, days
 * played (a daily charge on every day but each fourth), an operator adjustment, the
 * level-70 invite reward and a 7-day card: an active subscription.
 */
export interface DemoLedgerEntry {
  daysAgo: number;
  type: 'DAILY_CHARGE' | 'RECHARGE' | 'ADJUSTMENT';
  days: number;
  source: 'daily' | 'card' | 'operator' | 'invite';
  note: string | null;
  /** A recharge: which of demo01's used cards (its code is made at seeding). */
  card?: 'month' | 'week';
}
export function demoLedger(inviteRewardDays: number | null): DemoLedgerEntry[] {
  const entries: DemoLedgerEntry[] = [{ daysAgo: 30, type: 'RECHARGE', days: 30, source: 'card', note: null, card: 'month' }];
  for (let n = 29; n >= 1; n--) if (n % 4 !== 0) entries.push({ daysAgo: n, type: 'DAILY_CHARGE', days: -1, source: 'daily', note: null });
  entries.push({ daysAgo: 12, type: 'ADJUSTMENT', days: 1, source: 'operator', note: 'Maintenance compensation' });
  if (inviteRewardDays !== null) entries.push({ daysAgo: 18, type: 'ADJUSTMENT', days: inviteRewardDays, source: 'invite', note: 'Invite reward: level 70' });
  entries.push({ daysAgo: 6, type: 'RECHARGE', days: 7, source: 'card', note: null, card: 'week' });
  return entries.sort((a, b) => b.daysAgo - a.daysAgo || (a.type === 'DAILY_CHARGE' ? 1 : -1));
}

/** demo01 checked in on these days before today (a streak of 3, and one earlier lone day). */
export const DEMO_CHECKIN_DAYS_AGO = [6, 3, 2, 1] as const;

/** The web shop's posters (local art under public/images/shop-posters), in order. */
export const DEMO_SHOP_POSTERS = [
  { title_zh: '冬季新裝上市', title_en: 'Winter outfits are here', image: '/images/shop-posters/winter-outfits.svg', link: '/shop?category=Longcoat' },
  { title_zh: '可愛寵物來報到', title_en: 'Meet the new pets', image: '/images/shop-posters/new-pets.svg', link: '/shop?category=Pet' },
  { title_zh: '楓葉點數也能購物', title_en: 'Shop with Maple Points too', image: '/images/shop-posters/maple-points.svg', link: null },
  { title_zh: '邀請好友一起冒險', title_en: 'Invite a friend to the adventure', image: '/images/shop-posters/invite-friends.svg', link: '/shop?category=Site' },
] as const;

/** Wearable categories of the demo catalogue: per category, one entry for male characters and one for female ones. */
const WEARABLE_CATEGORIES = ['Cap', 'Longcoat', 'Coat', 'Pants', 'Shoes', 'Weapon', 'Cape', 'Glove', 'Accessory'] as const;
/** Consumable cash items of the sample (Power Elixir, Megaphone, Gachapon Ticket, Safety Charm, Teleport Rock): up to 10 per purchase. */
const CONSUMABLE_ITEMS = [2000005, 5071000, 5220000, 5130000, 5040000];
const PETS = [5000000, 5000001, 5000002];

/**
 * Availability states and other currencies on the first entries of the catalogue (by
 * position), with sale windows in seconds from the time of seeding.
 */
const SHOP_STATES: ReadonlyArray<{
  limit_per_account?: number;
  stock?: number;
  currency?: string;
  price?: number;
  on_sale?: number;
  saleWindow?: [number, number];
}> = [
  { limit_per_account: 1 }, // the first hat: one per account
  {},
  { stock: 5 }, // an overall: only five
  { currency: 'maple_point', price: 1200 },
  {},
  { on_sale: 0 }, // not for sale
  { stock: 0 }, // out of stock
  { saleWindow: [7 * 86400, 14 * 86400] }, // sale not started
  { saleWindow: [-14 * 86400, -86400] }, // sale ended
  { saleWindow: [-86400, 30 * 86400] }, // on sale for a limited time
  { currency: 'vote_points', price: 5 },
  { currency: 'reward_points', price: 3 },
];

/** A cash-shop entry of the game data (Commodity) with its library category. */
export type DemoCommodity = Omit<CommodityRow, 'on_sale' | 'priority'> & { category: string };

/**
 * The demo web shop's catalogue rows (web_shop_items, without ids) from the game's cash-shop
 * entries, on-sale entries first then by SN: per wearable category one entry for male and
 * one for female characters, the consumables, the pets, the states above on the first
 * ones, and an invite code (three per account) last. The same picks on every run.
 */
export function demoShopRows(all: DemoCommodity[], now: number = Date.now()): Array<Insertable<WebShopItemsTable>> {
  const usedItems = new Set<number>();
  const take = (p: DemoCommodity | undefined) => {
    if (p) usedItems.add(p.item_id);
    return p;
  };
  const picks: Array<{ pick: DemoCommodity; extra?: Record<string, unknown> }> = [];
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
  const stamp = toDbTime(now);
  let order = 0;
  const rows: Array<Insertable<WebShopItemsTable>> = picks.map(({ pick, extra }, i) => {
    order += 10;
    const { saleWindow, ...state } = SHOP_STATES[i] ?? {};
    const gender = pick.gender === 0 || pick.gender === 1 ? pick.gender : genderOfItem(pick.item_id);
    const slot = slotOfItem(pick.item_id);
    return {
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
      created_at: stamp,
      updated_at: stamp,
      ...extra,
      ...state,
      ...(saleWindow ? { sale_start: dbTimeIn(saleWindow[0], now), sale_end: dbTimeIn(saleWindow[1], now) } : {}),
    };
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
    created_at: stamp,
    updated_at: stamp,
    name_en: 'Invite code',
    name_zh: '邀請碼',
  });
  return rows;
}
