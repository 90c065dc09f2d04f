/**
 * umi mock of the web shop (config/contract/shop.ts) for `npm run dev` without a server:
 * in memory, the same rules and error envelopes as the server (messages from the same
 * catalogs, in the caller's Accept-Language).
 *
 *   GET    /api/v1/shop/items?keyword&category&page&size   GET /api/v1/shop/items/:id   GET /api/v1/shop/posters
 *   POST   /api/v1/shop/purchase   POST /api/v1/shop/gift   GET /api/v1/shop/orders?type&page&size
 *   GET    /api/v1/shop/dressing-room   PUT|DELETE /api/v1/shop/dressing-room/items/:shopItemId
 *   DELETE /api/v1/shop/dressing-room   GET /api/v1/shop/dressing-room/preview?characterId&action
 *
 * Login: any `Authorization: Bearer <token>` is the demo account (no header, or
 * `Bearer expired`: 401). Its characters are 1 DemoHero (male), 2 DemoBishop (female),
 * 3 DemoArcher (male) and 4 DemoAran (male, in game right now: buying for it answers the
 * in-game refusal). Balance: 25,000 NX, 3,000 maple points, 42 vote points, 18 reward points.
 * Gift: receiver DemoFriend (birthday 2000-02-02), your birthday 2000-01-01; another own
 * birthday answers its refusal (field senderBirthday), any other receiver or receiver
 * birthday the one gift refusal (field receiver). A repeated idempotency key answers the first order.
 */
import { ErrorCode } from '../config/codes';
import {
  SHOP_CATEGORIES,
  SHOP_GIFT_MESSAGE_MAX_LENGTH,
  SHOP_MAX_QUANTITY,
  SHOP_ORDER_TYPES,
  SHOP_PREVIEW_ACTIONS,
  type ShopBalance,
  type ShopCurrency,
  type ShopItem,
  type ShopOrder,
  type ShopPoster,
  type ShopUnavailableReason,
} from '../config/contract/shop';
import { SHOP_DRESSING_ROOM_CAPACITY } from '../config/rules';
import { translate, toLang, type Lang } from '../locales';

interface MockRequest {
  headers?: Record<string, string | undefined>;
  query?: Record<string, string | string[] | undefined>;
  params?: Record<string, string | undefined>;
  body?: unknown;
}
interface MockResponse {
  status(code: number): MockResponse;
  json(body: unknown): MockResponse;
}

const RENDERER = 'https://maplestory.io/api/GMS/83';
const icon = (id: number) => `${RENDERER}/item/${id}/icon`;
const langOf = (req: MockRequest): Lang => toLang(String(req.headers?.['accept-language'] ?? '')) ?? 'zh-TW';
const ok = (res: MockResponse, data: unknown) => res.status(200).json({ code: 0, message: 'ok', data });
const fail = (req: MockRequest, res: MockResponse, status: number, code: number, key: string, values?: Record<string, string | number>, field?: string) =>
  res.status(status).json({ code, message: translate(langOf(req), key, values), data: null, ...(field ? { field } : {}) });
/** A validation refusal worded like the server's ("Please check your input: <field> ..."). */
const invalid = (req: MockRequest, res: MockResponse, field: string, keyword = 'invalid') => {
  const lang = langOf(req);
  const label = translate(lang, `server.field.${field}`);
  const detail = translate(lang, `server.validation.${keyword}`, { field: label, limit: '' });
  return res.status(400).json({ code: ErrorCode.VALIDATION, message: translate(lang, 'server.validation.message', { detail }), data: null });
};

const time = (offsetDays: number) => new Date(Date.now() + offsetDays * 86400_000).toISOString().slice(0, 19).replace('T', ' ');

interface Entry {
  id: number;
  kind: 'item' | 'invite_code';
  itemId: number | null;
  sn: number | null;
  en: string;
  zh: string;
  category: ShopItem['category'];
  price: number;
  currency: ShopCurrency;
  count?: number;
  maxQuantity?: number;
  stock?: number | null;
  days?: number;
  saleStart?: string | null;
  saleEnd?: string | null;
  onSale?: boolean;
  limit?: number | null;
  gender?: number;
  slot?: ShopItem['slot'];
}

