/**
 * Notices: list and detail in the caller's language (only what players see now: published,
 * and a scheduled notice from its publish time on), the daily view counter, the HTML
 * allow-list, and the operator writes that server/services/admin/notices.ts runs and audits
 * for the console and `npm run notice`. No HTTP here; server/routes/notice.ts is the thin layer on top.
 */
import crypto from 'node:crypto';
import xssDefault from 'xss';
import type * as XssModule from 'xss';
import type { Kysely, Selectable, SelectQueryBuilder } from 'kysely';
import type { Database } from '../db/schema';
import { toDbTime } from '../db/time';
import type { Lang } from '../../locales/index';
import { AppError, ErrorCode } from '../errors';
import { pagingValue } from './paging';
import {
  NOTICE_CATEGORIES,
  NOTICE_DEFAULT_PAGE_SIZE,
  NOTICE_MAX_PAGE_SIZE,
  type NoticeCategory,
  type NoticeDetail,
  type NoticeList,
  type NoticeStatus,
  type NoticeSummary,
} from '../../config/contract/notice';

type Db = Kysely<Database>;

// xss is CommonJS: take its functions from the default export (named imports fail under Node ESM).
const xss = xssDefault as unknown as typeof XssModule;
const { FilterXSS, escapeAttrValue, friendlyAttrValue } = xss;
type FilterXSS = InstanceType<typeof XssModule.FilterXSS>;

/* ------------------------------------------------------------------ */
/* HTML allow-list                                                     */
/* ------------------------------------------------------------------ */

const CELL = ['colspan', 'rowspan', 'align'];
const WHITE_LIST: Record<string, string[]> = {
  p: [], br: [], hr: [],
  h2: [], h3: [], h4: [],
  ul: [], ol: [], li: [],
  strong: [], em: [], b: [], i: [], u: [],
  a: ['href', 'title'],
  img: ['src', 'alt', 'title', 'width', 'height'],
  blockquote: [], code: [], pre: [],
  table: [], thead: [], tbody: [], tfoot: [], tr: [], th: CELL, td: CELL, caption: [],
};

/** Link schemes a notice may point to; any other scheme (javascript:, data:, vbscript:, ...) is dropped. */
const SAFE_SCHEMES = ['http', 'https', 'mailto'];
const schemeOf = (url: string) => /^([a-z][a-z0-9+.-]*):/i.exec(url)?.[1].toLowerCase();

function safeHref(url: string): boolean {
  const scheme = schemeOf(url);
  return scheme ? SAFE_SCHEMES.includes(scheme) : url.length > 0;
}

/** Only relative images (same origin), or absolute ones on the site's own origin. */
function safeImageSrc(url: string, origin?: string): boolean {
  if (!url) return false;
  if (origin && url.toLowerCase().startsWith(origin.toLowerCase().replace(/\/$/, '') + '/')) return true;
  return !schemeOf(url) && !url.startsWith('//') && !url.startsWith('\\');
}

/** Entities decoded and invisible characters removed ("java&#x09;script&#58;" -> "javascript:"). */
// Control characters are exactly what this strips (a browser ignores them inside a URL scheme).
// eslint-disable-next-line no-control-regex
const normalizeUrl = (value: string) => friendlyAttrValue(value).replace(/[\u0000-\u0020\u007f-\u009f]/g, '');

function makeFilter(origin?: string) {
  return new FilterXSS({
    whiteList: WHITE_LIST,
    stripIgnoreTag: true,
    stripIgnoreTagBody: ['script', 'style', 'iframe', 'object', 'embed', 'noscript', 'template', 'svg', 'math'],
    allowCommentTag: false,
    css: false,
    onTagAttr(tag: string, name: string, value: string) {
      if (tag === 'a' && name === 'href') {
        const url = normalizeUrl(value);
        if (!safeHref(url)) return '';
        // rel/target are not on the allow-list (anything the author wrote is dropped); we set them here.
        const external = /^https?:/i.test(url) ? ' target="_blank"' : '';
        return `href="${escapeAttrValue(url)}" rel="noopener noreferrer"${external}`;
      }
      if (tag === 'img' && name === 'src') {
        const url = normalizeUrl(value);
        if (!safeImageSrc(url, origin)) return '';
        return `src="${escapeAttrValue(url)}"`;
      }
      if ((tag === 'img' && (name === 'width' || name === 'height')) || name === 'colspan' || name === 'rowspan') {
        return /^\d{1,4}$/.test(value.trim()) ? `${name}="${value.trim()}"` : '';
      }
      return undefined; // default handling (escaping) for the other allowed attributes
    },
  });
}

