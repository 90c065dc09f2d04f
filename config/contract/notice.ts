/**
 * Notice contract: list and detail, categories, and 'Notice not found or deleted'.
 * Paths and shapes:
 *
 * | Method and path              | Query / params     | data          |
 * |------------------------------|--------------------|---------------|
 * | GET /api/v1/notice           | NoticeListQuery    | NoticeList    |
 * | GET /api/v1/notice/{id}      | NoticeParams       | NoticeDetail  |
 *
 * Titles, summaries and bodies come in the caller's Accept-Language (zh-TW default;
 * the other language is the fallback when a translation is empty). `body` is HTML
 * that the server sanitized with an allow-list (on write and again on read).
 * Only what players see now: a notice scheduled for later is left out until its publish time.
 * Times are UTC 'YYYY-MM-DD HH:mm:ss'. A missing, unpublished, not-yet-scheduled or deleted id answers
 * HTTP 404, ErrorCode.NOT_FOUND, message notice.notFound translated.
 * The detail call counts one view per visitor per day (visitor = account id when
 * logged in, else a hash of IP + user agent + day).
 */
import { Type, type Static } from '@sinclair/typebox';

export const NOTICE_CATEGORIES = ['guide', 'event', 'maintenance', 'important'] as const;
export type NoticeCategory = (typeof NOTICE_CATEGORIES)[number];
export const NOTICE_STATUSES = ['draft', 'published'] as const;
export type NoticeStatus = (typeof NOTICE_STATUSES)[number];
export const NOTICE_DEFAULT_PAGE_SIZE = 6;
export const NOTICE_MAX_PAGE_SIZE = 50;

export const NoticeCategorySchema = Type.Union(NOTICE_CATEGORIES.map((c) => Type.Literal(c)));

export const NoticeListQuery = Type.Object({
  /** Omitted or 'all' -> every category. */
  category: Type.Optional(Type.Union([Type.Literal('all'), ...NOTICE_CATEGORIES.map((c) => Type.Literal(c))])),
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100000, default: 1 })),
  size: Type.Optional(Type.Integer({ minimum: 1, maximum: NOTICE_MAX_PAGE_SIZE, default: NOTICE_DEFAULT_PAGE_SIZE })),
});
export type NoticeListQuery = Static<typeof NoticeListQuery>;

export const NoticeParams = Type.Object({
  id: Type.Integer({ minimum: 1 }),
});
export type NoticeParams = Static<typeof NoticeParams>;

export const NoticeSummary = Type.Object({
  id: Type.Integer(),
  category: NoticeCategorySchema,
  title: Type.String(),
  /** Plain text, first ~120 characters of the body. */
  summary: Type.String(),
  author: Type.String(),
  publishTime: Type.String(),
  updateTime: Type.String(),
  views: Type.Integer(),
  /** Important notices are pinned to the top of the "all" list. */
  pinned: Type.Optional(Type.Boolean()),
});
export type NoticeSummary = Static<typeof NoticeSummary>;

export const NoticeList = Type.Object({
  items: Type.Array(NoticeSummary),
  total: Type.Integer(),
  page: Type.Integer(),
  size: Type.Integer(),
});
export type NoticeList = Static<typeof NoticeList>;

export const NoticeDetail = Type.Object({
  id: Type.Integer(),
  category: NoticeCategorySchema,
  title: Type.String(),
  summary: Type.String(),
  /** Sanitized HTML. */
  body: Type.String(),
  author: Type.String(),
  publishTime: Type.String(),
  updateTime: Type.String(),
  views: Type.Integer(),
  pinned: Type.Optional(Type.Boolean()),
});
export type NoticeDetail = Static<typeof NoticeDetail>;
