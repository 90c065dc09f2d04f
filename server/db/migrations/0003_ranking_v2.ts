/**
 * Databases that ran the first version of 0003_game_web have web_character_rank
 * (positions as indexed columns: too slow to rewrite at a million characters).
 * Replace it with web_rank_stats + web_rank_order; the next refresh fills them.
 * On a fresh database 0003_game_web already created them and this only resets the
 * (empty) snapshot generation.
 */
import type { Kysely } from 'kysely';
import { createRankingTables } from './0003_game_web';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('web_character_rank').ifExists().execute();
  await createRankingTables(db);
  await db.updateTable('web_rank_meta').set({ gen: 0, totals: '{}' }).where('id', '=', 1).execute();
}

export async function down(): Promise<void> {}
