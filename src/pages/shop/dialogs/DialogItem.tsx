/** The item a dialog is about: picture, name, category, duration and unit price. */
import type { ShopItem } from '@/services/shop';
import { useT } from '@/lib/useT';
import ShopPicture from '../components/ShopPicture';
import CurrencyTag from '../components/CurrencyTag';
import { categoryLabelKey, expirationMessage } from '../shopState';
import styles from '../dialogs.module.css';

export default function DialogItem({ item }: { item: ShopItem }) {
  const t = useT();
  const expiry = expirationMessage(item.expiration);
  return (
    <div className={styles.dialogItem}>
      <ShopPicture src={item.icon} category={item.category} />
      <div>
        <p className={styles.dialogItemName}>{item.name}</p>
        <div className={styles.dialogItemMeta}>
          <span className={styles.catTag}>{t(categoryLabelKey(item.category))}</span>
          {item.count > 1 && <span>{t('shop.card.count', { count: item.count })}</span>}
          <span>{t(expiry.id, expiry.values)}</span>
          <CurrencyTag currency={item.currency} amount={item.price} />
        </div>
      </div>
    </div>
  );
}
