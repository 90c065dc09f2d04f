/** Sample profile data for stories and tests (same shapes as the profile API answers). */
import type { EquipSlot } from '../../../../config/equipSlots';
import type { CharacterItems, CheckinReward, CheckinStatus, EquippedItem, ProfileAccount, ProfileCharacter, ProfileItem } from '@/services/profile';

/** A small drawn icon standing in for the renderer's item icon. */
export const sampleIcon = (hue: number) =>
  `data:image/svg+xml;utf8,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><circle cx="16" cy="16" r="9" fill="hsl(${hue},70%,55%)"/><circle cx="13" cy="13" r="3" fill="#fff8"/></svg>`,
  )}`;

export const sampleAvatar = (hue: number) =>
  `data:image/svg+xml;utf8,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96"><circle cx="48" cy="34" r="16" fill="#f5d0a9"/><path d="M31 32c0-16 34-16 34 0-6-5-28-5-34 0z" fill="hsl(${hue},45%,35%)"/><rect x="33" y="52" width="30" height="26" rx="8" fill="hsl(${hue + 180},55%,55%)"/><rect x="36" y="78" width="9" height="12" rx="3" fill="#3b3b5c"/><rect x="51" y="78" width="9" height="12" rx="3" fill="#3b3b5c"/></svg>`,
  )}`;

export const sampleAccount: ProfileAccount = {
  username: 'demo01',
  nickname: '楓之谷旅人',
  email: 'de***@example.com',
  registeredAt: '2025-03-14T08:00:00Z',
  lastLogin: '2026-11-20T12:00:00Z',
  gender: 'female',
  characterSlots: 6,
  characterCount: 3,
  status: ['normal', 'offline'],
  banReason: null,
  currencies: { nxCredit: 125000, maplePoint: 3200, nxPrepaid: 0, rewardPoints: 42, votePoints: 17 },
  birthdaySet: true,
};

const character = (c: Partial<ProfileCharacter> & Pick<ProfileCharacter, 'id' | 'name' | 'level' | 'job' | 'jobName'>): ProfileCharacter => ({
  guild: null,
  exp: 0,
  expPercent: 0,
  expToNext: 1,
  fame: 0,
  meso: 0,
  createdAt: null,
  lastLogout: null,
  str: 4,
  dex: 4,
  int: 4,
  luk: 4,
  hp: 50,
  maxHp: 50,
  mp: 5,
  maxMp: 5,
  gender: 0,
  skin: 0,
  hair: 30000,
  face: 20000,
  map: 100000000,
  mapName: 'Henesys',
  avatar: '',
  card: `/api/v1/game/character/${encodeURIComponent(c.name)}/card.svg`,
  ...c,
});

export const sampleCharacters: ProfileCharacter[] = [
  character({
    id: 1,
    name: 'MapleHero',
    level: 120,
    job: 112,
    jobName: 'Hero',
    guild: 'Phoenix',
    exp: 12_345_678,
    expPercent: 63.42,
    expToNext: 19_466_020,
    fame: 87,
    meso: 123_456_789,
    createdAt: '2025-03-14T08:10:00Z',
    lastLogout: '2026-11-20T11:58:00Z',
    str: 612,
    dex: 78,
    hp: 8_420,
    maxHp: 9_800,
    mp: 1_240,
    maxMp: 1_240,
    avatar: sampleAvatar(20),
  }),
  character({
    id: 2,
    name: '小星星',
    level: 70,
    job: 221,
    jobName: 'Priest',
    exp: 1_202_000,
    expPercent: 12.5,
    expToNext: 9_616_000,
    fame: 12,
    meso: 3_400_000,
    createdAt: '2025-06-01T02:00:00Z',
    lastLogout: '2026-10-02T09:30:00Z',
    dex: 20,
    int: 350,
    luk: 40,
    hp: 1_500,
    maxHp: 1_500,
    mp: 6_100,
    maxMp: 6_400,
    gender: 1,
    avatar: sampleAvatar(280),
  }),
  character({
    id: 3,
    name: 'ShadowFox',
    level: 35,
    job: 410,
    jobName: 'Assassin',
    guild: '楓葉聯盟',
    exp: 45_000,
    expPercent: 88.1,
    expToNext: 51_077,
    fame: 3,
    meso: 250_000,
    createdAt: '2026-01-05T13:00:00Z',
    str: 30,
    dex: 60,
    luk: 160,
    hp: 900,
    maxHp: 900,
    mp: 400,
    maxMp: 400,
  }),
];

const item = (itemId: number, position: number, name: string, hue: number, extra: Partial<ProfileItem> = {}): ProfileItem => ({
  itemId,
  position,
  quantity: 1,
  name,
  category: null,
  icon: sampleIcon(hue),
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
  ...extra,
});

const gear = (itemId: number, position: number, name: string, hue: number, extra: Partial<ProfileItem> = {}) =>
  item(itemId, position, name, hue, { itemLevel: 1, upgradeSlots: 7, hammers: 0, ...extra });

const worn = (slot: EquipSlot, position: number, piece: ProfileItem): EquippedItem => ({ slot, position, cash: position <= -100, item: piece });

export const sampleItems: CharacterItems = {
  equipped: [
    worn(
      'hat',
      -1,
      gear(1002357, -1, 'Zakum Helmet', 40, {
        category: 'Cap',
        reqLevel: 50,
        stats: { str: 15, dex: 15, int: 15, luk: 15, wdef: 150, mdef: 150, acc: 20, avoid: 20 },
        upgradeSlots: 5,
        itemLevel: 3,
        hammers: 1,
        owner: 'MapleHero',
        description: 'A helmet made from the remains of Zakum.',
      }),
    ),
    worn('face', -2, gear(1012070, -2, 'Strawberry Icecream Bar', 330)),
    worn('top', -5, gear(1040002, -5, 'White Undershirt', 200, { stats: { wdef: 3 } })),
    worn('bottom', -6, gear(1060002, -6, 'Blue Jean Shorts', 210, { stats: { wdef: 2 } })),
    worn('shoes', -7, gear(1072001, -7, 'Red Rubber Boots', 0, { stats: { wdef: 5, speed: 5 } })),
    worn(
      'weapon',
      -11,
      gear(1302000, -11, 'Sword', 30, { stats: { watk: 17, str: 3 }, expiration: '2027-01-01T00:00:00Z', description: 'A one-handed sword.' }),
    ),
    worn('ring1', -12, gear(1112400, -12, 'Ring of Alchemist', 50)),
    worn('pendant', -17, gear(1122000, -17, 'Horntail Necklace', 10, { stats: { str: 10, dex: 10, int: 10, luk: 10 } })),
    worn('medal', -49, gear(1142000, -49, 'Beginner Adventurer Medal', 45)),
    worn('hat', -101, gear(1002186, -101, 'Transparent Hat', 260)),
    worn('overall', -105, gear(1050100, -105, 'Bathrobe', 180)),
  ],
  inventory: {
    equip: [
      gear(1302001, 1, 'Saw', 120, { stats: { watk: 20 } }),
      gear(1040036, 4, 'Green Hunting Top', 100, { hammers: 2, giftFrom: 'LunaMage' }),
    ],
    use: [
      item(2000005, 1, 'Power Elixir', 350, { quantity: 200, description: 'Recovers all HP and MP.' }),
      item(2040001, 2, 'Scroll for Helmet for DEF', 60, { quantity: 3 }),
    ],
    setup: [item(3010000, 1, 'The Relaxer', 25)],
    etc: [item(4000000, 3, 'Blue Snail Shell', 210, { quantity: 87 })],
    cash: [item(5000000, 1, 'Brown Kitty', 30, { petId: 42, flag: 1, expiration: '2027-03-01T00:00:00Z', giftFrom: 'Mochi' })],
  },
  slots: { equip: 24, use: 24, setup: 24, etc: 24, cash: 96 },
};

const reward = (day: CheckinReward['day'], r: Partial<CheckinReward>): CheckinReward => ({
  day,
  type: 'item',
  itemId: null,
  sn: null,
  quantity: 0,
  amount: 0,
  name: '',
  icon: null,
  ...r,
});

const REWARDS: CheckinReward[] = [
  reward(1, { type: 'item', itemId: 2000000, sn: 1, quantity: 20, name: 'Red Potion', icon: sampleIcon(0) }),
  reward(2, { type: 'maple_point', amount: 100, name: 'Maple Points' }),
  reward(3, { type: 'item', itemId: 2000002, sn: 2, quantity: 20, name: 'White Potion', icon: sampleIcon(60) }),
  reward(4, { type: 'reward_points', amount: 1, name: 'Reward points' }),
  reward(5, { type: 'item', itemId: 2000005, sn: 3, quantity: 5, name: 'Power Elixir', icon: sampleIcon(350) }),
  reward(6, { type: 'nx_credit', amount: 500, name: 'NX Credit' }),
  reward(7, { type: 'item', itemId: 2049100, sn: 4, quantity: 1, name: 'Chaos Scroll 60%', icon: sampleIcon(280) }),
];

const CHECKED = new Set([2, 3, 7, 12, 18, 19, 20]);

export const sampleCheckIn: CheckinStatus = {
  gameDate: '2026-11-21',
  checkedInToday: false,
  streak: 3,
  month: Array.from({ length: 30 }, (_, i) => ({ date: `2026-11-${String(i + 1).padStart(2, '0')}`, checkedIn: CHECKED.has(i + 1) })),
  rewards: REWARDS,
  nextReward: REWARDS[3],
};
