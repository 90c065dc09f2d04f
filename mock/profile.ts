/**
 * umi mock of the player profile (config/contract/profile.ts) for `npm run dev` without a
 * server: demo01's account, three characters (every equipment slot used between them,
 * cash covers, every inventory tab), the card, check-in, unlock and password change.
 * Messages follow Accept-Language through the shared catalogs, as the server's do.
 *
 *   GET  /api/v1/profile/account               -> ProfileAccount
 *   GET  /api/v1/profile/characters            -> ProfileCharacter[]
 *   GET  /api/v1/profile/characters/:id/items  -> CharacterItems; 404 for an id not in the list, 400 for a non-number
 *   GET  /api/v1/game/character/:name/card.svg -> an SVG card; 404 envelope for another name
 *   GET  /api/v1/checkin?month=YYYY-MM         -> CheckinStatus (400 for a malformed month)
 *   POST /api/v1/checkin {characterId}         -> CheckinResult; 400 without a character, 404 for another id,
 *                                                 409 the second time (until the dev server restarts)
 *   POST /api/v1/account/unlock                -> UnlockResult. Method 1 is refused (422, 6 minutes left: the
 *                                                 mock account logged in 4 minutes ago); method 2: the birthday is
 *                                                 2000-01-01 ('' -> 400 enter birthday, another -> 400 check birthday)
 *   PUT  /api/v1/account/password              -> {revokedSessions: 1, token, expires_in}; current password demo1234, else 400;
 *                                                 confirmation differs -> 400; no captcha -> 400
 * Every endpoint but the card answers 401 without a Bearer token.
 */
import { ErrorCode } from '../config/codes';
import { EQUIP_SLOT_CODES, equipSlotOf, type EquipSlot } from '../config/equipSlots';
import { expPercent, expToNextLevel } from '../config/expTable';
import { jobKey } from '../config/jobs';
import { PASSWORD_PATTERN } from '../config/rules';
import { DEMO_ACCOUNT } from '../server/seed/demo-data';
import { translate, toLang, type Lang } from '../locales';
import type {
  CharacterItems,
  CheckinReward,
  EquippedItem,
  ProfileAccount,
  ProfileCharacter,
  ProfileItem,
} from '../config/contract/profile';

interface MockRequest {
  headers?: Record<string, string | undefined>;
  query?: Record<string, string | undefined>;
  params?: Record<string, string | undefined>;
  body?: Record<string, unknown>;
}
interface MockResponse {
  status(code: number): MockResponse;
  json(body: unknown): MockResponse;
  setHeader?(name: string, value: string): MockResponse;
  send?(body: unknown): MockResponse;
  end?(body?: unknown): MockResponse;
}

const langOf = (req: MockRequest): Lang => toLang(String(req.headers?.['accept-language'] ?? '')) ?? 'zh-TW';
const ok = (res: MockResponse, data: unknown) => res.status(200).json({ code: 0, message: 'ok', data });
const fail = (req: MockRequest, res: MockResponse, status: number, code: number, key: string, values?: Record<string, string | number>, field?: string) =>
  res.status(status).json({ code, message: translate(langOf(req), key, values), data: null, ...(field ? { field } : {}) });
/** Needs any Bearer token (the auth mock's tokens are not checked here). */
function authed(req: MockRequest, res: MockResponse): boolean {
  if (/^Bearer\s+\S+/.test(String(req.headers?.authorization ?? ''))) return true;
  fail(req, res, 401, ErrorCode.UNAUTHORIZED, 'server.auth.unauthorized');
  return false;
}

