/**
 * The balance and subscription cards while the billing summary loads: both cards with their
 * titles and a skeleton each, as tall as the loaded cards at every width (billing.module.css,
 * `.pending…`), so the redeem form beside or below them and the history further down stay
 * where they are when the numbers arrive.
 */
import { CalendarOutlined, HourglassFilled } from '@ant-design/icons';
import { Skeleton } from 'antd';
import Panel from '../components/Panel';
import { useBillingT } from './useT';
import styles from './billing.module.css';

export default function SummaryPlaceholder() {
  const { t } = useBillingT();
  return (
    <>
      <Panel title={t('ui.balance.title')} icon={<HourglassFilled />} id="billing-balance" className={styles.pendingBalance} testId="billing-loading">
        <div aria-busy="true">
          <div className={styles.pendingBox} />
          <Skeleton active title={false} paragraph={{ rows: 2 }} />
        </div>
      </Panel>
      <Panel title={t('ui.subscription.title')} icon={<CalendarOutlined />} id="billing-subscription" className={styles.pendingSubscription}>
        <div aria-busy="true">
          <Skeleton active title={false} paragraph={{ rows: 6 }} />
        </div>
      </Panel>
    </>
  );
}
