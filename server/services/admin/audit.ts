/**
 * The operator audit log (web_admin_audit): one row per operator action, written by
 * `recordAudit` inside the transaction of the action itself, so an action and its row are
 * committed together or not at all. The site only inserts and reads these rows: no endpoint,
 * CLI or job updates or deletes one.
 *
 * Reading: `listAudit` pages by time (then id), filtered by operator name, action (exact, or
 * a prefix ending with '.'), target type and target (id or label). `auditCsv` writes the same
 * selection as CSV with a header row; a cell that a spreadsheet would run as a formula
 * (starting with = + - @, or a tab / carriage return) gets a leading apostrophe.
 */
import { sql, type Transaction } from 'kysely';
import type { Db } from '../../db';
import type { Database } from '../../db/schema';
import { dbTimeToIso, toDbTime } from '../../db/time';
import type { AdminAuditPage, AdminAuditQuery, AdminAuditRow } from '../../../config/contract/admin';
import { listPage } from '../paging';

type Executor = Db | Transaction<Database>;

/** Who acts: an operator's account, or the command line (`cli`, no account). */
export interface AuditActor {
  accountId: number | null;
  name: string;
  ip?: string | null;
}

/** The operator name of the command line in the audit log. */
export const CLI_ACTOR: AuditActor = { accountId: null, name: 'cli', ip: null };

export interface AuditEntry {
  action: string;
  targetType: string;
  targetId?: string | number | null;
  targetLabel?: string | null;
  before?: unknown;
  after?: unknown;
  reason?: string | null;
  now?: number;
}

const json = (v: unknown) => (v === undefined || v === null ? null : JSON.stringify(v));

/** Writes one audit row in the caller's transaction; returns its id. */
export async function recordAudit(trx: Executor, actor: AuditActor, e: AuditEntry): Promise<number> {
  const r = await trx
    .insertInto('web_admin_audit')
    .values({
      operator_account_id: actor.accountId,
      operator_name: actor.name.slice(0, 32),
      at: toDbTime(e.now ?? Date.now()),
      ip: actor.ip?.slice(0, 45) ?? null,
      action: e.action,
      target_type: e.targetType,
      target_id: e.targetId == null ? null : String(e.targetId).slice(0, 64),
      target_label: e.targetLabel?.slice(0, 128) ?? null,
      before_json: json(e.before),
      after_json: json(e.after),
      reason: e.reason?.slice(0, 255) ?? null,
    })
    .executeTakeFirstOrThrow();
  return Number(r.insertId);
}

function filtered(db: Db, q: AdminAuditQuery) {
  let s = db.selectFrom('web_admin_audit');
  if (q.operator) s = s.where('operator_name', '=', q.operator);
  if (q.action) {
    const action = q.action;
    s = action.endsWith('.') ? s.where(sql<boolean>`substr(action, 1, ${action.length}) = ${action}`) : s.where('action', '=', action);
  }
  if (q.targetType) s = s.where('target_type', '=', q.targetType);
  if (q.target) {
    const target = q.target;
    s = s.where((eb) => eb.or([eb('target_id', '=', target), eb('target_label', '=', target)]));
  }
  return s;
}

/** The selected rows by time, then id (newest first unless `order` is asc). */
function ordered(base: ReturnType<typeof filtered>, q: AdminAuditQuery) {
  const desc = (q.order ?? 'desc') === 'desc' ? 'desc' : 'asc';
  return base.selectAll().orderBy('at', desc).orderBy('id', desc);
}
type AuditRecord = Awaited<ReturnType<ReturnType<typeof ordered>['execute']>>[number];

const toRow = (r: AuditRecord): AdminAuditRow => ({
  id: Number(r.id),
  operatorId: r.operator_account_id == null ? null : Number(r.operator_account_id),
  operatorName: r.operator_name,
  at: dbTimeToIso(r.at) ?? '',
  ip: r.ip ?? null,
  action: r.action,
  targetType: r.target_type,
  targetId: r.target_id ?? null,
  targetLabel: r.target_label ?? null,
  before: r.before_json ?? null,
  after: r.after_json ?? null,
  reason: r.reason ?? null,
});

/** GET /api/v1/admin/audit */
export function listAudit(db: Db, q: AdminAuditQuery): Promise<AdminAuditPage> {
  return listPage(filtered(db, q), (base) => ordered(base, q), toRow, q, { fallback: 20, max: 100 });
}

/** Rows the CSV export holds at most (the newest first by default). */
export const AUDIT_CSV_MAX_ROWS = 50_000;

/** One CSV cell: quoted, quotes doubled, and a leading apostrophe on what a spreadsheet would run as a formula. */
export function csvCell(value: string | number | null): string {
  let text = value == null ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return `"${text.replace(/"/g, '""')}"`;
}

/** The CSV's columns: header name and the row field it holds. */
const CSV_COLUMNS: Array<[string, keyof AdminAuditRow]> = Object.entries({
  id: 'id', at: 'at', operator: 'operatorName', operator_id: 'operatorId', ip: 'ip', action: 'action',
  target_type: 'targetType', target_id: 'targetId', target: 'targetLabel', before: 'before', after: 'after', reason: 'reason',
} satisfies Record<string, keyof AdminAuditRow>);

/** Audit rows as CSV: the header first, CRLF lines (also what the console's umi mock sends). */
export function auditRowsCsv(rows: AdminAuditRow[]): string {
  const lines = [CSV_COLUMNS.map(([name]) => name).join(',')];
  for (const r of rows) lines.push(CSV_COLUMNS.map(([, field]) => csvCell(r[field])).join(','));
  return `${lines.join('\r\n')}\r\n`;
}

/** GET /api/v1/admin/audit.csv: the filtered rows (every page, up to AUDIT_CSV_MAX_ROWS). */
export async function auditCsv(db: Db, q: AdminAuditQuery): Promise<string> {
  return auditRowsCsv((await ordered(filtered(db, q), q).limit(AUDIT_CSV_MAX_ROWS).execute()).map(toRow));
}
