/** The game server's status as the site measures it: state, players in game, version, uptime, rates, server time. */
import { Card, Descriptions, Tag } from 'antd';
import { useT } from '@/lib/useT';
import type { AdminDashboard } from '@/services/admin-dashboard';

type Status = AdminDashboard['status'];
const COLOR: Record<Status['state'], string> = { online: 'green', maintenance: 'gold', offline: 'red' };

/** Seconds as "3d 5h 17m" (days only when there are any). */
export function uptimeText(seconds: number): string {
  const d = Math.floor(seconds / 86_400);
  const h = Math.floor((seconds % 86_400) / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  return d > 0 ? `${d}d ${h}h ${m}m` : `${h}h ${m}m`;
}

export default function ServerStatusCard({ status }: { status: Status }) {
  const t = useT('admin.dashboard.status');
  return (
    <Card
      size="small"
      title={t('title')}
      extra={
        <Tag color={COLOR[status.state]} data-testid="admin-dashboard-state">
          {t(`state.${status.state}`)}
        </Tag>
      }
    >
      <Descriptions size="small" column={{ xs: 1, sm: 2, md: 3, lg: 3, xl: 3, xxl: 3 }}>
        <Descriptions.Item label={t('players')}>{status.count}</Descriptions.Item>
        <Descriptions.Item label={t('uptime')}>{status.state === 'online' ? uptimeText(status.uptime) : '-'}</Descriptions.Item>
        <Descriptions.Item label={t('version')}>{status.version}</Descriptions.Item>
        <Descriptions.Item label={t('serverTime')}>
          {status.server_time} ({status.timezone})
        </Descriptions.Item>
        <Descriptions.Item label={t('rates')}>{t('ratesValue', { exp: status.exp_rate, meso: status.meso_rate, drop: status.drop_rate })}</Descriptions.Item>
        <Descriptions.Item label={t('invite')}>{status.invite ? t('inviteOn') : t('inviteOff')}</Descriptions.Item>
      </Descriptions>
    </Card>
  );
}
