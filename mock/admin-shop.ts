/**
 * umi mock of the console's Shop screen (config/contract/admin-shop.ts) for `npm run dev`
 * without a server. It changes the same catalogue rows as the shop's mock (mock/shop.ts):
 * a price changed here shows on the player's /shop. The library search reads the game-data
 * sample's names and cash-shop entries; posters start from the demo's; orders are demo01's
 * purchases on the catalogue, one still waiting in the gift box.
 * Operators: admin01 and gmadmin (the auth mock's accounts marked operator); anyone else
 * 403 ADMIN_ONLY, no token 401. Changes run at once (no password asked again here) and are
 * kept until the dev server restarts. A body the contract refuses answers 400.
 */
import type { TSchema } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import { ErrorCode } from '../config/codes';
import {
  AdminShopItemNew,
  AdminShopItemPatch,
  AdminShopPosterBody,
  AdminShopPosterImageBody,
  AdminShopPosterPatch,
  type AdminShopItemRow,
  type AdminShopOrderRow,
  type AdminShopPoster,
} from '../config/contract/admin-shop';
import type { ShopCategory, ShopCurrency } from '../config/contract/shop';
import { translate, toLang, type Lang } from '../locales';
import { unavailableReason, type ShopItemRow } from '../server/services/shop-catalogue';
import { DEMO_ACCOUNT, DEMO_SHOP_POSTERS } from '../server/seed/demo-data';
import { sampleShopData } from '../server/seed/demo-sample';
import { changesOf } from '../server/services/admin/shop';
import { sessionOf, USERS } from './auth';
import { mockShopCatalogue } from './shop';

type Req = { headers?: Record<string, string | undefined>; query?: Record<string, string | undefined>; params?: Record<string, string | undefined>; body?: unknown };
const RENDERER = 'https://maplestory.io/api/GMS/83';
const langOf = (req: Req): Lang => toLang(String(req.headers?.['accept-language'] ?? '')) ?? 'zh-TW';
const ok = (res: any, data: unknown) => res.status(200).json({ code: 0, message: 'ok', data });
const fail = (req: Req, res: any, status: number, code: number, key: string, values?: Record<string, string | number>) =>
  res.status(status).json({ code, message: translate(langOf(req), key, values), data: null });
const dbTime = (iso: string | null | undefined) => (iso ? new Date(iso).toISOString().slice(0, 19).replace('T', ' ') : null);
const isoOf = (db: string | null | undefined) => (db ? `${db.replace(' ', 'T')}Z` : null);
let auditId = 0;

function operator(req: Req, res: any): boolean {
  const session = sessionOf(req);
  if (!session) return (fail(req, res, 401, ErrorCode.UNAUTHORIZED, 'server.auth.unauthorized'), false);
  if (USERS[session.u].info.operator !== true) return (fail(req, res, 403, ErrorCode.ADMIN_ONLY, 'server.admin.forbidden'), false);
  return true;
}

function bodyOf<T>(req: Req, res: any, schema: TSchema): T | null {
  const body = req.body ?? {};
  if (Value.Check(schema, body)) return body as T;
  fail(req, res, 400, ErrorCode.VALIDATION, 'errors.validation');
  return null;
}

async function toRow(r: ShopItemRow, lang: Lang): Promise<AdminShopItemRow> {
  const { names } = await mockShopCatalogue();
  const lib = r.item_id === null ? null : names.get(Number(r.item_id));
  const name = r.name_en ? (lang === 'zh-TW' ? (r.name_zh ?? r.name_en) : r.name_en) : lib ? (lang === 'zh-TW' ? (lib.name_zh ?? lib.name_en) : lib.name_en) : `#${r.item_id ?? r.id}`;
  return {
    id: Number(r.id), kind: r.kind === 'invite_code' ? 'invite_code' : 'item', itemId: r.item_id, sn: r.sn, name,
    icon: r.item_id === null ? null : `${RENDERER}/item/${r.item_id}/icon`, category: r.category as ShopCategory, price: Number(r.price),
    currency: r.currency as ShopCurrency, count: Number(r.count ?? 1), maxQuantity: Number(r.max_quantity ?? 1), stock: r.stock ?? null,
    limitPerAccount: r.limit_per_account ?? null, saleStart: isoOf(r.sale_start), saleEnd: isoOf(r.sale_end), onSale: Boolean(Number(r.on_sale ?? 1)),
    order: Number(r.sort_order ?? 0), sold: orders.filter((o) => o.shopItemId === Number(r.id)).reduce((s, o) => s + o.quantity, 0),
    unavailableReason: unavailableReason({ on_sale: r.on_sale ?? 1, sale_start: r.sale_start, sale_end: r.sale_end, stock: r.stock ?? null }),
  };
}

/** The server's own mapping of the console's fields to the entry's columns. */
const applyPatch = (r: ShopItemRow, b: Omit<AdminShopItemPatch, 'seen'>) => Object.assign(r, changesOf(b));

