/** Sample shop data for stories and tests (names and ids from the v83 sample data). */
import type { CharacterSummary, DressingPreview, DressingRoom, ShopItem, ShopOrder, ShopOrderResult, ShopPoster } from '@/services/shop';
import { SAMPLE_PICTURE } from '../../library/components/fixtures';

export { SAMPLE_PICTURE };

const base: ShopItem = {
  id: 1,
  kind: 'item',
  itemId: 1002140,
  sn: 20000001,
  name: 'Wizet Invincible Hat',
  category: 'Cap',
  icon: null,
  price: 1200,
  currency: 'nx_credit',
  count: 1,
  stackable: false,
  maxQuantity: 1,
  stock: null,
  expiration: { unit: 'permanent', value: 0 },
  saleStart: null,
  saleEnd: null,
  onSale: true,
  limitPerAccount: null,
  gender: 2,
  slot: 'Cap',
  available: true,
  unavailableReason: null,
};

export const sampleHat: ShopItem = { ...base, icon: SAMPLE_PICTURE };
export const sampleCoat: ShopItem = {
  ...base,
  id: 2,
  itemId: 1042003,
  name: 'Blue Sailor Shirt',
  category: 'Coat',
  slot: 'Coat',
  price: 2500,
  expiration: { unit: 'days', value: 7 },
  gender: 1,
};
export const samplePotion: ShopItem = {
  ...base,
  id: 3,
  itemId: 2000005,
  sn: 20000003,
  name: 'Power Elixir',
  category: 'Consume',
  slot: null,
  price: 300,
  currency: 'maple_point',
  count: 10,
  stackable: true,
  maxQuantity: 5,
  gender: 2,
};
export const sampleEffect: ShopItem = {
  ...base,
  id: 4,
  itemId: 5010000,
  name: 'Sunny Day Effect',
  category: 'Cash',
  slot: null,
  price: 50,
  currency: 'vote_points',
  expiration: { unit: 'hours', value: 12 },
};
export const sampleInvite: ShopItem = {
  ...base,
  id: 5,
  kind: 'invite_code',
  itemId: null,
  sn: null,
  name: 'Invite Code',
  category: 'Site',
  slot: null,
  price: 100,
  currency: 'reward_points',
  limitPerAccount: 3,
};
export const sampleSoldOut: ShopItem = { ...sampleCoat, id: 6, name: 'Red Bandana', category: 'Cap', slot: 'Cap', available: false, unavailableReason: 'out_of_stock', stock: 0 };
export const sampleSoon: ShopItem = { ...base, id: 7, name: 'Maple Cape', category: 'Cape', slot: 'Cape', available: false, unavailableReason: 'sale_not_started', saleStart: '2030-01-01 00:00:00' };
export const sampleEnded: ShopItem = { ...base, id: 8, name: 'Old Sword', category: 'Weapon', slot: 'Weapon', available: false, unavailableReason: 'sale_ended', onSale: false };

export const sampleItems: ShopItem[] = [sampleHat, sampleCoat, samplePotion, sampleEffect, sampleInvite, sampleSoldOut, sampleSoon, sampleEnded];

export const sampleCategories = [
  { category: 'Cap' as const, count: 3 },
  { category: 'Coat' as const, count: 1 },
  { category: 'Cape' as const, count: 1 },
  { category: 'Weapon' as const, count: 1 },
  { category: 'Consume' as const, count: 1 },
  { category: 'Cash' as const, count: 1 },
  { category: 'Site' as const, count: 1 },
];

const POSTER =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 300"><defs><linearGradient id="g" x1="0" x2="1"><stop offset="0" stop-color="#2a1463"/><stop offset="1" stop-color="#f08a5d"/></linearGradient></defs><rect width="1200" height="300" fill="url(#g)"/><circle cx="1000" cy="90" r="70" fill="#ffe3a0" opacity=".6"/></svg>',
  );

export const samplePosters: ShopPoster[] = [
  { id: 1, title: 'Winter outfits are here', image: POSTER, link: '/shop?category=Coat', order: 1 },
  { id: 2, title: 'Double Maple Points weekend', image: 'data:image/png;base64,broken', link: null, order: 2 },
];

export const sampleOrder: ShopOrder = {
  id: 42,
  type: 'purchase',
  shopItemId: 1,
  itemId: 1002140,
  name: 'Wizet Invincible Hat',
  icon: null,
  quantity: 1,
  price: 1200,
  currency: 'nx_credit',
  characterName: 'MapleHero',
  counterpart: null,
  status: 'pending',
  inviteCode: null,
  createdAt: '2026-11-25 10:00:00',
};

export const sampleOrders: ShopOrder[] = [
  sampleOrder,
  { ...sampleOrder, id: 43, type: 'gift_sent', name: 'Blue Sailor Shirt', price: 2500, characterName: 'Friend01', counterpart: 'Friend01', status: 'delivered', createdAt: '2026-11-24 18:30:00' },
  { ...sampleOrder, id: 44, type: 'gift_received', name: 'Power Elixir', quantity: 2, price: 600, currency: 'maple_point', characterName: 'MapleHero', counterpart: 'Aunt Mai', createdAt: '2026-11-23 09:12:00' },
  { ...sampleOrder, id: 45, name: 'Invite Code', itemId: null, price: 100, currency: 'reward_points', status: 'delivered', inviteCode: 'MAPLE2026', characterName: 'MapleHero', createdAt: '2026-11-22 21:00:00' },
];

export const sampleBalance = { nxCredit: 125000, maplePoint: 3200, votePoints: 17, rewardPoints: 42 };

export const sampleResult: ShopOrderResult = { order: sampleOrder, balance: { ...sampleBalance, nxCredit: 123800 } };
export const sampleInviteResult: ShopOrderResult = { order: sampleOrders[3], balance: { ...sampleBalance, rewardPoints: 0 } };

export const sampleRoom: DressingRoom = { capacity: 12, items: [sampleHat, sampleCoat, sampleSoon] };

const hero: CharacterSummary = {
  id: 1,
  name: 'MapleHero',
  level: 70,
  job: 110,
  jobName: 'Fighter',
  world: 0,
  guild: null,
  exp: 0,
  fame: 12,
  meso: 100000,
  created: '2025-03-14 08:00:00',
  lastLogout: null,
  str: 120,
  dex: 40,
  int: 4,
  luk: 4,
  hp: 3000,
  mp: 400,
  maxhp: 3000,
  maxmp: 400,
  gender: 0,
  skincolor: 0,
  hair: 30030,
  face: 20000,
  avatar: SAMPLE_PICTURE,
};
export const sampleCharacters: CharacterSummary[] = [hero, { ...hero, id: 2, name: 'LeafMage', level: 35, job: 200, jobName: 'Magician', gender: 1 }];
export const loadSampleCharacters = async () => sampleCharacters;
export const loadSamplePreview = async (_characterId: number, action: DressingPreview['action']): Promise<DressingPreview> => ({
  url: SAMPLE_PICTURE,
  action,
  gender: 0,
  skin: 0,
  face: 20000,
  hair: 30030,
  wearing: [1002140],
  replaced: [],
  unwearable: [2],
});
