/**
 * A deterministic game world generator (seeded PRNG) writing the game's own tables:
 * accounts, characters over every job line with levels 1-255 skewed like a
 * real server, guilds with logos and alliances, completed quests and monster-book cards.
 * Used by the demo seed (5,000 characters) and the benchmark seed (1,000,000).
 * Rows are written in batches with explicit ids, chunk by chunk in transactions.
 */
import bcrypt from 'bcryptjs';
import crypto from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { Db } from '../db';
import { toDbTime } from '../db/time';

/** mulberry32: small, fast, deterministic. */
export function prng(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)],
    chance: (p: number) => next() < p,
  };
}
export type Rng = ReturnType<typeof prng>;

/** Reference "now" of the generated world, so two runs give the same rows. */
export const WORLD_NOW = Date.UTC(2025, 10, 1, 12, 0, 0);
const DAY = 86_400_000;

const SYL = ['ka', 'ri', 'lu', 'mi', 'no', 'sa', 'ta', 'ze', 'ro', 'vi', 'an', 'el', 'or', 'yu', 'ki', 'ra', 'shi', 'mo', 'da', 'fen', 'gal', 'hor', 'is', 'jin', 'kel', 'lor', 'mar', 'nia', 'pel', 'qua', 'sol', 'tor', 'ul', 'var', 'wyn', 'xi', 'yor', 'zan'];
const WORDS = ['Maple', 'Shadow', 'Storm', 'Leaf', 'Crimson', 'Blue', 'Snow', 'Star', 'Moon', 'Sun', 'Dark', 'Light', 'Iron', 'Silver', 'Gold', 'Jade', 'Frost', 'Flame', 'Wind', 'Stone', 'Cloud', 'Dream', 'Night', 'Dawn', 'Mushroom', 'Slime', 'Pig', 'Lith', 'Ellinia', 'Perion', 'Kerning', 'Henesys', 'Orbis', 'Ludi', 'Aqua', 'Leafre', 'Zakum', 'Horntail', 'Pink', 'Bean'];
const GUILD_SUFFIX = ['Knights', 'Legion', 'Family', 'Clan', 'Order', 'Guard', 'Crew', 'Club', 'Union', 'Society', 'Squad', 'Empire', 'Hunters', 'Raiders', 'Friends'];
const GUILD_NOTICES = ['Welcome! Daily Zakum runs at 21:00.', 'Be nice, help newbies, have fun.', 'Horntail on weekends, sign up in chat.', 'Looking for active players lv 70+.', 'GPQ every Friday night!', 'No drama. Party quests every day.', ''];
const MAPS = [100000000, 101000000, 102000000, 103000000, 104000000, 120000000, 200000000, 211000000, 220000000, 221000000, 230000000, 240000000, 250000000, 251000000, 260000000, 261000000, 600000000, 680000000, 800000000, 910000000];

export type Line = 'beginner' | 'warrior' | 'magician' | 'bowman' | 'thief' | 'pirate' | 'cygnus' | 'aran' | 'evan';

/** Job code for a line at a level (job advancements at 10/30/70/120; Cygnus 10/30/70; Evan in 10 steps). */
export function jobFor(line: Line, level: number, branch: number): number {
  const explorer: Record<string, [number, number]> = { warrior: [100, 3], magician: [200, 3], bowman: [300, 2], thief: [400, 2], pirate: [500, 2] };
  if (line === 'beginner') return 0;
  if (line in explorer) {
    const [base, branches] = explorer[line];
    const firstAt = line === 'magician' ? 8 : 10;
    if (level < firstAt) return 0;
    if (level < 30) return base;
    const b = base + 10 * (1 + (branch % branches));
    if (level < 70) return b;
    if (level < 120) return b + 1;
    return b + 2;
  }
  if (line === 'cygnus') {
    if (level < 10) return 1000;
    const b = 1000 + 100 * (1 + (branch % 5));
    if (level < 30) return b;
    if (level < 70) return b + 10;
    return b + 11;
  }
  if (line === 'aran') {
    if (level < 10) return 2000;
    if (level < 30) return 2100;
    if (level < 70) return 2110;
    if (level < 120) return 2111;
    return 2112;
  }
  // evan
  if (level < 10) return 2200;
  const steps = [10, 20, 30, 40, 50, 60, 80, 100, 120];
  let job = 2210;
  for (let i = 0; i < steps.length; i++) if (level >= steps[i]) job = 2210 + i;
  return job;
}

