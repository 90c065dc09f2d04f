/**
 * GET /api/v1/game/status against a real local TCP listener standing in for the
 * game's login server: online/offline by probe, online count from accounts.loggedin = 2,
 * measurement cached 60 s.
 */
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, seedTiny, type TestApp } from './helpers';
import { probeTcp } from '../../server/services/status';

const GAME_PORT = 8021;
let t: TestApp;
let server: net.Server | null = null;

function listen(port: number): Promise<net.Server> {
  return new Promise((resolve, reject) => {
    const s = net.createServer((socket) => socket.end());
    s.once('error', reject);
    s.listen(port, '127.0.0.1', () => resolve(s));
  });
}
const stop = (s: net.Server | null) => new Promise<void>((resolve) => (s ? s.close(() => resolve()) : resolve()));
const status = async (lang = 'en-US') => {
  const res = await t.app.inject({ url: '/api/v1/game/status', headers: { 'accept-language': lang } });
  expect(res.statusCode).toBe(200);
  return res.json().data;
};

beforeAll(async () => {
  t = await createTestApp({
    config: {
      game: { host: '127.0.0.1', port: GAME_PORT, probeTimeoutMs: 500, timezone: 'Asia/Taipei', version: '9.9.9' },
      inviteRequired: true,
      rates: { exp: 3, expAfter200: 1, meso: 4, drop: 1.5, bossDrop: 2 },
      events: [
        { title: 'Double EXP weekend', description: 'Saturday and Sunday' },
        { title: 'server.events.darkTitle', description: 'server.events.darkDescription' },
      ],
    },
  });
  await seedTiny(t.db); // one account (ingame01) has loggedin = 2
});
afterAll(async () => {
  await stop(server);
  await t?.close();
});

describe('probeTcp', () => {
  it('is true for a listening port and false for a closed one', async () => {
    const s = await listen(8022);
    try {
      expect(await probeTcp('127.0.0.1', 8022, 500)).toBe(true);
    } finally {
      await stop(s);
    }
    expect(await probeTcp('127.0.0.1', 8022, 500)).toBe(false);
  });
});

describe('GET /api/v1/game/status', () => {
  it('is 正常 with the online count when the login server answers, and stays cached for 60 s', async () => {
    server = await listen(GAME_PORT);
    const s = await status();
    expect(s).toMatchObject({
      status: '正常',
      state: 'online',
      count: 1,
      invite: true,
      exp_rate: 3,
      meso_rate: 4,
      drop_rate: 1.5,
      boss_rate: 2,
      version: '9.9.9',
      timezone: 'Asia/Taipei',
    });
    expect(s.server_time).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(s.uptime).toBeGreaterThanOrEqual(0);
    expect(s.uptime_since).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    // Custom text as written, catalog keys translated.
    expect(s.events[0]).toEqual({ title: 'Double EXP weekend', description: 'Saturday and Sunday' });
    expect(s.events[1].title).not.toContain('server.events');

    // The game goes down and a player logs in: within 60 s the cached answer stands.
    await stop(server);
    server = null;
    await t.db.updateTable('accounts').set({ loggedin: 2 }).where('name', '=', 'tester01').execute();
    const base = Date.now();
    t.app.gameStatus.now = () => base + 30_000;
    const cached = await status();
    expect(cached.status).toBe('正常');
    expect(cached.count).toBe(1);
    expect(cached.checked_at).toBe(s.checked_at);
    expect(cached.uptime).toBeGreaterThanOrEqual(29);

    // After 60 s the probe runs again and finds the server down.
    t.app.gameStatus.now = () => base + 61_000;
    const down = await status();
    expect(down).toMatchObject({ status: '離線', state: 'offline', count: 0, uptime: 0, uptime_since: null });
  });

  it('comes back online with the database count once the port listens again', async () => {
    server = await listen(GAME_PORT);
    const base = Date.now();
    t.app.gameStatus.now = () => base + 200_000;
    const up = await status('zh-TW');
    expect(up).toMatchObject({ status: '正常', state: 'online', count: 2 });
    expect(up.uptime).toBe(0);
  });
});
