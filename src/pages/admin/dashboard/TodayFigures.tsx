/** Today's figures (the game day so far): one small card per count, players in game now first. */
import { Card, Statistic } from 'antd';
import { useT } from '@/lib/useT';
import type { AdminDashboardToday } from '@/services/admin-dashboard';

/** The figures in the order they are shown. */
const FIGURES: Array<keyof AdminDashboardToday> = ['registrations', 'logins', 'gameLogins', 'votes', 'nxSold', 'cardsRedeemed', 'checkins'];

export default function TodayFigures({ today, online, loading = false }: { today: AdminDashboardToday | null; online: number | null; loading?: boolean }) {
  const t = useT('admin.dashboard');
  return (
    <div className="admin-dash-today" data-testid="admin-dashboard-today">
      <Card size="small" className="admin-dash-figure admin-dash-figure-online" loading={loading}>
        <Statistic title={t('today.online')} value={online ?? '-'} />
      </Card>
      {FIGURES.map((key) => (
        <Card key={key} size="small" className="admin-dash-figure" loading={loading}>
          <Statistic title={t(`today.${key}`)} value={today ? today[key] : '-'} groupSeparator="," data-testid={`admin-dashboard-today-${key}`} />
        </Card>
      ))}
    </div>
  );
}
