/**
 * Notice routes (config/contract/notice.ts):
 *   GET /api/v1/notice?category&page&size -> Envelope(NoticeList)
 *   GET /api/v1/notice/:id                -> Envelope(NoticeDetail), counts one view per visitor per day
 * Thin handlers: the logic is in server/services/notice.ts.
 */
import type { FastifyInstance } from 'fastify';
import { Envelope, ErrorEnvelope } from '../../config/contract/envelope';
import { NoticeDetail, NoticeList, NoticeListQuery, NoticeParams } from '../../config/contract/notice';
import { listNotices, viewNotice } from '../services/notice';

export default async function noticeRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Querystring: NoticeListQuery }>(
    '/api/v1/notice',
    {
      schema: {
        tags: ['notice'],
        summary: 'Published notices, pinned first then newest, in the caller’s language',
        querystring: NoticeListQuery,
        response: { 200: Envelope(NoticeList), 400: ErrorEnvelope },
      },
    },
    async (request, reply) => {
      const { category, page, size } = request.query;
      const data = await listNotices(app.db, { category, page, size, lang: request.lang });
      return reply.ok(data);
    },
  );

  app.get<{ Params: NoticeParams }>(
    '/api/v1/notice/:id',
    {
      preHandler: [app.optionalAuth],
      schema: {
        tags: ['notice'],
        summary: 'One published notice with its sanitized body; counts a view once per visitor per day',
        params: NoticeParams,
        response: { 200: Envelope(NoticeDetail), 400: ErrorEnvelope, 404: ErrorEnvelope },
      },
    },
    async (request, reply) => {
      const visitor = {
        accountId: request.account?.id ?? null,
        ip: request.ip,
        userAgent: String(request.headers['user-agent'] ?? ''),
      };
      const data = await viewNotice(app.db, request.params.id, request.lang, visitor);
      reply.header('cache-control', 'no-store');
      return reply.ok(data);
    },
  );
}