const posters: AdminShopPoster[] = DEMO_SHOP_POSTERS.map((p, i) => ({
  id: i + 1, titleZh: p.title_zh, titleEn: p.title_en, image: p.image, link: p.link, order: i + 1, startsAt: null, endsAt: null, live: true,
}));
const live = (p: Pick<AdminShopPoster, 'startsAt' | 'endsAt'>) => (!p.startsAt || Date.parse(p.startsAt) <= Date.now()) && (!p.endsAt || Date.parse(p.endsAt) > Date.now());

let orders: AdminShopOrderRow[] = [];
let ordersReady: Promise<void> | null = null;
const demoOrders = () =>
  (ordersReady ??= mockShopCatalogue().then(async ({ rows }) => {
    const bought = rows.filter((r) => r.kind === 'item').slice(0, 3);
    orders = await Promise.all(
      bought.map(async (r, i) => ({
        id: i + 1, createdAt: new Date(Date.now() - (i + 1) * 86_400_000).toISOString().slice(0, 19) + 'Z', type: 'purchase' as const,
        accountId: DEMO_ACCOUNT.id, accountName: DEMO_ACCOUNT.username, characterName: 'DemoHero', shopItemId: Number(r.id), itemId: r.item_id,
        name: (await toRow(r, 'en-US')).name, quantity: 1, priceTotal: Number(r.price), currency: r.currency as ShopCurrency,
        delivery: i === 0 ? ('waiting' as const) : ('collected' as const),
      })),
    );
  }));

