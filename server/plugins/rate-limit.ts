/**
 * Rate limits (@fastify/rate-limit): counters in memory, or in Redis when REDIS_URL is
 * set (several instances then share them; needs the `ioredis` package installed).
 * `app.limiter({ name, max, timeWindow, key })` gives a preHandler; several can be
 * chained on one route (per IP, per e-mail, per account...). Exceeded -> 429 with
 * ErrorCode.TOO_MANY_REQUESTS and "try again in N seconds" in the caller's language.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import { errors } from '../errors';

export interface LimiterOptions {
  /** Unique name: counters are kept per name and key. */
  name: string;
  max: number;
  /** ms, or '1 minute', '15 minutes', '1 hour'. */
  timeWindow: number | string;
  /** What to count by (default the client IP). Return '' to skip this limit for the request. */
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
  altchaPerIp: { max: 30, timeWindow: '1 minute' },
  votePerIp: { max: 10, timeWindow: '1 minute' },
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

/** Call once on the root instance (buildApp). */
export async function installRateLimit(app: FastifyInstance) {
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
      const keyOf = options.key ?? ((req: FastifyRequest) => req.ip);
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
