/**
 * The site writes into the game server's own tables. On MariaDB these tests run on a
 * database loaded from the game's table definitions (server/gamedata/sample/db/cosmic-schema.sql);
 * on SQLite on the site's own copy of those tables (migration 0001), which must refuse
 * the same writes the real tables refuse.
 */
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { sql } from 'kysely';
import { migrateToLatest, type Db } from '../../server/db';
import { IS_MYSQL, createTestDb } from './helpers';

const GAME_TABLES = ['accounts', 'characters', 'guilds', 'alliance', 'queststatus', 'monsterbook', 'inventoryitems', 'inventoryequipment', 'gifts', 'pets'];

describe('the game tables refuse what the real game database refuses', () => {
  let t: Awaited<ReturnType<typeof createTestDb>>;
  let characterId: number;
  beforeAll(async () => {
    t = await createTestDb();
    await migrateToLatest(t.db);
    const account = await t.db.insertInto('accounts').values({ name: 'shape01', password: 'x' }).executeTakeFirstOrThrow();
    const c = await t.db.insertInto('characters').values({ accountid: Number(account.insertId), name: 'Shape01' }).executeTakeFirstOrThrow();
    characterId = Number(c.insertId);
  });
  afterAll(async () => t?.drop());

  const item = () => ({ type: 1, characterid: characterId, itemid: 2000000, inventorytype: 2, position: 1, quantity: 1 });

  it('an inventory item must name owner, flag and giftFrom (NOT NULL without a default)', async () => {
    for (const missing of ['owner', 'flag', 'giftFrom'] as const) {
      const row: Record<string, unknown> = { ...item(), owner: '', flag: 0, giftFrom: '' };
      delete row[missing];
      await expect((t.db as Db).insertInto('inventoryitems').values(row as never).execute(), missing).rejects.toThrow();
    }
    await t.db.insertInto('inventoryitems').values({ ...item(), owner: '', flag: 0, giftFrom: '' }).execute();
    const n = await t.db.selectFrom('inventoryitems').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    expect(Number(n.n)).toBe(1);
  });

  it('a gift must name its message and ring id', async () => {
    await expect(t.db.insertInto('gifts').values({ to: characterId, from: 'Web', sn: 20000000 } as never).execute()).rejects.toThrow();
    await t.db.insertInto('gifts').values({ to: characterId, from: 'Web', message: '', sn: 20000000, ringid: -1 }).execute();
  });

  it('monster cards: one row per character and card, only for a character that exists', async () => {
    await t.db.insertInto('monsterbook').values({ charid: characterId, cardid: 2380000 }).execute();
    await expect(t.db.insertInto('monsterbook').values({ charid: characterId, cardid: 2380000 }).execute()).rejects.toThrow();
    await expect(t.db.insertInto('monsterbook').values({ charid: characterId + 1000, cardid: 2380001 }).execute()).rejects.toThrow();
    const card = await t.db.selectFrom('monsterbook').select('level').where('charid', '=', characterId).executeTakeFirstOrThrow();
    expect(card.level).toBe(1);
  });

  it('unsigned and tiny integer columns refuse values out of their range', async () => {
    await expect(t.db.updateTable('characters').set({ guildid: -1 }).where('id', '=', characterId).execute()).rejects.toThrow();
    await expect(t.db.updateTable('characters').set({ gm: 300 }).where('id', '=', characterId).execute()).rejects.toThrow();
    await expect(t.db.insertInto('guilds').values({ name: 'Neg', GP: -5 }).execute()).rejects.toThrow();
    const c = await t.db.selectFrom('characters').select(['guildid', 'gm']).where('id', '=', characterId).executeTakeFirstOrThrow();
    expect(c).toEqual({ guildid: 0, gm: 0 });
  });

  it('accounts and characters get the game defaults', async () => {
    const a = await t.db.selectFrom('accounts').selectAll().where('name', '=', 'shape01').executeTakeFirstOrThrow();
    expect(a).toMatchObject({ loggedin: 0, banned: 0, characterslots: 3, gender: 10, nxCredit: null, votepoints: 0, language: 2 });
    const c = await t.db.selectFrom('characters').selectAll().where('id', '=', characterId).executeTakeFirstOrThrow();
    expect(c).toMatchObject({ level: 1, str: 12, dex: 5, job: 0, guildrank: 5, allianceRank: 5, lastExpGainTime: '2015-01-01 05:00:00' });
  });
});

describe.runIf(IS_MYSQL)("the site's copy of the game tables has the real columns", () => {
  it('same MySQL type, NULL-ability and default for every column the site creates', async () => {
    const site = await createTestDb({ schema: 'site' });
    const game = await createTestDb({ schema: 'game' });
    try {
      await migrateToLatest(site.db);
      const columns = async (db: Db) => {
        const r = await sql<{ t: string; c: string; type: string; nullable: string; def: string | null }>`
          select table_name as t, column_name as c, column_type as type, is_nullable as nullable, column_default as def
          from information_schema.columns where table_schema = database() and table_name in (${sql.join(GAME_TABLES)})`.execute(db);
        return new Map(r.rows.map((row) => [`${row.t}.${row.c}`, `${row.type} ${row.nullable === 'YES' ? 'null' : 'not null'} default ${row.def}`]));
      };
      const real = await columns(game.db);
      const ours = await columns(site.db);
      expect(ours.size).toBeGreaterThan(100);
      const differences = [...ours].filter(([key, shape]) => real.get(key) !== shape).map(([key, shape]) => `${key}: site ${shape}, game ${real.get(key)}`);
      expect(differences).toEqual([]);
    } finally {
      await site.drop();
      await game.drop();
    }
  });
});
