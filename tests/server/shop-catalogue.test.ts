/**
 * The demo shop and the public catalogue: the seeded catalogue has wearables of both
 * genders, consumables, pets, an invite code and every availability state; search by
 * either language's name or the item id; posters in their window and order; the library
 * lists the web shop as a source; demo01 can gift demo02 with the documented birthdays.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Value } from '@sinclair/typebox/value';
import { ShopItemsPage, type ShopItem } from '../../config/contract/shop';
import { seedDemoIfEmpty } from '../../server/seed';
import { DEMO_GIFT_RECEIVER } from '../../server/seed/shop';
import { dbTimeIn, toDbTime } from '../../server/db/time';
import { createTestApp, loginAs, type TestApp } from './helpers';
import { key } from './shop-fixtures';

let t: TestApp;
let items: ShopItem[];

beforeAll(async () => {
  t = await createTestApp();
  await seedDemoIfEmpty(t.db);
  const res = await t.app.inject({ url: '/api/v1/shop/items?size=100', headers: { 'accept-language': 'en-US' } });
  expect(Value.Check(ShopItemsPage, res.json().data)).toBe(true);
  items = res.json().data.items;
}, 180_000);
afterAll(async () => t?.close());

describe('the demo catalogue', () => {
  it('has wearables of both genders in every clothing slot, consumables, pets and an invite code', () => {
    expect(items.length).toBeGreaterThanOrEqual(20);
    const wearable = items.filter((i) => i.slot);
    for (const slot of ['Cap', 'Longcoat', 'Coat', 'Pants', 'Shoes', 'Weapon', 'Cape', 'Glove']) {
      expect(wearable.some((i) => i.slot === slot), slot).toBe(true);
    }
    expect(wearable.some((i) => i.gender === 0)).toBe(true);
    expect(wearable.some((i) => i.gender === 1)).toBe(true);
    expect(items.some((i) => i.category === 'Pet')).toBe(true);
    expect(items.some((i) => i.itemId === 2000005 && i.stackable)).toBe(true);
    const invite = items.find((i) => i.kind === 'invite_code');
    expect(invite).toMatchObject({ category: 'Site', itemId: null, sn: null, name: 'Invite code' });
    // Game items name their cash-shop serial number (the game delivers by it).
    expect(items.filter((i) => i.kind === 'item').every((i) => typeof i.sn === 'number' && i.sn > 0)).toBe(true);
  });

  it('has an entry in every availability state, limits and other currencies', () => {
    const reasons = new Set(items.map((i) => i.unavailableReason));
    expect([...reasons].sort()).toEqual([null, 'not_for_sale', 'out_of_stock', 'sale_ended', 'sale_not_started'].sort((a, b) => String(a).localeCompare(String(b))));
    expect(items.some((i) => i.limitPerAccount !== null)).toBe(true);
    expect(items.some((i) => i.stock === 5 && i.available)).toBe(true);
    expect(new Set(items.map((i) => i.currency))).toEqual(new Set(['nx_credit', 'maple_point', 'vote_points', 'reward_points']));
    expect(items.filter((i) => i.currency === 'nx_credit').length).toBeGreaterThan(items.length / 2);
  });

  it('searches either language and the item id, with category counts', async () => {
    const hat = items.find((i) => i.category === 'Cap')!;
    const zh = await t.app.inject({ url: `/api/v1/shop/items?keyword=${encodeURIComponent(hat.itemId!.toString())}`, headers: { 'accept-language': 'zh-TW' } });
    const zhName = zh.json().data.items[0].name as string;
    expect(zh.json().data.items[0].id).toBe(hat.id);
    expect(zhName).not.toBe(hat.name);
    const byZh = await t.app.inject({ url: `/api/v1/shop/items?keyword=${encodeURIComponent(zhName)}`, headers: { 'accept-language': 'en-US' } });
    expect(byZh.json().data.items.map((i: ShopItem) => i.id)).toContain(hat.id);
    const byEn = await t.app.inject({ url: `/api/v1/shop/items?keyword=${encodeURIComponent(hat.name.toUpperCase())}&category=Cap` });
    expect(byEn.json().data.items.map((i: ShopItem) => i.id)).toContain(hat.id);
    const all = await t.app.inject({ url: '/api/v1/shop/items?category=Pet&size=1' });
    const data = all.json().data;
    expect(data.items).toHaveLength(1);
    expect(data.total).toBe(items.filter((i) => i.category === 'Pet').length);
    expect(data.categories.find((c: { category: string }) => c.category === 'Pet').count).toBe(data.total);
    expect((await t.app.inject({ url: '/api/v1/shop/items?category=Nope' })).statusCode).toBe(400);
    expect((await t.app.inject({ url: '/api/v1/shop/items/999999' })).statusCode).toBe(404);
    const detail = await t.app.inject({ url: `/api/v1/shop/items/${hat.id}`, headers: { 'accept-language': 'en-US' } });
    expect(detail.json().data).toMatchObject({ id: hat.id, name: hat.name });
    expect('description' in detail.json().data).toBe(true);
  });

  it('shows the posters in their window, in order', async () => {
    const now = toDbTime();
    await t.db.insertInto('web_shop_posters').values({ title_zh: '過期', title_en: 'Expired', image: '/x.svg', sort_order: 0, ends_at: dbTimeIn(-60), created_at: now }).execute();
    await t.db.insertInto('web_shop_posters').values({ title_zh: '未來', title_en: 'Later', image: '/y.svg', sort_order: 0, starts_at: dbTimeIn(3600), created_at: now }).execute();
    const res = await t.app.inject({ url: '/api/v1/shop/posters', headers: { 'accept-language': 'zh-TW' } });
    const posters = res.json().data;
    expect(posters).toHaveLength(4);
    expect(posters.map((p: { order: number }) => p.order)).toEqual([1, 2, 3, 4]);
    expect(posters[0]).toMatchObject({ title: '冬季新裝上市', image: '/images/shop-posters/winter-outfits.svg' });
  });

  it('lists the web shop as a source of the item in the library', async () => {
    const hat = items.find((i) => i.category === 'Cap' && i.available)!;
    const res = await t.app.inject({ url: `/api/v1/library/item/${hat.itemId}/sources`, headers: { 'accept-language': 'en-US' } });
    const offers = res.json().data.webShop as Array<{ ref: string; label: string }>;
    expect(offers).toContainEqual({ ref: String(hat.id), label: `${hat.name} · ${hat.price} NX Credit` });
    const none = await t.app.inject({ url: '/api/v1/library/item/4000000/sources' });
    expect(none.json().data.webShop).toEqual([]);
  });

  it('demo01 can gift demo02 (DemoFriend) with the documented birthdays', async () => {
    const { token } = await loginAs(t.app, 'demo01', 'demo1234');
    const item = items.find((i) => i.available && i.kind === 'item' && i.currency === 'nx_credit' && i.limitPerAccount === null)!;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/shop/gift',
      headers: { authorization: `Bearer ${token}` },
      payload: { shopItemId: item.id, quantity: 1, receiverName: DEMO_GIFT_RECEIVER.character, receiverBirthday: DEMO_GIFT_RECEIVER.birthday, senderBirthday: '2000-01-01', message: 'Enjoy!', idempotencyKey: key() },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.balance.nxCredit).toBe(25000 - item.price);
    const friend = await loginAs(t.app, DEMO_GIFT_RECEIVER.username, DEMO_GIFT_RECEIVER.password);
    const received = await t.app.inject({ url: '/api/v1/shop/orders?type=gift_received', headers: { authorization: `Bearer ${friend.token}` } });
    expect(received.json().data.items[0]).toMatchObject({ counterpart: 'DemoHero', status: 'pending' });
  });
});
