/**
 * umi mock of the web shop (config/contract/shop.ts) for `npm run dev` without a server.
 * It answers from the demo dataset (server/seed/demo-data.ts): the catalogue the demo seed
 * builds from the sample's cash-shop entries, shown through the server's own toShopItem
 * (availability included), the posters, demo01's balance and characters.
 *
 * State only, not the server's checks: a purchase or gift lowers the balance (and a
 * limited stock) and shows in My orders; the dressing room keeps what is put in it.
 * Refusals a screen needs to show, each a marked demo case with the server's own errors:
 * an entry that is unavailable (the server's refusal for its reason), a balance too low,
 * buying for DemoAran (in the game right now), a gift to anyone but DemoFriend.
 * Login: any `Authorization: Bearer <token>` (no header, or `Bearer expired`: 401).
 */
import { ErrorCode } from '../config/codes';
import { SHOP_CATEGORIES, type ShopBalance, type ShopCurrency, type ShopItem, type ShopOrder } from '../config/contract/shop';
import { SHOP_DRESSING_ROOM_CAPACITY } from '../config/rules';
import { translate, toLang, type Lang } from '../locales';
import { AppError } from '../server/errors';
import { toShopItem, unavailable, unavailableReason, type ShopItemRow } from '../server/services/shop-catalogue';
import { DEMO_ACCOUNT, DEMO_GIFT_RECEIVER, DEMO_IN_GAME_CHARACTER, DEMO_SHOP_POSTERS, demoCharacterRows, demoItemSets, demoShopRows } from '../server/seed/demo-data';
import { sampleShopData } from '../server/seed/demo-sample';

interface MockRequest {
  headers?: Record<string, string | undefined>;
  query?: Record<string, string | string[] | undefined>;
  params?: Record<string, string | undefined>;
  body?: Record<string, unknown>;
}
interface MockResponse {
  status(code: number): MockResponse;
  json(body: unknown): MockResponse;
}

const RENDERER = 'https://maplestory.io/api/GMS/83';
const PICTURES = { item: `${RENDERER}/item/{id}/icon`, mob: '', npc: '', map: '' };
const langOf = (req: MockRequest): Lang => toLang(String(req.headers?.['accept-language'] ?? '')) ?? 'zh-TW';
const ok = (res: MockResponse, data: unknown) => res.status(200).json({ code: 0, message: 'ok', data });
const fail = (req: MockRequest, res: MockResponse, e: AppError, field?: string) =>
  res.status(e.status).json({ code: e.code, message: translate(langOf(req), e.messageKey, e.values), data: null, ...(field ? { field } : {}) });
const loggedIn = (req: MockRequest) => /^Bearer\s+(?!expired$)\S+/.test(String(req.headers?.authorization ?? ''));
const needLogin = (req: MockRequest, res: MockResponse) => {
  if (loggedIn(req)) return false;
  fail(req, res, new AppError(401, ErrorCode.UNAUTHORIZED, 'server.auth.unauthorized'));
  return true;
};
const notFound = new AppError(404, ErrorCode.NOT_FOUND, 'server.shop.notFound');
const BALANCE_FIELD = { nx_credit: 'nxCredit', maple_point: 'maplePoint', vote_points: 'votePoints', reward_points: 'rewardPoints' } as const satisfies Record<ShopCurrency, keyof ShopBalance>;
const time = () => new Date().toISOString().slice(0, 19).replace('T', ' ');

const characters = demoCharacterRows().filter((c) => c.accountid === DEMO_ACCOUNT.id);
const worn = demoItemSets().map((set) => set.filter((i) => i.inv === -1 && i.position > -100).map((i) => i.itemid));
const { nxCredit, maplePoint, votePoints, rewardPoints } = DEMO_ACCOUNT.currencies;
const state = {
  balance: { nxCredit, maplePoint, votePoints, rewardPoints } as ShopBalance,
  orders: [] as ShopOrder[],
  room: [] as number[],
};

