/**
 * The operator console's Accounts screen (config/contract/admin.ts):
 *   GET  /api/v1/admin/accounts                  AdminAccountsQuery -> Envelope(AdminAccountsPage)
 *   GET  /api/v1/admin/accounts/:id              -> Envelope(AdminAccountDetail)
 *   POST /api/v1/admin/accounts/:id/ban          {reason} -> Envelope(AdminAccountChanged)
 *   POST /api/v1/admin/accounts/:id/tempban      {reason, until} -> Envelope(AdminAccountChanged)
 *   POST /api/v1/admin/accounts/:id/unban        {reason?} -> Envelope(AdminAccountChanged)
 *   POST /api/v1/admin/accounts/:id/unlock       {reason?} -> Envelope(AdminAccountChanged)
 *   POST /api/v1/admin/accounts/:id/adjust       {currency, amount, reason} -> Envelope(AdminAdjusted)
 *   POST /api/v1/admin/accounts/:id/reset-mail   {reason?, lang?} -> Envelope(AdminResetMailSent)
 * The actions need the password within 15 minutes (recentPassword) and are audited; the
 * logic is in server/services/admin/accounts.ts.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { Envelope, ErrorEnvelope } from '../../../config/contract/envelope';
import {
  AdminAccountChanged,
  AdminAccountDetail,
  AdminAccountParams,
  AdminAccountsPage,
  AdminAccountsQuery,
  AdminAdjustBody,
  AdminAdjusted,
  AdminBanBody,
  AdminNoteBody,
  AdminResetMailBody,
  AdminResetMailSent,
  AdminTempBanBody,
} from '../../../config/contract/admin';
import {
  accountDetail,
  adjustAccount,
  banAccount,
  listAccounts,
  sendResetMail,
  tempBanAccount,
  unbanAccount,
  unlockByOperator,
} from '../../services/admin/accounts';
import { actorOf, recentPassword } from './request';

const errs = { 400: ErrorEnvelope, 404: ErrorEnvelope, 409: ErrorEnvelope, 422: ErrorEnvelope, 429: ErrorEnvelope, 503: ErrorEnvelope };

const accountsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  /** preHandler of the actions: the password was given within 15 minutes. */
  const passwordCheck = recentPassword(app.db);
  const context = (req: FastifyRequest) => {
    return { db: app.db, gmLevel: app.config.adminGmLevel, actor: actorOf(req) };
  };
  const action = <B>(summary: string, body: B, answer: typeof AdminAccountChanged | typeof AdminAdjusted | typeof AdminResetMailSent) => ({
    schema: { summary, params: AdminAccountParams, body, response: { 200: Envelope(answer), ...errs } },
    preHandler: passwordCheck,
  });

  app.get(
    '/api/v1/admin/accounts',
    { schema: { summary: 'Search accounts by name, e-mail, last IP or character name', querystring: AdminAccountsQuery, response: { 200: Envelope(AdminAccountsPage), 400: ErrorEnvelope } } },
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      return reply.ok(await listAccounts(app.db, req.query, app.config.adminGmLevel));
    },
  );

  app.get(
    '/api/v1/admin/accounts/:id',
    { schema: { summary: "One account: characters, currencies, game time, invites and the account's log", params: AdminAccountParams, response: { 200: Envelope(AdminAccountDetail), 400: ErrorEnvelope, 404: ErrorEnvelope } } },
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      return reply.ok(await accountDetail(app.db, req.params.id, app.config.adminGmLevel));
    },
  );

  app.post('/api/v1/admin/accounts/:id/ban', action('Ban the account (accounts.banned) with a reason; ends its sessions at once', AdminBanBody, AdminAccountChanged), async (req, reply) => {
    const changed = await banAccount(context(req), req.params.id, req.body.reason);
    app.sessions.forget(req.params.id);
    return reply.ok(changed);
  });

  app.post('/api/v1/admin/accounts/:id/tempban', action('Ban the account until a time (accounts.tempban) with a reason; ends its sessions at once', AdminTempBanBody, AdminAccountChanged), async (req, reply) => {
    const changed = await tempBanAccount(context(req), req.params.id, req.body.reason, req.body.until);
    app.sessions.forget(req.params.id);
    return reply.ok(changed);
  });

  app.post('/api/v1/admin/accounts/:id/unban', action('Lift a ban or a temporary ban', AdminNoteBody, AdminAccountChanged), async (req, reply) => {
    const changed = await unbanAccount(context(req), req.params.id, req.body.reason ?? null);
    app.sessions.forget(req.params.id);
    return reply.ok(changed);
  });

  app.post('/api/v1/admin/accounts/:id/unlock', action("Clear the game's login mark (the account is then held for value moves until the game logs it in again)", AdminNoteBody, AdminAccountChanged), async (req, reply) =>
    reply.ok(await unlockByOperator(context(req), req.params.id, req.body.reason ?? null)),
  );

  app.post('/api/v1/admin/accounts/:id/adjust', action('Credit or debit a currency or game days, with a reason', AdminAdjustBody, AdminAdjusted), async (req, reply) =>
    reply.ok(await adjustAccount({ ...context(req), timezone: app.config.game.timezone, lang: req.lang }, req.params.id, req.body)),
  );

  app.post('/api/v1/admin/accounts/:id/reset-mail', action("E-mail the account's own address a password-reset code", AdminResetMailBody, AdminResetMailSent), async (req, reply) =>
    reply.ok(await sendResetMail({ ...context(req), config: app.config, mailer: app.mailer }, req.params.id, req.body.lang ?? req.lang, req.body.reason ?? null)),
  );
};

export default accountsRoutes;
