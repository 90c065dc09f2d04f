/**
 * `npm run db:plan` (or `npm run db:plan -- <database url>`): prints the SQL the site's
 * pending migrations would run on DATABASE_URL, without running it. Only reads reach the
 * database (on a read-only session / read-only file); nothing is created or changed.
 */
import { loadConfig } from '../config';
import { planMigrations } from '../db';

const url = process.argv[2] || loadConfig().databaseUrl;
const shown = url.replace(/\/\/([^:/@]+):[^@]*@/, '//$1:***@');

try {
  const plan = await planMigrations(url);
  console.log(`-- db:plan for ${shown} (${plan.dialect === 'mysql' ? 'MySQL/MariaDB' : 'SQLite'}): nothing was run`);
  if (plan.pending.length === 0) {
    console.log('-- no pending migrations: the database is up to date');
  } else {
    console.log(`-- pending migrations: ${plan.pending.join(', ')}`);
    console.log('-- plus the migration bookkeeping tables web_migration and web_migration_lock');
    let migration = '';
    for (const s of plan.statements) {
      if (s.migration !== migration) {
        migration = s.migration;
        console.log(`\n-- ${migration}`);
      }
      console.log(`${s.sql};${s.existing ? '  -- the table is already there: does nothing' : ''}`);
    }
  }
} catch (error) {
  console.error(`[db:plan] failed: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`);
  process.exitCode = 1;
}
