/**
 * What a tooltip says about one item: its library name and description, then the row's
 * values (stats, upgrade slots, item level, hammers, owner, expiration, quantity, pet, flag,
 * gift from, id). Only values the row has are listed.
 */
import { useIntl } from '@umijs/max';
import dayjs from 'dayjs';
import type { ItemStatValues, ProfileItem } from '@/services/profile';
import { useT } from '@/lib/useT';
import styles from '../characters.module.css';

const STAT_ORDER: Array<keyof ItemStatValues> = ['str', 'dex', 'int', 'luk', 'hp', 'mp', 'watk', 'matk', 'wdef', 'mdef', 'acc', 'avoid', 'speed', 'jump'];

export function itemName(intl: ReturnType<typeof useIntl>, item: Pick<ProfileItem, 'name' | 'itemId'>): string {
  return item.name || intl.formatMessage({ id: 'profileCharacters.item.unnamed' }, { id: item.itemId });
}

export default function ItemDetails({ item }: { item: ProfileItem }) {
  const intl = useIntl();
  const t = useT('profileCharacters.item');
  const n = (v: number) => intl.formatNumber(v);
  const rows: Array<[string, string]> = [];
  if (item.quantity > 1) rows.push([t('quantity'), n(item.quantity)]);
  if (item.reqLevel) rows.push([t('reqLevel'), n(item.reqLevel)]);
  if (item.upgradeSlots !== null) rows.push([t('upgradeSlots'), n(item.upgradeSlots)]);
  if (item.itemLevel !== null) rows.push([t('itemLevel'), n(item.itemLevel)]);
  if (item.hammers !== null) rows.push([t('hammers'), n(item.hammers)]);
  if (item.owner) rows.push([t('owner'), item.owner]);
  if (item.petId > 0) rows.push([t('pet'), `#${item.petId}`]);
  if (item.flag) rows.push([t('flag'), String(item.flag)]);
  if (item.giftFrom) rows.push([t('giftFrom'), item.giftFrom]);
  rows.push([t('expiration'), item.expiration ? dayjs(item.expiration).format('YYYY-MM-DD HH:mm') : t('permanent')]);
  rows.push([t('id'), String(item.itemId)]);
  const stats = STAT_ORDER.filter((k) => item.stats?.[k]);
  return (
    <div className={styles.itemDetails} data-testid="item-details">
      <div className={styles.itemDetailsName}>{itemName(intl, item)}</div>
      {item.description ? <p className={styles.itemDetailsDesc}>{item.description}</p> : null}
      {stats.length > 0 && (
        <ul className={styles.itemStats}>
          {stats.map((k) => (
            <li key={k}>
              {t(`stat.${k}`)} <b>+{n(item.stats?.[k] ?? 0)}</b>
            </li>
          ))}
        </ul>
      )}
      <dl className={styles.itemRows}>
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
