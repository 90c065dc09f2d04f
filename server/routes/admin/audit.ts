/**
 * The operator console's Audit screen (config/contract/admin.ts); read only: no route
 * changes or deletes an audit row.
 *   GET /api/v1/admin/audit      AdminAuditQuery -> Envelope(AdminAuditPage)
 *   GET /api/v1/admin/audit.csv  AdminAuditQuery -> text/csv (every matching row, header first)
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { Envelope, ErrorEnvelope } from '../../../config/contract/envelope';
import { AdminAuditPage, AdminAuditQuery } from '../../../config/contract/admin';
import { auditCsv, listAudit } from '../../services/admin/audit';

const auditRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/v1/admin/audit',
    { schema: { summary: 'Operator actions, newest first: filter by operator, action and target', querystring: AdminAuditQuery, response: { 200: Envelope(AdminAuditPage), 400: ErrorEnvelope } } },
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      return reply.ok(await listAudit(app.db, req.query));
    },
  );

  app.get(
    '/api/v1/admin/audit.csv',
    {
      schema: {
        summary: 'The same rows as CSV (header row; cells a spreadsheet would run as formulas start with an apostrophe)',
        querystring: AdminAuditQuery,
        response: { 200: { description: 'CSV', content: { 'text/csv': { schema: Type.String() } } }, 400: ErrorEnvelope },
      },
    },
    async (req, reply) => {
      const csv = await auditCsv(app.db, req.query);
      return reply
        .header('cache-control', 'no-store')
        .header('content-disposition', 'attachment; filename="audit.csv"')
        .type('text/csv; charset=utf-8')
        .send(csv);
    },
  );
};

export default auditRoutes;
