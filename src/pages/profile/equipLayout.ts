/**
 * Where each equipment slot (config/equipSlots.ts) sits in the equipment window, like the
 * game's: rings down the left, the head pieces in the middle column, weapon and shield on
 * the right. Grid of 5 columns × 6 rows; row and column start at 1.
 */
import { CASH_COVER_SLOTS, type EquipSlot } from '../../../config/equipSlots';

export interface SlotCell {
  slot: EquipSlot;
  row: number;
  col: number;
}

export const EQUIP_GRID = { cols: 5, rows: 6 } as const;

export const EQUIP_LAYOUT: SlotCell[] = [
  { slot: 'ring1', row: 1, col: 1 },
  { slot: 'ring2', row: 2, col: 1 },
  { slot: 'ring3', row: 3, col: 1 },
  { slot: 'ring4', row: 4, col: 1 },
  { slot: 'hat', row: 1, col: 3 },
  { slot: 'medal', row: 1, col: 5 },
  { slot: 'pendant', row: 2, col: 2 },
  { slot: 'face', row: 2, col: 3 },
  { slot: 'earring', row: 2, col: 4 },
  { slot: 'cape', row: 3, col: 2 },
  { slot: 'eye', row: 3, col: 3 },
  { slot: 'overall', row: 4, col: 2 },
  { slot: 'top', row: 4, col: 3 },
  { slot: 'weapon', row: 4, col: 4 },
  { slot: 'shield', row: 4, col: 5 },
  { slot: 'gloves', row: 5, col: 2 },
  { slot: 'bottom', row: 5, col: 3 },
  { slot: 'belt', row: 5, col: 4 },
  { slot: 'mount', row: 6, col: 1 },
  { slot: 'shoes', row: 6, col: 3 },
  { slot: 'saddle', row: 6, col: 5 },
];

/** The window's "cash" page: the slots a cash cover can sit over, in the same places. */
export const CASH_LAYOUT: SlotCell[] = EQUIP_LAYOUT.filter((c) => CASH_COVER_SLOTS.includes(c.slot));
