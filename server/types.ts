/**
 * Fastify type augmentation: what buildApp() decorates the instance and requests with.
 */
import type { FastifyInstance, FastifyReply, preHandlerAsyncHookHandler } from 'fastify';
import type { Db } from './db';
import type { ServerConfig } from './config';
import type { Lang } from '../locales';
import type { LimiterOptions } from './plugins/rate-limit';
import type { Mailer } from './services/mail';
import type { SessionCache } from './services/sessions';

/** The caller, from a valid access token. */
export interface AuthAccount {
  id: number;
  name: string;
  /** The refresh-token family (login session) the access token was issued for; absent in older tokens. */
  familyId?: string;
  /** The account's session generation the access token was issued under (0 in older tokens); see services/sessions.ts. */
  gen?: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    config: ServerConfig;
    mailer: Mailer;
    /**
     * What this instance knows of accounts' bans and session generations (trusted at most
     * SESSION_CACHE_MS). After bumping an account's session generation: `app.sessions.forget(id)`.
     */
    sessions: SessionCache;
    /**
     * preHandler: 401 unless a valid Bearer access token of the account's current session
     * generation is sent, 403 SESSION_BANNED for a banned account; sets request.account.
     */
    authenticate: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /**
     * preHandler: sets request.account when a valid token of the current session generation
     * is sent (anonymous otherwise); only a banned account's token fails (403 SESSION_BANNED).
     */
    optionalAuth: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /**
     * A named rate limit as a preHandler, answering a translated 429 (ErrorCode.TOO_MANY_REQUESTS):
     *   preValidation: [app.limiter({ name: 'vote', max: 5, timeWindow: 60_000 })]   (per-name limits in preHandler: server/plugins/rate-limit.ts)
     *   app.limiter({ name: 'vote-account', max: 3, timeWindow: '1 hour', key: (req) => (req.body as any).username })
     * Several may be chained on one route.
     */
    limiter: (options: LimiterOptions) => preHandlerAsyncHookHandler;
  }
  interface FastifyRequest {
    account: AuthAccount | null;
    /** Accept-Language mapped to a catalog language. */
    lang: Lang;
  }
}

export type App = FastifyInstance;
