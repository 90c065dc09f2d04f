/** GET /api/health: static liveness answer (no database), the benchmarks' baseline. */
import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Envelope } from '../../config/contract/envelope';

const Health = Type.Object({ status: Type.Literal('ok') });
const answer = { code: 0, message: 'ok', data: { status: 'ok' as const } };

const health: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/api/health', { schema: { tags: ['system'], summary: 'Liveness', response: { 200: Envelope(Health) } } }, async () => answer);
};
export default health;