const ICON = (id: number) => `https://maplestory.io/api/GMS/83/item/${id}/icon`;
const NAMES: Record<number, [string, string, string]> = {
  // id: [zh, en, category]
  1002047: ['紅色戰鬥頭盔', 'Great Red Helmet', 'Cap'],
  1012030: ['眼部疤痕', 'Eye Scar', 'Accessory'],
  1022013: ['黑佐羅面具', 'Black Eye Guard', 'Accessory'],
  1032000: ['錘耳環', 'Weighted Earrings', 'Accessory'],
  1040000: ['黃金鎧甲', 'Yellow Jangoon Armor', 'Coat'],
  1060016: ['黑武褲', 'Black Martial Arts Pants', 'Pants'],
  1072039: ['藍鬥士鞋', 'Mithril Battle Grieves', 'Shoes'],
  1082037: ['青銅精神手套', 'Bronze Wolfskin', 'Glove'],
  1102000: ['綠色冒險披風', 'Green Napoleon', 'Cape'],
  1092013: ['鋰礦方盾', 'Mithril Tower Shield', 'Shield'],
  1302020: ['楓葉戰劍', 'Maple Sword', 'Weapon'],
  1112001: ['戀人戒指', 'Crush Ring', 'Ring'],
  1112002: ['純愛戀人戒指', 'Cloud Ring', 'Ring'],
  1112003: ['丘比特戒指', 'Cupid Ring', 'Ring'],
  1112005: ['維納斯戒指', 'Venus Fireworks', 'Ring'],
  1122000: ['黑龍項環', 'Horntail Necklace', 'Accessory'],
  1902000: ['小浣豬', 'Hog', 'TamingMob'],
  1912000: ['皮鞍子', 'Saddle', 'TamingMob'],
  1142000: ['#1142000', '#1142000', 'Accessory'],
  1132000: ['白色腰帶', 'White Belt', 'Accessory'],
  1000000: ['青毛線帽', 'Blue Beanie', 'Cap'],
  1042077: ['紅與藍', 'Rainbow T', 'Coat'],
  1102058: ['惡魔之翼', 'Gargoyle Wings', 'Cape'],
  1702056: ['黃色電吉他', 'Guitar', 'Weapon'],
  1050045: ['藍魔法戰士衣', 'Blue Calas', 'Longcoat'],
  1050120: ['星座服', 'Horoscope Overall (Male)', 'Longcoat'],
  1372032: ['佘太君龍杖', 'Dragon Wand', 'Weapon'],
  1452000: ['戰鬥弓', 'Battle Bow', 'Weapon'],
  1302005: ['武士刀', 'Sabre', 'Weapon'],
  2000005: ['超級藥水', 'Power Elixir', 'Consume'],
  2049100: ['混沌卷軸60%', 'Chaos Scroll 60%', 'Consume'],
  3010000: ['休閒椅', 'The Relaxer', 'Ins'],
  4000000: ['藍色蝸牛殼', 'Blue Snail Shell', 'Etc'],
  5000000: ['褐色小貓', 'Brown Kitty', 'Pet'],
  5040000: ['縮地石', 'The Teleport Rock', 'Cash'],
  5130000: ['護身符', 'Safety Charm', 'Cash'],
};

type ItemSeed = Partial<ProfileItem> & { itemId: number; position: number };
const EQUIP_DEFAULTS = { itemLevel: 1, upgradeSlots: 7, hammers: 0, stats: {} };
function item(lang: Lang, s: ItemSeed, equip = false): ProfileItem {
  const [zh, en, category] = NAMES[s.itemId] ?? [`#${s.itemId}`, `#${s.itemId}`, null];
  return {
    quantity: 1,
    name: lang === 'zh-TW' ? zh : en,
    category,
    icon: ICON(s.itemId),
    description: null,
    reqLevel: null,
    owner: '',
    petId: -1,
    flag: 0,
    expiration: null,
    giftFrom: '',
    itemLevel: null,
    upgradeSlots: null,
    hammers: null,
    stats: null,
    ...(equip ? EQUIP_DEFAULTS : {}),
    ...s,
  };
}
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().replace(/\.\d{3}Z$/, 'Z');

const worn = (slot: EquipSlot, itemId: number, extra: Partial<ProfileItem> = {}, cash = false): ItemSeed & { cash: boolean } => ({
  itemId,
  position: EQUIP_SLOT_CODES[slot] + (cash ? -100 : 0),
  cash,
  ...extra,
});

/** What each mock character wears (between them: every slot). */
const WORN: Record<number, Array<ItemSeed & { cash: boolean }>> = {
  1: [
    worn('hat', 1002047, { stats: { str: 5, hp: 50, wdef: 90 }, upgradeSlots: 2, itemLevel: 3 }),
    worn('face', 1012030), worn('eye', 1022013), worn('earring', 1032000, { hammers: 1 }),
    worn('top', 1040000, { stats: { str: 6, wdef: 95 } }), worn('bottom', 1060016), worn('shoes', 1072039), worn('gloves', 1082037),
    worn('cape', 1102000), worn('shield', 1092013), worn('weapon', 1302020, { stats: { str: 3, watk: 96, acc: 6 }, upgradeSlots: 0, itemLevel: 5, hammers: 2 }),
    worn('ring1', 1112001), worn('ring2', 1112002), worn('ring3', 1112003), worn('ring4', 1112005), worn('pendant', 1122000),
    worn('mount', 1902000), worn('saddle', 1912000), worn('medal', 1142000), worn('belt', 1132000),
    worn('hat', 1000000, { upgradeSlots: 0 }, true), worn('top', 1042077, { expiration: inDays(45) }, true),
    worn('cape', 1102058, { giftFrom: 'DemoBishop' }, true), worn('weapon', 1702056, {}, true),
  ],
  2: [worn('overall', 1050045, { stats: { int: 8, mdef: 120 } }), worn('weapon', 1372032, { stats: { int: 6, matk: 110 } }), worn('overall', 1050120, {}, true)],
  3: [worn('weapon', 1452000, { stats: { dex: 4, watk: 85 }, hammers: 1 })],
};

