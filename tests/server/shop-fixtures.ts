/**
 * What the shop tests share: catalogue rows, an account with a character and a token,
 * row counts of everything a purchase writes, and a purchase/gift call.
 */
import crypto from 'node:crypto';
import { sql } from 'kysely';
import type { Insertable } from 'kysely';
import type { Db } from '../../server/db';
import type { WebShopItemsTable } from '../../server/db/tables/shop';
import { toDbTime } from '../../server/db/time';
import { createAccount, loginAs, type TestApp } from './helpers';

export async function addShopItem(db: Db, values: Partial<Insertable<WebShopItemsTable>> = {}): Promise<number> {
  const now = toDbTime();
  const r = await db
    .insertInto('web_shop_items')
    .values({
      kind: 'item',
      item_id: 1002140,
      sn: 20000000,
      category: 'Cap',
      price: 100,
      currency: 'nx_credit',
      slot: 'Cap',
      gender: 2,
      created_at: now,
      updated_at: now,
      ...values,
    })
    .executeTakeFirstOrThrow();
  return Number(r.insertId);
}

export interface Buyer {
  accountId: number;
  characterId: number;
  characterName: string;
  token: string;
  auth: { authorization: string };
}

let serial = 0;
/** A fresh account (name 5-12 letters and digits) with one character, logged in. */
export async function newBuyer(
  t: TestApp,
  account: Record<string, unknown> = {},
  character: Record<string, unknown> = {},
): Promise<Buyer> {
  serial += 1;
  const tag = `${crypto.randomBytes(2).toString('hex')}${serial}`;
  const name = `buyer${tag}`.slice(0, 12);
  const accountId = await createAccount(t.db, name, 'password1', { nxCredit: 0, maplePoint: 0, votepoints: 0, rewardpoints: 0, birthday: '1990-01-01', ...account });
  const characterName = `Chr${tag}`.slice(0, 12);
  const c = await t.db
    .insertInto('characters')
    .values({ accountid: accountId, name: characterName, level: 50, ...character })
    .executeTakeFirstOrThrow();
  const { token } = await loginAs(t.app, name, 'password1');
  return { accountId, characterId: Number(c.insertId), characterName, token, auth: { authorization: `Bearer ${token}` } };
}

export const key = () => crypto.randomBytes(12).toString('hex');

export async function balanceOf(db: Db, accountId: number) {
  const a = await db.selectFrom('accounts').select(['nxCredit', 'maplePoint', 'votepoints', 'rewardpoints']).where('id', '=', accountId).executeTakeFirstOrThrow();
  return { nx: Number(a.nxCredit ?? 0), maple: Number(a.maplePoint ?? 0), vote: Number(a.votepoints), reward: Number(a.rewardpoints) };
}

/** Row counts of what a purchase or gift writes, and every account's balances. */
export async function writes(db: Db) {
  const count = async (table: string) => Number((await sql<{ n: number }>`select count(*) as n from ${sql.table(table)}`.execute(db)).rows[0].n);
  const money = await db.selectFrom('accounts').select(['id', 'nxCredit', 'maplePoint', 'votepoints', 'rewardpoints']).orderBy('id').execute();
  const stock = await db.selectFrom('web_shop_items').select(['id', 'stock']).orderBy('id').execute();
  return {
    gifts: await count('gifts'),
    orders: await count('web_shop_orders'),
    invites: await count('web_invite_codes'),
    dressing: await count('web_shop_dressing_room'),
    money: JSON.stringify(money.map((m) => [m.id, Number(m.nxCredit ?? 0), Number(m.maplePoint ?? 0), Number(m.votepoints), Number(m.rewardpoints)])),
    stock: JSON.stringify(stock.map((s) => [s.id, s.stock === null ? null : Number(s.stock)])),
  };
}

export function buy(t: TestApp, b: Buyer, payload: Record<string, unknown>, lang = 'en-US') {
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/shop/purchase',
    headers: { ...b.auth, 'accept-language': lang },
    payload: { characterId: b.characterId, quantity: 1, idempotencyKey: key(), ...payload },
  });
}

export function sendGift(t: TestApp, b: Buyer, payload: Record<string, unknown>, lang = 'en-US') {
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/shop/gift',
    headers: { ...b.auth, 'accept-language': lang },
    payload: { quantity: 1, idempotencyKey: key(), senderBirthday: '1990-01-01', ...payload },
  });
}
