/**
 * An item's details (a Drawer loaded lazily by the page): picture, name, price, duration,
 * the library's description, sale window, stock, limit and gender, with a link to the
 * item's page in the game library.
 */
import { Link, useIntl } from '@umijs/max';
import type { ReactNode } from 'react';
import { Alert, Button, Drawer, Skeleton } from 'antd';
import { BookOutlined, CloseOutlined } from '@ant-design/icons';
import { useRequest } from 'ahooks';
import type { ShopItem } from '@/services/shop';
import { fetchShopItem } from '@/services/shopOrders';
import { useT } from '@/lib/useT';
import ShopPicture from '../components/ShopPicture';
import CurrencyTag from '../components/CurrencyTag';
import { categoryLabelKey, expirationMessage, shownOnPage } from '../shopState';
import styles from '../dialogs.module.css';

export default function ItemDetails({ item, open, onClose }: { item: ShopItem; open: boolean; onClose: () => void }) {
  const intl = useIntl();
  const t = useT();
  const { data, loading, error, refresh } = useRequest(() => fetchShopItem(item.id), { refreshDeps: [item.id, intl.locale], onError: shownOnPage });
  const shown = data ?? item;
  const expiry = expirationMessage(shown.expiration);
  const saleWindow =
    shown.saleStart && shown.saleEnd
      ? `${t('shop.detail.from', { date: shown.saleStart.slice(0, 16) })} ${t('shop.detail.until', { date: shown.saleEnd.slice(0, 16) })}`
      : shown.saleStart
        ? t('shop.detail.from', { date: shown.saleStart.slice(0, 16) })
        : shown.saleEnd
          ? t('shop.detail.until', { date: shown.saleEnd.slice(0, 16) })
          : t('shop.detail.always');
  const facts: [string, ReactNode][] = [
    [t('shop.card.price'), <CurrencyTag key="p" currency={shown.currency} amount={shown.price} />],
    [t('shop.card.expiration'), t(expiry.id, expiry.values)],
    [t('shop.detail.saleWindow'), saleWindow],
  ];
  if (shown.stock !== null) facts.push([t('shop.detail.stock'), t('shop.card.stock', { count: shown.stock })]);
  if (shown.limitPerAccount !== null) facts.push([t('shop.detail.limit'), t('shop.card.limit', { count: shown.limitPerAccount })]);
  if (shown.gender === 0 || shown.gender === 1) facts.push([t('shop.detail.gender'), t(shown.gender === 0 ? 'shop.card.genderMale' : 'shop.card.genderFemale')]);

  return (
    <Drawer open={open} onClose={onClose} title={t('shop.detail.title')} width={440} closeIcon={<CloseOutlined aria-label={t('shop.detail.close')} />} data-testid="shop-details">
      <div className={styles.detailHead}>
        <ShopPicture src={shown.icon} category={shown.category} size="small" />
        <div>
          <h2 className={styles.detailName}>{shown.name}</h2>
          <span className={styles.catTag}>{t(categoryLabelKey(shown.category))}</span>{' '}
          {shown.itemId !== null && <span className={styles.cardNote}>{t('shop.card.id', { id: shown.itemId })}</span>}
        </div>
      </div>
      <dl className={styles.facts}>
        {facts.map(([label, value]) => (
          <div key={label} className={styles.fact}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <h3 style={{ fontSize: 15, fontWeight: 800, marginBottom: 6 }}>{t('shop.detail.description')}</h3>
      {loading && !data ? (
        <Skeleton active paragraph={{ rows: 2 }} title={false} />
      ) : error ? (
        <Alert type="warning" showIcon message={t('shop.detail.loadFailed')} action={<Button size="small" onClick={refresh}>{t('shop.results.retry')}</Button>} />
      ) : (
        <p className={styles.description} data-testid="shop-details-description">
          {data?.description || t('shop.detail.noDescription')}
        </p>
      )}
      {shown.itemId !== null && (
        <Link to={`/library/item/${shown.itemId}`} data-testid="shop-details-library">
          <BookOutlined aria-hidden="true" /> {t('shop.detail.library')}
        </Link>
      )}
    </Drawer>
  );
}
