/**
 * Settings an operator sets in the environment (GAME_MAINTENANCE, WEB_JOBS, ...) are config
 * values: buildApp({ config }) switches them in process, without touching process.env.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, seedTiny, type TestApp } from './helpers';
import { loadConfig } from '../../server/config';

let t: TestApp | null = null;
afterEach(async () => {
  await t?.close();
  t = null;
});

const status = async (app: TestApp['app']) => (await app.inject({ url: '/api/v1/game/status', headers: { 'accept-language': 'en-US' } })).json().data;
const rankGeneration = async (db: TestApp['db']) =>
  Number((await db.selectFrom('web_rank_meta').select('gen').where('id', '=', 1).executeTakeFirst())?.gen ?? 0);

describe('buildApp({ config })', () => {
  it('gameMaintenance: the status answers maintenance without probing; off, the closed game port reads offline', async () => {
    t = await createTestApp({ config: { gameMaintenance: true } });
    expect(await status(t.app)).toMatchObject({ status: '維護中', state: 'maintenance' });
    await t.close();

    t = await createTestApp({ config: { gameMaintenance: false } });
    expect(await status(t.app)).toMatchObject({ status: '離線', state: 'offline' });
  });

  it('webJobs: on, the ranking snapshot is built at start with no visitor; off, nothing runs behind the answers', async () => {
    t = await createTestApp({ config: { webJobs: true } });
    await seedTiny(t.db);
    await t.app.ready();
    await t.app.gameJobs.warmUp();
    expect(await rankGeneration(t.db)).toBeGreaterThan(0);
    await t.close();

    t = await createTestApp({ config: { webJobs: false } });
    await seedTiny(t.db);
    await t.app.ready();
    await t.app.gameJobs.warmUp();
    expect(await rankGeneration(t.db)).toBe(0);
  });
});

describe('loadConfig: the environment read through the config schema', () => {
  const env = (vars: Record<string, string>) => loadConfig({ JWT_SECRET: 'x'.repeat(40), ...vars });

  it('reads the switches from their variables, in any of the on/off words', () => {
    const c = env({ GAME_MAINTENANCE: 'on', WEB_JOBS: 'off', RANKING_REFRESH_SECONDS: '60', RANKING_FAST_READER: 'off' });
    expect(c).toMatchObject({ gameMaintenance: true, webJobs: false, rankingRefreshSeconds: 60, rankingFastReader: false });
    expect(env({ WEB_JOBS: 'yes', GAME_MAINTENANCE: '0' })).toMatchObject({ webJobs: true, gameMaintenance: false });
  });

  it('has the defaults of the documentation: jobs on outside Vitest, a refresh every 300 s', () => {
    expect(env({})).toMatchObject({ webJobs: true, rankingRefreshSeconds: 300, gameMaintenance: false, rankingFastReader: true });
    expect(env({ VITEST: 'true' }).webJobs).toBe(false);
    expect(env({ VITEST: 'true', WEB_JOBS: 'on' }).webJobs).toBe(true);
  });

  it('stops the start with the variable named when a value is not of its type', () => {
    expect(() => env({ GAME_MAINTENANCE: 'maybe' })).toThrow(/GAME_MAINTENANCE must be on or off/);
    expect(() => env({ RANKING_REFRESH_SECONDS: 'often' })).toThrow(/RANKING_REFRESH_SECONDS must be a number, got "often"/);
    expect(() => env({ GAME_EVENTS: '{"title": "x"}' })).toThrow(/GAME_EVENTS/);
  });
});
