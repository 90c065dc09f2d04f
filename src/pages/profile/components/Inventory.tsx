/**
 * The inventory window: tabs equip / use / set-up / etc / cash, each a grid of its slots
 * by position (4 columns like the game), items with a quantity badge and a tooltip.
 */
import { useIntl } from '@umijs/max';
import { Segmented } from 'antd';
import { INVENTORY_TABS, type CharacterItems, type InventoryTab, type ProfileItem } from '@/services/profile';
import ItemSlot from './ItemSlot';
import styles from '../characters.module.css';

export interface InventoryProps {
  inventory: CharacterItems['inventory'];
  slots: CharacterItems['slots'];
  tab: InventoryTab;
  onTabChange: (tab: InventoryTab) => void;
}

export const INVENTORY_COLUMNS = 4;

export default function Inventory({ inventory, slots, tab, onTabChange }: InventoryProps) {
  const intl = useIntl();
  const bag = { slots: slots[tab] ?? 0, items: inventory[tab] ?? [] };
  const byPosition = new Map<number, ProfileItem>(bag.items.map((i) => [i.position, i]));
  // Enough cells for every slot (and for any item stored beyond them), in whole rows.
  const highest = Math.max(bag.slots, ...bag.items.map((i) => i.position), 0);
  const cells = Math.max(INVENTORY_COLUMNS, Math.ceil(highest / INVENTORY_COLUMNS) * INVENTORY_COLUMNS);
  return (
    <section className={styles.inventoryWindow} aria-label={intl.formatMessage({ id: 'profileCharacters.inventory.title' })} data-testid="inventory">
      <header className={styles.gameTitleBar}>
        <span>{intl.formatMessage({ id: 'profileCharacters.inventory.title' })}</span>
        <span className={styles.gameTitleName}>{intl.formatMessage({ id: 'profileCharacters.inventory.used' }, { used: bag.items.length, slots: bag.slots })}</span>
      </header>
      <Segmented
        size="small"
        block
        className={styles.gameTabs}
        value={tab}
        onChange={(v) => onTabChange(v as InventoryTab)}
        options={INVENTORY_TABS.map((k) => ({ value: k, label: intl.formatMessage({ id: `profileCharacters.inventory.tab.${k}` }) }))}
      />
      <div className={styles.inventoryGrid} data-tab={tab}>
        {Array.from({ length: cells }, (_, i) => {
          const position = i + 1;
          const item = byPosition.get(position) ?? null;
          const locked = position > bag.slots;
          return locked && !item ? (
            <div key={position} className={`${styles.slot} ${styles.slotLocked}`} aria-hidden="true" />
          ) : (
            <ItemSlot key={position} position={position} item={item} />
          );
        })}
      </div>
      {bag.items.length === 0 ? <p className={styles.inventoryEmpty}>{intl.formatMessage({ id: 'profileCharacters.inventory.empty' })}</p> : null}
    </section>
  );
}
