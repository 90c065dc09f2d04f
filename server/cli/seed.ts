/**
 * `npm run seed`: migrates the configured database and seeds the demo world if it has
 * no accounts, under the same rule as `npm start` (SQLite by default; MySQL/MariaDB only
 * with SEED_DEMO=true). All or nothing; a failure is one line on stderr and exit status 1.
 */
import { loadConfig } from '../config';
import { createDb, migrateToLatest } from '../db';
import { describeSeedOutcome, oneLine, seedDemoOnStart } from '../seed';

const config = loadConfig();
const db = createDb(config.databaseUrl);
let failed = false;
try {
  const applied = await migrateToLatest(db);
  if (applied.length) console.log(`migrations applied: ${applied.join(', ')}`);
  const outcome = await seedDemoOnStart(db, config.seedDemo, { log: (m) => console.log(m) });
  console.log(describeSeedOutcome(outcome));
} catch (error) {
  console.error(`[seed] failed: ${oneLine(error)}`);
  failed = true;
} finally {
  await db.destroy();
}
if (failed) process.exit(1);
