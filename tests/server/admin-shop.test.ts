/**
 * The operator console's Shop screen: the catalogue (paged, filtered, sorted), adding a game
 * item from the library with its cash-shop serial number, changing price / stock / sale
 * window / visibility behind the password and audited before -> after (the player's shop
 * shows the new price at once), posters with an uploaded image (PNG / JPEG / WebP only, at
 * most 1 MB; served back by the site) and the orders with their delivery state.
 * Races: a price-and-stock change racing purchases never sells at a price that did not go
 * with that stock, and never overwrites stock that purchases took meanwhile.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '../../config/codes';
import { importGameData } from '../../server/gamedata/importer';
import { SAMPLE_DIR } from '../../server/gamedata/sample';
import { toDbTime } from '../../server/db/time';
import { createTestApp, loginAs, seedTiny, TINY, type TestApp } from './helpers';
import { addShopItem, balanceOf, buy, newBuyer } from './shop-fixtures';

/** The smallest PNG (1x1). */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');

describe('operator console: shop', () => {
  let t: TestApp;
  let operator: { authorization: string };
  let player: { authorization: string };

  beforeAll(async () => {
    t = await createTestApp();
    await seedTiny(t.db);
    await importGameData(t.db, { wzDir: SAMPLE_DIR.wz, stringsZhDir: SAMPLE_DIR.stringsZh });
    operator = { authorization: `Bearer ${(await loginAs(t.app, TINY.admin.username, TINY.admin.password)).token}` };
    player = { authorization: `Bearer ${(await loginAs(t.app, TINY.player.username, TINY.player.password)).token}` };
  }, 120_000);
  afterAll(async () => t?.close());

  const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object, lang = 'en-US', who = operator) =>
    t.app.inject({ method, url, headers: { ...who, 'accept-language': lang }, ...(payload ? { payload } : {}) });
  const audit = (id: number) => t.db.selectFrom('web_admin_audit').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const item = (id: number) => t.db.selectFrom('web_shop_items').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

  it('a player gets 403 on every shop endpoint, and nothing changes', async () => {
    const id = await addShopItem(t.db, { price: 50 });
    for (const [method, url, body] of [
      ['GET', '/api/v1/admin/shop/items'],
      ['PATCH', `/api/v1/admin/shop/items/${id}`, { price: 1 }],
      ['DELETE', `/api/v1/admin/shop/items/${id}`],
      ['GET', '/api/v1/admin/shop/orders'],
      ['POST', '/api/v1/admin/shop/posters', { titleZh: 'a', titleEn: 'b', image: '/x.png' }],
      ['POST', '/api/v1/admin/shop/poster-images', { type: 'image/png', data: PNG.toString('base64') }],
    ] as const) {
      const res = await call(method, url, body, 'en-US', player);
      expect(res.statusCode, `${method} ${url}`).toBe(403);
      expect(res.json().code).toBe(ErrorCode.ADMIN_ONLY);
    }
    expect(Number((await item(id)).price)).toBe(50);
  });

  it('lists the catalogue a page at a time, by category and on sale, sorted by price', async () => {
    await addShopItem(t.db, { category: 'Weapon', item_id: 1302000, price: 900, sort_order: 3 });
    await addShopItem(t.db, { category: 'Weapon', item_id: 1302000, price: 300, sort_order: 1, on_sale: 0 });
    await addShopItem(t.db, { category: 'Weapon', item_id: 1302000, price: 600, sort_order: 2 });
    const page = (await call('GET', '/api/v1/admin/shop/items?category=Weapon&sort=price&order=desc&size=2')).json().data;
    expect(page.total).toBe(3);
    expect(page.items.map((r: { price: number }) => r.price)).toEqual([900, 600]);
    const off = (await call('GET', '/api/v1/admin/shop/items?category=Weapon&onSale=false')).json().data;
    expect(off.items.map((r: { price: number; unavailableReason: string }) => [r.price, r.unavailableReason])).toEqual([[300, 'not_for_sale']]);
  });

  it('adds an item found in the library with its cash-shop SN; an item the game cannot deliver is refused', async () => {
    const found = (await call('GET', '/api/v1/admin/shop/library?keyword=1002292')).json().data.items;
    expect(found[0]).toMatchObject({ itemId: 1002292 });
    expect(found[0].commodities.length).toBeGreaterThan(0);
    const sn = found[0].commodities[0].sn;
    const res = await call('POST', '/api/v1/admin/shop/items', { itemId: 1002292, sn, price: 2400, stock: 10, onSale: false });
    expect(res.statusCode).toBe(200);
    const { item: row, auditId } = res.json().data;
    expect(row).toMatchObject({ itemId: 1002292, sn, price: 2400, stock: 10, onSale: false, category: 'Cap' });
    expect(JSON.parse((await audit(auditId)).after_json!)).toMatchObject({ itemId: 1002292, price: 2400 });
    const none = await call('POST', '/api/v1/admin/shop/items', { itemId: 4000000, price: 1 }, 'zh-TW');
    expect(none.statusCode).toBe(422);
    expect(none.json()).toMatchObject({ code: ErrorCode.ADMIN_SHOP_UNDELIVERABLE, message: '道具 4000000 在遊戲資料中沒有商城序號，遊戲無法發送。' });
  });

  it("a price change is audited before -> after and the player's shop shows the new price", async () => {
    const id = await addShopItem(t.db, { price: 100, stock: 5 });
    const res = await call('PATCH', `/api/v1/admin/shop/items/${id}`, { price: 250, currency: 'maple_point', stock: null, saleEnd: '2031-01-01T00:00:00Z', seen: { price: 100, stock: 5 } });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.item).toMatchObject({ price: 250, currency: 'maple_point', stock: null, saleEnd: '2031-01-01T00:00:00Z' });
    const row = await audit(res.json().data.auditId);
    expect(row).toMatchObject({ action: 'shop.item.edit', target_type: 'shop_item', target_id: String(id), operator_name: TINY.admin.username });
    expect(JSON.parse(row.before_json!)).toEqual({ price: 100, currency: 'nx_credit', stock: 5, saleEnd: null });
    expect(JSON.parse(row.after_json!)).toEqual({ price: 250, currency: 'maple_point', stock: null, saleEnd: '2031-01-01 00:00:00' });
    const shop = (await t.app.inject({ method: 'GET', url: `/api/v1/shop/items/${id}` })).json().data;
    expect(shop).toMatchObject({ price: 250, currency: 'maple_point', stock: null });
  });

  it('refuses a bad change in both languages and writes nothing; a stale password asks again', async () => {
    const id = await addShopItem(t.db, { price: 100 });
    const window = await call('PATCH', `/api/v1/admin/shop/items/${id}`, { saleStart: '2030-01-01T00:00:00Z', saleEnd: '2029-01-01T00:00:00Z' });
    expect(window.statusCode).toBe(400);
    expect(window.json().message).toBe('The sale window must end after it starts.');
    const zh = await call('PATCH', `/api/v1/admin/shop/items/${id}`, { price: -1 }, 'zh-TW');
    expect(zh.statusCode).toBe(400);
    const missing = await call('PATCH', '/api/v1/admin/shop/items/999999', { price: 1 });
    expect(missing.statusCode).toBe(404);
    const stale = await call('PATCH', `/api/v1/admin/shop/items/${id}`, { price: 1, seen: { price: 99 } });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().code).toBe(ErrorCode.ADMIN_SHOP_CHANGED);
    expect(Number((await item(id)).price)).toBe(100);

    const admin = await t.db.selectFrom('accounts').select('id').where('name', '=', TINY.admin.username).executeTakeFirstOrThrow();
    const old = toDbTime(Date.now() - 16 * 60_000);
    await t.db.updateTable('web_refresh_tokens').set({ created_at: old }).where('account_id', '=', admin.id).execute();
    await t.db.updateTable('web_admin_reauth').set({ reauth_at: old }).where('account_id', '=', admin.id).execute();
    const reauth = await call('PATCH', `/api/v1/admin/shop/items/${id}`, { price: 1 });
    expect(reauth.statusCode).toBe(403);
    expect(reauth.json().code).toBe(ErrorCode.ADMIN_REAUTH_NEEDED);
    expect(Number((await item(id)).price)).toBe(100);
    await call('POST', '/api/v1/admin/reauth', { password: TINY.admin.password });
    expect((await call('PATCH', `/api/v1/admin/shop/items/${id}`, { price: 1 })).statusCode).toBe(200);
  });

  it('a change racing purchases: every order is at the price that went with the stock it took', async () => {
    for (let round = 0; round < 3; round++) {
      const id = await addShopItem(t.db, { price: 100, stock: 3 });
      const buyers = await Promise.all([1, 2, 3].map(() => newBuyer(t, { nxCredit: 1000 })));
      const [edit, ...buys] = await Promise.all([
        call('PATCH', `/api/v1/admin/shop/items/${id}`, { price: 300, stock: 10, seen: { price: 100, stock: 3 } }),
        ...buyers.map((b) => buy(t, b, { shopItemId: id })),
      ]);
      const orders = await t.db.selectFrom('web_shop_orders').selectAll().where('shop_item_id', '=', id).execute();
      expect(orders.length).toBe(buys.filter((b) => b.statusCode === 200).length);
      const row = await item(id);
      if (edit.statusCode === 200) {
        // The change came first: every order at the new price, taken from the new stock.
        expect(orders.every((o) => Number(o.price_total) === 300)).toBe(true);
        expect(Number(row.stock)).toBe(10 - orders.length);
      } else {
        // A purchase came first: the change saw other stock and was refused whole.
        expect(edit.statusCode).toBe(409);
        expect(orders.every((o) => Number(o.price_total) === 100)).toBe(true);
        expect([Number(row.price), Number(row.stock)]).toEqual([100, 3 - orders.length]);
      }
      for (const b of buyers) {
        const paid = orders.filter((o) => Number(o.account_id) === b.accountId).reduce((s, o) => s + Number(o.price_total), 0);
        expect((await balanceOf(t.db, b.accountId)).nx).toBe(1000 - paid);
      }
    }
  });

  it('posters: upload an image (served back), add, change, remove, each audited; SVG and oversize images refused', async () => {
    const up = await call('POST', '/api/v1/admin/shop/poster-images', { type: 'image/png', data: PNG.toString('base64') });
    expect(up.statusCode).toBe(200);
    const url: string = up.json().data.url;
    expect(url).toMatch(/^\/api\/v1\/shop\/poster-images\/[a-f0-9]{32}\.png$/);
    const served = await t.app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.equals(PNG)).toBe(true);

    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>').toString('base64');
    const refused = await call('POST', '/api/v1/admin/shop/poster-images', { type: 'image/png', data: svg }, 'zh-TW');
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe('只能上傳 PNG、JPEG 或 WebP 圖片。');
    const big = Buffer.concat([PNG, Buffer.alloc(1024 * 1024 + 4 - PNG.length)]).toString('base64');
    const tooLarge = await call('POST', '/api/v1/admin/shop/poster-images', { type: 'image/png', data: big });
    expect([tooLarge.statusCode, tooLarge.json().message]).toEqual([422, 'The image is larger than 1 MB.']);

    const added = await call('POST', '/api/v1/admin/shop/posters', { titleZh: '新年', titleEn: 'New year', image: url, link: '/shop', order: 2 });
    expect(added.statusCode).toBe(200);
    const poster = added.json().data.poster;
    expect(poster).toMatchObject({ titleEn: 'New year', image: url, live: true });
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/shop/posters', headers: { 'accept-language': 'en-US' } })).json().data).toEqual(
      expect.arrayContaining([expect.objectContaining({ title: 'New year', image: url })]),
    );
    const bad = await call('POST', '/api/v1/admin/shop/posters', { titleZh: 'a', titleEn: 'b', image: 'javascript:alert(1)' });
    expect(bad.statusCode).toBe(400);
    const edited = await call('PATCH', `/api/v1/admin/shop/posters/${poster.id}`, { endsAt: '2020-01-01T00:00:00Z' });
    expect(edited.json().data.poster.live).toBe(false);
    expect(JSON.parse((await audit(edited.json().data.auditId)).before_json!)).toMatchObject({ endsAt: null });
    const removed = await call('DELETE', `/api/v1/admin/shop/posters/${poster.id}`);
    expect((await audit(removed.json().data.auditId)).action).toBe('shop.poster.remove');
    expect((await call('DELETE', `/api/v1/admin/shop/posters/${poster.id}`)).statusCode).toBe(404);
  });

  it('orders: delivery waiting until the game collects the gift row, filtered by account and item', async () => {
    const id = await addShopItem(t.db, { price: 10, item_id: 1002140 });
    const b = await newBuyer(t, { nxCredit: 100 });
    expect((await buy(t, b, { shopItemId: id })).statusCode).toBe(200);
    const name = (await t.db.selectFrom('accounts').select('name').where('id', '=', b.accountId).executeTakeFirstOrThrow()).name;
    const list = async (q: string) => (await call('GET', `/api/v1/admin/shop/orders?${q}`)).json().data;
    const mine = await list(`account=${name}`);
    expect(mine.total).toBe(1);
    expect(mine.items[0]).toMatchObject({ accountName: name, shopItemId: id, priceTotal: 10, delivery: 'waiting', characterName: b.characterName });
    expect((await list(`account=${name}&item=${id}`)).total).toBe(1);
    expect((await list(`account=${name}&item=999999`)).total).toBe(0);
    // The game hands the gift over when the player opens the Cash Shop: its row is gone.
    await t.db.deleteFrom('gifts').where('to', '=', b.characterId).execute();
    expect((await list(`account=${name}`)).items[0].delivery).toBe('collected');
  });
});
