/**
 * Fallback seeder of scripts/bench-ranking.mjs when `npm run seed:bench` is not
 * available: migrates a SQLite file and fills it with a deterministic world of
 * BENCH_CHARACTERS (1,000,000) characters on 200,000 accounts, every job line, levels
 * skewed low like a real server, ~1 in 5 in one of 2,000 guilds, completed quests and
 * monster-book cards growing with level, a few GMs and banned accounts.
 *
 *   npx tsx scripts/bench-ranking-seed.ts data/bench-ranking.db
 */
import fs from 'node:fs';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { createDb, migrateToLatest } from '../server/db';

const file = path.resolve(process.argv[2] ?? 'data/bench-ranking.db');
const total = Number(process.env.BENCH_CHARACTERS ?? 1_000_000);
const perAccount = 5;

function mulberry32(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const rnd = mulberry32(20250101);
const pick = <T,>(xs: readonly T[]) => xs[Math.floor(rnd() * xs.length)];

const JOBS = [
  [0], [100, 110, 111, 112, 120, 121, 122, 130, 131, 132], [200, 210, 211, 212, 220, 221, 222, 230, 231, 232],
  [300, 310, 311, 312, 320, 321, 322], [400, 410, 411, 412, 420, 421, 422], [500, 510, 511, 512, 520, 521, 522],
  [1000, 1100, 1110, 1111, 1112, 1200, 1210, 1211, 1212, 1300, 1310, 1311, 1312, 1400, 1410, 1411, 1412, 1500, 1510, 1511, 1512],
  [2000, 2100, 2110, 2111, 2112], [2200, 2210, 2211, 2212],
] as const;

async function main() {
  if (fs.existsSync(file)) fs.rmSync(file);
  for (const ext of ['-wal', '-shm']) if (fs.existsSync(file + ext)) fs.rmSync(file + ext);
  const kdb = createDb(`sqlite:${file}`);
  await migrateToLatest(kdb);
  await kdb.destroy();

  const db = new SqliteDatabase(file);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = OFF');
  db.pragma('cache_size = -200000');
  const started = Date.now();
  const accounts = Math.ceil(total / perAccount);
  const insAccount = db.prepare(
    'insert into accounts (id, name, password, banned, loggedin, createdat, birthday) values (?, ?, ?, ?, 0, ?, ?)',
  );
  const insGuild = db.prepare(
    'insert into guilds (guildid, name, leader, GP, logo, logoColor, logoBG, logoBGColor, capacity, notice, allianceId) values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 0)',
  );
  const insChar = db.prepare(
    `insert into characters (id, accountid, world, name, level, exp, str, dex, luk, int, hp, mp, maxhp, maxmp, meso, job,
      skincolor, gender, fame, hair, face, gm, guildid, guildrank, createdate, lastExpGainTime, lastLogoutTime)
     values (?, ?, 0, ?, ?, ?, 4, 4, 4, 4, 50, 50, 50, 50, ?, ?, ?, ?, ?, ?, ?, ?, ?, 5, '2024-01-01 00:00:00', ?, '2025-01-01 00:00:00')`,
  );
  const insQuest = db.prepare('insert into queststatus (characterid, quest, status) values (?, ?, 2)');
  const insCard = db.prepare('insert into monsterbook (charid, cardid, level) values (?, ?, 1)');

  db.transaction(() => {
    for (let a = 1; a <= accounts; a++) {
      insAccount.run(a, `bench${a}`, 'x', a % 997 === 0 ? 1 : 0, '2024-01-01 00:00:00', '1990-01-01');
    }
    for (let g = 1; g <= 2000; g++) {
      insGuild.run(g, `Guild${g}`, (g - 1) * 500 + 1, Math.floor(rnd() * 100000), 1000 + (g % 20), g % 16, 2000 + (g % 10), g % 16, 100, `Guild ${g} notice`);
    }
  })();
  console.log(`[seed] ${accounts} accounts, 2000 guilds`);

  const chunk = 50_000;
  let quests = 0;
  let cards = 0;
  for (let from = 1; from <= total; from += chunk) {
    db.transaction(() => {
      for (let id = from; id < from + chunk && id <= total; id++) {
        const line = Math.floor(rnd() * JOBS.length);
        const level = 1 + Math.floor(254 * Math.pow(rnd(), 2.2));
        const job = level < 10 ? JOBS[line][0] : pick(JOBS[line]);
        const gm = id % 100_003 === 0 ? 1 : 0;
        const guildid = rnd() < 0.2 ? 1 + Math.floor(rnd() * 2000) : 0;
        const t = 1_700_000_000 + Math.floor(rnd() * 50_000_000);
        const last = new Date(t * 1000).toISOString().slice(0, 19).replace('T', ' ');
        insChar.run(
          id, 1 + Math.floor((id - 1) / perAccount), `c${id}`, level, Math.floor(rnd() * 1_000_000 * (level / 50 + 1)),
          Math.floor(rnd() * 1_000_000), gm ? 900 : job, Math.floor(rnd() * 5), Math.floor(rnd() * 2),
          Math.floor(Math.pow(rnd(), 3) * level), 30000 + Math.floor(rnd() * 80) * 10 + Math.floor(rnd() * 8), 20000 + Math.floor(rnd() * 30),
          gm, guildid, last,
        );
        const q = Math.floor((level / 30) * rnd() * 2);
        for (let k = 0; k < q; k++) insQuest.run(id, 1000 + k);
        const c = Math.floor((level / 60) * rnd() * 2);
        for (let k = 0; k < c; k++) insCard.run(id, 2_380_000 + k);
        quests += q;
        cards += c;
      }
    })();
    if ((from - 1) % 200_000 === 0) console.log(`[seed] ${Math.min(total, from + chunk - 1)} characters...`);
  }
  db.pragma('wal_checkpoint(TRUNCATE)');
  db.exec('analyze');
  db.close();
  console.log(`[seed] ${total} characters, ${quests} completed quests, ${cards} monster cards in ${((Date.now() - started) / 1000).toFixed(1)} s -> ${file}`);
}

await main();
