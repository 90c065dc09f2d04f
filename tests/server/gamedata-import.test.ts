/**
 * The game-data importer on the project's sample (server/gamedata/sample): per-category counts
 * of the sample README, spot values, Chinese names, malformed files, re-import and an
 * interrupted import, and the sample's drop/shop rows. SQLite by default; MariaDB/MySQL with
 * TEST_MYSQL_URL.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest, type Db } from '../../server/db/index';
import { GameDataImportError, importGameData, type ImportSummary } from '../../server/gamedata/importer';
import { SAMPLE_DIR, SAMPLE_MERCHANT_ITEMS, parseInserts, seedSampleGameRows, seedSampleMerchants } from '../../server/gamedata/sample';
import { detectScript } from '../../server/gamedata/chinese';
import { runGameDataCli } from '../../server/cli/gamedata';
import { createTestDb } from './helpers';

/** The sample README's "Counts" table: entries and entries with a Chinese name, per category. */
const README_COUNTS: Record<string, [number, number]> = {
  Hair: [24, 24],
  Face: [27, 27],
  Cap: [144, 141],
  Weapon: [167, 167],
  Shoes: [81, 81],
  Longcoat: [63, 63],
  Coat: [137, 137],
  Cape: [21, 21],
  Glove: [27, 27],
  Pants: [126, 126],
  Accessory: [35, 35],
  Ring: [5, 5],
  Shield: [7, 7],
  Pet: [6, 6],
  PetEquip: [5, 5],
  Consume: [180, 160],
  Etc: [170, 166],
  Ins: [12, 11],
  Cash: [24, 24],
  TamingMob: [13, 13],
  Npc: [248, 231],
  Mob: [41, 41],
  Map: [136, 132],
};

let db: Db;
let drop: () => Promise<void>;
let first: ImportSummary;
const tmpDirs: string[] = [];

const SAMPLE = { wzDir: SAMPLE_DIR.wz, stringsZhDir: SAMPLE_DIR.stringsZh };

/** Every row of the library's tables, in a stable order. */
async function snapshot(d: Db) {
  return {
    entry: await d.selectFrom('web_lib_entry').selectAll().orderBy('kind').orderBy('id').execute(),
    life: await d.selectFrom('web_lib_map_life').selectAll().orderBy('map_id').orderBy('kind').orderBy('life_id').execute(),
    quest: await d.selectFrom('web_lib_quest').selectAll().orderBy('id').execute(),
    questItem: await d.selectFrom('web_lib_quest_item').selectAll().orderBy('quest_id').orderBy('role').orderBy('item_id').execute(),
    commodity: await d.selectFrom('web_lib_commodity').selectAll().orderBy('sn').execute(),
  };
}

async function entry(kind: string, id: number) {
  const row = await db.selectFrom('web_lib_entry').selectAll().where('kind', '=', kind as 'item').where('id', '=', id).executeTakeFirstOrThrow();
  return { ...row, stats: row.stats ? JSON.parse(row.stats) : null };
}

function copySample(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gamedata-test-'));
  tmpDirs.push(dir);
  fs.cpSync(SAMPLE_DIR.wz, path.join(dir, 'wz'), { recursive: true });
  for (const f of fs.readdirSync(path.join(dir, 'wz'), { recursive: true, withFileTypes: true })) {
    if (f.isFile()) fs.chmodSync(path.join(f.parentPath, f.name), 0o644);
  }
  return path.join(dir, 'wz');
}

beforeAll(async () => {
  ({ db, drop } = await createTestDb());
  await migrateToLatest(db);
  first = await importGameData(db, SAMPLE);
}, 120_000);

afterAll(async () => {
  await drop();
  for (const d of tmpDirs) fs.rmSync(d, { recursive: true, force: true });
});

