/**
 * Rate limits (@fastify/rate-limit): counters in memory, or in Redis when REDIS_URL is
 * set (several instances then share them; needs the `ioredis` package installed).
 * `app.limiter({ name, max, timeWindow, key })` gives a preHandler; several can be
 * chained on one route (per IP, per e-mail, per account...). Exceeded -> 429 with
 * ErrorCode.TOO_MANY_REQUESTS and "try again in N seconds" in the caller's language.
 *
 * Per IP means per client address, and per /64 for IPv6 (services/ip-address.ts): one
 * visitor owns a whole /64. Per account: `accountKey`, after `app.authenticate`.
 *
 * Where a limiter runs, one rule: per-IP and per-account limits run in preValidation (a
 * per-account one after `app.authenticate`), so malformed floods count too; a per-name
 * limit (account name, e-mail) runs in preHandler, after validation, because it keys on
 * the validated value (`bodyFieldKey`), folded by `foldName`: an input's shape or spelling
 * (a JSON number, case, spaces, accents the database's collation ignores) never changes
 * which counter it counts against. The one exception, the card-redeem guessing limits
 * (routes/billing.ts), runs after a check of the code's shape: a malformed code is not a guess.
 */
import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import { errors } from '../errors';
import { limitKeyOfIp } from '../services/ip-address';

export interface LimiterOptions {
  /** Unique name: counters are kept per name and key. */
  name: string;
  max: number;
  /** ms, or '1 minute', '15 minutes', '1 hour'. */
  timeWindow: number | string;
  /** What to count by (default the client IP, IPv6 per /64). Return '' to skip this limit for the request. */
  key?: (request: FastifyRequest) => string | undefined | null;
}

/** The site's limits, per IP unless said otherwise. */
export const LIMITS = {
  loginPerIp: { max: 10, timeWindow: '1 minute' },
  loginPerUsername: { max: 10, timeWindow: '5 minutes' },
  refreshPerIp: { max: 60, timeWindow: '1 minute' },
  registerPerIp: { max: 5, timeWindow: '1 hour' },
  emailCodePerIp: { max: 10, timeWindow: '1 hour' },
  emailCodePerEmail: { max: 5, timeWindow: '1 hour' },
  resetPerIp: { max: 5, timeWindow: '15 minutes' },
  resetPerUsername: { max: 3, timeWindow: '15 minutes' },
  resetConfirmPerIp: { max: 10, timeWindow: '15 minutes' },
  /** Reset-code guesses per account, whatever address they come from (each code also allows 5 tries). */
  resetConfirmPerAccount: { max: 10, timeWindow: '1 hour' },
  altchaPerIp: { max: 30, timeWindow: '1 minute' },
  votePerIp: { max: 10, timeWindow: '1 minute' },
  votePerAccount: { max: 5, timeWindow: '10 minutes' },
  /** Game-time card redemption, against guessing codes: per account and per IP. */
  redeemPerAccount: { max: 10, timeWindow: '10 minutes' },
  redeemPerIp: { max: 20, timeWindow: '10 minutes' },
  /** Player profile: unlock and password change per account and per IP; check-in per account (it is idempotent). */
  unlockPerAccount: { max: 5, timeWindow: '15 minutes' },
  unlockPerIp: { max: 10, timeWindow: '15 minutes' },
  passwordPerAccount: { max: 5, timeWindow: '15 minutes' },
  passwordPerIp: { max: 10, timeWindow: '15 minutes' },
  checkinPerAccount: { max: 60, timeWindow: '1 minute' },
} as const;

/**
 * One spelling of a name for a limit's key: a one-item array unwrapped, a number as its
 * text, compatibility forms and accents folded (NFKD without marks), invisible format
 * characters and surrounding spaces dropped, lower case. '' (no limit) for anything else.
 */
export function foldName(value: unknown): string {
  const v = Array.isArray(value) && value.length === 1 ? value[0] : value;
  if (typeof v !== 'string' && typeof v !== 'number') return '';
  return String(v).normalize('NFKD').replace(/[\p{M}\p{Cf}]/gu, '').trim().toLowerCase();
}

/** Key of a per-account limit: the logged-in account (put the limiter after `app.authenticate`). */
export const accountKey = (request: FastifyRequest) => (request.account ? String(request.account.id) : '');

/** Key of a per-name limit: the validated body field `name`, folded. Use in preHandler (after validation). */
export const bodyFieldKey = (name: string) => (request: FastifyRequest) =>
  foldName((request.body as Record<string, unknown> | null | undefined)?.[name]);

async function redisClient(url: string, app: FastifyInstance): Promise<unknown> {
  try {
    type RedisClass = new (url: string, options: Record<string, unknown>) => unknown;
    const mod = (await import(/* @vite-ignore */ 'ioredis' as string)) as { default?: RedisClass; Redis?: RedisClass };
    const Redis = (mod.default ?? mod.Redis ?? mod) as RedisClass;
    return new Redis(url, { connectTimeout: 500, maxRetriesPerRequest: 1, enableOfflineQueue: false });
  } catch (e) {
    app.log.warn({ err: e }, 'REDIS_URL is set but the ioredis package is not installed: rate limits stay in memory');
    return undefined;
  }
}

async function limiter(app: FastifyInstance) {
    const enabled = app.config.rateLimit;
    const redis = app.config.redisUrl ? await redisClient(app.config.redisUrl, app) : undefined;
    await app.register(rateLimit, {
      global: false,
      redis,
      nameSpace: 'web-rl-',
      skipOnError: true,
      errorResponseBuilder: (_req, context) => errors.tooMany(context.ttl / 1000),
    });
    app.addHook('onClose', async () => {
      const r = redis as { quit?: () => Promise<unknown> } | undefined;
      await r?.quit?.().catch(() => undefined);
    });

    app.decorate('limiter', (options: LimiterOptions) => {
      if (!enabled) return async () => undefined;
      const keyOf = options.key ?? ((req: FastifyRequest) => limitKeyOfIp(req.ip));
      const check = app.createRateLimit({
        max: options.max,
        timeWindow: options.timeWindow,
        keyGenerator: (req) => `${options.name}:${String(keyOf(req) ?? '').toLowerCase()}`,
      });
      return async (request: FastifyRequest) => {
        const key = keyOf(request);
        if (key === undefined || key === null || key === '') return;
        const result = (await check(request)) as { isAllowed: boolean; isExceeded?: boolean; ttlInSeconds?: number; ttl?: number };
        if (!result.isAllowed && result.isExceeded) {
          throw errors.tooMany(result.ttlInSeconds ?? (result.ttl ?? 1000) / 1000);
        }
      };
    });
}

/** `app.limiter(...)`, registered once on the root by buildApp. */
export default fp(limiter, { name: 'limiter', fastify: '5.x', dependencies: ['config', 'errors'] });
