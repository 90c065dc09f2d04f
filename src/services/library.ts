/**
 * Game-data library endpoints:
 *   GET /api/v1/library/search?keyword&categories=Cap,Weapon&page&size -> {items, total, page, size}
 *   GET /api/v1/library/{kind}/{id}          -> one entry with its stats
 *   GET /api/v1/library/{kind}/{id}/sources  -> where it comes from / what it holds
 * Names come in the language of the request (Accept-Language), English when there is no translation.
 * Image URLs are the server's renderer templates filled in; null when images are off.
 */
import { api } from './client';

export type LibraryKind = 'item' | 'mob' | 'npc' | 'map';
export type LibraryCategory =
  | 'Hair' | 'Face' | 'Cap' | 'Weapon' | 'Shoes' | 'Longcoat' | 'Coat' | 'Cape' | 'Glove' | 'Pants' | 'Accessory'
  | 'Ring' | 'Shield' | 'PetEquip' | 'TamingMob' | 'Pet' | 'Consume' | 'Etc' | 'Ins' | 'Cash' | 'Npc' | 'Mob' | 'Map';

export interface LibrarySearchItem {
  kind: LibraryKind;
  id: number;
  category: LibraryCategory;
  name: string;
  level: number | null;
  icon: string | null;
}
export interface LibrarySearchResult {
  items: LibrarySearchItem[];
  total: number;
  page: number;
  size: number;
}

export interface EquipStats {
  req: { level?: number; str?: number; dex?: number; int?: number; luk?: number; pop?: number; job?: number };
  inc: Partial<Record<string, number>>;
  tuc?: number | null;
  attackSpeed?: number | null;
  cash?: boolean;
  price?: number | null;
  maxLevel?: number | null;
  slot?: string | null;
  vslot?: string | null;
  onlyOne?: boolean;
  tradeBlock?: boolean;
}
export interface ItemStats {
  price?: number | null;
  slotMax?: number | null;
  cash?: boolean;
  summary?: Record<string, number | string>;
}
export interface MobStats {
  level: number;
  hp: number;
  mp?: number;
  watk: number;
  wdef: number;
  matk: number;
  mdef: number;
  exp: number;
  boss?: boolean;
  undead?: boolean;
  link?: number | null;
}
export interface MapStats {
  street_en?: string | null;
  street_zh?: string | null;
  street?: string | null;
  town?: boolean;
  returnMap?: number | null;
  forcedReturn?: number | null;
  mobRate?: number | null;
}

export interface LibraryDetail {
  kind: LibraryKind;
  id: number;
  category: LibraryCategory;
  name: string;
  name_en: string;
  name_zh: string | null;
  description: string | null;
  level: number | null;
  icon: string | null;
  image: string | null;
  equip?: EquipStats | null;
  item?: ItemStats | null;
  mob?: MobStats | null;
  map?: MapStats | null;
}

export interface LibraryRef {
  id: number;
  name: string;
  icon: string | null;
}
export interface LibraryItemRef extends LibraryRef {
  kind?: LibraryKind;
  category?: LibraryCategory;
}

export interface LibrarySources {
  drops?: { mob: LibraryRef; chancePercent: number; min: number; max: number; questId: number | null }[];
  npcShops?: { npc: LibraryRef; shopId: number; price: number }[];
  cashShop?: { sn: number; count: number; price: number; periodDays: number; gender: number }[];
  webShop?: unknown[];
  checkIn?: unknown[];
  merchants?: { owner: string; price: number | null; quantity: number }[];
  quests?: { id: number; name: string; role: 'asks' | 'rewards'; count: number }[];
  mobDrops?: { item: LibraryItemRef; chancePercent: number; min: number; max: number; questId?: number | null }[];
  mapsFound?: LibraryRef[];
  mobs?: (LibraryRef & { count: number })[];
  npcs?: LibraryRef[];
  shopItems?: { item: LibraryItemRef; price: number }[];
}

export function searchLibrary(query: { keyword: string; categories: LibraryCategory[]; page?: number; size?: number }): Promise<LibrarySearchResult> {
  return api<LibrarySearchResult>('/api/v1/library/search', {
    method: 'GET',
    params: { keyword: query.keyword, categories: query.categories.join(','), page: query.page ?? 1, size: query.size ?? 20 },
  });
}

const entryPath = (kind: LibraryKind, id: number | string) => `/api/v1/library/${kind}/${encodeURIComponent(String(id))}`;

export function fetchLibraryEntry(kind: LibraryKind, id: number | string): Promise<LibraryDetail> {
  return api<LibraryDetail>(entryPath(kind, id), { method: 'GET' });
}

export function fetchLibrarySources(kind: LibraryKind, id: number | string): Promise<LibrarySources> {
  return api<LibrarySources>(`${entryPath(kind, id)}/sources`, { method: 'GET' });
}
