/**
 * The database becomes unreachable while the app runs: requests that need it answer a
 * 503 envelope (code SERVICE_UNAVAILABLE, "service temporarily unavailable" translated),
 * /api/health still answers (liveness) while /api/ready answers 503 (readiness), and once the database is back everything works again
 * without a restart.
 * - MariaDB/MySQL (TEST_MYSQL_URL): the app talks to the database through a small TCP
 *   proxy inside the test; closing the proxy (dropping every open connection and refusing
 *   new ones) is the outage, reopening it on the same port is the recovery. The shared
 *   database server itself is never stopped.
 * - SQLite: the faithful outage of a file database is another process holding its write
 *   lock past the busy timeout (SQLITE_BUSY): a request that writes answers 503 and
 *   works again once the lock is released.
 * - Both: the mapping of driver errors (refused, lost, timed-out connections, busy or
 *   unopenable files) to "unavailable", and of other database errors to not.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type AppInstance } from '../../server/app';
import { createDb, type Db } from '../../server/db';
import { ErrorCode } from '../../server/errors';
import { t } from '../../server/i18n';
import { isDatabaseUnavailable } from '../../server/db/errors';
import { createMysqlDatabase, dropMysqlDatabase, IS_MYSQL, randomIp, seedTiny, solveAltcha, testConfig, TINY } from './helpers';

const UNAVAILABLE_ZH = t('zh-TW', 'errors.serviceUnavailable');
const UNAVAILABLE_EN = t('en-US', 'errors.serviceUnavailable');

/** A TCP proxy to `target` that can be closed (dropping its connections) and reopened on the same port. */
async function tcpProxy(target: { host: string; port: number }) {
  const sockets = new Set<net.Socket>();
  let server: net.Server | null = null;
  let port = 0;
  const open = () =>
    new Promise<void>((resolve, reject) => {
      server = net.createServer((client) => {
        const upstream = net.connect(target.port, target.host);
        sockets.add(client);
        sockets.add(upstream);
        const end = () => {
          client.destroy();
          upstream.destroy();
          sockets.delete(client);
          sockets.delete(upstream);
        };
        client.on('error', end).on('close', end);
        upstream.on('error', end).on('close', end);
        client.pipe(upstream);
        upstream.pipe(client);
      });
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        port = (server!.address() as net.AddressInfo).port;
        resolve();
      });
    });
  const close = () =>
    new Promise<void>((resolve) => {
      if (!server) return resolve();
      server.close(() => resolve());
      for (const s of sockets) s.destroy();
      sockets.clear();
      server = null;
    });
  await open();
  return { port: () => port, open, close };
}

/** Logs the player in; the human check is solved first (while the database is still up, for later calls). */
async function login(app: AppInstance, lang?: string, humanCheck?: string) {
  const turnstile_token = humanCheck ?? (await solveAltcha(app));
  return app.inject({
    method: 'POST',
    url: '/api/v1/auth/login',
    remoteAddress: randomIp(),
    headers: lang ? { 'accept-language': lang } : {},
    payload: { username: TINY.player.username, password: TINY.player.password, turnstile_token },
  });
}

function expectUnavailable(res: { statusCode: number; json: () => unknown }, message = UNAVAILABLE_ZH) {
  expect(res.statusCode).toBe(503);
  expect(res.json()).toEqual({ code: ErrorCode.SERVICE_UNAVAILABLE, message, data: null });
}

describe('driver errors that mean the database is unreachable', () => {
  it('are recognised, directly, as a cause or inside an AggregateError', () => {
    const coded = (code: string, message = code) => Object.assign(new Error(message), { code });
    for (const code of ['ECONNREFUSED', 'ETIMEDOUT', 'ECONNRESET', 'PROTOCOL_CONNECTION_LOST', 'ER_CON_COUNT_ERROR', 'SQLITE_BUSY', 'SQLITE_BUSY_SNAPSHOT', 'SQLITE_CANTOPEN', 'SQLITE_IOERR_READ']) {
      expect(isDatabaseUnavailable(coded(code)), code).toBe(true);
    }
    expect(isDatabaseUnavailable(new Error('query failed', { cause: coded('ECONNREFUSED') }))).toBe(true);
    expect(isDatabaseUnavailable(Object.assign(new AggregateError([coded('ECONNREFUSED'), coded('ECONNREFUSED')]), { code: 'ECONNREFUSED' }))).toBe(true);
    expect(isDatabaseUnavailable(new AggregateError([coded('ECONNREFUSED')]))).toBe(true);
    expect(isDatabaseUnavailable(new Error("Can't add new command when connection is in closed state"))).toBe(true);
  });

  it('are not confused with a bad query or a broken rule', () => {
    for (const code of ['ER_DUP_ENTRY', 'ER_PARSE_ERROR', 'ER_NO_SUCH_TABLE', 'SQLITE_CONSTRAINT_UNIQUE', 'SQLITE_ERROR']) {
      expect(isDatabaseUnavailable(Object.assign(new Error(code), { code })), code).toBe(false);
    }
    expect(isDatabaseUnavailable(new TypeError('x is undefined'))).toBe(false);
    expect(isDatabaseUnavailable(null)).toBe(false);
  });
});

