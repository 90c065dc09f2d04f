/**
 * Ranking snapshot refresh, plain JavaScript so it also runs in a worker thread
 * (server/services/ranking-worker.mjs) without a TypeScript loader.
 *
 * One refresh computes, for every rankable character (not a GM: gm < 1 and job not
 * 900-999; account not banned), its position in each of the four orders, over all
 * jobs and within its job line, and writes them as a new generation of
 * web_character_rank; then it flips web_rank_meta.gen to it and deletes the older
 * generations. Readers always read the generation named in web_rank_meta, so they
 * never see a half-written snapshot.
 *
 * Orders (ties as the game breaks them: level desc, exp desc, earliest to reach it):
 *   level:       level desc, exp desc, lastExpGainTime asc, id asc
 *   fame:        fame desc, then the level order
 *   quest:       completed quests (queststatus.status = 2) desc, then the level order
 *   monsterbook: monster-book cards (monsterbook rows) desc, then the level order
 *
 * The SELECT is a plain read (no locks on the game's tables, also on InnoDB); the
 * writes go in batches, each its own short transaction.
 */
import { sql } from 'kysely';

const SORTS = ['level', 'fame', 'quest', 'book'];
const TIE = sql`b.level desc, b.exp desc, b.t asc, b.character_id asc`;
const ORDER = {
  level: TIE,
  fame: sql`b.fame desc, ${TIE}`,
  quest: sql`b.quest_count desc, ${TIE}`,
  book: sql`b.monster_book desc, ${TIE}`,
};

