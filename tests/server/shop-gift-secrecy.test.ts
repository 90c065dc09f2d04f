/**
 * The gift dialog does not reveal a player's birthday (the secret of account unlock
 * method 2 and of the game's own Cash Shop):
 *   - the sender's side (in game, funds, per-account limit, stock, own birthday) is
 *     checked before anything about the receiver, so those answers are the same whether
 *     the receiver's name and birthday were right or wrong;
 *   - every refusal about the receiver (no such character, wrong birthday) is one answer:
 *     same code, same message, same field;
 *   - failed attempts are limited per receiver name (all senders together) and per sender,
 *     also when many gifts race; past the limit a right birthday is refused the same way.
 * Nothing is written by any refusal.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { site } from '../../config/site';
import { createTestApp, type TestApp } from './helpers';
import { addShopItem, newBuyer, sendGift, writes, type Buyer } from './shop-fixtures';

let t: TestApp;
let item: number;

const RECEIVER_REFUSAL = { code: 40906, message: "The gift could not be sent: check the receiver's character name and birthday.", data: null, field: 'receiver' };

beforeAll(async () => {
  t = await createTestApp({ config: { rateLimit: false } });
  item = await addShopItem(t.db, { price: 200, max_quantity: 3 });
}, 60_000);
afterAll(async () => t?.close());

/** A receiver (fresh name) with a known birthday. */
const newReceiver = () => newBuyer(t, { birthday: '1988-12-24' });
const to = (r: Buyer, over: Record<string, unknown> = {}) => ({ shopItemId: item, receiverName: r.characterName, receiverBirthday: '1988-12-24', senderBirthday: '1991-02-03', ...over });
const strip = (body: Record<string, unknown>) => ({ status: body.code, message: body.message, field: body.field ?? null });

describe("the sender's side comes first", () => {
  it('not enough NX: the same answer whether the receiver was right, unknown or had another birthday', async () => {
    const sender = await newBuyer(t, { nxCredit: 100, birthday: '1991-02-03' });
    const receiver = await newReceiver();
    const before = await writes(t.db);
    const answers = [
      await sendGift(t, sender, to(receiver)),
      await sendGift(t, sender, to(receiver, { receiverBirthday: '1988-12-25' })),
      await sendGift(t, sender, to(receiver, { receiverName: 'NoSuchHero' })),
    ];
    for (const r of answers) {
      expect(r.statusCode).toBe(409);
      expect(r.json().code).toBe(40904);
    }
    expect(new Set(answers.map((r) => JSON.stringify(strip(r.json())))).size).toBe(1);
    expect(await writes(t.db)).toEqual(before);
  });

  it('in game, over the per-account limit, short of stock: each the same answer whatever the receiver', async () => {
    const receiver = await newReceiver();
    const cases: Array<{ setup: () => Promise<{ sender: Buyer; shopItemId: number; quantity?: number }>; code: number }> = [
      { code: 40905, setup: async () => ({ sender: await newBuyer(t, { nxCredit: 5000, birthday: '1991-02-03', loggedin: 2 }), shopItemId: item }) },
      {
        code: 40903,
        setup: async () => ({ sender: await newBuyer(t, { nxCredit: 5000, birthday: '1991-02-03' }), shopItemId: await addShopItem(t.db, { price: 10, limit_per_account: 1, max_quantity: 3 }), quantity: 2 }),
      },
      {
        code: 40902,
        setup: async () => ({ sender: await newBuyer(t, { nxCredit: 5000, birthday: '1991-02-03' }), shopItemId: await addShopItem(t.db, { price: 10, stock: 1, max_quantity: 3 }), quantity: 2 }),
      },
    ];
    for (const c of cases) {
      const { sender, shopItemId, quantity = 1 } = await c.setup();
      const before = await writes(t.db);
      const right = await sendGift(t, sender, to(receiver, { shopItemId, quantity }));
      const wrong = await sendGift(t, sender, to(receiver, { shopItemId, quantity, receiverBirthday: '1970-01-01' }));
      expect(right.json().code).toBe(c.code);
      expect(strip(wrong.json())).toEqual(strip(right.json()));
      expect(wrong.statusCode).toBe(right.statusCode);
      expect(await writes(t.db)).toEqual(before);
    }
  });

  it("the sender's own wrong birthday: its own answer on its own field, the same for a right or wrong receiver", async () => {
    const sender = await newBuyer(t, { nxCredit: 5000, birthday: '1991-02-03' });
    const receiver = await newReceiver();
    const before = await writes(t.db);
    const right = await sendGift(t, sender, to(receiver, { senderBirthday: '1991-02-04' }));
    const wrong = await sendGift(t, sender, to(receiver, { senderBirthday: '1991-02-04', receiverName: 'NoSuchHero' }));
    expect(right.statusCode).toBe(400);
    expect(right.json()).toEqual({ code: 40001, message: 'Your birthday does not match the one on your account. Please check it.', data: null, field: 'senderBirthday' });
    expect(wrong.json()).toEqual(right.json());
    expect(await writes(t.db)).toEqual(before);
  });
});

describe('every refusal about the receiver is one answer', () => {
  it('unknown name, wrong birthday, both: same status, code, message and field, in both languages', async () => {
    const sender = await newBuyer(t, { nxCredit: 5000, birthday: '1991-02-03' });
    const receiver = await newReceiver();
    const before = await writes(t.db);
    const answers = [
      await sendGift(t, sender, to(receiver, { receiverName: 'NoSuchHero' })),
      await sendGift(t, sender, to(receiver, { receiverBirthday: '1988-12-25' })),
      await sendGift(t, sender, to(receiver, { receiverName: 'NoSuchHero', receiverBirthday: '2000-01-01' })),
    ];
    for (const r of answers) {
      expect(r.statusCode).toBe(409);
      expect(r.json()).toEqual(RECEIVER_REFUSAL);
    }
    const zh = await sendGift(t, sender, to(receiver, { receiverBirthday: '1988-12-26' }), 'zh-TW');
    expect(zh.json()).toEqual({ ...RECEIVER_REFUSAL, message: '禮物無法送出：請確認收禮角色名稱與收禮者的生日。' });
    expect(await writes(t.db)).toEqual(before);
  });
});

