/**
 * Ranking snapshot tables (migration 0003_game_web), refreshed by the ranking job
 * (server/services/ranking-refresh.ts): like the game's own periodic ranking update,
 * the orders are computed every few minutes and a page is read by position, so page
 * 5,000 costs the same as page 1.
 *
 * web_rank_stats: one row per rankable character per generation `gen` (GMs and banned
 *   accounts left out): its job line (index in JOB_LINES, -1 = none) and the values
 *   ranked by.
 * web_rank_order: each order as chunks of 1,000 character ids (int32 little-endian
 *   BLOB): sort 'level' | 'fame' | 'quest' | 'monsterbook', line -1 = all jobs, else the
 *   job line index; chunk c holds positions c*1000+1 .. c*1000+1000.
 * web_rank_meta: a single row (id 1): the live generation, totals per line, when it was
 *   computed and how long it took. The refresh's lease (several instances share one
 *   database; one refreshes at a time) is 'ranking-refresh' in web_job_lease.
 */
import type { ColumnType } from 'kysely';

type Def<T> = ColumnType<T, T | undefined, T>;

export interface WebRankStatsTable {
  gen: number;
  character_id: number;
  line: number;
  level: number;
  exp: number;
  fame: number;
  quest_count: number;
  monster_book: number;
}

export interface WebRankOrderTable {
  gen: number;
  sort: string;
  line: number;
  chunk: number;
  ids: Uint8Array;
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
}

export interface RankingTables {
  web_rank_stats: WebRankStatsTable;
  web_rank_order: WebRankOrderTable;
  web_rank_meta: WebRankMetaTable;
}
