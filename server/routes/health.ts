/**
 * GET /api/health: liveness, a static answer without the database (the process is up; the
 * benchmarks' baseline).
 * GET /api/ready: readiness for load balancers: 200 once the database answers a trivial
 * query within 2 s, else 503 with the translated "temporarily unavailable" envelope, so a
 * balancer sends no players to an instance that cannot reach its database.
 */
import { sql } from 'kysely';
import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Envelope, ErrorEnvelope } from '../../config/contract/envelope';
import { AppError, ErrorCode } from '../errors';

const Health = Type.Object({ status: Type.Literal('ok') });
const Ready = Type.Object({ status: Type.Literal('ready') });
const READY_TIMEOUT_MS = 2000;

const health: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/api/health', { schema: { tags: ['system'], summary: 'Liveness', response: { 200: Envelope(Health) } } }, async (_request, reply) => reply.ok({ status: 'ok' }));

  app.get(
    '/api/ready',
    { schema: { tags: ['system'], summary: 'Readiness: the database answers', response: { 200: Envelope(Ready), 503: ErrorEnvelope } } },
    async (_req, reply) => {
      reply.header('cache-control', 'no-store');
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error('readiness check timed out')), READY_TIMEOUT_MS);
      });
      try {
        await Promise.race([sql`select 1`.execute(app.db), timeout]);
      } catch {
        throw new AppError(503, ErrorCode.SERVICE_UNAVAILABLE, 'errors.serviceUnavailable');
      } finally {
        clearTimeout(timer);
      }
      return reply.ok({ status: 'ready' });
    },
  );
};
export default health;
