/**
 * The library API on the project's game-data sample: search by Chinese (Traditional and
 * Simplified), English name and id; the search rule and other bad input as translated 400s;
 * details of an equipment and a linked monster; every source type of an item, a monster's
 * drops and maps, a map's monsters, an NPC's shop. SQLite by default; MariaDB/MySQL with
 * TEST_MYSQL_URL (the game server's schema).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importGameData } from '../../server/gamedata/importer';
import { SAMPLE_DIR, SAMPLE_MERCHANT_ITEMS, seedSampleGameRows, seedSampleMerchants } from '../../server/gamedata/sample';
import { translate } from '../../locales';
import type { LibraryDetail, LibrarySearch, LibrarySources } from '../../config/contract/library';
import { createTestApp, type TestApp } from './helpers';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  await importGameData(t.db, { wzDir: SAMPLE_DIR.wz, stringsZhDir: SAMPLE_DIR.stringsZh });
  await seedSampleGameRows(t.db);
  await seedSampleMerchants(t.db);
}, 120_000);

afterAll(async () => {
  await t?.close();
});

async function get<T>(url: string, lang = 'zh-TW') {
  const res = await t.app.inject({ method: 'GET', url, headers: { 'accept-language': lang } });
  const body = res.json() as { code: number; message: string; data: T };
  return { status: res.statusCode, body };
}

const search = (query: string, lang = 'zh-TW') => get<LibrarySearch>(`/api/v1/library/search?${query}`, lang);

describe('library search', () => {
  it('finds the Snail by its Traditional and Simplified Chinese name, its English name and its id', async () => {
    for (const keyword of ['蝸牛', '蜗牛', 'snail', 'SNAIL', '100100']) {
      const { status, body } = await search(`keyword=${encodeURIComponent(keyword)}&categories=Mob`);
      expect(status, keyword).toBe(200);
      expect(body.data.items.map((i) => i.id), keyword).toContain(100100);
    }
    const byId = await search('keyword=100100&categories=Mob,Etc,Map');
    expect(byId.body.data.items[0]).toMatchObject({ kind: 'mob', id: 100100, category: 'Mob', name: '蝸牛', level: 1 });
    expect(byId.body.data.items[0].icon).toBe('https://maplestory.io/api/GMS/83/mob/100100/render/stand');
  });

  it('a number searches ids: that id first, then the ids that start with it', async () => {
    const { body } = await search('keyword=1302&categories=Weapon');
    expect(body.data.total).toBeGreaterThan(3);
    expect(body.data.items.every((i) => String(i.id).startsWith('1302'))).toBe(true);
    const exact = await search('keyword=1302000&categories=Weapon');
    expect(exact.body.data.items[0].id).toBe(1302000);
  });

  it('answers names in the caller language, English where there is no Chinese name', async () => {
    const en = await search('keyword=snail&categories=Mob', 'en-US');
    expect(en.body.data.items.find((i) => i.id === 100100)?.name).toBe('Snail');
    // 2022179 Onyx Apple has no Chinese name in the sample.
    const zh = await search('keyword=onyx%20apple&categories=Consume', 'zh-TW');
    expect(zh.body.data.items.find((i) => i.id === 2022179)?.name).toBe('Onyx Apple');
  });

  it('takes categories comma-separated or repeated, and pages', async () => {
    const comma = await search('keyword=snail&categories=Etc,Mob&size=2&page=1');
    const repeated = await search('keyword=snail&categories=Etc&categories=Mob&size=2&page=1');
    expect(comma.body.data.total).toBeGreaterThan(3);
    expect(repeated.body.data).toEqual(comma.body.data);
    expect(comma.body.data.items).toHaveLength(2);
    const page2 = await search('keyword=snail&categories=Etc,Mob&size=2&page=2');
    expect(page2.body.data.items.map((i) => i.id)).not.toEqual(comma.body.data.items.map((i) => i.id));
    const all = await search('keyword=snail&categories=Etc,Mob&size=100');
    expect(new Set(all.body.data.items.map((i) => i.category))).toEqual(new Set(['Etc', 'Mob']));
    expect(all.body.data.items).toHaveLength(all.body.data.total);
  });

  it('refuses a search without keyword or category, with the rule translated', async () => {
    for (const query of ['categories=Mob', 'keyword=snail', 'keyword=%20%20&categories=Mob', 'keyword=snail&categories=']) {
      const zh = await search(query, 'zh-TW');
      const en = await search(query, 'en-US');
      expect(zh.status, query).toBe(400);
      expect(zh.body.message).toBe(translate('zh-TW', 'errors.library.searchRule'));
      expect(en.body.message).toBe(translate('en-US', 'errors.library.searchRule'));
      expect(zh.body.message).not.toBe(en.body.message);
    }
    const unknown = await search('keyword=snail&categories=Dragons', 'en-US');
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe(translate('en-US', 'errors.library.badCategory'));
    for (const query of ['keyword=snail&categories=Mob&page=0', 'keyword=snail&categories=Mob&size=101', 'keyword=snail&categories=Mob&page=abc']) {
      const { status, body } = await search(query, 'en-US');
      expect(status, query).toBe(400);
      expect(body.code).not.toBe(0);
    }
  });
});

describe('library detail', () => {
  it('an equipment: requirements, attack, attack speed, upgrade slots', async () => {
    const { status, body } = await get<LibraryDetail>('/api/v1/library/item/1302000', 'en-US');
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ kind: 'item', id: 1302000, category: 'Weapon', name: 'Sword', name_zh: '劍' });
    expect(body.data.equip).toMatchObject({ tuc: 7, attackSpeed: 4, cash: false, price: 1, inc: { PAD: 17 } });
    expect(body.data.equip?.req.level).toBe(0);
    expect(body.data.icon).toBe('https://maplestory.io/api/GMS/83/item/1302000/icon');
  });

  it('a linked monster keeps its own stats and shows the linked picture', async () => {
    const { body } = await get<LibraryDetail>('/api/v1/library/mob/9500102', 'zh-TW');
    expect(body.data.name).toBe('花蘑菇');
    expect(body.data.mob).toMatchObject({ level: 8, hp: 80, watk: 52, wdef: 0, matk: 0, mdef: 10, exp: 15, link: 1210102 });
    expect(body.data.image).toBe('https://maplestory.io/api/GMS/83/mob/1210102/render/stand');
  });

  it('a map: street in the caller language and its minimap', async () => {
    const { body } = await get<LibraryDetail>('/api/v1/library/map/104040000', 'zh-TW');
    expect(body.data.map).toMatchObject({ street: '金銀島', town: false, returnMap: 100000000 });
    expect(body.data.image).toBe('https://maplestory.io/api/GMS/83/map/104040000/minimap');
  });

  it('unknown entries are a translated 404, a bad kind or id a 400', async () => {
    const missing = await get('/api/v1/library/item/1', 'en-US');
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe(translate('en-US', 'errors.library.notFound'));
    expect((await get('/api/v1/library/dragon/1')).status).toBe(400);
    expect((await get('/api/v1/library/item/abc')).status).toBe(400);
    expect((await get('/api/v1/library/item/-5/sources')).status).toBe(400);
    expect((await get('/api/v1/library/item/1/sources')).status).toBe(404);
  });
});

describe('library sources', () => {
  it('an item: wild drops with percentages, NPC shops, quests, and empty web shop and check-in lists', async () => {
    const shell = await get<LibrarySources>('/api/v1/library/item/4000019/sources', 'en-US');
    const snail = shell.body.data.drops?.find((d) => d.mob.id === 100100);
    expect(snail).toMatchObject({ mob: { name: 'Snail' }, chancePercent: 60, min: 1, max: 1, questId: null });
    expect(shell.body.data.webShop).toEqual([]);
    expect(shell.body.data.checkIn).toEqual([]);
    expect(shell.body.data.quests?.length).toBeGreaterThan(0);
    expect(shell.body.data.quests?.every((q) => q.role === 'asks' || q.role === 'rewards')).toBe(true);

    const potion = await get<LibrarySources>('/api/v1/library/item/2000000/sources', 'en-US');
    expect(potion.body.data.npcShops).toContainEqual(expect.objectContaining({ npc: expect.objectContaining({ id: 11100, name: 'Lucy' }), price: 50 }));
    // The GM-command shop (1337) is not a place to buy from.
    const sources = await get<LibrarySources>('/api/v1/library/item/1302000/sources', 'en-US');
    expect(sources.body.data.npcShops?.some((s) => s.shopId === 1337)).toBe(false);
  });

  it('an item: cash-shop entries on sale', async () => {
    const onSale = await t.db.selectFrom('web_lib_commodity').select(['item_id', 'sn', 'price']).where('on_sale', '=', 1).orderBy('sn').executeTakeFirstOrThrow();
    const { body } = await get<LibrarySources>(`/api/v1/library/item/${onSale.item_id}/sources`);
    expect(body.data.cashShop).toContainEqual(expect.objectContaining({ sn: Number(onSale.sn), price: Number(onSale.price) }));
    const offSale = await t.db.selectFrom('web_lib_commodity').select(['sn', 'item_id']).where('on_sale', '=', 0).executeTakeFirst();
    if (offSale) {
      const other = await get<LibrarySources>(`/api/v1/library/item/${offSale.item_id}/sources`);
      expect(other.body.data.cashShop?.some((c) => c.sn === Number(offSale.sn))).toBe(false);
    }
  });

  it('an item: what players hold in their hired merchants', async () => {
    const itemId = SAMPLE_MERCHANT_ITEMS[0].itemid;
    const owners = await t.db
      .selectFrom('inventoryitems')
      .innerJoin('characters', 'characters.id', 'inventoryitems.characterid')
      .select(['characters.name', 'inventoryitems.quantity'])
      .where('inventoryitems.type', '=', 6)
      .where('inventoryitems.itemid', '=', itemId)
      .execute();
    expect(owners.length).toBeGreaterThan(0);
    const { body } = await get<LibrarySources>(`/api/v1/library/item/${itemId}/sources`);
    expect(body.data.merchants?.map((m) => m.owner).sort()).toEqual(owners.map((o) => o.name).sort());
    expect(body.data.merchants?.every((m) => m.price === null && m.quantity > 0)).toBe(true);
  });

  it('a monster: its drops (no mesos) and the maps it lives on', async () => {
    const { body } = await get<LibrarySources>('/api/v1/library/mob/100100/sources', 'zh-TW');
    expect(body.data.mobDrops).toContainEqual(expect.objectContaining({ item: expect.objectContaining({ id: 4000019, category: 'Etc', kind: 'item' }), chancePercent: 60 }));
    expect(body.data.mobDrops?.every((d) => d.item.id > 0)).toBe(true);
    expect(body.data.mapsFound?.length).toBeGreaterThan(0);
  });

  it('a map lists its monsters and NPCs; an NPC its maps and shop', async () => {
    const map = await get<LibrarySources>('/api/v1/library/map/104040000/sources', 'en-US');
    expect(map.body.data.mobs?.map((m) => m.id).sort((a, b) => a - b)).toEqual([100101, 120100, 130101, 1210100]);
    expect(map.body.data.mobs?.every((m) => m.count > 0)).toBe(true);
    const lucy = await get<LibrarySources>('/api/v1/library/npc/11100/sources', 'en-US');
    expect(lucy.body.data.shopItems?.map((s) => [s.item.id, s.price])).toEqual([
      [2010002, 50],
      [2010000, 30],
      [2000002, 320],
      [2000001, 160],
      [2000000, 50],
    ]);
    expect(lucy.body.data.mapsFound?.length).toBeGreaterThan(0);
  });
});
