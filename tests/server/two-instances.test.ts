/**
 * Two site processes on one database, as an operator runs them behind a load balancer:
 * real `tsx server/index.ts` processes (own ports, same JWT_SECRET and ALTCHA_HMAC_KEY),
 * one MariaDB database loaded from the game server's own schema, Redis when REDIS_URL is
 * set, and a small round-robin HTTP proxy written here. Runs in the MariaDB run
 * (TEST_MYSQL_URL); scripts/test.sh also starts a Redis and exports REDIS_URL.
 */
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { solveChallenge } from 'altcha-lib';
import { createDb, migrateToLatest, type Db } from '../../server/db';
import { toDbTime } from '../../server/db/time';
import { jobLeaseUntil } from '../../server/services/job-lease';
import { RANKING_LEASE } from '../../server/services/ranking-refresh';
import { TINY, createAccount, createMysqlDatabase, dropMysqlDatabase, seedTiny } from './helpers';

const MYSQL = process.env.TEST_MYSQL_URL;
const REDIS = process.env.REDIS_URL;
const PINGBACK_SECRET = 'two-instances-pingback-secret';

/** The fields of the API answers these tests read. */
interface Answer {
  code: number;
  data: {
    token: string;
    refresh_token: string;
    username: string;
    total: number;
    items: Array<{ name: string }>;
    voteId: string;
    rewardNx: number;
    challenge: string;
    salt: string;
    algorithm: string;
    maxnumber: number;
    signature: string;
  };
}

interface Instance {
  name: string;
  port: number;
  child: ChildProcess;
  log: string[];
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = net.createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const port = (s.address() as net.AddressInfo).port;
      s.close(() => resolve(port));
    });
  });
}