const pad = (n) => String(n).padStart(2, '0');
export function utcText(ms = Date.now()) {
  const d = new Date(ms);
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`;
}

/** CASE expression giving the index of the character's job line in `lines`, -1 for none. */
function lineCase(lines) {
  const whens = [];
  lines.forEach(([, ranges], index) => {
    for (const [lo, hi] of ranges) whens.push(sql`when c.job between ${lo} and ${hi} then ${index}`);
  });
  return sql`case ${sql.join(whens, sql` `)} else -1 end`;
}

function snapshotQuery(db, lines) {
  const quests = db
    .selectFrom('queststatus')
    .select(['characterid', sql`count(*)`.as('n')])
    .where('status', '=', 2)
    .groupBy('characterid')
    .as('q');
  const cards = db.selectFrom('monsterbook').select(['charid', sql`count(*)`.as('n')]).groupBy('charid').as('m');
  const base = db
    .selectFrom('characters as c')
    .innerJoin('accounts as a', 'a.id', 'c.accountid')
    .leftJoin(quests, 'q.characterid', 'c.id')
    .leftJoin(cards, 'm.charid', 'c.id')
    .select([
      'c.id as character_id',
      lineCase(lines).as('line'),
      'c.level as level',
      'c.exp as exp',
      'c.fame as fame',
      'c.lastExpGainTime as t',
      sql`coalesce(q.n, 0)`.as('quest_count'),
      sql`coalesce(m.n, 0)`.as('monster_book'),
    ])
    .where('c.gm', '<', 1)
    .where((eb) => eb.or([eb('c.job', '<', 900), eb('c.job', '>', 999)]))
    .where('a.banned', '=', 0)
    .as('b');
  const windows = [];
  for (const sort of SORTS) {
    windows.push(sql`row_number() over (order by ${ORDER[sort]})`.as(`pos_${sort}`));
    windows.push(sql`row_number() over (partition by b.line order by ${ORDER[sort]})`.as(`lpos_${sort}`));
  }
  return db
    .selectFrom(base)
    .select(['b.character_id', 'b.line', 'b.level', 'b.exp', 'b.fame', 'b.quest_count', 'b.monster_book', ...windows]);
}

/**
 * Takes the refresh lease (so that of several instances on one database only one
 * refreshes at a time). Returns false when another holder's lease is still valid.
 */
export async function takeLease(db, seconds) {
  const now = utcText();
  const r = await db
    .updateTable('web_rank_meta')
    .set({ lease_until: utcText(Date.now() + seconds * 1000) })
    .where('id', '=', 1)
    .where((eb) => eb.or([eb('lease_until', 'is', null), eb('lease_until', '<', now)]))
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

export async function releaseLease(db) {
  await db.updateTable('web_rank_meta').set({ lease_until: null }).where('id', '=', 1).execute();
}

/**
 * Computes and publishes a new generation.
 * @param {object} o
 * @param {import('kysely').Kysely<any>} o.db           writes (and reads when readDb is absent)
 * @param {import('kysely').Kysely<any>} [o.readDb]     a second connection to stream the snapshot from
 * @param {Array<[string, Array<[number, number]>]>} o.lines  job lines in order: [name, ranges]
 * @param {number} [o.batch]          rows per insert statement (500)
 * @param {number} [o.graceMs]        wait before deleting the previous generation (readers in flight)
 * @param {boolean} [o.lease]         take the lease first (true)
 * @returns {Promise<{gen:number, total:number, totals:Record<string,number>, durationMs:number} | null>}
 *          null when another instance holds the lease.
 */
export async function refreshRankingSnapshot(o) {
  const { db, lines } = o;
  const batchSize = o.batch ?? 500;
  const started = Date.now();
  if (o.lease !== false && !(await takeLease(db, 15 * 60))) return null;
  try {
    const meta = await db.selectFrom('web_rank_meta').select(['gen']).where('id', '=', 1).executeTakeFirst();
    const maxGen = await db.selectFrom('web_character_rank').select(sql`max(gen)`.as('g')).executeTakeFirst();
    const gen = Math.max(Number(meta?.gen ?? 0), Number(maxGen?.g ?? 0)) + 1;

    const totals = { all: 0 };
    let pending = [];
    const flush = async () => {
      if (pending.length === 0) return;
      const rows = pending;
      pending = [];
      await db.transaction().execute(async (trx) => {
        for (let i = 0; i < rows.length; i += batchSize) {
          await trx.insertInto('web_character_rank').values(rows.slice(i, i + batchSize)).execute();
        }
      });
    };
    const take = async (r) => {
      const line = Number(r.line);
      totals.all += 1;
      totals[line] = (totals[line] ?? 0) + 1;
      pending.push({
        gen,
        character_id: Number(r.character_id),
        line,
        level: Number(r.level),
        exp: Number(r.exp),
        fame: Number(r.fame),
        quest_count: Number(r.quest_count),
        monster_book: Number(r.monster_book),
        pos_level: Number(r.pos_level),
        pos_fame: Number(r.pos_fame),
        pos_quest: Number(r.pos_quest),
        pos_book: Number(r.pos_book),
        lpos_level: Number(r.lpos_level),
        lpos_fame: Number(r.lpos_fame),
        lpos_quest: Number(r.lpos_quest),
        lpos_book: Number(r.lpos_book),
      });
      if (pending.length >= batchSize * 10) await flush();
    };

    const query = snapshotQuery(o.readDb ?? db, lines);
    if (o.readDb) {
      for await (const r of query.stream(2000)) await take(r);
    } else {
      for (const r of await query.execute()) await take(r);
    }
    await flush();

    const durationMs = Date.now() - started;
    await db
      .updateTable('web_rank_meta')
      .set({ gen, totals: JSON.stringify(totals), refreshed_at: utcText(), duration_ms: durationMs })
      .where('id', '=', 1)
      .execute();

    if (o.graceMs) await new Promise((resolve) => setTimeout(resolve, o.graceMs));
    // Delete older generations in short chunks (keeps each write lock brief).
    const olds = await db
      .selectFrom('web_character_rank')
      .select(['gen', sql`min(character_id)`.as('lo'), sql`max(character_id)`.as('hi')])
      .where('gen', '<', gen)
      .groupBy('gen')
      .execute();
    for (const old of olds) {
      const step = 20_000;
      for (let lo = Number(old.lo); lo <= Number(old.hi); lo += step) {
        await db
          .deleteFrom('web_character_rank')
          .where('gen', '=', Number(old.gen))
          .where('character_id', '>=', lo)
          .where('character_id', '<', lo + step)
          .execute();
      }
    }
    return { gen, total: totals.all, totals, durationMs: Date.now() - started };
  } finally {
    if (o.lease !== false) await releaseLease(db);
  }
}
