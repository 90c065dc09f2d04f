/**
 * umi mock of the auth endpoints (config/contract/auth.ts) for `npm run dev` without a server.
 *
 *   POST /api/v1/auth/login    {username, password, turnstile_token} -> TokenSet
 *   POST /api/v1/auth/refresh  {refresh_token} (or ?refresh_token=)  -> TokenSet (rotated)
 *   POST /api/v1/auth/logout   {refresh_token}                       -> null
 *   GET  /api/v1/user/info     (Bearer)                              -> UserInfo
 *
 * Demo accounts: demo01 / demo1234 and the console's operator admin01 / admin1234 (the demo
 * dataset's, server/seed/demo-data.ts, as in the seeded server); mock-only logins to see the
 * other states: gmadmin / admin123 (an operator through its GM character), banned01 / banned123 (403).
 * Tokens are stateless (they carry their own expiry) so they survive a mock reload; the console's
 * mock (mock/admin.ts) reads who is logged in with `sessionOf`.
 * The access token tells the client it lives 10 minutes but this mock rejects it with
 * 401 after 60 s, so the 401 -> refresh -> retry path runs in dev within a minute.
 * `Authorization: Bearer expired` always answers 401 too.
 */
import { translate, toLang, type Lang } from '../locales';
import { ErrorCode } from '../config/contract/envelope';
import { DEMO_ACCOUNT, DEMO_OPERATOR } from '../server/seed/demo-data';

const ACCESS_CLAIMED_TTL = 600; // seconds, what the client is told
const ACCESS_REAL_TTL = 60; // seconds, what this mock accepts
const REFRESH_TTL = 7 * 24 * 3600;

const iso = (dbTime: string) => `${dbTime.replace(' ', 'T')}Z`;
const A = DEMO_ACCOUNT;
const O = DEMO_OPERATOR;
const NO_CURRENCIES = { nxCredit: 0, maplePoint: 0, nxPrepaid: 0, rewardPoints: 0, votePoints: 0 };
/** The logins of the mocks; `info` is what GET /api/v1/user/info answers. */
export const USERS: Record<string, { password: string; info: Record<string, unknown> }> = {
  [A.username]: {
    password: A.password,
    info: {
      id: A.id,
      username: A.username,
      nickname: A.nickname,
      email: A.email,
      registerDate: iso(A.createdAt),
      lastLogin: iso(A.lastLogin),
      gender: A.gender === 1 ? 'female' : 'male',
      characterSlots: A.characterSlots,
      status: 'normal',
      online: false,
      banReason: null,
      ...A.currencies,
      operator: false,
    },
  },
  gmadmin: {
    password: 'admin123',
    info: {
      id: 2,
      username: 'gmadmin',
      nickname: 'GM',
      email: 'gm@example.com',
      registerDate: '2024-12-01T00:00:00Z',
      lastLogin: '2025-11-20T12:00:00Z',
      gender: 'male',
      characterSlots: 15,
      status: 'admin',
      online: true,
      banReason: null,
      ...NO_CURRENCIES,
      operator: true,
    },
  },
  [O.username]: {
    password: O.password,
    info: {
      id: 2501,
      username: O.username,
      nickname: O.nickname,
      email: O.email,
      registerDate: iso(O.createdAt),
      lastLogin: iso(O.lastLogin),
      gender: 'male',
      characterSlots: 3,
      status: 'normal',
      online: false,
      banReason: null,
      ...NO_CURRENCIES,
      operator: true,
    },
  },
  banned01: {
    password: 'banned123',
    info: {},
  },
};

const langOf = (req: any): Lang => toLang(String(req.headers?.['accept-language'] ?? '')) ?? 'zh-TW';
const nowS = () => Math.floor(Date.now() / 1000);

function fail(req: any, res: any, status: number, code: number, key: string) {
  res.status(status).json({ code, message: translate(langOf(req), key), data: null });
}

/** What a mock token carries: the account and its expiry (seconds). */
interface Claims {
  u: string;
  exp: number;
}

function encode(kind: 'a' | 'r', username: string, exp: number) {
  const payload = Buffer.from(JSON.stringify({ u: username, exp, n: Math.random().toString(36).slice(2, 10) })).toString('base64url');
  return `mock${kind}.${payload}`;
}

function decode(kind: 'a' | 'r', token: string | undefined): Claims | null {
  if (!token || !token.startsWith(`mock${kind}.`)) return null;
  try {
    const p = JSON.parse(Buffer.from(token.slice(6), 'base64url').toString('utf8'));
    return typeof p.u === 'string' && typeof p.exp === 'number' ? p : null;
  } catch {
    return null;
  }
}

/** The claims of the request's live access token (Authorization: Bearer), or null. */
export function sessionOf(req: any): Claims | null {
  const header = String(req.headers?.authorization ?? '');
  const claims = decode('a', header.startsWith('Bearer ') ? header.slice(7) : '');
  return claims && claims.exp > nowS() && USERS[claims.u] ? claims : null;
}

/** Refresh tokens used once are remembered so a reused one is rejected (rotation). */
const usedRefreshTokens = new Set<string>();

function tokenSet(username: string) {
  const now = nowS();
  return {
    token: encode('a', username, now + ACCESS_REAL_TTL),
    refresh_token: encode('r', username, now + REFRESH_TTL),
    expires_in: ACCESS_CLAIMED_TTL,
    refresh_expires_in: REFRESH_TTL,
  };
}

export default {
  'POST /api/v1/auth/login': (req: any, res: any) => {
    const { username, password, turnstile_token } = req.body ?? {};
    if (!turnstile_token) return fail(req, res, 400, ErrorCode.HUMAN_CHECK_FAILED, 'errors.humanCheckFailed');
    const user = USERS[String(username ?? '').toLowerCase()];
    if (!user || user.password !== password) {
      return fail(req, res, 401, ErrorCode.LOGIN_FAILED, 'server.auth.loginFailed');
    }
    if (String(username).toLowerCase() === 'banned01') {
      return fail(req, res, 403, ErrorCode.ACCOUNT_BANNED, 'errors.accountBanned');
    }
    res.json({ code: 0, message: 'ok', data: tokenSet(String(username).toLowerCase()) });
  },

  'POST /api/v1/auth/refresh': (req: any, res: any) => {
    const token: string | undefined = req.body?.refresh_token ?? req.query?.refresh_token;
    const claims = decode('r', token);
    if (!claims || claims.exp <= nowS() || usedRefreshTokens.has(token!) || !USERS[claims.u]) {
      return fail(req, res, 401, ErrorCode.REFRESH_INVALID, 'errors.sessionExpired');
    }
    usedRefreshTokens.add(token!);
    res.json({ code: 0, message: 'ok', data: tokenSet(claims.u) });
  },

  'POST /api/v1/auth/logout': (req: any, res: any) => {
    const token: string | undefined = req.body?.refresh_token;
    if (token) usedRefreshTokens.add(token);
    res.json({ code: 0, message: 'ok', data: null });
  },

  'GET /api/v1/user/info': (req: any, res: any) => {
    const claims = sessionOf(req);
    if (!claims) return fail(req, res, 401, ErrorCode.TOKEN_INVALID, 'errors.unauthorized');
    res.json({ code: 0, message: 'ok', data: USERS[claims.u].info });
  },
};