const LINE_WEIGHTS: Array<[Line, number]> = [
  ['warrior', 16], ['magician', 16], ['bowman', 14], ['thief', 15], ['pirate', 11],
  ['cygnus', 12], ['aran', 9], ['evan', 5], ['beginner', 2],
];
const LINE_TOTAL = LINE_WEIGHTS.reduce((s, [, w]) => s + w, 0);
function pickLine(r: Rng): Line {
  let x = r.next() * LINE_TOTAL;
  for (const [line, w] of LINE_WEIGHTS) {
    if ((x -= w) < 0) return line;
  }
  return 'warrior';
}

/** Levels 1-255, most players low, a thin top: 1 + 254 * u^2.8 (median ~37, ~8% above 200). */
export function pickLevel(r: Rng, line: Line): number {
  const level = Math.min(255, 1 + Math.floor(255 * Math.pow(r.next(), 2.8)));
  if (line === 'cygnus') return Math.min(level, 120);
  if (line === 'beginner') return Math.min(level, r.int(8, 70));
  return level;
}

export function expToNext(level: number): number {
  return Math.min(2_000_000_000, Math.round(15 * Math.pow(level, 2.9)) + 15);
}

function mainStat(job: number): 'str' | 'dex' | 'int' | 'luk' {
  const line = Math.floor((job % 1000) / 100);
  if (job >= 2200) return 'int';
  if (job >= 2000) return 'str';
  if (job >= 1000) return (['str', 'str', 'int', 'dex', 'luk', 'dex'] as const)[line] ?? 'str';
  return (['str', 'str', 'int', 'dex', 'luk', 'dex'] as const)[line] ?? 'str';
}

export interface CharacterRow {
  id: number;
  accountid: number;
  world: number;
  name: string;
  level: number;
  exp: number;
  str: number;
  dex: number;
  int: number;
  luk: number;
  hp: number;
  mp: number;
  maxhp: number;
  maxmp: number;
  meso: number;
  job: number;
  skincolor: number;
  gender: number;
  fame: number;
  hair: number;
  face: number;
  map: number;
  gm: number;
  guildid: number;
  guildrank: number;
  allianceRank: number;
  createdate: string;
  lastExpGainTime: string;
  lastLogoutTime: string;
}

export function makeCharacter(r: Rng, id: number, accountid: number, name: string, options: Partial<CharacterRow> & { line?: Line } = {}): CharacterRow {
  const { line: fixedLine, ...over } = options;
  const line = fixedLine ?? pickLine(r);
  const level = over.level ?? pickLevel(r, line);
  const job = over.job ?? jobFor(line, level, r.int(0, 5));
  const gender = r.chance(0.42) ? 1 : 0;
  const stats = { str: 4, dex: 4, int: 4, luk: 4 };
  const ap = 25 + (level - 1) * 5;
  const main = mainStat(job);
  stats[main] += Math.floor(ap * 0.8);
  const secondary = main === 'str' ? 'dex' : main === 'dex' ? 'str' : main === 'int' ? 'luk' : 'dex';
  stats[secondary] += ap - Math.floor(ap * 0.8);
  const warriorish = main === 'str';
  const maxhp = Math.min(30000, 50 + level * (warriorish ? r.int(48, 62) : r.int(18, 30)));
  const maxmp = Math.min(30000, 5 + level * (main === 'int' ? r.int(38, 50) : r.int(6, 14)));
  const created = WORLD_NOW - r.int(1, 900) * DAY - r.int(0, DAY - 1);
  const gained = created + Math.floor(r.next() * (WORLD_NOW - created));
  const loggedOut = Math.max(gained, WORLD_NOW - r.int(0, 120) * DAY - r.int(0, DAY - 1));
  return {
    id,
    accountid,
    world: 0,
    name,
    level,
    exp: level >= 255 ? 0 : Math.floor(r.next() * expToNext(level)),
    ...stats,
    hp: maxhp,
    mp: maxmp,
    maxhp,
    maxmp,
    meso: Math.min(2_000_000_000, Math.floor(level * level * r.int(20, 2000) * (r.chance(0.03) ? 20 : 1))),
    job,
    skincolor: r.int(0, 4),
    gender,
    fame: Math.max(0, Math.floor(Math.pow(level, 1.25) * r.next() * 0.6) - (r.chance(0.05) ? r.int(0, 20) : 0)),
    hair: (gender ? 31000 : 30000) + r.int(0, 90) * 10 + r.int(0, 7),
    face: (gender ? 21000 : 20000) + r.int(0, 30) + 100 * r.int(0, 7),
    map: r.pick(MAPS),
    gm: 0,
    guildid: 0,
    guildrank: 5,
    allianceRank: 5,
    createdate: toDbTime(created),
    lastExpGainTime: toDbTime(gained),
    lastLogoutTime: toDbTime(loggedOut),
    ...over,
  } as CharacterRow;
}

