#!/usr/bin/env node
/**
 * Pre-compresses the built web app (run by `npm run build` after `max build`):
 * writes <file>.br (brotli, quality 11) and <file>.gz (gzip, level 9) beside every
 * text asset of dist/ (js, css, html, svg, json, txt, map excluded), so the server
 * (server/plugins/static.ts, @fastify/static `preCompressed`) sends them with
 * Content-Encoding br/gzip at no CPU cost per request. Storybook's output
 * (dist/storybook) is left as is. Stale .br/.gz files whose source is gone are removed.
 *
 * Usage: node scripts/precompress.mjs [dir]   (default dist/, or STATIC_DIR)
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dir = path.resolve(root, process.argv[2] ?? process.env.STATIC_DIR ?? 'dist');
const SKIP_DIRS = new Set(['storybook']);
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest|ico)$/i;
/** Below this size compression gains nothing worth a second file. */
const MIN_BYTES = 1024;

function* walk(current) {
  for (const entry of fs.readdirSync(current, { withFileTypes: true })) {
    const full = path.join(current, entry.name);
    if (entry.isDirectory()) {
      if (current === dir && SKIP_DIRS.has(entry.name)) continue;
      yield* walk(full);
    } else if (entry.isFile()) yield full;
  }
}

if (!fs.existsSync(path.join(dir, 'index.html'))) {
  console.error(`[precompress] ${dir}/index.html is missing: run max build first`);
  process.exit(1);
}

let files = 0;
let raw = 0;
let br = 0;
let gz = 0;
for (const file of walk(dir)) {
  if (/\.(br|gz)$/.test(file)) {
    if (!fs.existsSync(file.slice(0, -3))) fs.rmSync(file);
    continue;
  }
  if (!COMPRESSIBLE.test(file)) continue;
  const body = fs.readFileSync(file);
  if (body.length < MIN_BYTES) continue;
  const brotli = zlib.brotliCompressSync(body, {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
    },
  });
  const gzip = zlib.gzipSync(body, { level: 9 });
  // Write the compressed variants only when they are smaller (the server then falls back to the file).
  if (brotli.length < body.length) fs.writeFileSync(`${file}.br`, brotli);
  if (gzip.length < body.length) fs.writeFileSync(`${file}.gz`, gzip);
  files += 1;
  raw += body.length;
  br += Math.min(brotli.length, body.length);
  gz += Math.min(gzip.length, body.length);
}
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
console.log(`[precompress] ${files} files in ${path.relative(root, dir) || '.'}: ${kb(raw)} -> brotli ${kb(br)}, gzip ${kb(gz)}`);
