/**
 * Import progress: a cli-progress bar (files read, entries found, ETA, the part being read)
 * and the summary table printed at the end.
 */
import cliProgress from 'cli-progress';
import { CATEGORIES } from './categories';
import type { ImportSummary } from './importer';

export interface ImportProgress {
  start(totalFiles: number): void;
  /** After each file: files done so far, entries found so far, what is being read. */
  update(files: number, entries: number, stage: string): void;
  /** Writing to the database. */
  writing(rows: number, totalRows: number): void;
  stop(): void;
}

/** A progress bar on a stream (stderr by default); also draws when the output is not a terminal. */
export function createProgressBar(stream: NodeJS.WritableStream = process.stderr): ImportProgress {
  const bar = new cliProgress.SingleBar(
    {
      stream,
      format: '{bar} {percentage}% | {value}/{total} files | {entries} entries | ETA {eta_formatted} | {stage}',
      barsize: 30,
      hideCursor: null,
      noTTYOutput: true,
      notTTYSchedule: 2000,
      etaBuffer: 200,
      fps: 8,
    },
    cliProgress.Presets.shades_classic,
  );
  let total = 0;
  let files = 0;
  let entries = 0;
  return {
    start(totalFiles) {
      total = totalFiles;
      bar.start(Math.max(totalFiles, 1), 0, { entries: 0, stage: 'reading' });
    },
    update(f, e, stage) {
      files = f;
      entries = e;
      bar.update(f, { entries: e, stage });
    },
    writing(rows, totalRows) {
      bar.update(Math.max(files, total), { entries, stage: `writing ${rows}/${totalRows} rows` });
    },
    stop() {
      bar.stop();
    },
  };
}

export const silentProgress: ImportProgress = {
  start() {},
  update() {},
  writing() {},
  stop() {},
};

function table(rows: string[][], rightAligned: boolean[]): string {
  const widths = rows[0].map((_, i) => Math.max(...rows.map((r) => r[i].length)));
  const line = (r: string[]) => r.map((c, i) => (rightAligned[i] ? c.padStart(widths[i]) : c.padEnd(widths[i]))).join('  ');
  const sep = widths.map((w) => '-'.repeat(w)).join('  ');
  return [line(rows[0]), sep, ...rows.slice(1, -1).map(line), sep, line(rows[rows.length - 1])].join('\n');
}

/** The summary: entries per category (and how many have a Chinese name), then the other tables. */
export function formatSummary(s: ImportSummary): string {
  const rows: string[][] = [['category', 'entries', 'with zh name']];
  for (const c of CATEGORIES) rows.push([c, String(s.categories[c].entries), String(s.categories[c].zh)]);
  const zh = CATEGORIES.reduce((n, c) => n + s.categories[c].zh, 0);
  rows.push(['all', String(s.entries), String(zh)]);
  const out = [table(rows, [false, true, true])];
  out.push(
    '',
    `map placements: ${s.mapLife}   quests: ${s.quests} (${s.questItems} item references)   cash-shop entries: ${s.commodity}`,
    `files: ${s.files.read} read of ${s.files.total}, ${s.files.malformed.length} malformed (skipped); data files without a name: ${s.unnamed}`,
    `Chinese names: ${s.zhSource ?? 'none'}   time: ${(s.durationMs / 1000).toFixed(1)} s`,
  );
  for (const m of s.files.malformed) out.push(`  skipped ${m.file}: ${m.error}`);
  return out.join('\n');
}
