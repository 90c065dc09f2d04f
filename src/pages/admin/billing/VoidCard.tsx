/** Void one unused or expired card, after a confirmation with an optional reason (password checked by useGuarded). */
import { ModalForm, ProFormTextArea } from '@ant-design/pro-components';
import { Button } from 'antd';
import { StopOutlined } from '@ant-design/icons';
import { useT } from '@/lib/useT';
import { toast } from '@/lib/toast';
import { voidCard, type AdminCardRow } from '@/services/admin-billing';
import { useGuarded } from '../components/Reauth';
import { toastError } from '../components/toastError';

export default function VoidCard({ card, onDone }: { card: AdminCardRow; onDone: () => void }) {
  const t = useT('admin.billing.void');
  const guarded = useGuarded();
  return (
    <ModalForm<{ reason?: string }>
      title={t('title', { code: card.code })}
      width={440}
      modalProps={{ destroyOnHidden: true }}
      submitter={{ searchConfig: { submitText: t('submit') }, submitButtonProps: { danger: true } }}
      trigger={
        <Button size="small" danger icon={<StopOutlined />} data-testid={`admin-card-void-${card.code}`}>
          {t('button')}
        </Button>
      }
      onFinish={async ({ reason }) => {
        try {
          await guarded(() => voidCard(card.code, reason?.trim() || undefined));
        } catch (error) {
          toastError(error, t('failed'));
          return false;
        }
        toast.success(t('done', { code: card.code }));
        onDone();
        return true;
      }}
    >
      <p>{t('explain')}</p>
      <ProFormTextArea name="reason" label={t('reason')} fieldProps={{ maxLength: 255, showCount: true, autoSize: { minRows: 2, maxRows: 4 } }} />
    </ModalForm>
  );
}
