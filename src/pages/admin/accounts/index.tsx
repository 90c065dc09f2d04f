/**
 * Accounts: search by name, e-mail, last IP or character name (server-side paging and
 * sorting), a status for each row, and the account's detail with its actions in a drawer.
 */
import { useRef, useState } from 'react';
import type { ActionType, ProColumns } from '@ant-design/pro-components';
import { Button } from 'antd';
import { useT } from '@/lib/useT';
import { fetchAccounts, type AdminAccountRow } from '@/services/admin';
import ConsolePage from '../components/ConsolePage';
import { formatTime } from '../components/time';
import AccountDrawer from './AccountDrawer';
import AccountStatus from './AccountStatus';
import ConsoleTable from '../components/ConsoleTable';

type SortKey = 'id' | 'name' | 'lastLogin' | 'createdAt';

export default function AccountsPage() {
  const t = useT('admin.accounts');
  const table = useRef<ActionType>();
  const [openId, setOpenId] = useState<number | null>(null);

  const columns: ProColumns<AdminAccountRow>[] = [
    { title: t('search'), dataIndex: 'q', hideInTable: true, fieldProps: { placeholder: t('searchHint') } },
    { title: 'ID', dataIndex: 'id', width: 80, sorter: true, search: false },
    {
      title: t('name'),
      dataIndex: 'name',
      sorter: true,
      search: false,
      render: (_, row) => (
        <Button type="link" size="small" className="admin-link-button" onClick={() => setOpenId(row.id)} data-testid={`admin-account-${row.name}`}>
          {row.name}
        </Button>
      ),
    },
    { title: t('email'), dataIndex: 'email', search: false, ellipsis: true, responsive: ['md'] },
    { title: t('lastIp'), dataIndex: 'lastIp', search: false, responsive: ['lg'] },
    { title: t('characters'), dataIndex: 'characters', search: false, width: 90, responsive: ['md'] },
    { title: t('statusTitle'), key: 'status', search: false, render: (_, row) => <AccountStatus row={row} /> },
    { title: t('lastLogin'), dataIndex: 'lastLogin', sorter: true, search: false, render: (_, row) => formatTime(row.lastLogin), responsive: ['sm'] },
    { title: t('createdAt'), dataIndex: 'createdAt', sorter: true, search: false, render: (_, row) => formatTime(row.createdAt), responsive: ['lg'] },
  ];

  return (
    <ConsolePage title={t('title')} intro={t('intro')}>
      <ConsoleTable<AdminAccountRow, { q?: string }>
        rowKey="id"
        actionRef={table}
        columns={columns}
        size="small"
        cardBordered
        search={{ labelWidth: 'auto', searchText: t('find'), resetText: t('clear') }}
        options={{ density: false, setting: false, reload: true }}
        pagination={{ defaultPageSize: 20, showSizeChanger: true }}
        scroll={{ x: 'max-content' }}
        request={async (params, sort) => {
          const [key, direction] = (Object.entries(sort)[0] ?? []) as [SortKey | undefined, string | undefined];
          const page = await fetchAccounts({
            q: params.q?.trim() || undefined,
            page: params.current,
            size: params.pageSize,
            sort: key,
            order: direction === 'ascend' ? 'asc' : direction === 'descend' ? 'desc' : undefined,
          });
          return { data: page.items, total: page.total, success: true };
        }}
      />
      <AccountDrawer accountId={openId} onClose={() => setOpenId(null)} onChanged={() => table.current?.reload()} />
    </ConsolePage>
  );
}
