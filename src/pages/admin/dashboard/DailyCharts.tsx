/**
 * The six daily series as small column charts (one game day per column, today last), each
 * with its 30-day total. The chart library is imported here only, and this file only lazily
 * (index.tsx), so it is a chunk of its own that player pages never load.
 */
import { Column } from '@ant-design/plots';

/** Counts are whole: a tick between two whole numbers (0.2, 0.4 of one sign-up) gets no label. */
const wholeNumber = (v: number) => (Number.isInteger(v) ? v.toLocaleString() : '');
import { Card } from 'antd';
import { useT } from '@/lib/useT';
import type { AdminDashboard, DashboardSeriesKey } from '@/services/admin-dashboard';

/** The series in the order they are drawn, with the warm colours of the site's theme. */
export const CHART_SERIES: Array<[DashboardSeriesKey, string]> = [
  ['registrations', '#f39c1f'],
  ['logins', '#3b5bdb'],
  ['votes', '#e8590c'],
  ['nxSold', '#d9480f'],
  ['cardsRedeemed', '#5f3dc4'],
  ['checkins', '#2b8a3e'],
];

export default function DailyCharts({ days, series }: Pick<AdminDashboard, 'days' | 'series'>) {
  const t = useT('admin.dashboard');
  return (
    <div className="admin-dash-charts">
      {CHART_SERIES.map(([key, color]) => {
        const data = days.map((day, i) => ({ day: day.slice(5), value: series[key][i] }));
        const total = series[key].reduce((sum, n) => sum + n, 0);
        return (
          <Card
            key={key}
            size="small"
            title={t(`series.${key}`)}
            extra={<span className="admin-dash-total">{t('total', { total: total.toLocaleString() })}</span>}
            data-testid={`admin-dashboard-chart-${key}`}
          >
            <Column
              data={data}
              xField="day"
              yField="value"
              height={170}
              autoFit
              style={{ fill: color, radiusTopLeft: 2, radiusTopRight: 2 }}
              axis={{ x: { title: false, labelAutoHide: true, labelAutoRotate: false }, y: { title: false, labelFormatter: wholeNumber } }}
              tooltip={{ title: 'day', items: [{ channel: 'y', name: t(`series.${key}`) }] }}
            />
          </Card>
        );
      })}
    </div>
  );
}
