/**
 * The dressing room: kept per account on the server, wearable entries only, a capacity
 * limit, remove and clear; the preview draws the character's look with the tried-on items
 * replacing what it wears in the same slot, marks what its gender cannot wear, and uses
 * pose 2 for a two-handed weapon.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SHOP_DRESSING_ROOM_CAPACITY } from '../../config/rules';
import { createTestApp, type TestApp } from './helpers';
import { addShopItem, newBuyer, type Buyer } from './shop-fixtures';

let t: TestApp;
let b: Buyer;
const TEMPLATE = 'https://renderer.test/api/GMS/83/Character/{body}/{items}/{action}/{frame}';

const put = (id: number, who = b, lang = 'en-US') =>
  t.app.inject({ method: 'PUT', url: `/api/v1/shop/dressing-room/items/${id}`, headers: { ...who.auth, 'accept-language': lang } });
const del = (id: number) => t.app.inject({ method: 'DELETE', url: `/api/v1/shop/dressing-room/items/${id}`, headers: b.auth });
const preview = (query: string, who = b) => t.app.inject({ url: `/api/v1/shop/dressing-room/preview?${query}`, headers: who.auth });

async function wear(characterId: number, itemid: number, position: number) {
  await t.db
    .insertInto('inventoryitems')
    .values({ type: 1, characterid: characterId, itemid, inventorytype: -1, position, quantity: 1, owner: '', flag: 0, giftFrom: '' })
    .execute();
}

beforeAll(async () => {
  t = await createTestApp({ config: { rateLimit: false, characterImageUrlTemplate: TEMPLATE } });
  b = await newBuyer(t, { nxCredit: 0 }, { gender: 0, skincolor: 1, face: 20000, hair: 30030 });
  await wear(b.characterId, 1002000, -1); // cap
  await wear(b.characterId, 1002186, -101); // cash cover over the cap
  await wear(b.characterId, 1040002, -5); // top
  await wear(b.characterId, 1060002, -6); // pants
  await wear(b.characterId, 1302000, -11); // one-handed sword
  await wear(b.characterId, 2000000, 1); // not equipped: an inventory slot
}, 60_000);
afterAll(async () => t?.close());

describe('dressing room', () => {
  it('adds, refuses unwearable entries, fills up, removes and clears; kept per account', async () => {
    const potion = await addShopItem(t.db, { item_id: 2000000, category: 'Consume', slot: null, sn: 20100000 });
    const notWearable = await put(potion);
    expect(notWearable.statusCode).toBe(422);
    expect(notWearable.json().message).toBe('Only items a character can wear can go into the dressing room.');
    expect((await put(999999)).statusCode).toBe(404);

    const hats: number[] = [];
    for (let i = 0; i < SHOP_DRESSING_ROOM_CAPACITY + 1; i++) hats.push(await addShopItem(t.db, { item_id: 1002100 + i }));
    for (const id of hats.slice(0, SHOP_DRESSING_ROOM_CAPACITY)) expect((await put(id)).statusCode).toBe(200);
    // Adding one already there is not an error and does not count twice.
    const again = await put(hats[0]);
    expect(again.json().data.items).toHaveLength(SHOP_DRESSING_ROOM_CAPACITY);
    const full = await put(hats[SHOP_DRESSING_ROOM_CAPACITY], b, 'zh-TW');
    expect(full.statusCode).toBe(409);
    expect(full.json()).toEqual({ code: 40907, message: `試衣間已滿（${SHOP_DRESSING_ROOM_CAPACITY} 件），請先脫下一件。`, data: null });

    // Another account (another device of another player) has its own room; this one survives a new login.
    const other = await newBuyer(t);
    expect((await t.app.inject({ url: '/api/v1/shop/dressing-room', headers: other.auth })).json().data.items).toHaveLength(0);
    const room = await t.app.inject({ url: '/api/v1/shop/dressing-room', headers: b.auth });
    expect(room.json().data).toMatchObject({ capacity: SHOP_DRESSING_ROOM_CAPACITY });
    expect(room.json().data.items.map((i: { id: number }) => i.id)).toEqual(hats.slice(0, SHOP_DRESSING_ROOM_CAPACITY));

    const removed = await del(hats[0]);
    expect(removed.json().data.items).toHaveLength(SHOP_DRESSING_ROOM_CAPACITY - 1);
    expect((await put(hats[SHOP_DRESSING_ROOM_CAPACITY])).statusCode).toBe(200);
    const cleared = await t.app.inject({ method: 'DELETE', url: '/api/v1/shop/dressing-room', headers: b.auth });
    expect(cleared.json().data.items).toEqual([]);
    expect((await t.app.inject({ url: '/api/v1/shop/dressing-room' })).statusCode).toBe(401);
  });

  it('previews the character as it is, then with each tried-on item replacing its slot', async () => {
    const plain = await preview(`characterId=${b.characterId}&action=stand`);
    expect(plain.statusCode).toBe(200);
    expect(plain.json().data).toEqual({
      url: 'https://renderer.test/api/GMS/83/Character/2001/12001,20000,30030,1002186,1040002,1060002,1302000/stand1/0',
      action: 'stand',
      gender: 0,
      skin: 1,
      face: 20000,
      hair: 30030,
      wearing: [1002186, 1040002, 1060002, 1302000],
      replaced: [],
      unwearable: [],
    });

    const hat = await addShopItem(t.db, { item_id: 1002140, gender: 2 });
    await put(hat);
    const withHat = (await preview(`characterId=${b.characterId}&action=walk`)).json().data;
    expect(withHat.wearing).toEqual([1002140, 1040002, 1060002, 1302000]);
    expect(withHat.replaced).toEqual([1002186]);
    expect(withHat.url).toContain('/walk1/0');

    // A male overall replaces the top and the pants; a female one is marked and not drawn.
    const overall = await addShopItem(t.db, { item_id: 1050018, category: 'Longcoat', slot: 'Longcoat', gender: 0 });
    const dress = await addShopItem(t.db, { item_id: 1051017, category: 'Longcoat', slot: 'Longcoat', gender: 1 });
    await put(overall);
    await put(dress);
    const dressed = (await preview(`characterId=${b.characterId}&action=jump`)).json().data;
    expect(dressed.wearing).toEqual([1002140, 1050018, 1302000]);
    expect(dressed.replaced).toEqual([1002186, 1060002, 1040002]);
    expect(dressed.unwearable).toEqual([dress]);
    expect(dressed.url).toContain('/jump/0');

    // A two-handed sword stands and walks in pose 2.
    const sword = await addShopItem(t.db, { item_id: 1402000, category: 'Weapon', slot: 'Weapon' });
    await put(sword);
    const armed = (await preview(`characterId=${b.characterId}&action=walk`)).json().data;
    expect(armed.wearing).toContain(1402000);
    expect(armed.replaced).toContain(1302000);
    expect(armed.url).toContain('/walk2/0');
    expect((await preview(`characterId=${b.characterId}`)).json().data.url).toContain('/stand2/0');
  });

  it('only for the caller\'s own characters, and bad input is a 4xx', async () => {
    const other = await newBuyer(t);
    const r = await preview(`characterId=${other.characterId}`);
    expect(r.statusCode).toBe(403);
    expect(r.json().message).toBe('這個角色不在你的帳號底下。');
    expect((await preview('characterId=99999999')).statusCode).toBe(404);
    expect((await preview(`characterId=${b.characterId}&action=run`)).statusCode).toBe(400);
    expect((await preview('')).statusCode).toBe(400);
  });
});
