/**
 * Ranking snapshot tables (migration 0003_game_web), refreshed by the ranking job
 * (server/services/ranking.ts): like the game's own periodic ranking update, the
 * order is computed every few minutes and pages are read by precomputed position,
 * so page 5,000 costs the same as page 1.
 *
 * web_character_rank: one row per rankable character per generation `gen`
 *   (GMs and banned accounts left out). pos_* is the 1-based position over all jobs,
 *   lpos_* within the character's job line (`line` = index in JOB_LINES, -1 = none).
 * web_rank_meta: a single row (id 1): the live generation, totals per line and the
 *   refresh lease (several instances share one database; one refreshes at a time).
 */
import type { ColumnType } from 'kysely';

type Def<T> = ColumnType<T, T | undefined, T>;

export interface WebCharacterRankTable {
  gen: number;
  character_id: number;
  line: number;
  level: number;
  exp: number;
  fame: number;
  quest_count: number;
  monster_book: number;
  pos_level: number;
  pos_fame: number;
  pos_quest: number;
  pos_book: number;
  lpos_level: number;
  lpos_fame: number;
  lpos_quest: number;
  lpos_book: number;
}

export interface WebRankMetaTable {
  id: number;
  /** Live generation (0 = never refreshed). */
  gen: Def<number>;
  /** JSON {"all": n, "0": n, ...} of rankable characters per line in the live generation. */
  totals: Def<string>;
  /** UTC time the live generation was computed. */
  refreshed_at: Def<string | null>;
  duration_ms: Def<number>;
  /** Refresh lease: an instance refreshing holds it until this UTC time. */
  lease_until: Def<string | null>;
}

export interface RankingTables {
  web_character_rank: WebCharacterRankTable;
  web_rank_meta: WebRankMetaTable;
}
