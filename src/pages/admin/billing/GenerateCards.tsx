/**
 * Generate a batch: plan (its days, or a custom number), how many (1-1000), the last day a
 * card can be redeemed (optional), the batch name and a note. Asks the password again when
 * the server wants it; the new codes go to CardBatchResult.
 */
import { ModalForm, ProFormDatePicker, ProFormDependency, ProFormDigit, ProFormSelect, ProFormText, ProFormTextArea } from '@ant-design/pro-components';
import { Button } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import dayjs from 'dayjs';
import { useT } from '@/lib/useT';
import { ADMIN_CARDS_MAX_COUNT, generateCards, type AdminCardBatch } from '@/services/admin-billing';
import { useGuarded } from '../components/Reauth';
import { toastError } from '../components/toastError';
import { PLAN_DAYS } from './plans';

type Plan = keyof typeof PLAN_DAYS | 'CUSTOM';
interface Values {
  plan: Plan;
  days?: number;
  count: number;
  expiresOn?: string | dayjs.Dayjs;
  batch: string;
  note?: string;
}

export default function GenerateCards({ onDone }: { onDone: (batch: AdminCardBatch) => void }) {
  const t = useT('admin.billing.generate');
  const guarded = useGuarded();
  return (
    <ModalForm<Values>
      title={t('title')}
      width={480}
      initialValues={{ plan: 'MONTH', count: 10 }}
      modalProps={{ destroyOnHidden: true }}
      submitter={{ searchConfig: { submitText: t('submit') } }}
      trigger={
        <Button type="primary" icon={<PlusOutlined />} data-testid="admin-cards-generate">
          {t('button')}
        </Button>
      }
      onFinish={async (v) => {
        const expiresOn = v.expiresOn ? dayjs(v.expiresOn).format('YYYY-MM-DD') : undefined;
        try {
          const batch = await guarded(() =>
            generateCards({ plan: v.plan, days: v.plan === 'CUSTOM' ? v.days : undefined, count: v.count, expiresOn, batch: v.batch.trim(), note: v.note?.trim() || undefined }),
          );
          onDone(batch);
          return true;
        } catch (error) {
          toastError(error, t('failed'));
          return false;
        }
      }}
    >
      <ProFormSelect
        name="plan"
        label={t('plan')}
        allowClear={false}
        options={(['WEEK', 'MONTH', 'YEAR', 'CUSTOM'] as const).map((p) => ({ value: p, label: p === 'CUSTOM' ? t('plans.CUSTOM') : t(`plans.${p}`, { days: PLAN_DAYS[p] }) }))}
        rules={[{ required: true, message: t('planRequired') }]}
      />
      <ProFormDependency name={['plan']}>
        {({ plan }) =>
          plan === 'CUSTOM' && (
            <ProFormDigit name="days" label={t('days')} min={1} max={3650} fieldProps={{ precision: 0 }} rules={[{ required: true, message: t('daysRequired') }]} />
          )
        }
      </ProFormDependency>
      <ProFormDigit
        name="count"
        label={t('count')}
        min={1}
        max={ADMIN_CARDS_MAX_COUNT}
        fieldProps={{ precision: 0 }}
        extra={t('countHint', { max: ADMIN_CARDS_MAX_COUNT })}
        rules={[{ required: true, message: t('countRequired') }]}
      />
      <ProFormDatePicker
        name="expiresOn"
        label={t('expiresOn')}
        extra={t('expiresHint')}
        fieldProps={{ format: 'YYYY-MM-DD', disabledDate: (d: dayjs.Dayjs) => d.isBefore(dayjs().startOf('day')), style: { width: '100%' } }}
      />
      <ProFormText name="batch" label={t('batch')} fieldProps={{ maxLength: 32 }} rules={[{ required: true, whitespace: true, message: t('batchRequired') }]} />
      <ProFormTextArea name="note" label={t('note')} fieldProps={{ maxLength: 255, showCount: true, autoSize: { minRows: 2, maxRows: 4 } }} />
    </ModalForm>
  );
}
