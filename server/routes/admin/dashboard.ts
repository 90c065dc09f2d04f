/**
 * The operator console's Dashboard (config/contract/admin-dashboard.ts):
 *   GET /api/v1/admin/dashboard  -> Envelope(AdminDashboard)
 * Reads only (no password, no audit); the counts are in server/services/admin/dashboard.ts.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Envelope } from '../../../config/contract/envelope';
import { AdminDashboard } from '../../../config/contract/admin-dashboard';
import { dashboard } from '../../services/admin/dashboard';

const dashboardRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/v1/admin/dashboard',
    {
      schema: {
        summary: "Registrations, logins, votes, NX sold, cards redeemed and check-ins per game day (30 days), today's figures and the server status",
        response: { 200: Envelope(AdminDashboard) },
      },
    },
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      return reply.ok(await dashboard(app.db, req.lang, { timezone: app.config.game.timezone, status: (lang) => app.gameStatus.status(lang) }));
    },
  );
};

export default dashboardRoutes;
