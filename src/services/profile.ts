/**
 * Profile endpoints (logged in): the account overview, the characters with their
 * equipment and inventory, the daily check-in, account unlock and password change.
 * Contract: config/contract/profile.ts.
 */
import type {
  ChangePasswordBody,
  CharacterItems,
  CheckinBody,
  CheckinResult,
  CheckinReward,
  CheckinStatus,
  EquippedItem,
  InventoryTab,
  ItemStatValues,
  PasswordChanged,
  ProfileAccount,
  ProfileCharacter,
  ProfileCharacters,
  ProfileCurrencies,
  ProfileItem,
  ProfileStatusTag,
  UnlockBody,
  UnlockResult,
} from '../../config/contract/profile';
import { api } from './client';
import { saveAccessToken } from '@/lib/tokenStore';

export { INVENTORY_TABS } from '../../config/accountLists';
export type {
  ChangePasswordBody,
  CharacterItems,
  CheckinResult,
  CheckinReward,
  CheckinStatus,
  EquippedItem,
  InventoryTab,
  ItemStatValues,
  PasswordChanged,
  ProfileAccount,
  ProfileCharacter,
  ProfileCurrencies,
  ProfileItem,
  ProfileStatusTag,
  UnlockBody,
  UnlockResult,
};

/** GET /api/v1/profile/account: overview, masked e-mail, status tags, currencies. */
export function fetchAccount(): Promise<ProfileAccount> {
  return api<ProfileAccount>('/api/v1/profile/account');
}

/** GET /api/v1/profile/characters: every character of the account with its stats. */
export function fetchCharacters(): Promise<ProfileCharacters> {
  return api<ProfileCharacters>('/api/v1/profile/characters');
}

/** GET /api/v1/profile/characters/{id}/items: equipped slots and inventory tabs. */
export function fetchCharacterItems(id: number): Promise<CharacterItems> {
  return api<CharacterItems>(`/api/v1/profile/characters/${encodeURIComponent(id)}/items`);
}

/** GET /api/v1/checkin: this month's calendar, streak and reward table. */
export function fetchCheckIn(): Promise<CheckinStatus> {
  return api<CheckinStatus>('/api/v1/checkin');
}

/** POST /api/v1/checkin {characterId}: today's check-in (refused the second time). */
export function checkIn(characterId: number | undefined): Promise<CheckinResult> {
  const data: CheckinBody = characterId ? { characterId } : {};
  return api<CheckinResult>('/api/v1/checkin', { method: 'POST', data });
}

/** POST /api/v1/account/unlock: method 1 clears a stuck login, method 2 also checks the birthday. */
export function unlockAccount(body: UnlockBody): Promise<UnlockResult> {
  return api<UnlockResult>('/api/v1/account/unlock', { method: 'POST', data: body });
}

/**
 * PUT /api/v1/account/password: signs the other devices out on success. The change ends every
 * access token issued before it, this one's too, so the answer's fresh access token is stored
 * (the refresh token stays).
 */
export async function changePassword(body: ChangePasswordBody): Promise<PasswordChanged> {
  const result = await api<PasswordChanged>('/api/v1/account/password', { method: 'PUT', data: body });
  if (result?.token) saveAccessToken(result.token, result.expires_in);
  return result;
}

/** The shareable card image of a character (SVG, public). */
export function characterCardUrl(name: string): string {
  return `/api/v1/game/character/${encodeURIComponent(name)}/card.svg`;
}