const ENTRIES: Entry[] = [
  { id: 1, kind: 'item', itemId: 1000018, sn: 10000201, en: 'Kuniragi Hat', zh: '頑童帽', category: 'Cap', price: 4300, currency: 'nx_credit', days: 90, gender: 0, slot: 'Cap', limit: 1 },
  { id: 2, kind: 'item', itemId: 1001002, sn: 10000628, en: 'Witch Hat', zh: '魔女帽', category: 'Cap', price: 1000, currency: 'nx_credit', days: 90, gender: 1, slot: 'Cap' },
  { id: 3, kind: 'item', itemId: 1050125, sn: 10000760, en: 'Brown Casual Look', zh: '褐色休閒大衣', category: 'Longcoat', price: 4500, currency: 'nx_credit', days: 90, gender: 0, slot: 'Longcoat', stock: 5 },
  { id: 4, kind: 'item', itemId: 1051029, sn: 10000496, en: 'Red Swimming Suit', zh: '紅色泳衣', category: 'Longcoat', price: 1200, currency: 'maple_point', days: 90, gender: 1, slot: 'Longcoat' },
  { id: 5, kind: 'item', itemId: 1040124, sn: 10000123, en: 'Crusader T-Shirt', zh: '英格蘭T恤', category: 'Coat', price: 2700, currency: 'nx_credit', days: 90, gender: 0, slot: 'Coat' },
  { id: 6, kind: 'item', itemId: 1041131, sn: 10000409, en: 'Pink Ribboned Janie', zh: '粉娃娃衫', category: 'Coat', price: 3500, currency: 'nx_credit', days: 90, gender: 1, slot: 'Coat', onSale: false },
  { id: 7, kind: 'item', itemId: 1060114, sn: 10000116, en: 'Washed Jeans', zh: '蘋果牛仔褲', category: 'Pants', price: 1800, currency: 'nx_credit', days: 90, gender: 0, slot: 'Pants', stock: 0 },
  { id: 8, kind: 'item', itemId: 1061126, sn: 10000452, en: 'Plitz Skirt', zh: '白色超短裙', category: 'Pants', price: 2400, currency: 'nx_credit', days: 90, gender: 1, slot: 'Pants', saleStart: time(7), saleEnd: time(14) },
  { id: 9, kind: 'item', itemId: 1072099, sn: 10000234, en: 'Red Baseball Cleats', zh: '紅色棒球鞋', category: 'Shoes', price: 2300, currency: 'nx_credit', days: 90, gender: 2, slot: 'Shoes', saleStart: time(-14), saleEnd: time(-1) },
  { id: 10, kind: 'item', itemId: 1702001, sn: 10000825, en: 'Bouquet', zh: '玫瑰花束', category: 'Weapon', price: 4500, currency: 'nx_credit', days: 90, gender: 2, slot: 'Weapon', saleStart: time(-1), saleEnd: time(30) },
  { id: 11, kind: 'item', itemId: 1102058, sn: 10000454, en: 'Gargoyle Wings', zh: '惡魔之翼', category: 'Cape', price: 5, currency: 'vote_points', days: 90, gender: 2, slot: 'Cape' },
  { id: 12, kind: 'item', itemId: 1082156, sn: 10000904, en: 'Teddy Bear Gloves', zh: '熊仔手套', category: 'Glove', price: 3, currency: 'reward_points', days: 90, gender: 2, slot: 'Glove' },
  { id: 13, kind: 'item', itemId: 2000005, sn: 80000006, en: 'Power Elixir', zh: '超級藥水', category: 'Consume', price: 1500, currency: 'nx_credit', count: 10, maxQuantity: 10 },
  { id: 14, kind: 'item', itemId: 5071000, sn: 10000582, en: 'Megaphone', zh: '紅喇叭', category: 'Cash', price: 1500, currency: 'nx_credit', count: 10, days: 90, maxQuantity: 10 },
  { id: 15, kind: 'item', itemId: 5000000, sn: 10000063, en: 'Brown Kitty', zh: '褐色小貓', category: 'Pet', price: 4900, currency: 'nx_credit' },
  { id: 17, kind: 'item', itemId: 1081003, sn: 10000694, en: 'White Cat Gloves', zh: '白玉咪咪手套', category: 'Glove', price: 2400, currency: 'nx_credit', days: 90, gender: 1, slot: 'Glove' },
  { id: 16, kind: 'invite_code', itemId: null, sn: null, en: 'Invite code', zh: '邀請碼', category: 'Site', price: 3000, currency: 'nx_credit', limit: 3 },
];

