/**
 * Daily check-in.
 *
 * Once per game day per account: the game day is today in the game's time zone
 * (GAME_TIMEZONE), and web_checkin has a unique (account_id, game_date). A check-in
 * writes its row and delivers its reward in ONE transaction: of any number of
 * concurrent check-ins of one account and day, one inserts the row and gives the reward,
 * the others hit the unique key, roll back and are answered 409 (nothing given twice).
 *
 * Streak: consecutive game days with a check-in, today included. The reward is the
 * table's row for the streak day ((streak - 1) mod 7 + 1), else its 'any' row.
 * Items reach the chosen character as a cash-shop gift (the game's `gifts` table: the
 * gift carries the cash-shop entry `sn`, the game hands its item and count out when the
 * player opens the cash shop); NX / points go through creditAccount (queued while the
 * player is in game, see ./credits.ts).
 */
import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc.js';
import type { Db } from '../db';
import type { Lang } from '../i18n';
import { translate } from '../../locales';
import { addDays, gameDayOf, toDbTime } from '../db/time';
import { AppError, ErrorCode, errors } from '../errors';
import {
  CHECKIN_CYCLE_DAYS,
  CHECKIN_REWARD_TYPES,
  type CheckinResult,
  type CheckinReward,
  type CheckinRewardType,
  type CheckinStatus,
} from '../../config/contract/profile';
import { gameHoldOf, loginToGameFirst } from './in-game-guard';
import { creditAccount, type Credit } from './credits';
import { withRetry } from '../db/errors';
import { displayName, entryIcon, entryKey, libraryIndex, type PictureTemplates } from './library';
import { ownCharacter } from './profile';

dayjs.extend(utc);

/** The `from` of a check-in gift (gifts.from is VARCHAR(13): at most 13 characters). */
export const CHECKIN_GIFT_FROM = 'Check-in Gift';
/** Its message (gifts.message, shown in the cash shop's gift box). */
export const CHECKIN_GIFT_MESSAGE = 'Daily check-in reward. Thank you for playing!';

export interface CheckinSettings {
  timezone: string;
  pictures: PictureTemplates;
  now?: () => number;
}

export interface RewardRow {
  day: string;
  type: string;
  item_id: number | null;
  sn: number | null;
  quantity: number;
  amount: number;
}

/** Streak day (1-7) of a streak. */
export const cycleDay = (streak: number) => ((Math.max(1, streak) - 1) % CHECKIN_CYCLE_DAYS) + 1;

export function rewardFor(rows: RewardRow[], streak: number): RewardRow | null {
  const day = String(cycleDay(streak));
  return rows.find((r) => r.day === day) ?? rows.find((r) => r.day === 'any') ?? null;
}

export async function rewardRows(db: Db): Promise<RewardRow[]> {
  const rows = await db.selectFrom('web_checkin_rewards').select(['day', 'type', 'item_id', 'sn', 'quantity', 'amount']).execute();
  const order = (d: string) => (d === 'any' ? 99 : Number(d));
  return rows
    .filter((r) => (CHECKIN_REWARD_TYPES as readonly string[]).includes(r.type))
    .map((r) => ({
      day: r.day,
      type: r.type,
      item_id: r.item_id == null ? null : Number(r.item_id),
      sn: r.sn == null ? null : Number(r.sn),
      quantity: Number(r.quantity),
      amount: Number(r.amount),
    }))
    .sort((a, b) => order(a.day) - order(b.day));
}

/** A reward row as the contract shows it (names in the caller's language). */
export async function describeRewards(db: Db, rows: RewardRow[], lang: Lang, pictures: PictureTemplates): Promise<CheckinReward[]> {
  const index = await libraryIndex(db);
  return rows.map((r) => {
    const entry = r.item_id != null ? index.byKey.get(entryKey('item', r.item_id)) : undefined;
    const name =
      r.type === 'item'
        ? entry
          ? displayName(entry, lang)
          : `#${r.item_id}`
        : translate(lang, `server.checkin.currency.${r.type}`);
    return {
      day: r.day === 'any' ? ('any' as const) : Number(r.day),
      type: r.type as CheckinRewardType,
      itemId: r.type === 'item' ? r.item_id : null,
      sn: r.type === 'item' ? r.sn : null,
      quantity: r.type === 'item' ? r.quantity : 0,
      amount: r.type === 'item' ? 0 : r.amount,
      name,
      icon: r.type === 'item' && r.item_id != null ? entryIcon(pictures, { kind: 'item', id: r.item_id }) : null,
    };
  });
}

