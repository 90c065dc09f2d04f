/**
 * Account self-service routes (config/contract/profile.ts):
 *   POST /api/v1/account/unlock   {method: 1} | {method: 2, birthday, characterId?} -> Envelope(UnlockResult)
 *   PUT  /api/v1/account/password {currentPassword, newPassword, confirmPassword, captcha} -> Envelope(PasswordChanged)
 * Both rate-limited per account and per IP, both written to web_account_log.
 * Thin handlers: the logic is in server/services/account.ts.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Envelope, ErrorEnvelope } from '../../config/contract/envelope';
import { ChangePasswordBody, PasswordChanged, UnlockBody, UnlockResult } from '../../config/contract/profile';
import { accountKey, LIMITS } from '../plugins/rate-limit';
import { requireAccount } from '../plugins/auth';
import { changePassword, unlockAccount } from '../services/account';
import { verifyHuman } from '../services/human-check';

const errs = { 400: ErrorEnvelope, 401: ErrorEnvelope, 404: ErrorEnvelope, 422: ErrorEnvelope, 429: ErrorEnvelope };

const accountRoutes: FastifyPluginAsyncTypebox = async (app) => {

  app.post(
    '/api/v1/account/unlock',
    {
      schema: {
        tags: ['account'],
        summary: 'Clear a stuck game login (method 1: after UNLOCK_MIN_MINUTES; method 2: with the birthday, and move a character to town)',
        security: [{ bearer: [] }],
        body: UnlockBody,
        response: { 200: Envelope(UnlockResult), ...errs },
      },
      // Authenticated first (the per-account limit needs the account), limited before the body is validated.
      preValidation: [
        app.authenticate,
        app.limiter({ name: 'unlock-ip', ...LIMITS.unlockPerIp }),
        app.limiter({ name: 'unlock-account', ...LIMITS.unlockPerAccount, key: accountKey }),
      ],
    },
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      return reply.ok(await unlockAccount(app.db, requireAccount(req).id, req.body, req.ip, req.lang, { minMinutes: app.config.unlockMinMinutes }));
    },
  );

  app.put(
    '/api/v1/account/password',
    {
      schema: {
        tags: ['account'],
        summary: 'Change the password (current password, new one twice, human check); signs out every other session and answers a fresh access token for this one',
        security: [{ bearer: [] }],
        body: ChangePasswordBody,
        response: { 200: Envelope(PasswordChanged), ...errs },
      },
      preValidation: [
        app.authenticate,
        app.limiter({ name: 'password-ip', ...LIMITS.passwordPerIp }),
        app.limiter({ name: 'password-account', ...LIMITS.passwordPerAccount, key: accountKey }),
      ],
    },
    async (req, reply) => {
      await verifyHuman(app.db, app.config, req.body.captcha, req.ip);
      const account = requireAccount(req);
      const changed = await changePassword(app.db, app.config, account.id, account.familyId, req.body, req.ip);
      // The generation went up: this instance stops trusting what it knew of the account now.
      app.sessions.forget(requireAccount(req).id);
      return reply.ok(changed);
    },
  );
};

export default accountRoutes;