const POSTERS: Array<Omit<ShopPoster, 'title'> & { zh: string; en: string }> = [
  { id: 1, zh: '冬季新裝上市', en: 'Winter outfits are here', image: '/images/shop-posters/winter-outfits.svg', link: '/shop?category=Longcoat', order: 1 },
  { id: 2, zh: '可愛寵物來報到', en: 'Meet the new pets', image: '/images/shop-posters/new-pets.svg', link: '/shop?category=Pet', order: 2 },
  { id: 3, zh: '楓葉點數也能購物', en: 'Shop with Maple Points too', image: '/images/shop-posters/maple-points.svg', link: null, order: 3 },
  { id: 4, zh: '邀請好友一起冒險', en: 'Invite a friend to the adventure', image: '/images/shop-posters/invite-friends.svg', link: '/shop?category=Site', order: 4 },
];

const CHARACTERS = [
  { id: 1, name: 'DemoHero', gender: 0, skin: 0, face: 20000, hair: 30030, equips: { '-1': 1002140, '-5': 1040002, '-6': 1060002, '-7': 1072001, '-11': 1302000 } },
  { id: 2, name: 'DemoBishop', gender: 1, skin: 0, face: 21000, hair: 31000, equips: { '-1': 1002140, '-5': 1041002, '-6': 1061002, '-11': 1372000 } },
  { id: 3, name: 'DemoArcher', gender: 0, skin: 1, face: 20001, hair: 30020, equips: { '-5': 1040002, '-6': 1060002, '-11': 1452000 } },
  { id: 4, name: 'DemoAran', gender: 0, skin: 0, face: 20000, hair: 30000, equips: { '-5': 1040002, '-6': 1060002, '-11': 1442000 } },
];
const IN_GAME_CHARACTER = 4;
const GIFT = { receiver: 'DemoFriend', receiverBirthday: '2000-02-02', senderBirthday: '2000-01-01', sender: 'DemoHero' };

const SLOT_POSITION: Record<string, number> = {
  Cap: -1, FaceAccessory: -2, EyeAccessory: -3, Earrings: -4, Coat: -5, Longcoat: -5, Pants: -6, Shoes: -7, Glove: -8, Cape: -9, Shield: -10, Weapon: -11,
};
const CURRENCY_FIELD = { nx_credit: 'nxCredit', maple_point: 'maplePoint', vote_points: 'votePoints', reward_points: 'rewardPoints' } as const;

const state = {
  balance: { nxCredit: 25000, maplePoint: 3000, votePoints: 42, rewardPoints: 18 } as ShopBalance,
  stock: new Map<number, number | null>(ENTRIES.map((e) => [e.id, e.stock ?? null])),
  orders: [] as Array<ShopOrder & { key: string | null; itemEn: string; itemZh: string }>,
  byKey: new Map<string, number>(),
  room: [] as number[],
  nextOrder: 1,
};
state.orders.push({
  id: state.nextOrder++, key: null, type: 'gift_received', shopItemId: 15, itemId: 5000000, name: '', itemEn: 'Brown Kitty', itemZh: '褐色小貓',
  icon: icon(5000000), quantity: 1, price: 4900, currency: 'nx_credit', characterName: 'DemoHero', counterpart: 'DemoFriend',
  status: 'pending', inviteCode: null, createdAt: time(-2),
});

function reasonOf(e: Entry): ShopUnavailableReason | null {
  const now = time(0);
  if (e.onSale === false) return 'not_for_sale';
  if (e.saleStart && now < e.saleStart) return 'sale_not_started';
  if (e.saleEnd && now >= e.saleEnd) return 'sale_ended';
  const stock = state.stock.get(e.id);
  if (stock !== null && stock !== undefined && stock <= 0) return 'out_of_stock';
  return null;
}