export default {
  'GET /api/v1/admin/shop/items': async (req: Req, res: any) => {
    if (!operator(req, res)) return;
    await demoOrders();
    const q = req.query ?? {};
    const { rows } = await mockShopCatalogue();
    const text = (q.q ?? '').trim().toLowerCase();
    let list = [];
    for (const r of rows) list.push({ r, shown: await toRow(r, langOf(req)) });
    list = list.filter(({ r, shown }) => (!q.category || r.category === q.category) && (q.onSale === undefined || String(shown.onSale) === q.onSale) && (!text || shown.name.toLowerCase().includes(text) || String(r.item_id) === text));
    const key = q.sort === 'price' ? 'price' : q.sort === 'id' ? 'id' : 'order';
    const dir = q.order === 'desc' ? -1 : 1;
    list.sort((a, b) => dir * (a.shown[key] - b.shown[key] || a.shown.id - b.shown.id));
    const page = Math.max(1, Number(q.page) || 1);
    const size = Math.min(100, Math.max(1, Number(q.size) || 20));
    return ok(res, { items: list.slice((page - 1) * size, page * size).map((x) => x.shown), total: list.length, page, size });
  },
  'POST /api/v1/admin/shop/items': async (req: Req, res: any) => {
    if (!operator(req, res)) return;
    const body = bodyOf<AdminShopItemNew>(req, res, AdminShopItemNew);
    if (!body) return;
    const { rows } = await mockShopCatalogue();
    const { commodities } = await sampleShopData();
    const commodity = commodities.find((c) => c.item_id === body.itemId && (body.sn === undefined || c.sn === body.sn));
    if (!commodity) return fail(req, res, 422, ErrorCode.ADMIN_SHOP_UNDELIVERABLE, 'server.adminShop.noSn', { item: body.itemId });
    const now = new Date().toISOString().slice(0, 19).replace('T', ' ');
    const row = {
      id: Math.max(0, ...rows.map((r) => Number(r.id))) + 1, kind: 'item', item_id: body.itemId, sn: commodity.sn, category: commodity.category, name_en: null, name_zh: null,
      price: body.price, currency: body.currency ?? 'nx_credit', count: commodity.count || 1, max_quantity: 1, stock: null, expiration_unit: 'permanent', expiration_value: 0,
      sale_start: null, sale_end: null, on_sale: 1, limit_per_account: null, gender: 2, slot: null, sort_order: 0, created_at: now, updated_at: now,
    } as ShopItemRow;
    const { itemId: _i, sn: _s, ...fields } = body;
    applyPatch(row, fields);
    rows.push(row);
    return ok(res, { item: await toRow(row, langOf(req)), auditId: ++auditId });
  },
  'PATCH /api/v1/admin/shop/items/:id': async (req: Req, res: any) => {
    if (!operator(req, res)) return;
    const body = bodyOf<AdminShopItemPatch>(req, res, AdminShopItemPatch);
    if (!body) return;
    const row = (await mockShopCatalogue()).rows.find((r) => Number(r.id) === Number(req.params?.id));
    if (!row) return fail(req, res, 404, ErrorCode.NOT_FOUND, 'server.shop.notFound');
    const { seen, ...fields } = body;
    if (seen && ((seen.price !== undefined && seen.price !== Number(row.price)) || (seen.stock !== undefined && seen.stock !== (row.stock ?? null)))) {
      return fail(req, res, 409, ErrorCode.ADMIN_SHOP_CHANGED, 'server.adminShop.changed');
    }
    const start = fields.saleStart === undefined ? row.sale_start : dbTime(fields.saleStart);
    const end = fields.saleEnd === undefined ? row.sale_end : dbTime(fields.saleEnd);
    if (start && end && start >= end) return fail(req, res, 400, ErrorCode.INVALID_INPUT, 'server.adminShop.windowOrder');
    applyPatch(row, fields);
    return ok(res, { item: await toRow(row, langOf(req)), auditId: ++auditId });
  },
  'DELETE /api/v1/admin/shop/items/:id': async (req: Req, res: any) => {
    if (!operator(req, res)) return;
    const { rows } = await mockShopCatalogue();
    const at = rows.findIndex((r) => Number(r.id) === Number(req.params?.id));
    if (at < 0) return fail(req, res, 404, ErrorCode.NOT_FOUND, 'server.shop.notFound');
    rows.splice(at, 1);
    return ok(res, { id: Number(req.params?.id), auditId: ++auditId });
  },
  'GET /api/v1/admin/shop/library': async (req: Req, res: any) => {
    if (!operator(req, res)) return;
    const keyword = String(req.query?.keyword ?? '').trim().toLowerCase();
    if (!keyword) return fail(req, res, 400, ErrorCode.VALIDATION, 'errors.validation');
    const { names, commodities } = await sampleShopData();
    const lang = langOf(req);
    const items = [...names.entries()]
      .filter(([id, n]) => String(id).startsWith(keyword) || n.name_en.toLowerCase().includes(keyword) || (n.name_zh ?? '').includes(keyword))
      .slice(0, 20)
      .map(([id, n]) => ({
        itemId: id, name: lang === 'zh-TW' ? (n.name_zh ?? n.name_en) : n.name_en, category: commodities.find((c) => c.item_id === id)?.category ?? 'Etc',
        icon: `${RENDERER}/item/${id}/icon`,
        commodities: commodities.filter((c) => c.item_id === id).map((c) => ({ sn: c.sn, count: c.count, price: c.price, period: c.period, onSale: true })),
      }));
    return ok(res, { items });
  },
  'GET /api/v1/admin/shop/posters': (req: Req, res: any) => {
    if (!operator(req, res)) return;
    return ok(res, [...posters].sort((a, b) => a.order - b.order || a.id - b.id).map((p) => ({ ...p, live: live(p) })));
  },
  'POST /api/v1/admin/shop/posters': (req: Req, res: any) => {
    if (!operator(req, res)) return;
    const body = bodyOf<AdminShopPosterBody>(req, res, AdminShopPosterBody);
    if (!body) return;
    const poster = { id: Math.max(0, ...posters.map((p) => p.id)) + 1, link: null, order: 0, startsAt: null, endsAt: null, ...body, live: true };
    poster.live = live(poster);
    posters.push(poster);
    return ok(res, { poster, auditId: ++auditId });
  },
  'PATCH /api/v1/admin/shop/posters/:id': (req: Req, res: any) => {
    if (!operator(req, res)) return;
    const body = bodyOf<AdminShopPosterPatch>(req, res, AdminShopPosterPatch);
    if (!body) return;
    const poster = posters.find((p) => p.id === Number(req.params?.id));
    if (!poster) return fail(req, res, 404, ErrorCode.NOT_FOUND, 'server.adminShop.posterNotFound');
    Object.assign(poster, body);
    poster.live = live(poster);
    return ok(res, { poster, auditId: ++auditId });
  },
  'DELETE /api/v1/admin/shop/posters/:id': (req: Req, res: any) => {
    if (!operator(req, res)) return;
    const at = posters.findIndex((p) => p.id === Number(req.params?.id));
    if (at < 0) return fail(req, res, 404, ErrorCode.NOT_FOUND, 'server.adminShop.posterNotFound');
    posters.splice(at, 1);
    return ok(res, { id: Number(req.params?.id), auditId: ++auditId });
  },
  'POST /api/v1/admin/shop/poster-images': (req: Req, res: any) => {
    if (!operator(req, res)) return;
    const body = bodyOf<AdminShopPosterImageBody>(req, res, AdminShopPosterImageBody);
    if (!body) return;
    // No file store in the mock: the answer is one of the demo posters' images.
    return ok(res, { url: DEMO_SHOP_POSTERS[0].image });
  },
  'GET /api/v1/admin/shop/orders': async (req: Req, res: any) => {
    if (!operator(req, res)) return;
    await demoOrders();
    const account = (req.query?.account ?? '').trim().toLowerCase();
    const item = (req.query?.item ?? '').trim().toLowerCase();
    const list = orders.filter(
      (o) => (!account || (o.accountName ?? '').toLowerCase().includes(account)) && (!item || String(o.shopItemId) === item || String(o.itemId) === item || o.name.toLowerCase().includes(item)),
    );
    const page = Math.max(1, Number(req.query?.page) || 1);
    const size = Math.min(100, Math.max(1, Number(req.query?.size) || 20));
    return ok(res, { items: list.slice((page - 1) * size, page * size), total: list.length, page, size });
  },
};
