/**
 * Where a library entry comes from (an item) or what it holds (a monster, map or NPC).
 *
 * An item's sources are a list of providers, each filling one list of the answer:
 * wild drops (the game's drop_data), NPC shops (shops/shopitems), the cash shop
 * (Commodity entries on sale), the web shop and daily check-in (the site's own tables:
 * a feature adds its provider to ITEM_SOURCE_PROVIDERS), hired merchants (the game's
 * inventoryitems rows of type 6) and quests (asks for / rewards).
 *
 * Names come from the in-process library index (server/services/library.ts); an id the
 * library does not know is shown as its number.
 */
import type { Db } from '../db';
import type { Lang } from '../i18n';
import { errors } from '../errors';
import type { LibraryCategory, LibraryKind, LibraryRef, LibrarySources } from '../../config/contract/library';
import { displayName, entryIcon, entryKey, libraryIndex, type PictureTemplates } from './library';
import { checkInSources } from './checkin';

/** Cosmic's `!gmshop` command shop (GM gear), attached to an NPC in its data: not a place players buy from. */
export const GM_COMMAND_SHOP_ID = 1337;
/** drop_data.chance is out of 1,000,000. */
const CHANCE_SCALE = 1_000_000;
/** At most this many rows per list (a monster with 200 drops still answers quickly). */
const LIST_LIMIT = 200;

interface SourceContext {
  db: Db;
  id: number;
  lang: Lang;
  pictures: PictureTemplates;
  ref: (kind: LibraryKind, id: number) => LibraryRef & { category?: LibraryCategory };
}

type ItemSourceProvider = (ctx: SourceContext) => Promise<Partial<LibrarySources>>;

const percent = (chance: number) => Math.round((Number(chance) / CHANCE_SCALE) * 100 * 10_000) / 10_000;

const wildDrops: ItemSourceProvider = async ({ db, id, ref }) => {
  const rows = await db
    .selectFrom('drop_data')
    .select(['dropperid', 'minimum_quantity', 'maximum_quantity', 'questid', 'chance'])
    .where('itemid', '=', id)
    .orderBy('chance', 'desc')
    .orderBy('dropperid')
    .limit(LIST_LIMIT)
    .execute();
  return {
    drops: rows.map((r) => ({
      mob: ref('mob', Number(r.dropperid)),
      chancePercent: percent(r.chance),
      min: Number(r.minimum_quantity),
      max: Number(r.maximum_quantity),
      questId: Number(r.questid) > 0 ? Number(r.questid) : null,
    })),
  };
};

const npcShops: ItemSourceProvider = async ({ db, id, ref }) => {
  const rows = await db
    .selectFrom('shopitems')
    .innerJoin('shops', 'shops.shopid', 'shopitems.shopid')
    .select(['shops.shopid', 'shops.npcid', 'shopitems.price'])
    .where('shopitems.itemid', '=', id)
    .where('shops.shopid', '<>', GM_COMMAND_SHOP_ID)
    .orderBy('shopitems.price')
    .orderBy('shops.npcid')
    .limit(LIST_LIMIT)
    .execute();
  return { npcShops: rows.map((r) => ({ npc: ref('npc', Number(r.npcid)), shopId: Number(r.shopid), price: Number(r.price) })) };
};

const cashShop: ItemSourceProvider = async ({ db, id }) => {
  const rows = await db
    .selectFrom('web_lib_commodity')
    .select(['sn', 'count', 'price', 'period', 'gender'])
    .where('item_id', '=', id)
    .where('on_sale', '=', 1)
    .orderBy('price')
    .orderBy('sn')
    .limit(LIST_LIMIT)
    .execute();
  return {
    cashShop: rows.map((r) => ({
      sn: Number(r.sn),
      count: Number(r.count),
      price: Number(r.price),
      periodDays: Number(r.period),
      gender: Number(r.gender),
    })),
  };
};

/** The web shop and the daily check-in are the site's own features; their providers join this list when they land. */
const webShop: ItemSourceProvider = async () => ({ webShop: [] });
const checkIn: ItemSourceProvider = async ({ db, id, lang }) => ({ checkIn: await checkInSources(db, id, lang) });

/** Hired merchants: the game stores what a merchant holds as inventoryitems rows of type 6 (no asking price is stored). */
const HIRED_MERCHANT_TYPE = 6;
const merchants: ItemSourceProvider = async ({ db, id }) => {
  const rows = await db
    .selectFrom('inventoryitems')
    .innerJoin('characters', 'characters.id', 'inventoryitems.characterid')
    .select(['characters.name', 'inventoryitems.quantity'])
    .where('inventoryitems.type', '=', HIRED_MERCHANT_TYPE)
    .where('inventoryitems.itemid', '=', id)
    .orderBy('characters.name')
    .limit(LIST_LIMIT)
    .execute();
  return { merchants: rows.map((r) => ({ owner: r.name, price: null, quantity: Number(r.quantity) })) };
};

