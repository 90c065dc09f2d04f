#!/usr/bin/env node
/**
 * `npm run bench:library`: library search latency with a large library, beside the same
 * server's static health endpoint in the same run (so the figure is a ratio to what the
 * machine does for a request that touches nothing, not only a time).
 *
 * 1. The large generated wz tree of `npm run bench:gamedata` (both String.wz files of a real
 *    server, twice, with data files: 40,000+ entries; made with `--generate-only` when missing,
 *    BENCH_TREE, default <tmp>/bench-gamedata-tree) is imported into a fresh SQLite file, and into
 *    a fresh MariaDB/MySQL database when BENCH_MYSQL_URL (mysql://user:pass@host:port) is set.
 * 2. The real server (server/index.ts, rate limits off) runs on it; autocannon
 *    (BENCH_CONNECTIONS 10 × BENCH_SECONDS 5 per row) asks /api/health, then searches: English
 *    words, Traditional and Simplified Chinese substrings, an id, a one-letter keyword that
 *    matches most entries, over all 23 categories or a few (fixed keywords are answered from the
 *    server's search cache after the first request, as in production), then rows where every
 *    request has a new random keyword (name words, Chinese names, ids: the uncached path);
 *    then /api/health again.
 * Prints a markdown table and writes BENCH_OUT (data/bench-library.md). Target: search p99 < 20 ms.
 */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { createConnection } from 'mysql2/promise';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const env = process.env;
const tree = path.resolve(env.BENCH_TREE || path.join(os.tmpdir(), 'bench-gamedata-tree'));
const connections = Number(env.BENCH_CONNECTIONS || 10);
const seconds = Number(env.BENCH_SECONDS || 5);
const port = Number(env.BENCH_PORT || 8022);
const mysqlUrl = env.BENCH_MYSQL_URL || '';
const outFile = path.resolve(root, env.BENCH_OUT || 'data/bench-library.md');
const tsx = path.join(root, 'node_modules', 'tsx', 'dist', 'cli.mjs');
const base = `http://127.0.0.1:${port}`;
const t0 = Date.now();
const log = (m) => console.log(`[bench ${((Date.now() - t0) / 1000).toFixed(0)}s] ${m}`);

const ALL = 'Hair,Face,Cap,Weapon,Shoes,Longcoat,Coat,Cape,Glove,Pants,Accessory,Ring,Shield,PetEquip,TamingMob,Pet,Consume,Etc,Ins,Cash,Npc,Mob,Map';
const search = (keyword, categories = ALL) => `/api/v1/library/search?keyword=${encodeURIComponent(keyword)}&categories=${categories}&page=1&size=20`;
const TARGETS = [
  ['health (static, no database)', '/api/health'],
  ['search "snail", all categories', search('snail')],
  ['search "sword", Weapon', search('sword', 'Weapon')],
  ['search 蝸牛 (Traditional), all', search('蝸牛')],
  ['search 蜗牛 (Simplified), all', search('蜗牛')],
  ['search 劍 (substring), all', search('劍')],
  ['search id 1302000, all', search('1302000')],
  ['search "a" (most entries match), all', search('a')],
  ['search "mushroom", Mob,Map,Etc', search('mushroom', 'Mob,Map,Etc')],
  // A different keyword on every request: the server's answer cache cannot help.
  ['random name words (uncached), all', 'random-words'],
  ['random Chinese names (uncached), all', 'random-zh'],
  ['random ids (uncached), all', 'random-ids'],
  ['health again', '/api/health'],
];

/** Words of the English names and Chinese names of the tree's equipment strings, for random keywords. */
function nameWords() {
  const read = (file) => (fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '');
  const values = (xml) => [...xml.matchAll(/name="name" value="([^"]+)"/g)].map((m) => m[1]);
  const en = values(read(path.join(tree, 'wz', 'String.wz', 'Eqp.img.xml')))
    .flatMap((n) => n.toLowerCase().split(/\s+/))
    .filter((w) => /^[a-z]{3,}$/.test(w));
  const zh = values(read(path.join(tree, 'wz-zh', 'String.wz', 'Eqp.img.xml'))).map((n) => n.slice(0, 2)).filter((w) => w.length === 2);
  return { en: [...new Set(en)], zh: [...new Set(zh)] };
}
const words = nameWords();
const pick = (list) => list[Math.floor(Math.random() * list.length)];
const RANDOM = {
  'random-words': () => search(pick(words.en)),
  'random-zh': () => search(pick(words.zh)),
  'random-ids': () => search(String(1000000 + Math.floor(Math.random() * 1000000))),
};

async function waitFor(url, timeoutMs) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* not up yet */
    }
    if (Date.now() > until) throw new Error(`timed out waiting for ${url}`);
    await new Promise((r) => setTimeout(r, 500));
  }
}

