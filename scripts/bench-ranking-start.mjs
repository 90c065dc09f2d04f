#!/usr/bin/env node
/**
 * `npm run bench:ranking-start`: how long the first ranking request after a start takes
 * (target < 200 ms), on the SQLite demo world and on a MariaDB game database with
 * BENCH_START_CHARACTERS (100,000) characters.
 *
 * For each database, BENCH_RUNS (3) times each:
 *   fresh     the database holds no ranking snapshot (the site's first start on a game
 *             database): the server builds the first one without the grace and listens
 *             once it is published;
 *   restart   the database holds the snapshot of an earlier run, published ten minutes
 *             ago (a restart or deploy): the server answers from it at once while its
 *             start-up refresh runs behind.
 * Each run starts the real server (tsx server/index.ts, jobs on, NODE_ENV=production,
 * BENCH_PORT 8021), waits for /api/health, then times in order: the home page's top 10
 * (GET /character/rank?sort=level&page=1&size=10, which the ranking page's first view
 * asks too), the fame tab (another order: read from the database) and the guild ranking.
 * It also reports how long the start took (spawn to /api/health answering) and, for
 * restarts, that the start-up refresh published a new generation; it waits for that
 * refresh to end before stopping the server.
 *
 * Databases:
 *   SQLite    a temporary file; the first start seeds the demo world as `npm start` does;
 *   MariaDB   BENCH_MYSQL_URL (mysql://site:site@127.0.0.1:3399) database BENCH_MYSQL_DB
 *             (bench_ranking_start), created with the game's own schema
 *             (server/gamedata/sample/db/cosmic-schema.sql) and filled by `npm run seed:bench`
 *             when it holds fewer characters (kept for the next run; --reseed to start over).
 * Options: --sqlite-only, --mysql-only. The figures go to stdout and, as markdown, to
 * BENCH_OUT (data/bench-ranking-start.md).
 */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import SqliteDatabase from 'better-sqlite3';
import { createConnection } from 'mysql2/promise';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const env = process.env;
const port = Number(env.BENCH_PORT || 8021);
const runs = Math.max(1, Number(env.BENCH_RUNS || 3));
const characters = Number(env.BENCH_START_CHARACTERS || 100_000);
const mysqlUrl = env.BENCH_MYSQL_URL || 'mysql://site:site@127.0.0.1:3399';
const mysqlDb = env.BENCH_MYSQL_DB || 'bench_ranking_start';
const outFile = path.resolve(root, env.BENCH_OUT || 'data/bench-ranking-start.md');
const args = new Set(process.argv.slice(2));
const base = `http://127.0.0.1:${port}`;
const tsx = path.join(root, 'node_modules', 'tsx', 'dist', 'cli.mjs');
const TARGET_MS = 200;
const t0 = Date.now();
const log = (m) => console.log(`[bench ${((Date.now() - t0) / 1000).toFixed(0)}s] ${m}`);
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const utc = (ms) => new Date(ms).toISOString().slice(0, 19).replace('T', ' ');

/** The ranking snapshot tables of one database, through a small driver-specific interface. */
function sqliteSnapshot(file) {
  const run = (sql, ...p) => {
    const db = new SqliteDatabase(file);
    db.pragma('busy_timeout = 10000');
    try {
      return sql.trimStart().startsWith('select') ? db.prepare(sql).get(...p) : db.prepare(sql).run(...p);
    } finally {
      db.close();
    }
  };
  return {
    meta: async () => run('select gen, lease_until, duration_ms from web_rank_meta where id = 1'),
    characters: async () => run('select count(*) as n from characters').n,
    exec: async (sql, ...p) => run(sql, ...p),
    close: async () => {},
  };
}

async function mysqlSnapshot(url) {
  const conn = await createConnection({ uri: url, dateStrings: true });
  const one = async (sql, p = []) => (await conn.query(sql, p))[0][0];
  return {
    meta: async () => one('select gen, lease_until, duration_ms from web_rank_meta where id = 1'),
    characters: async () => Number((await one('select count(*) as n from characters')).n),
    exec: async (sql, ...p) => conn.query(sql, p),
    close: async () => conn.end(),
  };
}

/** No snapshot: as on the site's first start on a game database. */
async function dropSnapshot(s) {
  await s.exec('delete from web_rank_order');
  await s.exec('delete from web_rank_stats');
  await s.exec("update web_rank_meta set gen = 0, totals = '{}', refreshed_at = null, duration_ms = 0, lease_until = null where id = 1");
}

/** The snapshot of an earlier run, published ten minutes ago (so the start-up refresh runs). */
async function ageSnapshot(s) {
  await s.exec('update web_rank_meta set refreshed_at = ?, lease_until = null where id = 1', utc(Date.now() - 600_000));
}