/** The catalogue rows (with ids) and the sample's names, built once. */
let catalogue: Promise<{ rows: ShopItemRow[]; names: Awaited<ReturnType<typeof sampleShopData>>['names'] }> | null = null;
const shop = () =>
  (catalogue ??= sampleShopData().then(({ commodities, names }) => ({
    rows: demoShopRows(commodities).map((r, i) => ({ name_en: null, name_zh: null, sale_start: null, sale_end: null, ...r, id: i + 1 }) as ShopItemRow),
    names,
  })));
const item = async (row: ShopItemRow, lang: Lang): Promise<ShopItem> =>
  toShopItem(row, row.item_id === null ? null : ((await shop()).names.get(Number(row.item_id)) ?? null), lang, PICTURES);
const find = async (id: unknown) => (await shop()).rows.find((r) => r.id === Number(id));
/** The catalogue rows and the sample's names, shared with the console's shop mock (mock/admin-shop.ts): a change there shows here. */
export const mockShopCatalogue = () => shop();

async function place(req: MockRequest, res: MockResponse, type: 'purchase' | 'gift_sent') {
  const body = req.body ?? {};
  const row = await find(body.shopItemId);
  if (!row) return fail(req, res, notFound);
  const reason = unavailableReason(row);
  if (reason) return fail(req, res, unavailable(reason));
  const character = characters.find((c) => c.id === Number(body.characterId));
  // Demo case: DemoAran is in the game right now.
  if (type === 'purchase' && character?.id === DEMO_IN_GAME_CHARACTER) return fail(req, res, new AppError(409, ErrorCode.SHOP_IN_GAME, 'server.shop.inGame'));
  // Demo case: gifts reach DemoFriend only.
  if (type === 'gift_sent' && body.receiverName !== DEMO_GIFT_RECEIVER.character) {
    return fail(req, res, new AppError(409, ErrorCode.SHOP_GIFT_REFUSED, 'server.shop.giftRefused'), 'receiver');
  }
  const quantity = Math.max(1, Number(body.quantity) || 1);
  const total = Number(row.price) * quantity;
  const field = BALANCE_FIELD[row.currency as ShopCurrency];
  // Demo case: the balance is too low.
  if (state.balance[field] < total) {
    return fail(req, res, new AppError(409, ErrorCode.SHOP_NOT_ENOUGH, 'server.shop.notEnough', { currency: translate(langOf(req), `server.shop.currency.${row.currency}`) }));
  }
  state.balance = { ...state.balance, [field]: state.balance[field] - total };
  if (row.stock !== null) row.stock = Number(row.stock) - quantity;
  const shown = await item(row, langOf(req));
  const order: ShopOrder = {
    id: state.orders.length + 1, type, shopItemId: shown.id, itemId: shown.itemId, name: shown.name, icon: shown.icon, quantity, price: total,
    currency: shown.currency, characterName: type === 'purchase' ? (character?.name ?? characters[0].name) : DEMO_GIFT_RECEIVER.character,
    counterpart: type === 'gift_sent' ? DEMO_GIFT_RECEIVER.character : null, status: row.kind === 'item' ? 'pending' : 'delivered',
    inviteCode: row.kind === 'invite_code' ? `MOCK${String(state.orders.length + 1).padStart(8, '0')}` : null, createdAt: time(),
  };
  state.orders.push(order);
  return ok(res, { order, balance: state.balance });
}

const room = async (lang: Lang) => ({
  capacity: SHOP_DRESSING_ROOM_CAPACITY,
  items: await Promise.all(state.room.map(async (id) => item((await find(id))!, lang))),
});
const page = (req: MockRequest) => ({ page: Math.max(1, Number(req.query?.page) || 1), size: Math.min(100, Math.max(1, Number(req.query?.size) || 20)) });