describe('import of the sample', () => {
  it('finds every entry of the sample README, per category, with and without a Chinese name', async () => {
    expect(first.entries).toBe(1699);
    for (const [category, [entries, zh]] of Object.entries(README_COUNTS)) {
      expect({ category, ...first.categories[category as keyof typeof first.categories] }).toEqual({ category, entries, zh });
    }
    const rows = await db
      .selectFrom('web_lib_entry')
      .select(['category', (eb) => eb.fn.countAll<number>().as('n'), (eb) => eb.fn.count<number>('name_zh').as('zh')])
      .groupBy('category')
      .execute();
    const inDb = Object.fromEntries(rows.map((r) => [r.category, [Number(r.n), Number(r.zh)]]));
    expect(inDb).toEqual(README_COUNTS);
    expect(first.files.malformed).toEqual([]);
    expect(first.zhSource).toBe('simplified-converted');
    expect(first.quests).toBe(100);
    expect(first.commodity).toBe(796);
    const onSale = await db.selectFrom('web_lib_commodity').select((eb) => eb.fn.countAll<number>().as('n')).where('on_sale', '=', 1).executeTakeFirstOrThrow();
    expect(Number(onSale.n)).toBe(266);
  });

  it('reads the Sword (1302000): requirements, attack, upgrade slots, attack speed, Traditional name', async () => {
    const sword = await entry('item', 1302000);
    expect(sword).toMatchObject({ category: 'Weapon', name_en: 'Sword', name_zh: '劍', level: 0 });
    expect(sword.stats).toMatchObject({
      req: { level: 0, str: 0, dex: 0, int: 0, luk: 0, pop: 0 },
      inc: { PAD: 17 },
      tuc: 7,
      attackSpeed: 4,
      price: 1,
      cash: false,
      maxLevel: 30,
      slot: 'Wp',
    });
    expect(Object.keys(sword.stats.inc)).toEqual(['PAD']);
    expect(sword.search).toContain('剑'); // the Simplified form stays searchable
  });

  it('keeps a linked monster’s own stats and names the monster it takes its pictures from', async () => {
    const linked = await entry('mob', 9500102);
    expect(linked).toMatchObject({ category: 'Mob', name_en: 'Orange Mushroom', name_zh: '花蘑菇', level: 8 });
    expect(linked.stats).toMatchObject({ level: 8, hp: 80, watk: 52, wdef: 0, matk: 0, mdef: 10, exp: 15, boss: false, link: 1210102 });
    const target = await entry('mob', 1210102);
    expect(target.stats).toMatchObject({ watk: 42, link: null });
  });

  it('lists the monsters placed on Henesys Hunting Ground I (104040000)', async () => {
    const map = await entry('map', 104040000);
    expect(map).toMatchObject({ category: 'Map', name_en: 'Henesys Hunting Ground I', name_zh: '射手訓練場Ⅰ' });
    expect(map.stats).toMatchObject({ street_en: 'Victoria Road', town: false, returnMap: 100000000, forcedReturn: null });
    const mobs = await db.selectFrom('web_lib_map_life').select('life_id').where('map_id', '=', 104040000).where('kind', '=', 'mob').orderBy('life_id').execute();
    expect(mobs.map((m) => m.life_id)).toEqual([100101, 120100, 130101, 1210100]);
  });

  it('converts Simplified names to Traditional and keeps both forms searchable (蜗牛 → 蝸牛)', async () => {
    const snail = await entry('mob', 100100);
    expect(snail.name_zh).toBe('蝸牛');
    expect(snail.search).toContain('蝸牛');
    expect(snail.search).toContain('蜗牛');
    expect(snail.search).toContain('snail');
  });

  it('leaves name_zh empty when the Chinese files have no name (the page shows English)', async () => {
    const cap = await entry('item', 1002579); // LeFay Jester: no Chinese name in the sample
    expect(cap).toMatchObject({ name_en: 'LeFay Jester', name_zh: null });
    const map = await entry('map', 680000004);
    expect(map).toMatchObject({ name_en: 'Meet the Parents', name_zh: null });
  });

  it('skips NPC entries without a name and trims names', async () => {
    const names = await db.selectFrom('web_lib_entry').select('name_en').execute();
    expect(names.every((n) => n.name_en === n.name_en.trim() && n.name_en !== '')).toBe(true);
    const market = await db.selectFrom('web_lib_entry').select('name_en').where('kind', '=', 'map').where('name_en', 'like', 'Kerning City Night Market%').execute();
    for (const m of market) expect(m.name_en).not.toMatch(/\s$/);
    expect(await entry('npc', 1001000)).toMatchObject({ category: 'Npc', name_en: 'Silver', desc_en: 'Weapon Seller', stats: {} });
    expect((await entry('item', 2000004)).desc_en).toBe('A legendary potion.\nRecovers 50% HP and 50% MP.'); // the game's \n is a line break
  });

  it('records what quests ask for and give', async () => {
    const q1007 = await db.selectFrom('web_lib_quest_item').selectAll().where('quest_id', '=', 1007).orderBy('role').orderBy('item_id').execute();
    expect(q1007).toEqual([
      { quest_id: 1007, item_id: 4000000, role: 'asks', count: 5 },
      { quest_id: 1007, item_id: 4000001, role: 'asks', count: 1 },
      { quest_id: 1007, item_id: 1332005, role: 'rewards', count: 1 },
      { quest_id: 1007, item_id: 1332007, role: 'rewards', count: 1 },
    ]);
    const quest = await db.selectFrom('web_lib_quest').selectAll().where('id', '=', 1007).executeTakeFirstOrThrow();
    expect(quest.name_en).toBe("Bigg's Collection of Items");
  });

  it('a re-import changes nothing', async () => {
    const before = await snapshot(db);
    const again = await importGameData(db, SAMPLE);
    expect(again.entries).toBe(1699);
    expect(await snapshot(db)).toEqual(before);
  });
});

