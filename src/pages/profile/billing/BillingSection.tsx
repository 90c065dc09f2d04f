/**
 * The billing tab: the game-time balance and subscription, redeeming a card, and the
 * ledger history. `BillingView` draws with a given API (stories, tests); the default
 * export uses the real one.
 */
import { useRequest } from 'ahooks';
import { useIntl } from '@umijs/max';
import { useState } from 'react';
import toast from '@/lib/toast';
import { PHONE_QUERY, useMediaQuery } from '@/lib/useMediaQuery';
import { fetchBillingHistory, fetchBillingSummary, redeemCard, type BillingHistory, type BillingHistoryQuery, type BillingSummary, type RedeemAnswer } from '@/services/billing';
import { SectionError } from '../components/States';
import BalanceCard from './BalanceCard';
import HistoryTable from './HistoryTable';
import RedeemForm from './RedeemForm';
import SummaryPlaceholder from './SummaryPlaceholder';
import { useBillingT } from './useT';
import styles from './billing.module.css';

export interface BillingApi {
  summary: () => Promise<BillingSummary>;
  history: (query: BillingHistoryQuery) => Promise<BillingHistory>;
  redeem: (code: string) => Promise<RedeemAnswer>;
}

export const billingApi: BillingApi = { summary: fetchBillingSummary, history: fetchBillingHistory, redeem: redeemCard };

export function BillingView({ api = billingApi }: { api?: BillingApi }) {
  const intl = useIntl();
  const { t, num } = useBillingT();
  const compact = useMediaQuery(PHONE_QUERY);
  const [reloadKey, setReloadKey] = useState(0);
  const summary = useRequest(api.summary, { refreshDeps: [intl.locale], onError: () => undefined });

  const redeem = async (code: string) => {
    const answer = await api.redeem(code);
    toast.success(t('ui.redeem.success', { days: num(answer.days) }), {
      description: t('ui.redeem.balanceNow', { days: num(answer.balanceDays) }),
    });
    summary.mutate((s) => (s ? { ...s, balanceDays: answer.balanceDays, subscription: answer.subscription } : s));
    summary.refresh();
    setReloadKey((k) => k + 1);
    return answer;
  };

  return (
    <div className={styles.section} data-testid="billing-section">
      <div className={styles.top}>
        {summary.data ? (
          <BalanceCard summary={summary.data} />
        ) : summary.loading ? (
          <SummaryPlaceholder />
        ) : (
          <div className={styles.topState}>
            <SectionError message={summary.error?.message} onRetry={summary.refresh} testId="billing-error" />
          </div>
        )}
        <RedeemForm onRedeem={redeem} />
      </div>
      <HistoryTable load={api.history} reloadKey={reloadKey} compact={compact} hold={summary.loading && !summary.data} total={summary.data?.historyTotal} />
    </div>
  );
}

export default function BillingSection() {
  return <BillingView />;
}
