/**
 * The shared equipment-slot map (config/equipSlots.ts, used by the server's items answer
 * and the web equipment window) and the v83 EXP table (config/expTable.ts).
 */
import { describe, expect, it } from 'vitest';
import { CASH_COVER_SLOTS, EQUIP_SLOTS, EQUIP_SLOT_CODES, equipPositionOf, equipSlotOf } from '../../config/equipSlots';
import { EXP_TO_NEXT_LEVEL, expPercent, expToNextLevel } from '../../config/expTable';
import { CHECKIN_GIFT_FROM } from '../../server/services/checkin';

describe('equipment slots', () => {
  it('maps every slot code of the game to its slot', () => {
    const expected: Array<[number, string]> = [
      [-1, 'hat'], [-2, 'face'], [-3, 'eye'], [-4, 'earring'], [-5, 'top'], [-6, 'bottom'], [-7, 'shoes'], [-8, 'gloves'],
      [-9, 'cape'], [-10, 'shield'], [-11, 'weapon'], [-12, 'ring1'], [-13, 'ring2'], [-15, 'ring3'], [-16, 'ring4'],
      [-17, 'pendant'], [-18, 'mount'], [-19, 'saddle'], [-49, 'medal'], [-50, 'belt'],
    ];
    for (const [code, slot] of expected) expect(equipSlotOf(code, 1000000), String(code)).toEqual({ slot, cash: false });
  });

  it('tells an overall from a top by the item id, in the slot and under a cash cover', () => {
    expect(equipSlotOf(-5, 1040000)).toEqual({ slot: 'top', cash: false });
    expect(equipSlotOf(-5, 1050045)).toEqual({ slot: 'overall', cash: false });
    expect(equipSlotOf(-105, 1051029)).toEqual({ slot: 'overall', cash: true });
  });

  it('maps the cash covers -101 to -111 over their slots', () => {
    const covers = Array.from({ length: 11 }, (_, i) => -101 - i).map((p) => equipSlotOf(p, 1000000));
    expect(covers.map((c) => c?.slot)).toEqual(['hat', 'face', 'eye', 'earring', 'top', 'bottom', 'shoes', 'gloves', 'cape', 'shield', 'weapon']);
    expect(covers.every((c) => c?.cash)).toBe(true);
    for (const slot of CASH_COVER_SLOTS) expect(equipSlotOf(equipPositionOf(slot, true), slot === 'overall' ? 1050000 : 1000000)).toEqual({ slot, cash: true });
  });

  it('gives no slot to positions that are not equipment slots', () => {
    for (const p of [0, 1, 24, -14, -20, -48, -51, -100, -112, -114]) expect(equipSlotOf(p, 1000000), String(p)).toBeNull();
  });

  it('round-trips every slot through its position', () => {
    for (const slot of EQUIP_SLOTS) {
      const id = slot === 'overall' ? 1050000 : 1000000;
      expect(equipSlotOf(equipPositionOf(slot), id)?.slot).toBe(slot);
      expect(equipPositionOf(slot)).toBe(EQUIP_SLOT_CODES[slot]);
    }
  });
});

describe('v83 EXP table', () => {
  it('has the 201 values the game uses, growing with the level', () => {
    expect(EXP_TO_NEXT_LEVEL).toHaveLength(201);
    expect([expToNextLevel(1), expToNextLevel(10), expToNextLevel(70), expToNextLevel(120), expToNextLevel(200)]).toEqual([15, 1242, 1650340, 23772654, 1697021059]);
    expect(EXP_TO_NEXT_LEVEL.every((v, i) => i === 0 || v >= EXP_TO_NEXT_LEVEL[i - 1])).toBe(true);
    expect(expToNextLevel(201)).toBe(2_000_000_000);
  });

  it('gives the percentage of the level with two decimals, capped at 100', () => {
    expect(expPercent(10, 621)).toBe(50);
    expect(expPercent(10, 1)).toBe(0.08);
    expect(expPercent(10, 99999)).toBe(100);
    expect(expPercent(10, -5)).toBe(0);
  });
});

describe('check-in gift', () => {
  it("fits the game's gifts.from column (13 characters)", () => {
    expect(CHECKIN_GIFT_FROM.length).toBeLessThanOrEqual(13);
  });
});
