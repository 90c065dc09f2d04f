/**
 * Dashboard, the console's first screen: today's figures (the game day so far), the game
 * server's status, and registrations, logins, votes, NX sold, cards redeemed and check-ins per
 * game day over the last 30 days as charts. Reads only; refreshed on demand.
 */
import { lazy, Suspense } from 'react';
import { useRequest } from 'ahooks';
import { Button, Skeleton } from 'antd';
import { ReloadOutlined } from '@ant-design/icons';
import { useT } from '@/lib/useT';
import { fetchDashboard } from '@/services/admin-dashboard';
import ConsolePage from '../components/ConsolePage';
import LoadFailed from '../components/LoadFailed';
import TodayFigures from './TodayFigures';
import ServerStatusCard from './ServerStatusCard';
import './dashboard.css';

// The chart library is in this chunk only.
const DailyCharts = lazy(() => import(/* webpackChunkName: "admin-dashboard-charts" */ './DailyCharts'));

export default function DashboardPage() {
  const t = useT('admin.dashboard');
  const { data, loading, error, refresh } = useRequest(fetchDashboard, { onError: () => undefined }); // the error is shown on the page
  return (
    <ConsolePage
      title={t('title')}
      intro={t('intro')}
      extra={
        <Button icon={<ReloadOutlined />} onClick={refresh} loading={loading} data-testid="admin-dashboard-refresh">
          {t('refresh')}
        </Button>
      }
    >
      {error && !data && <LoadFailed title={t('failed')} retry={t('retry')} error={error} onRetry={refresh} testId="admin-dashboard-error" />}
      {!error || data ? (
        <>
          <h2 className="admin-section-title">{data ? t('todayTitle', { day: data.days[data.days.length - 1] }) : t('todayTitleLoading')}</h2>
          <TodayFigures today={data?.today ?? null} online={data?.status.count ?? null} loading={!data} />
          {data && (
            <div className="admin-section">
              <ServerStatusCard status={data.status} />
            </div>
          )}
          <h2 className="admin-section-title">{t('chartsTitle', { timezone: data?.timezone ?? '' })}</h2>
          <div data-testid="admin-dashboard-charts">
            {data ? (
              <Suspense fallback={<Skeleton active paragraph={{ rows: 6 }} />}>
                <DailyCharts days={data.days} series={data.series} />
              </Suspense>
            ) : (
              <Skeleton active paragraph={{ rows: 6 }} />
            )}
          </div>
        </>
      ) : null}
    </ConsolePage>
  );
}
