/**
 * umi mock of the console's Notices screen (config/contract/admin-notices.ts) for `npm run dev`
 * without a server, answering from the demo notices (server/seed/notices.ts, the ones the public
 * notice mock shows) plus one draft and one scheduled notice, so every state is on screen.
 *   - 401 without a live token of the auth mock (mock/auth.ts), 403 ADMIN_ONLY for a player;
 *   - the states, checks and messages of the server: a title and a body in one language at least
 *     (422 NOTICE_INCOMPLETE), a schedule in the future (422 NOTICE_SCHEDULE_PAST), publish or
 *     schedule of a notice players see (409 NOTICE_ALREADY_PUBLISHED), unpublish of a draft
 *     (409 NOTICE_NOT_PUBLISHED), an unknown id 404; a body the contract refuses 400;
 *   - bodies sanitized and previewed with the server's own allow-list (server/services/notice.ts).
 * Changes are kept until the dev server restarts; each answers an audit id of its own counter
 * (the audit screen's mock does not list them).
 */
import { ErrorCode } from '../config/codes';
import {
  AdminNoticeBody,
  AdminNoticePreviewBody,
  AdminNoticeScheduleBody,
  ADMIN_NOTICE_SORTS,
  type AdminNotice,
  type AdminNoticeState,
} from '../config/contract/admin-notices';
import { DEMO_NOTICES } from '../server/seed/notices';
import { previewNoticeTexts, sanitizeNoticeHtml, summarize } from '../server/services/notice';
import { bodyOf, fail, ok, operator, paged, type Req } from './admin';

const DAY = 86_400_000;
const isoAt = (ms: number) => new Date(Math.floor(ms / 1000) * 1000).toISOString().replace('.000Z', 'Z');

/* ------------------------------------------------------------ state */

/** A notice of the mock: the contract's notice, plus whether it is published (the state follows from the time). */
type MockNotice = Omit<AdminNotice, 'state'> & { published: boolean };
const start = Date.now();
const notices: MockNotice[] = DEMO_NOTICES.map((n, i) => {
  const at = isoAt(start - n.daysAgo * DAY - (i + 1) * 37 * 60_000);
  return {
    id: i + 1, category: n.category, titleZh: n.title_zh, titleEn: n.title_en, bodyZh: sanitizeNoticeHtml(n.body_zh), bodyEn: sanitizeNoticeHtml(n.body_en),
    author: n.author, pinned: Boolean(n.pinned), publishAt: at, createdAt: at, updatedAt: at, views: n.views, published: true,
  };
});
notices.push(
  {
    id: notices.length + 1, category: 'event', titleZh: '【草稿】春節登入活動', titleEn: '[Draft] Lunar New Year login event', bodyZh: '<p>活動內容整理中。</p>', bodyEn: '<p>Details coming.</p>',
    author: 'GM 楓葉', pinned: false, publishAt: null, createdAt: isoAt(start - DAY), updatedAt: isoAt(start - DAY), views: 0, published: false,
  },
  {
    id: notices.length + 2, category: 'maintenance', titleZh: '下週四例行維護', titleEn: 'Maintenance next Thursday', bodyZh: '<p>06:00–08:00 維護。</p>', bodyEn: '<p>Down 06:00–08:00.</p>',
    author: 'GM 小藍', pinned: false, publishAt: isoAt(start + 3 * DAY), createdAt: isoAt(start - DAY), updatedAt: isoAt(start - DAY), views: 0, published: true,
  },
);
let auditIds = 0;

const stateOf = (n: MockNotice): AdminNoticeState => (!n.published ? 'draft' : n.publishAt && Date.parse(n.publishAt) > Date.now() ? 'scheduled' : 'published');
const view = (n: MockNotice): AdminNotice => {
  const { published: _published, ...rest } = n;
  return { ...rest, state: stateOf(n) };
};
const row = (n: MockNotice) => {
  const { bodyZh: _zh, bodyEn: _en, ...rest } = view(n);
  return rest;
};

/* ------------------------------------------------------------ checks */

/** Runs an action on one notice: operator, a known id. */
function onNotice(run: (req: Req, res: any, n: MockNotice) => void) {
  return (req: Req, res: any) => {
    if (!operator(req, res)) return;
    const id = Number(req.params?.id);
    if (!Number.isInteger(id) || id < 1) return fail(req, res, 400, ErrorCode.VALIDATION, 'errors.validation', undefined, 'id');
    const n = notices.find((x) => x.id === id);
    if (!n) return fail(req, res, 404, ErrorCode.NOT_FOUND, 'server.adminNotices.notFound', { id });
    run(req, res, n);
  };
}