function toItem(e: Entry, lang: Lang): ShopItem {
  const reason = reasonOf(e);
  const maxQuantity = e.maxQuantity ?? 1;
  return {
    id: e.id, kind: e.kind, itemId: e.itemId, sn: e.sn, name: lang === 'zh-TW' ? e.zh : e.en, category: e.category,
    icon: e.itemId === null ? null : icon(e.itemId), price: e.price, currency: e.currency, count: e.count ?? 1,
    stackable: maxQuantity > 1, maxQuantity, stock: state.stock.get(e.id) ?? null,
    expiration: e.days ? { unit: 'days', value: e.days } : { unit: 'permanent', value: 0 },
    saleStart: e.saleStart ?? null, saleEnd: e.saleEnd ?? null, onSale: e.onSale !== false, limitPerAccount: e.limit ?? null,
    gender: e.gender ?? 2, slot: e.slot ?? null, available: reason === null, unavailableReason: reason,
  };
}

const orderOut = (o: (typeof state.orders)[number], lang: Lang): ShopOrder => {
  const { key: _key, itemEn, itemZh, ...order } = o;
  void _key;
  return { ...order, name: lang === 'zh-TW' ? itemZh : itemEn };
};

const loggedIn = (req: MockRequest) => {
  const header = String(req.headers?.authorization ?? '');
  return header.startsWith('Bearer ') && header.length > 7 && header.slice(7) !== 'expired';
};
const needLogin = (req: MockRequest, res: MockResponse) => {
  if (loggedIn(req)) return false;
  fail(req, res, 401, ErrorCode.UNAUTHORIZED, 'server.auth.unauthorized');
  return true;
};

const intIn = (v: unknown, min: number, max: number) => typeof v === 'number' && Number.isInteger(v) && v >= min && v <= max;
const queryInt = (v: unknown, min: number, max: number, def: number): number | null => {
  if (v === undefined || v === '') return def;
  const n = Number(v);
  return Number.isInteger(n) && n >= min && n <= max ? n : null;
};
const KEY = /^[A-Za-z0-9_-]{8,64}$/;
const BIRTHDAY = /^\d{4}-\d{2}-\d{2}$/;

type Body = Record<string, unknown>;

