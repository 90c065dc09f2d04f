/** The account's currencies as statistic tiles with small icons. */
import { useIntl } from '@umijs/max';
import { CreditCardOutlined, GiftOutlined, LikeOutlined, StarFilled, WalletOutlined } from '@ant-design/icons';
import type { ReactNode } from 'react';
import type { ProfileCurrencies } from '@/services/profile';
import styles from '../profile.module.css';

const TILES: Array<{ key: keyof ProfileCurrencies; icon: ReactNode; tone: string }> = [
  { key: 'nxCredit', icon: <CreditCardOutlined />, tone: 'toneOrange' },
  { key: 'maplePoint', icon: <StarFilled />, tone: 'toneGold' },
  { key: 'nxPrepaid', icon: <WalletOutlined />, tone: 'toneBlue' },
  { key: 'rewardPoints', icon: <GiftOutlined />, tone: 'toneRose' },
  { key: 'votePoints', icon: <LikeOutlined />, tone: 'toneGreen' },
];

export default function Currencies({ currencies }: { currencies: ProfileCurrencies }) {
  const intl = useIntl();
  return (
    <ul className={styles.currencies} aria-label={intl.formatMessage({ id: 'profileOverview.currency.title' })} data-testid="currencies">
      {TILES.map(({ key, icon, tone }) => (
        <li key={key} className={`${styles.currency} ${styles[tone]}`} data-currency={key}>
          <span className={styles.currencyIcon} aria-hidden="true">
            {icon}
          </span>
          <span className={styles.currencyLabel}>{intl.formatMessage({ id: `profileOverview.currency.${key}` })}</span>
          <span className={styles.currencyValue}>{intl.formatNumber(currencies[key])}</span>
        </li>
      ))}
    </ul>
  );
}
