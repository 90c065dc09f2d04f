/**
 * Nothing secret reaches a log line or stays at rest in clear: tokens, pingback secrets,
 * codes and passwords in query strings, headers or logged objects are redacted while the
 * path stays readable; an e-mailed code is not logged and is stored only as a keyed hash;
 * e-mail texts leave the outbox after OUTBOX_BODY_DAYS; a JWT_SECRET under 32 bytes stops
 * the start; a proxied request while TRUST_PROXY is off is reported once per process.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, it, expect, beforeAll, afterAll, vi } from 'vitest';
import { buildApp, type AppInstance } from '../../server/app';
import { loadConfig } from '../../server/config';
import { cleanExpired } from '../../server/services/housekeeping';
import { toDbTime } from '../../server/db/time';
import { createTestDb, testConfig, seedTiny, TINY, randomIp, lastMail, type TestApp } from './helpers';
import type { Db } from '../../server/db';

const PINGBACK_SECRET = 'pingback-secret-in-config-0001';

/** An app whose log lines are kept in `lines` (built by `build`: the server's modules as this file loaded them, or a fresh copy). */
async function loggedApp(db: Db, url: string, overrides: Parameters<typeof testConfig>[0] = {}, build: typeof buildApp = buildApp) {
  const lines: string[] = [];
  const stream = { write: (line: string) => void lines.push(line) };
  const app = await build({ db, config: testConfig({ databaseUrl: url, votePingbackSecret: PINGBACK_SECRET, ...overrides }), logger: { level: 'info', stream } });
  return { app, lines, text: () => lines.join('') };
}

let t: Pick<TestApp, 'db'> & { app: AppInstance; lines: string[]; text: () => string };
let drop: () => Promise<void>;
let url: string;

beforeAll(async () => {
  const made = await createTestDb();
  drop = made.drop;
  url = made.url;
  const logged = await loggedApp(made.db, made.url);
  t = { db: made.db, ...logged };
  await seedTiny(t.db);
});
afterAll(async () => {
  await t?.app.close();
  await drop?.();
});

describe('log lines', () => {
  it('show the path of a request but not a refresh token, pingback secret or invite code in its query string', async () => {
    const requests: Array<[string, string, string]> = [
      ['POST', '/api/v1/auth/refresh?refresh_token=RefreshTokenInTheQuery0001', 'RefreshTokenInTheQuery0001'],
      ['POST', '/api/v1/auth/logout?refresh_token=RefreshTokenInTheQuery0002', 'RefreshTokenInTheQuery0002'],
      ['POST', `/api/v1/vote/pingback?voteId=vote-id-0003&secret=${PINGBACK_SECRET}`, PINGBACK_SECRET],
      ['POST', '/api/v1/vote/pingback?voteId=vote-id-0004&Secret=WrongSecretGuess0004', 'WrongSecretGuess0004'],
      ['POST', '/api/v1/auth/refresh?refresh%5Ftoken=EncodedNameToken0005', 'EncodedNameToken0005'],
      ['GET', '/auth/register?invite=InviteCode0006&from=%2Fshop', 'InviteCode0006'],
      ['GET', '/auth/login?from=%2Fauth%2Fregister%3Finvite%3DNestedInvite0006', 'NestedInvite0006'],
      ['GET', '/api/v1/nowhere?token=UnknownRouteToken0007&code=123987', 'UnknownRouteToken0007'],
      ['GET', '/api/v1/nowhere?access_token=AccessToken0008&password=PlainPassword0008', 'PlainPassword0008'],
    ];
    for (const [method, path, secret] of requests) {
      t.lines.length = 0;
      await t.app.inject({ method: method as 'GET', url: path, remoteAddress: randomIp(), payload: method === 'POST' ? {} : undefined });
      const text = t.text();
      expect(text, path).toContain(path.split('?')[0]);
      expect(text, path).not.toContain(secret);
    }
    t.lines.length = 0;
    await t.app.inject({ method: 'GET', url: '/api/v1/nowhere?access_token=AccessToken0008&password=PlainPassword0008', remoteAddress: randomIp() });
    expect(t.text()).not.toContain('AccessToken0008');
    expect(t.text()).not.toContain('123987');
    t.lines.length = 0;
    await t.app.inject({ method: 'POST', url: '/api/v1/vote/pingback?voteId=vote-id-0009&secret=x', remoteAddress: randomIp(), payload: {} });
    expect(t.text()).toContain('voteId=vote-id-0009');
  });

  it('never carry authorization headers, cookies, vote secrets or passwords of a logged object', () => {
    t.lines.length = 0;
    t.app.log.warn(
      {
        req: { headers: { authorization: 'Bearer HeaderToken0010', cookie: 'sid=CookieValue0011', 'x-vote-secret': 'VoteHeader0012' } },
        headers: { authorization: 'Bearer HeaderToken0013', 'x-vote-signature': 'sha256=Signature0014' },
        body: { password: 'BodyPassword0015', refresh_token: 'BodyToken0016', captcha: '445566' },
      },
      'request with Authorization: Bearer MessageToken0017 at /api/v1/auth/refresh?refresh_token=MessageToken0018',
    );
    const err = Object.assign(new Error('refresh failed at /api/v1/auth/refresh?refresh_token=ErrorToken0019'), {
      sql: "update `accounts` set `password` = '$2y$10$HashInSql0020' where `id` = 1",
    });
    t.app.log.error({ err }, 'unhandled error');
    const text = t.text();
    expect(text).toContain('update `accounts` set `password` = ');
    expect(text).toContain('refresh failed at /api/v1/auth/refresh');
    for (const secret of ['ErrorToken0019', 'HashInSql0020', 'HeaderToken0010', 'CookieValue0011', 'VoteHeader0012', 'HeaderToken0013', 'Signature0014', 'BodyPassword0015', 'BodyToken0016', '445566', 'MessageToken0017', 'MessageToken0018']) {
      expect(text, secret).not.toContain(secret);
    }
    expect(text).toContain('/api/v1/auth/refresh');
  });

  it('do not carry an e-mailed code (the outbox keeps the text)', async () => {
    t.lines.length = 0;
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/auth/reset', payload: { username: TINY.player.username }, remoteAddress: randomIp() });
    expect(res.statusCode).toBe(200);
    const { row, code } = await lastMail(t.db, TINY.player.email);
    expect(code).toMatch(/^\d{6}$/);
    expect(t.text()).toContain(`"outboxId":${row!.id}`);
    expect(t.text()).not.toContain(code!);
  });
});

