/**
 * Server test helpers. `createTestApp()` builds the real app on a fresh database:
 * in-memory SQLite by default, or a fresh MariaDB/MySQL database per call when
 * TEST_MYSQL_URL is set (e.g. mysql://site:site@127.0.0.1:3307); it is dropped on close.
 * On MySQL the fresh database is first loaded with the game server's own table
 * definitions (server/gamedata/sample/db/cosmic-schema.sql), then the site's migrations run on
 * top, exactly as on an operator's server. TEST_MYSQL_SCHEMA=site skips the game
 * schema (the site's migrations then create the game tables themselves, as on SQLite).
 * `seedTiny(db)` adds a handful of accounts/characters/guilds with known passwords
 * (TINY below). Mail goes to web_outbox (no SMTP) unless config.smtp is given.
 *
 *   const t = await createTestApp();           // t.app, t.db, t.close()
 *   await seedTiny(t.db);
 *   const tokens = await loginAs(t.app, TINY.player.username, TINY.player.password);
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import bcrypt from 'bcryptjs';
import { createConnection } from 'mysql2/promise';
import { solveChallenge } from 'altcha-lib';
import { expect } from 'vitest';
import { Value } from '@sinclair/typebox/value';
import type { TSchema } from '@sinclair/typebox';
import { buildApp, type AppInstance } from '../../server/app';
import { createDb, type Db } from '../../server/db';
import { loadConfig, type ConfigOverrides, type ServerConfig } from '../../server/config';
import { toDbTime } from '../../server/db/time';

export const IS_MYSQL = !!process.env.TEST_MYSQL_URL;

/** The game server's table definitions (73 tables), as an operator's database has them. */
export const GAME_SCHEMA_FILE = fileURLToPath(new URL('../../server/gamedata/sample/db/cosmic-schema.sql', import.meta.url));

/** Which game tables a MySQL test database starts with: 'game' (the real schema, default) or 'site'. */
export const MYSQL_SCHEMA: 'game' | 'site' = process.env.TEST_MYSQL_SCHEMA === 'site' ? 'site' : 'game';

/**
 * Creates an empty MySQL database `name` on the server of `baseUrl` (any database path
 * is ignored), loaded with the game's schema unless `schema` is 'site'. Returns its URL.
 */
