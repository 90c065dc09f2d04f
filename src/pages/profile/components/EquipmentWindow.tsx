/**
 * The equipment window, laid out like the game's: every slot in its place, empty slots
 * drawn as empty frames, and a second "cash" page with the cash covers (a toggle like the
 * game's tabs). The character's avatar stands behind the middle column.
 */
import { useIntl } from '@umijs/max';
import { Segmented } from 'antd';
import { useState } from 'react';
import type { EquippedItem } from '@/services/profile';
import { CASH_LAYOUT, EQUIP_GRID, EQUIP_LAYOUT } from '../equipLayout';
import ItemSlot from './ItemSlot';
import styles from '../characters.module.css';

export interface EquipmentWindowProps {
  equipped: EquippedItem[];
  /** Character name in the title bar. */
  name?: string;
  /** Stories: open on the cash page. */
  initialPage?: 'equip' | 'cash';
}

export default function EquipmentWindow({ equipped, name, initialPage = 'equip' }: EquipmentWindowProps) {
  const intl = useIntl();
  const [page, setPage] = useState<'equip' | 'cash'>(initialPage);
  const cash = page === 'cash';
  const bySlot = new Map(equipped.filter((e) => e.cash === cash).map((e) => [e.slot, e.item]));
  const layout = cash ? CASH_LAYOUT : EQUIP_LAYOUT;
  const cashCount = equipped.filter((e) => e.cash).length;
  return (
    <section className={styles.equipWindow} aria-label={intl.formatMessage({ id: 'profileCharacters.equip.title' })} data-testid="equipment-window">
      <header className={styles.gameTitleBar}>
        <span>{intl.formatMessage({ id: 'profileCharacters.equip.title' })}</span>
        {name ? <span className={styles.gameTitleName}>{name}</span> : null}
      </header>
      <Segmented
        size="small"
        block
        className={styles.gameTabs}
        value={page}
        onChange={(v) => setPage(v as 'equip' | 'cash')}
        options={[
          { value: 'equip', label: intl.formatMessage({ id: 'profileCharacters.equip.pageEquip' }) },
          { value: 'cash', label: intl.formatMessage({ id: 'profileCharacters.equip.pageCash' }, { count: cashCount }) },
        ]}
      />
      <div
        className={styles.equipGrid}
        style={{ gridTemplateColumns: `repeat(${EQUIP_GRID.cols}, var(--slot))`, gridTemplateRows: `repeat(${EQUIP_GRID.rows}, var(--slot))` }}
        data-page={page}
      >
        {layout.map((cell) => (
          <ItemSlot
            key={cell.slot}
            slot={cell.slot}
            item={bySlot.get(cell.slot) ?? null}
            label={intl.formatMessage({ id: `profileCharacters.slot.${cell.slot}` })}
            style={{ gridRow: cell.row, gridColumn: cell.col }}
          />
        ))}
      </div>
    </section>
  );
}
