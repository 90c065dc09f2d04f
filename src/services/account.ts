/**
 * Account endpoints used by the guest screens (register, forgot password, human check).
 * Contract: config/contract/auth.ts. Login itself lives in ./auth.ts.
 */
import type {
  AltchaChallenge,
  EmailCodeSent,
  HumanCheckConfig,
  Registered,
  RegisterBody,
  ResetConfirmBody,
  TermsOfService,
} from '../../config/contract/auth';
import { api } from './client';

export type { AltchaChallenge, EmailCodeSent, HumanCheckConfig, Registered, RegisterBody, ResetConfirmBody, TermsOfService };

const guest = { skipAuth: true, skipAuthRefresh: true } as const;

/** POST /api/v1/auth/register: creates the game account. */
export function register(body: RegisterBody): Promise<Registered> {
  return api<Registered>('/api/v1/auth/register', { method: 'POST', data: body, ...guest });
}

/** POST /api/register/captcha: e-mails a 6-digit code for registration. */
export function sendEmailCode(email: string): Promise<EmailCodeSent> {
  return api<EmailCodeSent>('/api/register/captcha', { method: 'POST', data: { email }, ...guest });
}

/** GET /api/tos: the terms of service in the caller's language. */
export function fetchTerms(): Promise<TermsOfService> {
  return api<TermsOfService>('/api/tos', guest);
}

/** POST /api/v1/auth/reset: e-mails a reset code to the account's address. */
export function requestReset(username: string): Promise<EmailCodeSent> {
  return api<EmailCodeSent>('/api/v1/auth/reset', { method: 'POST', data: { username }, ...guest });
}

/** PUT /api/v1/auth/reset: sets a new password with the e-mailed code. */
export function confirmReset(body: ResetConfirmBody): Promise<null> {
  return api<null>('/api/v1/auth/reset', { method: 'PUT', data: body, ...guest });
}

/** GET /api/v1/auth/human-check: which human-verification widget to show. */
export function fetchHumanCheck(): Promise<HumanCheckConfig> {
  return api<HumanCheckConfig>('/api/v1/auth/human-check', guest);
}

/** GET {challengeUrl} (default /api/v1/auth/altcha-challenge): a proof-of-work challenge. */
export function fetchAltchaChallenge(url = '/api/v1/auth/altcha-challenge'): Promise<AltchaChallenge> {
  return api<AltchaChallenge>(url, guest);
}
