/**
 * `npm run seed:bench [-- <characters>]`: fills the configured database (DATABASE_URL) up
 * to that many characters (1,000,000) for benchmarks; the count is an argument, not a
 * server setting (the bench scripts pass their BENCH_CHARACTERS): the demo world first when
 * the database is empty, then generated accounts (2.5 characters each), guilds
 * (1 per 50 characters) with alliances, and a lighter density of quests and monster
 * cards. Deterministic; names are numbered so any size stays unique.
 */
import { sql } from 'kysely';
import { loadConfig } from '../config';
import { createDb, migrateToLatest, dialectOf } from '../db';
import { seedDemoIfEmpty } from '../seed';
import { generateWorld } from '../seed/world';

const target = Number(process.argv[2] ?? 1_000_000);
if (!Number.isInteger(target) || target < 0) {
  console.error(`[seed:bench] the number of characters must be a whole number, got "${process.argv[2]}"`);
  process.exit(1);
}
const config = loadConfig();
const db = createDb(config.databaseUrl, { connectionLimit: 2 });
const started = Date.now();
const log = (m: string) => console.log(`[seed:bench ${((Date.now() - started) / 1000).toFixed(1)}s] ${m}`);

try {
  await migrateToLatest(db);
  if (dialectOf(db) === 'sqlite') {
    await sql`PRAGMA synchronous = OFF`.execute(db);
    await sql`PRAGMA cache_size = -200000`.execute(db);
  }
  const demo = await seedDemoIfEmpty(db, { log });
  if (demo) log(`demo world: ${JSON.stringify(demo)}`);
  const have = Number((await db.selectFrom('characters').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst())?.n ?? 0);
  const add = Math.max(0, target - have);
  log(`database has ${have} characters; adding ${add} for a total of ${target}`);
  // SQLite: bulk inserts into tables without secondary indexes, then rebuild them (much faster).
  let dropped: Array<{ name: string; sql: string }> = [];
  if (add > 0 && dialectOf(db) === 'sqlite') {
    const r = await sql<{ name: string; sql: string }>`select name, sql from sqlite_master
      where type = 'index' and sql is not null
      and tbl_name in ('accounts', 'characters', 'queststatus', 'monsterbook', 'guilds', 'alliance')`.execute(db);
    dropped = r.rows;
    for (const index of dropped) await sql`drop index ${sql.id(index.name)}`.execute(db);
    log(`dropped ${dropped.length} secondary indexes for the bulk insert`);
  }
  try {
    if (add > 0) {
      const result = await generateWorld(db, {
        characters: add,
        perAccount: 2.5,
        guilds: Math.max(1, Math.round(add / 50)),
        alliances: Math.max(1, Math.round(add / 700)),
        questScale: 0.1,
        cardScale: 0.1,
        numberedNames: true,
        seed: 1_000_003 + have,
        chunk: 50_000,
        log,
      });
      log(`added ${JSON.stringify(result)}`);
    }
  } finally {
    for (const index of dropped) {
      // The statements come from sqlite_master: the schema's own CREATE INDEX text.
      await sql.raw(index.sql).execute(db);
    }
    if (dropped.length) log(`rebuilt ${dropped.length} indexes`);
  }
  if (dialectOf(db) === 'sqlite') await sql`PRAGMA optimize`.execute(db);
  else await sql`ANALYZE TABLE characters, accounts, guilds, queststatus, monsterbook`.execute(db);
  log('done');
} finally {
  await db.destroy();
}