describe.runIf(IS_MYSQL)('MariaDB unreachable mid-run (TCP proxy closed, then reopened)', () => {
  const base = process.env.TEST_MYSQL_URL ?? '';
  const name = `h1_dbdown_${Date.now().toString(36)}_${crypto.randomBytes(3).toString('hex')}`;
  let proxy: Awaited<ReturnType<typeof tcpProxy>>;
  let app: AppInstance;
  let db: Db;

  beforeAll(async () => {
    const direct = new URL(await createMysqlDatabase(base, name));
    proxy = await tcpProxy({ host: direct.hostname, port: Number(direct.port || 3306) });
    const viaProxy = new URL(direct.toString());
    viaProxy.hostname = '127.0.0.1';
    viaProxy.port = String(proxy.port());
    db = createDb(viaProxy.toString(), { connectionLimit: 4 });
    app = await buildApp({ db, config: testConfig({ databaseUrl: viaProxy.toString() }) });
    await seedTiny(db);
  }, 60_000);
  afterAll(async () => {
    await proxy?.open().catch(() => {});
    await app?.close();
    await db?.destroy();
    await dropMysqlDatabase(base, name);
  });

  it('answers 503 while the database is unreachable, keeps /api/health, and recovers without a restart', async () => {
    const ok = await login(app);
    expect(ok.json().code).toBe(0);
    const token = ok.json().data.token as string;
    expect((await app.inject({ method: 'GET', url: '/api/v1/notice' })).statusCode).toBe(200);

    const solved = [await solveAltcha(app), await solveAltcha(app)];
    await proxy.close();
    expectUnavailable(await login(app, undefined, solved[0]));
    expectUnavailable(await login(app, 'en-US', solved[1]), UNAVAILABLE_EN);
    expect(UNAVAILABLE_EN).not.toBe(UNAVAILABLE_ZH);
    expectUnavailable(await app.inject({ method: 'GET', url: '/api/v1/notice?page=2' }));
    expectUnavailable(await app.inject({ method: 'GET', url: '/api/v1/user/info', headers: { authorization: `Bearer ${token}` } }));
    const unavailable = await app.inject({ method: 'GET', url: '/api/v1/notice?page=3' });
    expect(unavailable.headers['retry-after']).toBe('5');
    const health = await app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
    expect(health.json().data.status).toBe('ok');
    // Readiness tells a load balancer the truth: not ready while the database is away.
    expectUnavailable(await app.inject({ method: 'GET', url: '/api/ready', headers: { 'accept-language': 'en-US' } }), UNAVAILABLE_EN);

    await proxy.open();
    expect((await app.inject({ method: 'GET', url: '/api/ready' })).statusCode).toBe(200);
    const again = await login(app);
    expect(again.statusCode).toBe(200);
    expect(again.json().code).toBe(0);
    const info = await app.inject({ method: 'GET', url: '/api/v1/user/info', headers: { authorization: `Bearer ${again.json().data.token}` } });
    expect(info.statusCode).toBe(200);
    expect(info.json().data.username ?? info.json().data.name).toBe(TINY.player.username);
    expect((await app.inject({ method: 'GET', url: '/api/v1/notice?page=2' })).statusCode).toBe(200);
  }, 60_000);
});

describe.skipIf(IS_MYSQL)('SQLite file locked by another process past the busy timeout', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'h1-dbdown-'));
  const file = path.join(dir, 'site.sqlite');
  let app: AppInstance;
  let db: Db;

  beforeAll(async () => {
    db = createDb(`sqlite:${file}`);
    app = await buildApp({ db, config: testConfig({ databaseUrl: `sqlite:${file}` }) });
    await seedTiny(db);
  }, 60_000);
  afterAll(async () => {
    await app?.close();
    await db?.destroy();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('answers 503 to a request that writes while the lock is held, keeps /api/health, and recovers', async () => {
    expect((await login(app)).json().code).toBe(0);
    const solved = await solveAltcha(app);
    const other = new SqliteDatabase(file);
    try {
      other.exec('BEGIN EXCLUSIVE');
      expectUnavailable(await login(app, undefined, solved)); // waits the 5 s busy timeout, then SQLITE_BUSY
      expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
      other.exec('COMMIT');
    } finally {
      other.close();
    }
    const again = await login(app);
    expect(again.statusCode).toBe(200);
    expect(again.json().code).toBe(0);
  }, 30_000);
});
