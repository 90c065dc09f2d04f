/**
 * What an operator can do with one notice from its row: edit; publish now or schedule (a
 * draft or a scheduled one); unpublish (asks first); delete (asks first). Each says its result
 * in a toast and refreshes the list; a refusal shows the server's message.
 */
import { useState } from 'react';
import { useIntl } from '@umijs/max';
import { ModalForm, ProFormDateTimePicker } from '@ant-design/pro-components';
import { Button, Popconfirm, Space } from 'antd';
import { ClockCircleOutlined, DeleteOutlined, EditOutlined, EyeInvisibleOutlined, SendOutlined } from '@ant-design/icons';
import dayjs from 'dayjs';
import { useT } from '@/lib/useT';
import { toast } from '@/lib/toast';
import { deleteNotice, publishNotice, scheduleNotice, unpublishNotice, type AdminNoticeRow } from '@/services/admin-notices';
import { formatTime } from '../components/time';
import { toastError } from '../components/toastError';

interface Props {
  row: AdminNoticeRow;
  onEdit: () => void;
  onChanged: () => void;
}

function ScheduleDialog({ row, title, onChanged }: { row: AdminNoticeRow; title: string; onChanged: () => void }) {
  const t = useT('admin.notices');
  return (
    <ModalForm<{ at: string }>
      title={t('scheduleDialog.title')}
      width={420}
      modalProps={{ destroyOnHidden: true }}
      initialValues={row.state === 'scheduled' && row.publishAt ? { at: dayjs(row.publishAt) } : undefined}
      submitter={{ searchConfig: { submitText: t('scheduleDialog.submit') } }}
      trigger={
        <Button type="link" size="small" icon={<ClockCircleOutlined />} data-testid={`admin-notice-schedule-${row.id}`}>
          {t('schedule')}
        </Button>
      }
      onFinish={async ({ at }) => {
        try {
          const { notice } = await scheduleNotice(row.id, dayjs(at).toISOString());
          toast.success(t('done.scheduled', { title, time: formatTime(notice.publishAt) }));
        } catch (error) {
          toastError(error, t('failed'));
          return false;
        }
        onChanged();
        return true;
      }}
    >
      <p>{t('scheduleDialog.explain')}</p>
      <ProFormDateTimePicker
        name="at"
        label={t('scheduleDialog.at')}
        fieldProps={{ format: 'YYYY-MM-DD HH:mm', showTime: { format: 'HH:mm' }, disabledDate: (d) => d.isBefore(dayjs().startOf('day')) }}
        rules={[
          { required: true, message: t('scheduleDialog.atRequired') },
          { validator: (_, v) => (!v || dayjs(v).isAfter(dayjs()) ? Promise.resolve() : Promise.reject(new Error(t('scheduleDialog.atFuture')))) },
        ]}
      />
    </ModalForm>
  );
}

export default function NoticeRowActions({ row, onEdit, onChanged }: Props) {
  const t = useT('admin.notices');
  const intl = useIntl();
  const [busy, setBusy] = useState(false);
  const title = intl.locale === 'en-US' ? row.titleEn || row.titleZh : row.titleZh || row.titleEn;

  const run = async (call: () => Promise<unknown>, done: string) => {
    setBusy(true);
    try {
      await call();
      toast.success(done);
      onChanged();
    } catch (error) {
      toastError(error, t('failed'));
    } finally {
      setBusy(false);
    }
  };
  const confirm = { okText: t('confirm.ok'), cancelText: t('confirm.cancel') };

  return (
    <Space size={0} className="admin-notice-actions">
      <Button type="link" size="small" icon={<EditOutlined />} onClick={onEdit} data-testid={`admin-notice-edit-${row.id}`}>
        {t('edit')}
      </Button>
      {row.state !== 'published' && (
        <Button type="link" size="small" icon={<SendOutlined />} loading={busy} onClick={() => run(() => publishNotice(row.id), t('done.published', { title }))} data-testid={`admin-notice-publish-${row.id}`}>
          {t('publish')}
        </Button>
      )}
      {row.state !== 'published' && <ScheduleDialog row={row} title={title} onChanged={onChanged} />}
      {row.state !== 'draft' && (
        <Popconfirm title={t('confirm.unpublish')} {...confirm} onConfirm={() => run(() => unpublishNotice(row.id), t('done.unpublished', { title }))}>
          <Button type="link" size="small" icon={<EyeInvisibleOutlined />} disabled={busy} data-testid={`admin-notice-unpublish-${row.id}`}>
            {t('unpublish')}
          </Button>
        </Popconfirm>
      )}
      <Popconfirm title={t('confirm.delete')} {...confirm} okButtonProps={{ danger: true }} onConfirm={() => run(() => deleteNotice(row.id), t('done.deleted'))}>
        <Button type="link" size="small" danger icon={<DeleteOutlined />} disabled={busy} data-testid={`admin-notice-delete-${row.id}`}>
          {t('delete')}
        </Button>
      </Popconfirm>
    </Space>
  );
}
