import { describe, it, expect, afterAll } from 'vitest';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { createDb, migrateToLatest, planMigrations, inlineParameters, type Db } from '../../server/db';
import { tableExists, indexExists } from '../../server/db/migrate-helpers';
import { IS_MYSQL, createTestDb } from './helpers';

/** A fresh database and its URL: a SQLite file (the plan opens it read-only), or MySQL loaded with the game's schema. */
async function freshDb(): Promise<{ db: Db; url: string; drop: () => Promise<void> }> {
  if (IS_MYSQL) return createTestDb({ schema: 'game' });
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-plan-'));
  const url = `sqlite:${path.join(dir, 'site.db')}`;
  const db = createDb(url);
  await sql`select 1`.execute(db); // creates the (empty) file
  return { db, url, drop: async () => { await db.destroy(); fs.rmSync(dir, { recursive: true, force: true }); } };
}

async function siteTables(db: Db): Promise<string[]> {
  const r = IS_MYSQL
    ? await sql<{ t: string }>`select table_name as t from information_schema.tables where table_schema = database() and table_name like 'web%'`.execute(db)
    : await sql<{ t: string }>`select name as t from sqlite_master where type = 'table' and name like 'web%'`.execute(db);
  return r.rows.map((row) => row.t);
}

describe('npm run db:plan (migrations dry run)', () => {
  const cleanups: Array<() => Promise<void>> = [];
  afterAll(async () => {
    for (const c of cleanups) await c();
  });

  it('lists the SQL of every pending migration and changes nothing', async () => {
    const t = await freshDb();
    cleanups.push(t.drop);
    const plan = await planMigrations(t.url);
    expect(plan.pending).toContain('0001_game');
    expect(plan.pending).toContain('0002_auth');
    const text = plan.statements.map((s) => s.sql).join(';\n');
    expect(text).toMatch(/create index [`"]web_idx_characters_rank[`"] on [`"]characters[`"]/i);
    expect(text).toMatch(/create table if not exists [`"]web_refresh_tokens[`"]/i);
    // Values are written into the statements (the ranking meta row).
    expect(text).toMatch(/insert into [`"]web_rank_meta[`"] .* values \(1, 0, '\{\}', 0\)/i);

    // Nothing was created: no site table, no bookkeeping table, no site index on the game tables.
    expect(await siteTables(t.db)).toEqual([]);
    if (IS_MYSQL) {
      expect(await indexExists(t.db, 'characters', 'web_idx_characters_rank')).toBe(false);
      // The game's own tables are there: their CREATE TABLE IF NOT EXISTS is marked as doing nothing.
      const characters = plan.statements.find((s) => /create table if not exists `characters`/i.test(s.sql));
      expect(characters?.existing).toBe(true);
      expect(plan.statements.find((s) => /create table if not exists `web_outbox`/i.test(s.sql))?.existing).toBeFalsy();
    } else {
      expect(await tableExists(t.db, 'accounts')).toBe(false);
    }

    // Once migrated, there is nothing left to plan.
    await migrateToLatest(t.db);
    const after = await planMigrations(t.url);
    expect(after.pending).toEqual([]);
    expect(after.statements).toEqual([]);
  });

  it('plans a SQLite file that does not exist yet without creating it', async () => {
    if (IS_MYSQL) return;
    const file = path.join(os.tmpdir(), `site-plan-missing-${process.pid}.db`);
    const plan = await planMigrations(`sqlite:${file}`);
    expect(plan.pending.length).toBeGreaterThan(3);
    expect(fs.existsSync(file)).toBe(false);
  });

  it('writes parameters into a statement as SQL literals', () => {
    expect(inlineParameters({ sql: "insert into t (a, b, c, d) values (?, ?, ?, '?')", parameters: [1, "it's", null] })).toBe(
      "insert into t (a, b, c, d) values (1, 'it''s', NULL, '?')",
    );
  });
});
