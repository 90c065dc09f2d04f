/**
 * The operator console's Notices screen (config/contract/admin-notices.ts):
 *   GET    /api/v1/admin/notices                 AdminNoticesQuery -> Envelope(AdminNoticesPage)
 *   GET    /api/v1/admin/notices/:id             -> Envelope(AdminNotice)
 *   POST   /api/v1/admin/notices                 AdminNoticeBody -> Envelope(AdminNoticeChanged)  (a draft)
 *   PUT    /api/v1/admin/notices/:id             AdminNoticeBody -> Envelope(AdminNoticeChanged)
 *   POST   /api/v1/admin/notices/:id/publish     -> Envelope(AdminNoticeChanged)
 *   POST   /api/v1/admin/notices/:id/schedule    {at} -> Envelope(AdminNoticeChanged)
 *   POST   /api/v1/admin/notices/:id/unpublish   -> Envelope(AdminNoticeChanged)
 *   DELETE /api/v1/admin/notices/:id             -> Envelope(AdminNoticeDeleted)
 *   POST   /api/v1/admin/notices/preview         AdminNoticePreviewBody -> Envelope(AdminNoticePreview)
 * Notices do not touch value: no action asks the password again. Every change is audited;
 * the logic is in server/services/admin/notices.ts (which `npm run notice` runs too).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Envelope, ErrorEnvelope } from '../../../config/contract/envelope';
import {
  AdminNotice,
  AdminNoticeBody,
  AdminNoticeChanged,
  AdminNoticeDeleted,
  AdminNoticeParams,
  AdminNoticePreview,
  AdminNoticePreviewBody,
  AdminNoticeScheduleBody,
  AdminNoticesPage,
  AdminNoticesQuery,
} from '../../../config/contract/admin-notices';
import {
  createNoticeAsOperator,
  deleteNoticeAsOperator,
  editNoticeAsOperator,
  listNoticesForOperator,
  noticeForOperator,
  previewNotice,
  publishAsOperator,
  scheduleAsOperator,
  unpublishAsOperator,
} from '../../services/admin/notices';
import { actorOf } from './request';

const errs = { 400: ErrorEnvelope, 404: ErrorEnvelope, 409: ErrorEnvelope, 422: ErrorEnvelope, 503: ErrorEnvelope };

const noticesRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const context = (req: FastifyRequest) => {
    return { db: app.db, actor: actorOf(req) };
  };
  const changed = { 200: Envelope(AdminNoticeChanged), ...errs };

  /** A read never cached: every action changes it. */
  const fresh = <T>(reply: FastifyReply, data: T) => reply.header('cache-control', 'no-store').ok(data);

  app.get(
    '/api/v1/admin/notices',
    { schema: { summary: 'Every notice (drafts, scheduled, published): filter by state, category and title; sorted and paged', querystring: AdminNoticesQuery, response: { 200: Envelope(AdminNoticesPage), 400: ErrorEnvelope } } },
    async (req, reply) => fresh(reply, await listNoticesForOperator(app.db, req.query)),
  );

  app.get(
    '/api/v1/admin/notices/:id',
    { schema: { summary: 'One notice with both bodies', params: AdminNoticeParams, response: { 200: Envelope(AdminNotice), 400: ErrorEnvelope, 404: ErrorEnvelope } } },
    async (req, reply) => fresh(reply, await noticeForOperator(app.db, req.params.id)),
  );

  app.post(
    '/api/v1/admin/notices/preview',
    { schema: { summary: 'Each language as players would get it: title, summary and the body sanitized with the allow-list', body: AdminNoticePreviewBody, response: { 200: Envelope(AdminNoticePreview), 400: ErrorEnvelope } } },
    async (req, reply) => reply.ok(previewNotice(req.body)),
  );

  app.post(
    '/api/v1/admin/notices',
    { schema: { summary: 'Write a new notice (a draft)', body: AdminNoticeBody, response: changed } },
    async (req, reply) => reply.ok(await createNoticeAsOperator(context(req), req.body)),
  );

  app.put(
    '/api/v1/admin/notices/:id',
    { schema: { summary: "Change a notice's titles, bodies, category, author and pin (its state stays)", params: AdminNoticeParams, body: AdminNoticeBody, response: changed } },
    async (req, reply) => reply.ok(await editNoticeAsOperator(context(req), req.params.id, req.body)),
  );

  // Publish and unpublish: no body, the notice's new state in the answer.
  const stateChanges = [
    ['publish', 'Publish now: players see the notice at once', publishAsOperator],
    ['unpublish', 'Back to draft: players no longer see the notice (a schedule is dropped)', unpublishAsOperator],
  ] as const;
  for (const [name, summary, change] of stateChanges) {
    app.post(`/api/v1/admin/notices/:id/${name}`, { schema: { summary, params: AdminNoticeParams, response: changed } }, async (req, reply) =>
      reply.ok(await change(context(req), req.params.id)),
    );
  }

  app.post(
    '/api/v1/admin/notices/:id/schedule',
    { schema: { summary: 'Publish from a future time: players see the notice from then, not before', params: AdminNoticeParams, body: AdminNoticeScheduleBody, response: changed } },
    async (req, reply) => reply.ok(await scheduleAsOperator(context(req), req.params.id, req.body.at)),
  );

  app.delete(
    '/api/v1/admin/notices/:id',
    { schema: { summary: 'Delete a notice and its view counts', params: AdminNoticeParams, response: { 200: Envelope(AdminNoticeDeleted), ...errs } } },
    async (req, reply) => reply.ok(await deleteNoticeAsOperator(context(req), req.params.id)),
  );
};

export default noticesRoutes;
