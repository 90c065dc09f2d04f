/**
 * Gifting in the web shop: delivered through the game's gift box with the sender's
 * character name and message (also to a player in game), one refusal for an unknown
 * receiver or a wrong receiver birthday (nothing written), idempotent, and the orders
 * list of each side.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers';
import { addShopItem, balanceOf, key, newBuyer, sendGift, writes, type Buyer } from './shop-fixtures';

let t: TestApp;
let sender: Buyer;
let receiver: Buyer;
let item: number;

const REFUSAL = "The gift could not be sent: check the receiver's character name and birthday.";

beforeAll(async () => {
  t = await createTestApp({ config: { rateLimit: false } });
  item = await addShopItem(t.db, { price: 200, max_quantity: 3 });
  sender = await newBuyer(t, { nxCredit: 5000, birthday: '1991-02-03' }, { level: 30 });
  // The sender's highest-level character signs by default.
  await t.db.insertInto('characters').values({ accountid: sender.accountId, name: 'TopSender', level: 120 }).execute();
  receiver = await newBuyer(t, { nxCredit: 0, birthday: '1988-12-24' });
}, 60_000);
afterAll(async () => t?.close());

describe('gift', () => {
  it('delivers through the gifts table with the sender name and message, also while the receiver is in game', async () => {
    await t.db.updateTable('accounts').set({ loggedin: 2 }).where('id', '=', receiver.accountId).execute();
    const r = await sendGift(t, sender, {
      shopItemId: item,
      quantity: 2,
      receiverName: receiver.characterName,
      receiverBirthday: '1988-12-24',
      senderBirthday: '1991-02-03',
      message: '生日快樂！',
    });
    expect(r.statusCode).toBe(200);
    const { order, balance } = r.json().data;
    expect(order).toMatchObject({ type: 'gift_sent', quantity: 2, price: 400, characterName: receiver.characterName, counterpart: receiver.characterName, status: 'pending' });
    expect(balance.nxCredit).toBe(4600);
    const rows = await t.db.selectFrom('gifts').selectAll().where('to', '=', receiver.characterId).execute();
    expect(rows).toHaveLength(2);
    for (const g of rows) expect(g).toMatchObject({ from: 'TopSender', message: '生日快樂！', sn: 20000000, ringid: -1 });
    // The receiver's balance is untouched (only the sender pays).
    expect((await balanceOf(t.db, receiver.accountId)).nx).toBe(0);

    // The receiver sees it as received, pending until the game hands it over (the game deletes the gift rows).
    const received = await t.app.inject({ url: '/api/v1/shop/orders?type=gift_received', headers: receiver.auth });
    expect(received.json().data.items).toHaveLength(1);
    expect(received.json().data.items[0]).toMatchObject({ type: 'gift_received', counterpart: 'TopSender', status: 'pending', inviteCode: null });
    await t.db.deleteFrom('gifts').where('to', '=', receiver.characterId).execute();
    const after = await t.app.inject({ url: '/api/v1/shop/orders?type=gift_received', headers: receiver.auth });
    expect(after.json().data.items[0].status).toBe('delivered');
    await t.db.updateTable('accounts').set({ loggedin: 0 }).where('id', '=', receiver.accountId).execute();
  });

  it('signs with the chosen character when one is given', async () => {
    const r = await sendGift(t, sender, {
      shopItemId: item,
      receiverName: receiver.characterName,
      receiverBirthday: '1988-12-24',
      senderBirthday: '1991-02-03',
      characterId: sender.characterId,
    });
    expect(r.statusCode).toBe(200);
    expect(r.json().data.order.id).toBeGreaterThan(0);
    const row = await t.db.selectFrom('gifts').selectAll().where('to', '=', receiver.characterId).orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(row.from).toBe(sender.characterName);
    expect(row.message).toBe('');
  });

  it('an unknown receiver and a wrong receiver birthday get one and the same answer, on the receiver; a wrong own birthday its own; nothing written', async () => {
    const base = { shopItemId: item, receiverName: receiver.characterName, receiverBirthday: '1988-12-24', senderBirthday: '1991-02-03' };
    const before = await writes(t.db);
    const answers = [
      await sendGift(t, sender, { ...base, receiverName: 'NoSuchHero' }),
      await sendGift(t, sender, { ...base, receiverBirthday: '1988-12-25' }),
      await sendGift(t, sender, { ...base, receiverName: 'NoSuchHero', receiverBirthday: '2000-01-01' }),
    ];
    for (const r of answers) {
      expect(r.statusCode).toBe(409);
      expect(r.json()).toEqual({ code: 40906, message: REFUSAL, data: null, field: 'receiver' });
    }
    const own = await sendGift(t, sender, { ...base, senderBirthday: '1991-02-04' });
    expect(own.statusCode).toBe(400);
    expect(own.json()).toMatchObject({ code: 40001, field: 'senderBirthday' });
    expect(await writes(t.db)).toEqual(before);
  });

  it('validates the request (translated 400) and writes nothing', async () => {
    const base = { shopItemId: item, receiverName: receiver.characterName, receiverBirthday: '1988-12-24', senderBirthday: '1991-02-03' };
    const before = await writes(t.db);
    const bad = [
      { ...base, receiverBirthday: '24/12/1988' },
      { ...base, senderBirthday: undefined },
      { ...base, receiverName: '' },
      { ...base, receiverName: 'x'.repeat(14) },
      { ...base, message: 'x'.repeat(101) },
      // 100 characters, but more than the game's gift box holds (255 bytes).
      { ...base, message: '禮'.repeat(100) },
      { ...base, quantity: 4 },
    ];
    for (const payload of bad) {
      const r = await sendGift(t, sender, payload, 'zh-TW');
      expect(r.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
      expect(r.json().data).toBeNull();
      expect(r.json().message).toMatch(/[\u3400-\u9fff]/);
    }
    expect(await writes(t.db)).toEqual(before);
  });

  it('the same key twice gifts once', async () => {
    const k = key();
    const payload = { shopItemId: item, receiverName: receiver.characterName, receiverBirthday: '1988-12-24', senderBirthday: '1991-02-03', idempotencyKey: k };
    const before = (await balanceOf(t.db, sender.accountId)).nx;
    const [a, b] = await Promise.all([sendGift(t, sender, payload), sendGift(t, sender, payload)]);
    expect(a.json().data.order.id).toBe(b.json().data.order.id);
    expect((await balanceOf(t.db, sender.accountId)).nx).toBe(before - 200);
  });

  it('a sender in game pays nothing and hears why', async () => {
    await t.db.updateTable('accounts').set({ loggedin: 2 }).where('id', '=', sender.accountId).execute();
    const before = await writes(t.db);
    const r = await sendGift(t, sender, { shopItemId: item, receiverName: receiver.characterName, receiverBirthday: '1988-12-24', senderBirthday: '1991-02-03' });
    expect(r.statusCode).toBe(409);
    expect(r.json().code).toBe(40905);
    expect(await writes(t.db)).toEqual(before);
    await t.db.updateTable('accounts').set({ loggedin: 0 }).where('id', '=', sender.accountId).execute();
  });

  it('lists my orders per type', async () => {
    const buyOwn = await t.app.inject({
      method: 'POST',
      url: '/api/v1/shop/purchase',
      headers: sender.auth,
      payload: { shopItemId: item, characterId: sender.characterId, quantity: 1, idempotencyKey: key() },
    });
    expect(buyOwn.statusCode).toBe(200);
    const get = async (type: string, who = sender) => (await t.app.inject({ url: `/api/v1/shop/orders?type=${type}`, headers: who.auth })).json().data;
    const all = await get('all');
    const purchases = await get('purchase');
    const sent = await get('gift_sent');
    expect(purchases.items.map((o: { type: string }) => o.type)).toEqual(['purchase']);
    expect(sent.items.every((o: { type: string }) => o.type === 'gift_sent')).toBe(true);
    expect(sent.total).toBe(3);
    expect(all.total).toBe(purchases.total + sent.total);
    expect((await get('gift_received')).total).toBe(0);
    expect((await get('gift_received', receiver)).total).toBe(3);
    expect((await get('purchase', receiver)).total).toBe(0);
    const paged = await t.app.inject({ url: '/api/v1/shop/orders?type=all&page=2&size=3', headers: sender.auth });
    expect(paged.json().data.items).toHaveLength(1);
  });
});
