/**
 * The game-data sample shipped with the project (server/gamedata/sample, see its README.md):
 * a small v83 wz folder, Chinese String.wz files, and the game server's own drop/shop rows
 * for it. The demo seed imports the folder and adds the rows to the demo world's game tables.
 *
 *   await importGameData(db, { wzDir: SAMPLE_DIR.wz, stringsZhDir: SAMPLE_DIR.stringsZh });
 *   await seedSampleGameRows(trx);      // drop_data, shops, shopitems
 *   await seedSampleMerchants(trx);     // a few hired merchants (after the characters exist)
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { tableExists } from '../db/migrate-helpers';

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), 'sample');

export const SAMPLE_DIR = {
  root,
  wz: path.join(root, 'wz'),
  stringsZh: path.join(root, 'wz-zh', 'String.wz'),
  db: path.join(root, 'db'),
} as const;

type SqlValue = number | string | null;

export interface ParsedInsert {
  table: string;
  columns: string[];
  rows: SqlValue[][];
}

/** Parses `INSERT INTO t (a, b) VALUES (1, 'x'), (2, NULL);` statements (numbers, quoted strings, NULL). */
export function parseInserts(text: string): ParsedInsert[] {
  const out: ParsedInsert[] = [];
  const head = /INSERT\s+INTO\s+`?(\w+)`?\s*\(([^)]*)\)\s*VALUES\s*/gi;
  let m: RegExpExecArray | null;
  while ((m = head.exec(text))) {
    const columns = m[2].split(',').map((c) => c.trim().replace(/`/g, ''));
    const rows: SqlValue[][] = [];
    let i = head.lastIndex;
    const skipWs = () => {
      while (i < text.length && /\s/.test(text[i])) i++;
    };
    for (;;) {
      skipWs();
      if (text[i] !== '(') throw new Error(`${m[1]}: expected ( at ${i}`);
      i++;
      const row: SqlValue[] = [];
      for (;;) {
        skipWs();
        if (text[i] === "'") {
          let s = '';
          i++;
          while (i < text.length) {
            if (text[i] === '\\') {
              s += text[i + 1];
              i += 2;
            } else if (text[i] === "'" && text[i + 1] === "'") {
              s += "'";
              i += 2;
            } else if (text[i] === "'") {
              i++;
              break;
            } else s += text[i++];
          }
          row.push(s);
        } else {
          const start = i;
          while (i < text.length && !/[\s,)]/.test(text[i])) i++;
          const word = text.slice(start, i);
          if (/^null$/i.test(word)) row.push(null);
          else if (word !== '' && Number.isFinite(Number(word))) row.push(Number(word));
          else throw new Error(`${m[1]}: unexpected value '${word}' at ${start}`);
        }
        skipWs();
        if (text[i] === ',') {
          i++;
          continue;
        }
        if (text[i] === ')') {
          i++;
          break;
        }
        throw new Error(`${m[1]}: expected , or ) at ${i}`);
      }
      if (row.length !== columns.length) throw new Error(`${m[1]}: ${row.length} values for ${columns.length} columns`);
      rows.push(row);
      skipWs();
      if (text[i] === ',') {
        i++;
        continue;
      }
      if (text[i] === ';' || i >= text.length) break;
      throw new Error(`${m[1]}: expected , or ; at ${i}`);
    }
    head.lastIndex = i;
    out.push({ table: m[1], columns, rows });
  }
  return out;
}

const SAMPLE_TABLES = ['drop_data', 'shops', 'shopitems'] as const;
type SampleTable = (typeof SAMPLE_TABLES)[number];

/** The sample's rows of drop_data, shops and shopitems, read from server/gamedata/sample/db/*.sql. */
export function sampleGameRows(dir: string = SAMPLE_DIR.db): Record<SampleTable, Array<Record<string, SqlValue>>> {
  const out: Record<SampleTable, Array<Record<string, SqlValue>>> = { drop_data: [], shops: [], shopitems: [] };
  for (const t of SAMPLE_TABLES) {
    const file = path.join(dir, `${t}.sql`);
    for (const ins of parseInserts(fs.readFileSync(file, 'utf8'))) {
      if (ins.table !== t) continue;
      for (const r of ins.rows) out[t].push(Object.fromEntries(ins.columns.map((c, i) => [c, r[i]])));
    }
  }
  return out;
}

/**
 * Adds the sample's monster drops and NPC shops to the game tables. Re-running replaces the
 * sample's own rows (the same monsters' drops, the same shops) and leaves other rows alone.
 * Pass a transaction to make it part of a larger atomic seed.
 */
export async function seedSampleGameRows(db: Kysely<Database>): Promise<{ drop_data: number; shops: number; shopitems: number }> {
  const rows = sampleGameRows();
  const droppers = [...new Set(rows.drop_data.map((r) => Number(r.dropperid)))];
  const shopIds = [...new Set(rows.shops.map((r) => Number(r.shopid)))];
  if (droppers.length) await db.deleteFrom('drop_data').where('dropperid', 'in', droppers).execute();
  if (shopIds.length) {
    await db.deleteFrom('shopitems').where('shopid', 'in', shopIds).execute();
    await db.deleteFrom('shops').where('shopid', 'in', shopIds).execute();
  }
  const chunk = 500;
  for (const t of SAMPLE_TABLES) {
    const list = rows[t];
    for (let i = 0; i < list.length; i += chunk) {
      await db
        .insertInto(t)
        .values(list.slice(i, i + chunk) as never)
        .execute();
    }
  }
  return { drop_data: rows.drop_data.length, shops: rows.shops.length, shopitems: rows.shopitems.length };
}

/** What the sample's hired merchants hold: item id, inventory type (1 equip, 2 use, 3 set-up, 4 etc), quantity. */
export const SAMPLE_MERCHANT_ITEMS: ReadonlyArray<{ itemid: number; inventorytype: number; quantity: number }> = [
  { itemid: 1302000, inventorytype: 1, quantity: 1 }, // Sword
  { itemid: 1002000, inventorytype: 1, quantity: 1 }, // Brown Flight Headgear
  { itemid: 2000000, inventorytype: 2, quantity: 200 }, // Red Potion
  { itemid: 2000002, inventorytype: 2, quantity: 50 }, // White Potion
  { itemid: 2040002, inventorytype: 2, quantity: 2 }, // Scroll for Helmet for DEF
  { itemid: 4000000, inventorytype: 4, quantity: 100 }, // Blue Snail Shell
  { itemid: 3010000, inventorytype: 3, quantity: 1 }, // The Relaxer
];

/**
 * Hired merchants for the demo world: items left in the shops of a few characters, stored as
 * the game server stores them (inventoryitems rows of type 6 owned by the character, an
 * inventoryequipment row for each equipment, and the bundle count in inventorymerchant when the
 * database has that table). Takes the first `characters` non-GM characters by id; re-running
 * replaces their merchant rows. Returns how many item rows were written.
 */
export async function seedSampleMerchants(db: Kysely<Database>, options: { characters?: number } = {}): Promise<number> {
  const owners = await db
    .selectFrom('characters')
    .select('id')
    .where('gm', '=', 0)
    .orderBy('id')
    .limit(options.characters ?? 3)
    .execute();
  if (owners.length === 0) return 0;
  const ownerIds = owners.map((o) => o.id);
  const merchantTable = await tableExists(db as unknown as Kysely<unknown>, 'inventorymerchant');
  const old = await db.selectFrom('inventoryitems').select('inventoryitemid').where('type', '=', 6).where('characterid', 'in', ownerIds).execute();
  const oldIds = old.map((o) => o.inventoryitemid);
  if (oldIds.length) {
    await db.deleteFrom('inventoryequipment').where('inventoryitemid', 'in', oldIds).execute();
    if (merchantTable) await sql`delete from inventorymerchant where inventoryitemid in (${sql.join(oldIds)})`.execute(db);
    await db.deleteFrom('inventoryitems').where('inventoryitemid', 'in', oldIds).execute();
  }
  let written = 0;
  for (const [n, ownerId] of ownerIds.entries()) {
    // Each merchant holds a different part of the list (so the "sold by players" list differs per item).
    const items = SAMPLE_MERCHANT_ITEMS.filter((_, i) => (i + n) % ownerIds.length !== 0 || ownerIds.length === 1);
    for (const [position, it] of items.entries()) {
      const r = await db
        .insertInto('inventoryitems')
        .values({
          type: 6,
          characterid: ownerId,
          accountid: null,
          itemid: it.itemid,
          inventorytype: it.inventorytype,
          position: position + 1,
          quantity: it.quantity,
          owner: '',
          petid: -1,
          flag: 0,
          expiration: -1,
          giftFrom: '',
        })
        .executeTakeFirstOrThrow();
      const itemRowId = Number(r.insertId);
      if (it.inventorytype === 1) {
        await db.insertInto('inventoryequipment').values({ inventoryitemid: itemRowId, upgradeslots: 7, level: 0 }).execute();
      }
      if (merchantTable) {
        await sql`insert into inventorymerchant (inventoryitemid, characterid, bundles) values (${itemRowId}, ${ownerId}, ${1})`.execute(db);
      }
      written++;
    }
  }
  return written;
}
