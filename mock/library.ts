/**
 * umi mock of the game-data library (config/contract/library.ts) for `npm run dev` without a
 * server, on the page's own sample data (src/pages/library/components/fixtures.ts):
 *   GET /api/v1/library/search?keyword&categories&page&size -> {items, total, page, size}; 400 without keyword or category
 *   GET /api/v1/library/:kind/:id                           -> detail; 404 for an id outside the sample
 *   GET /api/v1/library/:kind/:id/sources                   -> sources by kind
 * Names are the English ones of the sample in both languages; messages follow Accept-Language.
 */
import { ErrorCode } from '../config/codes';
import { LIBRARY_CATEGORIES } from '../config/contract/library';
import {
  itemSources,
  mapSources,
  mobSources,
  sampleMap,
  samplePotion,
  sampleResults,
  sampleSnail,
  sampleSword,
} from '../src/pages/library/components/fixtures';

interface MockRequest {
  headers?: Record<string, string | undefined>;
  query?: Record<string, string | string[] | undefined>;
  params?: Record<string, string | undefined>;
}
interface MockResponse {
  status(code: number): MockResponse;
  json(body: unknown): MockResponse;
}

const isEn = (req: MockRequest) => String(req.headers?.['accept-language'] ?? '').toLowerCase().startsWith('en');
const MESSAGES = {
  searchRule: ['請輸入名稱或 ID，並至少選擇一個分類。', 'Enter a name or ID and pick at least one category.'],
  notFound: ['資料庫中找不到這個項目。', 'No such entry in the library.'],
} as const;
const fail = (req: MockRequest, res: MockResponse, status: number, code: number, key: keyof typeof MESSAGES) =>
  res.status(status).json({ code, message: MESSAGES[key][isEn(req) ? 1 : 0], data: null });

const details = [sampleSword, sampleSnail, samplePotion, sampleMap];

export default {
  'GET /api/v1/library/search': (req: MockRequest, res: MockResponse) => {
    const keyword = String(req.query?.keyword ?? '').trim().toLowerCase();
    const raw = req.query?.categories;
    const categories = (Array.isArray(raw) ? raw : [raw ?? ''])
      .flatMap((c) => String(c).split(','))
      .filter((c): c is (typeof LIBRARY_CATEGORIES)[number] => (LIBRARY_CATEGORIES as readonly string[]).includes(c));
    if (!keyword || categories.length === 0) return fail(req, res, 400, ErrorCode.INVALID_INPUT, 'searchRule');
    const page = Math.max(1, Number(req.query?.page) || 1);
    const size = Math.min(100, Math.max(1, Number(req.query?.size) || 20));
    const found = sampleResults.filter(
      (r) => categories.includes(r.category) && (String(r.id) === keyword || r.name.toLowerCase().includes(keyword)),
    );
    return res.json({ code: 0, message: 'ok', data: { items: found.slice((page - 1) * size, page * size), total: found.length, page, size } });
  },
  'GET /api/v1/library/:kind/:id/sources': (req: MockRequest, res: MockResponse) => {
    const kind = req.params?.kind;
    const data = kind === 'item' ? itemSources : kind === 'mob' ? mobSources : kind === 'map' ? mapSources : { mapsFound: [], shopItems: [] };
    return res.json({ code: 0, message: 'ok', data });
  },
  'GET /api/v1/library/:kind/:id': (req: MockRequest, res: MockResponse) => {
    const entry = details.find((d) => d.kind === req.params?.kind && String(d.id) === req.params?.id);
    if (!entry) return fail(req, res, 404, ErrorCode.NOT_FOUND, 'notFound');
    return res.json({ code: 0, message: 'ok', data: entry });
  },
};
