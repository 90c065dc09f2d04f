/**
 * Notices for operators: the console's Notices screen and `npm run notice` (server/cli/notice.ts)
 * both run these, so a notice changes the same way from the browser and from the shell.
 *
 *   state      draft (players do not see it), scheduled (published, publish time still in the
 *              future: players see it from that time on, not before), published (players see it).
 *              Stored as web_notices.status draft|published and published_at; "scheduled" is a
 *              published row whose published_at is later than now, so no job has to flip it.
 *   create / edit   a title and a body in at least one language; bodies are sanitized with the
 *              notices' allow-list before they are stored.
 *   publish    now (refused when players already see it); schedule: from a future time (refused
 *              when players already see it: unpublish first); unpublish: back to draft (a
 *              schedule not reached is dropped; refused for a draft); delete: the notice and its
 *              view marks.
 *
 * Each action is one transaction with its audit row (./audit.ts): before -> after holds the
 * titles, state, pinned, category, author and publish time, and for each body its length and
 * the start of its SHA-256 (not the body itself). Two operators acting on one notice at once:
 * the row is read locked (MySQL) or the transactions run one after the other (SQLite), so the
 * second sees the first's result (e.g. a second publish is refused, and audited once).
 */
import crypto from 'node:crypto';
import { sql, type Transaction } from 'kysely';
import { dialectOf, type Db } from '../../db';
import type { Database } from '../../db/schema';
import { dbTimeToIso, toDbTime } from '../../db/time';
import { withRetry } from '../../db/errors';
import { AppError, ErrorCode } from '../../errors';
import type {
  AdminNotice,
  AdminNoticeBody,
  AdminNoticeChanged,
  AdminNoticeDeleted,
  AdminNoticePreview,
  AdminNoticePreviewBody,
  AdminNoticeRow,
  AdminNoticesPage,
  AdminNoticesQuery,
  AdminNoticeState,
} from '../../../config/contract/admin-notices';
import { listPage } from '../paging';
import {
  createNotice,
  deleteNotice,
  findNoticeRecord,
  noticeRecordOf,
  noticeNotFound,
  previewNoticeTexts,
  publishNotice,
  scheduleNotice,
  unpublishNotice,
  updateNotice,
  type NoticePatch,
  type NoticeRecord,
} from '../notice';
import { recordAudit, type AuditActor } from './audit';

type Trx = Transaction<Database>;

export interface NoticeActionContext {
  db: Db;
  actor: AuditActor;
  /** The time of the action (tests set it); default now. */
  now?: Date;
}

/* ------------------------------------------------------------------- reads */

/** The state players experience at `now`. */
export function noticeState(r: Pick<NoticeRecord, 'status' | 'published_at'>, now = new Date()): AdminNoticeState {
  if (r.status !== 'published') return 'draft';
  return r.published_at && r.published_at > toDbTime(now) ? 'scheduled' : 'published';
}

function toRow(r: NoticeRecord, now: Date): AdminNoticeRow {
  return {
    id: r.id,
    category: r.category,
    titleZh: r.title_zh,
    titleEn: r.title_en,
    author: r.author,
    state: noticeState(r, now),
    pinned: r.pinned,
    publishAt: dbTimeToIso(r.published_at),
    createdAt: dbTimeToIso(r.created_at) ?? '',
    updatedAt: dbTimeToIso(r.updated_at) ?? '',
    views: r.views,
  };
}

const toNotice = (r: NoticeRecord, now: Date): AdminNotice => ({ ...toRow(r, now), bodyZh: r.body_zh, bodyEn: r.body_en });

const likeText = (q: string) => `%${q.replace(/[!%_]/g, '!$&')}%`;

function filtered(db: Db, q: AdminNoticesQuery, now: Date) {
  const at = toDbTime(now);
  let s = db.selectFrom('web_notices');
  if (q.status === 'draft') s = s.where('status', '=', 'draft');
  if (q.status === 'scheduled') s = s.where('status', '=', 'published').where('published_at', '>', at);
  if (q.status === 'published') s = s.where('status', '=', 'published').where((eb) => eb.or([eb('published_at', 'is', null), eb('published_at', '<=', at)]));
  if (q.category) s = s.where('category', '=', q.category);
  const text = q.q?.trim();
  if (text) {
    const like = likeText(text);
    s = s.where((eb) => eb.or([eb(sql`title_zh`, 'like', sql`${like} escape '!'`), eb(sql`title_en`, 'like', sql`${like} escape '!'`)]));
  }
  return s;
}

