/**
 * The demo world `npm start` seeds into an empty database (see ./index.ts for when): 2,000+ accounts, 5,000
 * characters over every job line, 100 guilds (some in alliances), quests and monster
 * cards, a few GM characters (hidden from rankings), a banned account, and the demo
 * account demo01 / demo1234 (birthday 2000-01-01) with four characters that wear something in
 * every equipment slot and carry items in every inventory tab (./profile.ts).
 */
import bcrypt from 'bcryptjs';
import type { Db } from '../db';
import { toDbTime } from '../db/time';
import type { SeedOptions } from './index';
import { generateWorld, makeCharacter, prng, insertRows, WORLD_NOW } from './world';
import { DEMO_BIRTHDAY, seedDemoProfile } from './profile';

export const DEMO_ACCOUNT = { username: 'demo01', password: 'demo1234' } as const;
export const DEMO_CHARACTERS = 5000;

const bcrypt2y = (password: string) => `$2y$${bcrypt.hashSync(password, 10).slice(4)}`;

/** Writes the demo world through `db`: the caller passes a transaction so that it is all or nothing. */
export async function seedDemoWorld(db: Db, options: SeedOptions = {}): Promise<Record<string, number>> {
  const log = options.log ?? (() => undefined);
  const started = Date.now();
  const r = prng(83);
  const now = toDbTime(WORLD_NOW);

  // Named accounts first (ids 1-3), so they are easy to find.
  const special = [
    { id: 1, name: DEMO_ACCOUNT.username, password: bcrypt2y(DEMO_ACCOUNT.password), email: 'demo01@example.net', nick: 'DemoPlayer', nxCredit: 25000, maplePoint: 3000, nxPrepaid: 12000, rewardpoints: 18, votepoints: 42, gender: 0, characterslots: 6 },
    { id: 2, name: 'gmadmin', password: bcrypt2y('gm-admin-disabled-' + Math.random()), email: 'gm@example.net', nick: 'GM', webadmin: 1, nxCredit: 0, maplePoint: 0, nxPrepaid: 0, rewardpoints: 0, votepoints: 0, gender: 1, characterslots: 6 },
    { id: 3, name: 'banned01', password: bcrypt2y('banned-disabled-' + Math.random()), email: 'banned01@example.net', nick: null, banned: 1, banreason: 'Using third-party programs (demo example)', nxCredit: 0, maplePoint: 0, nxPrepaid: 0, rewardpoints: 0, votepoints: 0, gender: 0, characterslots: 3 },
  ];
  await insertRows(
    db,
    'accounts',
    special.map((a) => ({ banned: 0, banreason: null, webadmin: 0, birthday: DEMO_BIRTHDAY, createdat: '2024-03-01 10:00:00', lastlogin: '2025-10-30 20:15:00', tos: 1, ...a })),
  );

  const specialChars = [
    makeCharacter(r, 1, 1, 'DemoHero', { line: 'warrior', level: 200, job: 112, fame: 120 }),
    makeCharacter(r, 2, 1, 'DemoBishop', { line: 'magician', level: 165, job: 232, fame: 64 }),
    makeCharacter(r, 3, 1, 'DemoArcher', { line: 'bowman', level: 121, job: 312, fame: 30 }),
    makeCharacter(r, 4, 1, 'DemoAran', { line: 'aran', level: 85, job: 2111, fame: 12 }),
    makeCharacter(r, 5, 2, 'GMSupport', { level: 250, job: 910, gm: 6 }),
    makeCharacter(r, 6, 2, 'GMEvents', { level: 255, job: 900, gm: 3 }),
    makeCharacter(r, 7, 2, 'GMHelper', { level: 120, job: 900, gm: 1 }),
    makeCharacter(r, 8, 2, 'GMWatcher', { level: 70, job: 910, gm: 2 }),
    makeCharacter(r, 9, 3, 'BannedBot', { line: 'thief', level: 143, job: 412 }),
  ];
  await insertRows(db, 'characters', specialChars as unknown as Array<Record<string, unknown>>);
  // demo01's characters: every equipment slot and inventory tab used, and a check-in streak.
  const profile = await seedDemoProfile(db, { accountId: 1, characters: specialChars.slice(0, 4) });

  const result = await generateWorld(db, {
    characters: DEMO_CHARACTERS - specialChars.length,
    perAccount: 2.4,
    guilds: 100,
    alliances: 8,
    seed: 20251101,
    log,
    takenAccountNames: new Set(special.map((a) => a.name)),
    takenCharacterNames: new Set(specialChars.map((c) => c.name.toLowerCase())),
  });

  // The demo characters join the biggest guild.
  const top = await db.selectFrom('guilds').select(['guildid', 'allianceId']).orderBy('GP', 'desc').limit(1).executeTakeFirst();
  if (top) {
    await db.updateTable('characters').set({ guildid: top.guildid, guildrank: 3 }).where('id', 'in', [1, 2]).execute();
    // Keep members within capacity: the guild grows (as the game lets a leader do) when needed.
    const members = await db
      .selectFrom('characters')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('guildid', '=', top.guildid)
      .executeTakeFirstOrThrow();
    await db
      .updateTable('guilds')
      .set({ capacity: Number(members.n) })
      .where('guildid', '=', top.guildid)
      .where('capacity', '<', Number(members.n))
      .execute();
  }
  await insertRows(
    db,
    'queststatus',
    specialChars.slice(0, 4).flatMap((c) => Array.from({ length: Math.floor(c.level * 0.6) }, (_, k) => ({ characterid: c.id, quest: 1000 + k * 7, status: 2, time: Math.floor(WORLD_NOW / 1000), completed: 1 }))),
  );
  await insertRows(
    db,
    'monsterbook',
    specialChars.slice(0, 4).flatMap((c) => Array.from({ length: Math.floor(c.level * 0.25) }, (_, k) => ({ charid: c.id, cardid: 2380000 + k, level: 1 + (k % 5) }))),
  );
  void now;
  const counts = {
    accounts: result.accounts + special.length,
    characters: result.characters + specialChars.length,
    guilds: result.guilds,
    alliances: result.alliances,
    quests: result.quests,
    monsterCards: result.cards,
    profileItems: profile.items,
    checkins: profile.checkins,
    ms: Date.now() - started,
  };
  log(`demo world: ${JSON.stringify(counts)}`);
  return counts;
}
