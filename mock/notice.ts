/**
 * umi mock of the notices (config/contract/notice.ts) for `npm run dev` without a server:
 *   GET /api/v1/notice?category&page&size -> {items, total, page, size}
 *   GET /api/v1/notice/:id                -> detail, 404 'Notice not found or deleted' for an unknown id
 * Uses the same demo notices as the server's seed. Views count once per IP + user agent.
 */
import { DEMO_NOTICES } from '../server/seed/notices';
import { toDbTime } from '../server/db/time';
import { sanitizeNoticeHtml, summarize } from '../server/services/notice';

const DAY = 24 * 3600 * 1000;
const now = Date.now();
const notices = DEMO_NOTICES.map((n, i) => {
  const published = now - n.daysAgo * DAY - (i + 1) * 37 * 60_000;
  return {
    ...n,
    id: i + 1,
    body_zh: sanitizeNoticeHtml(n.body_zh),
    body_en: sanitizeNoticeHtml(n.body_en),
    publishTime: toDbTime(new Date(published)),
    updateTime: toDbTime(new Date(n.editedAfter ? Math.min(now, published + n.editedAfter * DAY) : published)),
    seen: new Set<string>(),
  };
}).sort((a, b) => Number(Boolean(b.pinned)) - Number(Boolean(a.pinned)) || b.publishTime.localeCompare(a.publishTime));

const isEn = (req: any) => String(req.headers?.['accept-language'] ?? '').toLowerCase().startsWith('en');

function summaryOf(n: (typeof notices)[number], en: boolean) {
  return {
    id: n.id,
    category: n.category,
    title: en ? n.title_en : n.title_zh,
    summary: summarize(en ? n.body_en : n.body_zh),
    author: n.author,
    publishTime: n.publishTime,
    updateTime: n.updateTime,
    views: n.views,
    pinned: Boolean(n.pinned),
  };
}

const delay = (ms: number) => new Promise((r) => setTimeout(r, ms));

export default {
  'GET /api/v1/notice': async (req: any, res: any) => {
    const en = isEn(req);
    const category = req.query.category && req.query.category !== 'all' ? String(req.query.category) : undefined;
    const page = Math.max(1, Number(req.query.page) || 1);
    const size = Math.min(50, Math.max(1, Number(req.query.size) || 6));
    await delay(200);
    const list = notices.filter((n) => !category || n.category === category);
    res.json({
      code: 0,
      message: 'ok',
      data: { items: list.slice((page - 1) * size, page * size).map((n) => summaryOf(n, en)), total: list.length, page, size },
    });
  },

  'GET /api/v1/notice/:id': async (req: any, res: any) => {
    const en = isEn(req);
    await delay(200);
    const notice = notices.find((n) => n.id === Number(req.params.id));
    if (!notice) {
      res.status(404).json({ code: 40400, message: en ? 'Notice not found or deleted' : '公告不存在或已被刪除', data: null });
      return;
    }
    const visitor = `${req.ip}|${req.headers['user-agent'] ?? ''}`;
    if (!notice.seen.has(visitor)) {
      notice.seen.add(visitor);
      notice.views += 1;
    }
    res.json({ code: 0, message: 'ok', data: { ...summaryOf(notice, en), body: en ? notice.body_en : notice.body_zh } });
  },
};