function startServer(databaseUrl, dataDir) {
  const output = [];
  const child = spawn(process.execPath, [tsx, path.join(root, 'server/index.ts')], {
    cwd: root,
    env: {
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      SEED_DEMO: '',
      RATE_LIMIT: 'false',
      LOG_LEVEL: 'info',
      WEB_JOBS: 'on',
      NODE_ENV: 'production',
      STATIC_DIR: path.join(dataDir, 'no-dist'),
      GAME_HOST: '127.0.0.1',
      GAME_PORT: '1',
      SMTP_HOST: '',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.on('data', (d) => output.push(String(d)));
  child.stderr.on('data', (d) => output.push(String(d)));
  return {
    child,
    output,
    async stop() {
      if (child.exitCode !== null) return;
      child.kill('SIGTERM');
      await Promise.race([new Promise((r) => child.once('exit', r)), sleep(10_000)]);
      if (child.exitCode === null) child.kill('SIGKILL');
    },
  };
}

async function waitForHealth(server, ms = 300_000) {
  const until = Date.now() + ms;
  for (;;) {
    if (server.child.exitCode !== null) throw new Error(`server exited: ${server.output.join('').slice(-2000)}`);
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      /* not up yet */
    }
    if (Date.now() > until) throw new Error('server did not answer /api/health');
    await sleep(20);
  }
}

async function timed(url) {
  const started = performance.now();
  const res = await fetch(base + url, { headers: { 'accept-language': 'zh-TW' } });
  const body = await res.json();
  return { ms: performance.now() - started, status: res.status, total: body?.data?.total };
}

/** One start: spawn, wait for /api/health, time the first requests; after a restart, wait for the start-up refresh. */
async function measure(kind, databaseUrl, dataDir, snapshot) {
  const before = await snapshot.meta();
  const started = performance.now();
  const server = startServer(databaseUrl, dataDir);
  try {
    await waitForHealth(server);
    const startMs = performance.now() - started;
    const top = await timed('/api/v1/game/character/rank?sort=level&page=1&size=10');
    const fame = await timed('/api/v1/game/character/rank?sort=fame&page=1&size=10');
    const guilds = await timed('/api/v1/game/guild/rank?page=1&size=10');
    if (top.status !== 200 || !(top.total > 0)) throw new Error(`first ranking answer: ${JSON.stringify(top)}`);
    let refresh = '';
    if (kind === 'restart') {
      // The start-up refresh ran behind the answers: wait until it has published and cleaned up.
      const until = Date.now() + 600_000;
      for (;;) {
        const m = await snapshot.meta();
        if (Number(m.gen) > Number(before.gen) && m.lease_until == null) {
          refresh = `gen ${before.gen} → ${m.gen}`;
          break;
        }
        if (Date.now() > until) throw new Error('the start-up refresh did not finish');
        await sleep(250);
      }
    } else {
      const m = await snapshot.meta();
      refresh = `first build ${m.duration_ms} ms (gen ${m.gen})`;
    }
    return { kind, startMs, top, fame, guilds, refresh };
  } finally {
    await server.stop();
  }
}

async function bench(label, databaseUrl, dataDir, snapshot) {
  const rows = [];
  const n = await snapshot.characters();
  log(`${label}: ${n.toLocaleString('en-US')} characters`);
  for (let i = 0; i < runs; i++) {
    await dropSnapshot(snapshot);
    rows.push(await measure('fresh', databaseUrl, dataDir, snapshot));
    await ageSnapshot(snapshot);
    rows.push(await measure('restart', databaseUrl, dataDir, snapshot));
    for (const r of rows.slice(-2)) {
      log(
        `${label} ${r.kind.padEnd(7)} start ${r.startMs.toFixed(0).padStart(5)} ms · first top-10 ${r.top.ms.toFixed(1).padStart(6)} ms` +
          ` (total ${r.top.total}) · fame tab ${r.fame.ms.toFixed(1).padStart(6)} ms · guilds ${r.guilds.ms.toFixed(1).padStart(6)} ms · ${r.refresh}`,
      );
    }
  }
  return { label, characters: n, rows };
}

async function sqliteBench() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-ranking-start-'));
  const file = path.join(dataDir, 'site.db');
  try {
    // The first start migrates and seeds the demo world, as `npm start` does on an empty SQLite file.
    log('SQLite: first start seeds the demo world');
    const seeding = startServer(`sqlite:${file}`, dataDir);
    try {
      await waitForHealth(seeding);
    } finally {
      await seeding.stop();
    }
    return await bench('SQLite demo', `sqlite:${file}`, dataDir, sqliteSnapshot(file));
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

async function mysqlBench() {
  const server = new URL(mysqlUrl);
  server.pathname = '/';
  const url = new URL(mysqlUrl);
  url.pathname = `/${mysqlDb}`;
  const admin = await createConnection({ uri: server.toString(), multipleStatements: true });
  try {
    const [found] = await admin.query('select schema_name from information_schema.schemata where schema_name = ?', [mysqlDb]);
    let have = 0;
    if (found.length && !args.has('--reseed')) {
      const [[row]] = await admin.query(`select count(*) as n from \`${mysqlDb}\`.characters`).catch(() => [[{ n: 0 }]]);
      have = Number(row.n);
    }
    if (have < characters) {
      log(`MariaDB: creating ${mysqlDb} with the game's schema and seeding ${characters.toLocaleString('en-US')} characters`);
      await admin.query(`DROP DATABASE IF EXISTS \`${mysqlDb}\``);
      await admin.query(`CREATE DATABASE \`${mysqlDb}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_general_ci`);
      await admin.query(`USE \`${mysqlDb}\``);
      const schema = fs.readFileSync(path.join(root, 'server/gamedata/sample/db/cosmic-schema.sql'), 'utf8');
      await admin.query(schema.replace(/;(\s*;)+/g, ';'));
      const r = spawnSync(process.execPath, [tsx, path.join(root, 'server/cli/seed-bench.ts'), String(characters)], {
        cwd: root,
        env: { ...env, DATABASE_URL: url.toString(), LOG_LEVEL: 'warn' },
        stdio: 'inherit',
      });
      if (r.status !== 0) throw new Error('seeding failed');
    } else {
      log(`MariaDB: ${mysqlDb} already has ${have.toLocaleString('en-US')} characters`);
    }
  } finally {
    await admin.end();
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-ranking-start-'));
  const snapshot = await mysqlSnapshot(url.toString());
  try {
    return await bench(`MariaDB ${characters.toLocaleString('en-US')}`, url.toString(), dataDir, snapshot);
  } finally {
    await snapshot.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

async function main() {
  const loadAtStart = os.loadavg();
  const results = [];
  if (!args.has('--mysql-only')) results.push(await sqliteBench());
  if (!args.has('--sqlite-only')) results.push(await mysqlBench());

  const lines = [];
  let worst = 0;
  for (const r of results) {
    for (const kind of ['fresh', 'restart']) {
      const rows = r.rows.filter((x) => x.kind === kind);
      const firsts = rows.map((x) => x.top.ms);
      worst = Math.max(worst, ...firsts);
      lines.push(
        `| ${r.label} | ${kind} | ${median(rows.map((x) => x.startMs)).toFixed(0)} | ${median(firsts).toFixed(1)} | ${Math.max(...firsts).toFixed(1)} | ` +
          `${median(rows.map((x) => x.fame.ms)).toFixed(1)} | ${median(rows.map((x) => x.guilds.ms)).toFixed(1)} | ${rows.map((x) => x.refresh).join('; ')} |`,
      );
    }
  }
  const cpu = os.cpus();
  const md = [
    '# Ranking: first request after a start',
    '',
    `${new Date().toISOString()} · ${cpu.length} × ${cpu[0]?.model ?? 'CPU'} · Node ${process.version} · ${runs} runs of each start · ` +
      `load average at the start ${loadAtStart.map((l) => l.toFixed(2)).join(', ')} (the machine is shared).`,
    '',
    '*fresh*: no snapshot in the database (first build before listening, no grace); *restart*: the snapshot of an earlier ' +
      'run, ten minutes old (answered from it; the start-up refresh runs behind). Times in ms; "start" is spawn to ' +
      '/api/health answering; "first top 10" is the first ranking request after that (the home page top 10, also the ranking ' +
      "page's first view); then the fame tab (another order, read from the database) and the guild ranking.",
    '',
    '| database | start | start ms (median) | first top 10 ms (median) | first top 10 ms (max) | fame tab ms | guilds ms | snapshot |',
    '| --- | --- | ---: | ---: | ---: | ---: | ---: | --- |',
    ...lines,
    '',
    `Slowest first ranking request: ${worst.toFixed(1)} ms (target < ${TARGET_MS} ms): ${worst < TARGET_MS ? 'met' : 'NOT met'}.`,
    '',
  ].join('\n');
  fs.mkdirSync(path.dirname(outFile), { recursive: true });
  fs.writeFileSync(outFile, md);
  console.log('\n' + md);
  log(`written to ${path.relative(root, outFile)}`);
  if (worst >= TARGET_MS) process.exitCode = 1;
}

main().catch((e) => {
  console.error(e);
  process.exitCode = 1;
});
