/**
 * buildApp({ db?, config?, ... }) -> a ready-to-listen Fastify instance (TypeBox type
 * provider) with: envelope errors translated by Accept-Language, auth, rate limits,
 * security headers, OpenAPI at /api/docs, every route module of server/routes/index.ts,
 * and the built web app from dist/ with SPA fallback. Its logger never writes a secret
 * (plugins/log-redaction.ts), and warns once when a proxy forwards requests while
 * TRUST_PROXY is off (plugins/proxy-warning.ts).
 */
import Fastify, { type FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { checkJwtSecret, loadConfig, type ConfigOverrides, type ServerConfig } from './config';
import { createDb, migrateToLatest, type Db } from './db';
import { clientErrorHandler, frameworkErrors, installErrorHandling } from './plugins/errors';
import { installAuth } from './plugins/auth';
import { installRateLimit } from './plugins/rate-limit';
import { installSecurity } from './plugins/security';
import { installStatic } from './plugins/static';
import { installDocs } from './plugins/docs';
import { redactingLogger } from './plugins/log-redaction';
import { installProxyWarning } from './plugins/proxy-warning';
import { createMailer, type Mailer } from './services/mail';
import { routeModules } from './routes';
import { langOf } from './i18n';
import { cleanExpired } from './services/housekeeping';
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
  const config = isFullConfig(options.config) ? options.config : loadConfig(undefined, options.config ?? {});
  checkJwtSecret(config.jwtSecret);
  const logger = options.logger ?? (config.logLevel === 'silent' ? false : { level: config.logLevel });
  const app = Fastify({
    logger: logger === false ? false : redactingLogger(logger === true ? {} : logger),
    trustProxy: config.trustProxy as boolean,
    bodyLimit: config.bodyLimit,
    // coerceTypes true, not 'array': a value never turns from an array into a string (or back),
    // so routes and rate limits see the type the schema declares; ["x"] for a string is a 400.
    ajv: { customOptions: { removeAdditional: true, coerceTypes: true, useDefaults: true, allErrors: false } },
    routerOptions: { ignoreTrailingSlash: false, maxParamLength: 200 },
    // Envelope answers for what fails before a route runs: undecodable URLs, refused requests.
    frameworkErrors,
    clientErrorHandler,
  }).withTypeProvider<TypeBoxTypeProvider>();

  const ownsDb = !options.db;
  const db = options.db ?? createDb(config.databaseUrl);
  if (options.migrate ?? true) await migrateToLatest(db);

  app.decorate('config', config);
  app.decorate('db', db);
  const mailer = options.mailer ?? createMailer(db, config, app.log);
  app.decorate('mailer', mailer);
  app.decorateRequest('lang', 'zh-TW');
  app.addHook('onRequest', async (request) => {
    request.lang = langOf(request.headers['accept-language']);
  });
  const housekeeping = setInterval(() => {
    cleanExpired(db, Date.now(), { outboxBodyDays: config.outboxBodyDays }).catch((err) => app.log.warn({ err }, 'housekeeping failed'));
  }, 3_600_000);
  housekeeping.unref();
  app.addHook('onClose', async () => {
    clearInterval(housekeeping);
    mailer.close();
    if (ownsDb) await db.destroy();
  });

  installErrorHandling(app);
  installProxyWarning(app);
  installAuth(app);
  await installRateLimit(app);
  await installSecurity(app);
  await installDocs(app);
  for (const load of routeModules) {
    const mod = await load();
    await app.register(mod.default as never);
  }
  await installStatic(app);
  return app as unknown as FastifyInstance & typeof app;
}

export type AppInstance = Awaited<ReturnType<typeof buildApp>>;
