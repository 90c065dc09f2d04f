/**
 * The shop's umi mock (mock/shop.ts) and the server answer the same contract: every
 * endpoint's success passes the same schema on both, and the refusals (unknown entry,
 * the gift refusal, dressing room full, not wearable, login required, bad input) carry the
 * same status, code and message.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TSchema } from '@sinclair/typebox';
import type { InjectOptions } from 'fastify';
import { Envelope, ErrorEnvelope } from '../../config/contract/envelope';
import {
  ShopDressingRoom,
  ShopItemDetail,
  ShopItemsPage,
  ShopOrdersPage,
  ShopPosterList,
  ShopPreview,
  ShopPurchaseAnswer,
} from '../../config/contract/shop';
import { SHOP_DRESSING_ROOM_CAPACITY } from '../../config/rules';
import shopMock from '../../mock/shop';
import { seedDemoIfEmpty } from '../../server/seed';
import { callMock, expectShape, type MockHandler, type MockRequest } from './mock-client';
import { createTestApp, loginAs, type TestApp } from './helpers';
import { key } from './shop-fixtures';

const mocks = shopMock as unknown as Record<string, MockHandler>;
let t: TestApp;
let auth: Record<string, string>;
let characterId: number;
const mockAuth = { authorization: 'Bearer mock-token' };

beforeAll(async () => {
  t = await createTestApp({ config: { rateLimit: false } });
  await seedDemoIfEmpty(t.db);
  auth = { authorization: `Bearer ${(await loginAs(t.app, 'demo01', 'demo1234')).token}` };
  characterId = Number((await t.db.selectFrom('characters').select('id').where('name', '=', 'DemoHero').executeTakeFirstOrThrow()).id);
}, 180_000);
afterAll(async () => t?.close());

async function both(
  schema: TSchema,
  mockKey: string,
  mockReq: MockRequest,
  serverReq: InjectOptions,
) {
  const mock = await callMock(mocks, mockKey, mockReq);
  const server = await t.app.inject(serverReq);
  expectShape(schema, mock.body, `mock ${mockKey}`);
  expectShape(schema, server.json(), `server ${mockKey}`);
  return { mock, server };
}

describe('shop mock and server answer the same contract', () => {
  it('catalogue, detail and posters', async () => {
    await both(Envelope(ShopItemsPage), 'GET /api/v1/shop/items', { query: { size: '100' } }, { url: '/api/v1/shop/items?size=100' });
    await both(Envelope(ShopItemsPage), 'GET /api/v1/shop/items', { query: { category: 'Cap' } }, { url: '/api/v1/shop/items?category=Cap' });
    await both(Envelope(ShopItemDetail), 'GET /api/v1/shop/items/:id', { params: { id: '1' } }, { url: '/api/v1/shop/items/1' });
    await both(Envelope(ShopPosterList), 'GET /api/v1/shop/posters', {}, { url: '/api/v1/shop/posters' });
    const missing = await both(ErrorEnvelope, 'GET /api/v1/shop/items/:id', { params: { id: '99999' }, headers: { 'accept-language': 'en-US' } }, { url: '/api/v1/shop/items/99999', headers: { 'accept-language': 'en-US' } });
    expect(missing.mock.status).toBe(404);
    expect(missing.server.statusCode).toBe(404);
    expect(missing.mock.body).toEqual(missing.server.json());
    const badCategory = await both(ErrorEnvelope, 'GET /api/v1/shop/items', { query: { category: 'Nope' } }, { url: '/api/v1/shop/items?category=Nope' });
    expect([badCategory.mock.status, badCategory.server.statusCode]).toEqual([400, 400]);
  });

  it('purchase, gift and orders', async () => {
    const k = key();
    const bought = await both(
      Envelope(ShopPurchaseAnswer),
      'POST /api/v1/shop/purchase',
      { headers: mockAuth, body: { shopItemId: 2, characterId: 1, quantity: 1, idempotencyKey: k } },
      { method: 'POST', url: '/api/v1/shop/purchase', headers: auth, payload: { shopItemId: await availableId(), characterId, quantity: 1, idempotencyKey: k } },
    );
    expect(bought.mock.status).toBe(200);
    expect(bought.server.statusCode).toBe(200);

    const giftBody = { quantity: 1, receiverName: 'DemoFriend', receiverBirthday: '2000-02-02', senderBirthday: '2000-01-01', message: 'hi' };
    const gifted = await both(
      Envelope(ShopPurchaseAnswer),
      'POST /api/v1/shop/gift',
      { headers: mockAuth, body: { ...giftBody, shopItemId: 2, idempotencyKey: key() } },
      { method: 'POST', url: '/api/v1/shop/gift', headers: auth, payload: { ...giftBody, shopItemId: await availableId(), idempotencyKey: key() } },
    );
    expect([gifted.mock.status, gifted.server.statusCode]).toEqual([200, 200]);

    const refused = await both(
      ErrorEnvelope,
      'POST /api/v1/shop/gift',
      { headers: { ...mockAuth, 'accept-language': 'en-US' }, body: { ...giftBody, senderBirthday: '1999-09-09', shopItemId: 2, idempotencyKey: key() } },
      { method: 'POST', url: '/api/v1/shop/gift', headers: { ...auth, 'accept-language': 'en-US' }, payload: { ...giftBody, senderBirthday: '1999-09-09', shopItemId: await availableId(), idempotencyKey: key() } },
    );
    expect(refused.mock.body).toEqual(refused.server.json());
    const wrongReceiver = await both(
      ErrorEnvelope,
      'POST /api/v1/shop/gift',
      { headers: { ...mockAuth, 'accept-language': 'en-US' }, body: { ...giftBody, receiverBirthday: '1999-09-09', shopItemId: 2, idempotencyKey: key() } },
      { method: 'POST', url: '/api/v1/shop/gift', headers: { ...auth, 'accept-language': 'en-US' }, payload: { ...giftBody, receiverBirthday: '1999-09-09', shopItemId: await availableId(), idempotencyKey: key() } },
    );
    expect(wrongReceiver.mock.body).toEqual(wrongReceiver.server.json());
    expect(wrongReceiver.mock.body).toMatchObject({ code: 40906, field: 'receiver' });

    for (const type of ['all', 'purchase', 'gift_sent', 'gift_received']) {
      await both(Envelope(ShopOrdersPage), 'GET /api/v1/shop/orders', { headers: mockAuth, query: { type } }, { url: `/api/v1/shop/orders?type=${type}`, headers: auth });
    }
    const anonymous = await both(ErrorEnvelope, 'GET /api/v1/shop/orders', {}, { url: '/api/v1/shop/orders' });
    expect([anonymous.mock.status, anonymous.server.statusCode]).toEqual([401, 401]);
    expect(anonymous.mock.body).toEqual(anonymous.server.json());

    const badKey = await both(
      ErrorEnvelope,
      'POST /api/v1/shop/purchase',
      { headers: { ...mockAuth, 'accept-language': 'en-US' }, body: { shopItemId: 2, characterId: 1, quantity: 1, idempotencyKey: 'short' } },
      { method: 'POST', url: '/api/v1/shop/purchase', headers: { ...auth, 'accept-language': 'en-US' }, payload: { shopItemId: 2, characterId, quantity: 1, idempotencyKey: 'short' } },
    );
    expect([badKey.mock.status, badKey.server.statusCode]).toEqual([400, 400]);
    expect((badKey.mock.body as { code: number }).code).toBe(badKey.server.json().code);
  });

  it('dressing room and preview', async () => {
    const { items } = (await t.app.inject({ url: '/api/v1/shop/items?size=100' })).json().data as { items: Array<{ id: number; slot: string | null }> };
    const wearable = items.filter((i) => i.slot).map((i) => i.id);
    const notWearable = items.find((i) => !i.slot)!.id;
    await both(Envelope(ShopDressingRoom), 'PUT /api/v1/shop/dressing-room/items/:shopItemId', { headers: mockAuth, params: { shopItemId: '1' } }, { method: 'PUT', url: `/api/v1/shop/dressing-room/items/${wearable[0]}`, headers: auth });
    await both(Envelope(ShopDressingRoom), 'GET /api/v1/shop/dressing-room', { headers: mockAuth }, { url: '/api/v1/shop/dressing-room', headers: auth });
    const preview = await both(Envelope(ShopPreview), 'GET /api/v1/shop/dressing-room/preview', { headers: mockAuth, query: { characterId: '1', action: 'walk' } }, { url: `/api/v1/shop/dressing-room/preview?characterId=${characterId}&action=walk`, headers: auth });
    expect((preview.mock.body as { data: { url: string } }).data.url).toContain('/Character/');
    expect(preview.server.json().data.url).toContain('/Character/');
    const unwearable = await both(ErrorEnvelope, 'PUT /api/v1/shop/dressing-room/items/:shopItemId', { headers: mockAuth, params: { shopItemId: '13' } }, { method: 'PUT', url: `/api/v1/shop/dressing-room/items/${notWearable}`, headers: auth });
    expect(unwearable.mock.body).toEqual(unwearable.server.json());
    expect(unwearable.server.statusCode).toBe(422);

    // Fill both rooms, then one more: the same 409.
    const mockIds = ['1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11', '12'];
    for (const id of mockIds) await callMock(mocks, 'PUT /api/v1/shop/dressing-room/items/:shopItemId', { headers: mockAuth, params: { shopItemId: id } });
    const extra: number[] = [];
    const now = new Date().toISOString().slice(0, 19).replace('T', ' ');
    for (let i = 0; i < SHOP_DRESSING_ROOM_CAPACITY; i++) {
      const r = await t.db.insertInto('web_shop_items').values({ item_id: 1002100 + i, sn: 1, category: 'Cap', price: 1, currency: 'nx_credit', slot: 'Cap', created_at: now, updated_at: now }).executeTakeFirstOrThrow();
      extra.push(Number(r.insertId));
    }
    for (const id of extra.slice(0, -1)) await t.app.inject({ method: 'PUT', url: `/api/v1/shop/dressing-room/items/${id}`, headers: auth });
    const full = await both(ErrorEnvelope, 'PUT /api/v1/shop/dressing-room/items/:shopItemId', { headers: mockAuth, params: { shopItemId: '17' } }, { method: 'PUT', url: `/api/v1/shop/dressing-room/items/${extra[extra.length - 1]}`, headers: auth });
    expect(full.server.statusCode).toBe(409);
    expect(full.mock.body).toEqual(full.server.json());
    const cleared = await both(Envelope(ShopDressingRoom), 'DELETE /api/v1/shop/dressing-room', { headers: mockAuth }, { method: 'DELETE', url: '/api/v1/shop/dressing-room', headers: auth });
    expect((cleared.mock.body as { data: { items: unknown[] } }).data.items).toEqual([]);
    await both(Envelope(ShopDressingRoom), 'DELETE /api/v1/shop/dressing-room/items/:shopItemId', { headers: mockAuth, params: { shopItemId: '1' } }, { method: 'DELETE', url: `/api/v1/shop/dressing-room/items/${wearable[0]}`, headers: auth });
  });
});

/** A seeded entry that can be bought and gifted now with NX, no per-account limit. */
async function availableId(): Promise<number> {
  const { items } = (await t.app.inject({ url: '/api/v1/shop/items?size=100' })).json().data as {
    items: Array<{ id: number; available: boolean; kind: string; currency: string; limitPerAccount: number | null; price: number }>;
  };
  return items.find((i) => i.available && i.kind === 'item' && i.currency === 'nx_credit' && i.limitPerAccount === null && i.price < 3000)!.id;
}
