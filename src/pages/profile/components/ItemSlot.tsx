/**
 * One slot of the equipment window or the inventory: a focusable button with the item's
 * icon (quantity badge when more than one) and a tooltip with the item's details that
 * opens on hover and on keyboard focus. An empty slot is an empty frame.
 */
import { useIntl } from '@umijs/max';
import { Tooltip } from 'antd';
import type { CSSProperties } from 'react';
import type { ProfileItem } from '@/services/profile';
import ItemDetails, { itemName } from './ItemDetails';
import ItemIcon from './ItemIcon';
import styles from '../characters.module.css';

export interface ItemSlotProps {
  item: ProfileItem | null;
  /** What the slot is called (equipment slot name), shown in an empty frame. */
  label?: string;
  style?: CSSProperties;
  /** data-slot / data-position for tests and styling. */
  slot?: string;
  position?: number;
}

export default function ItemSlot({ item, label, style, slot, position }: ItemSlotProps) {
  const intl = useIntl();
  if (!item) {
    return (
      <div
        className={`${styles.slot} ${styles.slotEmpty}`}
        style={style}
        data-slot={slot}
        data-position={position}
        data-testid="slot-empty"
        title={label ? intl.formatMessage({ id: 'profileCharacters.equip.emptySlot' }, { slot: label }) : undefined}
      >
        {label ? <span className={styles.slotLabel}>{label}</span> : null}
      </div>
    );
  }
  const name = itemName(intl, item);
  const aria = [label, name, item.quantity > 1 ? `×${item.quantity}` : ''].filter(Boolean).join(' · ');
  return (
    <Tooltip
      title={<ItemDetails item={item} />}
      trigger={['hover', 'focus']}
      mouseEnterDelay={0.05}
      color="#141b45"
      classNames={{ root: styles.itemTooltip }}
      destroyOnHidden
    >
      <button type="button" className={styles.slot} style={style} data-slot={slot} data-position={position} data-item={item.itemId} aria-label={aria}>
        <ItemIcon src={item.icon} itemId={item.itemId} />
        {item.quantity > 1 ? (
          <span className={styles.quantity} aria-hidden="true">
            {item.quantity > 9999 ? '9999+' : item.quantity}
          </span>
        ) : null}
      </button>
    </Tooltip>
  );
}
