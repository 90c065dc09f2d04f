/**
 * Maps an API failure of the account screens to what the user sees.
 */
import { ErrorCode } from '../../../../config/codes';
import { isApiError } from '@/services/client';

type T = (id: string, values?: Record<string, string | number>) => string;

export type FailureTarget = 'form' | 'captcha';

export interface Failure {
  message: string;
  /** The field the message belongs to; 'form' shows it above the form. */
  target: FailureTarget;
}

const isHuman = (code: number) => code === ErrorCode.HUMAN_CHECK_FAILED;

/** Login answers: wrong credentials, banned account (with reason), too many tries, human check. */
export function loginFailure(error: unknown, t: T): Failure {
  if (!isApiError(error)) return { message: t('auth.login.failed'), target: 'form' };
  if (isHuman(error.code)) return { message: error.message || t('auth.rule.humanRequired'), target: 'captcha' };
  if (error.code === ErrorCode.ACCOUNT_BANNED) {
    const reason = (error.data as { reason?: unknown } | null)?.reason;
    if (typeof reason === 'string' && reason) return { message: t('auth.login.banned', { reason }), target: 'form' };
    return { message: error.message || t('errors.bannedNoReason'), target: 'form' };
  }
  if (error.status === 429 || error.code === ErrorCode.TOO_MANY_REQUESTS) {
    return { message: error.message || t('auth.login.tooMany'), target: 'form' };
  }
  if (error.code === ErrorCode.LOGIN_FAILED || error.status === 401) {
    return { message: error.message || t('auth.login.failed'), target: 'form' };
  }
  return { message: error.message || t('auth.login.failed'), target: 'form' };
}

/** The offending field the server names (envelope `field`, or `data.field`). */
function serverField(error: { data: unknown }): string | undefined {
  const top = (error as { field?: unknown }).field;
  if (typeof top === 'string' && top) return top;
  const inData = (error.data as { field?: unknown } | null)?.field;
  return typeof inData === 'string' && inData ? inData : undefined;
}

/**
 * Register / reset answers. `target` is 'form', 'captcha', 'code' (the e-mailed code)
 * or the payload field the server named (username, email, pwd1, pwd2, birthday,
 * invitation_code, community_invitation), so the form can put it on that field.
 */
export function formFailure(error: unknown, t: T, fallbackKey: string): { message: string; target: string } {
  if (!isApiError(error)) return { message: t(fallbackKey), target: 'form' };
  const message = error.message || t(fallbackKey);
  if (isHuman(error.code)) return { message, target: 'captcha' };
  if (error.code === ErrorCode.EMAIL_CODE_INVALID) return { message, target: 'code' };
  const field = serverField(error);
  if (field === 'captcha' || field === 'turnstile_token') return { message, target: 'captcha' };
  if (field === 'code') return { message, target: 'code' };
  if (field) return { message, target: field };
  if (error.code === ErrorCode.ALREADY_EXISTS) return { message, target: 'username' };
  return { message, target: 'form' };
}