const filters = new Map<string, FilterXSS>();

/**
 * Sanitizes notice HTML with the allow-list: p, h2-h4, lists, strong/em/b/i/u,
 * a[href] (http(s), mailto, relative; rel=noopener noreferrer, new tab), img[src]
 * (relative or same origin only), blockquote, code, pre, tables, br, hr.
 * Scripts, styles, event handlers and every other tag or attribute are removed.
 * Idempotent: sanitizing sanitized HTML gives the same HTML.
 */
export function sanitizeNoticeHtml(html: string, origin?: string): string {
  const key = origin ?? '';
  let filter = filters.get(key);
  if (!filter) {
    filter = makeFilter(origin);
    filters.set(key, filter);
  }
  const clean = filter.process(html ?? '');
  return clean
    .replace(/<img(?=[\s>/])/g, '<img loading="lazy"')
    .trim();
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", apos: "'", nbsp: ' ' };

/** Plain-text summary of a body: tags removed, entities decoded, whitespace collapsed, cut at `max` characters. */
export function summarize(html: string, max = 120): string {
  const text = (html ?? '')
    .replace(/<(script|style)[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<\/(p|h[1-6]|li|tr|td|th|caption|blockquote|pre)>|<br\s*\/?>/gi, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&(#?\w+);/g, (m, name: string) => {
      if (name in ENTITIES) return ENTITIES[name];
      if (/^#\d+$/.test(name)) return String.fromCodePoint(Number(name.slice(1)));
      if (/^#x[0-9a-f]+$/i.test(name)) return String.fromCodePoint(parseInt(name.slice(2), 16));
      return m;
    })
    .replace(/\s+/g, ' ')
    .trim();
  const chars = Array.from(text);
  return chars.length > max ? chars.slice(0, max).join('').trimEnd() + '…' : text;
}

/* ------------------------------------------------------------------ */
/* Reading                                                             */
/* ------------------------------------------------------------------ */

type NoticeRow = Selectable<Database['web_notices']>;

type NoticeTexts = Pick<NoticeRow, 'title_zh' | 'title_en' | 'body_zh' | 'body_en'>;

/** A notice's title and body in `lang`, or in the other language where that one is empty. */
export function localized(row: NoticeTexts, lang: Lang) {
  const zh = lang === 'zh-TW';
  const title = (zh ? row.title_zh || row.title_en : row.title_en || row.title_zh) as string;
  const body = (zh ? row.body_zh || row.body_en : row.body_en || row.body_zh) as string;
  return { title, body };
}

function toSummary(row: NoticeRow, lang: Lang): NoticeSummary {
  const { title, body } = localized(row, lang);
  return {
    id: Number(row.id),
    category: row.category as NoticeCategory,
    title,
    summary: summarize(body),
    author: row.author,
    publishTime: row.published_at ?? row.created_at,
    updateTime: row.updated_at,
    views: Number(row.views),
    pinned: Number(row.pinned) === 1,
  };
}

export interface ListNoticesOptions {
  category?: NoticeCategory | 'all';
  page?: number;
  size?: number;
  lang: Lang;
  /** The time players are at (default now): a notice scheduled later is not shown yet. */
  now?: Date;
}

/**
 * Players see a notice when it is published and its publish time has come: a notice
 * scheduled for later (published_at in the future) stays hidden until then.
 */
export function visibleToPlayers<Q extends SelectQueryBuilder<Database, 'web_notices', object>>(q: Q, now = new Date()): Q {
  const at = toDbTime(now);
  return q.where('status', '=', 'published').where((eb) => eb.or([eb('published_at', 'is', null), eb('published_at', '<=', at)])) as Q;
}

/** Published notices players see now, pinned first, newest first, in the caller's language. */
export async function listNotices(db: Db, opts: ListNoticesOptions): Promise<NoticeList> {
  const page = pagingValue(opts.page, 1, 100_000);
  const size = pagingValue(opts.size, NOTICE_DEFAULT_PAGE_SIZE, NOTICE_MAX_PAGE_SIZE);
  let base = visibleToPlayers(db.selectFrom('web_notices'), opts.now);
  if (opts.category && opts.category !== 'all') base = base.where('category', '=', opts.category);
  const { total } = await base
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .executeTakeFirstOrThrow();
  const rows = await base
    .selectAll()
    .orderBy('pinned', 'desc')
    .orderBy('published_at', 'desc')
    .orderBy('id', 'desc')
    .limit(size)
    .offset((page - 1) * size)
    .execute();
  return { items: rows.map((r) => toSummary(r as NoticeRow, opts.lang)), total: Number(total), page, size };
}

const notFound = () => new AppError(404, ErrorCode.NOT_FOUND, 'notice.notFound');

/** One notice players see now, with its sanitized body; 404 'Notice not found or deleted' otherwise (a draft, or scheduled for later). */
export async function getNotice(db: Db, id: number, lang: Lang, origin?: string, now = new Date()): Promise<NoticeDetail> {
  if (!Number.isInteger(id) || id < 1) throw notFound();
  const row = await visibleToPlayers(db.selectFrom('web_notices'), now)
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) throw notFound();
  const summary = toSummary(row as NoticeRow, lang);
  const { body } = localized(row as NoticeRow, lang);
  return { ...summary, body: sanitizeNoticeHtml(body, origin) };
}

export interface Visitor {
  /** The logged-in account, when there is one. */
  accountId?: number | null;
  ip: string;
  userAgent: string;
}

/** UTC day 'YYYY-MM-DD'. */
export const utcDay = (date = new Date()) => date.toISOString().slice(0, 10);

/** The visitor's identity for one day: the account when logged in, else IP + user agent + day. */
export function visitorHash(visitor: Visitor, day: string): string {
  const identity = visitor.accountId ? `account:${visitor.accountId}` : `anon:${visitor.ip}|${visitor.userAgent}|${day}`;
  return crypto.createHash('sha256').update(identity).digest('hex');
}

/**
 * Counts a view of a published notice at most once per visitor and day.
 * Returns true when this call counted it. Insert of the day mark and the
 * increment are one transaction; a concurrent duplicate hits the unique key.
 */
export async function recordNoticeView(db: Db, id: number, visitor: Visitor, now = new Date()): Promise<boolean> {
  const day = utcDay(now);
  const hash = visitorHash(visitor, day);
  const seen = await db
    .selectFrom('web_notice_views')
    .select('notice_id')
    .where('notice_id', '=', id)
    .where('visitor_hash', '=', hash)
    .where('day', '=', day)
    .executeTakeFirst();
  if (seen) return false;
  try {
    await db.transaction().execute(async (trx) => {
      await trx.insertInto('web_notice_views').values({ notice_id: id, visitor_hash: hash, day }).execute();
      await trx
        .updateTable('web_notices')
        .set((eb) => ({ views: eb('views', '+', 1) }))
        .where('id', '=', id)
        .execute();
    });
    return true;
  } catch (error) {
    if (/unique|duplicate/i.test(String((error as Error)?.message ?? error))) return false;
    throw error;
  }
}

/** Detail plus one counted view; the answer already includes this view. */
export async function viewNotice(db: Db, id: number, lang: Lang, visitor: Visitor, origin?: string): Promise<NoticeDetail> {
  const detail = await getNotice(db, id, lang, origin);
  if (await recordNoticeView(db, id, visitor)) detail.views += 1;
  return detail;
}

/* ------------------------------------------------------------------ */
/* Operator writes (server/services/admin/notices.ts audits them)      */
/* ------------------------------------------------------------------ */

/** What an operator writes; bodies are sanitized before they are stored. */
export interface NoticeInput {
  category: NoticeCategory;
  title_zh: string;
  title_en: string;
  body_zh: string;
  body_en: string;
  author?: string;
  pinned?: boolean;
  status?: NoticeStatus;
}

export interface NoticeRecord {
  id: number;
  category: NoticeCategory;
  title_zh: string;
  title_en: string;
  body_zh: string;
  body_en: string;
  author: string;
  status: NoticeStatus;
  pinned: boolean;
  published_at: string | null;
  created_at: string;
  updated_at: string;
  views: number;
}

/** The most a body may hold once sanitized: the bytes of the database's TEXT column. */
export const NOTICE_BODY_BYTES = 65_535;

/** A web_notices row as a record. */
export function noticeRecordOf(row: NoticeRow): NoticeRecord {
  return {
    id: Number(row.id),
    category: row.category as NoticeCategory,
    title_zh: row.title_zh,
    title_en: row.title_en,
    body_zh: row.body_zh,
    body_en: row.body_en,
    author: row.author,
    status: row.status as NoticeStatus,
    pinned: Number(row.pinned) === 1,
    published_at: row.published_at,
    created_at: row.created_at,
    updated_at: row.updated_at,
    views: Number(row.views),
  };
}

export const noticeNotFound = (id: number) => new AppError(404, ErrorCode.NOT_FOUND, 'server.adminNotices.notFound', { id });

function checkCategory(category: string): asserts category is NoticeCategory {
  if (!(NOTICE_CATEGORIES as readonly string[]).includes(category)) {
    throw new AppError(400, ErrorCode.INVALID_INPUT, 'server.adminNotices.category', { categories: NOTICE_CATEGORIES.join(', ') });
  }
}

/** A body as stored: sanitized, and within the column (422 NOTICE_TOO_LONG otherwise). */
function storedBody(html: string): string {
  const clean = sanitizeNoticeHtml(html ?? '');
  if (Buffer.byteLength(clean, 'utf8') > NOTICE_BODY_BYTES) throw new AppError(422, ErrorCode.NOTICE_TOO_LONG, 'server.adminNotices.tooLong');
  return clean;
}

/** A title and a body in at least one language (422 NOTICE_INCOMPLETE otherwise). */
function checkComplete(n: NoticeTexts): void {
  const text = (html: string) => summarize(html, 1) !== '' || /<img\b/i.test(html);
  if (!(n.title_zh.trim() || n.title_en.trim()) || !(text(n.body_zh) || text(n.body_en))) {
    throw new AppError(422, ErrorCode.NOTICE_INCOMPLETE, 'server.adminNotices.incomplete');
  }
}

/** One notice, as stored. */
export async function findNoticeRecord(db: Db, id: number): Promise<NoticeRecord | undefined> {
  const row = await db.selectFrom('web_notices').selectAll().where('id', '=', id).executeTakeFirst();
  return row ? noticeRecordOf(row as NoticeRow) : undefined;
}

async function requireRecord(db: Db, id: number): Promise<NoticeRecord> {
  const record = await findNoticeRecord(db, id);
  if (!record) throw noticeNotFound(id);
  return record;
}

/** Creates a notice (a draft unless status is 'published'); bodies are sanitized before they are stored. */
export async function createNotice(db: Db, input: NoticeInput, now = new Date()): Promise<NoticeRecord> {
  checkCategory(input.category);
  const texts = { title_zh: input.title_zh?.trim() ?? '', title_en: input.title_en?.trim() ?? '', body_zh: storedBody(input.body_zh), body_en: storedBody(input.body_en) };
  checkComplete(texts);
  const at = toDbTime(now);
  const status = input.status ?? 'draft';
  const result = await db
    .insertInto('web_notices')
    .values({
      category: input.category,
      ...texts,
      author: input.author?.trim() || 'GM',
      status,
      pinned: input.pinned ? 1 : 0,
      published_at: status === 'published' ? at : null,
      created_at: at,
      updated_at: at,
      views: 0,
    })
    .executeTakeFirstOrThrow();
  return requireRecord(db, Number(result.insertId));
}

export type NoticePatch = Partial<Omit<NoticeInput, 'status'>>;

/** Edits fields of a notice; changed bodies are sanitized; updated_at moves forward. */
export async function updateNotice(db: Db, id: number, patch: NoticePatch, now = new Date()): Promise<NoticeRecord> {
  const record = await requireRecord(db, id);
  const set: Record<string, string | number> = { updated_at: toDbTime(now) };
  if (patch.category !== undefined) {
    checkCategory(patch.category);
    set.category = patch.category;
  }
  if (patch.title_zh !== undefined) set.title_zh = patch.title_zh.trim();
  if (patch.title_en !== undefined) set.title_en = patch.title_en.trim();
  if (patch.body_zh !== undefined) set.body_zh = storedBody(patch.body_zh);
  if (patch.body_en !== undefined) set.body_en = storedBody(patch.body_en);
  if (patch.author !== undefined) set.author = patch.author.trim() || 'GM';
  if (patch.pinned !== undefined) set.pinned = patch.pinned ? 1 : 0;
  checkComplete({ ...record, ...(set as Partial<NoticeTexts>) });
  await db.updateTable('web_notices').set(set).where('id', '=', id).execute();
  return requireRecord(db, id);
}

/**
 * Publishes a notice now. The publish time is set the first time only (a notice published
 * before keeps its time); a schedule not reached yet is replaced by now.
 */
export async function publishNotice(db: Db, id: number, now = new Date()): Promise<NoticeRecord> {
  const record = await requireRecord(db, id);
  const at = toDbTime(now);
  const publishedAt = record.published_at && record.published_at <= at ? record.published_at : at;
  await db.updateTable('web_notices').set({ status: 'published', published_at: publishedAt, updated_at: at }).where('id', '=', id).execute();
  return requireRecord(db, id);
}

/** Publishes a notice from `at` on (a future time): players see it from then, not before. */
export async function scheduleNotice(db: Db, id: number, at: Date, now = new Date()): Promise<NoticeRecord> {
  await requireRecord(db, id);
  if (!(at.getTime() > now.getTime())) throw new AppError(422, ErrorCode.NOTICE_SCHEDULE_PAST, 'server.adminNotices.schedulePast');
  await db.updateTable('web_notices').set({ status: 'published', published_at: toDbTime(at), updated_at: toDbTime(now) }).where('id', '=', id).execute();
  return requireRecord(db, id);
}

/** Back to draft: the notice disappears from the site (its detail answers 404); a schedule not reached yet is dropped. */
export async function unpublishNotice(db: Db, id: number, now = new Date()): Promise<NoticeRecord> {
  const record = await requireRecord(db, id);
  const at = toDbTime(now);
  const publishedAt = record.published_at && record.published_at > at ? null : record.published_at;
  await db.updateTable('web_notices').set({ status: 'draft', published_at: publishedAt, updated_at: at }).where('id', '=', id).execute();
  return requireRecord(db, id);
}

/** Deletes a notice and its view marks (run it in a transaction: both or neither). */
export async function deleteNotice(db: Db, id: number): Promise<NoticeRecord> {
  const record = await requireRecord(db, id);
  await db.deleteFrom('web_notice_views').where('notice_id', '=', id).execute();
  await db.deleteFrom('web_notices').where('id', '=', id).execute();
  return record;
}

/** What the console's editor holds, in each language as players would get it (sanitized, the other language when one is empty). */
export function previewNoticeTexts(texts: { titleZh?: string; titleEn?: string; bodyZh?: string; bodyEn?: string }) {
  const row = {
    title_zh: texts.titleZh?.trim() ?? '',
    title_en: texts.titleEn?.trim() ?? '',
    body_zh: sanitizeNoticeHtml(texts.bodyZh ?? ''),
    body_en: sanitizeNoticeHtml(texts.bodyEn ?? ''),
  };
  const one = (lang: Lang) => {
    const { title, body } = localized(row, lang);
    return { title, summary: summarize(body), body };
  };
  return { zh: one('zh-TW'), en: one('en-US') };
}