describe('e-mailed codes at rest', () => {
  it('are stored as a hash keyed with the server secret, never as the code or its plain hash', async () => {
    const email = 'hashed-code@example.com';
    await t.app.inject({ method: 'POST', url: '/api/register/captcha', payload: { email }, remoteAddress: randomIp() });
    const { code } = await lastMail(t.db, email);
    const row = await t.db.selectFrom('web_email_codes').selectAll().where('email', '=', email).executeTakeFirstOrThrow();
    expect(JSON.stringify(row)).not.toContain(code!);
    expect(row.code_hash).not.toBe(crypto.createHash('sha256').update(`register:${email}:${code}`, 'utf8').digest('hex'));
  });
});

describe('the outbox', () => {
  it('drops the text of e-mails older than OUTBOX_BODY_DAYS and keeps the rest of the row', async () => {
    const day = 86_400_000;
    const insert = (created: number, body: string) =>
      t.db.insertInto('web_outbox').values({ to_address: 'aged@example.com', subject: 'Code', body, status: 'sent', created_at: toDbTime(created), sent_at: toDbTime(created) }).executeTakeFirstOrThrow();
    const now = Date.now();
    const old = Number((await insert(now - 8 * day, 'Your code is 111222')).insertId);
    const recent = Number((await insert(now - 6 * day, 'Your code is 333444')).insertId);
    const removed = await cleanExpired(t.db, now, { outboxBodyDays: 7 });
    expect(removed.outboxBodies).toBe(1);
    const rows = await t.db.selectFrom('web_outbox').selectAll().where('to_address', '=', 'aged@example.com').orderBy('id').execute();
    expect(rows.map((r) => [r.id, r.body, r.subject])).toEqual([
      [old, '', 'Code'],
      [recent, 'Your code is 333444', 'Code'],
    ]);
    expect((await cleanExpired(t.db, now, { outboxBodyDays: 5 })).outboxBodies).toBe(1);
  });

  it('keeps texts 7 days unless OUTBOX_BODY_DAYS says otherwise, and refuses a value that is not a number of days', () => {
    expect(testConfig().outboxBodyDays).toBe(7);
    expect(loadConfig({ JWT_SECRET: 'y'.repeat(40), OUTBOX_BODY_DAYS: '2' }).outboxBodyDays).toBe(2);
    expect(() => loadConfig({ JWT_SECRET: 'y'.repeat(40), OUTBOX_BODY_DAYS: '-1' })).toThrow(/OUTBOX_BODY_DAYS/);
    expect(() => loadConfig({ JWT_SECRET: 'y'.repeat(40), OUTBOX_BODY_DAYS: 'week' })).toThrow(/OUTBOX_BODY_DAYS/);
  });
});