/** The shared steps of a purchase and a gift (the server runs them in one transaction). */
function place(req: MockRequest, res: MockResponse, body: Body, type: 'purchase' | 'gift_sent', receiver: { name: string }) {
  const lang = langOf(req);
  const key = String(body.idempotencyKey);
  const first = state.byKey.get(key);
  if (first !== undefined) {
    const order = state.orders.find((o) => o.id === first)!;
    if (order.shopItemId !== body.shopItemId || order.quantity !== body.quantity || order.type !== type) {
      return fail(req, res, 409, ErrorCode.SHOP_KEY_REUSED, 'server.shop.keyReused');
    }
    return ok(res, { order: orderOut(order, lang), balance: state.balance });
  }
  const entry = ENTRIES.find((e) => e.id === body.shopItemId);
  if (!entry) return fail(req, res, 404, ErrorCode.NOT_FOUND, 'server.shop.notFound');
  const reason = reasonOf(entry);
  if (reason) return fail(req, res, 409, ErrorCode.SHOP_UNAVAILABLE, `server.shop.${{ not_for_sale: 'notForSale', out_of_stock: 'outOfStock', sale_not_started: 'saleNotStarted', sale_ended: 'saleEnded' }[reason]}`);
  const quantity = Number(body.quantity);
  const max = entry.maxQuantity ?? 1;
  if (quantity > max) return fail(req, res, 400, ErrorCode.INVALID_INPUT, 'server.shop.tooMany', { max });
  if (type === 'gift_sent' && entry.kind !== 'item') return fail(req, res, 409, ErrorCode.SHOP_UNAVAILABLE, 'server.shop.notGiftable');
  if (entry.limit) {
    const used = state.orders.filter((o) => o.shopItemId === entry.id && o.type !== 'gift_received').reduce((n, o) => n + o.quantity, 0);
    const left = Math.max(0, entry.limit - used);
    if (quantity > left) return fail(req, res, 409, ErrorCode.SHOP_LIMIT_REACHED, 'server.shop.limitReached', { limit: entry.limit, left });
  }
  if (type === 'purchase' && body.characterId === IN_GAME_CHARACTER) return fail(req, res, 409, ErrorCode.SHOP_IN_GAME, 'server.shop.inGame');
  const total = entry.price * quantity;
  const field = CURRENCY_FIELD[entry.currency];
  if (state.balance[field] < total) {
    return fail(req, res, 409, ErrorCode.SHOP_NOT_ENOUGH, 'server.shop.notEnough', { currency: translate(lang, `server.shop.currency.${entry.currency}`) });
  }
  const stock = state.stock.get(entry.id);
  if (stock !== null && stock !== undefined && stock < quantity) return fail(req, res, 409, ErrorCode.SHOP_UNAVAILABLE, 'server.shop.outOfStock');
  // As on the server: the sender's side first, the receiver last (one answer for any receiver mistake).
  if (type === 'gift_sent') {
    if (body.senderBirthday !== GIFT.senderBirthday) return fail(req, res, 400, ErrorCode.INVALID_INPUT, 'server.shop.senderBirthdayWrong', undefined, 'senderBirthday');
    if (body.receiverName !== GIFT.receiver || body.receiverBirthday !== GIFT.receiverBirthday) {
      return fail(req, res, 409, ErrorCode.SHOP_GIFT_REFUSED, 'server.shop.giftRefused', undefined, 'receiver');
    }
  }
  if (stock !== null && stock !== undefined) state.stock.set(entry.id, stock - quantity);
  state.balance = { ...state.balance, [field]: state.balance[field] - total };
  const order = {
    id: state.nextOrder++, key, type, shopItemId: entry.id, itemId: entry.itemId, name: '', itemEn: entry.en, itemZh: entry.zh,
    icon: entry.itemId === null ? null : icon(entry.itemId), quantity, price: total, currency: entry.currency,
    characterName: receiver.name, counterpart: type === 'gift_sent' ? receiver.name : null,
    status: entry.kind === 'item' ? ('pending' as const) : ('delivered' as const),
    inviteCode: entry.kind === 'invite_code' ? `MOCK${String(state.nextOrder).padStart(8, '0')}` : null,
    createdAt: time(0),
  };
  state.orders.push(order);
  state.byKey.set(key, order.id);
  return ok(res, { order: orderOut(order, lang), balance: state.balance });
}

const room = (lang: Lang) => ({
  capacity: SHOP_DRESSING_ROOM_CAPACITY,
  items: state.room.map((id) => toItem(ENTRIES.find((e) => e.id === id)!, lang)),
});

