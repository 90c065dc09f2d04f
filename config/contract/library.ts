/**
 * Game-data library contract: search, one entry's detail, and where an entry comes from.
 *
 * | Method and path                              | Query / params        | data            |
 * |----------------------------------------------|-----------------------|-----------------|
 * | GET /api/v1/library/search                   | LibrarySearchQuery    | LibrarySearch   |
 * | GET /api/v1/library/{kind}/{id}              | LibraryEntryParams    | LibraryDetail   |
 * | GET /api/v1/library/{kind}/{id}/sources      | LibraryEntryParams    | LibrarySources  |
 *
 * Names and descriptions come in the caller's Accept-Language: zh-TW takes the
 * Traditional Chinese name and falls back to English when the game data has none.
 * `icon` / `image` are the configured image-renderer URLs filled in (null when images
 * are turned off); the page draws a category glyph instead.
 * The data is what `npm run gamedata -- import` read from the game's wz export
 * (tables web_lib_*), plus the game's own drop_data, shops/shopitems and hired-merchant
 * rows for the sources.
 */
import { Type, type Static } from '@sinclair/typebox';

export const LIBRARY_KINDS = ['item', 'mob', 'npc', 'map'] as const;
export type LibraryKind = (typeof LIBRARY_KINDS)[number];

/** The 23 categories, assigned by the importer from the wz folders and id ranges. */
export const LIBRARY_CATEGORIES = [
  'Hair', 'Face', 'Cap', 'Weapon', 'Shoes', 'Longcoat', 'Coat', 'Cape', 'Glove', 'Pants', 'Accessory', 'Ring',
  'Shield', 'PetEquip', 'TamingMob', 'Pet', 'Consume', 'Etc', 'Ins', 'Cash', 'Npc', 'Mob', 'Map',
] as const;
export type LibraryCategory = (typeof LIBRARY_CATEGORIES)[number];

export const LIBRARY_DEFAULT_PAGE_SIZE = 20;
export const LIBRARY_MAX_PAGE_SIZE = 100;
export const LIBRARY_MAX_KEYWORD_LENGTH = 50;

const Category = Type.Union(LIBRARY_CATEGORIES.map((c) => Type.Literal(c)));
const Kind = Type.Union(LIBRARY_KINDS.map((k) => Type.Literal(k)));
const Url = Type.Union([Type.String(), Type.Null()]);
const NullableInt = Type.Union([Type.Integer(), Type.Null()]);
const NullableNumber = Type.Union([Type.Number(), Type.Null()]);
const NullableString = Type.Union([Type.String(), Type.Null()]);

/**
 * `keyword`: part of a name in either language (Simplified Chinese input also matches)
 * or an id. `categories`: one or more, comma-separated (`Cap,Weapon`) or repeated.
 * Both are required: the server answers 400 'keyword required and at least one
 * category' (errors.library.searchRule) when either is missing.
 */
export const LibrarySearchQuery = Type.Object({
  keyword: Type.Optional(Type.String({ maxLength: LIBRARY_MAX_KEYWORD_LENGTH })),
  categories: Type.Optional(Type.Union([Type.String({ maxLength: 400 }), Type.Array(Type.String({ maxLength: 400 }), { maxItems: 23 })])),
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100000, default: 1 })),
  size: Type.Optional(Type.Integer({ minimum: 1, maximum: LIBRARY_MAX_PAGE_SIZE, default: LIBRARY_DEFAULT_PAGE_SIZE })),
});
export type LibrarySearchQuery = Static<typeof LibrarySearchQuery>;

export const LibrarySearchItem = Type.Object({
  kind: Kind,
  id: Type.Integer(),
  category: Category,
  name: Type.String(),
  /** Required level of an equipment, level of a monster, else null. */
  level: NullableInt,
  icon: Url,
});
export type LibrarySearchItem = Static<typeof LibrarySearchItem>;

export const LibrarySearch = Type.Object({
  items: Type.Array(LibrarySearchItem),
  total: Type.Integer(),
  page: Type.Integer(),
  size: Type.Integer(),
});
export type LibrarySearch = Static<typeof LibrarySearch>;

export const LibraryEntryParams = Type.Object({
  kind: Kind,
  id: Type.Integer({ minimum: 0, maximum: 2147483647 }),
});
export type LibraryEntryParams = Static<typeof LibraryEntryParams>;

export const EquipStats = Type.Object({
  /** Requirements: level, str, dex, int, luk, pop (fame) and job (the game's reqJob bit mask). */
  req: Type.Object({
    level: Type.Optional(Type.Integer()),
    str: Type.Optional(Type.Integer()),
    dex: Type.Optional(Type.Integer()),
    int: Type.Optional(Type.Integer()),
    luk: Type.Optional(Type.Integer()),
    pop: Type.Optional(Type.Integer()),
    job: Type.Optional(Type.Integer()),
  }),
  /** Attributes the equipment adds (STR, DEX, INT, LUK, MHP, MMP, PAD, MAD, PDD, MDD, ACC, EVA, Speed, Jump); non-zero only. */
  inc: Type.Record(Type.String(), Type.Number()),
  /** Upgrade slots. */
  tuc: Type.Optional(NullableInt),
  /** 2 (fastest) to 15 (slowest). */
  attackSpeed: Type.Optional(NullableInt),
  cash: Type.Optional(Type.Boolean()),
  price: Type.Optional(NullableNumber),
  maxLevel: Type.Optional(NullableInt),
  slot: Type.Optional(NullableString),
  vslot: Type.Optional(NullableString),
  onlyOne: Type.Optional(Type.Boolean()),
  tradeBlock: Type.Optional(Type.Boolean()),
});
export type EquipStats = Static<typeof EquipStats>;

