/**
 * umi mock of the console's Dashboard (config/contract/admin-dashboard.ts) for `npm run dev`:
 * 30 game days (Asia/Taipei) ending today. demo01's check-ins are the demo dataset's
 * (server/seed/demo-data.ts DEMO_CHECKIN_DAYS_AGO); the other series are a steady sample
 * (fixed numbers by weekday, so the charts have a shape), and the status is the status mock's.
 * 401 without a token, 403 ADMIN_ONLY for a player (demo01): the console mock's check (mock/admin.ts).
 */
import { DASHBOARD_DAYS, DASHBOARD_SERIES, type AdminDashboard, type DashboardSeriesKey } from '../config/contract/admin-dashboard';
import { DEMO_CHECKIN_DAYS_AGO } from '../server/seed/demo-data';
import { ok, operator, type Req } from './admin';
import status from './status';

/** A game day in Asia/Taipei, `offset` days from today. */
const dayOf = (offset: number) => new Date(Date.now() + 8 * 3_600_000 + offset * 86_400_000).toISOString().slice(0, 10);

/** Sample figures by weekday (Sunday first): busier at the weekend. */
const SAMPLE: Record<Exclude<DashboardSeriesKey, 'checkins'>, number[]> = {
  registrations: [14, 6, 5, 7, 6, 9, 16],
  logins: [212, 131, 124, 140, 133, 171, 236],
  votes: [88, 61, 58, 63, 60, 72, 95],
  nxSold: [48_000, 21_500, 18_000, 24_000, 19_500, 33_000, 56_500],
  cardsRedeemed: [5, 2, 1, 3, 2, 4, 6],
};

function statusOf(req: Req): Promise<AdminDashboard['status']> {
  return new Promise((resolve) => {
    const capture = { status: () => capture, json: (body: { data: AdminDashboard['status'] }) => resolve(body.data) };
    status['GET /api/v1/game/status']({ headers: req.headers ?? {} }, capture);
  });
}

export default {
  'GET /api/v1/admin/dashboard': async (req: Req, res: any) => {
    if (!operator(req, res)) return;
    const days = Array.from({ length: DASHBOARD_DAYS }, (_, i) => dayOf(i - (DASHBOARD_DAYS - 1)));
    const weekday = (day: string) => new Date(`${day}T00:00:00Z`).getUTCDay();
    const checkedIn = new Set<string>(DEMO_CHECKIN_DAYS_AGO.map((back) => dayOf(-back)));
    const series = Object.fromEntries(
      DASHBOARD_SERIES.map((k) => [k, days.map((d) => (k === 'checkins' ? (checkedIn.has(d) ? 1 : 0) : SAMPLE[k][weekday(d)]))]),
    ) as Record<DashboardSeriesKey, number[]>;
    const today = Object.fromEntries(DASHBOARD_SERIES.map((k) => [k, series[k][DASHBOARD_DAYS - 1]])) as Record<DashboardSeriesKey, number>;
    const data: AdminDashboard = {
      days,
      timezone: 'Asia/Taipei',
      series,
      today: { ...today, gameLogins: Math.round(today.logins * 0.8) },
      status: await statusOf(req),
    };
    ok(res, data);
  },
};