describe('JWT_SECRET', () => {
  it('stops the configuration when shorter than 32 bytes, with a message saying what to do', () => {
    expect(() => loadConfig({ JWT_SECRET: 'short-secret' })).toThrow(/JWT_SECRET is 12 bytes long; it must be at least 32 bytes/);
    expect(() => loadConfig({ JWT_SECRET: 'x'.repeat(31) })).toThrow(/JWT_SECRET/);
    expect(() => testConfig({ jwtSecret: 'x'.repeat(31) })).toThrow(/JWT_SECRET/);
    expect(loadConfig({ JWT_SECRET: 'x'.repeat(32) }).jwtSecret).toBe('x'.repeat(32));
    expect(loadConfig({ JWT_SECRET: 'é'.repeat(16) }).jwtSecret).toBe('é'.repeat(16));
  });

  it('is generated long enough when unset (the demo start)', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-jwt-'));
    fs.writeFileSync(path.join(dir, 'jwt-secret'), 'too-short\n');
    const config = loadConfig({ DATA_DIR: dir });
    expect(Buffer.byteLength(config.jwtSecret)).toBeGreaterThanOrEqual(32);
    fs.rmSync(dir, { recursive: true, force: true });
  });
});

describe('a proxied request while TRUST_PROXY is off', () => {
  it('logs one clear warning the first time a loopback or private peer forwards a request, then never again in the process', async () => {
    const warnings = (lines: string[]) => lines.filter((l) => l.includes('TRUST_PROXY'));
    // "Once per process": the server's modules as a new process loads them. The server
    // test files share a worker's loaded modules, and another file may already have made
    // this warning be logged.
    vi.resetModules();
    const { buildApp: buildInNewProcess } = await import('../../server/app');
    const first = await loggedApp(t.db, url, {}, buildInNewProcess);
    // A public peer sending the header is a client, not our proxy: nothing to say.
    await first.app.inject({ method: 'GET', url: '/api/v1/auth/human-check', remoteAddress: '203.0.113.50', headers: { 'x-forwarded-for': '198.51.100.7' } });
    await first.app.inject({ method: 'GET', url: '/api/v1/auth/human-check', remoteAddress: '127.0.0.1' });
    expect(warnings(first.lines)).toHaveLength(0);

    await first.app.inject({ method: 'GET', url: '/api/v1/auth/human-check', remoteAddress: '127.0.0.1', headers: { 'x-forwarded-for': '198.51.100.7' } });
    await first.app.inject({ method: 'GET', url: '/api/v1/auth/human-check', remoteAddress: '10.0.0.2', headers: { 'x-forwarded-for': '198.51.100.8' } });
    const found = warnings(first.lines);
    expect(found).toHaveLength(1);
    const line = JSON.parse(found[0]);
    expect(line.level).toBe(40);
    expect(line.msg).toMatch(/X-Forwarded-For.*127\.0\.0\.1.*TRUST_PROXY is off.*share one set of per-IP rate limits/);

    await first.app.close();

    const second = await loggedApp(t.db, url, {}, buildInNewProcess);
    await second.app.inject({ method: 'GET', url: '/api/v1/auth/human-check', remoteAddress: '192.168.1.2', headers: { 'x-forwarded-for': '198.51.100.9' } });
    expect(warnings(second.lines)).toHaveLength(0);
    await second.app.close();

    const trusting = await loggedApp(t.db, url, { trustProxy: true }, buildInNewProcess);
    await trusting.app.inject({ method: 'GET', url: '/api/v1/auth/human-check', remoteAddress: '127.0.0.1', headers: { 'x-forwarded-for': '198.51.100.9' } });
    expect(warnings(trusting.lines)).toHaveLength(0);
    await trusting.app.close();
  });
});