describe('failures', () => {
  it('skips a malformed file, names it, and imports the rest', async () => {
    const wz = copySample();
    const broken = path.join(wz, 'Mob.wz', '0100100.img.xml');
    fs.writeFileSync(broken, fs.readFileSync(broken, 'utf8').slice(0, 400)); // cut inside its info
    const lines: string[] = [];
    const summary = await importGameData(db, { wzDir: wz, stringsZhDir: SAMPLE_DIR.stringsZh, log: (l) => lines.push(l) });
    expect(summary.files.malformed.map((m) => m.file)).toEqual([broken]);
    expect(lines.some((l) => l.includes(broken))).toBe(true);
    expect(summary.entries).toBe(1699);
    const snail = await entry('mob', 100100);
    expect(snail.name_en).toBe('Snail'); // its name comes from String.wz; its stats file was skipped
    expect(snail.stats).toBeNull();
    expect((await entry('mob', 100101)).stats).toMatchObject({ level: 2 });
    await importGameData(db, SAMPLE); // back to the whole sample for the next tests
  });

  it('fails without touching the library when nothing usable was read', async () => {
    const before = await snapshot(db);
    const empty = fs.mkdtempSync(path.join(os.tmpdir(), 'gamedata-empty-'));
    tmpDirs.push(empty);
    fs.mkdirSync(path.join(empty, 'String.wz'));
    fs.writeFileSync(path.join(empty, 'String.wz', 'Mob.img.xml'), '<imgdir name="Mob.img"><imgdir name="100100">');
    await expect(importGameData(db, { wzDir: empty })).rejects.toBeInstanceOf(GameDataImportError);
    expect(await snapshot(db)).toEqual(before);
  });

  it('an import interrupted half-way leaves the previous library as it was', async () => {
    const before = await snapshot(db);
    // Without Chinese strings every name_zh would become null: the interruption must undo that.
    const attempt = importGameData(db, {
      wzDir: SAMPLE_DIR.wz,
      onBatch: (table) => {
        if (table === 'web_lib_quest') throw new Error('power cut');
      },
    });
    await expect(attempt).rejects.toThrow('power cut');
    expect(await snapshot(db)).toEqual(before);
    expect((await entry('mob', 100100)).name_zh).toBe('蝸牛');
  });
});

describe('Chinese source detection', () => {
  it('tells Simplified from Traditional text', () => {
    expect(detectScript(['蜗牛', '剑', '射手训练场'])).toBe('simplified');
    expect(detectScript(['蝸牛', '劍', '射手訓練場'])).toBe('traditional');
  });

  it('keeps Traditional sources as they are when told so', async () => {
    const other = await createTestDb();
    try {
      await migrateToLatest(other.db);
      const s = await importGameData(other.db, { ...SAMPLE, zh: 'traditional' });
      expect(s.zhSource).toBe('traditional');
      const row = await other.db.selectFrom('web_lib_entry').select('name_zh').where('kind', '=', 'mob').where('id', '=', 100100).executeTakeFirstOrThrow();
      expect(row.name_zh).toBe('蜗牛');
    } finally {
      await other.drop();
    }
  });
});

