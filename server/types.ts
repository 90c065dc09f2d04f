/**
 * Fastify type augmentation: what buildApp() decorates the instance and requests with.
 */
import type { FastifyInstance, FastifyReply, preHandlerAsyncHookHandler } from 'fastify';
import type { Db } from './db';
import type { ServerConfig } from './config';
import type { Lang } from '../locales';
import type { LimiterOptions } from './plugins/rate-limit';
import type { Mailer } from './services/mail';

/** The caller, from a valid access token. */
export interface AuthAccount {
  id: number;
  name: string;
  /** The refresh-token family (login session) the access token was issued for; absent in older tokens. */
  familyId?: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    config: ServerConfig;
    mailer: Mailer;
    /** preHandler: 401 unless a valid Bearer access token is sent; sets request.account. */
    authenticate: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** preHandler: sets request.account when a valid token is sent, never fails. */
    optionalAuth: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /**
     * A named rate limit as a preHandler, answering a translated 429 (ErrorCode.TOO_MANY_REQUESTS):
     *   preValidation: [app.limiter({ name: 'vote', max: 5, timeWindow: 60_000 })]   (or preHandler)
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