const SORT_COLUMN = { id: 'id', publishAt: 'published_at', updatedAt: 'updated_at', views: 'views' } as const;

/** GET /api/v1/admin/notices: every notice (drafts and scheduled ones too), filtered, sorted and paged. */
export async function listNoticesForOperator(db: Db, q: AdminNoticesQuery, now = new Date()): Promise<AdminNoticesPage> {
  const dir = q.order === 'asc' ? 'asc' : 'desc';
  const column = SORT_COLUMN[q.sort ?? 'id'] ?? 'id';
  return listPage(
    filtered(db, q, now),
    (base) => base.selectAll().orderBy(sql.ref(column), dir).orderBy('id', dir),
    (r) => toRow(noticeRecordOf(r), now),
    q,
    { fallback: 20, max: 100 },
  );
}

/** GET /api/v1/admin/notices/:id */
export async function noticeForOperator(db: Db, id: number, now = new Date()): Promise<AdminNotice> {
  const record = await findNoticeRecord(db, id);
  if (!record) throw noticeNotFound(id);
  return toNotice(record, now);
}

/** POST /api/v1/admin/notices/preview: each language as players would get it (sanitized, with the other language as fallback). */
export const previewNotice = (body: AdminNoticePreviewBody): AdminNoticePreview => previewNoticeTexts(body);

/* ----------------------------------------------------------------- actions */

/** A body in the audit log: its length and the start of its SHA-256, enough to see that it changed. */
const bodyMark = (html: string) => ({ length: html.length, sha256: crypto.createHash('sha256').update(html).digest('hex').slice(0, 12) });

/** What the audit log keeps of a notice. */
function snapshot(r: NoticeRecord, now: Date) {
  return {
    titleZh: r.title_zh,
    titleEn: r.title_en,
    state: noticeState(r, now),
    pinned: r.pinned,
    category: r.category,
    author: r.author,
    publishAt: dbTimeToIso(r.published_at),
    bodyZh: bodyMark(r.body_zh),
    bodyEn: bodyMark(r.body_en),
  };
}

/** The notice read at the start of an action: on MySQL FOR UPDATE, so a second action on it waits and then sees this one's result. */
async function lockedRecord(trx: Trx, id: number): Promise<NoticeRecord | undefined> {
  let q = trx.selectFrom('web_notices').selectAll().where('id', '=', id);
  if (dialectOf(trx) === 'mysql') q = q.forUpdate();
  const row = await q.executeTakeFirst();
  return row ? noticeRecordOf(row) : undefined;
}

const labelOf = (r: NoticeRecord) => r.title_zh || r.title_en;

type NoticeAction = 'notice.create' | 'notice.edit' | 'notice.publish' | 'notice.schedule' | 'notice.unpublish' | 'notice.delete';

/** Runs `change` on the notice `id` in one transaction with its audit row; `check` may refuse from the state before. */
async function act(
  c: NoticeActionContext,
  action: NoticeAction,
  id: number,
  change: (trx: Trx, now: Date) => Promise<NoticeRecord | null>,
  check?: (state: AdminNoticeState) => void,
): Promise<{ record: NoticeRecord | null; auditId: number; before: NoticeRecord }> {
  const now = c.now ?? new Date();
  return withRetry(() =>
    c.db.transaction().execute(async (trx) => {
      const before = await lockedRecord(trx, id);
      if (!before) throw noticeNotFound(id);
      check?.(noticeState(before, now));
      const record = await change(trx, now);
      const auditId = await recordAudit(trx, c.actor, {
        action,
        targetType: 'notice',
        targetId: id,
        targetLabel: labelOf(record ?? before),
        before: snapshot(before, now),
        after: record ? snapshot(record, now) : null,
        now: now.getTime(),
      });
      return { record, auditId, before };
    }),
  );
}

const changed = (r: { record: NoticeRecord | null; auditId: number }, now: Date): AdminNoticeChanged => ({ notice: toNotice(r.record!, now), auditId: r.auditId });

