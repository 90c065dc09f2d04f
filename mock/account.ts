/**
 * umi mock of the account endpoints (config/contract/auth.ts) for `npm run dev`
 * without a server. Real envelopes, translated messages (Accept-Language), a real
 * ALTCHA proof-of-work challenge (the widget solves it; the payload is verified here).
 *
 *   GET  /api/v1/auth/human-check      -> {provider: 'altcha', challengeUrl}
 *   GET  /api/v1/auth/altcha-challenge -> a challenge (light: maxnumber 20,000)
 *   GET  /api/tos                      -> the terms (same text as the server)
 *   POST /api/register/captcha         -> {cooldown: 60, expiresIn: 600}; the code is always 123456
 *   POST /api/v1/auth/register         -> {username, nxCredit, rewardPoints, inviteReward, inviteRewardNote}
 *   POST /api/v1/auth/reset            -> {cooldown: 60, expiresIn: 600}; the code is always 123456
 *   PUT  /api/v1/auth/reset            -> null
 *
 * Failure cases to try in the UI:
 *   - an e-mail containing "fail" -> 500 'Sending the code failed'; a second send within 60 s -> 429
 *   - username "taken" or "admin01" -> 409 username taken; e-mail code other than 123456 -> 400
 *   - invite code "BADCODE" -> 400 on the invite field; a missing/invalid human check -> 400
 *   - reset for username "ratelimit" -> 429; reset code other than 123456 -> 400 wrong or expired
 *   - GET /api/tos fails every third call (to see 'Terms load failed' and the retry)
 */
import { createChallenge, verifySolution } from 'altcha-lib';
import { ErrorCode } from '../config/contract/envelope';
import { translate, toLang, type Lang } from '../locales';
import { termsOfService } from '../server/services/tos';

const HMAC_KEY = 'umi-mock-altcha-key';
const MOCK_CODE = '123456';
const COOLDOWN = 60;
const usedPayloads = new Set<string>();
const lastSent = new Map<string, number>();
let tosCalls = 0;

const langOf = (req: any): Lang => toLang(String(req.headers?.['accept-language'] ?? '')) ?? 'zh-TW';
const delay = (ms: number) => new Promise((r) => setTimeout(r, ms));

function ok(res: any, data: unknown) {
  res.status(200).json({ code: 0, message: 'ok', data });
}

function fail(req: any, res: any, status: number, code: number, key: string, values?: Record<string, string | number>, field?: string) {
  res.status(status).json({ code, message: translate(langOf(req), key, values), data: null, ...(field ? { field } : {}) });
}

async function humanOk(req: any, res: any, payload: unknown): Promise<boolean> {
  if (typeof payload !== 'string' || !payload) {
    fail(req, res, 400, ErrorCode.HUMAN_CHECK_FAILED, 'server.human.missing');
    return false;
  }
  if (usedPayloads.has(payload)) {
    fail(req, res, 400, ErrorCode.HUMAN_CHECK_FAILED, 'server.human.used');
    return false;
  }
  let valid = false;
  try {
    valid = await verifySolution(payload, HMAC_KEY, true);
  } catch {
    valid = false;
  }
  if (!valid) {
    fail(req, res, 400, ErrorCode.HUMAN_CHECK_FAILED, 'server.human.failed');
    return false;
  }
  usedPayloads.add(payload);
  return true;
}

function cooldownLeft(key: string): number {
  const at = lastSent.get(key);
  if (!at) return 0;
  return Math.max(0, Math.ceil((at + COOLDOWN * 1000 - Date.now()) / 1000));
}

export default {
  'GET /api/v1/auth/human-check': (_req: any, res: any) => {
    ok(res, { provider: 'altcha', challengeUrl: '/api/v1/auth/altcha-challenge' });
  },

  'GET /api/v1/auth/altcha-challenge': async (_req: any, res: any) => {
    const challenge = await createChallenge({
      hmacKey: HMAC_KEY,
      maxNumber: 20_000,
      algorithm: 'SHA-256',
      expires: new Date(Date.now() + 10 * 60_000),
    });
    ok(res, challenge);
  },

  'GET /api/tos': async (req: any, res: any) => {
    await delay(400);
    tosCalls += 1;
    if (tosCalls % 3 === 0) return fail(req, res, 500, ErrorCode.SERVER_ERROR, 'errors.serverError');
    return ok(res, termsOfService(langOf(req)));
  },

  'POST /api/register/captcha': async (req: any, res: any) => {
    await delay(500);
    const email = String(req.body?.email ?? '').trim().toLowerCase();
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) {
      return fail(req, res, 400, ErrorCode.VALIDATION, 'errors.validation', undefined, 'email');
    }
    if (email.includes('fail')) return fail(req, res, 500, ErrorCode.SERVER_ERROR, 'server.emailCode.sendFailed');
    const wait = cooldownLeft(`mail:${email}`);
    if (wait > 0) return fail(req, res, 429, ErrorCode.TOO_MANY_REQUESTS, 'server.emailCode.cooldown', { seconds: wait });
    lastSent.set(`mail:${email}`, Date.now());
    return ok(res, { cooldown: COOLDOWN, expiresIn: 600 });
  },

  'POST /api/v1/auth/register': async (req: any, res: any) => {
    await delay(600);
    const b = req.body ?? {};
    if (!(await humanOk(req, res, b.captcha))) return undefined;
    const username = String(b.username ?? '');
    if (['taken', 'admin01', 'demo01'].includes(username.toLowerCase())) {
      return fail(req, res, 409, ErrorCode.ALREADY_EXISTS, 'server.register.usernameTaken', undefined, 'username');
    }
    if (b.pwd1 !== b.pwd2) return fail(req, res, 400, ErrorCode.VALIDATION, 'server.validation.pwd2.mismatch', undefined, 'pwd2');
    if (String(b.code) !== MOCK_CODE) return fail(req, res, 400, ErrorCode.EMAIL_CODE_INVALID, 'server.emailCode.invalid');
    if (b.invitation_code === 'BADCODE') {
      return fail(req, res, 400, ErrorCode.VALIDATION, 'server.invite.invalid', undefined, 'invitation_code');
    }
    const invited = Boolean(b.invitation_code);
    return ok(res, { username, nxCredit: invited ? 10_000 : 0, rewardPoints: invited ? 10 : 0, inviteReward: invited ? 'paid' : 'none', inviteRewardNote: null });
  },

  'POST /api/v1/auth/reset': async (req: any, res: any) => {
    await delay(500);
    const username = String(req.body?.username ?? '').toLowerCase();
    if (username === 'ratelimit') return fail(req, res, 429, ErrorCode.TOO_MANY_REQUESTS, 'errors.tooManyRequests');
    const wait = cooldownLeft(`reset:${username}`);
    if (wait > 0) return fail(req, res, 429, ErrorCode.TOO_MANY_REQUESTS, 'server.emailCode.cooldown', { seconds: wait });
    lastSent.set(`reset:${username}`, Date.now());
    return ok(res, { cooldown: COOLDOWN, expiresIn: 600 });
  },

  'PUT /api/v1/auth/reset': async (req: any, res: any) => {
    await delay(500);
    if (String(req.body?.captcha) !== MOCK_CODE) return fail(req, res, 400, ErrorCode.EMAIL_CODE_INVALID, 'server.emailCode.invalid');
    return ok(res, null);
  },
};
