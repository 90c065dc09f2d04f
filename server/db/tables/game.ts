/**
 * The game server's own tables, in the shape of the open-source Cosmic (HeavenMS)
 * server. The site reads and writes them; migration 0001 creates them only when
 * missing and never alters or drops them.
 *
 * Insert types follow the game's own table definitions (server/gamedata/sample/db/cosmic-schema.sql):
 * a column that is NOT NULL without a default there (inventoryitems.owner, flag and
 * giftFrom; gifts.message and ringid) is required here, so every insert names it.
 *
 * Times: DATETIME/TIMESTAMP columns are read as strings 'YYYY-MM-DD HH:mm:ss'
 * (UTC) on both SQLite and MySQL (mysql2 runs with dateStrings: true).
 */
import type { Generated, ColumnType } from 'kysely';

/** Tinyint/int that the driver may give back as number (SQLite) or number (mysql2). */
type Int = number;
type DateTimeText = string;
/** A column with a database default: optional on insert. */
type Def<T> = ColumnType<T, T | undefined, T>;

export interface AccountsTable {
  id: Generated<Int>;
  name: string;
  password: string;
  pin: Def<string>;
  pic: Def<string>;
  /** 0 offline, 1 logging in / transition, 2 in game. */
  loggedin: Def<Int>;
  lastlogin: Def<DateTimeText | null>;
  createdat: Def<DateTimeText>;
  birthday: Def<string>;
  banned: Def<Int>;
  banreason: Def<string | null>;
  nxCredit: Def<Int | null>;
  maplePoint: Def<Int | null>;
  nxPrepaid: Def<Int | null>;
  characterslots: Def<Int>;
  gender: Def<Int>;
  tempban: Def<DateTimeText>;
  tos: Def<Int>;
  webadmin: Def<Int | null>;
  nick: Def<string | null>;
  email: Def<string | null>;
  /** The address the game saw the account log in from last. */
  ip: Def<string | null>;
  rewardpoints: Def<Int>;
  votepoints: Def<Int>;
  language: Def<Int>;
}

export interface CharactersTable {
  id: Generated<Int>;
  accountid: Int;
  world: Def<Int>;
  name: string;
  level: Def<Int>;
  exp: Def<Int>;
  str: Def<Int>;
  dex: Def<Int>;
  luk: Def<Int>;
  int: Def<Int>;
  hp: Def<Int>;
  mp: Def<Int>;
  maxhp: Def<Int>;
  maxmp: Def<Int>;
  meso: Def<Int>;
  job: Def<Int>;
  skincolor: Def<Int>;
  gender: Def<Int>;
  fame: Def<Int>;
  hair: Def<Int>;
  face: Def<Int>;
  map: Def<Int>;
  /** Portal of `map` the character appears at (0: the map's first spawn point). */
  spawnpoint: Def<Int>;
  gm: Def<Int>;
  guildid: Def<Int>;
  guildrank: Def<Int>;
  allianceRank: Def<Int>;
  createdate: Def<DateTimeText>;
  /** When the character last gained exp: the game's tie-break for equal level and exp. */
  lastExpGainTime: Def<DateTimeText>;
  lastLogoutTime: Def<DateTimeText>;
  /** Bag sizes of the equip, use, set-up and etc tabs (the cash tab is always 96). */
  equipslots: Def<Int>;
  useslots: Def<Int>;
  setupslots: Def<Int>;
  etcslots: Def<Int>;
}

export interface GuildsTable {
  guildid: Generated<Int>;
  leader: Def<Int>;
  GP: Def<Int>;
  logo: Def<Int | null>;
  logoColor: Def<Int>;
  name: string;
  capacity: Def<Int>;
  logoBG: Def<Int | null>;
  logoBGColor: Def<Int>;
  notice: Def<string | null>;
  signature: Def<Int>;
  allianceId: Def<Int>;
}

export interface AllianceTable {
  id: Generated<Int>;
  name: string;
  capacity: Def<Int>;
  notice: Def<string>;
}

export interface QueststatusTable {
  queststatusid: Generated<Int>;
  characterid: Int;
  quest: Int;
  /** 0 not started, 1 started, 2 completed. */
  status: Int;
  time: Def<Int>;
  expires: Def<Int>;
  forfeited: Def<Int>;
  completed: Def<Int>;
  info: Def<Int>;
}

export interface MonsterbookTable {
  charid: Int;
  cardid: Int;
  level: Def<Int>;
}

export interface InventoryitemsTable {
  inventoryitemid: Generated<Int>;
  type: Int;
  characterid: Def<Int | null>;
  accountid: Def<Int | null>;
  itemid: Int;
  inventorytype: Int;
  position: Int;
  quantity: Int;
  /** TINYTEXT NOT NULL, no default: '' for none. */
  owner: string;
  petid: Def<Int>;
  /** NOT NULL, no default: 0 for none. */
  flag: Int;
  expiration: Def<Int>;
  /** VARCHAR(26) NOT NULL, no default: '' for none. */
  giftFrom: string;
}

export interface InventoryequipmentTable {
  inventoryequipmentid: Generated<Int>;
  inventoryitemid: Int;
  upgradeslots: Def<Int>;
  level: Def<Int>;
  str: Def<Int>;
  dex: Def<Int>;
  int: Def<Int>;
  luk: Def<Int>;
  hp: Def<Int>;
  mp: Def<Int>;
  watk: Def<Int>;
  matk: Def<Int>;
  wdef: Def<Int>;
  mdef: Def<Int>;
  acc: Def<Int>;
  avoid: Def<Int>;
  hands: Def<Int>;
  speed: Def<Int>;
  jump: Def<Int>;
  locked: Def<Int>;
  vicious: Def<Int>;
  itemlevel: Def<Int>;
  itemexp: Def<Int>;
  ringid: Def<Int>;
}

export interface GiftsTable {
  id: Generated<Int>;
  to: Int;
  from: string;
  /** TINYTEXT NOT NULL, no default. */
  message: string;
  sn: Int;
  /** NOT NULL, no default: -1 for no ring. */
  ringid: Int;
}

/** A pet's own row (inventoryitems.petid points here). level, closeness and fullness: NOT NULL, no default. */
export interface PetsTable {
  petid: Generated<Int>;
  name: Def<string | null>;
  level: Int;
  closeness: Int;
  fullness: Int;
  summoned: Def<Int>;
  flag: Def<Int>;
}

export interface GameTables {
  accounts: AccountsTable;
  characters: CharactersTable;
  guilds: GuildsTable;
  alliance: AllianceTable;
  queststatus: QueststatusTable;
  monsterbook: MonsterbookTable;
  inventoryitems: InventoryitemsTable;
  inventoryequipment: InventoryequipmentTable;
  gifts: GiftsTable;
  pets: PetsTable;
}