function startInstance(name: string, port: number, env: Record<string, string>): Instance {
  const tsx = path.join(process.cwd(), 'node_modules', 'tsx', 'dist', 'cli.mjs');
  const child = spawn(process.execPath, [tsx, 'server/index.ts'], {
    cwd: process.cwd(),
    env: { ...process.env, ...env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const log: string[] = [];
  const keep = (chunk: Buffer) => log.push(...chunk.toString('utf8').split('\n').filter(Boolean));
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  return { name, port, child, log };
}

async function waitUntilUp(instance: Instance, timeoutMs = 90_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (instance.child.exitCode !== null) throw new Error(`${instance.name} exited: ${instance.log.slice(-5).join(' | ')}`);
    try {
      const res = await fetch(`http://127.0.0.1:${instance.port}/api/health`);
      if (res.ok) return;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${instance.name} did not start: ${instance.log.slice(-5).join(' | ')}`);
}

/** Round-robin proxy: each request goes to the next instance; the answer says which in x-backend. */
function startProxy(instances: Instance[]): Promise<{ port: number; close: () => Promise<void> }> {
  let next = 0;
  const server = http.createServer((req, res) => {
    const target = instances[next++ % instances.length];
    const upstream = http.request(
      { host: '127.0.0.1', port: target.port, method: req.method, path: req.url, headers: req.headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, { ...answer.headers, 'x-backend': target.name });
        answer.pipe(res);
      },
    );
    upstream.on('error', () => {
      res.writeHead(502);
      res.end();
    });
    req.pipe(upstream);
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () =>
      resolve({ port: (server.address() as net.AddressInfo).port, close: () => new Promise((r) => server.close(() => r())) }),
    );
  });
}

const ip = () => `10.${crypto.randomInt(0, 255)}.${crypto.randomInt(0, 255)}.${crypto.randomInt(1, 254)}`;

describe.runIf(MYSQL)('two instances on one game database', () => {
  const dbName = `web_test_two_${Date.now().toString(36)}_${crypto.randomBytes(3).toString('hex')}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-two-'));
  let db: Db;
  let a: Instance;
  let b: Instance;
  let proxy: { port: number; close: () => Promise<void> };
  let accountsBefore = 0;
  let creditAccountId = 0;

  /** A request through the proxy (or straight to one instance); returns status, body and which instance answered. */
  async function call(method: string, url: string, body?: unknown, options: { to?: Instance; ip?: string; headers?: Record<string, string> } = {}) {
    const port = options.to?.port ?? proxy.port;
    const res = await fetch(`http://127.0.0.1:${port}${url}`, {
      method,
      headers: { 'content-type': 'application/json', 'x-forwarded-for': options.ip ?? ip(), ...(options.headers ?? {}) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const json = (await res.json().catch(() => null)) as Answer | null;
    return { status: res.status, json, backend: res.headers.get('x-backend') ?? options.to?.name ?? '' };
  }

  async function humanCheck(from: string): Promise<{ solution: string; backend: string }> {
    const r = await call('GET', '/api/v1/auth/altcha-challenge');
    const ch = r.json!.data;
    const solved = await solveChallenge(ch.challenge, ch.salt, ch.algorithm, ch.maxnumber).promise;
    if (!solved) throw new Error(`challenge from ${from} not solved`);
    const solution = Buffer.from(
      JSON.stringify({ algorithm: ch.algorithm, challenge: ch.challenge, number: solved.number, salt: ch.salt, signature: ch.signature }),
    ).toString('base64');
    return { solution, backend: r.backend };
  }

  beforeAll(async () => {
    const url = await createMysqlDatabase(MYSQL!, dbName, 'game');
    db = createDb(url, { connectionLimit: 3 });
    await migrateToLatest(db);
    await seedTiny(db);
    // A credit waiting for an offline account: the credit job of each instance runs at start.
    creditAccountId = await createAccount(db, 'credit01', 'password1', { nxCredit: 0, votepoints: 0 });
    await db
      .insertInto('web_pending_credits')
      .values({ account_id: creditAccountId, nx_credit: 700, maple_point: 0, vote_points: 0, reward_points: 0, reason: 'test', ref: 'two-instances:1', created_at: toDbTime() })
      .execute();
    accountsBefore = Number((await db.selectFrom('accounts').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);

    const env: Record<string, string> = {
      DATABASE_URL: url,
      DATA_DIR: dataDir,
      HOST: '127.0.0.1',
      JWT_SECRET: 'two-instances-jwt-secret-two-instances-0123456789',
      ALTCHA_HMAC_KEY: 'two-instances-altcha-key',
      ALTCHA_MAX_NUMBER: '2000',
      TRUST_PROXY: 'true',
      SKIP_WEB_BUILD: '1',
      STATIC_DIR: path.join(dataDir, 'no-dist'),
      WEB_JOBS: 'on',
      LOG_LEVEL: 'info',
      VOTE_PINGBACK_SECRET: PINGBACK_SECRET,
      BCRYPT_ROUNDS: '4',
      GAME_PORT: '1',
      REDIS_URL: REDIS ?? '',
      SEED_DEMO: '',
    };
    const [pa, pb] = [await freePort(), await freePort()];
    const published = async () => {
      const until = Date.now() + 60_000;
      for (;;) {
        const meta = await db.selectFrom('web_rank_meta').select('gen').where('id', '=', 1).executeTakeFirst();
        if (Number(meta?.gen) > 0 && (await jobLeaseUntil(db, RANKING_LEASE)) == null) return;
        if (Date.now() > until) throw new Error('no ranking generation was published');
        await new Promise((r) => setTimeout(r, 250));
      }
    };
    // A starts and publishes the ranking; B starts a little later in the same period: its
    // start-up refresh must find A's generation fresh and skip (once per period, not per instance).
    a = startInstance('A', pa, env);
    await waitUntilUp(a);
    await published();
    b = startInstance('B', pb, env);
    await waitUntilUp(b);
    await new Promise((r) => setTimeout(r, 3000));
    proxy = await startProxy([a, b]);
  }, 180_000);

  afterAll(async () => {
    await proxy?.close();
    for (const i of [a, b]) {
      if (i && i.child.exitCode === null) {
        i.child.kill('SIGTERM');
        await new Promise((r) => i.child.once('exit', r));
      }
    }
    await db?.destroy();
    await dropMysqlDatabase(MYSQL!, dbName);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }, 60_000);

  it('start on the game database without seeding the demo world, and say so', async () => {
    for (const i of [a, b]) expect(i.log.join('\n'), i.name).toMatch(/demo world skipped: the database is MySQL\/MariaDB/);
    const n = Number((await db.selectFrom('accounts').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
    expect(n).toBe(accountsBefore);
    // Both serve the ranking of the game's characters (GMs and the banned account left out).
    for (const to of [a, b]) {
      const r = await call('GET', '/api/v1/game/character/rank?sort=level', undefined, { to });
      expect(r.status, to.name).toBe(200);
      expect(r.json!.data.total, to.name).toBe(10);
      expect(r.json!.data.items[0].name, to.name).toBe('Hero01');
    }
  });

  it('a login on one instance is refreshed on the other; a reused refresh token revokes the family on both', async () => {
    const check = await humanCheck('proxy');
    const login = await call('POST', '/api/v1/auth/login', { username: TINY.player.username, password: TINY.player.password, turnstile_token: check.solution });
    expect(login.status, JSON.stringify(login.json)).toBe(200);
    // The challenge came from one instance and was verified by the other.
    expect(login.backend).not.toBe(check.backend);
    const first = login.json!.data as { token: string; refresh_token: string };

    const other = login.backend === 'A' ? b : a;
    const same = login.backend === 'A' ? a : b;
    const refreshed = await call('POST', '/api/v1/auth/refresh', { refresh_token: first.refresh_token }, { to: other });
    expect(refreshed.status).toBe(200);
    const second = refreshed.json!.data as { token: string; refresh_token: string };
    const info = await call('GET', '/api/v1/user/info', undefined, { to: same, headers: { authorization: `Bearer ${second.token}` } });
    expect(info.status).toBe(200);
    expect(info.json!.data.username).toBe(TINY.player.username);

    // Reuse of the rotated token, after the grace for concurrent refreshes, on the first instance.
    await new Promise((r) => setTimeout(r, 10_500));
    const reuse = await call('POST', '/api/v1/auth/refresh', { refresh_token: first.refresh_token }, { to: same });
    expect(reuse.status).toBe(401);
    // The whole family is revoked: the newest token no longer works on the other instance either.
    const after = await call('POST', '/api/v1/auth/refresh', { refresh_token: second.refresh_token }, { to: other });
    expect(after.status).toBe(401);
  }, 60_000);

  it.runIf(REDIS)('the login rate limit counts across both instances (Redis)', async () => {
    const username = `rl${crypto.randomBytes(4).toString('hex')}`;
    const statuses: number[] = [];
    const backends = new Set<string>();
    // Per-username limit: 10 attempts in 5 minutes, whichever instance and address they reach.
    for (let k = 0; k < 11; k++) {
      const r = await call('POST', '/api/v1/auth/login', { username, password: 'wrong-password', turnstile_token: 'not-solved' });
      statuses.push(r.status);
      backends.add(r.backend);
    }
    expect(backends).toEqual(new Set(['A', 'B']));
    expect(statuses.slice(0, 10).every((s) => s !== 429)).toBe(true);
    expect(statuses[10]).toBe(429);
  });

  it('the ranking refresh ran once for the two start-ups in one period (one generation published)', async () => {
    const meta = await db.selectFrom('web_rank_meta').select(['gen', 'refreshed_at']).where('id', '=', 1).executeTakeFirstOrThrow();
    expect(Number(meta.gen)).toBe(1);
    const gens = await db.selectFrom('web_rank_stats').select('gen').distinct().execute();
    expect(gens.map((g) => Number(g.gen))).toEqual([1]);
  });

  it('the credit job applied the waiting credit once', async () => {
    const account = await db.selectFrom('accounts').select('nxCredit').where('id', '=', creditAccountId).executeTakeFirstOrThrow();
    expect(account.nxCredit).toBe(700);
    const rows = await db.selectFrom('web_pending_credits').select('applied_at').where('ref', '=', 'two-instances:1').execute();
    expect(rows).toHaveLength(1);
    expect(rows[0].applied_at).not.toBeNull();
  });

  it('a vote pingback replayed on both instances credits once', async () => {
    const before = await db.selectFrom('accounts').select(['nxCredit', 'votepoints']).where('name', '=', TINY.admin.username).executeTakeFirstOrThrow();
    const vote = await call('POST', '/api/v1/vote/', { username: TINY.admin.username });
    expect(vote.status, JSON.stringify(vote.json)).toBe(200);
    const voteId = vote.json!.data.voteId as string;
    const ping = (to: Instance) => call('POST', '/api/v1/vote/pingback', { voteId }, { to, headers: { 'x-vote-secret': PINGBACK_SECRET } });
    // At the same time on both, then again on each.
    const answers = [...(await Promise.all([ping(a), ping(b)])), await ping(a), await ping(b)];
    expect(answers.every((r) => r.status === 200)).toBe(true);
    const after = await db.selectFrom('accounts').select(['nxCredit', 'votepoints']).where('name', '=', TINY.admin.username).executeTakeFirstOrThrow();
    expect(Number(after.votepoints) - Number(before.votepoints)).toBe(1);
    expect(Number(after.nxCredit) - Number(before.nxCredit)).toBe(vote.json!.data.rewardNx);
    const credited = await db.selectFrom('web_vote_log').select('status').where('id', '=', voteId).executeTakeFirstOrThrow();
    expect(credited.status).toBe('credited');
  });
});