export default {
  'GET /api/v1/shop/items': async (req: MockRequest, res: MockResponse) => {
    const keyword = String(req.query?.keyword ?? '').trim().toLowerCase();
    const category = req.query?.category ? String(req.query.category) : undefined;
    const { page: p, size } = page(req);
    const lang = langOf(req);
    const all = await Promise.all((await shop()).rows.map((r) => item(r, lang)));
    const matching = all.filter((i) => !keyword || i.name.toLowerCase().includes(keyword) || String(i.itemId ?? '').includes(keyword));
    const categories = SHOP_CATEGORIES.map((c) => ({ category: c, count: matching.filter((i) => i.category === c).length })).filter((c) => c.count > 0);
    const inCategory = category ? matching.filter((i) => i.category === category) : matching;
    return ok(res, { items: inCategory.slice((p - 1) * size, p * size), total: inCategory.length, page: p, size, categories });
  },

  'GET /api/v1/shop/items/:id': async (req: MockRequest, res: MockResponse) => {
    const row = await find(req.params?.id);
    if (!row) return fail(req, res, notFound);
    return ok(res, { ...(await item(row, langOf(req))), description: null });
  },

  'GET /api/v1/shop/posters': (req: MockRequest, res: MockResponse) => {
    const lang = langOf(req);
    return ok(res, DEMO_SHOP_POSTERS.map(({ title_zh, title_en, ...p }, i) => ({ id: i + 1, order: i + 1, ...p, title: lang === 'zh-TW' ? title_zh : title_en })));
  },

  'POST /api/v1/shop/purchase': (req: MockRequest, res: MockResponse) => (needLogin(req, res) ? undefined : place(req, res, 'purchase')),

  'POST /api/v1/shop/gift': (req: MockRequest, res: MockResponse) => (needLogin(req, res) ? undefined : place(req, res, 'gift_sent')),

  'GET /api/v1/shop/orders': (req: MockRequest, res: MockResponse) => {
    if (needLogin(req, res)) return;
    const type = req.query?.type && req.query.type !== 'all' ? String(req.query.type) : undefined;
    const { page: p, size } = page(req);
    const list = state.orders.filter((o) => !type || o.type === type).sort((a, b) => b.id - a.id);
    return ok(res, { items: list.slice((p - 1) * size, p * size), total: list.length, page: p, size });
  },

  'GET /api/v1/shop/dressing-room/preview': async (req: MockRequest, res: MockResponse) => {
    if (needLogin(req, res)) return;
    const index = Math.max(0, characters.findIndex((c) => c.id === Number(req.query?.characterId)));
    const c = characters[index];
    const action = String(req.query?.action || 'stand');
    const tried = (await Promise.all(state.room.map((id) => find(id)))).flatMap((r) => (r?.item_id ? [Number(r.item_id)] : []));
    const wearing = [...worn[index], ...tried];
    const pose = action === 'jump' ? 'jump' : `${action}1`;
    const url = `${RENDERER}/Character/${2000 + c.skincolor}/${[12000 + c.skincolor, c.face, c.hair, ...wearing].join(',')}/${pose}/0`;
    return ok(res, { url, action, gender: c.gender, skin: c.skincolor, face: c.face, hair: c.hair, wearing, replaced: [], unwearable: [] });
  },

  'GET /api/v1/shop/dressing-room': async (req: MockRequest, res: MockResponse) => (needLogin(req, res) ? undefined : ok(res, await room(langOf(req)))),

  'PUT /api/v1/shop/dressing-room/items/:shopItemId': async (req: MockRequest, res: MockResponse) => {
    if (needLogin(req, res)) return;
    const row = await find(req.params?.shopItemId);
    if (!row) return fail(req, res, notFound);
    if (!state.room.includes(row.id)) state.room = [...state.room, row.id].slice(-SHOP_DRESSING_ROOM_CAPACITY);
    return ok(res, await room(langOf(req)));
  },

  'DELETE /api/v1/shop/dressing-room/items/:shopItemId': async (req: MockRequest, res: MockResponse) => {
    if (needLogin(req, res)) return;
    state.room = state.room.filter((x) => x !== Number(req.params?.shopItemId));
    return ok(res, await room(langOf(req)));
  },

  'DELETE /api/v1/shop/dressing-room': async (req: MockRequest, res: MockResponse) => {
    if (needLogin(req, res)) return;
    state.room = [];
    return ok(res, await room(langOf(req)));
  },
};
