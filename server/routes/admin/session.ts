/**
 * The operator's own session in the console (config/contract/admin.ts):
 *   GET  /api/v1/admin/session  -> Envelope(AdminSession): who, and until when actions run without the password
 *   POST /api/v1/admin/reauth   {password} -> Envelope(AdminReauthAnswer): the password again, for 15 minutes
 * Re-authentication is rate-limited per account and per IP like a login.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Envelope, ErrorEnvelope } from '../../../config/contract/envelope';
import { AdminReauthAnswer, AdminReauthBody, AdminSession } from '../../../config/contract/admin';
import { LIMITS } from '../../plugins/rate-limit';
import { passwordGivenAt, reauthenticate, REAUTH_MAX_AGE_MS } from '../../services/admin/operator';
import { requireAccount } from '../../plugins/auth';

const sessionRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/v1/admin/session',
    { schema: { summary: 'The operator of this session, and until when its actions run without giving the password again', response: { 200: Envelope(AdminSession) } } },
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      const account = requireAccount(req);
      const at = await passwordGivenAt(app.db, account);
      const until = at == null ? null : at + REAUTH_MAX_AGE_MS;
      return reply.ok({ accountId: account.id, name: account.name, reauthValidUntil: until != null && until > Date.now() ? new Date(until).toISOString() : null });
    },
  );

  app.post(
    '/api/v1/admin/reauth',
    {
      schema: {
        summary: "Give the operator's password again: actions that change value or accounts run for 15 more minutes",
        body: AdminReauthBody,
        response: { 200: Envelope(AdminReauthAnswer), 400: ErrorEnvelope, 429: ErrorEnvelope },
      },
      preHandler: [
        app.limiter({ name: 'admin-reauth-ip', ...LIMITS.loginPerIp }),
        app.limiter({ name: 'admin-reauth-account', ...LIMITS.loginPerUsername, key: (req) => (req.account ? String(req.account.id) : undefined) }),
      ],
    },
    async (req, reply) => reply.ok(await reauthenticate(app.db, requireAccount(req), req.body.password)),
  );
};

export default sessionRoutes;
