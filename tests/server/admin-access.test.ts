/**
 * Who gets into the operator console's API. Generated from the OpenAPI document: every
 * /api/v1/admin operation answers 401 without a token and 403 ADMIN_ONLY for a player,
 * always the envelope; an operator is an account with webadmin = 1 or a character at
 * ADMIN_GM_LEVEL, read on every request (a revoked operator is refused at its next request);
 * /api/v1/user/info says `operator` by the same rule.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import { ErrorCode } from '../../config/codes';
import { createTestApp, loginAs, seedTiny, TINY, type TestApp } from './helpers';

interface OpenApi {
  paths: Record<string, Record<string, { tags?: string[]; security?: unknown[] }>>;
}

const isEnvelope = (body: unknown) =>
  !!body && typeof body === 'object' && Number.isInteger((body as { code: unknown }).code) && typeof (body as { message: unknown }).message === 'string' && (body as { data: unknown }).data === null;

describe('operator console access', () => {
  let t: TestApp;
  let ops: Array<{ method: string; path: string; tags: string[]; security: unknown[] }>;
  let player: string;
  let operator: string;
  let ids: Awaited<ReturnType<typeof seedTiny>>['accounts'];

  beforeAll(async () => {
    t = await createTestApp();
    ids = (await seedTiny(t.db)).accounts;
    player = (await loginAs(t.app, TINY.player.username, TINY.player.password)).token;
    operator = (await loginAs(t.app, TINY.admin.username, TINY.admin.password)).token;
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as OpenApi;
    ops = Object.entries(doc.paths)
      .filter(([path]) => path.startsWith('/api/v1/admin'))
      .flatMap(([path, methods]) =>
        Object.entries(methods)
          .filter(([m]) => ['get', 'post', 'put', 'patch', 'delete'].includes(m))
          .map(([method, op]) => ({ method, path, tags: op.tags ?? [], security: op.security ?? [] })),
      );
  }, 60_000);
  afterAll(async () => t?.close());

  const request = (op: { method: string; path: string }, token?: string): InjectOptions => ({
    method: op.method.toUpperCase() as InjectOptions['method'],
    url: op.path.replace(/\{[^}]+\}/g, String(ids.player)),
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });

  it('the document lists the console operations under the admin tag, each with bearer security', () => {
    expect(ops.length).toBeGreaterThanOrEqual(12);
    for (const op of ops) {
      expect(op.tags, `${op.method} ${op.path}`).toEqual(['admin']);
      expect(op.security.length, `${op.method} ${op.path}`).toBeGreaterThan(0);
    }
  });

  it('every /api/v1/admin operation answers 401 without a token and 403 ADMIN_ONLY for a player, in the envelope', async () => {
    for (const op of ops) {
      const label = `${op.method} ${op.path}`;
      const anonymous = await t.app.inject(request(op));
      expect(anonymous.statusCode, label).toBe(401);
      expect(isEnvelope(anonymous.json()), label).toBe(true);
      const asPlayer = await t.app.inject(request(op, player));
      expect(asPlayer.statusCode, label).toBe(403);
      expect(asPlayer.json().code, label).toBe(ErrorCode.ADMIN_ONLY);
      expect(isEnvelope(asPlayer.json()), label).toBe(true);
      const en = await t.app.inject({ ...request(op, player), headers: { authorization: `Bearer ${player}`, 'accept-language': 'en-US' } });
      expect(en.json().message, label).toBe('This is for the server operators only.');
    }
  });

  it('an operator (webadmin = 1) gets in', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/admin/accounts', headers: { authorization: `Bearer ${operator}` } });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.total).toBeGreaterThanOrEqual(6);
  });

  it('user info says operator by the same rule', async () => {
    const me = (token: string) => t.app.inject({ method: 'GET', url: '/api/v1/user/info', headers: { authorization: `Bearer ${token}` } });
    expect((await me(player)).json().data.operator).toBe(false);
    expect((await me(operator)).json().data.operator).toBe(true);
  });

  it('a revoked operator is refused at its very next request', async () => {
    const headers = { authorization: `Bearer ${operator}` };
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/admin/session', headers })).statusCode).toBe(200);
    // The GameMaster character (gm 6) would keep admin001 an operator: lower it too.
    await t.db.updateTable('accounts').set({ webadmin: 0 }).where('id', '=', ids.admin).execute();
    await t.db.updateTable('characters').set({ gm: 0 }).where('accountid', '=', ids.admin).execute();
    const refused = await t.app.inject({ method: 'GET', url: '/api/v1/admin/session', headers });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe(ErrorCode.ADMIN_ONLY);
    await t.db.updateTable('accounts').set({ webadmin: 1 }).where('id', '=', ids.admin).execute();
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/admin/session', headers })).statusCode).toBe(200);
  });
});

describe('ADMIN_GM_LEVEL', () => {
  it('a character at the configured GM level makes its account an operator; below it, or with the rule off (0), it does not', async () => {
    for (const [level, expected] of [
      [3, 200],
      [4, 403],
      [0, 403],
    ] as const) {
      const t = await createTestApp({ config: { adminGmLevel: level } });
      try {
        const { accounts } = await seedTiny(t.db);
        await t.db.updateTable('characters').set({ gm: 3 }).where('accountid', '=', accounts.player).where('name', '=', 'Hero01').execute();
        const token = (await loginAs(t.app, TINY.player.username, TINY.player.password)).token;
        const res = await t.app.inject({ method: 'GET', url: '/api/v1/admin/session', headers: { authorization: `Bearer ${token}` } });
        expect(res.statusCode, `level ${level}`).toBe(expected);
        const info = await t.app.inject({ method: 'GET', url: '/api/v1/user/info', headers: { authorization: `Bearer ${token}` } });
        expect(info.json().data.operator, `level ${level}`).toBe(expected === 200);
      } finally {
        await t.close();
      }
    }
  }, 180_000);

  it('the default is 6, the game’s top GM level; a value that is not a whole number 0 or more stops the start', async () => {
    const { loadConfig } = await import('../../server/config');
    expect(loadConfig({ JWT_SECRET: 'x'.repeat(40) }).adminGmLevel).toBe(6);
    expect(loadConfig({ JWT_SECRET: 'x'.repeat(40), ADMIN_GM_LEVEL: '3' }).adminGmLevel).toBe(3);
    expect(() => loadConfig({ JWT_SECRET: 'x'.repeat(40), ADMIN_GM_LEVEL: '-1' })).toThrow(/ADMIN_GM_LEVEL/);
    expect(() => loadConfig({ JWT_SECRET: 'x'.repeat(40), ADMIN_GM_LEVEL: '2.5' })).toThrow(/ADMIN_GM_LEVEL/);
  });
});
