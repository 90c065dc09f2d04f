/**
 * Web item shop routes (config/contract/shop.ts):
 *   GET    /api/v1/shop/items?keyword&category&page&size      -> Envelope(ShopItemsPage)
 *   GET    /api/v1/shop/items/:id                             -> Envelope(ShopItemDetail)
 *   GET    /api/v1/shop/posters                               -> Envelope(ShopPoster[])
 *   GET    /api/v1/shop/poster-images/:file                   -> the image (uploaded by an operator)
 *   POST   /api/v1/shop/purchase                              -> Envelope(ShopPurchaseAnswer)   login, rate-limited
 *   POST   /api/v1/shop/gift                                  -> Envelope(ShopPurchaseAnswer)   login, rate-limited,
 *                                                                 failures counted per receiver and sender
 *   GET    /api/v1/shop/orders?type&page&size                 -> Envelope(ShopOrdersPage)       login
 *   GET    /api/v1/shop/dressing-room                         -> Envelope(ShopDressingRoom)     login
 *   PUT    /api/v1/shop/dressing-room/items/:shopItemId       -> Envelope(ShopDressingRoom)     login
 *   DELETE /api/v1/shop/dressing-room/items/:shopItemId       -> Envelope(ShopDressingRoom)     login
 *   DELETE /api/v1/shop/dressing-room                         -> Envelope(ShopDressingRoom)     login
 *   GET    /api/v1/shop/dressing-room/preview?characterId&action -> Envelope(ShopPreview)       login
 * Thin handlers: the logic is in server/services/shop*.ts.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { Type } from '@sinclair/typebox';
import { requireAccount } from '../plugins/auth';
import { errors } from '../errors';
import { POSTER_FILE_PATTERN, readPosterImage } from '../services/admin/shop-posters';
import { accountKey } from '../plugins/rate-limit';
import { Envelope, ErrorEnvelope } from '../../config/contract/envelope';
import {
  ShopDressingRoom,
  ShopDressingRoomItemParams,
  ShopGiftRequest,
  ShopItemDetail,
  ShopItemParams,
  ShopItemsPage,
  ShopItemsQuery,
  ShopOrdersPage,
  ShopOrdersQuery,
  ShopPosterList,
  ShopPreview,
  ShopPreviewQuery,
  ShopPurchaseAnswer,
  ShopPurchaseRequest,
  type ShopCategory,
  type ShopPreviewAction,
} from '../../config/contract/shop';
import type { PictureTemplates } from '../services/library';
import {
  addToDressingRoom,
  clearDressingRoom,
  dressingRoom,
  dressingRoomPreview,
  gift,
  listPosters,
  listShopItems,
  listShopOrders,
  purchase,
  removeFromDressingRoom,
  shopItemDetail,
} from '../services/shop';

/** Buying and gifting: per account and per IP (a double click is answered by the idempotency key, not counted twice in effect). */
const BUY_PER_ACCOUNT = { max: 30, timeWindow: '1 minute' } as const;
const BUY_PER_IP = { max: 60, timeWindow: '1 minute' } as const;

const E = ErrorEnvelope;
const bearer = [{ bearer: [] }];

const shopRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const pictures: PictureTemplates = {
    item: app.config.itemIconUrlTemplate,
    mob: app.config.mobImageUrlTemplate,
    npc: app.config.npcImageUrlTemplate,
    map: app.config.mapImageUrlTemplate,
  };
  const buyLimits = (name: string) => [
    app.authenticate,
    app.limiter({ name: `${name}-ip`, ...BUY_PER_IP }),
    app.limiter({ name: `${name}-account`, ...BUY_PER_ACCOUNT, key: accountKey }),
  ];

  app.get(
    '/api/v1/shop/items',
    {
      schema: {
        tags: ['shop'],
        summary: 'Catalogue entries with their availability, by keyword (either language or item id) and category',
        querystring: ShopItemsQuery,
        response: { 200: Envelope(ShopItemsPage), 400: E },
      },
    },
    async (request, reply) => {
      const { keyword, category, page, size } = request.query;
      const data = await listShopItems(app.db, { keyword, category: category as ShopCategory | undefined, page, size, lang: request.lang, pictures });
      return reply.ok(data);
    },
  );

  app.get(
    '/api/v1/shop/items/:id',
    {
      schema: {
        tags: ['shop'],
        summary: 'One catalogue entry with the library description',
        params: ShopItemParams,
        response: { 200: Envelope(ShopItemDetail), 400: E, 404: E },
      },
    },
    async (request, reply) => {
      const data = await shopItemDetail(app.db, request.params.id, request.lang, pictures);
      return reply.ok(data);
    },
  );

  app.get(
    '/api/v1/shop/posters',
    {
      schema: {
        tags: ['shop'],
        summary: 'Carousel posters in their display window, in order',
        response: { 200: Envelope(ShopPosterList) },
      },
    },
    async (request, reply) => {
      const data = await listPosters(app.db, request.lang);
      return reply.ok(data);
    },
  );

  // The images operators upload for posters (services/admin/shop-posters.ts): stored under
  // the data directory, named by their content, so they never change under one address.
  app.get(
    '/api/v1/shop/poster-images/:file',
    {
      schema: {
        tags: ['shop'],
        summary: 'A poster image an operator uploaded (PNG, JPEG or WebP)',
        params: Type.Object({ file: Type.String({ maxLength: 40, pattern: POSTER_FILE_PATTERN.source }) }),
        response: { 400: E, 404: E },
      },
    },
    async (request, reply) => {
      const image = await readPosterImage(app.config.dataDir, request.params.file);
      if (!image) throw errors.notFound();
      return reply
        .header('content-type', image.type)
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'public, max-age=31536000, immutable')
        .send(image.bytes as never);
    },
  );

  app.post(
    '/api/v1/shop/purchase',
    {
      schema: {
        tags: ['shop'],
        summary: 'Buy an entry for one of your characters (debits only while the account is not in game; idempotent by key)',
        security: bearer,
        body: ShopPurchaseRequest,
        response: { 200: Envelope(ShopPurchaseAnswer), 400: E, 401: E, 403: E, 404: E, 409: E, 429: E, 503: E },
      },
      preValidation: buyLimits('shop-buy'),
    },
    async (request, reply) => {
      const data = await purchase(app.db, { ...request.body, accountId: requireAccount(request).id, lang: request.lang, pictures });
      reply.header('cache-control', 'no-store');
      return reply.ok(data);
    },
  );

  app.post(
    '/api/v1/shop/gift',
    {
      schema: {
        tags: ['shop'],
        summary: "Gift an entry to a character by name (both accounts' birthdays required; delivered through the game's gift box)",
        security: bearer,
        body: ShopGiftRequest,
        // 400 and 409 name the field: 'senderBirthday', or 'receiver' (name and birthday as one).
        response: { 200: Envelope(ShopPurchaseAnswer), 400: ErrorEnvelope, 401: E, 403: E, 404: E, 409: ErrorEnvelope, 429: E, 503: E },
      },
      preValidation: buyLimits('shop-gift'),
    },
    async (request, reply) => {
      const data = await gift(app.db, { ...request.body, accountId: requireAccount(request).id, lang: request.lang, pictures });
      reply.header('cache-control', 'no-store');
      return reply.ok(data);
    },
  );

  app.get(
    '/api/v1/shop/orders',
    {
      schema: {
        tags: ['shop'],
        summary: 'My purchases and gifts (sent and received), newest first, with delivery status',
        security: bearer,
        querystring: ShopOrdersQuery,
        response: { 200: Envelope(ShopOrdersPage), 400: E, 401: E },
      },
      preHandler: app.authenticate,
    },
    async (request, reply) => {
      const data = await listShopOrders(app.db, requireAccount(request).id, request.query, request.lang, pictures);
      reply.header('cache-control', 'no-store');
      return reply.ok(data);
    },
  );

  const room = async (accountId: number, lang: FastifyRequest['lang']) => dressingRoom(app.db, accountId, lang, pictures);

  app.get(
    '/api/v1/shop/dressing-room',
    {
      schema: {
        tags: ['shop'],
        summary: 'My dressing room (kept per account)',
        security: bearer,
        response: { 200: Envelope(ShopDressingRoom), 401: E },
      },
      preHandler: app.authenticate,
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return reply.ok(await room(requireAccount(request).id, request.lang));
    },
  );

  app.put(
    '/api/v1/shop/dressing-room/items/:shopItemId',
    {
      schema: {
        tags: ['shop'],
        summary: "Try an entry on (wearable entries only; 409 when the dressing room is full)",
        security: bearer,
        params: ShopDressingRoomItemParams,
        response: { 200: Envelope(ShopDressingRoom), 400: E, 401: E, 404: E, 409: E, 422: E },
      },
      preHandler: app.authenticate,
    },
    async (request, reply) => {
      await addToDressingRoom(app.db, requireAccount(request).id, request.params.shopItemId);
      return reply.ok(await room(requireAccount(request).id, request.lang));
    },
  );

  app.delete(
    '/api/v1/shop/dressing-room/items/:shopItemId',
    {
      schema: {
        tags: ['shop'],
        summary: 'Take an entry off',
        security: bearer,
        params: ShopDressingRoomItemParams,
        response: { 200: Envelope(ShopDressingRoom), 400: E, 401: E },
      },
      preHandler: app.authenticate,
    },
    async (request, reply) => {
      await removeFromDressingRoom(app.db, requireAccount(request).id, request.params.shopItemId);
      return reply.ok(await room(requireAccount(request).id, request.lang));
    },
  );

  app.delete(
    '/api/v1/shop/dressing-room',
    {
      schema: {
        tags: ['shop'],
        summary: 'Empty the dressing room',
        security: bearer,
        response: { 200: Envelope(ShopDressingRoom), 401: E },
      },
      preHandler: app.authenticate,
    },
    async (request, reply) => {
      await clearDressingRoom(app.db, requireAccount(request).id);
      return reply.ok(await room(requireAccount(request).id, request.lang));
    },
  );

  app.get(
    '/api/v1/shop/dressing-room/preview',
    {
      schema: {
        tags: ['shop'],
        summary: 'The avatar picture of one of your characters wearing the dressing room (stand, walk or jump)',
        security: bearer,
        querystring: ShopPreviewQuery,
        response: { 200: Envelope(ShopPreview), 400: E, 401: E, 403: E, 404: E },
      },
      preHandler: app.authenticate,
    },
    async (request, reply) => {
      const data = await dressingRoomPreview(app.db, {
        accountId: requireAccount(request).id,
        characterId: request.query.characterId,
        action: (request.query.action ?? 'stand') as ShopPreviewAction,
        template: app.config.characterImageUrlTemplate,
      });
      reply.header('cache-control', 'no-store');
      return reply.ok(data);
    },
  );
};

export default shopRoutes;
