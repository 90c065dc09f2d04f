/**
 * The ledger history (ProTable): server-side paging, filter chips by type and a game-day
 * range; each row its game day and time, type, signed days, balance after, source and note.
 * A failed load (server or network) shows the message with a retry.
 */
import { ProTable, type ProColumns } from '@ant-design/pro-components';
import { Button, DatePicker, Empty, Radio, Tag } from 'antd';
import { HistoryOutlined, ReloadOutlined } from '@ant-design/icons';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { BILLING_LEDGER_TYPES, type BillingHistory, type BillingHistoryQuery, type BillingLedgerRow, type BillingLedgerType } from '@/services/billing';
import { formatDate } from '../components/format';
import Panel from '../components/Panel';
import { SectionError } from '../components/States';
import { usePaged } from './usePaged';
import { useBillingT } from './useT';
import styles from './billing.module.css';

export const TYPE_COLOR: Record<BillingLedgerType, string> = { DAILY_CHARGE: 'volcano', RECHARGE: 'green', ADJUSTMENT: 'blue' };

export interface HistoryTableProps {
  load: (query: BillingHistoryQuery) => Promise<BillingHistory>;
  /** Changes after a redemption: reloads the current filters from the first page. */
  reloadKey?: number;
  compact?: boolean;
}

export default function HistoryTable({ load, reloadKey = 0, compact = false }: HistoryTableProps) {
  const { t, label, num } = useBillingT();
  const [type, setType] = useState<BillingLedgerType | 'all'>('all');
  const [range, setRange] = useState<[Dayjs | null, Dayjs | null] | null>(null);
  const from = range?.[0]?.format('YYYY-MM-DD');
  const to = range?.[1]?.format('YYYY-MM-DD');
  const paged = usePaged<BillingLedgerRow>(
    (page, size) => load({ page, size, ...(type !== 'all' ? { type } : {}), ...(from ? { from } : {}), ...(to ? { to } : {}) }),
    [type, from, to, reloadKey],
  );

  const columns: ProColumns<BillingLedgerRow>[] = [
    {
      title: t('ui.history.date'),
      key: 'date',
      width: compact ? 96 : 150,
      render: (_, row) => (
        <span className={styles.dateCell}>
          <strong>{row.date}</strong>
          {compact ? null : <span className={styles.muted}>{formatDate(row.createdAt)}</span>}
        </span>
      ),
    },
    {
      title: t('ui.history.type'),
      key: 'type',
      render: (_, row) => (
        <Tag color={TYPE_COLOR[row.type]} className={styles.typeTag} data-testid="history-type">
          {t(`type.${row.type}`)}
        </Tag>
      ),
    },
    {
      title: t('ui.history.days'),
      key: 'days',
      align: 'right',
      width: compact ? 56 : 110,
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
      render: (_, row) => <span className={styles.num}>{num(row.balanceAfter)}</span>,
    },
    ...(compact
      ? []
      : ([
          { title: t('ui.history.source'), key: 'source', render: (_, row) => label('source', row.source) },
          {
            title: t('ui.history.note'),
            key: 'note',
            ellipsis: true,
            render: (_, row) => (row.note ? row.note : <span className={styles.muted}>—</span>),
          },
        ] as ProColumns<BillingLedgerRow>[])),
  ];

  const filtered = type !== 'all' || Boolean(from) || Boolean(to);
  return (
    <Panel
      title={t('ui.history.title')}
      icon={<HistoryOutlined />}
      id="billing-history"
      testId="billing-history"
      extra={
        <Button size="small" type="text" icon={<ReloadOutlined />} onClick={paged.retry} aria-label={t('ui.history.reload')} />
      }
    >
      <div className={styles.filters} role="group" aria-label={t('ui.history.filters')}>
        <Radio.Group
          optionType="button"
          value={type}
          onChange={(e) => setType(e.target.value)}
          className={styles.chips}
          aria-label={t('ui.history.type')}
          options={[
            { value: 'all', label: t('ui.history.all') },
            ...BILLING_LEDGER_TYPES.map((value) => ({ value, label: t(`type.${value}`) })),
          ]}
          data-testid="history-type-filter"
        />
        <DatePicker.RangePicker
          value={range}
          onChange={(value) => setRange(value as [Dayjs | null, Dayjs | null] | null)}
          allowEmpty={[true, true]}
          format="YYYY-MM-DD"
          placeholder={[t('ui.history.from'), t('ui.history.to')]}
          className={styles.range}
          inputReadOnly={compact}
          id="history-range"
        />
      </div>
      {paged.error && !paged.loading ? (
        <SectionError message={paged.error.message} onRetry={paged.retry} testId="history-error" />
      ) : (
        <ProTable<BillingLedgerRow>
          rowKey="id"
          columns={columns}
          dataSource={paged.data?.items ?? []}
          loading={paged.loading}
          search={false}
          options={false}
          toolBarRender={false}
          cardProps={false}
          size={compact ? 'small' : 'middle'}
          tableLayout={compact ? 'fixed' : undefined}
          className={styles.table}
          onRow={() => ({ 'data-testid': 'history-row' }) as React.HTMLAttributes<HTMLElement>}
          pagination={{
            current: paged.page,
            pageSize: paged.size,
            total: paged.data?.total ?? 0,
            showSizeChanger: !compact,
            simple: compact,
            showTotal: compact ? undefined : (n: number) => t('ui.history.total', { total: num(n) }),
            onChange: paged.onChange,
          }}
          locale={{
            emptyText: paged.loading ? (
              ' '
            ) : (
              <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={filtered ? t('ui.history.emptyFiltered') : t('ui.history.empty')} />
            ),
          }}
        />
      )}
    </Panel>
  );
}
