/**
 * Vote routes (config/contract/vote.ts):
 *   POST /api/v1/vote/          {username} -> Envelope(VoteAnswer)  (the trailing slash is part of the path;
 *                               logged in or not; rate-limited per IP and per account name)
 *   POST /api/v1/vote/pingback  -> Envelope(VotePingbackAnswer)     (vote site -> us, shared secret)
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { Envelope, ErrorEnvelope } from '../../config/contract/envelope';
import { VoteAnswer, VotePingbackAnswer, VotePingbackRequest, VoteRequest } from '../../config/contract/vote';
import { LIMITS, bodyFieldKey } from '../plugins/rate-limit';
import { AppError, ErrorCode } from '../errors';
import { creditVote, startVote, verifyPingback } from '../services/vote';

const header = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v) ?? null;

function successOf(v: boolean | number | string | undefined): boolean {
  if (v === undefined) return true;
  if (typeof v === 'boolean') return v;
  const s = String(v).trim().toLowerCase();
  return !['false', 'no', 'fail', 'failed'].includes(s) && s !== '0';
}

const voteRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // Vote sites often post HTML forms: parse application/x-www-form-urlencoded here (this plugin only).
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });

  app.post(
    '/api/v1/vote/',
    {
      schema: {
        tags: ['vote'],
        summary: 'Record a vote intent for a game account and get the vote site URL',
        body: VoteRequest,
        response: { 200: Envelope(VoteAnswer), 400: ErrorEnvelope, 403: ErrorEnvelope, 404: ErrorEnvelope, 429: ErrorEnvelope },
      },
      preValidation: [app.limiter({ name: 'vote-ip', ...LIMITS.votePerIp })],
      preHandler: [
        app.limiter({ name: 'vote-account', ...LIMITS.votePerAccount, key: bodyFieldKey('username') }),
      ],
    },
    async (request, reply) => {
      const data = await startVote(app.db, request.body.username, request.ip, {
        siteUrl: app.config.voteSiteUrl,
        timezone: app.config.game.timezone,
      });
      return reply.ok(data);
    },
  );

  app.post(
    '/api/v1/vote/pingback',
    {
      schema: {
        tags: ['vote'],
        summary:
          'Vote site pingback: credits a vote once. Secret in X-Vote-Secret, or X-Vote-Signature: sha256=HMAC(secret, voteId), or ?secret=',
        querystring: Type.Partial(VotePingbackRequest),
        body: Type.Optional(VotePingbackRequest),
        response: { 200: Envelope(VotePingbackAnswer), 400: ErrorEnvelope, 403: ErrorEnvelope, 404: ErrorEnvelope },
      },
    },
    async (request, reply) => {
      const body = request.body ?? {};
      const query = request.query ?? {};
      const voteId =
        body.voteId ?? body.pingback ?? body.custom ?? body.pb_custom ?? query.voteId ?? query.pingback ?? query.custom ?? query.pb_custom;
      if (!voteId) throw new AppError(400, ErrorCode.VALIDATION, 'game.vote.missingVoteId');
      verifyPingback(app.config.votePingbackSecret, voteId, {
        secret: header(request.headers['x-vote-secret']) ?? body.secret ?? query.secret ?? null,
        signature: header(request.headers['x-vote-signature']),
      });
      const data = await creditVote(app.db, voteId, {
        timezone: app.config.game.timezone,
        success: successOf(body.success ?? query.success),
        ip: body.ip ?? query.ip ?? request.ip,
      });
      return reply.ok(data);
    },
  );
};

export default voteRoutes;
