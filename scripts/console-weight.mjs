#!/usr/bin/env node
/**
 * `npm run perf:console`: the operator console's own weight in the production build (dist/),
 * which the player pages' budget (perf-budget.json) leaves out: the gzip bytes of the
 * console's chunks (its layout, messages, each screen, the dashboard's charts), which only an
 * operator's browser downloads. Prints one row per chunk and the total.
 * Needs `npm run build` first.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';

const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'dist');
if (!fs.existsSync(dist)) {
  console.error('dist/ is missing: run `npm run build` first');
  process.exit(1);
}
/** umi names a route's chunk after its file (the console's carry "admin"); the dashboard charts bring the antv, html2canvas and lodash libraries. */
const isConsole = (f) => /admin|plots|antv|html2canvas|lodash-lib/i.test(f) && /\.(js|css)$/.test(f);
const rows = fs
  .readdirSync(dist)
  .filter(isConsole)
  .map((f) => ({ file: f, gzip: zlib.gzipSync(fs.readFileSync(path.join(dist, f)), { level: 9 }).length }))
  .sort((a, b) => b.gzip - a.gzip);
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
for (const r of rows) console.log(`${kb(r.gzip).padStart(10)}  ${r.file}`);
console.log(`${kb(rows.reduce((s, r) => s + r.gzip, 0)).padStart(10)}  total (gzip), ${rows.length} files`);