/** The written notice, or null after a 400 / 422 answer. */
function written(req: Req, res: any): Omit<MockNotice, 'id' | 'publishAt' | 'createdAt' | 'updatedAt' | 'views' | 'published'> | null {
  const b = bodyOf<AdminNoticeBody>(req, res, AdminNoticeBody);
  if (!b) return null;
  const texts = { titleZh: b.titleZh.trim(), titleEn: b.titleEn.trim(), bodyZh: sanitizeNoticeHtml(b.bodyZh), bodyEn: sanitizeNoticeHtml(b.bodyEn) };
  if (!(texts.titleZh || texts.titleEn) || !(summarize(texts.bodyZh, 1) || summarize(texts.bodyEn, 1))) {
    fail(req, res, 422, ErrorCode.NOTICE_INCOMPLETE, 'server.adminNotices.incomplete');
    return null;
  }
  return { ...texts, category: b.category, author: b.author?.trim() || 'GM', pinned: b.pinned ?? false };
}

const changed = (res: any, n: MockNotice) => ok(res, { notice: view(n), auditId: ++auditIds });

const SORT = { id: 'id', publishAt: 'publishAt', updatedAt: 'updatedAt', views: 'views' } as const;

export default {
  'GET /api/v1/admin/notices': (req: Req, res: any) => {
    if (!operator(req, res)) return;
    const q = req.query ?? {};
    const sort = (q.sort ?? 'id') as (typeof ADMIN_NOTICE_SORTS)[number];
    if (!ADMIN_NOTICE_SORTS.includes(sort)) return fail(req, res, 400, ErrorCode.VALIDATION, 'errors.validation', undefined, 'sort');
    const text = q.q?.trim().toLowerCase();
    const rows = notices
      .filter((n) => (!q.status || stateOf(n) === q.status) && (!q.category || n.category === q.category))
      .filter((n) => !text || n.titleZh.toLowerCase().includes(text) || n.titleEn.toLowerCase().includes(text))
      .sort((a, b) => {
        const [x, y] = [a[SORT[sort]] ?? '', b[SORT[sort]] ?? ''];
        const cmp = x < y ? -1 : x > y ? 1 : a.id - b.id;
        return q.order === 'asc' ? cmp : -cmp;
      });
    paged(req, res, rows.map(row));
  },

  'GET /api/v1/admin/notices/:id': onNotice((_req, res, n) => ok(res, view(n))),

  'POST /api/v1/admin/notices/preview': (req: Req, res: any) => {
    if (!operator(req, res)) return;
    const body = bodyOf<AdminNoticePreviewBody>(req, res, AdminNoticePreviewBody);
    if (body) ok(res, previewNoticeTexts(body));
  },

  'POST /api/v1/admin/notices': (req: Req, res: any) => {
    if (!operator(req, res)) return;
    const w = written(req, res);
    if (!w) return;
    const now = isoAt(Date.now());
    const n: MockNotice = { ...w, id: Math.max(0, ...notices.map((x) => x.id)) + 1, publishAt: null, createdAt: now, updatedAt: now, views: 0, published: false };
    notices.push(n);
    changed(res, n);
  },

  'PUT /api/v1/admin/notices/:id': onNotice((req, res, n) => {
    const w = written(req, res);
    if (!w) return;
    Object.assign(n, w, { updatedAt: isoAt(Date.now()) });
    changed(res, n);
  }),

  'POST /api/v1/admin/notices/:id/publish': onNotice((req, res, n) => {
    if (stateOf(n) === 'published') return fail(req, res, 409, ErrorCode.NOTICE_ALREADY_PUBLISHED, 'server.adminNotices.alreadyPublished');
    const now = Date.now();
    Object.assign(n, { published: true, publishAt: n.publishAt && Date.parse(n.publishAt) <= now ? n.publishAt : isoAt(now), updatedAt: isoAt(now) });
    changed(res, n);
  }),

  'POST /api/v1/admin/notices/:id/schedule': onNotice((req, res, n) => {
    const body = bodyOf<{ at: string }>(req, res, AdminNoticeScheduleBody);
    if (!body) return;
    const at = Date.parse(body.at);
    if (Number.isNaN(at)) return fail(req, res, 400, ErrorCode.INVALID_INPUT, 'server.adminNotices.badTime');
    if (stateOf(n) === 'published') return fail(req, res, 409, ErrorCode.NOTICE_ALREADY_PUBLISHED, 'server.adminNotices.unpublishFirst');
    if (at <= Date.now()) return fail(req, res, 422, ErrorCode.NOTICE_SCHEDULE_PAST, 'server.adminNotices.schedulePast');
    Object.assign(n, { published: true, publishAt: isoAt(at), updatedAt: isoAt(Date.now()) });
    changed(res, n);
  }),

  'POST /api/v1/admin/notices/:id/unpublish': onNotice((req, res, n) => {
    if (stateOf(n) === 'draft') return fail(req, res, 409, ErrorCode.NOTICE_NOT_PUBLISHED, 'server.adminNotices.notPublished');
    const scheduled = stateOf(n) === 'scheduled';
    Object.assign(n, { published: false, publishAt: scheduled ? null : n.publishAt, updatedAt: isoAt(Date.now()) });
    changed(res, n);
  }),

  'DELETE /api/v1/admin/notices/:id': onNotice((_req, res, n) => {
    notices.splice(notices.indexOf(n), 1);
    ok(res, { id: n.id, auditId: ++auditIds });
  }),
};
