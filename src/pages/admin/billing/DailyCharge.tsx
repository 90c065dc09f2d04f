/**
 * A game day's charge: pick the day (today or earlier), see the dry run (who a run would
 * charge now, one day each, and how many the day has charged already), then run it after a
 * confirmation. Running a day again charges nobody twice; the dry run is read again after.
 */
import { useState } from 'react';
import { Alert, Button, DatePicker, Empty, Popconfirm, Table } from 'antd';
import { EyeOutlined, ThunderboltOutlined } from '@ant-design/icons';
import dayjs, { type Dayjs } from 'dayjs';
import { useT } from '@/lib/useT';
import { toast } from '@/lib/toast';
import { previewCharge, runCharge, type AdminChargePreview } from '@/services/admin-billing';
import { useGuarded } from '../components/Reauth';
import { toastError } from '../components/toastError';

export default function DailyCharge() {
  const t = useT('admin.billing.charge');
  const guarded = useGuarded();
  const [day, setDay] = useState<Dayjs>(() => dayjs().subtract(1, 'day'));
  const [preview, setPreview] = useState<AdminChargePreview | null>(null);
  const [busy, setBusy] = useState<'preview' | 'run' | null>(null);
  const dayText = day.format('YYYY-MM-DD');

  const look = async () => {
    setBusy('preview');
    try {
      setPreview(await previewCharge(dayText));
    } catch (error) {
      setPreview(null);
      toastError(error, t('failed'));
    } finally {
      setBusy(null);
    }
  };
  const run = async () => {
    setBusy('run');
    try {
      const r = await guarded(() => runCharge(dayText));
      toast.success(t('done', { day: r.day, count: r.charged }));
      setPreview(await previewCharge(dayText));
    } catch (error) {
      toastError(error, t('failed'));
    } finally {
      setBusy(null);
    }
  };

  return (
    <div className="admin-section">
      <p>{t('explain')}</p>
      <div className="admin-actions">
        <DatePicker
          value={day}
          allowClear={false}
          aria-label={t('day')}
          disabledDate={(d) => d.isAfter(dayjs().add(1, 'day'), 'day')}
          onChange={(d) => {
            if (d) setDay(d);
            setPreview(null);
          }}
          data-testid="admin-charge-day"
        />
        <Button icon={<EyeOutlined />} onClick={look} loading={busy === 'preview'} data-testid="admin-charge-preview">
          {t('preview')}
        </Button>
        <Popconfirm title={t('confirm', { day: dayText })} okText={t('run')} cancelText={t('cancel')} onConfirm={run} disabled={!preview}>
          <Button type="primary" danger icon={<ThunderboltOutlined />} disabled={!preview} loading={busy === 'run'} data-testid="admin-charge-run">
            {t('run')}
          </Button>
        </Popconfirm>
      </div>
      {preview && (
        <div className="admin-section" data-testid="admin-charge-result">
          <Alert
            type={preview.count ? 'info' : 'success'}
            showIcon
            message={t('summary', { day: preview.day, count: preview.count, already: preview.alreadyCharged })}
          />
          <Table
            className="admin-section"
            rowKey="id"
            size="small"
            pagination={{ pageSize: 20, hideOnSinglePage: true }}
            scroll={{ x: 'max-content' }}
            dataSource={preview.accounts}
            locale={{ emptyText: <Empty description={t('nobody')} /> }}
            columns={[
              { title: t('account'), dataIndex: 'name' },
              { title: t('balance'), dataIndex: 'balanceDays' },
              { title: t('after'), key: 'after', render: (_, a) => a.balanceDays - 1 },
            ]}
          />
        </div>
      )}
    </div>
  );
}
