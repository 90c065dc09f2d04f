/**
 * Game-time billing routes (config/contract/billing.ts), login required:
 *   GET  /api/v1/billing/summary                          -> Envelope(BillingSummary)
 *   GET  /api/v1/billing/history?page&size&type&from&to   -> Envelope(BillingHistory)
 *   POST /api/v1/billing/redeem {cardCode}                    -> Envelope(RedeemAnswer)   (rate-limited per account and IP)
 * Also schedules the daily charge (server/services/billing/charge.ts) on the jobs plugin, under
 * the lease DAILY_CHARGE_LEASE (off with WEB_JOBS=off, and by default under Vitest).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Envelope, ErrorEnvelope } from '../../config/contract/envelope';
import { BillingHistory, BillingHistoryQuery, BillingSummary, RedeemAnswer, RedeemBody } from '../../config/contract/billing';
import { accountKey, LIMITS } from '../plugins/rate-limit';
import { requireAccount } from '../plugins/auth';
import {
  billingHistory,
  billingSummary,
  chargeRecentDays,
  checkCardCode,
  DAILY_CHARGE_LEASE,
  DAILY_CHARGE_LEASE_SECONDS,
  redeemCard,
} from '../services/billing';
import { site } from '../../config/site';

const billingRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const settings = () => ({ timezone: app.config.game.timezone });

  app.jobs.every({
    name: DAILY_CHARGE_LEASE,
    seconds: site.billing.chargeEverySeconds,
    lease: DAILY_CHARGE_LEASE_SECONDS,
    run: async () => {
      const results = await chargeRecentDays(app.db, settings());
      if (results.some((r) => r.charged > 0)) app.log.info({ results }, 'daily game-time charge');
      return results;
    },
  });

  app.get(
    '/api/v1/billing/summary',
    {
      preHandler: [app.authenticate],
      schema: {
        tags: ['billing'],
        summary: 'Game-time balance (days), the subscription derived from the ledger, free-trial state',
        security: [{ bearer: [] }],
        response: { 200: Envelope(BillingSummary), 401: ErrorEnvelope },
      },
    },
    async (request, reply) => reply.ok(await billingSummary(app.db, requireAccount(request).id, settings())),
  );

  app.get(
    '/api/v1/billing/history',
    {
      preHandler: [app.authenticate],
      schema: {
        tags: ['billing'],
        summary: 'Ledger rows, newest first; filters: type, from/to game day (inclusive)',
        security: [{ bearer: [] }],
        querystring: BillingHistoryQuery,
        response: { 200: Envelope(BillingHistory), 400: ErrorEnvelope, 401: ErrorEnvelope },
      },
    },
    async (request, reply) => reply.ok(await billingHistory(app.db, requireAccount(request).id, request.query)),
  );

  app.post(
    '/api/v1/billing/redeem',
    {
      preHandler: [
        app.authenticate,
        // An empty or malformed code is refused before the guessing limits count it.
        async (request) => checkCardCode((request.body as RedeemBody).cardCode),
        app.limiter({ name: 'redeem-account', ...LIMITS.redeemPerAccount, key: accountKey }),
        app.limiter({ name: 'redeem-ip', ...LIMITS.redeemPerIp }),
      ],
      schema: {
        tags: ['billing'],
        summary: 'Redeem a game-time card (XXXX-XXXX-XXXX-XXXX): its days are added once',
        security: [{ bearer: [] }],
        body: RedeemBody,
        response: {
          200: Envelope(RedeemAnswer),
          400: ErrorEnvelope,
          401: ErrorEnvelope,
          404: ErrorEnvelope,
          409: ErrorEnvelope,
          422: ErrorEnvelope,
          429: ErrorEnvelope,
          503: ErrorEnvelope,
        },
      },
    },
    async (request, reply) => reply.ok(await redeemCard(app.db, requireAccount(request).id, request.body.cardCode, settings())),
  );
};

export default billingRoutes;
