/**
 * Redeem a game-time card: the code is checked here with the server's own rule (spaces,
 * lower case and missing dashes accepted), then the server's refusals (not found, used,
 * expired, too many attempts) are shown on the field. The code is checked when the form is
 * sent; its message stays until the next try, and a redeemed code clears the field.
 */
import { Button } from 'antd';
import { CreditCardFilled, ShoppingOutlined } from '@ant-design/icons';
import { Link } from '@umijs/max';
import { useState, type FormEvent } from 'react';
import FormField from '@/components/FormField';
import TextInput from '@/components/TextInput';
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

/** What is wrong with the last try: a local check (translated when shown) or the server's refusal. */
type Problem = { check: 'redeem.empty' | 'redeem.badFormat' } | { refused: string };

const FIELD_ID = 'billing-redeem-code';

export default function RedeemForm({ onRedeem }: RedeemFormProps) {
  const { t } = useBillingT();
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<Problem | null>(null);
  const redeem = useSubmit(onRedeem, {
    onSuccess: () => {
      setCode('');
      setProblem(null);
    },
    onError: (err) => setProblem({ refused: isApiError(err) && err.message ? err.message : t('ui.redeem.failed') }),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const normalized = normalizeCardCode(code);
    if (normalized) {
      setProblem(null);
      void redeem.submit(normalized);
    } else setProblem({ check: code.trim() ? 'redeem.badFormat' : 'redeem.empty' });
  };

  const error = problem ? ('check' in problem ? t(problem.check) : problem.refused) : null;

  return (
    <Panel title={t('ui.redeem.title')} icon={<CreditCardFilled />} id="billing-redeem" testId="billing-redeem">
      <p className={styles.muted}>{t('ui.redeem.intro')}</p>
      <form noValidate onSubmit={submit} className={styles.redeemForm}>
        <FormField id={FIELD_ID} label={t('ui.redeem.label')} error={error}>
          {(control) => (
            <TextInput
              {...control}
              size="large"
              placeholder="XXXX-XXXX-XXXX-XXXX"
              autoComplete="off"
              spellCheck={false}
              maxLength={64}
              value={code}
              onChange={(e) => setCode(e.target.value)}
              aria-required="true"
              className={styles.codeInput}
              data-testid="redeem-input"
            />
          )}
        </FormField>
        <div className={styles.redeemActions}>
          <Button type="primary" htmlType="submit" size="large" loading={redeem.loading} className={styles.primaryButton} data-testid="redeem-submit">
            {t('ui.redeem.submit')}
          </Button>
          <Link to="/shop" className={styles.shopLink}>
            <ShoppingOutlined aria-hidden="true" /> {t('ui.redeem.buy')}
          </Link>
        </div>
      </form>
    </Panel>
  );
}
