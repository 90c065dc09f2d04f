/**
 * The game's own tables in the shape of the open-source Cosmic server, created ONLY
 * when missing: on an existing game database nothing is altered or dropped (down()
 * leaves them alone). Plus site-named indexes (web_idx_*) under the ranking and
 * list queries; those are the only thing down() removes.
 */
import { sql, type Kysely } from 'kysely';
import { createIndexIfMissing, dropIndexIfExists, tableOptions, dialectOf } from '../migrate-helpers';

const id = (c: any) => c.primaryKey().autoIncrement();

export async function up(db: Kysely<any>): Promise<void> {
  const opts = tableOptions(db);
  // Names compare case-insensitively, as on MySQL's default collation.
  const nocase = (c: any) => (dialectOf(db) === 'sqlite' ? c.modifyEnd(sql`COLLATE NOCASE`) : c);

  await db.schema
    .createTable('accounts')
    .ifNotExists()
    .addColumn('id', 'integer', id)
    .addColumn('name', 'varchar(13)', (c) => nocase(c.notNull().unique()))
    .addColumn('password', 'varchar(128)', (c) => c.notNull())
    .addColumn('pin', 'varchar(10)', (c) => c.notNull().defaultTo(''))
    .addColumn('pic', 'varchar(26)', (c) => c.notNull().defaultTo(''))
    .addColumn('loggedin', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('lastlogin', 'timestamp', (c) => c.defaultTo(null))
    .addColumn('createdat', 'timestamp', (c) => c.notNull().defaultTo(sql`CURRENT_TIMESTAMP`))
    .addColumn('birthday', 'date', (c) => c.notNull().defaultTo('2005-05-11'))
    .addColumn('banned', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('banreason', 'text')
    .addColumn('macs', 'text')
    .addColumn('nxCredit', 'integer', (c) => c.defaultTo(null))
    .addColumn('maplePoint', 'integer', (c) => c.defaultTo(null))
    .addColumn('nxPrepaid', 'integer', (c) => c.defaultTo(null))
    .addColumn('characterslots', 'integer', (c) => c.notNull().defaultTo(3))
    .addColumn('gender', 'integer', (c) => c.notNull().defaultTo(10))
    .addColumn('tempban', 'timestamp', (c) => c.notNull().defaultTo('2005-05-11 00:00:00'))
    .addColumn('greason', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('tos', 'integer', (c) => c.notNull().defaultTo(0))
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
    .addColumn('name', 'varchar(13)', (c) => nocase(c.notNull()))
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
    .addColumn('hpMpUsed', 'integer', (c) => c.notNull().defaultTo(0))
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
    .addColumn('gm', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('party', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('buddyCapacity', 'integer', (c) => c.notNull().defaultTo(25))
    .addColumn('createdate', 'timestamp', (c) => c.notNull().defaultTo(sql`CURRENT_TIMESTAMP`))
    .addColumn('rank', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('rankMove', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('jobRank', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('jobRankMove', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('guildid', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('guildrank', 'integer', (c) => c.notNull().defaultTo(5))
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
    .addColumn('guildid', 'integer', id)
    .addColumn('leader', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('GP', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('logo', 'integer', (c) => c.defaultTo(null))
    .addColumn('logoColor', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('name', 'varchar(45)', (c) => c.notNull())
    .addColumn('rank1title', 'varchar(45)', (c) => c.notNull().defaultTo('Master'))
    .addColumn('rank2title', 'varchar(45)', (c) => c.notNull().defaultTo('Jr. Master'))
    .addColumn('rank3title', 'varchar(45)', (c) => c.notNull().defaultTo('Member'))
    .addColumn('rank4title', 'varchar(45)', (c) => c.notNull().defaultTo('Member'))
    .addColumn('rank5title', 'varchar(45)', (c) => c.notNull().defaultTo('Member'))
    .addColumn('capacity', 'integer', (c) => c.notNull().defaultTo(10))
    .addColumn('logoBG', 'integer', (c) => c.defaultTo(null))
    .addColumn('logoBGColor', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('notice', 'varchar(101)', (c) => c.defaultTo(null))
    .addColumn('signature', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('allianceId', 'integer', (c) => c.notNull().defaultTo(0))
    .modifyEnd(opts)
    .execute();

  await db.schema
    .createTable('alliance')
    .ifNotExists()
    .addColumn('id', 'integer', id)
    .addColumn('name', 'varchar(13)', (c) => c.notNull())
    .addColumn('capacity', 'integer', (c) => c.notNull().defaultTo(2))
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
    .addColumn('queststatusid', 'integer', id)
    .addColumn('characterid', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('quest', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('status', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('time', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('expires', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('forfeited', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('completed', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('info', 'integer', (c) => c.notNull().defaultTo(0))
    .modifyEnd(opts)
    .execute();

  await db.schema
    .createTable('monsterbook')
    .ifNotExists()
    .addColumn('charid', 'integer', (c) => c.notNull())
    .addColumn('cardid', 'integer', (c) => c.notNull())
    .addColumn('level', 'integer', (c) => c.defaultTo(1))
    .modifyEnd(opts)
    .execute();

  await db.schema
    .createTable('inventoryitems')
    .ifNotExists()
    .addColumn('inventoryitemid', 'integer', id)
    .addColumn('type', 'integer', (c) => c.notNull())
    .addColumn('characterid', 'integer', (c) => c.defaultTo(null))
    .addColumn('accountid', 'integer', (c) => c.defaultTo(null))
    .addColumn('itemid', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('inventorytype', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('quantity', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('owner', 'varchar(30)', (c) => c.notNull().defaultTo(''))
    .addColumn('petid', 'integer', (c) => c.notNull().defaultTo(-1))
    .addColumn('flag', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('expiration', 'bigint', (c) => c.notNull().defaultTo(-1))
    .addColumn('giftFrom', 'varchar(26)', (c) => c.notNull().defaultTo(''))
    .modifyEnd(opts)
    .execute();

  await db.schema
    .createTable('inventoryequipment')
    .ifNotExists()
    .addColumn('inventoryequipmentid', 'integer', id)
    .addColumn('inventoryitemid', 'integer', (c) => c.notNull().defaultTo(0))
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
    .addColumn('vicious', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('itemlevel', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('itemexp', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('ringid', 'integer', (c) => c.notNull().defaultTo(-1))
    .modifyEnd(opts)
    .execute();

  await db.schema
    .createTable('gifts')
    .ifNotExists()
    .addColumn('id', 'integer', id)
    .addColumn('to', 'integer', (c) => c.notNull())
    .addColumn('from', 'varchar(13)', (c) => c.notNull())
    .addColumn('message', 'varchar(255)', (c) => c.notNull().defaultTo(''))
    .addColumn('sn', 'integer', (c) => c.notNull())
    .addColumn('ringid', 'integer', (c) => c.notNull().defaultTo(-1))
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
