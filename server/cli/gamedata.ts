/**
 * Operator CLI for the game-data library.
 *
 *   npm run gamedata -- import <wz folder> [--strings-zh <String.wz folder>] [--zh simplified|traditional|auto] [--quiet]
 *
 * Reads the server's wz XML folder (and a Chinese String.wz folder) and replaces the library's
 * tables in one transaction; the previous library stays if the import fails. The database is
 * the site's (DATABASE_URL / DATA_DIR, as `npm start` uses); migrations run first.
 * Exit code 0 when the library was replaced, 1 when nothing usable was read or on bad arguments.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { fileURLToPath } from 'node:url';
import type { Db } from '../db';
import { GameDataImportError, importGameData, type ImportSummary } from '../gamedata/importer';
import { createProgressBar, formatSummary, silentProgress } from '../gamedata/progress';
import type { ZhMode } from '../gamedata/chinese';

export const USAGE = `Usage: npm run gamedata -- import <wz folder> [--strings-zh <String.wz folder>] [--zh simplified|traditional|auto] [--quiet]

  <wz folder>     the game server's wz XML export (String.wz, Character.wz, Item.wz, Mob.wz, Map.wz, Quest.wz, Etc.wz)
  --strings-zh    a Chinese String.wz folder (names and descriptions)
  --zh            whether those are Simplified (converted to Traditional) or Traditional; auto (default) detects it
  --quiet         no progress bar`;

export interface GameDataCliIo {
  out: (line: string) => void;
  err: (line: string) => void;
  /** Where the progress bar is drawn (stderr); none draws no bar. */
  barStream?: NodeJS.WritableStream | null;
}

export async function runGameDataCli(argv: string[], db: Db, io: GameDataCliIo): Promise<{ code: number; summary?: ImportSummary }> {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      options: { 'strings-zh': { type: 'string' }, zh: { type: 'string' }, quiet: { type: 'boolean' }, help: { type: 'boolean' } },
    });
  } catch (e) {
    io.err(`${(e as Error).message}\n\n${USAGE}`);
    return { code: 1 };
  }
  const [command, wzDir, ...rest] = parsed.positionals;
  if (parsed.values.help || command !== 'import' || !wzDir || rest.length) {
    (parsed.values.help ? io.out : io.err)(USAGE);
    return { code: parsed.values.help ? 0 : 1 };
  }
  const zh = (parsed.values.zh ?? 'auto') as ZhMode;
  if (!['simplified', 'traditional', 'auto'].includes(zh)) {
    io.err(`--zh must be simplified, traditional or auto\n\n${USAGE}`);
    return { code: 1 };
  }
  const progress = parsed.values.quiet || !io.barStream ? silentProgress : createProgressBar(io.barStream);
  try {
    const summary = await importGameData(db, {
      wzDir,
      stringsZhDir: parsed.values['strings-zh'] ?? null,
      zh,
      progress,
      log: io.err,
    });
    io.out(formatSummary(summary));
    io.out(`library replaced: ${summary.entries} entries from ${path.resolve(wzDir)}`);
    return { code: 0, summary };
  } catch (e) {
    if (e instanceof GameDataImportError) {
      if (e.summary) io.out(formatSummary(e.summary));
      io.err(`import failed: ${e.message}`);
      return { code: 1, summary: e.summary };
    }
    io.err(`import failed, the library was left as it was: ${e instanceof Error ? e.message : String(e)}`);
    return { code: 1 };
  }
}

async function main() {
  const { loadConfig } = await import('../config');
  const { createDb, migrateToLatest } = await import('../db/index');
  const config = loadConfig();
  const db = createDb(config.databaseUrl);
  try {
    await migrateToLatest(db);
    const { code } = await runGameDataCli(process.argv.slice(2), db, {
      out: (l) => console.log(l),
      err: (l) => console.error(l),
      barStream: process.stderr,
    });
    process.exitCode = code;
  } finally {
    await db.destroy();
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error) => {
    console.error(error);
    process.exitCode = 1;
  });
}
