/**
 * What the console's route files read from a request: the operator acting (for the audit
 * log) and the preHandler of actions that need the password within 15 minutes.
 */
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db';
import type { AuditActor } from '../../services/admin/audit';
import { assertRecentPassword } from '../../services/admin/operator';
import { requireAccount } from '../../plugins/auth';

/** The logged-in operator as the audit log records it. */
export function actorOf(req: FastifyRequest): AuditActor {
  const { id, name } = requireAccount(req);
  return { accountId: id, name, ip: req.ip };
}

/** preHandler: 403 ADMIN_REAUTH_NEEDED unless the operator's password was given within 15 minutes. */
export const recentPassword = (db: Db) => async (req: FastifyRequest) => assertRecentPassword(db, requireAccount(req));
