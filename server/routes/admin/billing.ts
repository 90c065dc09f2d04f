/**
 * The operator console's Cards and billing screen (config/contract/admin-billing.ts):
 *   GET  /api/v1/admin/billing/cards                 AdminCardsQuery -> Envelope(AdminCardsPage)
 *   POST /api/v1/admin/billing/cards                 AdminGenerateCardsBody -> Envelope(AdminCardBatch)
 *   POST /api/v1/admin/billing/cards/:code/void      AdminCardVoidBody -> Envelope(AdminCardVoided)
 *   GET  /api/v1/admin/billing/accounts/:id/ledger   BillingHistoryQuery -> Envelope(AdminAccountLedger)
 *   GET  /api/v1/admin/billing/charge                AdminChargeQuery -> Envelope(AdminChargePreview)
 *   POST /api/v1/admin/billing/charge                AdminChargeBody -> Envelope(AdminChargeRun)
 * Generating, voiding and charging need the password within 15 minutes (recentPassword) and
 * are audited; the logic is in server/services/admin/billing.ts.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { Envelope, ErrorEnvelope } from '../../../config/contract/envelope';
import { BillingHistoryQuery } from '../../../config/contract/billing';
import {
  AdminAccountLedger,
  AdminCardBatch,
  AdminCardParams,
  AdminCardsPage,
  AdminCardsQuery,
  AdminCardVoidBody,
  AdminCardVoided,
  AdminChargeBody,
  AdminChargePreview,
  AdminChargeQuery,
  AdminChargeRun,
  AdminGenerateCardsBody,
  AdminLedgerParams,
} from '../../../config/contract/admin-billing';
import { accountLedger, chargePreview, generateBatch, listCardsPage, runCharge, voidCardFor } from '../../services/admin/billing';
import { actorOf, recentPassword } from './request';

const errs = { 400: ErrorEnvelope, 404: ErrorEnvelope, 409: ErrorEnvelope, 422: ErrorEnvelope, 503: ErrorEnvelope };

const billingRoutes: FastifyPluginAsyncTypebox = async (app) => {
  /** preHandler of the actions: the password was given within 15 minutes. */
  const passwordCheck = recentPassword(app.db);
  const context = (req: FastifyRequest) => {
    return { db: app.db, timezone: app.config.game.timezone, actor: actorOf(req) };
  };

  app.get(
    '/api/v1/admin/billing/cards',
    { schema: { summary: 'Game-time cards by state (unused, used, expired, void), searched by code or batch', querystring: AdminCardsQuery, response: { 200: Envelope(AdminCardsPage), 400: ErrorEnvelope } } },
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      return reply.ok(await listCardsPage(app.db, req.query));
    },
  );

  app.post(
    '/api/v1/admin/billing/cards',
    {
      schema: { summary: 'Generate a batch of cards; the answer holds the codes and their CSV (shown once)', body: AdminGenerateCardsBody, response: { 200: Envelope(AdminCardBatch), ...errs } },
      preHandler: passwordCheck,
    },
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      return reply.ok(await generateBatch(context(req), req.body));
    },
  );

  app.post(
    '/api/v1/admin/billing/cards/:code/void',
    {
      schema: { summary: 'Void an unused or expired card (a used card cannot be voided: 409)', params: AdminCardParams, body: AdminCardVoidBody, response: { 200: Envelope(AdminCardVoided), ...errs } },
      preHandler: passwordCheck,
    },
    async (req, reply) => reply.ok(await voidCardFor(context(req), req.params.code, req.body.reason ?? null)),
  );

  app.get(
    '/api/v1/admin/billing/accounts/:id/ledger',
    {
      schema: { summary: "An account's game-time balance, subscription and ledger rows", params: AdminLedgerParams, querystring: BillingHistoryQuery, response: { 200: Envelope(AdminAccountLedger), 400: ErrorEnvelope, 404: ErrorEnvelope } },
    },
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      return reply.ok(await accountLedger(app.db, req.params.id, req.query, app.config.game.timezone));
    },
  );

  app.get(
    '/api/v1/admin/billing/charge',
    { schema: { summary: "Dry run of a game day's charge: who a run would charge now (nothing is written)", querystring: AdminChargeQuery, response: { 200: Envelope(AdminChargePreview), 400: ErrorEnvelope, 422: ErrorEnvelope } } },
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      return reply.ok(await chargePreview(app.db, req.query.day, app.config.game.timezone));
    },
  );

  app.post(
    '/api/v1/admin/billing/charge',
    { schema: { summary: "Run (or run again) a game day's charge; nobody is charged twice for a day", body: AdminChargeBody, response: { 200: Envelope(AdminChargeRun), ...errs } }, preHandler: passwordCheck },
    async (req, reply) => reply.ok(await runCharge(context(req), req.body.day, req.body.reason ?? null)),
  );
};

export default billingRoutes;