export function syllableName(r: Rng, min = 4, max = 11): string {
  let s = '';
  const parts = r.int(2, 4);
  for (let i = 0; i < parts; i++) s += r.pick(SYL);
  s = s.slice(0, max);
  if (s.length < min) s += r.pick(SYL);
  return s.charAt(0).toUpperCase() + s.slice(1);
}

export function guildName(r: Rng, taken: Set<string>): string {
  for (;;) {
    const name = `${r.pick(WORDS)}${r.chance(0.6) ? ' ' + r.pick(GUILD_SUFFIX) : ''}`.slice(0, 20);
    if (!taken.has(name.toLowerCase())) {
      taken.add(name.toLowerCase());
      return name;
    }
    const numbered = `${name.slice(0, 16)}${r.int(2, 999)}`;
    if (!taken.has(numbered.toLowerCase())) {
      taken.add(numbered.toLowerCase());
      return numbered;
    }
  }
}

/**
 * Runs `fn` in a transaction of its own, or inside the caller's when `db` already is one
 * (the demo seed writes its whole world in one transaction; the benchmark seed commits
 * chunk by chunk).
 */
export async function inTransaction<T>(db: Db, fn: (trx: Db) => Promise<T>): Promise<T> {
  if (db.isTransaction) return fn(db);
  return db.transaction().execute(async (trx) => fn(trx as unknown as Db));
}

/** Batched insert: as many rows per statement as the driver's placeholder limit allows. */
export async function insertRows(db: Db, table: string, rows: Array<Record<string, unknown>>): Promise<void> {
  if (rows.length === 0) return;
  const columns = Object.keys(rows[0]).length;
  const perBatch = Math.max(1, Math.floor(30_000 / columns));
  for (let i = 0; i < rows.length; i += perBatch) {
    try {
      await (db as unknown as Kysely<Record<string, Record<string, unknown>>>).insertInto(table).values(rows.slice(i, i + perBatch)).execute();
    } catch (error) {
      // Say which table: the driver's message alone ("Field 'owner' doesn't have a default value") does not.
      const why = error instanceof Error ? error.message.split('\n')[0] : String(error);
      throw new Error(`insert into ${table}: ${why}`, { cause: error });
    }
  }
}

export interface WorldOptions {
  characters: number;
  /** Characters per account on average (2.4). */
  perAccount?: number;
  guilds: number;
  alliances: number;
  /** Completed quests and monster cards per level, as a share (1 = demo density). */
  questScale?: number;
  cardScale?: number;
  seed?: number;
  /** Suffix-numbered names (benchmarks: guaranteed unique, any size). */
  numberedNames?: boolean;
  /** Characters per transaction chunk. */
  chunk?: number;
  log?: (message: string) => void;
  /** Names already in use (demo accounts/characters added by the caller). */
  takenAccountNames?: Set<string>;
  takenCharacterNames?: Set<string>;
}

export interface WorldResult {
  accounts: number;
  characters: number;
  guilds: number;
  alliances: number;
  quests: number;
  cards: number;
  firstAccountId: number;
  firstCharacterId: number;
}

async function nextId(db: Db, table: 'accounts' | 'characters' | 'guilds' | 'alliance' | 'queststatus', column: string): Promise<number> {
  const row = await sql<{ m: number | null }>`select max(${sql.ref(column)}) as m from ${sql.table(table)}`.execute(db).then((r) => r.rows[0]);
  return Number(row?.m ?? 0) + 1;
}