export async function createMysqlDatabase(baseUrl: string, name: string, schema: 'game' | 'site' = MYSQL_SCHEMA): Promise<string> {
  const server = new URL(baseUrl);
  server.pathname = '/';
  const admin = await createConnection({ uri: server.toString(), multipleStatements: true });
  try {
    await admin.query(`CREATE DATABASE \`${name}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_general_ci`);
    if (schema === 'game') {
      await admin.query(`USE \`${name}\``);
      // The file ends some statements with ';;' (as the game server's files do); one ';' is enough here.
      await admin.query(fs.readFileSync(GAME_SCHEMA_FILE, 'utf8').replace(/;(\s*;)+/g, ';'));
    }
  } finally {
    await admin.end();
  }
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Drops a database created by createMysqlDatabase. */
export async function dropMysqlDatabase(baseUrl: string, name: string): Promise<void> {
  const server = new URL(baseUrl);
  server.pathname = '/';
  const conn = await createConnection({ uri: server.toString() });
  await conn.query(`DROP DATABASE IF EXISTS \`${name}\``);
  await conn.end();
}

export interface TestApp {
  app: AppInstance;
  db: Db;
  config: ServerConfig;
  close: () => Promise<void>;
}

/** A config for tests: silent, fixed secrets, easy ALTCHA, no SMTP, no static files, no background jobs (`webJobs: true` starts them). */
export function testConfig(overrides: ConfigOverrides = {}): ServerConfig {
  const dataDir = path.join(os.tmpdir(), 'site-test-data');
  return loadConfig(
    {},
    {
      dataDir,
      databaseUrl: 'sqlite::memory:',
      jwtSecret: 'test-secret-test-secret-test-secret-0123456789',
      logLevel: 'silent',
      staticDir: path.join(dataDir, 'no-dist'),
      bcryptRounds: 4,
      seedDemo: false,
      webJobs: false,
      ...overrides,
      altcha: { hmacKey: 'test-altcha-key', maxNumber: 200, expiresSeconds: 600, ...(overrides.altcha ?? {}) },
      game: { host: '127.0.0.1', port: 1, probeTimeoutMs: 300, timezone: 'Asia/Taipei', version: '1.1.0', ...(overrides.game ?? {}) },
    },
  );
}

/**
 * A fresh database: in-memory SQLite, or a new MySQL database when TEST_MYSQL_URL is set
 * (with the game's schema loaded unless `schema` / TEST_MYSQL_SCHEMA says 'site').
 */
export async function createTestDb(options: { schema?: 'game' | 'site' } = {}): Promise<{ db: Db; url: string; drop: () => Promise<void> }> {
  const base = process.env.TEST_MYSQL_URL;
  if (!base) {
    const db = createDb('sqlite::memory:');
    return { db, url: 'sqlite::memory:', drop: async () => db.destroy() };
  }
  const name = `web_test_${Date.now().toString(36)}_${crypto.randomBytes(3).toString('hex')}`;
  const url = await createMysqlDatabase(base, name, options.schema ?? MYSQL_SCHEMA);
  const db = createDb(url, { connectionLimit: 5 });
  return {
    db,
    url,
    drop: async () => {
      await db.destroy();
      await dropMysqlDatabase(base, name);
    },
  };
}

export async function createTestApp(options: { config?: ConfigOverrides; seed?: boolean } = {}): Promise<TestApp> {
  const { db, url, drop } = await createTestDb();
  const config = testConfig({ ...options.config, databaseUrl: url });
  const app = await buildApp({ db, config });
  if (options.seed) await seedTiny(db);
  return {
    app,
    db,
    config,
    close: async () => {
      await app.close();
      await drop();
    },
  };
}

const sha512 = (s: string) => crypto.createHash('sha512').update(s).digest('hex');
const sha1 = (s: string) => crypto.createHash('sha1').update(s).digest('hex');
const bcrypt2y = (s: string) => `$2y$${bcrypt.hashSync(s, 4).slice(4)}`;

/** Known accounts of seedTiny. */
export const TINY = {
  player: { username: 'tester01', password: 'password1', email: 'tester01@example.com' },
  legacySha512: { username: 'legacy512', password: 'oldpass512', email: 'legacy512@example.com' },
  legacySha1: { username: 'legacysha1', password: 'oldpass1', email: 'legacysha1@example.com' },
  banned: { username: 'banned01', password: 'password1', email: 'banned01@example.com', reason: 'Botting in Henesys' },
  admin: { username: 'admin001', password: 'password1', email: 'admin001@example.com' },
  ingame: { username: 'ingame01', password: 'password1', email: 'ingame01@example.com' },
} as const;

/**
 * A tiny world: the TINY accounts, 12 characters over several job lines (one GM),
 * two guilds in one alliance, a few completed quests and monster cards.
 */
export async function seedTiny(db: Db): Promise<{ accounts: Record<keyof typeof TINY, number> }> {
  const now = toDbTime();
  const ids = {} as Record<keyof typeof TINY, number>;
  for (const key of Object.keys(TINY) as Array<keyof typeof TINY>) {
    const a = TINY[key];
    const password = key === 'legacySha512' ? sha512(a.password) : key === 'legacySha1' ? sha1(a.password) : bcrypt2y(a.password);
    const r = await db
      .insertInto('accounts')
      .values({
        name: a.username,
        password,
        email: a.email,
        birthday: '1995-06-15',
        createdat: '2024-01-02 03:04:05',
        lastlogin: '2025-01-01 12:00:00',
        banned: key === 'banned' ? 1 : 0,
        banreason: key === 'banned' ? TINY.banned.reason : null,
        webadmin: key === 'admin' ? 1 : 0,
        loggedin: key === 'ingame' ? 2 : 0,
        gender: key === 'admin' ? 1 : 0,
        nxCredit: 1000,
        maplePoint: 200,
        nxPrepaid: 300,
        rewardpoints: 4,
        votepoints: 5,
        nick: key === 'player' ? 'Tester' : null,
      })
      .executeTakeFirstOrThrow();
    ids[key] = Number(r.insertId);
  }
  const alliance = await db.insertInto('alliance').values({ name: 'Maplers', capacity: 3 }).executeTakeFirstOrThrow();
  const allianceId = Number(alliance.insertId);
  const g1 = Number((await db.insertInto('guilds').values({ name: 'Heroes', GP: 5000, logo: 1001, logoColor: 3, logoBG: 2001, logoBGColor: 5, capacity: 30, notice: 'Welcome', allianceId }).executeTakeFirstOrThrow()).insertId);
  const g2 = Number((await db.insertInto('guilds').values({ name: 'Shadows', GP: 8000, logo: 1002, logoColor: 1, logoBG: 2002, logoBGColor: 2, capacity: 20, allianceId }).executeTakeFirstOrThrow()).insertId);
  const chars: Array<[keyof typeof TINY, string, number, number, number, number, number]> = [
    // account, name, job, level, exp, fame, guild
    ['player', 'Hero01', 112, 200, 1000, 50, g1],
    ['player', 'Mage01', 212, 150, 500, 10, g1],
    ['player', 'Archer01', 312, 120, 300, 30, 0],
    ['admin', 'Thief01', 412, 180, 700, 5, g2],
    ['admin', 'Pirate01', 512, 90, 100, 2, g2],
    ['legacySha512', 'Beginner01', 0, 10, 5, 0, 0],
    ['legacySha1', 'Noblesse01', 1111, 70, 80, 1, 0],
    ['ingame', 'Aran01', 2112, 160, 900, 7, 0],
    ['ingame', 'Evan01', 2210, 60, 40, 0, 0],
    ['banned', 'Banned01', 122, 110, 10, 0, 0],
    ['player', 'Bowman02', 322, 120, 300, 30, 0],
    ['admin', 'GameMaster', 910, 250, 0, 0, 0],
  ];
  let leaderSet = false;
  for (const [acc, name, job, level, exp, fame, guildid] of chars) {
    const r = await db
      .insertInto('characters')
      .values({
        accountid: ids[acc],
        name,
        job,
        level,
        exp,
        fame,
        guildid,
        guildrank: guildid ? 2 : 5,
        gm: job >= 900 && job < 1000 ? 6 : 0,
        meso: level * 1000,
        str: 4 + level,
        dex: 4 + level,
        int: 4,
        luk: 4,
        hp: 50 * level,
        maxhp: 50 * level,
        mp: 20 * level,
        maxmp: 20 * level,
        createdate: '2024-02-01 00:00:00',
        lastExpGainTime: name === 'Bowman02' ? '2025-03-02 00:00:00' : '2025-03-01 00:00:00',
        lastLogoutTime: now,
      })
      .executeTakeFirstOrThrow();
    const cid = Number(r.insertId);
    if (guildid === g1 && !leaderSet) {
      await db.updateTable('guilds').set({ leader: cid }).where('guildid', '=', g1).execute();
      leaderSet = true;
    }
    const quests = Math.floor(level / 20);
    for (let q = 0; q < quests; q++) await db.insertInto('queststatus').values({ characterid: cid, quest: 1000 + q, status: 2 }).execute();
    const cards = Math.floor(level / 30);
    for (let c = 0; c < cards; c++) await db.insertInto('monsterbook').values({ charid: cid, cardid: 2380000 + c, level: 1 }).execute();
  }
  return { accounts: ids };
}

/** Fetches a challenge from the app and solves it (tests run with a low ALTCHA_MAX_NUMBER). */
export async function solveAltcha(app: AppInstance): Promise<string> {
  const res = await app.inject({ method: 'GET', url: '/api/v1/auth/altcha-challenge', remoteAddress: randomIp() });
  const ch = res.json().data;
  const solution = await solveChallenge(ch.challenge, ch.salt, ch.algorithm, ch.maxnumber).promise;
  if (!solution) throw new Error('ALTCHA challenge not solved');
  return Buffer.from(
    JSON.stringify({ algorithm: ch.algorithm, challenge: ch.challenge, number: solution.number, salt: ch.salt, signature: ch.signature }),
  ).toString('base64');
}

/** A random client address so per-IP rate limits of one test do not leak into another. */
export function randomIp(): string {
  return `10.${crypto.randomInt(0, 255)}.${crypto.randomInt(0, 255)}.${crypto.randomInt(1, 254)}`;
}

export async function loginAs(app: AppInstance, username: string, password: string, ip = randomIp()) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/v1/auth/login',
    remoteAddress: ip,
    payload: { username, password, turnstile_token: await solveAltcha(app) },
  });
  if (res.statusCode !== 200) throw new Error(`login ${username} failed: ${res.statusCode} ${res.body}`);
  return res.json().data as { token: string; refresh_token: string; expires_in: number; refresh_expires_in: number };
}

