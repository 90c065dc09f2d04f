/**
 * Starts the API server: migrate, seed the demo world when the database is empty
 * (SEED_DEMO=false to skip), listen on PORT (8000), close cleanly on SIGINT/SIGTERM.
 */
import { buildApp } from './app';
import { loadConfig } from './config';
import { seedDemoIfEmpty } from './seed';

const config = loadConfig();
const app = await buildApp({ config });

if (config.seedDemo) {
  const seeded = await seedDemoIfEmpty(app.db, { log: (m) => app.log.info(m) });
  if (seeded) app.log.info(seeded, 'demo world seeded');
}

const close = async (signal: string) => {
  app.log.info(`${signal}: closing`);
  await app.close();
  process.exit(0);
};
process.once('SIGINT', () => void close('SIGINT'));
process.once('SIGTERM', () => void close('SIGTERM'));

await app.listen({ port: config.port, host: config.host });
