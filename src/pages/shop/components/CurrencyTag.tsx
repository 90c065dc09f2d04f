/**
 * A currency: a small coin drawn in SVG (one colour per currency) and its translated
 * name, optionally after an amount. Used on the cards, in the dialogs and the balance.
 */
import { useIntl } from '@umijs/max';
import styles from '../shop.module.css';
import { currencyLook } from './coins';

export function CoinIcon({ currency }: { currency: string }) {
  const c = currencyLook(currency);
  return (
    <svg viewBox="0 0 16 16" aria-hidden="true" focusable="false" data-testid={`coin-${currency}`}>
      <circle cx="8" cy="8" r="7.2" fill={c.fill} stroke={c.ring} strokeWidth="1.4" />
      <circle cx="8" cy="8" r="4.9" fill="none" stroke={c.ring} strokeOpacity="0.35" strokeWidth="0.8" />
      <text x="8" y="11.2" textAnchor="middle" fontSize="8.5" fontWeight="900" fill={c.ring} fontFamily="Arial, sans-serif">
        {c.mark}
      </text>
    </svg>
  );
}

export interface CurrencyTagProps {
  /** A ShopCurrency (the contract types it as a string). */
  currency: string;
  /** Shown before the name ("1,200 NX Credit"). */
  amount?: number;
  className?: string;
}

export default function CurrencyTag({ currency, amount, className }: CurrencyTagProps) {
  const intl = useIntl();
  const name = intl.formatMessage({ id: `shop.currency.${currency}` });
  const look = currencyLook(currency);
  return (
    <span
      className={`${styles.currency} ${className ?? ''}`}
      style={{ background: look.tagBackground, color: look.tagText }}
      data-testid="shop-currency"
      data-currency={currency}
    >
      <CoinIcon currency={currency} />
      {amount !== undefined ? `${intl.formatNumber(amount)} ${name}` : name}
    </span>
  );
}
