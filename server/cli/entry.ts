/**
 * The entry of an operator CLI (`npm run notice|shop|checkin|billing|account -- ...`): when the file is
 * the script node runs, open the configured database, migrate it, run the command with the
 * arguments and set the exit code from its answer; a failure prints one line and exits 1.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ServerConfig } from '../config';
import type { Db } from '../db';

export type CliCommand = (args: string[], db: Db, config: ServerConfig) => Promise<number>;

export function runAsCli(moduleUrl: string, command: CliCommand): void {
  if (!process.argv[1] || path.resolve(process.argv[1]) !== fileURLToPath(moduleUrl)) return;
  (async () => {
    const { loadConfig } = await import('../config');
    const { createDb, migrateToLatest } = await import('../db/index');
    const config = loadConfig();
    const db = createDb(config.databaseUrl);
    try {
      await migrateToLatest(db);
      process.exitCode = await command(process.argv.slice(2), db, config);
    } finally {
      await db.destroy();
    }
  })().catch((error: unknown) => {
    console.error(error instanceof Error ? `error: ${error.message.split('\n')[0]}` : error);
    process.exitCode = 1;
  });
}