const quests: ItemSourceProvider = async ({ db, id, lang }) => {
  const rows = await db
    .selectFrom('web_lib_quest_item')
    .innerJoin('web_lib_quest', 'web_lib_quest.id', 'web_lib_quest_item.quest_id')
    .select(['web_lib_quest.id', 'web_lib_quest.name_en', 'web_lib_quest.name_zh', 'web_lib_quest_item.role', 'web_lib_quest_item.count'])
    .where('web_lib_quest_item.item_id', '=', id)
    .orderBy('web_lib_quest.id')
    .limit(LIST_LIMIT)
    .execute();
  return {
    quests: rows.map((r) => ({ id: Number(r.id), name: displayName(r, lang), role: r.role, count: Number(r.count) })),
  };
};

export const ITEM_SOURCE_PROVIDERS: ItemSourceProvider[] = [wildDrops, npcShops, cashShop, webShop, checkIn, merchants, quests];

async function mapsWith(ctx: SourceContext, kind: 'mob' | 'npc'): Promise<LibraryRef[]> {
  const rows = await ctx.db
    .selectFrom('web_lib_map_life')
    .select(['map_id'])
    .where('kind', '=', kind)
    .where('life_id', '=', ctx.id)
    .orderBy('map_id')
    .limit(LIST_LIMIT)
    .execute();
  return rows.map((r) => ctx.ref('map', Number(r.map_id)));
}

async function mobSources(ctx: SourceContext): Promise<LibrarySources> {
  const drops = await ctx.db
    .selectFrom('drop_data')
    .select(['itemid', 'minimum_quantity', 'maximum_quantity', 'questid', 'chance'])
    .where('dropperid', '=', ctx.id)
    .where('itemid', '>', 0)
    .orderBy('chance', 'desc')
    .orderBy('itemid')
    .limit(LIST_LIMIT)
    .execute();
  return {
    mobDrops: drops.map((r) => {
      return {
        item: { ...ctx.ref('item', Number(r.itemid)), kind: 'item' as const },
        chancePercent: percent(r.chance),
        min: Number(r.minimum_quantity),
        max: Number(r.maximum_quantity),
        questId: Number(r.questid) > 0 ? Number(r.questid) : null,
      };
    }),
    mapsFound: await mapsWith(ctx, 'mob'),
  };
}

async function mapSources(ctx: SourceContext): Promise<LibrarySources> {
  const rows = await ctx.db
    .selectFrom('web_lib_map_life')
    .select(['kind', 'life_id', 'count'])
    .where('map_id', '=', ctx.id)
    .orderBy('kind')
    .orderBy('life_id')
    .execute();
  return {
    mobs: rows.filter((r) => r.kind === 'mob').map((r) => ({ ...ctx.ref('mob', Number(r.life_id)), count: Number(r.count) })),
    npcs: rows.filter((r) => r.kind === 'npc').map((r) => ctx.ref('npc', Number(r.life_id))),
  };
}

async function npcSources(ctx: SourceContext): Promise<LibrarySources> {
  const items = await ctx.db
    .selectFrom('shops')
    .innerJoin('shopitems', 'shopitems.shopid', 'shops.shopid')
    .select(['shopitems.itemid', 'shopitems.price'])
    .where('shops.npcid', '=', ctx.id)
    .where('shops.shopid', '<>', GM_COMMAND_SHOP_ID)
    .orderBy('shopitems.position')
    .limit(LIST_LIMIT)
    .execute();
  return {
    mapsFound: await mapsWith(ctx, 'npc'),
    shopItems: items.map((r) => {
      return { item: { ...ctx.ref('item', Number(r.itemid)), kind: 'item' as const }, price: Number(r.price) };
    }),
  };
}

export async function librarySources(
  db: Db,
  kind: LibraryKind,
  id: number,
  lang: Lang,
  pictures: PictureTemplates,
): Promise<LibrarySources> {
  const index = await libraryIndex(db);
  if (!index.byKey.has(entryKey(kind, id))) throw errors.notFound('errors.library.notFound');
  const ref = (refKind: LibraryKind, refId: number) => {
    const entry = index.byKey.get(entryKey(refKind, refId));
    return {
      id: refId,
      name: entry ? displayName(entry, lang) : `#${refId}`,
      icon: entryIcon(pictures, entry ?? { kind: refKind, id: refId }),
      ...(entry ? { category: entry.category } : {}),
    };
  };
  const ctx: SourceContext = { db, id, lang, pictures, ref };
  if (kind === 'mob') return mobSources(ctx);
  if (kind === 'map') return mapSources(ctx);
  if (kind === 'npc') return npcSources(ctx);
  const parts = await Promise.all(ITEM_SOURCE_PROVIDERS.map((provider) => provider(ctx)));
  return Object.assign({}, ...parts) as LibrarySources;
}