/** The service's input from the contract's body. */
const inputOf = (b: AdminNoticeBody) => ({
  category: b.category,
  title_zh: b.titleZh,
  title_en: b.titleEn,
  body_zh: b.bodyZh,
  body_en: b.bodyEn,
  author: b.author,
  pinned: b.pinned ?? false,
});

/** POST /api/v1/admin/notices: a draft, or published at once with `publish`. */
export async function createNoticeAsOperator(c: NoticeActionContext, body: AdminNoticeBody, publish = false): Promise<AdminNoticeChanged> {
  const now = c.now ?? new Date();
  const { record, auditId } = await withRetry(() =>
    c.db.transaction().execute(async (trx) => {
      const r = await createNotice(trx, { ...inputOf(body), status: publish ? 'published' : 'draft' }, now);
      const id = await recordAudit(trx, c.actor, { action: 'notice.create', targetType: 'notice', targetId: r.id, targetLabel: labelOf(r), before: null, after: snapshot(r, now), now: now.getTime() });
      return { record: r, auditId: id };
    }),
  );
  return { notice: toNotice(record, now), auditId };
}

/** PUT /api/v1/admin/notices/:id: the notice's fields (its state does not change). */
export async function editNoticeAsOperator(c: NoticeActionContext, id: number, patch: Partial<AdminNoticeBody>): Promise<AdminNoticeChanged> {
  const input = {
    category: patch.category,
    title_zh: patch.titleZh,
    title_en: patch.titleEn,
    body_zh: patch.bodyZh,
    body_en: patch.bodyEn,
    author: patch.author,
    pinned: patch.pinned,
  };
  const set = Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined)) as NoticePatch;
  const now = c.now ?? new Date();
  return changed(await act(c, 'notice.edit', id, (trx) => updateNotice(trx, id, set, now)), now);
}

const alreadyPublished = (key: string) => (state: AdminNoticeState) => {
  if (state === 'published') throw new AppError(409, ErrorCode.NOTICE_ALREADY_PUBLISHED, key);
};

/** POST /api/v1/admin/notices/:id/publish: players see it now (a draft or a scheduled notice). */
export async function publishAsOperator(c: NoticeActionContext, id: number): Promise<AdminNoticeChanged> {
  const now = c.now ?? new Date();
  return changed(await act(c, 'notice.publish', id, (trx) => publishNotice(trx, id, now), alreadyPublished('server.adminNotices.alreadyPublished')), now);
}

/** POST /api/v1/admin/notices/:id/schedule: players see it from `at` (ISO text or a Date in the future). */
export async function scheduleAsOperator(c: NoticeActionContext, id: number, at: string | Date): Promise<AdminNoticeChanged> {
  const now = c.now ?? new Date();
  const when = at instanceof Date ? at : new Date(at);
  if (Number.isNaN(when.getTime()) || when.getUTCFullYear() > 9999) throw new AppError(400, ErrorCode.INVALID_INPUT, 'server.adminNotices.badTime');
  return changed(await act(c, 'notice.schedule', id, (trx) => scheduleNotice(trx, id, when, now), alreadyPublished('server.adminNotices.unpublishFirst')), now);
}

/** POST /api/v1/admin/notices/:id/unpublish: back to draft (players no longer see it; a schedule is dropped). */
export async function unpublishAsOperator(c: NoticeActionContext, id: number): Promise<AdminNoticeChanged> {
  const now = c.now ?? new Date();
  const notPublished = (state: AdminNoticeState) => {
    if (state === 'draft') throw new AppError(409, ErrorCode.NOTICE_NOT_PUBLISHED, 'server.adminNotices.notPublished');
  };
  return changed(await act(c, 'notice.unpublish', id, (trx) => unpublishNotice(trx, id, now), notPublished), now);
}

/** DELETE /api/v1/admin/notices/:id: the notice and its view marks. */
export async function deleteNoticeAsOperator(c: NoticeActionContext, id: number): Promise<AdminNoticeDeleted> {
  const { auditId } = await act(c, 'notice.delete', id, async (trx) => {
    await deleteNotice(trx, id);
    return null;
  });
  return { id, auditId };
}
