/**
 * The operator console's Shop screen (config/contract/admin-shop.ts):
 *   GET    /api/v1/admin/shop/items             AdminShopItemsQuery -> Envelope(AdminShopItemsPage)
 *   POST   /api/v1/admin/shop/items             AdminShopItemNew -> Envelope(AdminShopItemChanged)     password within 15 min
 *   PATCH  /api/v1/admin/shop/items/:id         AdminShopItemPatch -> Envelope(AdminShopItemChanged)   password within 15 min
 *   DELETE /api/v1/admin/shop/items/:id         -> Envelope(AdminShopRemoved)                          password within 15 min
 *   GET    /api/v1/admin/shop/library           {keyword} -> Envelope(AdminShopLibraryAnswer)
 *   GET    /api/v1/admin/shop/posters           -> Envelope(AdminShopPoster[])
 *   POST   /api/v1/admin/shop/posters           AdminShopPosterBody -> Envelope(AdminShopPosterChanged)          password within 15 min
 *   PATCH  /api/v1/admin/shop/posters/:id       AdminShopPosterPatch -> Envelope(AdminShopPosterChanged)        password within 15 min
 *   DELETE /api/v1/admin/shop/posters/:id       -> Envelope(AdminShopRemoved)                         password within 15 min
 *   POST   /api/v1/admin/shop/poster-images     {type, data (base64)} -> Envelope(AdminShopPosterImage)
 *   GET    /api/v1/admin/shop/orders            AdminShopOrdersQuery -> Envelope(AdminShopOrdersPage)
 * The logic is in server/services/admin/shop.ts and shop-posters.ts (which `npm run shop` uses too).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Envelope, ErrorEnvelope } from '../../../config/contract/envelope';
import {
  AdminShopItemChanged,
  AdminShopItemNew,
  AdminShopItemParams,
  AdminShopItemPatch,
  AdminShopItemsPage,
  AdminShopItemsQuery,
  AdminShopLibraryAnswer,
  AdminShopLibraryQuery,
  AdminShopOrdersPage,
  AdminShopOrdersQuery,
  AdminShopPosterBody,
  AdminShopPosterChanged,
  AdminShopPosterImage,
  AdminShopPosterImageBody,
  AdminShopPosterList,
  AdminShopPosterPatch,
  AdminShopRemoved,
} from '../../../config/contract/admin-shop';
import {
  addShopEntry,
  catalogueRow,
  changesOf,
  editShopEntry,
  libraryCandidates,
  listCatalogue,
  listShopOrdersAdmin,
  removeShopEntry,
} from '../../services/admin/shop';
import { addPoster, editPoster, listPostersAdmin, posterChangesOf, removePoster, savePosterImage, toPoster } from '../../services/admin/shop-posters';
import { pictureTemplatesOf } from '../../services/library';
import { actorOf, recentPassword } from './request';

const E = ErrorEnvelope;
const errs = { 400: E, 404: E, 409: E, 422: E };
/** A poster image in base64 is about 1.37 MB: its own body limit. */
const IMAGE_BODY_LIMIT = 1_500_000;

const shopAdminRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const pictures = pictureTemplatesOf(app.config);
  const passwordCheck = recentPassword(app.db);
  const actor = actorOf;

  app.get(
    '/api/v1/admin/shop/items',
    { schema: { summary: 'The shop catalogue: by name or id, category and on sale; sorted by order, price or id', querystring: AdminShopItemsQuery, response: { 200: Envelope(AdminShopItemsPage), 400: E } } },
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      return reply.ok(await listCatalogue(app.db, req.query, req.lang, pictures));
    },
  );

  app.post(
    '/api/v1/admin/shop/items',
    { schema: { summary: 'Add a game item from the library (delivered by one of its cash-shop serial numbers)', body: AdminShopItemNew, response: { 200: Envelope(AdminShopItemChanged), ...errs } }, preHandler: passwordCheck },
    async (req, reply) => {
      const { itemId, sn, ...fields } = req.body;
      const done = await addShopEntry(app.db, actor(req), { itemId, sn, changes: changesOf(fields) });
      return reply.ok({ item: await catalogueRow(app.db, Number(done.after!.id), req.lang, pictures), auditId: done.auditId });
    },
  );

  app.patch(
    '/api/v1/admin/shop/items/:id',
    {
      schema: { summary: 'Change price, currency, stock, limits, sale window, visibility or order of an entry', params: AdminShopItemParams, body: AdminShopItemPatch, response: { 200: Envelope(AdminShopItemChanged), ...errs } },
      preHandler: passwordCheck,
    },
    async (req, reply) => {
      const { seen, ...fields } = req.body;
      const done = await editShopEntry(app.db, actor(req), req.params.id, changesOf(fields), seen);
      return reply.ok({ item: await catalogueRow(app.db, req.params.id, req.lang, pictures), auditId: done.auditId });
    },
  );

  /** DELETE of an entry or a poster: password within 15 minutes, audited by `remove`. */
  const removal = (path: string, summary: string, remove: typeof removeShopEntry | typeof removePoster) =>
    app.delete(
      path,
      { schema: { summary, params: AdminShopItemParams, response: { 200: Envelope(AdminShopRemoved), ...errs } }, preHandler: passwordCheck },
      async (req, reply) => reply.ok({ id: req.params.id, auditId: (await remove(app.db, actor(req), req.params.id)).auditId }),
    );
  removal('/api/v1/admin/shop/items/:id', 'Remove an entry (its orders stay in the history)', removeShopEntry);
  removal('/api/v1/admin/shop/posters/:id', 'Remove a carousel poster', removePoster);

  app.get(
    '/api/v1/admin/shop/library',
    { schema: { summary: 'Items of the game data library by name or id, with their cash-shop serial numbers', querystring: AdminShopLibraryQuery, response: { 200: Envelope(AdminShopLibraryAnswer), 400: E } } },
    async (req, reply) => reply.ok(await libraryCandidates(app.db, req.query.keyword, req.lang, pictures)),
  );

  app.get(
    '/api/v1/admin/shop/posters',
    { schema: { summary: 'Every carousel poster, in order, with whether it shows now', response: { 200: Envelope(AdminShopPosterList) } } },
    async (_req, reply) => {
      reply.header('cache-control', 'no-store');
      return reply.ok(await listPostersAdmin(app.db));
    },
  );

  app.post(
    '/api/v1/admin/shop/posters',
    { schema: { summary: 'Add a carousel poster', body: AdminShopPosterBody, response: { 200: Envelope(AdminShopPosterChanged), ...errs } }, preHandler: passwordCheck },
    async (req, reply) => {
      const done = await addPoster(app.db, actor(req), posterChangesOf(req.body));
      return reply.ok({ poster: toPoster(done.after!), auditId: done.auditId });
    },
  );

  app.patch(
    '/api/v1/admin/shop/posters/:id',
    { schema: { summary: 'Change a carousel poster', params: AdminShopItemParams, body: AdminShopPosterPatch, response: { 200: Envelope(AdminShopPosterChanged), ...errs } }, preHandler: passwordCheck },
    async (req, reply) => {
      const done = await editPoster(app.db, actor(req), req.params.id, posterChangesOf(req.body));
      return reply.ok({ poster: toPoster(done.after!), auditId: done.auditId });
    },
  );


  app.post(
    '/api/v1/admin/shop/poster-images',
    {
      bodyLimit: IMAGE_BODY_LIMIT,
      schema: { summary: 'Upload a poster image (PNG, JPEG or WebP, at most 1 MB, base64); answers its address', body: AdminShopPosterImageBody, response: { 200: Envelope(AdminShopPosterImage), 400: E, 413: E, 422: E } },
    },
    async (req, reply) => reply.ok(await savePosterImage(app.config.dataDir, req.body.type, req.body.data)),
  );

  app.get(
    '/api/v1/admin/shop/orders',
    { schema: { summary: "The shop's orders with their delivery state, by account name and item", querystring: AdminShopOrdersQuery, response: { 200: Envelope(AdminShopOrdersPage), 400: E } } },
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      return reply.ok(await listShopOrdersAdmin(app.db, req.query, req.lang));
    },
  );
};

export default shopAdminRoutes;
