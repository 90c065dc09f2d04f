/**
 * Codes a person types: game-time cards and invite codes.
 *
 * Both are drawn with a crypto random generator from one alphabet without the look-alikes
 * 0/O and 1/I/L (BILLING_CARD_ALPHABET, upper case only, so a code means the same on a
 * case-insensitive MySQL column and on SQLite):
 *   - a card: 16 symbols dashed in fours ('ABCD-EFGH-JKMN-PQRS');
 *   - an invite code (applied for, or bought in the shop): INVITE_CODE_LENGTH symbols,
 *     within the registration form's 5-12 letters and digits.
 * A unique key on each table refuses the (practically impossible) repeat; the callers
 * draw again.
 */
import crypto from 'node:crypto';
import { BILLING_CARD_ALPHABET, INVITE_CODE_LENGTH } from '../../config/rules';

/** `length` random symbols of the alphabet. */
function randomSymbols(length: number): string {
  return Array.from({ length }, () => BILLING_CARD_ALPHABET[crypto.randomInt(BILLING_CARD_ALPHABET.length)]).join('');
}

/** A new card code: 16 symbols, dashed in fours. */
export function newCardCode(): string {
  return randomSymbols(16).replace(/(.{4})(?!$)/g, '$1-');
}

/** A new invite code. */
export function newInviteCode(): string {
  return randomSymbols(INVITE_CODE_LENGTH);
}
