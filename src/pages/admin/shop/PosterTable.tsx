/**
 * The carousel's posters: every one (showing now or not) in order, add / edit / remove
 * (each audited on the server), and the preview of the carousel as players see it.
 */
import { useRef, useState } from 'react';
import { ProTable, type ActionType, type ProColumns } from '@ant-design/pro-components';
import { Button, Popconfirm, Space, Tag } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useT } from '@/lib/useT';
import { toast } from '@/lib/toast';
import { addPoster, fetchPosters, removePoster, updatePoster, type AdminShopPoster } from '@/services/admin-shop';
import { toastError } from '../components/toastError';
import { formatTime } from '../components/time';
import PosterForm, { type PosterValues } from './PosterForm';
import PosterPreview from './PosterPreview';

export default function PosterTable() {
  const t = useT('admin.shop.posters');
  const common = useT('admin.shop');
  const table = useRef<ActionType>();
  const [posters, setPosters] = useState<AdminShopPoster[]>([]);

  const saved = async (run: () => Promise<unknown>, done: string) => {
    try {
      await run();
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
        <Space size={4}>
          <PosterForm
            poster={p}
            trigger={<Button size="small" type="link" className="admin-link-button" data-testid={`admin-poster-edit-${p.id}`}>{common('edit')}</Button>}
            onSave={(v: PosterValues) => saved(() => updatePoster(p.id, v), t('saved'))}
          />
          <Popconfirm title={t('removeConfirm')} okText={common('remove')} cancelText={common('cancel')} onConfirm={() => saved(() => removePoster(p.id), t('removed')).catch(() => undefined)}>
            <Button size="small" type="link" danger className="admin-link-button" data-testid={`admin-poster-remove-${p.id}`}>
              {common('remove')}
            </Button>
          </Popconfirm>
        </Space>
      ),
    },
  ];

  return (
    <>
      <PosterPreview posters={posters} />
      <ProTable<AdminShopPoster>
        rowKey="id"
        actionRef={table}
        columns={columns}
        size="small"
        cardBordered
        search={false}
        pagination={false}
        options={{ density: false, setting: false, reload: true }}
        scroll={{ x: 'max-content' }}
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
