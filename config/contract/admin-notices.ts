/**
 * Operator console, Notices screen (tagged `admin`; an operator's token, as every /api/v1/admin path).
 * The same operations as `npm run notice`, which calls the same service (server/services/admin/notices.ts).
 *
 * | Method and path                                   | Input                    | data                 |
 * |---------------------------------------------------|--------------------------|----------------------|
 * | GET    /api/v1/admin/notices                      | AdminNoticesQuery        | AdminNoticesPage     |
 * | GET    /api/v1/admin/notices/{id}                 | AdminNoticeParams        | AdminNotice          |
 * | POST   /api/v1/admin/notices                      | AdminNoticeBody          | AdminNoticeChanged   |
 * | PUT    /api/v1/admin/notices/{id}                 | AdminNoticeBody          | AdminNoticeChanged   |
 * | POST   /api/v1/admin/notices/{id}/publish         | -                        | AdminNoticeChanged   |
 * | POST   /api/v1/admin/notices/{id}/schedule        | AdminNoticeScheduleBody  | AdminNoticeChanged   |
 * | POST   /api/v1/admin/notices/{id}/unpublish       | -                        | AdminNoticeChanged   |
 * | DELETE /api/v1/admin/notices/{id}                 | -                        | AdminNoticeDeleted   |
 * | POST   /api/v1/admin/notices/preview              | AdminNoticePreviewBody   | AdminNoticePreview   |
 *
 * States: `draft` (players do not see it), `scheduled` (published with a publish time in the
 * future: players see it from that time, not before), `published` (players see it).
 * Bodies are HTML, sanitized with the notices' allow-list before they are stored; the preview
 * answers each language as a player would get it (the other language when one is empty).
 * No action touches value: none asks the password again. Each writes one audit row
 * (before -> after: titles, state, pinned, category, author, publish time, and each body's
 * length and hash) in its own transaction; its id is in the answer. Times are ISO 8601 UTC.
 */
import { Type, type Static } from '@sinclair/typebox';
import { NoticeCategorySchema, NoticeSummary } from './notice';

export const ADMIN_NOTICE_STATES = ['draft', 'scheduled', 'published'] as const;
export type AdminNoticeState = (typeof ADMIN_NOTICE_STATES)[number];
export const ADMIN_NOTICE_SORTS = ['id', 'publishAt', 'updatedAt', 'views'] as const;

/** A body as the operator sends it (HTML). 16,000 characters fit the database's TEXT column in any script. */
export const NOTICE_BODY_MAX = 16_000;

const NullableIso = Type.Union([Type.String(), Type.Null()]);
/** One line of text: no control or bidirectional-override characters. */
const LINE = '^[^\\u0000-\\u001f\\u007f\\u202a-\\u202e\\u2066-\\u2069]*$';
const Title = Type.String({ maxLength: 200, pattern: LINE });
/** HTML over several lines: tabs and line breaks, but no other control or bidirectional-override characters. */
const Body = Type.String({ maxLength: NOTICE_BODY_MAX, pattern: '^[^\\u0000-\\u0008\\u000b\\u000c\\u000e-\\u001f\\u007f\\u202a-\\u202e\\u2066-\\u2069]*$' });

export const AdminNoticesQuery = Type.Object({
  status: Type.Optional(Type.Union(ADMIN_NOTICE_STATES.map((s) => Type.Literal(s)))),
  category: Type.Optional(NoticeCategorySchema),
  /** Part of a title (either language). */
  q: Type.Optional(Type.String({ maxLength: 64 })),
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000, default: 1 })),
  size: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 20 })),
  sort: Type.Optional(Type.Union(ADMIN_NOTICE_SORTS.map((s) => Type.Literal(s)), { default: 'id' })),
  order: Type.Optional(Type.Union([Type.Literal('asc'), Type.Literal('desc')], { default: 'desc' })),
});
export type AdminNoticesQuery = Static<typeof AdminNoticesQuery>;

export const AdminNoticeParams = Type.Object({ id: Type.Integer({ minimum: 1 }) });
export type AdminNoticeParams = Static<typeof AdminNoticeParams>;

/** A notice's texts as the operator writes them: a title and an HTML body in each language. */
const NoticeTexts = { titleZh: Title, titleEn: Title, bodyZh: Body, bodyEn: Body };

export const AdminNoticeRow = Type.Object({
  // The id, category, author and views as the public list has them.
  ...Type.Pick(NoticeSummary, ['id', 'category', 'author', 'views']).properties,
  titleZh: Type.String(),
  titleEn: Type.String(),
  state: Type.Union(ADMIN_NOTICE_STATES.map((s) => Type.Literal(s))),
  pinned: Type.Boolean(),
  /** When players see it from (published or scheduled); for a draft, when it was last published, or null. */
  publishAt: NullableIso,
  createdAt: Type.String(),
  updatedAt: Type.String(),
});
export type AdminNoticeRow = Static<typeof AdminNoticeRow>;

export const AdminNoticesPage = Type.Object({ items: Type.Array(AdminNoticeRow), total: Type.Integer(), page: Type.Integer(), size: Type.Integer() });
export type AdminNoticesPage = Static<typeof AdminNoticesPage>;

/** One notice with its bodies (sanitized HTML, as stored). */
export const AdminNotice = Type.Object({ ...AdminNoticeRow.properties, bodyZh: Type.String(), bodyEn: Type.String() });
export type AdminNotice = Static<typeof AdminNotice>;

/** A notice as the operator writes it: a title and a body in at least one language (422 NOTICE_INCOMPLETE otherwise). */
export const AdminNoticeBody = Type.Object({
  category: NoticeCategorySchema,
  ...NoticeTexts,
  /** Shown to players as the author; empty -> "GM". */
  author: Type.Optional(Type.String({ maxLength: 64, pattern: LINE })),
  pinned: Type.Optional(Type.Boolean()),
});
export type AdminNoticeBody = Static<typeof AdminNoticeBody>;

/** Players see the notice from `at` (ISO 8601, in the future; 422 NOTICE_SCHEDULE_PAST otherwise). */
export const AdminNoticeScheduleBody = Type.Object({ at: Type.String({ minLength: 10, maxLength: 40 }) });
export type AdminNoticeScheduleBody = Static<typeof AdminNoticeScheduleBody>;

export const AdminNoticeChanged = Type.Object({ notice: AdminNotice, auditId: Type.Integer() });
export type AdminNoticeChanged = Static<typeof AdminNoticeChanged>;

export const AdminNoticeDeleted = Type.Object({ id: Type.Integer(), auditId: Type.Integer() });
export type AdminNoticeDeleted = Static<typeof AdminNoticeDeleted>;

/** What the editor holds; anything may still be empty. */
export const AdminNoticePreviewBody = Type.Partial(Type.Object(NoticeTexts));
export type AdminNoticePreviewBody = Static<typeof AdminNoticePreviewBody>;

/** One language as players get it: the title, the list's summary and the sanitized body. */
export const AdminNoticePreviewLanguage = Type.Object({ title: Type.String(), summary: Type.String(), body: Type.String() });
export const AdminNoticePreview = Type.Object({ zh: AdminNoticePreviewLanguage, en: AdminNoticePreviewLanguage });
export type AdminNoticePreview = Static<typeof AdminNoticePreview>;