describe('failed gift attempts are limited', () => {
  it('per receiver, across many senders racing: at most the limit reach the receiver check; then even the right birthday waits', async () => {
    const { perReceiver } = site.giftFailures;
    const receiver = await newReceiver();
    const senders = await Promise.all(Array.from({ length: 4 }, () => newBuyer(t, { nxCredit: 5000, birthday: '1991-02-03' })));
    const fresh = await newBuyer(t, { nxCredit: 5000, birthday: '1991-02-03' });
    const before = await writes(t.db);
    // Three guesses from each of four senders at once, the name typed in another case by some.
    const guesses = senders.flatMap((s, i) =>
      [1, 2, 3].map((d) => sendGift(t, s, to(receiver, { receiverName: i % 2 ? receiver.characterName.toUpperCase() : receiver.characterName, receiverBirthday: `1988-12-0${d}` }))),
    );
    const answers = await Promise.all(guesses);
    const refused = answers.filter((r) => r.statusCode === 409);
    const limited = answers.filter((r) => r.statusCode === 429);
    expect(refused.length + limited.length).toBe(answers.length);
    // (Attempts in flight count too, so a burst may be refused 429 before any reaches the receiver check.)
    expect(refused.length).toBeLessThanOrEqual(perReceiver);
    for (const r of refused) expect(r.json()).toEqual(RECEIVER_REFUSAL);
    for (const r of limited) {
      expect(r.json().code).toBe(42900);
      expect(r.json().message).toMatch(/^Too many failed gift attempts\. Please try again in \d+ minutes\.$/);
      expect(Number(r.headers['retry-after'])).toBeGreaterThan(0);
    }
    // Guessing on, one at a time: the receiver check is reached exactly perReceiver times in all.
    let reached = refused.length;
    for (let d = 10; d < 10 + perReceiver + 2; d++) {
      const r = await sendGift(t, senders[d % senders.length], to(receiver, { receiverBirthday: `1988-11-${d}` }));
      if (r.statusCode === 409) reached += 1;
      else expect(r.statusCode).toBe(429);
    }
    expect(reached).toBe(perReceiver);
    // The limit now holds for everyone: a fresh sender with the right birthday is refused the same way.
    const right = await sendGift(t, fresh, to(receiver));
    expect(right.statusCode).toBe(429);
    expect(await writes(t.db)).toEqual(before);
    // Another receiver is not affected.
    const other = await newReceiver();
    expect((await sendGift(t, fresh, to(other))).statusCode).toBe(200);
  });

  it('sequentially: exactly the limit of refusals, then 429; once the failures age out, gifts go through', async () => {
    const { perReceiver } = site.giftFailures;
    const receiver = await newReceiver();
    const sender = await newBuyer(t, { nxCredit: 5000, birthday: '1991-02-03' });
    const codes: number[] = [];
    for (let i = 0; i < perReceiver + 1; i++) {
      const other = await newBuyer(t, { nxCredit: 5000, birthday: '1991-02-03' });
      codes.push((await sendGift(t, other, to(receiver, { receiverBirthday: `1970-01-${String(i + 1).padStart(2, '0')}` }))).statusCode);
    }
    expect(codes).toEqual([...Array(perReceiver).fill(409), 429]);
    expect((await sendGift(t, sender, to(receiver))).statusCode).toBe(429);
    await t.db
      .updateTable('web_gift_attempts')
      .set({ created_at: '2001-01-01 00:00:00' })
      .where('receiver_key', '=', receiver.characterName.toLowerCase())
      .execute();
    expect((await sendGift(t, sender, to(receiver))).statusCode).toBe(200);
  });

  it('per sender, across receivers (own wrong birthday included)', async () => {
    const { perSender } = site.giftFailures;
    const sender = await newBuyer(t, { nxCredit: 5000, birthday: '1991-02-03' });
    const codes: number[] = [];
    for (let i = 0; i < perSender; i++) {
      const receiver = await newReceiver();
      const wrongOwn = i === 0;
      codes.push((await sendGift(t, sender, to(receiver, wrongOwn ? { senderBirthday: '1991-02-04' } : { receiverBirthday: '1970-01-01' }))).statusCode);
    }
    expect(codes).toEqual([400, ...Array(perSender - 1).fill(409)]);
    const receiver = await newReceiver();
    const before = await writes(t.db);
    const right = await sendGift(t, sender, to(receiver));
    expect(right.statusCode).toBe(429);
    expect(await writes(t.db)).toEqual(before);
  });

  it('a delivered gift or a refusal about funds is not a failure', async () => {
    const receiver = await newReceiver();
    const rich = await newBuyer(t, { nxCredit: 100_000, birthday: '1991-02-03' });
    const poor = await newBuyer(t, { nxCredit: 0, birthday: '1991-02-03' });
    for (let i = 0; i < site.giftFailures.perReceiver + 1; i++) {
      expect((await sendGift(t, rich, to(receiver))).statusCode).toBe(200);
      expect((await sendGift(t, poor, to(receiver))).json().code).toBe(40904);
    }
    const left = await t.db.selectFrom('web_gift_attempts').select('id').where('receiver_key', '=', receiver.characterName.toLowerCase()).execute();
    expect(left).toEqual([]);
  });
});