/** The newest outbox e-mail to an address, and the 6-digit code in it. */
export async function lastMail(db: Db, to: string) {
  const row = await db.selectFrom('web_outbox').selectAll().where('to_address', '=', to).orderBy('id', 'desc').limit(1).executeTakeFirst();
  const code = row ? /\b(\d{6})\b/.exec(row.body)?.[1] : undefined;
  return { row, code };
}

/** Adds an account with a $2y$ bcrypt password (cost 4); returns its id. */
export async function createAccount(db: Db, name: string, password = 'password1', values: Record<string, unknown> = {}): Promise<number> {
  const r = await db
    .insertInto('accounts')
    .values({ name, password: bcrypt2y(password), email: `${name}@example.com`, birthday: '1990-01-01', ...values })
    .executeTakeFirstOrThrow();
  return Number(r.insertId);
}

/* ------------------------------------------------------------ umi mocks (mock/*.ts) */

/** Calls a umi mock handler the way umi's dev server does. */
export type MockHandler = (req: unknown, res: unknown) => unknown;
export interface MockRequest {
  body?: unknown;
  query?: Record<string, string>;
  headers?: Record<string, string>;
  params?: Record<string, string>;
}

export async function callMock(mocks: Record<string, MockHandler>, key: string, req: MockRequest = {}) {
  const handler = mocks[key];
  if (!handler) throw new Error(`no mock for ${key}`);
  let status = 200;
  let body: unknown;
  let raw: unknown;
  const headers: Record<string, string> = {};
  /** Text is JSON unless the mock said otherwise (an SVG card, a CSV file). */
  const isJson = (b: unknown) => typeof b === 'string' && !b.startsWith('<') && !/^text\//.test(headers['content-type'] ?? '');
  const res = {
    status(s: number) { status = s; return res; },
    json(b: unknown) { body = b; return res; },
    send(b: unknown) { raw = b; body = isJson(b) ? JSON.parse(b as string) : b; return res; },
    setHeader(name: string, value: string) { headers[name.toLowerCase()] = value; return res; },
    header(name: string, value: string) { return res.setHeader(name, value); },
    end() { return res; },
  };
  await handler({ body: req.body ?? {}, query: req.query ?? {}, headers: req.headers ?? {}, params: req.params ?? {} }, res);
  return { status, body, raw, headers };
}

export function expectShape(schema: TSchema, body: unknown, where: string) {
  const errors = [...Value.Errors(schema, body)].map((e) => `${e.path}: ${e.message}`);
  expect(errors, `${where}: ${JSON.stringify(body)}`).toEqual([]);
}
