/**
 * The carousel's posters: every one (showing now or not) in order, add / edit / remove
 * (each audited on the server), and the preview of the carousel as players see it.
 */
import { useRef, useState } from 'react';
import type { ActionType, ProColumns } from '@ant-design/pro-components';
import { Button, Tag } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useT } from '@/lib/useT';
import { toast } from '@/lib/toast';
import { addPoster, fetchPosters, removePoster, updatePoster, type AdminShopPoster } from '@/services/admin-shop';
import { toastError } from '../components/toastError';
import { useGuarded } from '../components/Reauth';
import { formatTime } from '../components/time';
import PosterForm, { type PosterValues } from './PosterForm';
import PosterPreview from './PosterPreview';
import RowActions, { linkButton } from './RowActions';
import { consoleTable } from '../components/tableProps';
import ConsoleTable from '../components/ConsoleTable';

export default function PosterTable() {
  const t = useT('admin.shop.posters');
  const common = useT('admin.shop');
  const guarded = useGuarded();
  const table = useRef<ActionType>();
  const [posters, setPosters] = useState<AdminShopPoster[]>([]);

  const saved = async (run: () => Promise<unknown>, done: string) => {
    try {
      await guarded(run);
    } catch (error) {
      toastError(error, common('failed'));
      throw error;
    }
    toast.success(done);
    table.current?.reload();
  };

  const columns: ProColumns<AdminShopPoster>[] = [
    { title: t('order'), dataIndex: 'order', width: 64 },
    {
      title: t('image'),
      dataIndex: 'image',
      render: (_, p) => <img className="admin-shop-poster-thumb" src={p.image} alt="" loading="lazy" />,
      responsive: ['sm'],
    },
    { title: t('titleZh'), dataIndex: 'titleZh', ellipsis: true },
    { title: t('titleEn'), dataIndex: 'titleEn', ellipsis: true, responsive: ['md'] },
    { title: t('link'), dataIndex: 'link', ellipsis: true, responsive: ['lg'] },
    { title: t('startsAt'), dataIndex: 'startsAt', render: (_, p) => formatTime(p.startsAt), responsive: ['lg'] },
    { title: t('endsAt'), dataIndex: 'endsAt', render: (_, p) => formatTime(p.endsAt), responsive: ['lg'] },
    { title: common('state'), dataIndex: 'live', render: (_, p) => <Tag color={p.live ? 'green' : 'default'}>{p.live ? t('live') : t('notLive')}</Tag> },
    {
      title: common('actions'),
      valueType: 'option',
      render: (_, p) => (
        <RowActions
          edit={<PosterForm poster={p} trigger={linkButton(common('edit'), `admin-poster-edit-${p.id}`)} onSave={(v: PosterValues) => saved(() => updatePoster(p.id, v), t('saved'))} />}
          confirm={t('removeConfirm')}
          onRemove={() => saved(() => removePoster(p.id), t('removed')).catch(() => undefined)}
          removeTestId={`admin-poster-remove-${p.id}`}
        />
      ),
    },
  ];

  return (
    <>
      <PosterPreview posters={posters} />
      <ConsoleTable<AdminShopPoster>
        rowKey="id"
        actionRef={table}
        columns={columns}
        {...consoleTable(common('find'), common('clear'))}
        search={false}
        pagination={false}
        locale={{ emptyText: t('empty') }}
        toolBarRender={() => [
          <PosterForm
            key="add"
            trigger={<Button type="primary" icon={<PlusOutlined />} data-testid="admin-poster-add">{t('add')}</Button>}
            onSave={(v: PosterValues) => saved(() => addPoster(v), t('saved'))}
          />,
        ]}
        request={async () => {
          const list = await fetchPosters();
          setPosters(list);
          return { data: list, total: list.length, success: true };
        }}
      />
    </>
  );
}
