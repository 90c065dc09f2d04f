/**
 * The library's 23 categories in three groups (equipment, items, world), in the order the
 * search form shows them. Literal lists: the page bundle does not load the API contract.
 */
import type { LibraryCategory, LibraryKind } from '@/services/library';

export type CategoryGroup = 'equipment' | 'items' | 'world';

export const CATEGORY_GROUPS: { group: CategoryGroup; categories: LibraryCategory[] }[] = [
  {
    group: 'equipment',
    categories: ['Hair', 'Face', 'Cap', 'Weapon', 'Shoes', 'Longcoat', 'Coat', 'Cape', 'Glove', 'Pants', 'Accessory', 'Ring', 'Shield', 'PetEquip', 'TamingMob'],
  },
  { group: 'items', categories: ['Pet', 'Consume', 'Etc', 'Ins', 'Cash'] },
  { group: 'world', categories: ['Npc', 'Mob', 'Map'] },
];

export const ALL_CATEGORIES: LibraryCategory[] = CATEGORY_GROUPS.flatMap((g) => g.categories);

export const isCategory = (value: string): value is LibraryCategory => (ALL_CATEGORIES as string[]).includes(value);

/** Which of the four kinds of entry a category holds. */
export function kindOfCategory(category: LibraryCategory): LibraryKind {
  if (category === 'Mob') return 'mob';
  if (category === 'Npc') return 'npc';
  if (category === 'Map') return 'map';
  return 'item';
}

export const LIBRARY_KINDS: LibraryKind[] = ['item', 'mob', 'npc', 'map'];
export const isKind = (value: string): value is LibraryKind => (LIBRARY_KINDS as string[]).includes(value);

/** Equipment categories (requirements, attributes, upgrade slots). */
export const isEquipmentCategory = (category: LibraryCategory) => CATEGORY_GROUPS[0].categories.includes(category);