export default {
  'GET /api/v1/shop/items': (req: MockRequest, res: MockResponse) => {
    const q = req.query ?? {};
    const keyword = String(q.keyword ?? '').trim().toLowerCase();
    if (keyword.length > 50) return invalid(req, res, 'keyword', 'maxLength');
    const category = q.category === undefined || q.category === '' ? undefined : String(q.category);
    if (category && !(SHOP_CATEGORIES as readonly string[]).includes(category)) return invalid(req, res, 'category', 'anyOf');
    const page = queryInt(q.page, 1, 100000, 1);
    const size = queryInt(q.size, 1, 100, 20);
    if (page === null) return invalid(req, res, 'page');
    if (size === null) return invalid(req, res, 'size');
    const lang = langOf(req);
    const matching = ENTRIES.filter((e) => !keyword || [e.en, e.zh, e.itemId === null ? '' : String(e.itemId)].some((t) => t.toLowerCase().includes(keyword)));
    const categories = SHOP_CATEGORIES.map((c) => ({ category: c, count: matching.filter((e) => e.category === c).length })).filter((c) => c.count > 0);
    const inCategory = category ? matching.filter((e) => e.category === category) : matching;
    return ok(res, { items: inCategory.slice((page - 1) * size, page * size).map((e) => toItem(e, lang)), total: inCategory.length, page, size, categories });
  },

  'GET /api/v1/shop/items/:id': (req: MockRequest, res: MockResponse) => {
    const entry = ENTRIES.find((e) => String(e.id) === req.params?.id);
    if (!entry) return fail(req, res, 404, ErrorCode.NOT_FOUND, 'server.shop.notFound');
    const lang = langOf(req);
    return ok(res, { ...toItem(entry, lang), description: entry.kind === 'item' ? (lang === 'zh-TW' ? '網頁商城的範例商品。' : 'A sample item of the web shop.') : null });
  },

  'GET /api/v1/shop/posters': (req: MockRequest, res: MockResponse) => {
    const lang = langOf(req);
    return ok(res, POSTERS.map(({ zh, en, ...p }) => ({ ...p, title: lang === 'zh-TW' ? zh : en })));
  },

  'POST /api/v1/shop/purchase': (req: MockRequest, res: MockResponse) => {
    if (needLogin(req, res)) return;
    const body = (req.body ?? {}) as Body;
    if (!intIn(body.shopItemId, 1, 2147483647)) return invalid(req, res, 'shopItemId');
    if (!intIn(body.characterId, 1, 2147483647)) return invalid(req, res, 'characterId');
    if (!intIn(body.quantity, 1, SHOP_MAX_QUANTITY)) return invalid(req, res, 'quantity');
    if (typeof body.idempotencyKey !== 'string' || !KEY.test(body.idempotencyKey)) return invalid(req, res, 'idempotencyKey', 'pattern');
    const character = CHARACTERS.find((c) => c.id === body.characterId);
    if (!character) return fail(req, res, 404, ErrorCode.NOT_FOUND, 'server.shop.characterNotFound');
    return place(req, res, body, 'purchase', character);
  },

  'POST /api/v1/shop/gift': (req: MockRequest, res: MockResponse) => {
    if (needLogin(req, res)) return;
    const body = (req.body ?? {}) as Body;
    if (!intIn(body.shopItemId, 1, 2147483647)) return invalid(req, res, 'shopItemId');
    if (!intIn(body.quantity, 1, SHOP_MAX_QUANTITY)) return invalid(req, res, 'quantity');
    if (typeof body.receiverName !== 'string' || body.receiverName.length < 1 || body.receiverName.length > 13) return invalid(req, res, 'receiverName');
    if (typeof body.receiverBirthday !== 'string' || !BIRTHDAY.test(body.receiverBirthday)) return invalid(req, res, 'receiverBirthday', 'pattern');
    if (typeof body.senderBirthday !== 'string' || !BIRTHDAY.test(body.senderBirthday)) return invalid(req, res, 'senderBirthday', 'pattern');
    if (body.message !== undefined && (typeof body.message !== 'string' || body.message.length > SHOP_GIFT_MESSAGE_MAX_LENGTH)) return invalid(req, res, 'message', 'maxLength');
    if (typeof body.message === 'string' && Buffer.byteLength(body.message.trim(), 'utf8') > 255) return fail(req, res, 400, ErrorCode.INVALID_INPUT, 'server.shop.messageTooLong');
    if (typeof body.idempotencyKey !== 'string' || !KEY.test(body.idempotencyKey)) return invalid(req, res, 'idempotencyKey', 'pattern');
    return place(req, res, body, 'gift_sent', { name: String(body.receiverName) });
  },

  'GET /api/v1/shop/orders': (req: MockRequest, res: MockResponse) => {
    if (needLogin(req, res)) return;
    const q = req.query ?? {};
    const type = q.type === undefined || q.type === '' ? 'all' : String(q.type);
    if (type !== 'all' && !(SHOP_ORDER_TYPES as readonly string[]).includes(type)) return invalid(req, res, 'type', 'anyOf');
    const page = queryInt(q.page, 1, 100000, 1);
    const size = queryInt(q.size, 1, 100, 20);
    if (page === null) return invalid(req, res, 'page');
    if (size === null) return invalid(req, res, 'size');
    const lang = langOf(req);
    const list = state.orders.filter((o) => type === 'all' || o.type === type).sort((a, b) => b.id - a.id);
    return ok(res, { items: list.slice((page - 1) * size, page * size).map((o) => orderOut(o, lang)), total: list.length, page, size });
  },

  'GET /api/v1/shop/dressing-room/preview': (req: MockRequest, res: MockResponse) => {
    if (needLogin(req, res)) return;
    const q = req.query ?? {};
    const characterId = queryInt(q.characterId, 1, 2147483647, 0);
    if (!characterId) return invalid(req, res, 'characterId');
    const action = q.action === undefined || q.action === '' ? 'stand' : String(q.action);
    if (!(SHOP_PREVIEW_ACTIONS as readonly string[]).includes(action)) return invalid(req, res, 'action', 'anyOf');
    const character = CHARACTERS.find((c) => c.id === characterId);
    if (!character) return fail(req, res, 404, ErrorCode.NOT_FOUND, 'server.shop.characterNotFound');
    const drawn = new Map<number, number>(Object.entries(character.equips).map(([p, id]) => [Number(p), id]));
    const replaced: number[] = [];
    const unwearable: number[] = [];
    const take = (pos: number) => {
      const was = drawn.get(pos);
      if (was !== undefined && !replaced.includes(was)) replaced.push(was);
      drawn.delete(pos);
    };
    for (const id of state.room) {
      const e = ENTRIES.find((x) => x.id === id)!;
      if (e.gender !== undefined && e.gender !== 2 && e.gender !== character.gender) {
        unwearable.push(e.id);
        continue;
      }
      const pos = e.slot ? SLOT_POSITION[e.slot] : undefined;
      if (pos === undefined || e.itemId === null) continue;
      if (e.slot === 'Longcoat') take(-6);
      if (e.slot === 'Pants' && Math.floor((drawn.get(-5) ?? 0) / 10000) === 105) take(-5);
      take(pos);
      drawn.set(pos, e.itemId);
    }
    const wearing = [...drawn.entries()].sort((a, b) => b[0] - a[0]).map(([, id]) => id);
    const weapon = drawn.get(-11);
    const two = weapon !== undefined && Math.floor(weapon / 10000) >= 140 && Math.floor(weapon / 10000) <= 144;
    const pose = action === 'jump' ? 'jump' : `${action}${two ? 2 : 1}`;
    const url = `${RENDERER}/Character/${2000 + character.skin}/${[12000 + character.skin, character.face, character.hair, ...wearing].join(',')}/${pose}/0`;
    return ok(res, { url, action, gender: character.gender, skin: character.skin, face: character.face, hair: character.hair, wearing, replaced, unwearable });
  },

  'GET /api/v1/shop/dressing-room': (req: MockRequest, res: MockResponse) => {
    if (needLogin(req, res)) return;
    return ok(res, room(langOf(req)));
  },

  'PUT /api/v1/shop/dressing-room/items/:shopItemId': (req: MockRequest, res: MockResponse) => {
    if (needLogin(req, res)) return;
    const id = Number(req.params?.shopItemId);
    if (!Number.isInteger(id) || id < 1) return invalid(req, res, 'shopItemId');
    const entry = ENTRIES.find((e) => e.id === id);
    if (!entry) return fail(req, res, 404, ErrorCode.NOT_FOUND, 'server.shop.notFound');
    if (!entry.slot) return fail(req, res, 422, ErrorCode.UNPROCESSABLE, 'server.shop.notWearable');
    if (!state.room.includes(id)) {
      if (state.room.length >= SHOP_DRESSING_ROOM_CAPACITY) {
        return fail(req, res, 409, ErrorCode.SHOP_DRESSING_ROOM_FULL, 'server.shop.dressingRoomFull', { capacity: SHOP_DRESSING_ROOM_CAPACITY });
      }
      state.room.push(id);
    }
    return ok(res, room(langOf(req)));
  },

  'DELETE /api/v1/shop/dressing-room/items/:shopItemId': (req: MockRequest, res: MockResponse) => {
    if (needLogin(req, res)) return;
    const id = Number(req.params?.shopItemId);
    if (!Number.isInteger(id) || id < 1) return invalid(req, res, 'shopItemId');
    state.room = state.room.filter((x) => x !== id);
    return ok(res, room(langOf(req)));
  },

  'DELETE /api/v1/shop/dressing-room': (req: MockRequest, res: MockResponse) => {
    if (needLogin(req, res)) return;
    state.room = [];
    return ok(res, room(langOf(req)));
  },
};
