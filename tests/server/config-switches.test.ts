/**
 * Settings an operator sets in the environment (GAME_MAINTENANCE, WEB_JOBS, ...) are config
 * values: buildApp({ config }) switches them in process, without touching process.env.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, seedTiny, type TestApp } from './helpers';

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
