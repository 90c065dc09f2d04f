/**
 * One account in a drawer: who it is, its status, what it holds (currencies, credits
 * waiting for the game, game-time days), its characters, invites and log, and the
 * actions on it (AccountActions). Loads when opened; refreshed after every action.
 */
import { Alert, Descriptions, Drawer, Empty, Skeleton, Table, Tag } from 'antd';
import { useIntl } from '@umijs/max';
import { useRequest } from 'ahooks';
import { useT } from '@/lib/useT';
import { PHONE_QUERY, useMediaQuery } from '@/lib/useMediaQuery';
import { fetchAccount, type AdminAccountDetail } from '@/services/admin';
import { formatTime } from '../components/time';
import AccountStatus from './AccountStatus';
import AccountActions from './AccountActions';

const CURRENCIES = ['nxCredit', 'maplePoint', 'nxPrepaid', 'rewardPoints', 'votePoints'] as const;

function Holdings({ detail }: { detail: AdminAccountDetail }) {
  const t = useT('admin.accounts.detail');
  const tc = useT('admin.currency');
  return (
    <div className="admin-stat-grid" data-testid="admin-account-holdings">
      {CURRENCIES.map((c) => (
        <div className="admin-stat" key={c}>
          <span>{tc(c)}</span>
          <strong data-testid={`admin-holding-${c}`}>{detail.currencies[c].toLocaleString()}</strong>
          {detail.pendingCredits[c] !== 0 && <span>{t('pending', { amount: detail.pendingCredits[c].toLocaleString() })}</span>}
        </div>
      ))}
      <div className="admin-stat">
        <span>{tc('gameDays')}</span>
        <strong data-testid="admin-holding-gameDays">{detail.billingDays}</strong>
      </div>
    </div>
  );
}

export default function AccountDrawer({ accountId, onClose, onChanged }: { accountId: number | null; onClose: () => void; onChanged: () => void }) {
  const t = useT('admin.accounts.detail');
  const intl = useIntl();
  const phone = useMediaQuery(PHONE_QUERY);
  const { data, loading, error, refresh } = useRequest(() => (accountId ? fetchAccount(accountId) : Promise.resolve(null)), { refreshDeps: [accountId] });
  const detail = data && data.account.id === accountId ? data : null;
  const jobName = (job: number) => intl.formatMessage({ id: `job.${job}`, defaultMessage: String(job) });

  return (
    <Drawer
      open={accountId !== null}
      onClose={onClose}
      width={phone ? '100%' : 720}
      title={detail ? detail.account.name : t('title')}
      extra={detail && <AccountStatus row={detail.account} />}
      destroyOnHidden
      data-testid="admin-account-drawer"
    >
      {error && <Alert type="error" showIcon message={error.message} />}
      {!detail && loading && <Skeleton active paragraph={{ rows: 8 }} />}
      {detail && (
        <div className="admin-account-detail">
          <AccountActions
            detail={detail}
            onDone={() => {
              refresh();
              onChanged();
            }}
          />
          {detail.account.banReason && (detail.account.banned || detail.account.tempbanUntil) && (
            <Alert
              className="admin-section"
              type="error"
              showIcon
              message={detail.account.tempbanUntil ? t('tempbannedUntil', { until: formatTime(detail.account.tempbanUntil) }) : t('banned')}
              description={detail.account.banReason}
            />
          )}
          <Descriptions className="admin-section" size="small" column={phone ? 1 : 2} bordered>
            <Descriptions.Item label="ID">{detail.account.id}</Descriptions.Item>
            <Descriptions.Item label={t('email')}>{detail.account.email ?? '-'}</Descriptions.Item>
            <Descriptions.Item label={t('createdAt')}>{formatTime(detail.account.createdAt)}</Descriptions.Item>
            <Descriptions.Item label={t('lastLogin')}>{formatTime(detail.account.lastLogin)}</Descriptions.Item>
            <Descriptions.Item label={t('lastIp')}>{detail.account.lastIp ?? '-'}</Descriptions.Item>
            <Descriptions.Item label={t('invitedBy')}>{detail.invites.invitedBy?.name ?? '-'}</Descriptions.Item>
            <Descriptions.Item label={t('invites')}>
              {t('invitesSummary', { codes: detail.invites.codes, unused: detail.invites.unusedCodes, invitees: detail.invites.invitees })}
            </Descriptions.Item>
          </Descriptions>
          <h3 className="admin-section-title">{t('holdings')}</h3>
          <Holdings detail={detail} />
          <h3 className="admin-section-title">{t('characters')}</h3>
          <Table
            size="small"
            rowKey="id"
            pagination={false}
            scroll={{ x: 'max-content' }}
            dataSource={detail.characters}
            locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('noCharacters')} /> }}
            columns={[
              { title: t('character'), dataIndex: 'name' },
              { title: t('level'), dataIndex: 'level', width: 70 },
              { title: t('job'), dataIndex: 'job', render: (job: number) => jobName(job) },
              { title: t('map'), dataIndex: 'map' },
              { title: 'GM', dataIndex: 'gm', width: 56, render: (gm: number) => (gm > 0 ? <Tag color="gold">{gm}</Tag> : '-') },
            ]}
          />
          <h3 className="admin-section-title">{t('log')}</h3>
          <Table
            size="small"
            rowKey="id"
            pagination={{ pageSize: 10, hideOnSinglePage: true }}
            scroll={{ x: 'max-content' }}
            dataSource={detail.log}
            locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('noLog')} /> }}
            columns={[
              { title: t('when'), dataIndex: 'createdAt', render: (v: string | null) => formatTime(v), width: 140 },
              { title: t('what'), dataIndex: 'action' },
              { title: t('detail'), dataIndex: 'detail', render: (v: string | null) => v ?? '-' },
              { title: 'IP', dataIndex: 'ip', render: (v: string | null) => v ?? '-' },
            ]}
          />
        </div>
      )}
    </Drawer>
  );
}
