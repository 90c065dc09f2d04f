/**
 * Shared setup of the profile tests: the tiny world (tests/server/helpers.ts), the sample
 * game-data library, and the demo profile's items (server/seed/profile.ts) on the player's
 * characters Hero01, Mage01, Archer01, Bowman02 (in that order: the hero set, the bishop set...).
 */
import { importGameData } from '../../server/gamedata/importer';
import { SAMPLE_DIR } from '../../server/gamedata/sample';
import { seedDemoProfile } from '../../server/seed/profile';
import type { ConfigOverrides } from '../../server/config';
import { createTestApp, seedTiny, loginAs, TINY, type TestApp } from './helpers';

export interface ProfileWorld {
  t: TestApp;
  ids: Awaited<ReturnType<typeof seedTiny>>['accounts'];
  chars: Record<string, number>;
  token: string;
  auth: { authorization: string };
}

export async function profileWorld(options: { config?: ConfigOverrides; library?: boolean; items?: boolean; checkins?: boolean } = {}): Promise<ProfileWorld> {
  const t = await createTestApp({ config: options.config });
  const { accounts: ids } = await seedTiny(t.db);
  if (options.library !== false) await importGameData(t.db, { wzDir: SAMPLE_DIR.wz, stringsZhDir: SAMPLE_DIR.stringsZh });
  const rows = await t.db.selectFrom('characters').select(['id', 'name', 'level']).execute();
  const chars = Object.fromEntries(rows.map((r) => [r.name, Number(r.id)]));
  if (options.items !== false) {
    const order = ['Hero01', 'Mage01', 'Archer01', 'Bowman02'];
    await seedDemoProfile(t.db, {
      accountId: ids.player,
      checkins: options.checkins ?? false,
      characters: order.map((name) => ({ id: chars[name], level: Number(rows.find((r) => r.name === name)!.level) })),
    });
  }
  const tokens = await loginAs(t.app, TINY.player.username, TINY.player.password);
  return { t, ids, chars, token: tokens.token, auth: { authorization: `Bearer ${tokens.token}` } };
}
