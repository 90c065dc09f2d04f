/** Unit price, total, current balance and what is left after paying (red when not enough). */
import { useIntl } from '@umijs/max';
import { Alert } from 'antd';
import type { ShopBalance, ShopItem } from '@/services/shop';
import { useT } from '@/lib/useT';
import CurrencyTag from '../components/CurrencyTag';
import { balanceOf } from './orderRules';
import styles from '../dialogs.module.css';

export interface SumsProps {
  item: ShopItem;
  quantity: number;
  total: number;
  balance: Partial<ShopBalance> | null;
  /** Balance after paying, null when unknown. */
  left: number | null;
}

export function Sums({ item, quantity, total, balance, left }: SumsProps) {
  const intl = useIntl();
  const t = useT();
  const have = balanceOf(balance, item.currency);
  return (
    <>
      <dl className={styles.sums} data-testid="shop-sums">
        <div className={styles.sumRow}>
          <dt>{t('shop.buy.unitPrice')}</dt>
          <dd>
            {intl.formatNumber(item.price)}
            {quantity > 1 && ` × ${intl.formatNumber(quantity)}`}
          </dd>
        </div>
        <div className={`${styles.sumRow} ${styles.sumTotal}`}>
          <dt>{t('shop.buy.total')}</dt>
          <dd data-testid="shop-total">
            {intl.formatNumber(total)} <CurrencyTag currency={item.currency} />
          </dd>
        </div>
        {have !== null && (
          <div className={styles.sumRow}>
            <dt>{t('shop.buy.have')}</dt>
            <dd data-testid="shop-have">{intl.formatNumber(have)}</dd>
          </div>
        )}
        {left !== null && (
          <div className={styles.sumRow}>
            <dt>{t('shop.buy.after')}</dt>
            <dd className={left < 0 ? styles.negative : undefined} data-testid="shop-left">
              {intl.formatNumber(left)}
            </dd>
          </div>
        )}
      </dl>
      {left !== null && left < 0 && (
        <Alert style={{ marginTop: 12 }} type="warning" showIcon message={t('shop.buy.notEnough', { currency: t(`shop.currency.${item.currency}`) })} data-testid="shop-not-enough" />
      )}
      {left === null && <p className={styles.cardNote} style={{ marginTop: 8 }}>{t('shop.buy.unknownBalance')}</p>}
    </>
  );
}
