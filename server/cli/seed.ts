/** `npm run seed`: migrates the configured database and seeds the demo world if it has no accounts. */
import { loadConfig } from '../config';
import { createDb, migrateToLatest } from '../db';
import { seedDemoIfEmpty } from '../seed';

const config = loadConfig();
const db = createDb(config.databaseUrl);
try {
  const applied = await migrateToLatest(db);
  if (applied.length) console.log(`migrations applied: ${applied.join(', ')}`);
  const seeded = await seedDemoIfEmpty(db, { log: (m) => console.log(m) });
  console.log(seeded ? `demo world seeded: ${JSON.stringify(seeded)}` : 'database already has accounts: nothing seeded');
} finally {
  await db.destroy();
}
