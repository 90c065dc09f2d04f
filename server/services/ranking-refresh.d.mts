import type { Kysely } from 'kysely';

export interface RankingRefreshResult {
  gen: number;
  total: number;
  totals: Record<string, number>;
  durationMs: number;
}

export function utcText(ms?: number): string;
export const RANK_CHUNK: number;
export const SORTS: string[];
export function unpackIds(blob: Uint8Array, from?: number, to?: number): number[];
export function takeLease(db: Kysely<any>, seconds: number, minIntervalSeconds?: number): Promise<boolean>;
export function releaseLease(db: Kysely<any>): Promise<void>;
export function refreshRankingSnapshot(o: {
  db: Kysely<any>;
  readDb?: Kysely<any>;
  lines: Array<[string, Array<[number, number]>]>;
  batch?: number;
  graceMs?: number;
  debug?: boolean;
  minIntervalSeconds?: number;
  lease?: boolean;
  iterate?: (compiled: { sql: string; parameters: readonly unknown[] }) => Iterable<object>;
  insertRows?: (table: string, rows: object[]) => void | Promise<void>;
}): Promise<RankingRefreshResult | null>;
