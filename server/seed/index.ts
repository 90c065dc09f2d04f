/**
 * Demo world seed entry points (the world itself is server/seed/demo.ts).
 *
 * When: `npm start` seeds the demo world only into an EMPTY database (no accounts), and
 * by default only into the embedded SQLite database. A MySQL/MariaDB database is the game
 * server's own database: the demo world (with its published demo password) goes there
 * only with an explicit SEED_DEMO=true. SEED_DEMO=false never seeds.
 *
 * All or nothing: the demo world, the sample game rows (drops, shops, hired merchants),
 * the demo notices, the demo web shop, demo01's game time and invites, and (SQLite only) the
 * console's operator admin01 are written in ONE transaction (the migrations, whose DDL MySQL commits
 * implicitly, have run before, outside it). The sample's game-data library is imported just
 * before, atomic on its own (web_lib_* tables only). A failure rolls back and is reported
 * as one SeedError line.
 */
import type { Db } from '../db';
import { dialectOf } from '../db';

export interface SeedOptions {
  log?: (message: string) => void;
}

/** SEED_DEMO: true / false, or 'auto' (unset: SQLite yes, MySQL/MariaDB no). */
export type SeedDemoSetting = boolean | 'auto';

export type SeedOutcome =
  | { status: 'seeded'; counts: Record<string, number> }
  | { status: 'skipped'; reason: 'disabled' | 'mysql-without-seed-demo' | 'not-empty' };

/** A seed that failed and was rolled back; `message` is one line saying what failed. */
export class SeedError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'SeedError';
  }
}

async function hasAccounts(db: Db): Promise<boolean> {
  const row = await db.selectFrom('accounts').select('id').limit(1).executeTakeFirst();
  return !!row;
}

/** First line of an error's message (drivers sometimes add the whole statement). */
export function oneLine(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  const line = text.split('\n')[0].trim();
  return line.length > 300 ? `${line.slice(0, 297)}...` : line;
}

/**
 * Seeds the demo world if the database has no accounts (whatever the dialect: callers
 * decide; see seedDemoOnStart). Returns the counts, or null when there were accounts.
 * Throws SeedError (nothing written) when it fails.
 */
export async function seedDemoIfEmpty(db: Db, options: SeedOptions = {}): Promise<Record<string, number> | null> {
  if (await hasAccounts(db)) return null;

  const { seedDemoWorld } = await import('./demo');
  const { seedNotices } = await import('./notices');
  const { seedShop } = await import('./shop');
  const { seedBilling } = await import('./billing');
  const { seedDemoOperator } = await import('./operator');
  const { importGameData } = await import('../gamedata/importer');
  const { SAMPLE_DIR, seedSampleGameRows, seedSampleMerchants } = await import('../gamedata/sample');

  // The game-data library of the sample, before the world: the import is atomic on its own
  // and writes only web_lib_* tables. A library already imported (an operator's full wz
  // folder) is kept.
  let library = 0;
  if (!(await db.selectFrom('web_lib_meta').select('id').limit(1).executeTakeFirst())) {
    try {
      const imported = await importGameData(db, { wzDir: SAMPLE_DIR.wz, stringsZhDir: SAMPLE_DIR.stringsZh, log: options.log });
      library = imported.entries;
    } catch (error) {
      throw new SeedError(`demo seed failed (game-data import of the sample, rolled back; nothing written): ${oneLine(error)}`, { cause: error });
    }
  }
  try {
    return await db.transaction().execute(async (trx) => {
      const t = trx as unknown as Db;
      // Another instance may have seeded between the check above and this transaction.
      if (await hasAccounts(t)) return null;
      const counts = await seedDemoWorld(t, options);
      // The sample's monster drops and NPC shops, unless the game's own rows are there.
      let dropRows = 0;
      if (!(await t.selectFrom('drop_data').select('id').limit(1).executeTakeFirst())) {
        dropRows = (await seedSampleGameRows(t)).drop_data;
      }
      // A few hired merchants (items of type 6) among the demo characters.
      const merchantItems = await seedSampleMerchants(t);
      // Demo notices in every category and both languages (only into an empty table).
      const notices = await seedNotices(t);
      // The demo web shop: catalogue from the sample's cash-shop entries, posters, the gift receiver demo02.
      const shop = await seedShop(t);
      // demo01's game time (ledger, cards) and invites (invitees, rewards, an unused code).
      const billing = await seedBilling(t);
      // The console's demo operator admin01: SQLite only, never into a game database.
      const operators = await seedDemoOperator(t);
      return { ...counts, library, dropRows, merchantItems, notices, ...shop, billingLedger: billing.ledger, invitees: billing.invitees, operators };
    });
  } catch (error) {
    // Rolled back. If another instance seeded meanwhile, that is not a failure.
    if (await hasAccounts(db).catch(() => false)) return null;
    throw new SeedError(`demo seed failed and was rolled back (nothing written): ${oneLine(error)}`, { cause: error });
  }
}

/** What `npm start` does with SEED_DEMO (see the top of this file). */
export async function seedDemoOnStart(db: Db, setting: SeedDemoSetting, options: SeedOptions = {}): Promise<SeedOutcome> {
  if (setting === false) return { status: 'skipped', reason: 'disabled' };
  if (setting === 'auto' && dialectOf(db) === 'mysql') return { status: 'skipped', reason: 'mysql-without-seed-demo' };
  const counts = await seedDemoIfEmpty(db, options);
  return counts ? { status: 'seeded', counts } : { status: 'skipped', reason: 'not-empty' };
}

/** The start-up log line of an outcome. */
export function describeSeedOutcome(outcome: SeedOutcome): string {
  if (outcome.status === 'seeded') return `demo world seeded: ${JSON.stringify(outcome.counts)}`;
  switch (outcome.reason) {
    case 'disabled':
      return 'demo world skipped: SEED_DEMO=false';
    case 'mysql-without-seed-demo':
      return 'demo world skipped: the database is MySQL/MariaDB (a game database) and SEED_DEMO is not true; set SEED_DEMO=true to seed the demo world into it';
    case 'not-empty':
      return 'demo world skipped: the database already has accounts';
  }
}
