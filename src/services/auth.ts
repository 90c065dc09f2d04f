/**
 * Auth endpoints (contract in config/contract/auth.ts).
 */
import type {
  LoginBody,
  TokenSet,
  UserInfo,
} from '../../config/contract/auth';
import { api } from './client';

export type { LoginBody, TokenSet, UserInfo };

/** POST /api/v1/auth/login: username, password, human-check token -> token set. */
export function login(body: LoginBody): Promise<TokenSet> {
  return api<TokenSet>('/api/v1/auth/login', { method: 'POST', data: body, skipAuth: true, skipAuthRefresh: true });
}

/** POST /api/v1/auth/refresh: a new token set for a valid refresh token (rotated). */
export function refresh(refreshToken: string): Promise<TokenSet> {
  return api<TokenSet>('/api/v1/auth/refresh', {
    method: 'POST',
    data: { refresh_token: refreshToken },
    skipAuth: true,
    skipAuthRefresh: true,
  });
}

/** POST /api/v1/auth/logout: revokes the refresh token on the server. */
export function logout(refreshToken: string | null): Promise<null> {
  return api<null>('/api/v1/auth/logout', {
    method: 'POST',
    data: refreshToken ? { refresh_token: refreshToken } : {},
    skipAuthRefresh: true,
  });
}

/** GET /api/v1/user/info: the logged-in account. */
export function fetchUserInfo(): Promise<UserInfo> {
  return api<UserInfo>('/api/v1/user/info');
}
