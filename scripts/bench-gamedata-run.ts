/**
 * One measured import for `npm run bench:gamedata` (run in its own process so its peak memory
 * is the import's own): migrates the database, imports the folder, prints one JSON line
 * {ms, maxRssMB, entries, files, malformed}.
 *
 *   tsx scripts/bench-gamedata-run.ts <wz folder> <String.wz zh folder|-> <database url>
 */
import { createDb, migrateToLatest } from '../server/db/index';
import { importGameData } from '../server/gamedata/importer';

const [wzDir, zhDir, url] = process.argv.slice(2);
if (!wzDir || !zhDir || !url) {
  console.error('usage: tsx scripts/bench-gamedata-run.ts <wz folder> <zh String.wz folder|-> <database url>');
  process.exit(1);
}
const db = createDb(url);
try {
  await migrateToLatest(db);
  const started = performance.now();
  const summary = await importGameData(db, { wzDir, stringsZhDir: zhDir === '-' ? null : zhDir });
  const ms = performance.now() - started;
  const maxRssMB = process.resourceUsage().maxRSS / 1024;
  console.log(
    JSON.stringify({
      ms: Math.round(ms),
      maxRssMB: Math.round(maxRssMB),
      entries: summary.entries,
      files: summary.files.total,
      malformed: summary.files.malformed.length,
      zhSource: summary.zhSource,
    }),
  );
} finally {
  await db.destroy();
}