export const ItemStats = Type.Object({
  price: Type.Optional(NullableNumber),
  slotMax: Type.Optional(NullableInt),
  cash: Type.Optional(Type.Boolean()),
  /** What the item does, from its `spec` (hp, mp, time, ...). */
  summary: Type.Optional(Type.Record(Type.String(), Type.Union([Type.Number(), Type.String()]))),
});
export type ItemStats = Static<typeof ItemStats>;

export const MobStats = Type.Object({
  level: Type.Integer(),
  hp: Type.Integer(),
  mp: Type.Optional(Type.Integer()),
  watk: Type.Integer(),
  wdef: Type.Integer(),
  matk: Type.Integer(),
  mdef: Type.Integer(),
  exp: Type.Integer(),
  boss: Type.Optional(Type.Boolean()),
  undead: Type.Optional(Type.Boolean()),
  /** The monster whose pictures and attacks this one reuses (its stats stay its own). */
  link: Type.Optional(NullableInt),
});
export type MobStats = Static<typeof MobStats>;

export const MapStats = Type.Object({
  street_en: Type.Optional(NullableString),
  street_zh: Type.Optional(NullableString),
  /** The street name in the caller's language. */
  street: Type.Optional(NullableString),
  town: Type.Optional(Type.Boolean()),
  returnMap: Type.Optional(NullableInt),
  forcedReturn: Type.Optional(NullableInt),
  mobRate: Type.Optional(NullableNumber),
});
export type MapStats = Static<typeof MapStats>;

export const LibraryDetail = Type.Object({
  kind: Kind,
  id: Type.Integer(),
  category: Category,
  name: Type.String(),
  name_en: Type.String(),
  name_zh: NullableString,
  description: NullableString,
  level: NullableInt,
  icon: Url,
  /** A larger picture: a monster's or NPC's render, a map's minimap; null for items. */
  image: Url,
  equip: Type.Optional(Type.Union([EquipStats, Type.Null()])),
  item: Type.Optional(Type.Union([ItemStats, Type.Null()])),
  mob: Type.Optional(Type.Union([MobStats, Type.Null()])),
  map: Type.Optional(Type.Union([MapStats, Type.Null()])),
});
export type LibraryDetail = Static<typeof LibraryDetail>;

export const LibraryRef = Type.Object({ id: Type.Integer(), name: Type.String(), icon: Url });
export type LibraryRef = Static<typeof LibraryRef>;
export const LibraryItemRef = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  icon: Url,
  kind: Type.Optional(Kind),
  category: Type.Optional(Category),
});
export type LibraryItemRef = Static<typeof LibraryItemRef>;

/** A web-shop or check-in offer of the item (the site's own shop and check-in tables). */
export const LibrarySiteOffer = Type.Object({
  /** What the offer is (e.g. a shop entry id or a check-in day). */
  ref: Type.String(),
  label: Type.String(),
});

/**
 * Where an entry comes from, by kind. Every list is present for its kind (empty when none):
 * - item: drops, npcShops, cashShop, webShop, checkIn, merchants, quests
 * - mob: mobDrops (what it drops), mapsFound (where it lives)
 * - map: mobs, npcs
 * - npc: mapsFound, shopItems
 */
export const LibrarySources = Type.Object({
  /** Monsters that drop the item; chance in percent; questId when it drops only during that quest. */
  drops: Type.Optional(Type.Array(Type.Object({
    mob: LibraryRef, chancePercent: Type.Number(), min: Type.Integer(), max: Type.Integer(), questId: NullableInt,
  }))),
  /** NPC shops that sell the item, with the price in mesos. */
  npcShops: Type.Optional(Type.Array(Type.Object({ npc: LibraryRef, shopId: Type.Integer(), price: Type.Integer() }))),
  /** Cash-shop entries on sale (Commodity). periodDays 0 = permanent; gender 0 male, 1 female, 2 both. */
  cashShop: Type.Optional(Type.Array(Type.Object({
    sn: Type.Integer(), count: Type.Integer(), price: Type.Integer(), periodDays: Type.Integer(), gender: Type.Integer(),
  }))),
  webShop: Type.Optional(Type.Array(LibrarySiteOffer)),
  checkIn: Type.Optional(Type.Array(LibrarySiteOffer)),
  /** Items players leave in their hired merchants now. The game keeps no price in the database: null. */
  merchants: Type.Optional(Type.Array(Type.Object({ owner: Type.String(), price: NullableInt, quantity: Type.Integer() }))),
  /** Quests that ask for the item or give it as a reward. */
  quests: Type.Optional(Type.Array(Type.Object({
    id: Type.Integer(), name: Type.String(), role: Type.Union([Type.Literal('asks'), Type.Literal('rewards')]), count: Type.Integer(),
  }))),
  mobDrops: Type.Optional(Type.Array(Type.Object({
    item: LibraryItemRef, chancePercent: Type.Number(), min: Type.Integer(), max: Type.Integer(), questId: Type.Optional(NullableInt),
  }))),
  mapsFound: Type.Optional(Type.Array(LibraryRef)),
  mobs: Type.Optional(Type.Array(Type.Object({ id: Type.Integer(), name: Type.String(), icon: Url, count: Type.Integer() }))),
  npcs: Type.Optional(Type.Array(LibraryRef)),
  shopItems: Type.Optional(Type.Array(Type.Object({ item: LibraryItemRef, price: Type.Integer() }))),
});
export type LibrarySources = Static<typeof LibrarySources>;
