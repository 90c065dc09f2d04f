/**
 * The library's 23 categories and how an id gets one: the folder its data file is in
 * (Character.wz/<Folder>, Item.wz/<Folder>), else the group String.wz lists it under
 * (Eqp.img/Eqp/<Group>), else the id range the game uses.
 */
export const CATEGORIES = [
  'Hair',
  'Face',
  'Cap',
  'Weapon',
  'Shoes',
  'Longcoat',
  'Coat',
  'Cape',
  'Glove',
  'Pants',
  'Accessory',
  'Ring',
  'Shield',
  'Pet',
  'PetEquip',
  'Consume',
  'Etc',
  'Ins',
  'Cash',
  'Npc',
  'Mob',
  'Map',
  'TamingMob',
] as const;

export type Category = (typeof CATEGORIES)[number];

export type EntryKind = 'item' | 'mob' | 'npc' | 'map';

/** Equipment categories: their stats are the equipment stats (requirements, bonuses, upgrade slots). */
export const EQUIP_CATEGORIES: ReadonlySet<Category> = new Set<Category>([
  'Hair',
  'Face',
  'Cap',
  'Weapon',
  'Shoes',
  'Longcoat',
  'Coat',
  'Cape',
  'Glove',
  'Pants',
  'Accessory',
  'Ring',
  'Shield',
  'PetEquip',
  'TamingMob',
]);

export function isCategory(s: string): s is Category {
  return (CATEGORIES as readonly string[]).includes(s);
}

export function kindOfCategory(c: Category): EntryKind {
  if (c === 'Mob') return 'mob';
  if (c === 'Npc') return 'npc';
  if (c === 'Map') return 'map';
  return 'item';
}

/** Character.wz sub-folders (and String.wz Eqp groups) to categories. */
const FOLDER: Record<string, Category> = {
  Accessory: 'Accessory',
  Cap: 'Cap',
  Cape: 'Cape',
  Coat: 'Coat',
  Face: 'Face',
  Glove: 'Glove',
  Hair: 'Hair',
  Longcoat: 'Longcoat',
  Pants: 'Pants',
  PetEquip: 'PetEquip',
  Ring: 'Ring',
  Shield: 'Shield',
  Shoes: 'Shoes',
  TamingMob: 'TamingMob',
  Taming: 'TamingMob',
  Weapon: 'Weapon',
  // Item.wz folders and String.wz item files
  Consume: 'Consume',
  Etc: 'Etc',
  Install: 'Ins',
  Ins: 'Ins',
  Cash: 'Cash',
  Pet: 'Pet',
};

export function categoryOfFolder(folder: string): Category | undefined {
  return FOLDER[folder];
}

/** The category an item id falls in by the game's id ranges; undefined when none of the 23. */
export function categoryOfItemId(id: number): Category | undefined {
  if (id >= 20000 && id < 30000) return 'Face';
  if (id >= 30000 && id < 50000) return 'Hair';
  const major = Math.floor(id / 1_000_000);
  if (major === 1) {
    const p = Math.floor(id / 10_000); // 100 .. 199
    if (p === 100) return 'Cap';
    if (p >= 101 && p <= 103) return 'Accessory';
    if (p === 104) return 'Coat';
    if (p === 105) return 'Longcoat';
    if (p === 106) return 'Pants';
    if (p === 107) return 'Shoes';
    if (p === 108) return 'Glove';
    if (p === 109) return 'Shield';
    if (p === 110) return 'Cape';
    if (p === 111) return 'Ring';
    if (p >= 112 && p <= 119) return 'Accessory';
    if ((p >= 130 && p <= 149) || p === 170) return 'Weapon';
    if (p >= 180 && p <= 183) return 'PetEquip';
    if (p >= 190 && p <= 193) return 'TamingMob';
    return undefined;
  }
  if (major === 2) return 'Consume';
  if (major === 3) return 'Ins';
  if (major === 4) return 'Etc';
  if (major === 5) return Math.floor(id / 10_000) === 500 ? 'Pet' : 'Cash';
  return undefined;
}
