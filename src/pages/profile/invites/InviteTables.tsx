/**
 * The invitees and the claimed rewards, each a server table (ProTable with `request`) whose
 * code loads as it comes near the screen (the invitees are below the first screen).
 */
import type { ProColumns } from '@ant-design/pro-components';
import Tag from '@/components/Tag';
import type { ServerPage as Paged } from '@/components/ServerTable';
import LazyServerTable from '@/components/ServerTable/LazyServerTable';
import type { InviteClaim, InviteClaimList, Invitee, InviteeList, InvitesPageQuery } from '@/services/invites';
import { formatDate } from '../components/format';
import { SectionError } from '../components/States';
import { useInvitesT } from './useT';
import styles from '../billing/billing.module.css';

const dash = <span className={styles.muted}>—</span>;
const when = (value: string | null) => formatDate(value) ?? dash;

function PagedTable<T extends object>(props: {
  load: (q: InvitesPageQuery) => Promise<Paged<T>>;
  reloadKey: number;
  columns: ProColumns<T>[];
  rowKey: string;
  empty: string;
  testId: string;
  compact: boolean;
}) {
  const { t, num } = useInvitesT();
  return (
    <LazyServerTable<T>
      load={props.load}
      columns={props.columns}
      rowKey={props.rowKey}
      rowTestId={`${props.testId}-row`}
      testId={props.testId}
      params={{ reloadKey: props.reloadKey }}
      compact={props.compact}
      alwaysPaginate
      className={styles.table}
      totalText={(n) => t('ui.total', { total: num(n) })}
      emptyText={() => props.empty}
      renderError={(error, retry) => <SectionError message={error.message} onRetry={retry} testId={`${props.testId}-error`} />}
    />
  );
}

export function InviteesTable({ load, reloadKey, compact }: { load: (q: InvitesPageQuery) => Promise<InviteeList>; reloadKey: number; compact: boolean }) {
  const { t } = useInvitesT();
  const columns: ProColumns<Invitee>[] = [
    { title: t('ui.invitees.username'), key: 'username', render: (_, r) => <strong>{r.username}</strong> },
    {
      title: t('ui.invitees.maxLevel'),
      key: 'level',
      align: 'right',
      width: compact ? 72 : 110,
      render: (_, r) => <span className={styles.num}>{r.maxLevel > 0 ? `Lv. ${r.maxLevel}` : '—'}</span>,
    },
    ...(compact
      ? []
      : ([
          { title: t('ui.invitees.registeredAt'), key: 'registered', render: (_, r) => when(r.registeredAt) },
          { title: t('ui.invitees.lastActive'), key: 'active', render: (_, r) => when(r.lastActiveAt) },
        ] as ProColumns<Invitee>[])),
    { title: t('ui.invitees.invitedAt'), key: 'invited', render: (_, r) => (compact ? formatDate(r.invitedAt, false) ?? dash : when(r.invitedAt)) },
  ];
  return <PagedTable<Invitee> load={load} reloadKey={reloadKey} columns={columns} rowKey="inviteeId" empty={t('ui.invitees.empty')} testId="invitees" compact={compact} />;
}

export function ClaimsTable({ load, reloadKey, compact }: { load: (q: InvitesPageQuery) => Promise<InviteClaimList>; reloadKey: number; compact: boolean }) {
  const { t, num } = useInvitesT();
  const columns: ProColumns<InviteClaim>[] = [
    { title: t('ui.claims.claimedAt'), key: 'at', width: compact ? 96 : 160, render: (_, r) => (compact ? formatDate(r.claimedAt, false) : formatDate(r.claimedAt)) },
    { title: t('ui.claims.invitee'), key: 'who', render: (_, r) => <strong>{r.username}</strong> },
    { title: t('ui.claims.reward'), key: 'reward', render: (_, r) => <Tag color="gold">{t(`rewardType.${r.type}`, { amount: num(r.amount) })}</Tag> },
    ...(compact
      ? []
      : ([
          { title: t('ui.claims.milestone'), key: 'milestone', render: (_, r) => r.milestone },
          { title: t('ui.claims.delivery'), key: 'delivery', render: (_, r) => t(`delivery.${r.delivery}`) },
        ] as ProColumns<InviteClaim>[])),
  ];
  return <PagedTable<InviteClaim> load={load} reloadKey={reloadKey} columns={columns} rowKey="id" empty={t('ui.claims.empty')} testId="claims" compact={compact} />;
}
