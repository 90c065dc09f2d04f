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
import { generateWorld, insertRows, WORLD_NOW } from './world';
import { seedDemoProfile } from './profile';
import { DEMO_ACCOUNT, DEMO_BANNED_ACCOUNT, DEMO_GM_ACCOUNT, demoCharacterRows } from './demo-data';

export { DEMO_ACCOUNT } from './demo-data';
/** Characters in the demo world, the named ones included. */
export const DEMO_WORLD_CHARACTERS = 5000;

const bcrypt2y = (password: string) => `$2y$${bcrypt.hashSync(password, 10).slice(4)}`;

/** Writes the demo world through `db`: the caller passes a transaction so that it is all or nothing. */
export async function seedDemoWorld(db: Db, options: SeedOptions = {}): Promise<Record<string, number>> {
  const log = options.log ?? (() => undefined);
  const started = Date.now();
  const now = toDbTime(WORLD_NOW);

  // Named accounts first (ids 1-3), so they are easy to find.
  const a = DEMO_ACCOUNT;
  const gm = DEMO_GM_ACCOUNT;
  const ban = DEMO_BANNED_ACCOUNT;
  const special = [
    { id: a.id, name: a.username, password: bcrypt2y(a.password), email: a.email, nick: a.nickname, nxCredit: a.currencies.nxCredit, maplePoint: a.currencies.maplePoint, nxPrepaid: a.currencies.nxPrepaid, rewardpoints: a.currencies.rewardPoints, votepoints: a.currencies.votePoints, gender: a.gender, characterslots: a.characterSlots },
    { id: gm.id, name: gm.username, password: bcrypt2y('gm-admin-disabled-' + Math.random()), email: gm.email, nick: gm.nickname, webadmin: 1, nxCredit: 0, maplePoint: 0, nxPrepaid: 0, rewardpoints: 0, votepoints: 0, gender: gm.gender, characterslots: gm.characterSlots },
    { id: ban.id, name: ban.username, password: bcrypt2y('banned-disabled-' + Math.random()), email: ban.email, nick: null, banned: 1, banreason: ban.banReason, nxCredit: 0, maplePoint: 0, nxPrepaid: 0, rewardpoints: 0, votepoints: 0, gender: ban.gender, characterslots: ban.characterSlots },
  ];
  await insertRows(
    db,
    'accounts',
    special.map((row) => ({ banned: 0, banreason: null, webadmin: 0, birthday: a.birthday, createdat: a.createdAt, lastlogin: a.lastLogin, tos: 1, ...row })),
  );

  const specialChars = demoCharacterRows();
  await insertRows(db, 'characters', specialChars as unknown as Array<Record<string, unknown>>);
  // demo01's characters: every equipment slot and inventory tab used, and a check-in streak.
  const profile = await seedDemoProfile(db, { accountId: 1, characters: specialChars.slice(0, 4) });

  const result = await generateWorld(db, {
    characters: DEMO_WORLD_CHARACTERS - specialChars.length,
    perAccount: 2.4,
    guilds: 100,
    alliances: 8,
    seed: 20251101,
    log,
    takenAccountNames: new Set(special.map((row) => row.name)),
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
