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
export interface DemoCommodity {
  sn: number;
  item_id: number;
  count: number;
  price: number;
  period: number;
  gender: number;
  category: string;
}

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