async function freshDb(kind) {
  if (kind === 'sqlite') {
    const file = path.join(os.tmpdir(), `bench-library-${process.pid}.db`);
    const rm = () => ['', '-wal', '-shm'].forEach((ext) => fs.rmSync(file + ext, { force: true }));
    rm();
    return { url: `sqlite:${file}`, cleanup: async () => rm() };
  }
  const name = `bench_library_${process.pid}`;
  const server = new URL(mysqlUrl);
  server.pathname = '/';
  const admin = await createConnection({ uri: server.toString() });
  await admin.query(`CREATE DATABASE \`${name}\` CHARACTER SET utf8mb4`);
  await admin.end();
  const url = new URL(mysqlUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    cleanup: async () => {
      const c = await createConnection({ uri: server.toString() });
      await c.query(`DROP DATABASE IF EXISTS \`${name}\``);
      await c.end();
    },
  };
}

const cannon = (url) =>
  new Promise((resolve, reject) => {
    const options = { url: base + (RANDOM[url] ? RANDOM[url]() : url), connections, duration: seconds, headers: { 'accept-language': 'zh-TW' } };
    if (RANDOM[url]) options.requests = [{ setupRequest: (req) => ({ ...req, path: RANDOM[url]() }) }];
    autocannon(options, (err, r) => (err ? reject(err) : resolve(r)));
  });

async function benchOn(kind) {
  const db = await freshDb(kind);
  const runEnv = { ...env, DATABASE_URL: db.url, LOG_LEVEL: 'warn', SEED_DEMO: 'false' };
  log(`importing ${tree} into ${kind}…`);
  const imp = spawnSync(
    process.execPath,
    [tsx, path.join(root, 'server/cli/gamedata.ts'), 'import', path.join(tree, 'wz'), '--strings-zh', path.join(tree, 'wz-zh', 'String.wz'), '--quiet'],
    { cwd: root, env: runEnv, encoding: 'utf8' },
  );
  if (imp.status !== 0) throw new Error(`import failed: ${imp.stderr || imp.stdout}`);
  const server = spawn(process.execPath, [tsx, path.join(root, 'server/index.ts')], {
    cwd: root,
    env: {
      ...runEnv,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: path.join(os.tmpdir(), 'bench-library-data'),
      RATE_LIMIT: 'false',
      WEB_JOBS: 'off',
      NODE_ENV: 'production',
      STATIC_DIR: path.join(os.tmpdir(), 'bench-library-no-dist'),
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const rows = [];
  try {
    await waitFor(`${base}/api/health`, 120_000);
    for (const [name, url] of TARGETS) {
      const isSearch = url.includes('/search') || Boolean(RANDOM[url]);
      const probe = await (await fetch(base + (RANDOM[url] ? RANDOM[url]() : url), { headers: { 'accept-language': 'zh-TW' } })).json();
      if (isSearch && probe.code !== 0) throw new Error(`${url}: ${probe.message}`);
      const r = await cannon(url);
      const row = { name, hits: RANDOM[url] ? 'varies' : isSearch ? probe.data.total : '-', median: r.latency.p50, p99: r.latency.p99, max: r.latency.max, rps: Math.round(r.requests.average), errors: r.errors + r.non2xx };
      rows.push(row);
      log(`${kind} ${name.padEnd(40)} median ${row.median} ms  p99 ${row.p99} ms  ${row.rps} req/s  hits ${row.hits}`);
    }
  } finally {
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
    await db.cleanup();
  }
  return rows;
}

if (!fs.existsSync(path.join(tree, 'READY'))) {
  const r = spawnSync(process.execPath, [path.join(root, 'scripts/bench-gamedata.mjs'), '--generate-only'], { cwd: root, stdio: 'inherit', env });
  if (r.status !== 0) process.exit(1);
}
const sections = [];
for (const kind of ['sqlite', ...(mysqlUrl ? ['mysql'] : [])]) {
  const rows = await benchOn(kind);
  const health = Math.max(1, ...rows.filter((r) => r.name.startsWith('health')).map((r) => r.p99));
  const worst = Math.max(...rows.filter((r) => r.hits !== '-').map((r) => r.p99));
  sections.push(
    [
      `### ${kind === 'mysql' ? 'MariaDB/MySQL' : 'SQLite'}: worst search p99 ${worst} ms (target < 20 ms), ${(worst / health).toFixed(1)}× the health endpoint's p99`,
      '',
      '| target | hits | median ms | p99 ms | max ms | req/s | errors |',
      '| --- | ---: | ---: | ---: | ---: | ---: | ---: |',
      ...rows.map((r) => `| ${r.name} | ${r.hits} | ${r.median} | ${r.p99} | ${r.max} | ${r.rps} | ${r.errors} |`),
      '',
    ].join('\n'),
  );
}
const md = [
  `Library search (${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC, ${os.cpus().length} CPU, Node ${process.version}, load ${os.loadavg()[0].toFixed(1)}; autocannon ${connections} connections × ${seconds} s per row)`,
  '',
  ...sections,
].join('\n');
fs.mkdirSync(path.dirname(outFile), { recursive: true });
fs.writeFileSync(outFile, md);
console.log(`\n${md}`);
