/**
 * The game's own tables in the shape of the open-source Cosmic server, created ONLY
 * when missing: on an existing game database nothing is altered or dropped (down()
 * leaves them alone). Plus site-named indexes (web_idx_*) under the ranking and
 * list queries; those are the only thing down() removes.
 *
 * The columns the site has are declared as the game server's own table definitions
 * declare them (server/gamedata/sample/db/cosmic-schema.sql): the same MySQL types (TINYINT,
 * INT UNSIGNED, SMALLINT UNSIGNED, TINYTEXT), the same NOT NULL columns WITHOUT a
 * default (inventoryitems.owner/flag/giftFrom, gifts.message/ringid...), the same
 * defaults, and monsterbook's primary key and foreign key. On SQLite the integer
 * ranges of those types are CHECK constraints, so a write the real database would
 * refuse fails on SQLite too. tests/server/game-schema.test.ts compares both.
 */
import { sql, type ColumnDefinitionBuilder, type Kysely } from 'kysely';
import { createIndexIfMissing, dropIndexIfExists, tableOptions, dialectOf } from '../migrate-helpers';

type Col = ColumnDefinitionBuilder;

export async function up(db: Kysely<any>): Promise<void> {
  const opts = tableOptions(db);
  const mysql = dialectOf(db) === 'mysql';
  // Names compare case-insensitively, as on MySQL's default collation.
  const nocase = (c: Col) => (mysql ? c : c.modifyEnd(sql`COLLATE NOCASE`));
  /** MySQL integer types of the game's tables; on SQLite 'integer' with the type's range as a CHECK. */
  const ranges = {
    tinyint: [-128, 127],
    'tinyint unsigned': [0, 255],
    'smallint unsigned': [0, 65535],
    'int unsigned': [0, 4294967295],
  } as const;
  const int = (type: keyof typeof ranges) => (mysql ? sql.raw(type) : ('integer' as const));
  const inRange = (type: keyof typeof ranges, name: string) => (c: Col) =>
    mysql ? c : c.check(sql`${sql.ref(name)} between ${sql.lit(ranges[type][0])} and ${sql.lit(ranges[type][1])}`);
  /** An auto-increment primary key (INT UNSIGNED on MySQL where the game has it). */
  const id = (c: Col) => c.primaryKey().autoIncrement();
  const tinytext = mysql ? sql.raw('tinytext') : ('text' as const);

  /** addColumn arguments of an integer column of one of those types: ...I('gm', 'tinyint', (c) => c.notNull()). */
  const I = (name: string, type: keyof typeof ranges, build: (c: Col) => Col = (c) => c) =>
    [name, int(type), (c: Col) => inRange(type, name)(build(c))] as const;

  await db.schema
    .createTable('accounts')
    .ifNotExists()
    .addColumn('id', 'integer', id)
    .addColumn('name', 'varchar(13)', (c) => nocase(c.notNull().defaultTo('').unique()))
    .addColumn('password', 'varchar(128)', (c) => c.notNull().defaultTo(''))
    .addColumn('pin', 'varchar(10)', (c) => c.notNull().defaultTo(''))
    .addColumn('pic', 'varchar(26)', (c) => c.notNull().defaultTo(''))
    .addColumn(...I('loggedin', 'tinyint', (c) => c.notNull().defaultTo(0)))
    .addColumn('lastlogin', 'timestamp', (c) => c.defaultTo(null))
    .addColumn('createdat', 'timestamp', (c) => c.notNull().defaultTo(sql`CURRENT_TIMESTAMP`))
    .addColumn('birthday', 'date', (c) => c.notNull().defaultTo('2005-05-11'))
    .addColumn(...I('banned', 'tinyint', (c) => c.notNull().defaultTo(0)))
    .addColumn('banreason', 'text')
    .addColumn('macs', tinytext)
    .addColumn('nxCredit', 'integer', (c) => c.defaultTo(null))
    .addColumn('maplePoint', 'integer', (c) => c.defaultTo(null))
    .addColumn('nxPrepaid', 'integer', (c) => c.defaultTo(null))
    .addColumn(...I('characterslots', 'tinyint', (c) => c.notNull().defaultTo(3)))
    .addColumn(...I('gender', 'tinyint', (c) => c.notNull().defaultTo(10)))
    .addColumn('tempban', 'timestamp', (c) => c.notNull().defaultTo('2005-05-11 00:00:00'))
    .addColumn(...I('greason', 'tinyint', (c) => c.notNull().defaultTo(0)))
    .addColumn(...I('tos', 'tinyint', (c) => c.notNull().defaultTo(0)))
    .addColumn('sitelogged', 'text')
    .addColumn('webadmin', 'integer', (c) => c.defaultTo(0))
    .addColumn('nick', 'varchar(20)', (c) => c.defaultTo(null))
    .addColumn('mute', 'integer', (c) => c.defaultTo(0))
    .addColumn('email', 'varchar(45)', (c) => c.defaultTo(null))
    .addColumn('ip', 'text')
    .addColumn('rewardpoints', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('votepoints', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('hwid', 'varchar(12)', (c) => c.notNull().defaultTo(''))
    .addColumn('language', 'integer', (c) => c.notNull().defaultTo(2))
    .modifyEnd(opts)
    .execute();

  await db.schema
    .createTable('characters')
    .ifNotExists()
    .addColumn('id', 'integer', id)
    .addColumn('accountid', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('world', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('name', 'varchar(13)', (c) => nocase(c.notNull().defaultTo('')))
    .addColumn('level', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('exp', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('gachaexp', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('str', 'integer', (c) => c.notNull().defaultTo(12))
    .addColumn('dex', 'integer', (c) => c.notNull().defaultTo(5))
    .addColumn('luk', 'integer', (c) => c.notNull().defaultTo(4))
    .addColumn('int', 'integer', (c) => c.notNull().defaultTo(4))
    .addColumn('hp', 'integer', (c) => c.notNull().defaultTo(50))
    .addColumn('mp', 'integer', (c) => c.notNull().defaultTo(5))
    .addColumn('maxhp', 'integer', (c) => c.notNull().defaultTo(50))
    .addColumn('maxmp', 'integer', (c) => c.notNull().defaultTo(5))
    .addColumn('meso', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn(...I('hpMpUsed', 'int unsigned', (c) => c.notNull().defaultTo(0)))
    .addColumn('job', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('skincolor', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('gender', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('fame', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('fquest', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('hair', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('face', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('ap', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('sp', 'varchar(128)', (c) => c.notNull().defaultTo('0,0,0,0,0,0,0,0,0,0'))
    .addColumn('map', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('spawnpoint', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn(...I('gm', 'tinyint', (c) => c.notNull().defaultTo(0)))
    .addColumn('party', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('buddyCapacity', 'integer', (c) => c.notNull().defaultTo(25))
    .addColumn('createdate', 'timestamp', (c) => c.notNull().defaultTo(sql`CURRENT_TIMESTAMP`))
    .addColumn(...I('rank', 'int unsigned', (c) => c.notNull().defaultTo(1)))
    .addColumn('rankMove', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn(...I('jobRank', 'int unsigned', (c) => c.notNull().defaultTo(1)))
    .addColumn('jobRankMove', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn(...I('guildid', 'int unsigned', (c) => c.notNull().defaultTo(0)))
    .addColumn(...I('guildrank', 'int unsigned', (c) => c.notNull().defaultTo(5)))
    .addColumn('allianceRank', 'integer', (c) => c.notNull().defaultTo(5))
    .addColumn('monsterbookcover', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('equipslots', 'integer', (c) => c.notNull().defaultTo(24))
    .addColumn('useslots', 'integer', (c) => c.notNull().defaultTo(24))
    .addColumn('setupslots', 'integer', (c) => c.notNull().defaultTo(24))
    .addColumn('etcslots', 'integer', (c) => c.notNull().defaultTo(24))
    .addColumn('lastExpGainTime', 'timestamp', (c) => c.notNull().defaultTo('2015-01-01 05:00:00'))
    .addColumn('lastLogoutTime', 'timestamp', (c) => c.notNull().defaultTo('2015-01-01 05:00:00'))
    .modifyEnd(opts)
    .execute();

  await db.schema
    .createTable('guilds')
    .ifNotExists()
    .addColumn('guildid', int('int unsigned'), id)
    .addColumn(...I('leader', 'int unsigned', (c) => c.notNull().defaultTo(0)))
    .addColumn(...I('GP', 'int unsigned', (c) => c.notNull().defaultTo(0)))
    .addColumn(...I('logo', 'int unsigned', (c) => c.defaultTo(null)))
    .addColumn(...I('logoColor', 'smallint unsigned', (c) => c.notNull().defaultTo(0)))
    .addColumn('name', 'varchar(45)', (c) => c.notNull())
    .addColumn('rank1title', 'varchar(45)', (c) => c.notNull().defaultTo('Master'))
    .addColumn('rank2title', 'varchar(45)', (c) => c.notNull().defaultTo('Jr. Master'))
    .addColumn('rank3title', 'varchar(45)', (c) => c.notNull().defaultTo('Member'))
    .addColumn('rank4title', 'varchar(45)', (c) => c.notNull().defaultTo('Member'))
    .addColumn('rank5title', 'varchar(45)', (c) => c.notNull().defaultTo('Member'))
    .addColumn(...I('capacity', 'int unsigned', (c) => c.notNull().defaultTo(10)))
    .addColumn(...I('logoBG', 'int unsigned', (c) => c.defaultTo(null)))
    .addColumn(...I('logoBGColor', 'smallint unsigned', (c) => c.notNull().defaultTo(0)))
    .addColumn('notice', 'varchar(101)', (c) => c.defaultTo(null))
    .addColumn('signature', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn(...I('allianceId', 'int unsigned', (c) => c.notNull().defaultTo(0)))
    .modifyEnd(opts)
    .execute();

  await db.schema
    .createTable('alliance')
    .ifNotExists()
    .addColumn('id', int('int unsigned'), id)
    .addColumn('name', 'varchar(13)', (c) => c.notNull())
    .addColumn(...I('capacity', 'int unsigned', (c) => c.notNull().defaultTo(2)))
    .addColumn('notice', 'varchar(20)', (c) => c.notNull().defaultTo(''))
    .addColumn('rank1', 'varchar(11)', (c) => c.notNull().defaultTo('Master'))
    .addColumn('rank2', 'varchar(11)', (c) => c.notNull().defaultTo('Jr. Master'))
    .addColumn('rank3', 'varchar(11)', (c) => c.notNull().defaultTo('Member'))
    .addColumn('rank4', 'varchar(11)', (c) => c.notNull().defaultTo('Member'))
    .addColumn('rank5', 'varchar(11)', (c) => c.notNull().defaultTo('Member'))
    .modifyEnd(opts)
    .execute();

  await db.schema
    .createTable('queststatus')
    .ifNotExists()
    .addColumn('queststatusid', int('int unsigned'), id)
    .addColumn('characterid', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('quest', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('status', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('time', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('expires', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('forfeited', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('completed', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn(...I('info', 'tinyint', (c) => c.notNull().defaultTo(0)))
    .modifyEnd(opts)
    .execute();

  await db.schema
    .createTable('monsterbook')
    .ifNotExists()
    .addColumn('charid', 'integer', (c) => c.notNull())
    .addColumn('cardid', 'integer', (c) => c.notNull())
    .addColumn('level', 'integer', (c) => c.notNull().defaultTo(1))
    .addPrimaryKeyConstraint('monsterbook_pk', ['charid', 'cardid'])
    .addForeignKeyConstraint('monsterbook_fk_char', ['charid'], 'characters', ['id'], (fk) => fk.onUpdate('cascade').onDelete('cascade'))
    .modifyEnd(opts)
    .execute();

  await db.schema
    .createTable('inventoryitems')
    .ifNotExists()
    .addColumn('inventoryitemid', int('int unsigned'), id)
    .addColumn(...I('type', 'tinyint unsigned', (c) => c.notNull()))
    .addColumn('characterid', 'integer', (c) => c.defaultTo(null))
    .addColumn('accountid', 'integer', (c) => c.defaultTo(null))
    .addColumn('itemid', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('inventorytype', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('quantity', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('owner', tinytext, (c) => c.notNull())
    .addColumn('petid', 'integer', (c) => c.notNull().defaultTo(-1))
    .addColumn('flag', 'integer', (c) => c.notNull())
    .addColumn('expiration', 'bigint', (c) => c.notNull().defaultTo(-1))
    .addColumn('giftFrom', 'varchar(26)', (c) => c.notNull())
    .modifyEnd(opts)
    .execute();

  await db.schema
    .createTable('inventoryequipment')
    .ifNotExists()
    .addColumn('inventoryequipmentid', int('int unsigned'), id)
    .addColumn(...I('inventoryitemid', 'int unsigned', (c) => c.notNull().defaultTo(0)))
    .addColumn('upgradeslots', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('level', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('str', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('dex', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('int', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('luk', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('hp', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('mp', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('watk', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('matk', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('wdef', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('mdef', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('acc', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('avoid', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('hands', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('speed', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('jump', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('locked', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn(...I('vicious', 'int unsigned', (c) => c.notNull().defaultTo(0)))
    .addColumn('itemlevel', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn(...I('itemexp', 'int unsigned', (c) => c.notNull().defaultTo(0)))
    .addColumn('ringid', 'integer', (c) => c.notNull().defaultTo(-1))
    .modifyEnd(opts)
    .execute();

  await db.schema
    .createTable('gifts')
    .ifNotExists()
    .addColumn('id', int('int unsigned'), id)
    .addColumn('to', 'integer', (c) => c.notNull())
    .addColumn('from', 'varchar(13)', (c) => c.notNull())
    .addColumn('message', tinytext, (c) => c.notNull())
    .addColumn(...I('sn', 'int unsigned', (c) => c.notNull()))
    .addColumn('ringid', 'integer', (c) => c.notNull())
    .modifyEnd(opts)
    .execute();

  // Site-named indexes under the site's queries (cheap; never touch the game's own indexes).
  await createIndexIfMissing(db, 'web_idx_characters_account', 'characters', ['accountid']);
  await createIndexIfMissing(db, 'web_idx_characters_name', 'characters', ['name']);
  await createIndexIfMissing(db, 'web_idx_characters_rank', 'characters', ['level', 'exp', 'lastExpGainTime']);
  await createIndexIfMissing(db, 'web_idx_characters_job_rank', 'characters', ['job', 'level', 'exp', 'lastExpGainTime']);
  await createIndexIfMissing(db, 'web_idx_characters_fame', 'characters', ['fame']);
  await createIndexIfMissing(db, 'web_idx_characters_guild', 'characters', ['guildid']);
  await createIndexIfMissing(db, 'web_idx_accounts_email', 'accounts', ['email']);
  await createIndexIfMissing(db, 'web_idx_accounts_loggedin', 'accounts', ['loggedin']);
  await createIndexIfMissing(db, 'web_idx_guilds_gp', 'guilds', ['GP']);
  await createIndexIfMissing(db, 'web_idx_queststatus_char', 'queststatus', ['characterid', 'status']);
  await createIndexIfMissing(db, 'web_idx_monsterbook_char', 'monsterbook', ['charid']);
  await createIndexIfMissing(db, 'web_idx_inventoryitems_char', 'inventoryitems', ['characterid', 'inventorytype']);
  await createIndexIfMissing(db, 'web_idx_inventoryequipment_item', 'inventoryequipment', ['inventoryitemid']);
}

/** Never drops the game's tables; removes only the site's indexes. */
export async function down(db: Kysely<any>): Promise<void> {
  for (const [name, table] of [
    ['web_idx_characters_account', 'characters'],
    ['web_idx_characters_name', 'characters'],
    ['web_idx_characters_rank', 'characters'],
    ['web_idx_characters_job_rank', 'characters'],
    ['web_idx_characters_fame', 'characters'],
    ['web_idx_characters_guild', 'characters'],
    ['web_idx_accounts_email', 'accounts'],
    ['web_idx_accounts_loggedin', 'accounts'],
    ['web_idx_guilds_gp', 'guilds'],
    ['web_idx_queststatus_char', 'queststatus'],
    ['web_idx_monsterbook_char', 'monsterbook'],
    ['web_idx_inventoryitems_char', 'inventoryitems'],
    ['web_idx_inventoryequipment_item', 'inventoryequipment'],
  ] as const) {
    await dropIndexIfExists(db, name, table);
  }
}
