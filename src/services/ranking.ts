/**
 * Ranking endpoints:
 *   GET /api/v1/game/character/rank?job&sort&page&size -> {items, total}
 *   GET /api/v1/game/guild/rank?page&size               -> {items, total, page, size}
 * `job` is a job line (config/jobs.ts JOB_LINES) and is omitted for "all".
 * Types are `Static<>` of config/contract/game.ts.
 * a ranking fetch failure is logged and rethrown (no user message here;
 * the page shows its own error state).
 */
import { api } from './client';
import type { JobLine } from '../../config/jobs';
import type {
  CharacterRankItem,
  CharacterRankPage,
  GuildRankItem,
  GuildRankPage,
  RankingGuild,
  RankSort,
} from '../../config/contract/game';
import { RANKING_DEFAULT_PAGE, RANKING_DEFAULT_SIZE } from '../../config/rules';

export type CharacterRankSort = RankSort;
/** Same list as RANK_SORTS of the contract (kept as a literal so the page bundle does not pull TypeBox in). */
export const CHARACTER_RANK_SORTS: readonly CharacterRankSort[] = ['level', 'fame', 'quest', 'monsterbook'];

export type { CharacterRankItem, CharacterRankPage, GuildRankItem, GuildRankPage, RankingGuild };

export interface CharacterRankQuery {
  /** A job line; undefined or 'all' means every job (the parameter is then omitted). */
  job?: JobLine | 'all';
  sort?: CharacterRankSort;
  page?: number;
  size?: number;
}

export async function fetchCharacterRank(query: CharacterRankQuery = {}): Promise<CharacterRankPage> {
  const params: Record<string, string | number> = {
    sort: query.sort ?? 'level',
    page: query.page ?? RANKING_DEFAULT_PAGE,
    size: query.size ?? RANKING_DEFAULT_SIZE,
  };
  if (query.job && query.job !== 'all') params.job = query.job;
  try {
    return await api<CharacterRankPage>('/api/v1/game/character/rank', { method: 'GET', params });
  } catch (error) {
    console.error('[ranking] character rank failed', error);
    throw error;
  }
}

export async function fetchGuildRank(query: { page?: number; size?: number } = {}): Promise<GuildRankPage> {
  const params = {
    page: query.page ?? RANKING_DEFAULT_PAGE,
    size: query.size ?? RANKING_DEFAULT_SIZE,
  };
  try {
    return await api<GuildRankPage>('/api/v1/game/guild/rank', { method: 'GET', params });
  } catch (error) {
    console.error('[ranking] guild rank failed', error);
    throw error;
  }
}
