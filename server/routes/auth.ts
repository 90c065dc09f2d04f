/**
 * Auth endpoints: login, refresh, logout, register e-mail
 * code, terms, register, password reset, human-verification config and challenge.
 */
import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Envelope, ErrorEnvelope } from '../../config/contract/envelope';
import {
  LoginBody, TokenSet, RefreshBody, RefreshQuery, LogoutBody, EmailCodeBody, EmailCodeSent, TermsOfService,
  RegisterBody, Registered, ResetRequestBody, ResetConfirmBody, HumanCheckConfig, AltchaChallenge,
} from '../../config/contract/auth';
import { AppError, ErrorCode } from '../errors';
import { LIMITS, bodyFieldKey } from '../plugins/rate-limit';
import * as auth from '../services/auth';
import { rotateRefreshToken, revokeRefreshToken } from '../services/tokens';
import { verifyHuman, humanCheckConfig, newAltchaChallenge } from '../services/human-check';
import { termsOfService } from '../services/tos';
import type { Lang } from '../i18n';

const errs = { 400: ErrorEnvelope, 401: ErrorEnvelope, 403: ErrorEnvelope, 409: ErrorEnvelope, 429: ErrorEnvelope, 500: ErrorEnvelope };
/** POST without a body (refresh/logout with ?refresh_token=): validate an empty object. */
const emptyBodyOk = async (req: { body?: unknown }) => {
  if (req.body === undefined || req.body === null) req.body = {};
};
/*
 * Per-IP limits run in preValidation, so malformed floods count too; per-name limits run
 * in preHandler on the validated value (bodyFieldKey), so a name counts once whatever
 * shape or spelling it was sent in.
 */

const authRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const client = (req: { ip: string; headers: Record<string, unknown>; lang: Lang }) => ({ ip: req.ip, userAgent: String(req.headers['user-agent'] ?? ''), lang: req.lang });

  app.post(
    '/api/v1/auth/login',
    {
      schema: { tags: ['auth'], summary: 'Log in with game account and password', body: LoginBody, response: { 200: Envelope(TokenSet), ...errs } },
      preValidation: [app.limiter({ name: 'login-ip', ...LIMITS.loginPerIp })],
      preHandler: [app.limiter({ name: 'login-user', ...LIMITS.loginPerUsername, key: bodyFieldKey('username') })],
    },
    async (req, reply) => {
      await verifyHuman(app.db, app.config, req.body.turnstile_token, req.ip);
      return reply.ok(await auth.login(app.db, app.config, req.body.username, req.body.password, client(req)));
    },
  );

  app.post(
    '/api/v1/auth/refresh',
    {
      schema: {
        tags: ['auth'],
        summary: 'Rotate the refresh token (body or ?refresh_token=)',
        body: RefreshBody,
        querystring: RefreshQuery,
        response: { 200: Envelope(TokenSet), ...errs },
      },
      preValidation: [emptyBodyOk, app.limiter({ name: 'refresh-ip', ...LIMITS.refreshPerIp })],
    },
    async (req, reply) => {
      const token = req.body?.refresh_token || req.query.refresh_token;
      if (!token) throw new AppError(401, ErrorCode.REFRESH_INVALID, 'server.auth.refreshMissing');
      return reply.ok(await rotateRefreshToken(app.db, app.config, token, client(req)));
    },
  );

  app.post(
    '/api/v1/auth/logout',
    {
      schema: { tags: ['auth'], summary: 'Revoke the refresh token', body: LogoutBody, querystring: RefreshQuery, response: { 200: Envelope(Type.Null()), ...errs } },
      preValidation: emptyBodyOk,
    },
    async (req, reply) => {
      const token = req.body?.refresh_token || req.query.refresh_token;
      if (token) await revokeRefreshToken(app.db, token);
      return reply.ok(null);
    },
  );

  app.post(
    '/api/register/captcha',
    {
      schema: { tags: ['auth'], summary: 'E-mail a 6-digit registration code', body: EmailCodeBody, response: { 200: Envelope(EmailCodeSent), ...errs } },
      preValidation: [app.limiter({ name: 'email-code-ip', ...LIMITS.emailCodePerIp })],
      preHandler: [app.limiter({ name: 'email-code-email', ...LIMITS.emailCodePerEmail, key: bodyFieldKey('email') })],
    },
    async (req, reply) => reply.ok(await auth.sendRegisterCode(app.db, app.config, app.mailer, req.lang, req.body.email, req.ip)),
  );

  app.get(
    '/api/tos',
    { schema: { tags: ['auth'], summary: 'Terms of service in the caller\'s language', response: { 200: Envelope(TermsOfService) } } },
    async (req, reply) => reply.ok(termsOfService(req.lang)),
  );

  app.post(
    '/api/v1/auth/register',
    {
      schema: { tags: ['auth'], summary: 'Create a game account (the invitee reward may be withheld: paid once per mailbox, not for inviting yourself, within the inviter\'s caps)', body: RegisterBody, response: { 200: Envelope(Registered), ...errs, 503: ErrorEnvelope } },
      preValidation: [app.limiter({ name: 'register-ip', ...LIMITS.registerPerIp })],
    },
    async (req, reply) => {
      await verifyHuman(app.db, app.config, req.body.captcha, req.ip);
      return reply.ok(await auth.register(app.db, app.config, req.body, { ...client(req), lang: req.lang }));
    },
  );

  app.post(
    '/api/v1/auth/reset',
    {
      schema: { tags: ['auth'], summary: 'E-mail a password-reset code to the account\'s address', body: ResetRequestBody, response: { 200: Envelope(EmailCodeSent), ...errs } },
      preValidation: [app.limiter({ name: 'reset-ip', ...LIMITS.resetPerIp })],
      preHandler: [app.limiter({ name: 'reset-user', ...LIMITS.resetPerUsername, key: bodyFieldKey('username') })],
    },
    async (req, reply) => reply.ok(await auth.requestPasswordReset(app.db, app.config, app.mailer, req.lang, req.body.username, req.ip)),
  );

  app.put(
    '/api/v1/auth/reset',
    {
      schema: { tags: ['auth'], summary: 'Set a new password with the e-mailed code; ends every session of the account', body: ResetConfirmBody, response: { 200: Envelope(Type.Null()), ...errs } },
      preValidation: [app.limiter({ name: 'reset-confirm-ip', ...LIMITS.resetConfirmPerIp })],
      preHandler: [app.limiter({ name: 'reset-confirm-user', ...LIMITS.resetConfirmPerAccount, key: bodyFieldKey('username') })],
    },
    async (req, reply) => {
      const accountId = await auth.confirmPasswordReset(app.db, app.config, req.body.username, req.body.password, req.body.captcha);
      app.sessions.forget(accountId);
      return reply.ok(null);
    },
  );

  app.get(
    '/api/v1/auth/human-check',
    { schema: { tags: ['auth'], summary: 'Which human verification to show', response: { 200: Envelope(HumanCheckConfig) } } },
    async (_request, reply) => reply.ok(humanCheckConfig(app.config)),
  );

  app.get(
    '/api/v1/auth/altcha-challenge',
    {
      schema: { tags: ['auth'], summary: 'An ALTCHA proof-of-work challenge (pass data as the widget\'s challengejson)', response: { 200: Envelope(AltchaChallenge), 429: ErrorEnvelope } },
      preValidation: [app.limiter({ name: 'altcha-ip', ...LIMITS.altchaPerIp })],
    },
    async (_req, reply) => {
      reply.header('cache-control', 'no-store');
      return reply.ok(await newAltchaChallenge(app.config));
    },
  );
};

export default authRoutes;
