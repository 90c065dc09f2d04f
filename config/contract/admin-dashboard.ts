/**
 * The operator console's Dashboard (tag `admin`; an operator's token, as every /api/v1/admin path):
 *
 * | Method and path              | Input | data           | Password within 15 min |
 * |------------------------------|-------|----------------|------------------------|
 * | GET  /api/v1/admin/dashboard | -     | AdminDashboard | no (reads only)        |
 *
 * Six daily series over the last 30 game days (GAME_TIMEZONE), oldest first, today last, each
 * with one number per day (0 on a day with none): registrations (accounts created), website
 * logins (sign-ins: a new session), credited votes, NX sold in the web shop (the price of the
 * orders paid in NX Credit or Maple Points), game-time cards redeemed and daily check-ins.
 * Today's figures are the last day of each series, plus the accounts the game logged in today
 * and the game server's status (the same as GET /api/v1/game/status).
 */
import { Type, type Static } from '@sinclair/typebox';
import { GameStatus } from './game';
import { DASHBOARD_DAYS, DASHBOARD_SERIES } from '../rules';

export { DASHBOARD_DAYS, DASHBOARD_SERIES };
export type DashboardSeriesKey = (typeof DASHBOARD_SERIES)[number];

const Counts = Type.Array(Type.Integer({ minimum: 0 }), { minItems: DASHBOARD_DAYS, maxItems: DASHBOARD_DAYS });

export const AdminDashboardSeries = Type.Object(Object.fromEntries(DASHBOARD_SERIES.map((k) => [k, Counts])) as Record<DashboardSeriesKey, typeof Counts>);
export type AdminDashboardSeries = Static<typeof AdminDashboardSeries>;

export const AdminDashboardToday = Type.Object({
  ...(Object.fromEntries(DASHBOARD_SERIES.map((k) => [k, Type.Integer({ minimum: 0 })])) as Record<DashboardSeriesKey, ReturnType<typeof Type.Integer>>),
  /** Accounts the game logged in today (accounts.lastlogin within today's game day). */
  gameLogins: Type.Integer({ minimum: 0 }),
});
export type AdminDashboardToday = Static<typeof AdminDashboardToday>;

export const AdminDashboard = Type.Object({
  /** The game days of the series, 'YYYY-MM-DD', oldest first; the last is today. */
  days: Type.Array(Type.String(), { minItems: DASHBOARD_DAYS, maxItems: DASHBOARD_DAYS }),
  timezone: Type.String(),
  series: AdminDashboardSeries,
  today: AdminDashboardToday,
  status: GameStatus,
});
export type AdminDashboard = Static<typeof AdminDashboard>;
