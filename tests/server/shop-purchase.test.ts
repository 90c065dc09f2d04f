/**
 * Buying in the web shop: exactly-once under concurrency (SQLite and MariaDB with
 * TEST_MYSQL_URL), the in-game rule, availability, limits, delivery through the game's
 * gift box, and every refusal a translated 4xx with nothing written.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INVITE_CODE_PATTERN } from '../../config/rules';
import { dbTimeIn } from '../../server/db/time';
import type { Db } from '../../server/db';
import { purchase } from '../../server/services/shop';
import { createTestApp, type TestApp } from './helpers';
import { addShopItem, balanceOf, buy, key, newBuyer, writes } from './shop-fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ config: { rateLimit: false } });
}, 60_000);
afterAll(async () => t?.close());

describe('concurrent purchases', () => {
  it('100 purchases at once by an account whose NX pays exactly 10: 10 succeed, the rest say not enough, never negative', async () => {
    const item = await addShopItem(t.db, { price: 137 });
    const b = await newBuyer(t, { nxCredit: 1370 });
    const answers = await Promise.all(Array.from({ length: 100 }, () => buy(t, b, { shopItemId: item })));
    const ok = answers.filter((r) => r.statusCode === 200);
    expect(ok).toHaveLength(10);
    const refused = answers.filter((r) => r.statusCode !== 200);
    expect(refused).toHaveLength(90);
    for (const r of refused) {
      expect(r.statusCode).toBe(409);
      expect(r.json().message).toBe('Not enough NX Credit for this purchase.');
    }
    expect((await balanceOf(t.db, b.accountId)).nx).toBe(0);
    const gifts = await t.db.selectFrom('gifts').select(['to', 'sn', 'ringid']).where('to', '=', b.characterId).execute();
    expect(gifts).toHaveLength(10);
    expect(gifts.every((g) => Number(g.sn) === 20000000 && Number(g.ringid) === -1)).toBe(true);
  }, 120_000);

  it('stock 5 and 50 buyers at once: 5 orders, stock 0, the others hear "out of stock"', async () => {
    const item = await addShopItem(t.db, { price: 10, stock: 5 });
    const buyers = [];
    for (let i = 0; i < 50; i++) buyers.push(await newBuyer(t, { nxCredit: 100 }));
    const answers = await Promise.all(buyers.map((b) => buy(t, b, { shopItemId: item })));
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(5);
    const refused = answers.filter((r) => r.statusCode !== 200);
    expect(refused.map((r) => r.json().message)).toEqual(Array(45).fill('Sorry, this item is out of stock.'));
    const row = await t.db.selectFrom('web_shop_items').select('stock').where('id', '=', item).executeTakeFirstOrThrow();
    expect(Number(row.stock)).toBe(0);
    const orders = await t.db.selectFrom('web_shop_orders').select('account_id').where('shop_item_id', '=', item).execute();
    expect(orders).toHaveLength(5);
    // Only the 5 who got one paid.
    let paid = 0;
    for (const b of buyers) if ((await balanceOf(t.db, b.accountId)).nx === 90) paid += 1;
    expect(paid).toBe(5);
  }, 180_000);

  it('the same idempotency key 20 times at once: one order, one debit, every answer the same order', async () => {
    const item = await addShopItem(t.db, { price: 50, max_quantity: 5 });
    const b = await newBuyer(t, { nxCredit: 1000 });
    const k = key();
    const answers = await Promise.all(Array.from({ length: 20 }, () => buy(t, b, { shopItemId: item, quantity: 2, idempotencyKey: k })));
    expect(answers.map((r) => r.statusCode)).toEqual(Array(20).fill(200));
    const ids = new Set(answers.map((r) => r.json().data.order.id));
    expect(ids.size).toBe(1);
    expect((await balanceOf(t.db, b.accountId)).nx).toBe(900);
    expect(await t.db.selectFrom('web_shop_orders').select('id').where('account_id', '=', b.accountId).execute()).toHaveLength(1);
    expect(await t.db.selectFrom('gifts').select('id').where('to', '=', b.characterId).execute()).toHaveLength(2);
    // A retried request later still answers the first order.
    const again = await buy(t, b, { shopItemId: item, quantity: 2, idempotencyKey: k });
    expect(again.json().data.order.id).toBe([...ids][0]);
    expect(again.json().data.balance.nxCredit).toBe(900);
    // The same key for a different entry is refused, nothing written.
    const other = await addShopItem(t.db, { price: 1 });
    const before = await writes(t.db);
    const reused = await buy(t, b, { shopItemId: other, idempotencyKey: k });
    expect(reused.statusCode).toBe(409);
    expect(await writes(t.db)).toEqual(before);
  }, 60_000);
});

describe('the in-game rule', () => {
  it('a purchase while the account is in game debits nothing and says why', async () => {
    const item = await addShopItem(t.db, { price: 10 });
    const b = await newBuyer(t, { nxCredit: 500 });
    await t.db.updateTable('accounts').set({ loggedin: 2 }).where('id', '=', b.accountId).execute();
    const before = await writes(t.db);
    const zh = await buy(t, b, { shopItemId: item }, 'zh-TW');
    expect(zh.statusCode).toBe(409);
    expect(zh.json().message).toBe('請先離開遊戲（登出）再購買；你在遊戲中時，餘額由遊戲保管。');
    const en = await buy(t, b, { shopItemId: item });
    expect(en.json().message).toContain('Please leave the game (log out) before buying');
    expect(await writes(t.db)).toEqual(before);
    await t.db.updateTable('accounts').set({ loggedin: 0 }).where('id', '=', b.accountId).execute();
    expect((await buy(t, b, { shopItemId: item })).statusCode).toBe(200);
    expect((await balanceOf(t.db, b.accountId)).nx).toBe(490);
  });
});

describe('availability, limits and currencies', () => {
  it('refuses each unavailable state with its message and writes nothing', async () => {
    const b = await newBuyer(t, { nxCredit: 10000 });
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ on_sale: 0 }, 'This item is not for sale.'],
      [{ stock: 0 }, 'Sorry, this item is out of stock.'],
      [{ sale_start: dbTimeIn(86400) }, "This item's sale has not started yet."],
      [{ sale_end: dbTimeIn(-60) }, "This item's sale has ended."],
    ];
    for (const [values, message] of cases) {
      const item = await addShopItem(t.db, values);
      const list = await t.app.inject({ url: `/api/v1/shop/items/${item}` });
      expect(list.json().data.available).toBe(false);
      const before = await writes(t.db);
      const r = await buy(t, b, { shopItemId: item });
      expect(r.statusCode).toBe(409);
      expect(r.json()).toEqual({ code: 40902, message, data: null });
      expect(await writes(t.db)).toEqual(before);
    }
  });

  it('counts the per-account limit from the orders', async () => {
    const item = await addShopItem(t.db, { price: 1, limit_per_account: 3, max_quantity: 3 });
    const b = await newBuyer(t, { nxCredit: 100 });
    expect((await buy(t, b, { shopItemId: item, quantity: 2 })).statusCode).toBe(200);
    const over = await buy(t, b, { shopItemId: item, quantity: 2 });
    expect(over.statusCode).toBe(409);
    expect(over.json().message).toBe('You have reached the limit for this item (3 per account; 1 left).');
    expect((await buy(t, b, { shopItemId: item, quantity: 1 })).statusCode).toBe(200);
    expect((await buy(t, b, { shopItemId: item, quantity: 1 })).statusCode).toBe(409);
    expect((await balanceOf(t.db, b.accountId)).nx).toBe(97);
  });

  it('debits the entry\'s own currency (maple points, vote points, reward points)', async () => {
    const b = await newBuyer(t, { nxCredit: 1000, maplePoint: 30, votepoints: 7, rewardpoints: 5 });
    for (const [currency, price] of [['maple_point', 10], ['vote_points', 3], ['reward_points', 5]] as const) {
      const item = await addShopItem(t.db, { price, currency });
      const r = await buy(t, b, { shopItemId: item });
      expect(r.statusCode).toBe(200);
      expect(r.json().data.order.currency).toBe(currency);
    }
    expect(await balanceOf(t.db, b.accountId)).toEqual({ nx: 1000, maple: 20, vote: 4, reward: 0 });
    const item = await addShopItem(t.db, { price: 1, currency: 'reward_points' });
    const broke = await buy(t, b, { shopItemId: item }, 'zh-TW');
    expect(broke.json().message).toBe('獎勵點數不足，無法購買。');
  });

  it('an invite-code good issues a code the registration accepts, shown to the buyer in the order', async () => {
    const item = await addShopItem(t.db, { kind: 'invite_code', item_id: null, sn: null, category: 'Site', slot: null, name_en: 'Invite code', name_zh: '邀請碼', price: 300 });
    const b = await newBuyer(t, { nxCredit: 300 });
    const r = await buy(t, b, { shopItemId: item });
    expect(r.statusCode).toBe(200);
    const code = r.json().data.order.inviteCode as string;
    expect(code).toMatch(INVITE_CODE_PATTERN);
    const row = await t.db.selectFrom('web_invite_codes').selectAll().where('code', '=', code).executeTakeFirstOrThrow();
    expect(row.owner_account_id).toBe(b.accountId);
    expect(row.source).toBe('shop');
    expect(row.used_by_account_id).toBeNull();
    expect(r.json().data.order.status).toBe('delivered');
    // Nothing went to the game's gift box.
    expect(await t.db.selectFrom('gifts').select('id').where('to', '=', b.characterId).execute()).toHaveLength(0);
  });
});

describe('bad input: a translated 4xx envelope and nothing written', () => {
  it('every refusal', async () => {
    const item = await addShopItem(t.db, { price: 10, max_quantity: 2 });
    const b = await newBuyer(t, { nxCredit: 1000 });
    const stranger = await newBuyer(t, { nxCredit: 1000 });
    const bad: Array<[Record<string, unknown>, number]> = [
      [{ shopItemId: item, quantity: 0 }, 400],
      [{ shopItemId: item, quantity: 3 }, 400],
      [{ shopItemId: item, quantity: 101 }, 400],
      [{ shopItemId: item, quantity: 1.5 }, 400],
      [{ shopItemId: item, idempotencyKey: 'short' }, 400],
      [{ shopItemId: item, idempotencyKey: 'has spaces in it' }, 400],
      [{ shopItemId: item, idempotencyKey: 'x'.repeat(65) }, 400],
      [{ shopItemId: -1 }, 400],
      [{ shopItemId: 99999999 }, 404],
      [{ shopItemId: item, characterId: stranger.characterId }, 403],
      [{ shopItemId: item, characterId: 99999999 }, 404],
      [{ shopItemId: item, characterId: 'abc' }, 400],
    ];
    const before = await writes(t.db);
    for (const [payload, status] of bad) {
      const r = await buy(t, b, payload, 'zh-TW');
      expect(r.statusCode, JSON.stringify(payload)).toBe(status);
      const body = r.json();
      expect(body.code).not.toBe(0);
      expect(body.data).toBeNull();
      expect(body.message).toMatch(/[\u3400-\u9fff]/);
    }
    const anonymous = await t.app.inject({ method: 'POST', url: '/api/v1/shop/purchase', payload: { shopItemId: item, characterId: b.characterId, quantity: 1, idempotencyKey: key() } });
    expect(anonymous.statusCode).toBe(401);
    expect(await writes(t.db)).toEqual(before);
  });
});

describe('rate limit', () => {
  it('answers 429 after 30 purchase requests a minute from one account', async () => {
    const limited = await createTestApp();
    try {
      const b = await newBuyer(limited, { nxCredit: 0 });
      const statuses: number[] = [];
      for (let i = 0; i < 31; i++) statuses.push((await buy(limited, b, { shopItemId: 999999 })).statusCode);
      expect(statuses.slice(0, 30)).toEqual(Array(30).fill(404));
      expect(statuses[30]).toBe(429);
    } finally {
      await limited.close();
    }
  }, 60_000);
});

describe('lock conflicts', () => {
  /** The database, with its next `failures` transactions failing the way MySQL reports a deadlock. */
  function deadlocking(db: Db, failures: number): Db {
    let left = failures;
    return new Proxy(db, {
      get(target, prop, receiver) {
        if (prop === 'transaction' && left > 0) {
          left -= 1;
          return () => ({
            execute: async () => {
              throw Object.assign(new Error('Deadlock found when trying to get lock; try restarting transaction'), { code: 'ER_LOCK_DEADLOCK', errno: 1213 });
            },
          });
        }
        const value = Reflect.get(target, prop, receiver);
        return typeof value === 'function' ? value.bind(target) : value;
      },
    });
  }

  it('retries a deadlocked purchase (one debit), and answers 503 "busy" when it keeps failing', async () => {
    const item = await addShopItem(t.db, { price: 10 });
    const b = await newBuyer(t, { nxCredit: 100 });
    const input = { accountId: b.accountId, characterId: b.characterId, shopItemId: item, quantity: 1, lang: 'en-US' as const, pictures: { item: '', mob: '', npc: '', map: '' } };
    const done = await purchase(deadlocking(t.db, 2), { ...input, idempotencyKey: key() });
    expect(done.balance.nxCredit).toBe(90);
    const before = await writes(t.db);
    await expect(purchase(deadlocking(t.db, 100), { ...input, idempotencyKey: key() })).rejects.toMatchObject({ status: 503, messageKey: 'server.shop.busy' });
    expect(await writes(t.db)).toEqual(before);
  });
});
