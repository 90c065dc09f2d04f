/**
 * Redeem a game-time card: the code is checked here with the server's own rule (spaces,
 * lower case and missing dashes accepted), then the server's refusals (not found, used,
 * expired, too many attempts) are shown on the field.
 */
import { Button, Form, Input } from 'antd';
import { CreditCardFilled, ShoppingOutlined } from '@ant-design/icons';
import { Link } from '@umijs/max';
import { useSubmit } from '@/lib/useSubmit';
import { isApiError } from '@/services/client';
import { normalizeCardCode, type RedeemAnswer } from '@/services/billing';
import Panel from '../components/Panel';
import { useBillingT } from './useT';
import styles from './billing.module.css';

export interface RedeemFormProps {
  /** Redeems the normalized code; rejects with the API error. */
  onRedeem: (code: string) => Promise<RedeemAnswer>;
}

export default function RedeemForm({ onRedeem }: RedeemFormProps) {
  const { t } = useBillingT();
  const [form] = Form.useForm<{ cardCode: string }>();
  const redeem = useSubmit(onRedeem, {
    onSuccess: () => form.resetFields(),
    onError: (err) => {
      const message = isApiError(err) && err.message ? err.message : t('ui.redeem.failed');
      form.setFields([{ name: 'cardCode', errors: [message] }]);
    },
  });

  const submit = ({ cardCode }: { cardCode: string }) => {
    const code = normalizeCardCode(cardCode);
    if (code) void redeem.submit(code);
  };

  return (
    <Panel title={t('ui.redeem.title')} icon={<CreditCardFilled />} id="billing-redeem" testId="billing-redeem">
      <p className={styles.muted}>{t('ui.redeem.intro')}</p>
      <Form form={form} layout="vertical" onFinish={submit} requiredMark={false} className={styles.redeemForm}>
        <Form.Item
          name="cardCode"
          label={t('ui.redeem.label')}
          validateTrigger="onSubmit"
          rules={[
            { required: true, whitespace: true, message: t('redeem.empty') },
            {
              validator: async (_, value: string | undefined) => {
                if (value && value.trim() && !normalizeCardCode(value)) throw new Error(t('redeem.badFormat'));
              },
            },
          ]}
        >
          <Input
            size="large"
            placeholder="XXXX-XXXX-XXXX-XXXX"
            autoComplete="off"
            spellCheck={false}
            maxLength={64}
            className={styles.codeInput}
            data-testid="redeem-input"
          />
        </Form.Item>
        <div className={styles.redeemActions}>
          <Button type="primary" htmlType="submit" size="large" loading={redeem.loading} className={styles.primaryButton} data-testid="redeem-submit">
            {t('ui.redeem.submit')}
          </Button>
          <Link to="/shop" className={styles.shopLink}>
            <ShoppingOutlined aria-hidden="true" /> {t('ui.redeem.buy')}
          </Link>
        </div>
      </Form>
    </Panel>
  );
}
