/** Reading the game's own values: required-job bit mask, description text. */

/** The game's reqJob bit mask: 1 warrior, 2 magician, 4 bowman, 8 thief, 16 pirate (0: every job). */
const JOB_BITS = [
  [1, 'warrior'],
  [2, 'magician'],
  [4, 'bowman'],
  [8, 'thief'],
  [16, 'pirate'],
] as const;
export function jobLines(mask: number | undefined): string[] {
  if (!mask || mask < 0) return [];
  return JOB_BITS.filter(([bit]) => (mask & bit) !== 0).map(([, line]) => line);
}

/** Game text: literal \\n line breaks and colour codes (#b, #c, #k, ... and the closing #) dropped. */
export const gameText = (text: string) => text.replace(/\\[nr]/g, '\n').replace(/#[a-z]/g, '').replace(/#(?!\d)/g, '');
