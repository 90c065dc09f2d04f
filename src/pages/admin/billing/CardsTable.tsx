/**
 * The cards, newest first, paged on the server: filter by state (unused, used, expired,
 * void), search by the start of a code or a batch name, sort by creation, use or days. A
 * row shows the card's state (used: by whom and when) and, while it can be, the void action.
 */
import { type MutableRefObject } from 'react';
import type { ActionType, ProColumns } from '@ant-design/pro-components';
import { Typography } from 'antd';
import { useT } from '@/lib/useT';
import { ADMIN_CARD_SORTS, ADMIN_CARD_STATES, fetchCards, type AdminCardRow, type AdminCardState } from '@/services/admin-billing';
import { formatTime } from '../components/time';
import { consoleTable, sortQuery } from '../components/tableProps';
import CardState from './CardState';
import VoidCard from './VoidCard';
import ConsoleTable from '../components/ConsoleTable';

export default function CardsTable({ table, toolbar }: { table: MutableRefObject<ActionType | undefined>; toolbar: React.ReactNode }) {
  const t = useT('admin.billing.cards');
  const columns: ProColumns<AdminCardRow>[] = [
    { title: t('search'), dataIndex: 'q', hideInTable: true, fieldProps: { placeholder: t('searchHint') } },
    {
      title: t('state'),
      dataIndex: 'state',
      valueType: 'select',
      valueEnum: Object.fromEntries(ADMIN_CARD_STATES.map((s) => [s, { text: t(`states.${s}`) }])),
      render: (_, card) => <CardState card={card} />,
    },
    {
      title: t('code'),
      dataIndex: 'code',
      search: false,
      render: (_, card) => (
        <Typography.Text code copyable className="admin-card-code">
          {card.code}
        </Typography.Text>
      ),
    },
    { title: t('days'), dataIndex: 'days', search: false, sorter: true, width: 80, render: (_, card) => t('daysValue', { days: card.days }) },
    { title: t('batch'), dataIndex: 'batch', search: false, ellipsis: true, responsive: ['sm'], render: (_, card) => card.batch ?? '-' },
    { title: t('expiresAt'), dataIndex: 'expiresAt', search: false, responsive: ['md'], render: (_, card) => (card.expiresAt ? formatTime(card.expiresAt) : t('never')) },
    { title: t('createdAt'), dataIndex: 'createdAt', search: false, sorter: true, responsive: ['lg'], render: (_, card) => formatTime(card.createdAt) },
    { title: t('usedAt'), dataIndex: 'usedAt', search: false, sorter: true, hideInTable: true },
    { title: t('note'), dataIndex: 'note', search: false, ellipsis: true, responsive: ['xl'], render: (_, card) => card.note ?? '-' },
    {
      title: t('actions'),
      key: 'actions',
      search: false,
      render: (_, card) => (card.state === 'unused' || card.state === 'expired' ? <VoidCard card={card} onDone={() => table.current?.reload()} /> : null),
    },
  ];
  return (
    <ConsoleTable<AdminCardRow, { q?: string; state?: AdminCardState }>
      {...consoleTable(t('find'), t('clear'))}
      rowKey="id"
      actionRef={table}
      columns={columns}
      toolBarRender={() => [toolbar]}
      onRow={(card) => ({ 'data-testid': `admin-card-${card.code}` }) as React.HTMLAttributes<HTMLElement>}
      request={async (params, sort) => {
        const page = await fetchCards({ q: params.q?.trim() || undefined, state: params.state, page: params.current, size: params.pageSize, ...sortQuery(sort, ADMIN_CARD_SORTS) });
        return { data: page.items, total: page.total, success: true };
      }}
    />
  );
}
