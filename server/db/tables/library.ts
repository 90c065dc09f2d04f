/**
 * The game-data library: what `npm run gamedata -- import <wz folder>` reads from the
 * game's wz XML export (names in English and Chinese, equipment/item/monster/map stats,
 * monsters and NPCs placed on maps, quests, cash-shop entries), plus the three game
 * tables the library reads for "where does it come from" (drop_data, shops, shopitems,
 * in the open-source Cosmic server's exact shape).
 * Created by migration 0005_library. The web_lib_* tables are replaced as a whole by
 * each import (one transaction); the game tables are never written by the importer.
 */
import type { ColumnType, Generated } from 'kysely';

type Def<T> = ColumnType<T, T | undefined, T>;

/** item | mob | npc | map */
export type LibraryKind = 'item' | 'mob' | 'npc' | 'map';

export interface WebLibEntryTable {
  kind: LibraryKind;
  id: number;
  /**
   * One of Hair, Face, Cap, Weapon, Shoes, Longcoat, Coat, Cape, Glove, Pants, Accessory,
   * Ring, Shield, Pet, PetEquip, Consume, Etc, Ins, Cash, Npc, Mob, Map, TamingMob.
   */
  category: string;
  name_en: string;
  /** Traditional Chinese (Simplified sources converted); null when the game data has none. */
  name_zh: string | null;
  desc_en: string | null;
  desc_zh: string | null;
  /** reqLevel for equipment, level for monsters, null otherwise. */
  level: number | null;
  /** Lower-case: id, English name, Traditional name, Simplified name (substring LIKE search). */
  search: string;
  /**
   * JSON text, by kind:
   *  equipment {req:{level,str,dex,int,luk,pop}, inc:{STR,DEX,...} (non-zero only), tuc, attackSpeed, cash, price,
   *            maxLevel, slot, vslot, onlyOne?, tradeBlock?}
   *  other item {price, slotMax, cash, summary:{key:value}}
   *  mob {level, hp, mp, watk, wdef, matk, mdef, exp, boss, undead?, link}
   *  map {street_en, street_zh, town, returnMap, forcedReturn, mobRate}
   *  npc {}
   */
  stats: string | null;
}

/** Monsters and NPCs placed on a map (Map.wz `life`), counted per map. */
export interface WebLibMapLifeTable {
  map_id: number;
  kind: 'mob' | 'npc';
  life_id: number;
  count: number;
}

export interface WebLibQuestTable {
  id: number;
  name_en: string;
  name_zh: string | null;
}

/** Items a quest asks for (Check.img, completion) or gives (Act.img, completion, positive counts). */
export interface WebLibQuestItemTable {
  quest_id: number;
  item_id: number;
  role: 'asks' | 'rewards';
  count: number;
}

/** Cash-shop entries (Etc.wz/Commodity.img). */
export interface WebLibCommodityTable {
  sn: number;
  item_id: number;
  count: number;
  price: number;
  /** Days; 0 = permanent. */
  period: number;
  /** 0 male, 1 female, 2 both. */
  gender: number;
  /** 0/1 */
  on_sale: number;
  priority: number;
}

/** One row (id 1) describing the last successful import. */
export interface WebLibMetaTable {
  id: number;
  /** UTC 'YYYY-MM-DD HH:mm:ss'. */
  imported_at: string;
  /** The wz folder imported. */
  source: string;
  /** JSON {category: count}. */
  counts: string;
  /** traditional | simplified-converted | null (no Chinese strings). */
  zh_source: string | null;
}

// ---- Game tables (Cosmic's columns; created only when missing) ----

export interface DropDataTable {
  id: Generated<number>;
  dropperid: number;
  /** 0 = mesos (amount range in the quantity columns). */
  itemid: Def<number>;
  minimum_quantity: Def<number>;
  maximum_quantity: Def<number>;
  /** Non-zero: drops only while that quest is active. */
  questid: Def<number>;
  /** Out of 1,000,000. */
  chance: Def<number>;
}

export interface ShopsTable {
  shopid: Generated<number>;
  npcid: Def<number>;
}

export interface ShopitemsTable {
  shopitemid: Generated<number>;
  shopid: number;
  itemid: number;
  price: number;
  pitch: Def<number>;
  position: number;
}

export interface LibraryTables {
  web_lib_entry: WebLibEntryTable;
  web_lib_map_life: WebLibMapLifeTable;
  web_lib_quest: WebLibQuestTable;
  web_lib_quest_item: WebLibQuestItemTable;
  web_lib_commodity: WebLibCommodityTable;
  web_lib_meta: WebLibMetaTable;
  drop_data: DropDataTable;
  shops: ShopsTable;
  shopitems: ShopitemsTable;
}
