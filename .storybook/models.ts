/** Stand-in model values for stories (useModel('auth'), useModel('serverStatus')). */
import { normalizeGameStatus, type GameStatus } from '../src/services/status';

const noop = async () => undefined;

export const loggedOutAuth = {
  isAuthenticated: false,
  isLoading: false,
  user: null,
  isRefreshing: false,
  nextRefreshTime: null,
  shouldRefresh: false,
  login: noop,
  logout: noop,
  refresh: noop,
  refreshUser: noop,
};

export const loggedInAuth = {
  ...loggedOutAuth,
  isAuthenticated: true,
  nextRefreshTime: Date.now() + 25 * 60_000,
  user: {
    id: 1,
    username: 'demo01',
    nickname: '楓之谷旅人',
    email: 'demo01@example.com',
    registerDate: '2025-03-14T08:00:00Z',
    lastLogin: '2025-11-20T12:00:00Z',
    gender: 'female',
    characterSlots: 6,
    status: 'normal',
    online: false,
    banReason: null,
    nxCredit: 125000,
    maplePoint: 3200,
    nxPrepaid: 0,
    rewardPoints: 42,
    votePoints: 17,
  },
};

export const sampleStatus: GameStatus = normalizeGameStatus({
  status: '正常',
  state: 'online',
  count: 328,
  invite: false,
  exp_rate: 2,
  meso_rate: 2.5,
  drop_rate: 1,
  boss_rate: 2.5,
  server_time: '2026-11-21 20:15:42',
  timezone: 'Asia/Taipei',
  version: '1.1.0',
  uptime: 3 * 86400 + 5 * 3600 + 17 * 60,
  uptime_since: '2026-11-18 07:00:00',
  checked_at: '2026-11-21 12:15:42',
  events: [
    { title: '黑暗侵襲', description: '每 90 分鐘一次：怪物數量 3 倍、血量 2 倍，限時登場！' },
    { title: '週末雙倍經驗', description: '週六、週日 20:00-23:00（伺服器時間）。' },
  ],
});

export const offlineStatus: GameStatus = normalizeGameStatus({
  status: '離線',
  state: 'offline',
  count: 0,
  invite: false,
  exp_rate: 2,
  meso_rate: 2.5,
  drop_rate: 1,
  boss_rate: 2.5,
  server_time: '2026-11-21 20:15:42',
  timezone: 'Asia/Taipei',
  version: '1.1.0',
  uptime: 0,
  uptime_since: null,
  checked_at: '2026-11-21 12:15:42',
  events: [],
});

export function defaultModels(): Record<string, unknown> {
  return {
    auth: loggedOutAuth,
    serverStatus: { status: sampleStatus, fetchState: 'ready', loading: false, error: null, updatedAt: Date.now(), refresh: noop },
  };
}
