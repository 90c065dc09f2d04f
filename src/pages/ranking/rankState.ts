/**
 * The ranking page's state as it lives in the URL (?tab&job&page&size), so a
 * link can be shared and Back works. Pure functions: parse, serialize, rank number.
 */
import { JOB_LINES, type JobLine } from '../../../config/jobs';
import { RANKING_DEFAULT_PAGE, RANKING_DEFAULT_SIZE, RANKING_MAX_SIZE } from '../../../config/rules';

export const RANK_TABS = ['level', 'fame', 'quest', 'monsterbook', 'guild'] as const;
export type RankTab = (typeof RANK_TABS)[number];
export type JobFilter = JobLine | 'all';
export const JOB_FILTERS: JobFilter[] = ['all', ...JOB_LINES];
export const PAGE_SIZES = [10, 20, 50];

export interface RankState {
  tab: RankTab;
  job: JobFilter;
  page: number;
  size: number;
}

export const DEFAULT_RANK_STATE: RankState = {
  tab: 'level',
  job: 'all',
  page: RANKING_DEFAULT_PAGE,
  size: RANKING_DEFAULT_SIZE,
};

function positiveInt(value: string | null, def: number, max: number): number {
  if (value === null || !/^\d{1,7}$/.test(value)) return def;
  const n = Number(value);
  return n >= 1 && n <= max ? n : def;
}

/** Reads the state from a query string; unknown or invalid values fall back to the defaults. */
export function parseRankQuery(search: string | URLSearchParams): RankState {
  const q = typeof search === 'string' ? new URLSearchParams(search) : search;
  const tab = (RANK_TABS as readonly string[]).includes(q.get('tab') ?? '') ? (q.get('tab') as RankTab) : DEFAULT_RANK_STATE.tab;
  const jobRaw = q.get('job') ?? 'all';
  const job = tab !== 'guild' && (JOB_FILTERS as string[]).includes(jobRaw) ? (jobRaw as JobFilter) : 'all';
  const size = PAGE_SIZES.includes(Number(q.get('size'))) ? Number(q.get('size')) : DEFAULT_RANK_STATE.size;
  return { tab, job, page: positiveInt(q.get('page'), DEFAULT_RANK_STATE.page, 1_000_000), size: Math.min(size, RANKING_MAX_SIZE) };
}

/** The query string for a state, defaults left out ('' for the default state). */
export function rankQueryString(state: RankState): string {
  const q = new URLSearchParams();
  if (state.tab !== DEFAULT_RANK_STATE.tab) q.set('tab', state.tab);
  if (state.tab !== 'guild' && state.job !== 'all') q.set('job', state.job);
  if (state.page !== DEFAULT_RANK_STATE.page) q.set('page', String(state.page));
  if (state.size !== DEFAULT_RANK_STATE.size) q.set('size', String(state.size));
  const s = q.toString();
  return s ? `?${s}` : '';
}

/** Changing the tab, job or page size starts again at page 1; the guild tab has no job filter. */
export function nextRankState(current: RankState, change: Partial<RankState>): RankState {
  const next = { ...current, ...change };
  if (change.tab !== undefined && change.tab !== current.tab) next.page = 1;
  if (change.job !== undefined && change.job !== current.job) next.page = 1;
  if (change.size !== undefined && change.size !== current.size) next.page = 1;
  if (next.tab === 'guild') next.job = 'all';
  return next;
}

/** rank number = (page - 1) * size + index + 1. */
export function rankNumber(page: number, size: number, index: number): number {
  return (page - 1) * size + index + 1;
}
