/**
 * The profile page's state as it lives in the URL (?tab&character&bag), so Back works
 * and a link to a character's equipment can be shared. Pure functions.
 */
import { INVENTORY_TABS, type InventoryTab } from '@/services/profile';

export const PROFILE_TABS = ['overview', 'characters', 'billing', 'invites'] as const;
export type ProfileTab = (typeof PROFILE_TABS)[number];

export interface ProfileState {
  tab: ProfileTab;
  /** The character opened on the characters tab. */
  character: number | null;
  /** The inventory tab shown for that character. */
  bag: InventoryTab;
}

export const DEFAULT_PROFILE_STATE: ProfileState = { tab: 'overview', character: null, bag: 'equip' };

export function parseProfileQuery(search: string | URLSearchParams): ProfileState {
  const q = typeof search === 'string' ? new URLSearchParams(search) : search;
  const rawTab = q.get('tab') ?? '';
  const rawCharacter = q.get('character') ?? '';
  const rawBag = q.get('bag') ?? '';
  const character = /^\d{1,10}$/.test(rawCharacter) && Number(rawCharacter) > 0 ? Number(rawCharacter) : null;
  let tab = (PROFILE_TABS as readonly string[]).includes(rawTab) ? (rawTab as ProfileTab) : DEFAULT_PROFILE_STATE.tab;
  // A character link without a tab still opens the characters tab.
  if (!rawTab && character !== null) tab = 'characters';
  const bag = (INVENTORY_TABS as readonly string[]).includes(rawBag) ? (rawBag as InventoryTab) : DEFAULT_PROFILE_STATE.bag;
  return { tab, character: tab === 'characters' ? character : null, bag };
}

/** The query string of a state, defaults left out ('' for the overview). */
export function profileQueryString(state: ProfileState): string {
  const q = new URLSearchParams();
  if (state.tab !== DEFAULT_PROFILE_STATE.tab) q.set('tab', state.tab);
  if (state.tab === 'characters' && state.character !== null) {
    q.set('character', String(state.character));
    if (state.bag !== DEFAULT_PROFILE_STATE.bag) q.set('bag', state.bag);
  }
  const s = q.toString();
  return s ? `?${s}` : '';
}
