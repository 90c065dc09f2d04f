/**
 * Notices: every notice (drafts, scheduled and published) with tabs by state, a search by
 * title and a category filter (server-side paging and sorting); the editor in a drawer; and
 * on each row publish / schedule / unpublish / delete. The same operations as `npm run notice`.
 */
import { useRef, useState, type HTMLAttributes } from 'react';
import { useIntl } from '@umijs/max';
import type { ActionType, ProColumns } from '@ant-design/pro-components';
import { Button } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useT } from '@/lib/useT';
import { fetchNoticesForOperator, NOTICE_CATEGORY_KEYS, NOTICE_STATES, type AdminNoticeRow, type AdminNoticeState } from '@/services/admin-notices';
import type { NoticeCategory } from '@/services/notice';
import CategoryTag from '@/pages/notice/components/CategoryTag';
import ConsolePage from '../components/ConsolePage';
import { formatTime } from '../components/time';
import { toastError } from '../components/toastError';
import NoticeEditor from './NoticeEditor';
import NoticeRowActions from './NoticeRowActions';
import NoticeState from './NoticeState';
import NoticeTitle from './NoticeTitle';
import './notices.css';
import ConsoleTable from '../components/ConsoleTable';

type SortKey = 'id' | 'publishAt' | 'updatedAt' | 'views';
type StateTab = 'all' | AdminNoticeState;

export default function NoticesPage() {
  const t = useT('admin.notices');
  const intl = useIntl();
  // The state tab and the notice in the editor ('new' for a new one).
  const [state, setState] = useState<StateTab>('all');
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  const table = useRef<ActionType>();
  const reload = () => table.current?.reload();

  const columns: ProColumns<AdminNoticeRow>[] = [
    { title: 'ID', dataIndex: 'id', width: 70, sorter: true, search: false },
    { title: t('titleColumn'), dataIndex: 'title', search: false, render: (_, r) => <NoticeTitle row={r} onOpen={() => setEditing(r.id)} /> },
    { title: t('search'), dataIndex: 'q', hideInTable: true, fieldProps: { placeholder: t('searchHint') } },
    {
      title: t('category'),
      dataIndex: 'category',
      valueType: 'select',
      valueEnum: Object.fromEntries(NOTICE_CATEGORY_KEYS.map((c) => [c, { text: intl.formatMessage({ id: `notice.category.${c}` }) }])),
      render: (_, r) => <CategoryTag category={r.category} />,
      responsive: ['sm'],
    },
    { title: t('state'), key: 'state', search: false, render: (_, r) => <NoticeState row={r} /> },
    { title: t('author'), dataIndex: 'author', search: false, responsive: ['lg'] },
    { title: t('publishAt'), dataIndex: 'publishAt', sorter: true, search: false, render: (_, r) => formatTime(r.publishAt), responsive: ['md'] },
    { title: t('updatedAt'), dataIndex: 'updatedAt', sorter: true, search: false, render: (_, r) => formatTime(r.updatedAt), responsive: ['xl'] },
    { title: t('views'), dataIndex: 'views', sorter: true, search: false, render: (_, r) => r.views.toLocaleString(), responsive: ['lg'] },
    { title: t('actions'), key: 'actions', search: false, render: (_, r) => <NoticeRowActions row={r} onEdit={() => setEditing(r.id)} onChanged={reload} /> },
  ];

  return (
    <ConsolePage title={t('title')} intro={t('intro')}>
      <ConsoleTable<AdminNoticeRow, { q?: string; category?: NoticeCategory; state: StateTab }>
        rowKey="id"
        actionRef={table}
        columns={columns}
        size="small"
        cardBordered
        params={{ state }}
        search={{ labelWidth: 'auto', searchText: t('find'), resetText: t('clear') }}
        options={{ density: false, setting: false, reload: true }}
        pagination={{ defaultPageSize: 20, showSizeChanger: true }}
        scroll={{ x: 'max-content' }}
        onRow={(r) => ({ 'data-testid': `admin-notice-${r.id}` }) as HTMLAttributes<HTMLElement>}
        toolbar={{
          menu: {
            type: 'tab',
            activeKey: state,
            items: [{ key: 'all', label: t('all') }, ...NOTICE_STATES.map((s) => ({ key: s, label: t(`states.${s}`) }))],
            onChange: (key) => setState((key as StateTab) ?? 'all'),
          },
        }}
        toolBarRender={() => [
          <Button key="new" type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')} data-testid="admin-notice-new">
            {t('new')}
          </Button>,
        ]}
        request={async (params, sort) => {
          const [key, direction] = (Object.entries(sort)[0] ?? []) as [SortKey | undefined, string | undefined];
          try {
            const page = await fetchNoticesForOperator({
              q: params.q?.trim() || undefined,
              category: params.category || undefined,
              status: params.state === 'all' ? undefined : params.state,
              page: params.current,
              size: params.pageSize,
              sort: key,
              order: direction === 'ascend' ? 'asc' : direction === 'descend' ? 'desc' : undefined,
            });
            return { data: page.items, total: page.total, success: true };
          } catch (error) {
            toastError(error, t('loadFailed'));
            return { data: [], total: 0, success: false };
          }
        }}
      />
      {editing !== null && <NoticeEditor key={String(editing)} editing={editing} onClose={() => setEditing(null)} onSaved={reload} />}
    </ConsolePage>
  );
}
