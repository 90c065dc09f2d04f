/**
 * buildApp({ db?, config?, ... }) -> a ready-to-listen Fastify instance (TypeBox type
 * provider). Everything is a Fastify plugin (fastify-plugin, each with its `name` and the
 * `dependencies` it needs, so a wrong order fails at start with the missing name):
 *   config, database, language, mailer    app.config, app.db, request.lang, app.mailer
 *   errors, proxy-warning                 envelope errors translated by Accept-Language;
 *                                         a warning when a proxy forwards while TRUST_PROXY is off
 *   auth, limiter, security, docs         app.authenticate / optionalAuth, app.limiter,
 *                                         security headers, OpenAPI at /api/docs
 *   envelope                              reply.ok(data)
 *   jobs, housekeeping, game              app.jobs.every(...) and the periodic jobs;
 *                                         app.gameStatus, app.gameJobs
 * then every route module of server/routes/index.ts, and the built web app from dist/
 * with SPA fallback (static). Its logger never writes a secret (plugins/log-redaction.ts).
 */
import Fastify, { type FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { checkJwtSecret, loadConfig, type ConfigOverrides, type ServerConfig } from './config';
import type { Db } from './db';
import config from './plugins/config';
import database from './plugins/database';
import language from './plugins/language';
import mailer from './plugins/mailer';
import errors, { clientErrorHandler, frameworkErrors } from './plugins/errors';
import proxyWarning from './plugins/proxy-warning';
import auth from './plugins/auth';
import limiter from './plugins/rate-limit';
import security from './plugins/security';
import docs from './plugins/docs';
import envelope from './plugins/envelope';
import jobs from './plugins/jobs';
import housekeeping from './plugins/housekeeping';
import game from './plugins/game';
import staticSite from './plugins/static';
import { redactingLogger } from './plugins/log-redaction';
import type { Mailer } from './services/mail';
import { routeModules } from './routes';
import './types';

export interface BuildAppOptions {
  /** A database to use (tests); otherwise one is opened from config.databaseUrl and closed with the app. */
  db?: Db;
  /** Full config, or overrides applied on top of the environment's. */
  config?: ServerConfig | ConfigOverrides;
  /** Run migrations on start (true). */
  migrate?: boolean;
  /** Fastify logger option (default: pino at config.logLevel); secrets are redacted either way. */
  logger?: boolean | Record<string, unknown>;
  /** Replace the mailer (tests). */
  mailer?: Mailer;
}

function isFullConfig(c: ServerConfig | ConfigOverrides | undefined): c is ServerConfig {
  return !!c && typeof (c as ServerConfig).databaseUrl === 'string' && typeof (c as ServerConfig).jwtSecret === 'string' && !!(c as ServerConfig).smtp && !!(c as ServerConfig).altcha;
}

export async function buildApp(options: BuildAppOptions = {}) {
  const settings = isFullConfig(options.config) ? options.config : loadConfig(undefined, options.config ?? {});
  checkJwtSecret(settings.jwtSecret);
  const logger = options.logger ?? (settings.logLevel === 'silent' ? false : { level: settings.logLevel });
  const app = Fastify({
    logger: logger === false ? false : redactingLogger(logger === true ? {} : logger),
    trustProxy: settings.trustProxy as boolean,
    bodyLimit: settings.bodyLimit,
    // coerceTypes true, not 'array': a value never turns from an array into a string (or back),
    // so routes and rate limits see the type the schema declares; ["x"] for a string is a 400.
    ajv: { customOptions: { removeAdditional: true, coerceTypes: true, useDefaults: true, allErrors: false } },
    routerOptions: { ignoreTrailingSlash: false, maxParamLength: 200 },
    // The database plugin runs the migrations, which may take minutes on a large game database
    // (or a busy MariaDB): no time limit on a plugin's start.
    pluginTimeout: 0,
    // Envelope answers for what fails before a route runs: undecodable URLs, refused requests.
    frameworkErrors,
    clientErrorHandler,
  }).withTypeProvider<TypeBoxTypeProvider>();

  await app.register(config, { config: settings });
  await app.register(database, { db: options.db, migrate: options.migrate });
  await app.register(language);
  await app.register(mailer, { mailer: options.mailer });
  await app.register(errors);
  await app.register(proxyWarning);
  await app.register(auth);
  await app.register(limiter);
  await app.register(security);
  await app.register(docs);
  await app.register(envelope);
  await app.register(jobs);
  await app.register(housekeeping);
  await app.register(game);
  for (const load of routeModules) {
    const mod = await load();
    await app.register(mod.default as never);
  }
  await app.register(staticSite);
  return app as unknown as FastifyInstance & typeof app;
}

export type AppInstance = Awaited<ReturnType<typeof buildApp>>;
