/**
 * Ranking endpoints (SPEC §7):
 *   GET /api/v1/game/character/rank?job&sort&page&size -> {items, total}
 *   GET /api/v1/game/guild/rank?page&size               -> {items, total, page, size}
 * `job` is a job line (config/jobs.ts JOB_LINES) and is omitted for "all".
 * SPEC §8: a ranking fetch failure is logged and rethrown (no user message here;
 * the page shows its own error state).
 */
import { api } from './client';
import type { JobLine } from '../../config/jobs';
import { RANKING_DEFAULT_PAGE, RANKING_DEFAULT_SIZE } from '../../config/rules';

export type CharacterRankSort = 'level' | 'fame' | 'quest' | 'monsterbook';
export const CHARACTER_RANK_SORTS: CharacterRankSort[] = ['level', 'fame', 'quest', 'monsterbook'];

/** A guild as it appears on a character row (SPEC §3). */
export interface RankGuild {
  guild_id: number;
  name: string;
  logo: number | null;
  logo_color: number;
  logo_bg: number | null;
  logo_bg_color: number;
  alliance_name: string | null;
}

/** Character ranking item (SPEC §3). */
export interface CharacterRankItem {
  id: number;
  rank: number;
  name: string;
  job: number;
  jobName: string;
  level: number;
  exp: number;
  fame: number;
  quest_count: number;
  monster_book: number;
  avatar: string;
  guild: RankGuild | null;
  value: number;
  type: string;
}

/** Guild ranking item (SPEC §3). */
export interface GuildRankItem {
  guild_id: number;
  rank: number;
  name: string;
  leader_name: string;
  leader_id: number;
  member: number;
  capacity: number;
  gp: number;
  logo: number | null;
  logo_color: number;
  logo_bg: number | null;
  logo_bg_color: number;
  alliance_name: string | null;
  notice: string | null;
  value: number;
}

export interface CharacterRankPage {
  items: CharacterRankItem[];
  total: number;
}

export interface GuildRankPage {
  items: GuildRankItem[];
  total: number;
  page: number;
  size: number;
}

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