/** Generates and writes a world; returns the counts. */
export async function generateWorld(db: Db, options: WorldOptions): Promise<WorldResult> {
  const r = prng(options.seed ?? 20251101);
  const log = options.log ?? (() => undefined);
  const perAccount = options.perAccount ?? 2.4;
  const questScale = options.questScale ?? 1;
  const cardScale = options.cardScale ?? 1;
  const chunk = options.chunk ?? 20_000;
  const accountCount = Math.max(1, Math.round(options.characters / perAccount));
  const takenAcc = options.takenAccountNames ?? new Set<string>();
  const takenChar = options.takenCharacterNames ?? new Set<string>();

  const firstAccountId = await nextId(db, 'accounts', 'id');
  const firstCharacterId = await nextId(db, 'characters', 'id');
  const firstGuildId = await nextId(db, 'guilds', 'guildid');
  const firstAllianceId = await nextId(db, 'alliance', 'id');
  let questId = await nextId(db, 'queststatus', 'queststatusid');

  // One bcrypt hash of a random secret for generated accounts: they exist, nobody can log in as them.
  const lockedHash = `$2y$${bcrypt.hashSync(crypto.randomBytes(18).toString('base64'), 10).slice(4)}`;

  // Accounts.
  const accountName = (i: number) => {
    if (options.numberedNames) return `p${10_000_000 + firstAccountId + i}`;
    for (;;) {
      const base = syllableName(r, 5, 9).toLowerCase();
      const name = r.chance(0.5) ? `${base}${r.int(1, 999)}`.slice(0, 12) : base;
      if (name.length >= 5 && !takenAcc.has(name)) {
        takenAcc.add(name);
        return name;
      }
    }
  };
  log(`accounts: ${accountCount}`);
  for (let start = 0; start < accountCount; start += chunk) {
    const rows: Array<Record<string, unknown>> = [];
    for (let i = start; i < Math.min(accountCount, start + chunk); i++) {
      const name = accountName(i);
      const created = WORLD_NOW - r.int(1, 950) * DAY - r.int(0, DAY - 1);
      rows.push({
        id: firstAccountId + i,
        name,
        password: lockedHash,
        email: `${name}@example.net`,
        birthday: `${r.int(1975, 2008)}-${String(r.int(1, 12)).padStart(2, '0')}-${String(r.int(1, 28)).padStart(2, '0')}`,
        createdat: toDbTime(created),
        lastlogin: toDbTime(created + Math.floor(r.next() * (WORLD_NOW - created))),
        loggedin: r.chance(0.03) ? 2 : 0,
        gender: r.chance(0.42) ? 1 : 0,
        nxCredit: r.int(0, 40) * 500,
        maplePoint: r.int(0, 10) * 100,
        nxPrepaid: r.chance(0.2) ? r.int(1, 50) * 1000 : 0,
        rewardpoints: r.int(0, 30),
        votepoints: r.int(0, 60),
        characterslots: r.chance(0.15) ? r.int(4, 12) : 3,
        tos: 1,
      });
    }
    await inTransaction(db, async (t) => insertRows(t, 'accounts', rows));
  }

  // Guild skeletons: membership and leaders are decided while characters are made.
  const guildNames = new Set<string>();
  const guilds = Array.from({ length: options.guilds }, (_, g) => ({
    guildid: firstGuildId + g,
    name: options.numberedNames && options.guilds > 500 ? `G${firstGuildId + g}` : guildName(r, guildNames),
    capacity: r.pick([30, 50, 60, 80, 100, 120, 150, 200]),
    logo: 1000 + r.int(0, 32),
    logoColor: r.int(1, 16),
    logoBG: 1000 + r.int(0, 16),
    logoBGColor: r.int(1, 16),
    notice: r.pick(GUILD_NOTICES),
    members: 0,
    levelSum: 0,
    leader: 0,
    leaderLevel: -1,
    allianceId: 0,
  }));
  // Bigger guilds first: a Zipf-like pick.
  const pickGuild = () => Math.min(guilds.length - 1, Math.floor(Math.pow(r.next(), 1.8) * guilds.length));

  log(`characters: ${options.characters}`);
  let quests = 0;
  let cards = 0;
  const charName = (i: number) => {
    if (options.numberedNames) return `${r.pick(SYL).slice(0, 3)}${10_000_000 + firstCharacterId + i}`.replace(/^./, (c) => c.toUpperCase());
    for (;;) {
      const base = syllableName(r, 4, 11);
      const name = takenChar.has(base.toLowerCase()) ? `${base.slice(0, 9)}${r.int(1, 999)}` : base;
      if (!takenChar.has(name.toLowerCase())) {
        takenChar.add(name.toLowerCase());
        return name;
      }
    }
  };
  for (let start = 0; start < options.characters; start += chunk) {
    const chars: CharacterRow[] = [];
    const questRows: Array<Record<string, unknown>> = [];
    const cardRows: Array<Record<string, unknown>> = [];
    for (let i = start; i < Math.min(options.characters, start + chunk); i++) {
      const id = firstCharacterId + i;
      // Spread characters over accounts: the first ones of an account are older.
      const accountid = firstAccountId + (i < accountCount ? i : r.int(0, accountCount - 1));
      const c = makeCharacter(r, id, accountid, charName(i));
      if (c.level >= 15 && guilds.length > 0 && r.chance(0.5)) {
        const g = guilds[pickGuild()];
        if (g.members < g.capacity) {
          c.guildid = g.guildid;
          c.guildrank = r.chance(0.1) ? 3 : r.chance(0.05) ? 2 : 4;
          g.members++;
          g.levelSum += c.level;
          if (c.level > g.leaderLevel) {
            g.leaderLevel = c.level;
            g.leader = c.id;
          }
        }
      }
      chars.push(c);
      const q = Math.floor((c.level * 0.55 + r.int(0, 6)) * (0.5 + r.next()) * questScale);
      const qStart = r.int(0, 2999);
      for (let k = 0; k < q && k < 3000; k++) {
        questRows.push({
          queststatusid: questId++,
          characterid: id,
          quest: 1000 + ((qStart + k * 13) % 3000),
          status: 2,
          time: Math.floor(WORLD_NOW / 1000) - r.int(0, 400) * 86400,
          completed: 1,
        });
      }
      if (questScale >= 1 && r.chance(0.5)) {
        questRows.push({ queststatusid: questId++, characterid: id, quest: 4000 + r.int(0, 499), status: 1, time: Math.floor(WORLD_NOW / 1000), completed: 0 });
      }
      quests += Math.min(q, 3000);
      const n = Math.floor(c.level * 0.3 * r.next() * 1.6 * cardScale);
      const cStart = r.int(0, 899);
      for (let k = 0; k < n && k < 900; k++) cardRows.push({ charid: id, cardid: 2380000 + ((cStart + k * 7) % 900), level: r.int(1, 5) });
      cards += Math.min(n, 900);
    }
    await inTransaction(db, async (t) => {
      await insertRows(t, 'characters', chars as unknown as Array<Record<string, unknown>>);
      await insertRows(t, 'queststatus', questRows);
      await insertRows(t, 'monsterbook', cardRows);
    });
    log(`  characters ${Math.min(options.characters, start + chunk)} / ${options.characters}`);
  }

  // Alliances of 2-5 guilds among the biggest guilds.
  const alliances: Array<Record<string, unknown>> = [];
  let g = 0;
  for (let a = 0; a < options.alliances && g < guilds.length - 1; a++) {
    const size = Math.min(r.int(2, 5), guilds.length - g);
    const id = firstAllianceId + a;
    alliances.push({ id, name: `${r.pick(WORDS)}${r.pick(['Pact', 'League', 'Union', 'Alliance'])}`.slice(0, 13), capacity: Math.max(size, r.int(3, 5)), notice: r.pick(['Together!', 'United we raid', 'GL HF', '']) });
    for (let k = 0; k < size; k++) guilds[g++].allianceId = id;
  }
  const guildRows = guilds.map((x) => ({
    guildid: x.guildid,
    name: x.name,
    leader: x.leader,
    GP: x.levelSum * 10 + r.int(0, 999),
    logo: x.logo,
    logoColor: x.logoColor,
    logoBG: x.logoBG,
    logoBGColor: x.logoBGColor,
    capacity: x.capacity,
    notice: x.notice,
    allianceId: x.allianceId,
  }));
  const leaders = guilds.filter((x) => x.leader).map((x) => x.leader);
  await inTransaction(db, async (t) => {
    await insertRows(t, 'alliance', alliances);
    await insertRows(t, 'guilds', guildRows);
    for (let i = 0; i < leaders.length; i += 1000) {
      await t.updateTable('characters').set({ guildrank: 1 }).where('id', 'in', leaders.slice(i, i + 1000)).execute();
    }
    // Leaders of guilds in an alliance: the first guild's leader leads the alliance.
    const allianceLeaders = guilds.filter((x) => x.allianceId && x.leader && guilds.find((y) => y.allianceId === x.allianceId) === x).map((x) => x.leader);
    if (allianceLeaders.length) await t.updateTable('characters').set({ allianceRank: 1 }).where('id', 'in', allianceLeaders).execute();
  });

  return { accounts: accountCount, characters: options.characters, guilds: guilds.length, alliances: alliances.length, quests, cards, firstAccountId, firstCharacterId };
}