const CHARACTERS = [
  { id: 1, name: 'DemoHero', level: 200, job: 112, guild: 'MapleKnights', fame: 120, meso: 48_210_000, map: 100000000, mapName: ['射手村', 'Henesys'], gender: 0, skin: 0, hair: 30030, face: 20000, str: 999, dex: 120, int: 4, luk: 4, hp: 21000, mp: 3200 },
  { id: 2, name: 'DemoBishop', level: 165, job: 232, guild: 'MapleKnights', fame: 64, meso: 12_400_000, map: 211000000, mapName: ['冰原雪域', 'El Nath'], gender: 1, skin: 0, hair: 31000, face: 21000, str: 4, dex: 30, int: 820, luk: 90, hp: 5400, mp: 18000 },
  { id: 3, name: 'DemoArcher', level: 121, job: 312, guild: null, fame: 30, meso: 2_150_000, map: 104040000, mapName: ['射手訓練場Ⅰ', 'Henesys Hunting Ground I'], gender: 0, skin: 1, hair: 30003, face: 20100, str: 40, dex: 560, int: 4, luk: 4, hp: 4200, mp: 1600 },
];

function characters(lang: Lang): ProfileCharacter[] {
  const zh = lang === 'zh-TW' ? 0 : 1;
  return CHARACTERS.map((c, i) => {
    const exp = Math.floor(expToNextLevel(c.level) * [0.4237, 0.8812, 0.1575][i]);
    return {
      id: c.id,
      name: c.name,
      level: c.level,
      job: c.job,
      jobName: translate(lang, jobKey(c.job)),
      guild: c.guild,
      exp,
      expPercent: expPercent(c.level, exp),
      expToNext: expToNextLevel(c.level),
      fame: c.fame,
      meso: c.meso,
      createdAt: '2024-03-01T10:00:00Z',
      lastLogout: '2025-10-30T22:40:00Z',
      str: c.str,
      dex: c.dex,
      int: c.int,
      luk: c.luk,
      hp: c.hp,
      maxHp: c.hp,
      mp: c.mp,
      maxMp: c.mp,
      gender: c.gender,
      skin: c.skin,
      hair: c.hair,
      face: c.face,
      map: c.map,
      mapName: c.mapName[zh],
      avatar: `/api/v1/game/avatar/${c.id}/walk1.svg`,
      card: `/api/v1/game/character/${c.name}/card.svg`,
    };
  });
}

function items(lang: Lang, id: number): CharacterItems {
  const equipped: EquippedItem[] = (WORN[id] ?? []).map(({ cash, ...s }) => ({
    slot: equipSlotOf(s.position, s.itemId)!.slot,
    position: s.position,
    cash,
    item: item(lang, s, true),
  }));
  const bag = id === 1;
  return {
    equipped,
    inventory: {
      equip: bag ? [item(lang, { itemId: 1302005, position: 1, owner: 'demo01', itemLevel: 3, hammers: 1, stats: { str: 2, watk: 55 } }, true)] : [],
      use: [item(lang, { itemId: 2000005, position: 1, quantity: 100 }), ...(bag ? [item(lang, { itemId: 2049100, position: 4, giftFrom: 'DemoBishop' })] : [])],
      setup: bag ? [item(lang, { itemId: 3010000, position: 1 })] : [],
      etc: [item(lang, { itemId: 4000000, position: 1, quantity: 120, flag: 1 })],
      cash: bag
        ? [item(lang, { itemId: 5000000, position: 1, petId: 1, expiration: inDays(90) }), item(lang, { itemId: 5040000, position: 2, quantity: 6, expiration: inDays(30) })]
        : [],
    },
    slots: { equip: 24, use: 24, setup: 24, etc: 24, cash: 96 },
  };
}