describe('sample game rows', () => {
  it('parses the INSERT statements of the sample', () => {
    const [ins] = parseInserts("INSERT INTO t (a, `b`, c)\nVALUES (1, 'it''s', NULL),\n       (-2, 'x\\'y', 3);");
    expect(ins).toEqual({ table: 't', columns: ['a', 'b', 'c'], rows: [[1, "it's", null], [-2, "x'y", 3]] });
  });

  it('adds the drops and NPC shops to the game tables, and re-running does not duplicate them', async () => {
    for (let i = 0; i < 2; i++) {
      const n = await seedSampleGameRows(db);
      expect(n).toEqual({ drop_data: 905, shops: 23, shopitems: 731 });
    }
    const count = async (t: 'drop_data' | 'shops' | 'shopitems') =>
      Number((await db.selectFrom(t).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
    expect(await count('drop_data')).toBe(905);
    expect(await count('shops')).toBe(23);
    expect(await count('shopitems')).toBe(731);
    const meso = await db.selectFrom('drop_data').select((eb) => eb.fn.countAll<number>().as('n')).where('itemid', '=', 0).executeTakeFirstOrThrow();
    expect(Number(meso.n)).toBe(29);
    const lucy = await db.selectFrom('shopitems').select(['itemid', 'price', 'pitch', 'position']).where('shopid', '=', 11100).orderBy('position').execute();
    expect(lucy).toEqual([
      { itemid: 2010002, price: 50, pitch: 0, position: 104 },
      { itemid: 2010000, price: 30, pitch: 0, position: 108 },
      { itemid: 2000002, price: 320, pitch: 0, position: 112 },
      { itemid: 2000001, price: 160, pitch: 0, position: 116 },
      { itemid: 2000000, price: 50, pitch: 0, position: 120 },
    ]);
  });
});

describe('sample hired merchants', () => {
  it('puts items in the hired merchants of a few characters (type 6 rows), equipment with its stats row, and re-running replaces them', async () => {
    const account = await db.insertInto('accounts').values({ name: 'merchant01', password: 'x' } as never).executeTakeFirstOrThrow();
    for (const name of ['Shopkeep1', 'Shopkeep2']) {
      await db.insertInto('characters').values({ accountid: Number(account.insertId), name } as never).execute();
    }
    const first = await seedSampleMerchants(db);
    const again = await seedSampleMerchants(db);
    expect(again).toBe(first);
    const rows = await db.selectFrom('inventoryitems').select(['inventoryitemid', 'characterid', 'itemid', 'inventorytype', 'quantity']).where('type', '=', 6).execute();
    expect(rows.length).toBe(first);
    expect(new Set(rows.map((r) => r.characterid)).size).toBe(2);
    expect(rows.every((r) => SAMPLE_MERCHANT_ITEMS.some((i) => i.itemid === r.itemid && i.quantity === r.quantity))).toBe(true);
    const equips = rows.filter((r) => r.inventorytype === 1);
    expect(equips.length).toBeGreaterThan(0);
    const stats = await db.selectFrom('inventoryequipment').select('inventoryitemid').where('inventoryitemid', 'in', equips.map((e) => e.inventoryitemid)).execute();
    expect(stats.length).toBe(equips.length);
  });
});

describe('npm run gamedata', () => {
  it('imports and prints the summary; wrong arguments print the usage and exit 1', async () => {
    const out: string[] = [];
    const err: string[] = [];
    const io = { out: (l: string) => out.push(l), err: (l: string) => err.push(l), barStream: null };
    const ok = await runGameDataCli(['import', SAMPLE_DIR.wz, '--strings-zh', SAMPLE_DIR.stringsZh], db, io);
    expect(ok.code).toBe(0);
    expect(out.join('\n')).toMatch(/all\s+1699\s+1650/);
    const bad = await runGameDataCli(['import', SAMPLE_DIR.wz, '--zh', 'klingon'], db, io);
    expect(bad.code).toBe(1);
    expect(err.join('\n')).toContain('Usage: npm run gamedata');
    const missing = await runGameDataCli(['import', path.join(os.tmpdir(), 'no-such-wz-folder')], db, io);
    expect(missing.code).toBe(1);
  });
});
