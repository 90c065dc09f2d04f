/** Sample library data for stories and tests (values from the v83 sample data). */
import type { LibraryDetail, LibrarySearchItem, LibrarySources } from '@/services/library';

/** A small inline picture (stories and tests need no network). */
export const SAMPLE_PICTURE =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><ellipse cx="16" cy="22" rx="12" ry="7" fill="#7fb3ff"/><circle cx="18" cy="14" r="8" fill="#ff9e4a"/><circle cx="20" cy="12" r="2" fill="#222"/></svg>',
  );
/** A URL that never loads (shows the glyph). */
export const BROKEN_PICTURE = 'data:image/png;base64,broken';

export const sampleResults: LibrarySearchItem[] = [
  { kind: 'mob', id: 100100, category: 'Mob', name: 'Snail', level: 1, icon: SAMPLE_PICTURE },
  { kind: 'mob', id: 100101, category: 'Mob', name: 'Blue Snail', level: 2, icon: null },
  { kind: 'mob', id: 130101, category: 'Mob', name: 'Red Snail', level: 4, icon: BROKEN_PICTURE },
  { kind: 'item', id: 4000019, category: 'Etc', name: 'Snail Shell', level: null, icon: null },
  { kind: 'item', id: 1302000, category: 'Weapon', name: 'Sword', level: 0, icon: null },
  { kind: 'item', id: 2000000, category: 'Consume', name: 'Red Potion', level: null, icon: null },
  { kind: 'npc', id: 11100, category: 'Npc', name: 'Lucy', level: null, icon: null },
  { kind: 'map', id: 104040000, category: 'Map', name: 'Henesys Hunting Ground I', level: null, icon: null },
];

export const sampleSword: LibraryDetail = {
  kind: 'item',
  id: 1302000,
  category: 'Weapon',
  name: 'Sword',
  name_en: 'Sword',
  name_zh: '劍',
  description: null,
  level: 0,
  icon: SAMPLE_PICTURE,
  image: null,
  equip: {
    req: { level: 0, str: 0, dex: 0, int: 0, luk: 0, pop: 0 },
    inc: { PAD: 17 },
    tuc: 7,
    attackSpeed: 4,
    cash: false,
    price: 1,
    maxLevel: 30,
    slot: 'Wp',
    vslot: 'Wp',
  },
};

export const sampleSnail: LibraryDetail = {
  kind: 'mob',
  id: 100100,
  category: 'Mob',
  name: 'Snail',
  name_en: 'Snail',
  name_zh: '蝸牛',
  description: null,
  level: 1,
  icon: null,
  image: SAMPLE_PICTURE,
  mob: { level: 1, hp: 8, mp: 0, watk: 12, wdef: 0, matk: 0, mdef: 0, exp: 3, boss: false, undead: false, link: null },
};

export const samplePotion: LibraryDetail = {
  kind: 'item',
  id: 2000000,
  category: 'Consume',
  name: 'Red Potion',
  name_en: 'Red Potion',
  name_zh: '紅色藥水',
  description: 'A potion made out of red herbs.\\nRecovers 50 HP.',
  level: null,
  icon: null,
  image: null,
  item: { price: 25, slotMax: 100, cash: false, summary: { hp: 50 } },
};

export const sampleMap: LibraryDetail = {
  kind: 'map',
  id: 104040000,
  category: 'Map',
  name: 'Henesys Hunting Ground I',
  name_en: 'Henesys Hunting Ground I',
  name_zh: '弓箭手訓練場Ⅰ',
  description: null,
  level: null,
  icon: null,
  image: BROKEN_PICTURE,
  map: { street_en: 'Victoria Road', street_zh: '維多利亞港', town: false, returnMap: 100000000, forcedReturn: 999999999, mobRate: 1 },
};

export const itemSources: LibrarySources = {
  drops: [
    { mob: { id: 100100, name: 'Snail', icon: SAMPLE_PICTURE }, chancePercent: 60, min: 1, max: 1, questId: null },
    { mob: { id: 100101, name: 'Blue Snail', icon: null }, chancePercent: 0.04, min: 1, max: 1, questId: null },
    { mob: { id: 130101, name: 'Red Snail', icon: BROKEN_PICTURE }, chancePercent: 1.5, min: 1, max: 3, questId: 1008 },
  ],
  npcShops: [{ npc: { id: 11100, name: 'Lucy', icon: null }, shopId: 11100, price: 50 }],
  cashShop: [{ sn: 10000001, count: 1, price: 3400, periodDays: 90, gender: 2 }],
  webShop: [],
  checkIn: [{ ref: 'day-7', label: 'Day 7 reward' }],
  merchants: [{ owner: 'MapleHero', price: null, quantity: 20 }],
  quests: [{ id: 1008, name: "Sera's Request", role: 'asks', count: 10 }],
};

export const mobSources: LibrarySources = {
  mobDrops: [
    { item: { kind: 'item', id: 4000019, name: 'Snail Shell', icon: null, category: 'Etc' }, chancePercent: 60, min: 1, max: 1 },
    { item: { kind: 'item', id: 2000000, name: 'Red Potion', icon: SAMPLE_PICTURE, category: 'Consume' }, chancePercent: 1, min: 1, max: 1 },
    { item: { kind: 'item', id: 1302000, name: 'Sword', icon: null, category: 'Weapon' }, chancePercent: 0.07, min: 1, max: 1 },
  ],
  mapsFound: [
    { id: 40000, name: 'Snail Hunting Ground I', icon: null },
    { id: 104040000, name: 'Henesys Hunting Ground I', icon: null },
  ],
};

export const mapSources: LibrarySources = {
  mobs: [
    { id: 100101, name: 'Blue Snail', icon: null, count: 8 },
    { id: 120100, name: 'Shroom', icon: null, count: 6 },
    { id: 130101, name: 'Red Snail', icon: null, count: 4 },
  ],
  npcs: [{ id: 1012000, name: 'Regular Cab', icon: null }],
};