export const REWARDS: Array<Omit<CheckinReward, 'name' | 'icon'>> = [
  { day: 1, type: 'maple_point', itemId: null, sn: null, quantity: 0, amount: 100 },
  { day: 2, type: 'item', itemId: 2000005, sn: 80000006, quantity: 10, amount: 0 },
  { day: 3, type: 'vote_points', itemId: null, sn: null, quantity: 0, amount: 1 },
  { day: 4, type: 'item', itemId: 5040000, sn: 30000005, quantity: 1, amount: 0 },
  { day: 5, type: 'reward_points', itemId: null, sn: null, quantity: 0, amount: 2 },
  { day: 6, type: 'item', itemId: 5130000, sn: 50200002, quantity: 1, amount: 0 },
  { day: 7, type: 'nx_credit', itemId: null, sn: null, quantity: 0, amount: 1000 },
];
export function rewards(lang: Lang): CheckinReward[] {
  return REWARDS.map((r) => ({
    ...r,
    name: r.itemId ? (NAMES[r.itemId]?.[lang === 'zh-TW' ? 0 : 1] ?? `#${r.itemId}`) : translate(lang, `server.checkin.currency.${r.type}`),
    icon: r.itemId ? ICON(r.itemId) : null,
  }));
}

/** Check-in state of the mock (the three days before today checked in: a streak of 3). */
const checkedIn = new Set<string>();
const dayOf = (offset: number) => new Date(Date.now() + 8 * 3_600_000 + offset * 86_400_000).toISOString().slice(0, 10);
for (const back of [1, 2, 3]) checkedIn.add(dayOf(-back));

function streakUpTo(day: number): number {
  let n = 0;
  while (checkedIn.has(dayOf(day - n))) n += 1;
  return n;
}

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;
const BIRTHDAY = DEMO_ACCOUNT.birthday;

