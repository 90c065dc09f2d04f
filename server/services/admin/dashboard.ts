/**
 * The operator console's Dashboard: how the site is used, per game day over the last 30 days,
 * read from the tables that already record each event (nothing is written, nothing audited):
 *   registrations   accounts.createdat (every account, made here or by the game)
 *   logins          website sign-ins: the first refresh token of a session (web_refresh_tokens
 *                   with no parent); the game keeps only each account's last login
 *                   (accounts.lastlogin), which gives today's "logged in to the game" figure
 *   votes           credited votes (web_vote_log.credit_day, already a game day)
 *   nxSold          the price of web-shop orders paid in NX Credit or Maple Points
 *   cardsRedeemed   game-time cards by web_billing_cards.used_at
 *   checkins        web_checkin.game_date (already a game day)
 * A time column is put into its game day by comparing it with the days' UTC boundaries
 * (gameDayRange), in SQL, so the count is right in any GAME_TIMEZONE and each query reads one
 * index range (migration 0018 adds the indexes). Days without events are 0.
 */
import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../../db';
import type { Lang } from '../../i18n';
import { addDays, gameDayOf, gameDayRange } from '../../db/time';
import type { GameStatus } from '../../../config/contract/game';
import { DASHBOARD_DAYS, DASHBOARD_SERIES, type AdminDashboard, type DashboardSeriesKey } from '../../../config/contract/admin-dashboard';

/** Shop currencies counted as NX sold. */
export const NX_CURRENCIES = ['nx_credit', 'maple_point'] as const;

export interface DashboardSettings {
  timezone: string;
  status: (lang: Lang) => Promise<GameStatus>;
  now?: number;
}

/** The 30 game days ending today, oldest first, and their UTC boundaries (31: each start, then today's end). */
export function dashboardDays(timezone: string, now = Date.now()): { days: string[]; bounds: string[] } {
  const today = gameDayOf(timezone, now);
  const days = Array.from({ length: DASHBOARD_DAYS }, (_, i) => addDays(today, i - (DASHBOARD_DAYS - 1)));
  const bounds = days.map((d) => gameDayRange(timezone, d).start);
  bounds.push(gameDayRange(timezone, today).end);
  return { days, bounds };
}

/** SQL: the index (0-29) of the day a time column falls in, given the days' boundaries. */
function bucketOf(column: string, bounds: string[]): RawBuilder<number> {
  const steps = bounds.slice(1, -1).map((b, i) => sql`when ${sql.ref(column)} < ${b} then ${sql.lit(i)}`);
  return sql<number>`case ${sql.join(steps, sql` `)} else ${sql.lit(bounds.length - 2)} end`;
}

type Rows = Array<{ bucket: number | string; n: number | string | null }>;

function fill(rows: Rows): number[] {
  const out = new Array<number>(DASHBOARD_DAYS).fill(0);
  for (const r of rows) {
    const i = Number(r.bucket);
    if (i >= 0 && i < DASHBOARD_DAYS) out[i] += Number(r.n ?? 0);
  }
  return out;
}

/** Per-day counts of a table's time column (with `where` narrowing the rows). */
async function byTime(
  db: Db,
  table: 'accounts' | 'web_refresh_tokens' | 'web_shop_orders' | 'web_billing_cards',
  column: string,
  bounds: string[],
  what: 'count' | 'sum_price',
  where?: RawBuilder<boolean>,
): Promise<number[]> {
  const value = what === 'count' ? sql<number>`count(*)` : sql<number>`sum(price_total)`;
  const first = bounds[0];
  const last = bounds[bounds.length - 1];
  const rows = await sql<{ bucket: number; n: number }>`
    select ${bucketOf(column, bounds)} as bucket, ${value} as n
    from ${sql.table(table)}
    where ${sql.ref(column)} >= ${first} and ${sql.ref(column)} < ${last}${where ? sql` and ${where}` : sql``}
    group by bucket`.execute(db);
  return fill(rows.rows);
}

/** Per-day counts of a game-day column ('YYYY-MM-DD'). */
async function byGameDay(db: Db, table: 'web_vote_log' | 'web_checkin', column: 'credit_day' | 'game_date', days: string[]): Promise<number[]> {
  const rows = await sql<{ day: string; n: number }>`
    select ${sql.ref(column)} as day, count(*) as n from ${sql.table(table)}
    where ${sql.ref(column)} >= ${days[0]} and ${sql.ref(column)} <= ${days[days.length - 1]}
    group by ${sql.ref(column)}`.execute(db);
  const index = new Map(days.map((d, i) => [d, i]));
  return fill(rows.rows.map((r) => ({ bucket: index.get(String(r.day)) ?? -1, n: r.n })));
}

/** GET /api/v1/admin/dashboard */
export async function dashboard(db: Db, lang: Lang, s: DashboardSettings): Promise<AdminDashboard> {
  const { days, bounds } = dashboardDays(s.timezone, s.now);
  const today = gameDayRange(s.timezone, days[days.length - 1]);
  const nx = sql.join(NX_CURRENCIES.map((c) => sql`${c}`));
  const [registrations, logins, votes, nxSold, cardsRedeemed, checkins, gameLogins, status] = await Promise.all([
    byTime(db, 'accounts', 'createdat', bounds, 'count'),
    byTime(db, 'web_refresh_tokens', 'created_at', bounds, 'count', sql<boolean>`parent_id is null`),
    byGameDay(db, 'web_vote_log', 'credit_day', days),
    byTime(db, 'web_shop_orders', 'created_at', bounds, 'sum_price', sql<boolean>`currency in (${nx})`),
    byTime(db, 'web_billing_cards', 'used_at', bounds, 'count'),
    byGameDay(db, 'web_checkin', 'game_date', days),
    db
      .selectFrom('accounts')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('lastlogin', '>=', today.start)
      .where('lastlogin', '<', today.end)
      .executeTakeFirstOrThrow()
      .then((r) => Number(r.n)),
    s.status(lang),
  ]);
  const series: Record<DashboardSeriesKey, number[]> = { registrations, logins, votes, nxSold, cardsRedeemed, checkins };
  const last = (k: DashboardSeriesKey) => series[k][DASHBOARD_DAYS - 1];
  return {
    days,
    timezone: s.timezone,
    series,
    today: { ...(Object.fromEntries(DASHBOARD_SERIES.map((k) => [k, last(k)])) as Record<DashboardSeriesKey, number>), gameLogins },
    status,
  };
}
