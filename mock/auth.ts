/**
 * umi mock of the auth endpoints (config/contract/auth.ts) for `npm run dev` without a server.
 *
 *   POST /api/v1/auth/login    {username, password, turnstile_token} -> TokenSet
 *   POST /api/v1/auth/refresh  {refresh_token} (or ?refresh_token=)  -> TokenSet (rotated)
 *   POST /api/v1/auth/logout   {refresh_token}                       -> null
 *   GET  /api/v1/user/info     (Bearer)                              -> UserInfo
 *
 * Demo accounts: demo01 / demo1234 (normal, as in the seeded server), gmadmin / admin123 (admin), banned01 / banned123 (403).
 * Tokens are stateless (they carry their own expiry) so they survive a mock reload.
 * The access token tells the client it lives 10 minutes but this mock rejects it with
 * 401 after 60 s, so the 401 -> refresh -> retry path runs in dev within a minute.
 * `Authorization: Bearer expired` always answers 401 too.
 */
import { translate, toLang, type Lang } from '../locales';
import { ErrorCode } from '../config/contract/envelope';

const ACCESS_CLAIMED_TTL = 600; // seconds, what the client is told
const ACCESS_REAL_TTL = 60; // seconds, what this mock accepts
const REFRESH_TTL = 7 * 24 * 3600;

const USERS: Record<string, { password: string; info: Record<string, unknown> }> = {
  demo01: {
    password: 'demo1234',
    info: {
      id: 1,
      username: 'demo01',
      nickname: '楓之谷旅人',
      email: 'demo01@example.com',
      registerDate: '2025-03-14T08:00:00Z',
      lastLogin: new Date(Date.now() - 3600_000).toISOString().replace(/\.\d+Z$/, 'Z'),
      gender: 'female',
      characterSlots: 6,
      status: 'normal',
      online: false,
      banReason: null,
      nxCredit: 125000,
      maplePoint: 3200,
      nxPrepaid: 0,
      rewardPoints: 42,
      votePoints: 17,
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
      nxCredit: 0,
      maplePoint: 0,
      nxPrepaid: 0,
      rewardPoints: 0,
      votePoints: 0,
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

function encode(kind: 'a' | 'r', username: string, exp: number) {
  const payload = Buffer.from(JSON.stringify({ u: username, exp, n: Math.random().toString(36).slice(2, 10) })).toString('base64url');
  return `mock${kind}.${payload}`;
}

function decode(kind: 'a' | 'r', token: string | undefined): { u: string; exp: number } | null {
  if (!token || !token.startsWith(`mock${kind}.`)) return null;
  try {
    const p = JSON.parse(Buffer.from(token.slice(6), 'base64url').toString('utf8'));
    return typeof p.u === 'string' && typeof p.exp === 'number' ? p : null;
  } catch {
    return null;
  }
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
    const header = String(req.headers?.authorization ?? '');
    const token = header.startsWith('Bearer ') ? header.slice(7) : '';
    const claims = decode('a', token);
    if (!claims || claims.exp <= nowS() || !USERS[claims.u]) {
      return fail(req, res, 401, ErrorCode.TOKEN_INVALID, 'errors.unauthorized');
    }
    res.json({ code: 0, message: 'ok', data: USERS[claims.u].info });
  },
};
