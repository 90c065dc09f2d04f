/**
 * Game status (GET /api/v1/game/status).
 * The raw answer is typed by the contract; `GameStatus` is the shape the web app uses.
 */
import type { GameStatus as ContractGameStatus } from '../../config/contract/game';
import { GAME_STATUS_ONLINE_TEXT } from '../../config/codes';
import { api } from './client';

/** The answer's `data` as the API sends it (config/contract/game.ts). */
export type GameStatusRaw = ContractGameStatus;

export type ServerState = 'online' | 'offline' | 'maintenance';

/** The status as the web app uses it. */
export interface GameStatus {
  isOnline: boolean;
  state: ServerState;
  status: string;
  onlinePlayers: number;
  invite: boolean;
  expRate: number;
  mesoRate: number;
  dropRate: number;
  bossRate: number;
  serverTime: string | null;
  version: string | null;
  uptime: number | null;
  events: { title: string; description: string }[];
}

export const ONLINE_STATUS_TEXT = GAME_STATUS_ONLINE_TEXT;
const MAINTENANCE_WORDS = ['維護', 'maintenance'];

const rate = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) && v > 0 ? v : 1);

export function normalizeGameStatus(raw: GameStatusRaw): GameStatus {
  const status = typeof raw?.status === 'string' ? raw.status : '';
  const isOnline = status === ONLINE_STATUS_TEXT;
  const state: ServerState = isOnline
    ? 'online'
    : raw?.state === 'maintenance' || MAINTENANCE_WORDS.some((w) => status.toLowerCase().includes(w))
      ? 'maintenance'
      : 'offline';
  return {
    isOnline,
    state,
    status,
    onlinePlayers: typeof raw?.count === 'number' && raw.count >= 0 ? raw.count : 0,
    invite: Boolean(raw?.invite),
    expRate: rate(raw?.exp_rate),
    mesoRate: rate(raw?.meso_rate),
    dropRate: rate(raw?.drop_rate),
    bossRate: rate(raw?.boss_rate),
    serverTime: raw?.server_time || null,
    version: raw?.version || null,
    uptime: typeof raw?.uptime === 'number' && raw.uptime >= 0 ? raw.uptime : null,
    events: Array.isArray(raw?.events)
      ? raw.events.filter((e) => e && typeof e.title === 'string').slice(0, 2)
      : [],
  };
}

/** GET /api/v1/game/status */
export async function fetchGameStatus(): Promise<GameStatus> {
  return normalizeGameStatus(await api<GameStatusRaw>('/api/v1/game/status'));
}