export default {
  'GET /api/v1/profile/account': (req: MockRequest, res: MockResponse) => {
    if (!authed(req, res)) return;
    const data: ProfileAccount = {
      username: DEMO_ACCOUNT.username,
      nickname: DEMO_ACCOUNT.nickname,
      email: DEMO_ACCOUNT.email.replace(/^(.)[^@]*(.)@/, '$1***$2@'),
      registeredAt: `${DEMO_ACCOUNT.createdAt.replace(' ', 'T')}Z`,
      lastLogin: new Date(Date.now() - 4 * 60_000).toISOString().replace(/\.\d{3}Z$/, 'Z'),
      gender: DEMO_ACCOUNT.gender === 1 ? 'female' : 'male',
      characterSlots: DEMO_ACCOUNT.characterSlots,
      characterCount: CHARACTERS.length,
      status: ['normal', 'offline'],
      banReason: null,
      currencies: DEMO_ACCOUNT.currencies,
      birthdaySet: true,
    };
    return ok(res, data);
  },

  'GET /api/v1/profile/characters': (req: MockRequest, res: MockResponse) => {
    if (!authed(req, res)) return;
    return ok(res, characters(langOf(req)));
  },

  'GET /api/v1/profile/characters/:id/items': (req: MockRequest, res: MockResponse) => {
    if (!authed(req, res)) return;
    const raw = String(req.params?.id ?? '');
    if (!/^\d+$/.test(raw) || Number(raw) < 1) return fail(req, res, 400, ErrorCode.VALIDATION, 'errors.validation');
    const id = Number(raw);
    if (!CHARACTERS.some((c) => c.id === id)) return fail(req, res, 404, ErrorCode.NOT_FOUND, 'server.profile.characterNotFound');
    return ok(res, items(langOf(req), id));
  },

  'GET /api/v1/game/character/:name/card.svg': (req: MockRequest, res: MockResponse) => {
    const c = characters(langOf(req)).find((x) => x.name.toLowerCase() === String(req.params?.name ?? '').toLowerCase());
    if (!c) return fail(req, res, 404, ErrorCode.NOT_FOUND, 'game.characterNotFound');
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 480 200" width="480" height="200" role="img" aria-label="${c.name}"><rect width="480" height="200" rx="18" fill="#ffe9c9"/><text x="168" y="58" font-size="26" font-weight="700">${c.name}</text><text x="168" y="84" font-size="15">Lv. ${c.level} · ${c.jobName}</text></svg>`;
    res.setHeader?.('content-type', 'image/svg+xml; charset=utf-8');
    const sent = res.status(200);
    return sent.send ? sent.send(svg) : sent.end?.(svg);
  },

  'GET /api/v1/checkin': (req: MockRequest, res: MockResponse) => {
    if (!authed(req, res)) return;
    const today = dayOf(0);
    const month = req.query?.month ?? today.slice(0, 7);
    if (!MONTH.test(month)) return fail(req, res, 400, ErrorCode.VALIDATION, 'server.validation.month.pattern');
    const [y, m] = month.split('-').map(Number);
    const days = new Date(Date.UTC(y, m, 0)).getUTCDate();
    const todayDone = checkedIn.has(today);
    const streak = todayDone ? streakUpTo(0) : streakUpTo(-1);
    const table = rewards(langOf(req));
    return ok(res, {
      gameDate: today,
      checkedInToday: todayDone,
      streak,
      month: Array.from({ length: days }, (_, i) => {
        const date = `${month}-${String(i + 1).padStart(2, '0')}`;
        return { date, checkedIn: checkedIn.has(date) };
      }),
      rewards: table,
      nextReward: table[streak % 7],
    });
  },

  'POST /api/v1/checkin': (req: MockRequest, res: MockResponse) => {
    if (!authed(req, res)) return;
    const characterId = req.body?.characterId;
    if (characterId === undefined || characterId === null || characterId === '') {
      return fail(req, res, 400, ErrorCode.VALIDATION, 'server.checkin.selectCharacter', undefined, 'characterId');
    }
    if (!CHARACTERS.some((c) => c.id === Number(characterId))) return fail(req, res, 404, ErrorCode.NOT_FOUND, 'server.profile.characterNotFound');
    const today = dayOf(0);
    if (checkedIn.has(today)) return fail(req, res, 409, ErrorCode.ALREADY_EXISTS, 'server.checkin.already');
    checkedIn.add(today);
    const streak = streakUpTo(0);
    const reward = rewards(langOf(req))[(streak - 1) % 7];
    return ok(res, { gameDate: today, reward, streak, delivered: reward.type === 'item' ? 'gift' : 'direct' });
  },

  'POST /api/v1/account/unlock': (req: MockRequest, res: MockResponse) => {
    if (!authed(req, res)) return;
    const method = req.body?.method;
    if (method !== 1 && method !== 2) return fail(req, res, 400, ErrorCode.VALIDATION, 'errors.validation');
    if (method === 1) return fail(req, res, 422, ErrorCode.UNPROCESSABLE, 'server.unlock.tooRecent', { minutes: 6 });
    const birthday = String(req.body?.birthday ?? '').trim();
    if (!birthday) return fail(req, res, 400, ErrorCode.VALIDATION, 'server.unlock.birthdayRequired', undefined, 'birthday');
    if (birthday !== BIRTHDAY) return fail(req, res, 400, ErrorCode.INVALID_INPUT, 'server.unlock.birthdayWrong', undefined, 'birthday');
    const c = req.body?.characterId ? CHARACTERS.find((x) => x.id === Number(req.body?.characterId)) : undefined;
    if (req.body?.characterId && !c) return fail(req, res, 404, ErrorCode.NOT_FOUND, 'server.profile.characterNotFound');
    const lang = langOf(req);
    return ok(res, {
      method: 2,
      wasLocked: true,
      moved: c ? { characterId: c.id, name: c.name, map: 100000000, mapName: lang === 'zh-TW' ? '射手村' : 'Henesys' } : null,
      notMoved: null,
    });
  },

  'PUT /api/v1/account/password': (req: MockRequest, res: MockResponse) => {
    if (!authed(req, res)) return;
    const b = req.body ?? {};
    const next = String(b.newPassword ?? '');
    if (!PASSWORD_PATTERN.test(next)) return fail(req, res, 400, ErrorCode.VALIDATION, 'server.validation.newPassword.pattern', undefined, 'newPassword');
    if (next !== b.confirmPassword) return fail(req, res, 400, ErrorCode.VALIDATION, 'server.validation.pwd2.mismatch', undefined, 'confirmPassword');
    if (!b.captcha) return fail(req, res, 400, ErrorCode.HUMAN_CHECK_FAILED, 'server.human.missing');
    if (b.currentPassword !== DEMO_ACCOUNT.password) return fail(req, res, 400, ErrorCode.INVALID_INPUT, 'server.password.currentWrong', undefined, 'currentPassword');
    if (next === b.currentPassword) return fail(req, res, 400, ErrorCode.VALIDATION, 'server.password.same', undefined, 'newPassword');
    // The caller's own session goes on with a fresh access token (here: the one it sent).
    const token = String(req.headers?.authorization ?? '').replace(/^Bearer\s+/, '');
    return ok(res, { revokedSessions: 1, token, expires_in: 600 });
  },
};
