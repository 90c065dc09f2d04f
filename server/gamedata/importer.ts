/**
 * The game-data import: reads a wz XML folder (plus, optionally, a Chinese String.wz folder)
 * file by file as streams, keeps only what the library shows, then replaces the web_lib_*
 * tables in ONE transaction: a failed or interrupted import leaves the previous library as it
 * was. A malformed file is reported with its path and skipped; the import fails (and writes
 * nothing) only when no entry at all could be read.
 *
 *   const summary = await importGameData(db, { wzDir: 'wz', stringsZhDir: 'wz-zh/String.wz' });
 */
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import type { Db } from '../db';
import { dialectOf } from '../db';
import type { LibraryKind, WebLibEntryTable } from '../db/tables/library';
import { toDbTime } from '../db/time';
import { CATEGORIES, EQUIP_CATEGORIES, categoryOfFolder, categoryOfItemId, type Category } from './categories';
import { detectScript, toSimplified, toTraditional, type ZhMode, type ZhScript } from './chinese';
import { readCommodity, type CommodityRow } from './commodity';
import { idFromFile, readEquipFile, type EquipStats } from './equipment';
import { readItemBundle, readPetFile, type ItemStats } from './items';
import { readMapFile, type MapInfo } from './maps';
import { readMobFile, type MobStats } from './mobs';
import { silentProgress, type ImportProgress } from './progress';
import { readQuestInfo, readQuestItems, type QuestItemRef } from './quests';
import { STRING_FILES, readStringFile, type StringFileKind, type StringRecord } from './strings';
import { MalformedXmlError } from './xmlReader';

export interface ImportOptions {
  /** The wz folder (String.wz, Character.wz, Item.wz, Mob.wz, Map.wz, Quest.wz, Etc.wz inside). */
  wzDir: string;
  /** A Chinese String.wz folder (names and descriptions only). */
  stringsZhDir?: string | null;
  /** Whether the Chinese strings are Simplified (converted) or Traditional (kept); 'auto' looks at them. */
  zh?: ZhMode;
  log?: (line: string) => void;
  progress?: ImportProgress;
  /** Called inside the write transaction after each batch (tests use it to interrupt an import). */
  onBatch?: (table: string, rowsWritten: number) => void | Promise<void>;
}

export interface ImportSummary {
  entries: number;
  categories: Record<Category, { entries: number; zh: number }>;
  mapLife: number;
  quests: number;
  questItems: number;
  commodity: number;
  /** Data files (equipment, mobs, ...) whose id has no name in String.wz: not in the library. */
  unnamed: number;
  files: { total: number; read: number; malformed: Array<{ file: string; error: string }> };
  zhSource: 'traditional' | 'simplified-converted' | null;
  durationMs: number;
}

export class GameDataImportError extends Error {
  constructor(
    message: string,
    readonly summary?: ImportSummary,
  ) {
    super(message);
    this.name = 'GameDataImportError';
  }
}

/** run() reads one file and returns how many named entries it found (String.wz English files; 0 for the others). */
type Task = { file: string; stage: string; run: () => Promise<number> };

/** Everything read from the files; only what the library keeps. */
interface Collected {
  en: Map<StringFileKind, StringRecord[]>;
  zh: Map<StringFileKind, StringRecord[]>;
  equip: Map<number, { category: Category; stats: EquipStats }>;
  items: Map<number, { category: Category; stats: ItemStats }>;
  mobs: Map<number, MobStats>;
  maps: Map<number, MapInfo>;
  questNames: Map<number, string>;
  questItems: QuestItemRef[];
  commodity: CommodityRow[];
}

const ITEM_BUNDLE_FOLDERS = ['Consume', 'Etc', 'Install', 'Cash'];

function listXml(dir: string): string[] {
  let names: string[];
  try {
    names = fs.readdirSync(dir);
  } catch {
    return [];
  }
  return names
    .filter((n) => n.endsWith('.img.xml'))
    .sort()
    .map((n) => path.join(dir, n));
}

