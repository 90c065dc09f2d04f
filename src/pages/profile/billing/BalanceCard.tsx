/**
 * The game-time balance (a big number of days) and the subscription it makes: plan,
 * status tag, start and end game days, remaining of total days, how many subscriptions,
 * and the free-trial rule. The low or negative balance notice (antd's Alert) loads only
 * when it is shown.
 */
import { CalendarOutlined, FieldTimeOutlined, HourglassFilled } from '@ant-design/icons';
import { lazy, Suspense } from 'react';
import ProgressLine from '@/components/ProgressLine';
import Tag, { type TagColor } from '@/components/Tag';
import type { BillingStatus, BillingSummary } from '@/services/billing';
import Panel from '../components/Panel';
import { useBillingT } from './useT';
import styles from './billing.module.css';

const Alert = lazy(() => import('antd/es/alert'));

export const STATUS_COLOR: Record<BillingStatus, TagColor> = {
  active: 'green',
  inactive: 'default',
  expired: 'orange',
  cancelled: 'red',
};

export default function BalanceCard({ summary }: { summary: BillingSummary }) {
  const { t, num } = useBillingT();
  const sub = summary.subscription;
  const low = summary.balanceDays > 0 && summary.balanceDays <= 3;
  const negative = summary.balanceDays < 0;
  return (
    <>
      <Panel title={t('ui.balance.title')} icon={<HourglassFilled />} id="billing-balance" testId="billing-balance">
        <div className={`${styles.balance} ${negative ? styles.balanceNegative : ''}`}>
          <span className={styles.balanceLabel}>{t('ui.balance.label')}</span>
          <span className={styles.balanceValue} data-testid="billing-balance-days">
            {num(summary.balanceDays)}
            <small>{t('ui.balance.unit')}</small>
          </span>
          <Tag color={STATUS_COLOR[sub.status]} className={styles.statusTag} data-testid="billing-status">
            {t(`status.${sub.status}`)}
          </Tag>
        </div>
        {negative || low ? (
          <Suspense fallback={null}>
            {negative ? (
              <Alert type="error" showIcon className={styles.note} message={t('ui.balance.negative', { days: num(-summary.balanceDays) })} />
            ) : (
              <Alert type="warning" showIcon className={styles.note} message={t('ui.balance.low')} />
            )}
          </Suspense>
        ) : null}
        <p className={styles.trial} data-testid="billing-trial">
          {summary.inTrial ? t('ui.trial.in', { level: summary.freeTrialLevel }) : t('ui.trial.rule', { level: summary.freeTrialLevel })}
          {!summary.inTrial ? ` ${summary.chargedToday ? t('ui.trial.chargedToday') : t('ui.trial.notChargedToday')}` : null}
        </p>
      </Panel>
      <Panel title={t('ui.subscription.title')} icon={<CalendarOutlined />} id="billing-subscription" testId="billing-subscription">
        {sub.plan === null ? (
          <p className={styles.muted}>{t('ui.subscription.none')}</p>
        ) : (
          <>
            <div className={styles.planRow}>
              <span className={`${styles.plan} ${styles[`plan_${sub.plan}`] ?? ''}`} data-testid="billing-plan">
                {t(`plan.${sub.plan}`)}
              </span>
              <Tag color={STATUS_COLOR[sub.status]}>{t(`status.${sub.status}`)}</Tag>
            </div>
            <ProgressLine
              percent={sub.totalDays > 0 ? (sub.remainingDays / sub.totalDays) * 100 : 0}
              from="#f5a524"
              to="#c2410c"
              label={t('ui.subscription.remainingOf', { remaining: num(sub.remainingDays), total: num(sub.totalDays) })}
            />
            <p className={styles.remaining}>{t('ui.subscription.remainingOf', { remaining: num(sub.remainingDays), total: num(sub.totalDays) })}</p>
          </>
        )}
        <dl className={styles.rows}>
          <div>
            <dt>{t('ui.subscription.start')}</dt>
            <dd>{sub.startDate ?? '—'}</dd>
          </div>
          <div>
            <dt>{t('ui.subscription.end')}</dt>
            <dd>
              {sub.endDate ?? '—'}
              {sub.endDate ? <FieldTimeOutlined className={styles.rowIcon} aria-hidden="true" /> : null}
            </dd>
          </div>
          <div>
            <dt>{t('ui.subscription.count')}</dt>
            <dd data-testid="billing-count">{num(sub.count)}</dd>
          </div>
          <div>
            <dt>{t('ui.subscription.lastCharge')}</dt>
            <dd>{summary.lastChargeDate ?? t('ui.subscription.never')}</dd>
          </div>
        </dl>
        {sub.endDate ? <p className={styles.hint}>{t('ui.subscription.endHint')}</p> : null}
      </Panel>
    </>
  );
}