async function lastBefore(db: Db, accountId: number, day: string) {
  return db
    .selectFrom('web_checkin')
    .select(['game_date', 'streak'])
    .where('account_id', '=', accountId)
    .where('game_date', '<', day)
    .orderBy('game_date', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** GET /api/v1/checkin. */
export async function checkinStatus(db: Db, accountId: number, month: string | undefined, lang: Lang, s: CheckinSettings): Promise<CheckinStatus> {
  const today = gameDayOf(s.timezone, s.now?.() ?? Date.now());
  const monthKey = month ?? today.slice(0, 7);
  const first = `${monthKey}-01`;
  const days = dayjs.utc(`${first}T00:00:00Z`).daysInMonth();
  const last = `${monthKey}-${String(days).padStart(2, '0')}`;
  const inMonth = await db
    .selectFrom('web_checkin')
    .select('game_date')
    .where('account_id', '=', accountId)
    .where('game_date', '>=', first)
    .where('game_date', '<=', last)
    .execute();
  const done = new Set(inMonth.map((r) => r.game_date));
  const todayRow = await db
    .selectFrom('web_checkin')
    .select(['streak'])
    .where('account_id', '=', accountId)
    .where('game_date', '=', today)
    .executeTakeFirst();
  const previous = await lastBefore(db, accountId, today);
  const heldStreak = previous && previous.game_date === addDays(today, -1) ? Number(previous.streak) : 0;
  const streak = todayRow ? Number(todayRow.streak) : heldStreak;
  const rows = await rewardRows(db);
  const rewards = await describeRewards(db, rows, lang, s.pictures);
  const next = rewardFor(rows, streak + 1);
  const [nextReward] = next ? await describeRewards(db, [next], lang, s.pictures) : [null];
  return {
    gameDate: today,
    checkedInToday: !!todayRow,
    streak,
    month: Array.from({ length: days }, (_, i) => {
      const date = `${monthKey}-${String(i + 1).padStart(2, '0')}`;
      return { date, checkedIn: done.has(date) };
    }),
    rewards,
    nextReward,
  };
}

const alreadyToday = () => new AppError(409, ErrorCode.ALREADY_EXISTS, 'server.checkin.already');

/** POST /api/v1/checkin. */
export async function checkIn(
  db: Db,
  accountId: number,
  characterId: number | null | undefined,
  ip: string,
  lang: Lang,
  s: CheckinSettings,
): Promise<CheckinResult> {
  if (!characterId) throw Object.assign(new AppError(400, ErrorCode.VALIDATION, 'server.checkin.selectCharacter'), { field: 'characterId' });
  const character = await ownCharacter(db, accountId, characterId);
  const today = gameDayOf(s.timezone, s.now?.() ?? Date.now());
  if (await db.selectFrom('web_checkin').select('id').where('account_id', '=', accountId).where('game_date', '=', today).executeTakeFirst()) {
    throw alreadyToday();
  }
  const rows = await rewardRows(db);
  const previous = await lastBefore(db, accountId, today);
  const streak = previous && previous.game_date === addDays(today, -1) ? Number(previous.streak) + 1 : 1;
  const reward = rewardFor(rows, streak);
  if (!reward || (reward.type === 'item' && (reward.item_id == null || reward.sn == null))) {
    throw new AppError(503, ErrorCode.SERVICE_UNAVAILABLE, 'server.checkin.noReward');
  }

  let delivered: CheckinResult['delivered'];
  try {
    // A lock conflict runs the whole transaction again (a check-in that won meanwhile is then the
    // unique key), then answers 503 (server/db/errors.ts).
    delivered = await withRetry(() => db.transaction().execute(async (trx) => {
      const t = trx as unknown as Db;
      // After an unlock the game must log the account in once before any reward moves (in-game guard).
      if ((await gameHoldOf(t, accountId)) === 'after_unlock') throw loginToGameFirst();
      // The row first: a second check-in of the day stops here on the unique key, before any reward.
      await t
        .insertInto('web_checkin')
        .values({
          account_id: accountId,
          game_date: today,
          character_id: character.id,
          streak,
          reward_day: reward.day,
          reward_type: reward.type,
          item_id: reward.item_id,
          sn: reward.sn,
          quantity: reward.quantity,
          amount: reward.amount,
          delivered: 'pending',
          ip: ip.slice(0, 45),
          created_at: toDbTime(),
        })
        .execute();
      let how: CheckinResult['delivered'];
      if (reward.type === 'item') {
        // Every NOT NULL column of the game's gifts table is named (message and ringid have no default).
        await t
          .insertInto('gifts')
          .values({ to: character.id, from: CHECKIN_GIFT_FROM, message: CHECKIN_GIFT_MESSAGE, sn: reward.sn!, ringid: -1 })
          .execute();
        how = 'gift';
      } else {
        const credit: Credit = { accountId, reason: 'checkin', ref: `checkin:${accountId}:${today}` };
        if (reward.type === 'nx_credit') credit.nxCredit = reward.amount;
        if (reward.type === 'maple_point') credit.maplePoint = reward.amount;
        if (reward.type === 'vote_points') credit.votePoints = reward.amount;
        if (reward.type === 'reward_points') credit.rewardPoints = reward.amount;
        how = await creditAccount(trx, credit);
      }
      await t.updateTable('web_checkin').set({ delivered: how }).where('account_id', '=', accountId).where('game_date', '=', today).execute();
      return how;
    }));
  } catch (e) {
    if (e instanceof AppError) throw e;
    // The unique (account_id, game_date): another check-in of the day won.
    const won = await db.selectFrom('web_checkin').select('id').where('account_id', '=', accountId).where('game_date', '=', today).executeTakeFirst();
    if (won) throw alreadyToday();
    throw e;
  }
  const [described] = await describeRewards(db, [reward], lang, s.pictures);
  return { gameDate: today, reward: described, streak, delivered };
}

/** The library's "check-in" source of an item: the reward-table days that give it (ref = the day, 1-7 or 'any'). */
export async function checkInSources(db: Db, itemId: number, lang: Lang): Promise<Array<{ ref: string; label: string }>> {
  const rows = await db
    .selectFrom('web_checkin_rewards')
    .select(['day', 'quantity'])
    .where('type', '=', 'item')
    .where('item_id', '=', itemId)
    .orderBy('day')
    .execute();
  return rows.map((r) => ({
    ref: r.day,
    label: translate(lang, r.day === 'any' ? 'server.checkin.source.any' : 'server.checkin.source.day', { day: r.day, quantity: Number(r.quantity) }),
  }));
}

/* ------------------------------------ reward table (CLI and the console) */

export interface RewardInput {
  day: string;
  type: CheckinRewardType;
  itemId?: number;
  sn?: number;
  /** Items in the gift when the sn is not in the library (the entry's count otherwise). */
  quantity?: number;
  amount?: number;
}

/**
 * A streak day's reward row from the input, validated (nothing written). An item needs a
 * cash-shop entry holding it (the gift carries the entry): `sn` given, else the library's
 * entry for the item (on sale first, lowest sn); its count is the quantity.
 */
export async function rewardRowOf(db: Db, input: RewardInput): Promise<RewardRow> {
  const day = input.day.trim().toLowerCase();
  if (!(day === 'any' || /^[1-7]$/.test(day))) throw errors.invalid('server.checkin.cli.day');
  if (!(CHECKIN_REWARD_TYPES as readonly string[]).includes(input.type)) throw errors.invalid('server.checkin.cli.type');
  if (input.type !== 'item') {
    const amount = Number(input.amount);
    if (!Number.isInteger(amount) || amount <= 0 || amount > 1_000_000) throw errors.invalid('server.checkin.cli.amount');
    return { day, type: input.type, item_id: null, sn: null, quantity: 0, amount };
  }
  if (!input.itemId || !Number.isInteger(input.itemId) || input.itemId <= 0) throw errors.invalid('server.checkin.cli.item');
  let q = db.selectFrom('web_lib_commodity').select(['sn', 'item_id', 'count']).where('item_id', '=', input.itemId);
  if (input.sn) q = q.where('sn', '=', input.sn);
  const commodity = await q.orderBy('on_sale', 'desc').orderBy('sn').limit(1).executeTakeFirst();
  if (commodity) return { day, type: 'item', item_id: input.itemId, sn: Number(commodity.sn), quantity: Number(commodity.count), amount: 0 };
  if (input.sn && Number.isInteger(input.sn) && input.sn > 0) {
    // An sn the library does not know (no game data imported): taken as given, unless the library has it for another item.
    const other = await db.selectFrom('web_lib_commodity').select('item_id').where('sn', '=', input.sn).executeTakeFirst();
    if (other) throw errors.invalid('server.checkin.cli.snMismatch', { sn: input.sn, item: Number(other.item_id) });
    const quantity = Number(input.quantity ?? 1);
    if (!Number.isInteger(quantity) || quantity < 1 || quantity > 32767) throw errors.invalid('server.checkin.cli.quantity');
    return { day, type: 'item', item_id: input.itemId, sn: input.sn, quantity, amount: 0 };
  }
  throw errors.invalid('server.checkin.cli.noCommodity', { item: input.itemId });
}

/** Writes a validated row in the caller's transaction, replacing the day's row. */
export async function writeReward(trx: Db, row: RewardRow): Promise<void> {
  await trx.deleteFrom('web_checkin_rewards').where('day', '=', row.day).execute();
  await trx.insertInto('web_checkin_rewards').values({ ...row, updated_at: toDbTime() }).execute();
}

/** Sets a streak day's reward (replacing it): rewardRowOf, then writeReward in one transaction. */
export async function setReward(db: Db, input: RewardInput): Promise<RewardRow> {
  const row = await rewardRowOf(db, input);
  await db.transaction().execute((trx) => writeReward(trx as unknown as Db, row));
  return row;
}

export async function removeReward(db: Db, day: string): Promise<boolean> {
  const r = await db.deleteFrom('web_checkin_rewards').where('day', '=', day.trim().toLowerCase()).executeTakeFirst();
  return Number(r.numDeletedRows) > 0;
}