function listDirs(dir: string): string[] {
  try {
    return fs
      .readdirSync(dir, { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => d.name)
      .sort();
  } catch {
    return [];
  }
}

function stringFile(dir: string, kind: StringFileKind): string | null {
  const f = path.join(dir, `${kind}.img.xml`);
  return fs.existsSync(f) ? f : null;
}

function planTasks(wzDir: string, zhDir: string | null, c: Collected): Task[] {
  const tasks: Task[] = [];
  const stringsDir = path.join(wzDir, 'String.wz');
  for (const kind of STRING_FILES) {
    const f = stringFile(stringsDir, kind);
    if (f)
      tasks.push({
        file: f,
        stage: `String.wz/${kind}`,
        run: async () => {
          const recs = await readStringFile(f, kind);
          c.en.set(kind, recs);
          return recs.length;
        },
      });
  }
  if (zhDir) {
    for (const kind of STRING_FILES) {
      const f = stringFile(zhDir, kind);
      if (f)
        tasks.push({
          file: f,
          stage: `Chinese ${kind}`,
          run: async () => {
            const recs = await readStringFile(f, kind);
            c.zh.set(kind, recs);
            return 0;
          },
        });
    }
  }
  const charDir = path.join(wzDir, 'Character.wz');
  for (const folder of listDirs(charDir)) {
    const category = categoryOfFolder(folder);
    if (!category || !EQUIP_CATEGORIES.has(category)) continue;
    for (const f of listXml(path.join(charDir, folder))) {
      const id = idFromFile(f);
      if (id === undefined) continue;
      tasks.push({
        file: f,
        stage: `Character.wz/${folder}`,
        run: async () => {
          const stats = await readEquipFile(f);
          if (stats) c.equip.set(id, { category, stats });
          return 0;
        },
      });
    }
  }
  const itemDir = path.join(wzDir, 'Item.wz');
  for (const folder of ITEM_BUNDLE_FOLDERS) {
    const category = categoryOfFolder(folder)!;
    for (const f of listXml(path.join(itemDir, folder))) {
      tasks.push({
        file: f,
        stage: `Item.wz/${folder}`,
        run: async () => {
          const items = await readItemBundle(f);
          for (const [id, stats] of items) c.items.set(id, { category: folder === 'Cash' ? (categoryOfItemId(id) ?? category) : category, stats });
          return 0;
        },
      });
    }
  }
  for (const f of listXml(path.join(itemDir, 'Pet'))) {
    const id = idFromFile(f);
    if (id === undefined) continue;
    tasks.push({
      file: f,
      stage: 'Item.wz/Pet',
      run: async () => {
        const stats = await readPetFile(f);
        if (stats) c.items.set(id, { category: 'Pet', stats });
        return 0;
      },
    });
  }
  for (const f of listXml(path.join(wzDir, 'Mob.wz'))) {
    const id = idFromFile(f);
    if (id === undefined) continue;
    tasks.push({
      file: f,
      stage: 'Mob.wz',
      run: async () => {
        const stats = await readMobFile(f);
        if (stats) c.mobs.set(id, stats);
        return 0;
      },
    });
  }
  const mapRoot = path.join(wzDir, 'Map.wz', 'Map');
  for (const sub of listDirs(mapRoot).filter((d) => /^Map\d$/.test(d))) {
    for (const f of listXml(path.join(mapRoot, sub))) {
      const id = idFromFile(f);
      if (id === undefined) continue;
      tasks.push({
        file: f,
        stage: 'Map.wz',
        run: async () => {
          c.maps.set(id, await readMapFile(f));
          return 0;
        },
      });
    }
  }
  const questDir = path.join(wzDir, 'Quest.wz');
  const qi = path.join(questDir, 'QuestInfo.img.xml');
  if (fs.existsSync(qi))
    tasks.push({
      file: qi,
      stage: 'Quest.wz',
      run: async () => {
        c.questNames = await readQuestInfo(qi);
        return 0;
      },
    });
  for (const [name, which] of [
    ['Check', 'check'],
    ['Act', 'act'],
  ] as const) {
    const f = path.join(questDir, `${name}.img.xml`);
    if (fs.existsSync(f))
      tasks.push({
        file: f,
        stage: 'Quest.wz',
        run: async () => {
          const refs = await readQuestItems(f, which);
          c.questItems.push(...refs);
          return 0;
        },
      });
  }
  const commodity = path.join(wzDir, 'Etc.wz', 'Commodity.img.xml');
  if (fs.existsSync(commodity))
    tasks.push({
      file: commodity,
      stage: 'Etc.wz/Commodity',
      run: async () => {
        c.commodity = await readCommodity(commodity);
        return 0;
      },
    });
  return tasks;
}

type EntryRow = WebLibEntryTable;

interface Built {
  entries: EntryRow[];
  mapLife: Array<{ map_id: number; kind: 'mob' | 'npc'; life_id: number; count: number }>;
  quests: Array<{ id: number; name_en: string; name_zh: string | null }>;
  questItems: Array<{ quest_id: number; item_id: number; role: 'asks' | 'rewards'; count: number }>;
  commodity: CommodityRow[];
  categories: ImportSummary['categories'];
  unnamed: number;
  zhSource: ImportSummary['zhSource'];
}

function emptyCategories(): ImportSummary['categories'] {
  return Object.fromEntries(CATEGORIES.map((c) => [c, { entries: 0, zh: 0 }])) as ImportSummary['categories'];
}

const ITEM_STRING_KINDS: StringFileKind[] = ['Eqp', 'Pet', 'Consume', 'Etc', 'Ins', 'Cash'];

function build(c: Collected, zhMode: ZhMode): Built {
  // Chinese strings: by kind of id (items share one id space).
  const zhAll = [...c.zh.values()].flat();
  const script: ZhScript | null = zhAll.length === 0 ? null : zhMode === 'auto' ? detectScript(zhAll.map((r) => r.name)) : zhMode;
  const zhItems = new Map<number, StringRecord>();
  for (const k of ITEM_STRING_KINDS) for (const r of c.zh.get(k) ?? []) if (!zhItems.has(r.id)) zhItems.set(r.id, r);
  const zhBy = (k: StringFileKind) => new Map((c.zh.get(k) ?? []).map((r) => [r.id, r] as const));
  const zhMob = zhBy('Mob');
  const zhNpc = zhBy('Npc');
  const zhMap = zhBy('Map');
  const trad = (s: string | null | undefined): string | null => (s ? (script === 'simplified' ? toTraditional(s) : s) : null);
  const simp = (s: string | null | undefined): string | null => (s ? (script === 'simplified' ? s : toSimplified(s)) : null);

  const categories = emptyCategories();
  const entries: EntryRow[] = [];
  const seen = new Set<string>();
  const add = (
    kind: LibraryKind,
    category: Category,
    en: StringRecord,
    zh: StringRecord | undefined,
    level: number | null,
    stats: object | null,
  ) => {
    const key = `${kind}:${en.id}`;
    if (seen.has(key)) return;
    seen.add(key);
    const nameZh = trad(zh?.name);
    const search = [String(en.id), en.name.toLowerCase()];
    if (zh?.name) {
      for (const form of [nameZh, simp(zh.name)]) if (form && !search.includes(form.toLowerCase())) search.push(form.toLowerCase());
    }
    entries.push({
      kind,
      id: en.id,
      category,
      name_en: en.name.slice(0, 255),
      name_zh: nameZh ? nameZh.slice(0, 255) : null,
      desc_en: en.desc,
      desc_zh: trad(zh?.desc),
      level,
      search: search.join(' '),
      stats: stats ? JSON.stringify(stats) : null,
    });
    categories[category].entries++;
    if (nameZh) categories[category].zh++;
  };

  // Items: the data file's folder decides the category, else String.wz's group, else the id range.
  const named = new Set<number>();
  for (const kind of ITEM_STRING_KINDS) {
    for (const r of c.en.get(kind) ?? []) {
      const equip = c.equip.get(r.id);
      const item = c.items.get(r.id);
      const category =
        equip?.category ??
        item?.category ??
        (kind === 'Eqp' ? categoryOfFolder(r.group) : categoryOfFolder(kind)) ??
        categoryOfItemId(r.id);
      if (!category || category === 'Mob' || category === 'Npc' || category === 'Map') continue;
      named.add(r.id);
      if (EQUIP_CATEGORIES.has(category)) add('item', category, r, zhItems.get(r.id), equip?.stats.req.level ?? null, equip?.stats ?? null);
      else add('item', category, r, zhItems.get(r.id), null, item?.stats ?? null);
    }
  }
  let unnamed = 0;
  for (const id of c.equip.keys()) if (!named.has(id)) unnamed++;
  for (const id of c.items.keys()) if (!named.has(id)) unnamed++;

  const mobNames = new Set<number>();
  for (const r of c.en.get('Mob') ?? []) {
    const stats = c.mobs.get(r.id) ?? null;
    mobNames.add(r.id);
    add('mob', 'Mob', r, zhMob.get(r.id), stats?.level ?? null, stats);
  }
  for (const id of c.mobs.keys()) if (!mobNames.has(id)) unnamed++;
  for (const r of c.en.get('Npc') ?? []) add('npc', 'Npc', r, zhNpc.get(r.id), null, {});

  const mapLife: Built['mapLife'] = [];
  const mapNames = new Set<number>();
  for (const r of c.en.get('Map') ?? []) {
    const info = c.maps.get(r.id);
    const zh = zhMap.get(r.id);
    mapNames.add(r.id);
    const stats = {
      street_en: r.street,
      street_zh: trad(zh?.street),
      town: info?.town ?? false,
      returnMap: info?.returnMap ?? null,
      forcedReturn: info?.forcedReturn ?? null,
      mobRate: info?.mobRate ?? null,
    };
    const before = entries.length;
    add('map', 'Map', r, zh, null, stats);
    if (entries.length > before && info) {
      for (const [key, count] of info.life) {
        const [kind, id] = key.split(':');
        mapLife.push({ map_id: r.id, kind: kind as 'mob' | 'npc', life_id: Number(id), count });
      }
    }
  }
  for (const id of c.maps.keys()) if (!mapNames.has(id)) unnamed++;

  const quests = [...c.questNames].map(([id, name]) => ({ id, name_en: name.slice(0, 255), name_zh: null }));
  const qi = new Map<string, Built['questItems'][number]>();
  for (const ref of c.questItems) {
    if (!c.questNames.has(ref.questId)) continue;
    const key = `${ref.questId}:${ref.role}:${ref.itemId}`;
    const prev = qi.get(key);
    if (!prev) qi.set(key, { quest_id: ref.questId, item_id: ref.itemId, role: ref.role, count: ref.count });
    else prev.count = Math.max(prev.count, ref.count);
  }
  const commodity = [...new Map(c.commodity.map((r) => [r.sn, r] as const)).values()];

  return {
    entries,
    mapLife,
    quests,
    questItems: [...qi.values()],
    commodity,
    categories,
    unnamed,
    zhSource: script === null ? null : script === 'simplified' ? 'simplified-converted' : 'traditional',
  };
}

/** Bound parameters per statement: SQLite allows 32766, MySQL 65535; stay well under. */
function batchRows(db: Db, columns: number): number {
  const limit = dialectOf(db) === 'mysql' ? 65_535 : 32_766;
  return Math.max(1, Math.min(500, Math.floor(limit / columns) - 1));
}

async function writeAll(db: Db, b: Built, source: string, options: ImportOptions, progress: ImportProgress): Promise<void> {
  const totalRows = b.entries.length + b.mapLife.length + b.quests.length + b.questItems.length + b.commodity.length;
  let written = 0;
  await db.transaction().execute(async (trx) => {
    for (const t of ['web_lib_entry', 'web_lib_map_life', 'web_lib_quest', 'web_lib_quest_item', 'web_lib_commodity', 'web_lib_meta'] as const) {
      await trx.deleteFrom(t).execute();
    }
    const insert = async <T extends 'web_lib_entry' | 'web_lib_map_life' | 'web_lib_quest' | 'web_lib_quest_item' | 'web_lib_commodity'>(
      table: T,
      rows: object[],
      columns: number,
    ) => {
      const size = batchRows(db, columns);
      for (let i = 0; i < rows.length; i += size) {
        const chunk = rows.slice(i, i + size);
        // The rows were built with exactly the table's columns (Built above).
        await trx
          .insertInto(table)
          .values(chunk as never)
          .execute();
        written += chunk.length;
        progress.writing(written, totalRows);
        await options.onBatch?.(table, written);
      }
    };
    await insert('web_lib_entry', b.entries, 10);
    await insert('web_lib_map_life', b.mapLife, 4);
    await insert('web_lib_quest', b.quests, 3);
    await insert('web_lib_quest_item', b.questItems, 4);
    await insert('web_lib_commodity', b.commodity, 8);
    await trx
      .insertInto('web_lib_meta')
      .values({
        id: 1,
        imported_at: toDbTime(),
        source,
        counts: JSON.stringify(Object.fromEntries(CATEGORIES.map((c) => [c, b.categories[c].entries]))),
        zh_source: b.zhSource,
      })
      .execute();
    await options.onBatch?.('web_lib_meta', written);
  });
}

/** Reads the folder and replaces the library in one transaction; returns what was imported. */
export async function importGameData(db: Db, options: ImportOptions): Promise<ImportSummary> {
  const started = Date.now();
  const log = options.log ?? (() => {});
  const progress = options.progress ?? silentProgress;
  const wzDir = path.resolve(options.wzDir);
  if (!fs.existsSync(wzDir) || !fs.statSync(wzDir).isDirectory()) throw new GameDataImportError(`not a folder: ${wzDir}`);
  const zhDir = options.stringsZhDir ? path.resolve(options.stringsZhDir) : null;
  if (zhDir && !fs.existsSync(zhDir)) throw new GameDataImportError(`not a folder: ${zhDir}`);

  const c: Collected = {
    en: new Map(),
    zh: new Map(),
    equip: new Map(),
    items: new Map(),
    mobs: new Map(),
    maps: new Map(),
    questNames: new Map(),
    questItems: [],
    commodity: [],
  };
  const tasks = planTasks(wzDir, zhDir, c);
  const malformed: ImportSummary['files']['malformed'] = [];
  let done = 0;
  let found = 0;
  progress.start(tasks.length);
  let built: Built;
  try {
    // One file after another (reading is synchronous, in chunks); the event loop gets a turn
    // every few files so the progress bar draws and a server process stays responsive.
    for (const task of tasks) {
      try {
        found += await task.run();
      } catch (e) {
        const error = e instanceof MalformedXmlError ? e.reason : e instanceof Error ? e.message : String(e);
        malformed.push({ file: task.file, error });
      }
      done++;
      if (done % 25 === 0 || done === tasks.length) {
        progress.update(done, found, task.stage);
        await new Promise((resolve) => setImmediate(resolve));
      }
    }
    built = build(c, options.zh ?? 'auto');
    malformed.sort((a, b) => a.file.localeCompare(b.file));
    const summary = (): ImportSummary => ({
      entries: built.entries.length,
      categories: built.categories,
      mapLife: built.mapLife.length,
      quests: built.quests.length,
      questItems: built.questItems.length,
      commodity: built.commodity.length,
      unnamed: built.unnamed,
      files: { total: tasks.length, read: tasks.length - malformed.length, malformed },
      zhSource: built.zhSource,
      durationMs: Date.now() - started,
    });
    if (built.entries.length === 0) {
      throw new GameDataImportError(`nothing usable was read from ${wzDir} (no named entries); the library was left as it was`, summary());
    }
    await writeAll(db, built, wzDir, options, progress);
    progress.stop();
    return summary();
  } finally {
    progress.stop();
    for (const m of malformed) log(`skipped malformed file ${m.file}: ${m.error}`);
  }
}

/** The count of library entries per category (for checks and the API's meta). */
export async function countEntries(db: Db): Promise<Record<string, number>> {
  const rows = await db
    .selectFrom('web_lib_entry')
    .select(['category', sql<number>`count(*)`.as('n')])
    .groupBy('category')
    .execute();
  return Object.fromEntries(rows.map((r) => [r.category, Number(r.n)]));
}
