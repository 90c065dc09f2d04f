/**
 * Starts the API server: migrate, seed the demo world when the database is empty
 * (by default only the embedded SQLite database; MySQL/MariaDB only with SEED_DEMO=true;
 * SEED_DEMO=false never), make the rankings answerable at once (a snapshot to serve,
 * the first views answered once), listen on PORT (8000), close cleanly on SIGINT/SIGTERM.
 * The log says what happened to the demo world. A failed start (migration, seed) is
 * reported in one line and exits with status 1.
 */
import { buildApp } from './app';
import { loadConfig } from './config';
import { describeSeedOutcome, oneLine, seedDemoOnStart } from './seed';

async function main() {
  const config = loadConfig();
  const app = await buildApp({ config });
  try {
    const outcome = await seedDemoOnStart(app.db, config.seedDemo, { log: (m) => app.log.info(m) });
    app.log.info(describeSeedOutcome(outcome));
  } catch (error) {
    await app.close().catch(() => undefined);
    throw error;
  }

  const close = async (signal: string) => {
    app.log.info(`${signal}: closing`);
    await app.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void close('SIGINT'));
  process.once('SIGTERM', () => void close('SIGTERM'));

  // Listen once the rankings can be answered at once (see GameJobs.warmUp).
  await app.ready();
  await app.gameJobs.warmUp();
  await app.listen({ port: config.port, host: config.host });
}

main().catch((error) => {
  console.error(`[start] failed: ${oneLine(error)}`);
  process.exit(1);
});
