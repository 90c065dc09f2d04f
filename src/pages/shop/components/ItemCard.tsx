/**
 * One shop item: its picture (category glyph when there is none), name (opens the details),
 * category, duration, price in a warm accent with the currency, availability badge and, when
 * it cannot be bought, the reason with the buy and gift buttons disabled. Wearable items get a
 * hanger button that puts them in the dressing room.
 */
import { useIntl } from '@umijs/max';
import { Button } from 'antd';
import { ClockCircleOutlined, GiftOutlined, ShoppingCartOutlined, SkinOutlined } from '@ant-design/icons';
import { useId } from 'react';
import type { ShopItem } from '@/services/shop';
import { useT } from '@/lib/useT';
import ShopPicture from './ShopPicture';
import { categoryLabelKey, expirationMessage } from '../shopState';
import CurrencyTag from './CurrencyTag';
import styles from '../shop.module.css';

export interface ItemCardProps {
  item: ShopItem;
  onBuy: (item: ShopItem) => void;
  onGift: (item: ShopItem) => void;
  onDetails: (item: ShopItem) => void;
  /** Wearable items only: put it in the dressing room. */
  onTryOn?: (item: ShopItem) => void;
  /** Already in the dressing room (the hanger shows it pressed). */
  inDressingRoom?: boolean;
}

export function availabilityClass(item: Pick<ShopItem, 'available' | 'unavailableReason'>) {
  if (item.available) return styles.badgeOn;
  return item.unavailableReason === 'sale_not_started' ? styles.badgeSoon : styles.badgeOff;
}

export default function ItemCard({ item, onBuy, onGift, onDetails, onTryOn, inDressingRoom = false }: ItemCardProps) {
  const intl = useIntl();
  const t = useT();
  const ids = useId();
  const nameId = `${ids}-name`;
  const reasonId = `${ids}-reason`;
  const expiry = expirationMessage(item.expiration);
  const reason = !item.available ? t(`shop.unavailable.${item.unavailableReason ?? 'not_for_sale'}`) : null;
  const wearable = Boolean(item.slot) && item.kind === 'item';

  return (
    <article
      className={`${styles.card} ${item.available ? '' : styles.cardOff}`}
      aria-labelledby={nameId}
      data-testid="shop-card"
      data-item-id={item.id}
      data-available={item.available}
    >
      <div className={styles.cardTop}>
        <button type="button" className={styles.iconButton} onClick={() => onDetails(item)} aria-label={t('shop.card.details', { name: item.name })} data-testid="shop-card-picture">
          <span className={styles.cardPicture}>
            <ShopPicture src={item.icon} category={item.category} size="small" />
          </span>
        </button>
        <span className={`${styles.badge} ${availabilityClass(item)}`} data-testid="shop-card-badge">
          {reason ?? t('shop.card.available')}
        </span>
        {wearable && onTryOn && (
          <button
            type="button"
            className={`${styles.hanger} ${inDressingRoom ? styles.hangerOn : ''}`}
            onClick={() => onTryOn(item)}
            aria-label={t('shop.card.tryOn', { name: item.name })}
            aria-pressed={inDressingRoom}
            title={t('shop.card.tryOn', { name: item.name })}
            data-testid="shop-card-tryon"
          >
            <SkinOutlined aria-hidden="true" />
          </button>
        )}
      </div>
      <div className={styles.cardBody}>
        <h3 className={styles.cardName} id={nameId}>
          <button type="button" className={`${styles.cardNameButton} ${styles.focusRing}`} onClick={() => onDetails(item)} data-testid="shop-card-name">
            {item.name}
          </button>
        </h3>
        <div className={styles.cardMeta}>
          <span className={styles.catTag}>{t(categoryLabelKey(item.category))}</span>
          {item.count > 1 && <span>{t('shop.card.count', { count: item.count })}</span>}
          <span className={styles.expiry} data-testid="shop-card-expiration">
            <ClockCircleOutlined aria-hidden="true" />
            <span className={styles.srOnly}>{t('shop.card.expiration')}</span>
            {t(expiry.id, expiry.values)}
          </span>
        </div>
        <div className={styles.priceRow}>
          <span className={styles.srOnly}>{t('shop.card.price')}</span>
          <strong className={styles.price} data-testid="shop-card-price">
            {intl.formatNumber(item.price)}
          </strong>
          <CurrencyTag currency={item.currency} />
        </div>
        {reason ? (
          <p className={styles.reason} id={reasonId} data-testid="shop-card-reason">
            {reason}
          </p>
        ) : (
          item.stock !== null && item.stock !== undefined && <p className={styles.cardNote}>{t('shop.card.stock', { count: item.stock })}</p>
        )}
        <div className={styles.cardActions}>
          <Button
            type="primary"
            icon={<ShoppingCartOutlined />}
            disabled={!item.available}
            aria-describedby={reason ? reasonId : undefined}
            onClick={() => onBuy(item)}
            data-testid="shop-buy"
          >
            {t('shop.card.buy')}
          </Button>
          <Button
            icon={<GiftOutlined />}
            disabled={!item.available || item.kind !== 'item'}
            aria-describedby={reason ? reasonId : undefined}
            onClick={() => onGift(item)}
            data-testid="shop-gift"
          >
            {t('shop.card.gift')}
          </Button>
        </div>
      </div>
    </article>
  );
}
