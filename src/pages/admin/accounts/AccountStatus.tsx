/** An account's state as tags: banned or banned until a time, operator, in game or not. */
import { Tag } from 'antd';
import { useT } from '@/lib/useT';
import type { AdminAccountRow } from '@/services/admin';

export default function AccountStatus({ row }: { row: AdminAccountRow }) {
  const t = useT('admin.accounts.status');
  return (
    <span className="admin-tags">
      {row.banned && <Tag color="red">{t('banned')}</Tag>}
      {!row.banned && row.tempbanUntil && <Tag color="volcano">{t('tempban')}</Tag>}
      {row.operator && <Tag color="gold">{t('operator')}</Tag>}
      {row.loggedIn > 0 ? <Tag color="green">{t('online')}</Tag> : <Tag>{t('offline')}</Tag>}
    </span>
  );
}
