/**
 * The account card: username, nickname, masked e-mail, register date, last login, gender,
 * character slots and the coloured status tags (normal / banned / admin / online / offline).
 * The tags are antd's borderless preset tags in look (green, volcano, purple, blue, grey),
 * drawn as plain spans; the ban notice (antd's Alert) loads only for a banned account.
 */
import { useIntl } from '@umijs/max';
import { IdcardOutlined, ManOutlined, WomanOutlined } from '@ant-design/icons';
import { lazy, Suspense } from 'react';
import type { ProfileAccount, ProfileStatusTag } from '@/services/profile';
import { useT } from '@/lib/useT';
import { formatDate } from './format';
import Panel from './Panel';
import styles from '../profile.module.css';

const Alert = lazy(() => import('antd/es/alert'));

export function StatusTags({ tags }: { tags: ProfileStatusTag[] }) {
  const intl = useIntl();
  return (
    <span className={styles.tags} data-testid="status-tags">
      {tags.map((tag) => (
        <span key={tag} className={styles.statusTag} data-tag={tag}>
          {intl.formatMessage({ id: `profileOverview.status.${tag}` })}
        </span>
      ))}
    </span>
  );
}

export default function AccountCard({ account: a }: { account: ProfileAccount }) {
  const t = useT('profileOverview.account');
  const none = t('none');
  const rows: Array<[string, string]> = [
    [t('email'), a.email ?? none],
    [t('registered'), formatDate(a.registeredAt, false) ?? none],
    [t('lastLogin'), formatDate(a.lastLogin) ?? none],
    [t('gender'), t(a.gender)],
    [t('slots'), t('slotsValue', { used: a.characterCount, total: a.characterSlots })],
  ];
  return (
    <Panel title={t('title')} icon={<IdcardOutlined />} id="profile-account" testId="account-card">
      <div className={styles.accountHead}>
        <span className={`${styles.accountBadge} ${a.gender === 'female' ? styles.badgeFemale : styles.badgeMale}`} aria-hidden="true">
          {a.gender === 'female' ? <WomanOutlined /> : <ManOutlined />}
        </span>
        <div className={styles.accountNames}>
          <div className={styles.accountName}>{a.username}</div>
          <div className={styles.accountNick}>{a.nickname || t('noNickname')}</div>
        </div>
      </div>
      <StatusTags tags={a.status} />
      {a.status.includes('banned') ? (
        <Suspense fallback={null}>
          <Alert type="error" showIcon className={styles.banAlert} message={a.banReason ? t('bannedReason', { reason: a.banReason }) : t('banned')} />
        </Suspense>
      ) : null}
      <dl className={styles.accountRows}>
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </Panel>
  );
}
