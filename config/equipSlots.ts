/**
 * Equipment slots of a v83 character: the game stores an equipped item as an
 * inventoryitems row of inventorytype -1 whose `position` is the slot code below
 * (negative). A cash item worn over a slot (a "cover": it shows instead of the item
 * under it) sits at the slot's code minus 100 (-101 hat cover ... -111 weapon cover).
 *
 * One module for the server (items endpoint) and the web equipment window. No imports:
 * safe for the web bundle.
 *
 * Code -5 holds a top or an overall (a one-piece, item ids 105xxxx): `equipSlotOf`
 * tells them apart by the item id.
 */

export const EQUIP_SLOTS = [
  'hat', 'face', 'eye', 'earring', 'top', 'overall', 'bottom', 'shoes', 'gloves', 'cape', 'shield', 'weapon',
  'ring1', 'ring2', 'ring3', 'ring4', 'pendant', 'mount', 'saddle', 'medal', 'belt',
] as const;
export type EquipSlot = (typeof EQUIP_SLOTS)[number];

/** Slot code of every slot (overall shares -5 with top). */
export const EQUIP_SLOT_CODES: Record<EquipSlot, number> = {
  hat: -1,
  face: -2,
  eye: -3,
  earring: -4,
  top: -5,
  overall: -5,
  bottom: -6,
  shoes: -7,
  gloves: -8,
  cape: -9,
  shield: -10,
  weapon: -11,
  ring1: -12,
  ring2: -13,
  ring3: -15,
  ring4: -16,
  pendant: -17,
  mount: -18,
  saddle: -19,
  medal: -49,
  belt: -50,
};

/** Slots a cash cover can sit over (codes -101 to -111). */
export const CASH_COVER_SLOTS: readonly EquipSlot[] = ['hat', 'face', 'eye', 'earring', 'top', 'overall', 'bottom', 'shoes', 'gloves', 'cape', 'shield', 'weapon'];

/** Offset of a cash cover's code from its slot's code. */
export const CASH_COVER_OFFSET = -100;

const BY_CODE = new Map<number, EquipSlot>(
  (Object.entries(EQUIP_SLOT_CODES) as Array<[EquipSlot, number]>).filter(([slot]) => slot !== 'overall').map(([slot, code]) => [code, slot]),
);

/** An overall (one-piece) item id: 105xxxx. */
export const isOverall = (itemId: number) => Math.floor(itemId / 10000) === 105;

/**
 * The slot of an equipped row's position: {slot, cash}; null for a position that is
 * not an equipment slot of this version (a bag position, a pet's equipment...).
 */
export function equipSlotOf(position: number, itemId = 0): { slot: EquipSlot; cash: boolean } | null {
  const cash = position <= -101 && position >= -111;
  const code = cash ? position - CASH_COVER_OFFSET : position;
  const slot = BY_CODE.get(code);
  if (!slot) return null;
  if (slot === 'top' && isOverall(itemId)) return { slot: 'overall', cash };
  return { slot, cash };
}

/** The position of a slot (cash cover: code - 100). */
export function equipPositionOf(slot: EquipSlot, cash = false): number {
  const code = EQUIP_SLOT_CODES[slot];
  return cash ? code + CASH_COVER_OFFSET : code;
}
