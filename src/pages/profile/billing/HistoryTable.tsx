/**
 * The ledger history: a server table (ProTable with `request`) filtered by type (a `valueEnum`
 * chip row) and a game-day range (a `dateRange` field) in its search form; a filter applies at
 * once. Each row its game day and time, type, signed days, balance after, source and note.
 * A failed load (server or network) shows the message with a retry. The table's code loads
 * as it comes near the screen (below the first screen on a phone).
 */
import type { ProColumns } from '@ant-design/pro-components';
import { Button } from 'antd';
import { HistoryOutlined, ReloadOutlined } from '@ant-design/icons';
import { useRef } from 'react';
import Tag, { type TagColor } from '@/components/Tag';
import LazyServerTable from '@/components/ServerTable/LazyServerTable';
import { BILLING_LEDGER_TYPES, type BillingHistory, type BillingHistoryQuery, type BillingLedgerRow, type BillingLedgerType } from '@/services/billing';
import { formatDate } from '../components/format';
import Panel from '../components/Panel';
import { SectionError } from '../components/States';
import { useBillingT } from './useT';
import styles from './billing.module.css';

export const TYPE_COLOR: Record<BillingLedgerType, TagColor> = { DAILY_CHARGE: 'volcano', RECHARGE: 'green', ADJUSTMENT: 'blue' };

export interface HistoryTableProps {
  load: (query: BillingHistoryQuery) => Promise<BillingHistory>;
  /** Changes after a redemption: reloads the current filters from the first page. */
  reloadKey?: number;
  compact?: boolean;
  /** The cards above are still loading: the table's place is not where it will be. */
  hold?: boolean;
  /** Rows of the whole history (the summary's `historyTotal`), when known: the first page's place is kept for them. */
  total?: number;
}

/** The history's page size (ServerTable's default). */
const PAGE_SIZE = 10;

export default function HistoryTable({ load, reloadKey = 0, compact = false, hold = false, total }: HistoryTableProps) {
  const { t, label, num } = useBillingT();
  const table = useRef<{ reload: () => void }>(null);

  const columns: ProColumns<BillingLedgerRow>[] = [
    {
      title: t('ui.history.date'),
      key: 'date',
      width: compact ? 96 : 150,
      search: false,
      render: (_, row) => (
        <span className={styles.dateCell}>
          <strong>{row.date}</strong>
          {compact ? null : <span className={styles.muted}>{formatDate(row.createdAt)}</span>}
        </span>
      ),
    },
    {
      title: t('ui.history.type'),
      dataIndex: 'type',
      valueType: 'radioButton',
      valueEnum: Object.fromEntries([
        ['all', { text: t('ui.history.all') }],
        ...BILLING_LEDGER_TYPES.map((value) => [value, { text: t(`type.${value}`) }]),
      ]),
      initialValue: 'all',
      formItemProps: { label: null },
      fieldProps: { className: styles.chips, 'aria-label': t('ui.history.type'), 'data-testid': 'history-type-filter' },
      render: (_, row) => (
        <Tag color={TYPE_COLOR[row.type]} className={styles.typeTag} data-testid="history-type">
          {t(`type.${row.type}`)}
        </Tag>
      ),
    },
    {
      title: t('ui.history.date'),
      dataIndex: 'range',
      valueType: 'dateRange',
      hideInTable: true,
      formItemProps: { label: null },
      search: { transform: ([from, to]: [string?, string?]) => ({ from, to }) },
      fieldProps: {
        allowEmpty: [true, true],
        format: 'YYYY-MM-DD',
        placeholder: [t('ui.history.from'), t('ui.history.to')],
        className: styles.range,
        inputReadOnly: compact,
        id: 'history-range',
      },
    },
    {
      title: t('ui.history.days'),
      key: 'days',
      align: 'right',
      width: compact ? 56 : 110,
      search: false,
      render: (_, row) => (
        <span className={row.days >= 0 ? styles.plus : styles.minus} data-testid="history-days">
          {row.days > 0 ? '+' : ''}
          {num(row.days)}
        </span>
      ),
    },
    {
      title: t('ui.history.balance'),
      key: 'balance',
      align: 'right',
      width: compact ? 84 : 110,
      search: false,
      render: (_, row) => <span className={styles.num}>{num(row.balanceAfter)}</span>,
    },
    ...(compact
      ? []
      : ([
          { title: t('ui.history.source'), key: 'source', search: false, render: (_, row) => label('source', row.source) },
          {
            title: t('ui.history.note'),
            key: 'note',
            ellipsis: true,
            search: false,
            render: (_, row) => (row.note ? row.note : <span className={styles.muted}>—</span>),
          },
        ] as ProColumns<BillingLedgerRow>[])),
  ];

  return (
    <Panel
      title={t('ui.history.title')}
      icon={<HistoryOutlined />}
      id="billing-history"
      testId="billing-history"
      className={styles.history}
      extra={
        <Button size="small" type="text" icon={<ReloadOutlined />} onClick={() => table.current?.reload()} aria-label={t('ui.history.reload')} />
      }
    >
      <LazyServerTable<BillingLedgerRow>
        hold={hold}
        expectedRows={total === undefined ? undefined : Math.min(total, PAGE_SIZE)}
        pageSize={PAGE_SIZE}
        load={(query) => load(query as BillingHistoryQuery)}
        columns={columns}
        rowKey="id"
        rowTestId="history-row"
        params={{ reloadKey }}
        compact={compact}
        alwaysPaginate
        actionRef={table}
        className={styles.table}
        totalText={(n) => t('ui.history.total', { total: num(n) })}
        search
        emptyText={(filtered) => (filtered ? t('ui.history.emptyFiltered') : t('ui.history.empty'))}
        renderError={(error, retry) => <SectionError message={error.message} onRetry={retry} testId="history-error" />}
      />
    </Panel>
  );
}
