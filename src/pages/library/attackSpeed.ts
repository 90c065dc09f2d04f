/**
 * Weapon attack speed as the game names it. Item data stores a number, 2 (fastest) to 15
 * (slowest); the game's item tooltip shows a word with the number:
 *   2-3 Faster, 4-5 Fast, 6 Normal, 7-8 Slow, 9 Slower, 10 and above Slowest
 * (below 2, only reached with speed buffs, is Fastest). The label keys are library.speed.*.
 */
export type AttackSpeedLabel = 'fastest' | 'faster' | 'fast' | 'normal' | 'slow' | 'slower' | 'slowest';

export function attackSpeedLabel(value: number): AttackSpeedLabel {
  if (value <= 1) return 'fastest';
  if (value <= 3) return 'faster';
  if (value <= 5) return 'fast';
  if (value === 6) return 'normal';
  if (value <= 8) return 'slow';
  if (value === 9) return 'slower';
  return 'slowest';
}

/** The catalog key of a speed value, with {value} to fill in. */
export const attackSpeedKey = (value: number) => `library.speed.${attackSpeedLabel(value)}`;
