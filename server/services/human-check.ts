/**
 * Human verification: Cloudflare Turnstile when TURNSTILE_SITE_KEY and
 * TURNSTILE_SECRET are set (verified server-side with siteverify), otherwise the
 * self-hosted ALTCHA proof-of-work (altcha-lib). An ALTCHA solution is good once: its
 * signature is stored in web_altcha_used until the challenge expires.
 */
import { createChallenge, verifySolution, extractParams } from 'altcha-lib';
import type { Db } from '../db';
import type { ServerConfig } from '../config';
import { toDbTime, dbTimeIn } from '../db/time';
import { AppError, ErrorCode } from '../errors';
import type { AltchaChallenge, HumanCheckConfig } from '../../config/contract/auth';

export const ALTCHA_CHALLENGE_PATH = '/api/v1/auth/altcha-challenge';

export function turnstileEnabled(config: ServerConfig): boolean {
  return !!(config.turnstile.siteKey && config.turnstile.secret);
}

export function humanCheckConfig(config: ServerConfig): HumanCheckConfig {
  return turnstileEnabled(config)
    ? { provider: 'turnstile', siteKey: config.turnstile.siteKey }
    : { provider: 'altcha', challengeUrl: ALTCHA_CHALLENGE_PATH };
}

export async function newAltchaChallenge(config: ServerConfig): Promise<AltchaChallenge> {
  const challenge = await createChallenge({
    hmacKey: config.altcha.hmacKey,
    maxNumber: config.altcha.maxNumber,
    expires: new Date(Date.now() + config.altcha.expiresSeconds * 1000),
    algorithm: 'SHA-256',
  });
  return { ...challenge };
}

const failed = () => new AppError(400, ErrorCode.HUMAN_CHECK_FAILED, 'server.human.failed');

function decodeAltcha(payload: string): { signature: string; salt: string } | null {
  try {
    const json = JSON.parse(Buffer.from(payload, 'base64').toString('utf8'));
    if (typeof json?.signature !== 'string' || typeof json?.salt !== 'string') return null;
    return json;
  } catch {
    return null;
  }
}

async function verifyAltcha(db: Db, config: ServerConfig, payload: string): Promise<void> {
  const decoded = decodeAltcha(payload);
  if (!decoded) throw failed();
  let ok = false;
  try {
    ok = await verifySolution(payload, config.altcha.hmacKey, true);
  } catch {
    ok = false;
  }
  if (!ok) throw failed();
  const params = extractParams(decoded as never) as Record<string, string>;
  const expiresSec = Number(params.expires);
  const expiresAt = Number.isFinite(expiresSec) && expiresSec > 0 ? toDbTime(expiresSec * 1000) : dbTimeIn(config.altcha.expiresSeconds);
  const now = toDbTime();
  await db.deleteFrom('web_altcha_used').where('expires_at', '<', now).execute();
  try {
    await db.insertInto('web_altcha_used').values({ signature: decoded.signature.slice(0, 128), expires_at: expiresAt }).execute();
  } catch {
    // Primary-key conflict: this solution was already used.
    throw new AppError(400, ErrorCode.HUMAN_CHECK_FAILED, 'server.human.used');
  }
}

async function verifyTurnstile(config: ServerConfig, token: string, ip: string | undefined): Promise<void> {
  const form = new URLSearchParams({ secret: config.turnstile.secret, response: token });
  if (ip) form.set('remoteip', ip);
  let success = false;
  try {
    const res = await fetch(config.turnstile.verifyUrl, { method: 'POST', body: form, signal: AbortSignal.timeout(8000) });
    const json = (await res.json()) as { success?: boolean };
    success = json.success === true;
  } catch {
    throw new AppError(400, ErrorCode.HUMAN_CHECK_FAILED, 'server.human.unavailable');
  }
  if (!success) throw failed();
}

/** Throws 400 HUMAN_CHECK_FAILED unless `solution` is a valid, unused answer of the configured provider. */
export async function verifyHuman(db: Db, config: ServerConfig, solution: string | undefined | null, ip?: string): Promise<void> {
  if (!solution || !solution.trim()) throw new AppError(400, ErrorCode.HUMAN_CHECK_FAILED, 'server.human.missing');
  if (turnstileEnabled(config)) return verifyTurnstile(config, solution.trim(), ip);
  return verifyAltcha(db, config, solution.trim());
}
