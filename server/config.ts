/**
 * Server configuration: every environment variable the API server reads is declared once
 * in `ConfigEnv` below (TypeBox: name, type, default, a line for operators), and parsed
 * here only; no other server file reads process.env. docs/configuration.md's table of
 * variables is generated from this schema (`npm run docs:config`). `loadConfig(env)`
 * turns the variables into the `ServerConfig` the app reads (`app.config`); it is pure
 * apart from the JWT secret file (generated once into the data directory when JWT_SECRET
 * is not set). A value of the wrong type stops the start with a line naming the variable.
 * Tests pass overrides to buildApp({ config }).
 */
import fs from 'node:fs';
import path from 'node:path';
import crypto from 'node:crypto';
import { Type, type Static, type TSchema } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import { site } from '../config/site';
import { GAME_BCRYPT_COST } from './services/passwords';

/** The sections of the operators' table of variables, in order. */
export const CONFIG_GROUPS = [
  'Server, database, secrets',
  'E-mail',
  'Human verification',
  'The game',
  'Rankings and jobs',
  'Pictures',
  'Network, limits',
] as const;
type Group = (typeof CONFIG_GROUPS)[number];

/**
 * What the documentation shows of a variable: its section, its line, and its default in
 * words when the schema's `default` is computed at start (`shown`). `emptyIsOff`: a
 * picture template set to '' or 'off' turns that picture off (unset = the default).
 */
interface Doc {
  group: Group;
  description: string;
  shown?: string;
  emptyIsOff?: boolean;
}
const doc = (group: Group, description: string, more: Omit<Doc, 'group' | 'description'> = {}): Doc => ({ group, description, ...more });
const [SERVER, MAIL, HUMAN, GAME, JOBS, PICTURES, NETWORK] = CONFIG_GROUPS;

/** Public image renderer of the game's pictures (GMS v83), the default of the picture templates. */
const RENDERER = 'https://maplestory.io/api/GMS/83';
/** The game's clock when GAME_TIMEZONE is not set. */
export const DEFAULT_GAME_TIMEZONE = 'Asia/Taipei';
/** A ban or a password change must end every session within 10 s: the cache may not trust longer. */
export const SESSION_CACHE_MAX_MS = 10_000;
/** HS256 wants a key at least as long as its hash: 32 bytes. */
export const MIN_JWT_SECRET_BYTES = 32;

const DARK_EVENT = [{ title: 'server.events.darkTitle', description: 'server.events.darkDescription' }];
const picture = (description: string, def: string) =>
  Type.String({ default: def, ...doc(PICTURES, description, { emptyIsOff: true }) });

/** Every environment variable of the server. */
export const ConfigEnv = Type.Object({
  PORT: Type.Number({ default: 8000, ...doc(SERVER, 'HTTP port for the API and the site') }),
  HOST: Type.String({ default: '0.0.0.0', ...doc(SERVER, 'listen address') }),
  DATA_DIR: Type.String({ default: './data', ...doc(SERVER, 'SQLite file and the generated JWT secret') }),
  DATABASE_URL: Type.Optional(
    Type.String(
      doc(SERVER, '`sqlite:<path>` (or a bare path, `sqlite::memory:`), or `mysql://user:pass@host:3306/db` (also `mariadb://`)', {
        shown: '`sqlite:./data/site.db` (in `DATA_DIR`)',
      }),
    ),
  ),
  JWT_SECRET: Type.Optional(
    Type.String(
      doc(
        SERVER,
        'signs access tokens and keys the hash of e-mailed codes; at least 32 bytes (a shorter one stops the start: `openssl rand -base64 48` makes one); **set it** when several instances run',
        { shown: 'generated once into `DATA_DIR/jwt-secret`' },
      ),
    ),
  ),
  ACCESS_TOKEN_TTL: Type.Number({ default: 900, ...doc(SERVER, 'access-token lifetime, seconds') }),
  REFRESH_TOKEN_TTL: Type.Number({
    default: 30 * 24 * 3600,
    ...doc(SERVER, 'refresh-token lifetime, seconds (renewed on every rotation)', { shown: '`2592000` (30 days)' }),
  }),
  SESSION_CACHE_MS: Type.Number({
    default: SESSION_CACHE_MAX_MS,
    ...doc(
      SERVER,
      "how long an instance trusts what it read of an account's ban and sessions: a ban set in the game database (`banned`, `tempban`) or a password change ends the player's web sessions within this time ([operations.md, \"Banning a player\"](operations.md#banning-a-player))",
      { shown: '`10000` (also the maximum)' },
    ),
  }),
  BCRYPT_ROUNDS: Type.Number({
    default: GAME_BCRYPT_COST,
    ...doc(
      SERVER,
      "cost of new password hashes (written as `$2y$`, which the game reads); also the cost of the dummy hash a login of an unknown name is checked against, so keep it at the game's own cost (12) for every login to take the same time",
    ),
  }),
  SEED_DEMO: Type.Union([Type.Literal('auto'), Type.Boolean()], {
    default: 'auto',
    ...doc(
      SERVER,
      'seed the demo world into an empty database at start; `true` also on MySQL/MariaDB, `false` never ([operations.md, "The demo world"](operations.md#the-demo-world))',
      { shown: '`auto`: SQLite yes, MySQL/MariaDB no' },
    ),
  }),
  STATIC_DIR: Type.String({ default: './dist', ...doc(SERVER, 'the built web app') }),
  PUBLIC_URL: Type.Optional(Type.String(doc(SERVER, "the site's address, used in e-mails", { shown: '`http://localhost:$PORT`' }))),
  LOG_LEVEL: Type.String({ default: 'info', ...doc(SERVER, 'pino level (`warn` for benchmarks, `silent`)') }),

  SMTP_HOST: Type.String({
    default: '',
    ...doc(MAIL, 'SMTP server; unset = e-mails go to the `web_outbox` table (`npm run outbox`; the log only says one is there)'),
  }),
  SMTP_PORT: Type.Number({ default: 587, ...doc(MAIL, 'SMTP port') }),
  SMTP_SECURE: Type.Boolean({ default: false, ...doc(MAIL, '`true` for implicit TLS (port 465)') }),
  SMTP_USER: Type.String({ default: '', ...doc(MAIL, 'SMTP login (none when unset)') }),
  SMTP_PASS: Type.String({ default: '', ...doc(MAIL, 'SMTP password') }),
  SMTP_FROM: Type.String({ default: `${site.name} <no-reply@localhost>`, ...doc(MAIL, 'sender') }),
  SMTP_IGNORE_TLS: Type.Boolean({ default: false, ...doc(MAIL, 'do not STARTTLS (local relays)') }),
  OUTBOX_BODY_DAYS: Type.Number({
    default: 7,
    minimum: 0,
    ...doc(
      MAIL,
      "days an e-mail's text stays in `web_outbox`; the hourly housekeeping then empties it (address, subject, status stay). `0` = at the next housekeeping",
    ),
  }),

  TURNSTILE_SITE_KEY: Type.String({ default: '', ...doc(HUMAN, 'with `TURNSTILE_SECRET`: Cloudflare Turnstile; otherwise the self-hosted ALTCHA proof of work') }),
  TURNSTILE_SECRET: Type.String({ default: '', ...doc(HUMAN, "Turnstile's secret key") }),
  TURNSTILE_VERIFY_URL: Type.String({
    default: 'https://challenges.cloudflare.com/turnstile/v0/siteverify',
    ...doc(HUMAN, "Turnstile's verification endpoint"),
  }),
  ALTCHA_HMAC_KEY: Type.Optional(
    Type.String(doc(HUMAN, 'signs ALTCHA challenges; set it when several instances run', { shown: 'derived from the JWT secret' })),
  ),
  ALTCHA_MAX_NUMBER: Type.Number({ default: 100_000, ...doc(HUMAN, 'proof-of-work difficulty (higher = slower to solve)') }),
  ALTCHA_EXPIRES_SECONDS: Type.Number({ default: 600, ...doc(HUMAN, 'how long a challenge can be solved') }),

  GAME_HOST: Type.String({ default: '127.0.0.1', ...doc(GAME, "the game's login server, probed for the status panel") }),
  GAME_PORT: Type.Number({ default: 8484, ...doc(GAME, "the login server's port") }),
  GAME_PROBE_TIMEOUT_MS: Type.Number({ default: 1500, ...doc(GAME, 'how long the status probe waits for the login server') }),
  GAME_TIMEZONE: Type.String({
    default: DEFAULT_GAME_TIMEZONE,
    ...doc(GAME, "the game's clock (server time, daily resets, game days of check-in, votes and billing)"),
  }),
  GAME_VERSION: Type.String({ default: site.client.version, ...doc(GAME, 'shown in the status (default: `config/site.ts` client version)') }),
  GAME_EVENTS: Type.Array(Type.Object({ title: Type.String(), description: Type.String() }), {
    default: DARK_EVENT,
    ...doc(
      GAME,
      'JSON array of `{"title","description"}` for the status panel (text or catalog keys, e.g. `server.events.darkTitle`, which are translated)',
      { shown: 'the dark-surge event' },
    ),
  }),
  GAME_MAINTENANCE: Type.Boolean({ default: false, ...doc(GAME, 'the status answers 維護中 / maintenance without probing') }),
  RATE_EXP: Type.Number({ default: site.rates.exp, ...doc(GAME, 'EXP rate reported by the status (default: `config/site.ts`)') }),
  RATE_EXP_AFTER_200: Type.Number({ default: site.rates.expAfter200, ...doc(GAME, 'EXP rate after level 200') }),
  RATE_MESO: Type.Number({ default: site.rates.meso, ...doc(GAME, 'meso rate') }),
  RATE_DROP: Type.Number({ default: site.rates.drop, ...doc(GAME, 'drop rate') }),
  RATE_BOSS_DROP: Type.Number({ default: site.rates.bossDrop, ...doc(GAME, 'boss drop rate') }),
  INVITE_REQUIRED: Type.Boolean({ default: false, ...doc(GAME, 'registration needs an invite code (`web_invite_codes`)') }),
  ADMIN_GM_LEVEL: Type.Integer({
    default: 6,
    minimum: 0,
    ...doc(
      GAME,
      'an account with a character at this GM level (`characters.gm`) is an operator of the web console, as is one with `accounts.webadmin = 1`; 6 is the game\'s top level (ban and `givenx` are level 3 in game: lower it to let those GMs in); `0` turns the GM rule off ([operations.md, "Operators and the audit log"](operations.md#operators-and-the-audit-log))',
    ),
  }),
  UNLOCK_MIN_MINUTES: Type.Number({
    default: 10,
    ...doc(
      GAME,
      'account unlock method 1 clears a stuck login only when the last login is older than this ([operations.md, "Player profile"](operations.md#player-profile-check-in-unlock-password))',
    ),
  }),
  VOTE_SITE_URL: Type.String({
    default: site.voteSiteUrl,
    ...doc(GAME, 'external vote site; `{account}` and `{voteId}` are replaced ([operations.md, "Vote: setup"](operations.md#vote-setup))', {
      shown: '`config/site.ts`',
    }),
  }),
  VOTE_PINGBACK_SECRET: Type.String({ default: '', ...doc(GAME, "shared secret of the vote site's pingback; unset = pingbacks refused") }),

  RANKING_REFRESH_SECONDS: Type.Number({ default: 300, ...doc(JOBS, 'how often the ranking snapshot is recomputed (0 or less = the default)') }),
  RANKING_PAGE_CACHE: Type.Number({ default: 1000, ...doc(JOBS, 'ranking pages kept per generation (0 = off)') }),
  RANKING_FAST_READER: Type.Boolean({
    default: true,
    ...doc(JOBS, 'SQLite file: ranking reads on a read-only connection with prepared statements (`off` turns it off)'),
  }),
  RANKING_DEBUG: Type.Boolean({ default: false, ...doc(JOBS, 'log the refresh phases to stderr') }),
  WEB_JOBS: Type.Optional(
    Type.Boolean(
      doc(
        JOBS,
        'start the ranking refresh, pending-credit and daily-charge jobs with the server (`off` leaves them to other instances)',
        { shown: 'on (off under Vitest)' },
      ),
    ),
  ),

  AVATAR_URL_TEMPLATE: Type.String({
    default: '',
    ...doc(
      PICTURES,
      'maplestory.io-compatible renderer URL with `{id}`, `{name}`, `{pose}`, `{skin}`, `{hair}`, `{face}`, `{gender}`, `{job}`, `{items}` (what the character wears, comma-separated; profile pages and cards)',
      { shown: '_(unset: local placeholder)_' },
    ),
  }),
  ITEM_ICON_URL_TEMPLATE: picture("the library's item icons, `{id}` replaced; empty or `off` = no picture", `${RENDERER}/item/{id}/icon`),
  MOB_IMAGE_URL_TEMPLATE: picture("the library's monster pictures", `${RENDERER}/mob/{id}/render/stand`),
  NPC_IMAGE_URL_TEMPLATE: picture("the library's NPC pictures", `${RENDERER}/npc/{id}/render/stand`),
  MAP_IMAGE_URL_TEMPLATE: picture("the library's map pictures", `${RENDERER}/map/{id}/minimap`),
  CHARACTER_IMAGE_URL_TEMPLATE: picture(
    "the web shop's dressing-room preview; `{body}` 2000 + skin, `{items}` head (12000 + skin), face, hair and worn item ids, `{action}` stand1/stand2/walk1/walk2/jump, `{frame}` 0; empty or `off` = no picture",
    `${RENDERER}/Character/{body}/{items}/{action}/{frame}`,
  ),

  TRUST_PROXY: Type.Union([Type.Boolean(), Type.Number(), Type.String()], {
    default: false,
    ...doc(
      NETWORK,
      'behind a load balancer: `true`, a hop count (`1`) or proxy addresses (comma-separated); needed for per-IP rate limits (off behind a proxy, every visitor shares one set of limits; the log warns once when it sees that). Never set it without a proxy: a visitor could then choose their own address',
    ),
  }),
  REDIS_URL: Type.String({
    default: '',
    ...doc(NETWORK, 'share rate-limit counters between instances (`redis://host:6379`; ioredis is a dependency)'),
  }),
  RATE_LIMIT: Type.Boolean({ default: true, ...doc(NETWORK, '`false` only for benchmarks (and the end-to-end tests)') }),
  BODY_LIMIT: Type.Number({ default: 64 * 1024, ...doc(NETWORK, 'largest request body, bytes (413 above)') }),
});
export type ConfigEnv = Static<typeof ConfigEnv>;

/** What the app reads (`app.config`); each field names the variable it comes from (its meaning: `ConfigEnv`). */
export interface ServerConfig {
  /** PORT */
  port: number;
  /** HOST */
  host: string;
  /** DATA_DIR, made absolute. */
  dataDir: string;
  /** DATABASE_URL */
  databaseUrl: string;
  /** JWT_SECRET, or the one generated into DATA_DIR/jwt-secret; at least MIN_JWT_SECRET_BYTES. */
  jwtSecret: string;
  /** ACCESS_TOKEN_TTL, seconds. */
  accessTokenTtl: number;
  /** REFRESH_TOKEN_TTL, seconds. */
  refreshTokenTtl: number;
  /** BCRYPT_ROUNDS */
  bcryptRounds: number;
  /** SESSION_CACHE_MS, at most SESSION_CACHE_MAX_MS. */
  sessionCacheMs: number;
  /** SMTP_*: an empty host = no SMTP (mail goes to web_outbox); empty user = no auth. */
  smtp: { host: string; port: number; secure: boolean; user: string; pass: string; from: string; ignoreTls: boolean };
  /** TURNSTILE_*: site key and secret both set = Turnstile, else ALTCHA. */
  turnstile: { siteKey: string; secret: string; verifyUrl: string };
  /** ALTCHA_*: the HMAC key is derived from the JWT secret when unset. */
  altcha: { hmacKey: string; maxNumber: number; expiresSeconds: number };
  /** GAME_HOST, GAME_PORT, GAME_PROBE_TIMEOUT_MS, GAME_TIMEZONE, GAME_VERSION. */
  game: { host: string; port: number; probeTimeoutMs: number; timezone: string; version: string };
  /** INVITE_REQUIRED */
  inviteRequired: boolean;
  /** ADMIN_GM_LEVEL, a whole number, 0 or more (0 = the GM rule off). */
  adminGmLevel: number;
  /** UNLOCK_MIN_MINUTES */
  unlockMinMinutes: number;
  /** VOTE_PINGBACK_SECRET ('' = pingback refused). */
  votePingbackSecret: string;
  /** VOTE_SITE_URL */
  voteSiteUrl: string;
  /** AVATAR_URL_TEMPLATE ('' = local placeholder). */
  avatarUrlTemplate: string;
  /** RANKING_PAGE_CACHE, 0 or more (0 = no cache). */
  rankingPageCache: number;
  /** RANKING_DEBUG */
  rankingDebug: boolean;
  /** RANKING_REFRESH_SECONDS, more than 0. */
  rankingRefreshSeconds: number;
  /** RANKING_FAST_READER */
  rankingFastReader: boolean;
  /** GAME_MAINTENANCE */
  gameMaintenance: boolean;
  /** WEB_JOBS: start the background jobs with the server (default on, off under Vitest). */
  webJobs: boolean;
  /** ITEM_ICON_URL_TEMPLATE, MOB_IMAGE_URL_TEMPLATE, NPC_IMAGE_URL_TEMPLATE, MAP_IMAGE_URL_TEMPLATE ('' = no picture). */
  itemIconUrlTemplate: string;
  mobImageUrlTemplate: string;
  npcImageUrlTemplate: string;
  mapImageUrlTemplate: string;
  /** CHARACTER_IMAGE_URL_TEMPLATE ('' = no picture). */
  characterImageUrlTemplate: string;
  /** RATE_EXP, RATE_EXP_AFTER_200, RATE_MESO, RATE_DROP, RATE_BOSS_DROP. */
  rates: { exp: number; expAfter200: number; meso: number; drop: number; bossDrop: number };
  /** GAME_EVENTS */
  events: Array<{ title: string; description: string }>;
  /** TRUST_PROXY: true, a hop count, or a comma list of proxy addresses. */
  trustProxy: boolean | number | string;
  /** REDIS_URL ('' = counters in memory). */
  redisUrl: string;
  /** BODY_LIMIT, bytes. */
  bodyLimit: number;
  /** STATIC_DIR, made absolute. */
  staticDir: string;
  /** LOG_LEVEL */
  logLevel: string;
  /** RATE_LIMIT */
  rateLimit: boolean;
  /** SEED_DEMO: 'auto' seeds only the embedded SQLite database. */
  seedDemo: boolean | 'auto';
  /** PUBLIC_URL (http://localhost:PORT). */
  publicUrl: string;
  /** OUTBOX_BODY_DAYS */
  outboxBodyDays: number;
}

type Env = Record<string, string | undefined>;

const TRUE_WORDS = ['1', 'true', 'yes', 'on'];
const FALSE_WORDS = ['0', 'false', 'no', 'off'];
function booleanOf(name: string, raw: string): boolean {
  const v = raw.trim().toLowerCase();
  if (TRUE_WORDS.includes(v)) return true;
  if (FALSE_WORDS.includes(v)) return false;
  throw new Error(`${name} must be on or off (true/false, yes/no, 1/0), got "${raw}"`);
}

/** Variables whose text is not read by their type alone. */
const PARSERS: Partial<Record<keyof ConfigEnv, (raw: string, name: string) => unknown>> = {
  SEED_DEMO: (raw, name) => (raw.trim().toLowerCase() === 'auto' ? 'auto' : booleanOf(name, raw)),
  TRUST_PROXY: (raw) => {
    const v = raw.toLowerCase();
    if (['true', 'yes', 'on'].includes(v)) return true;
    if (['false', 'no', 'off', '0'].includes(v)) return false;
    return /^\d+$/.test(v) ? Number(v) : raw;
  },
  GAME_EVENTS: (raw) => {
    const parsed: unknown = JSON.parse(raw);
    if (!Array.isArray(parsed)) throw new Error('GAME_EVENTS must be a JSON array');
    return parsed.map((e: { title?: unknown; description?: unknown }) => ({ title: String(e.title ?? ''), description: String(e.description ?? '') }));
  },
};

/** One variable's text to its value: unset or empty = the schema's default (a picture template set to '' or 'off' is ''). */
function parseVariable(name: keyof ConfigEnv, schema: TSchema & Partial<Doc>, raw: string | undefined): unknown {
  if (schema.emptyIsOff) return raw === undefined ? schema.default : raw === 'off' ? '' : raw;
  if (raw === undefined || raw.trim() === '') return schema.default === undefined ? undefined : Value.Clone(schema.default);
  const special = PARSERS[name];
  if (special) return special(raw, name);
  if (schema.type === 'boolean') return booleanOf(name, raw);
  if (schema.type === 'number' || schema.type === 'integer') {
    const n = Number(raw);
    if (!Number.isFinite(n)) throw new Error(`${name} must be a number, got "${raw}"`);
    return n;
  }
  return raw;
}

/** Reads every variable of `ConfigEnv` from `env`; throws a line an operator can act on for a value of the wrong type. */
export function parseEnv(env: Env): ConfigEnv {
  const out: Record<string, unknown> = {};
  for (const [name, schema] of Object.entries(ConfigEnv.properties) as Array<[keyof ConfigEnv, TSchema]>) {
    const value = parseVariable(name, schema, env[name]);
    if (value === undefined) continue;
    const error = Value.Errors(schema, value).First();
    if (error) throw new Error(`${name}: ${error.message}, got "${env[name]}"`);
    out[name] = value;
  }
  return out as ConfigEnv;
}

/** Throws a message an operator can act on when the JWT secret is too short. */
export function checkJwtSecret(secret: string): void {
  const bytes = Buffer.byteLength(secret, 'utf8');
  if (bytes >= MIN_JWT_SECRET_BYTES) return;
  throw new Error(
    `JWT_SECRET is ${bytes} bytes long; it must be at least ${MIN_JWT_SECRET_BYTES} bytes, since it signs every access token. ` +
      'Set a long random value (e.g. `openssl rand -base64 48`), or unset JWT_SECRET to use the secret generated in DATA_DIR/jwt-secret.',
  );
}

/** Reads DATA_DIR/jwt-secret, creating it with 48 random bytes when missing or shorter than 32 characters. */
export function persistedSecret(dataDir: string, file = 'jwt-secret'): string {
  const p = path.join(dataDir, file);
  try {
    const existing = fs.readFileSync(p, 'utf8').trim();
    if (Buffer.byteLength(existing, 'utf8') >= MIN_JWT_SECRET_BYTES) return existing;
  } catch {
    /* create below */
  }
  fs.mkdirSync(dataDir, { recursive: true });
  const secret = crypto.randomBytes(48).toString('base64url');
  fs.writeFileSync(p, secret + '\n', { mode: 0o600 });
  return secret;
}

/** Overrides: top-level keys replace, nested groups (smtp, altcha, ...) merge. */
export type ConfigOverrides = { [K in keyof ServerConfig]?: ServerConfig[K] extends Array<unknown> ? ServerConfig[K] : ServerConfig[K] extends object ? Partial<ServerConfig[K]> : ServerConfig[K] };

export function loadConfig(env: Env = process.env, overrides: ConfigOverrides = {}): ServerConfig {
  const e = parseEnv(env);
  const dataDir = path.resolve(overrides.dataDir ?? e.DATA_DIR);
  const port = overrides.port ?? e.PORT;
  const jwtSecret = overrides.jwtSecret ?? (e.JWT_SECRET || persistedSecret(dataDir));
  const config: ServerConfig = {
    port,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL ?? `sqlite:${path.join(dataDir, 'site.db')}`,
    jwtSecret,
    accessTokenTtl: e.ACCESS_TOKEN_TTL,
    refreshTokenTtl: e.REFRESH_TOKEN_TTL,
    bcryptRounds: e.BCRYPT_ROUNDS,
    sessionCacheMs: Math.min(Math.max(0, Math.floor(e.SESSION_CACHE_MS)), SESSION_CACHE_MAX_MS),
    smtp: {
      host: e.SMTP_HOST,
      port: e.SMTP_PORT,
      secure: e.SMTP_SECURE,
      user: e.SMTP_USER,
      pass: e.SMTP_PASS,
      from: e.SMTP_FROM,
      ignoreTls: e.SMTP_IGNORE_TLS,
    },
    turnstile: { siteKey: e.TURNSTILE_SITE_KEY, secret: e.TURNSTILE_SECRET, verifyUrl: e.TURNSTILE_VERIFY_URL },
    altcha: {
      hmacKey: e.ALTCHA_HMAC_KEY ?? crypto.createHash('sha256').update(`altcha:${jwtSecret}`).digest('hex'),
      maxNumber: e.ALTCHA_MAX_NUMBER,
      expiresSeconds: e.ALTCHA_EXPIRES_SECONDS,
    },
    game: {
      host: e.GAME_HOST,
      port: e.GAME_PORT,
      probeTimeoutMs: e.GAME_PROBE_TIMEOUT_MS,
      timezone: e.GAME_TIMEZONE,
      version: e.GAME_VERSION,
    },
    inviteRequired: e.INVITE_REQUIRED,
    adminGmLevel: e.ADMIN_GM_LEVEL,
    unlockMinMinutes: e.UNLOCK_MIN_MINUTES,
    votePingbackSecret: e.VOTE_PINGBACK_SECRET,
    voteSiteUrl: e.VOTE_SITE_URL,
    avatarUrlTemplate: e.AVATAR_URL_TEMPLATE,
    rankingPageCache: Math.max(0, e.RANKING_PAGE_CACHE),
    rankingDebug: e.RANKING_DEBUG,
    rankingRefreshSeconds: e.RANKING_REFRESH_SECONDS > 0 ? e.RANKING_REFRESH_SECONDS : 300,
    rankingFastReader: e.RANKING_FAST_READER,
    gameMaintenance: e.GAME_MAINTENANCE,
    webJobs: e.WEB_JOBS ?? !env.VITEST,
    itemIconUrlTemplate: e.ITEM_ICON_URL_TEMPLATE,
    mobImageUrlTemplate: e.MOB_IMAGE_URL_TEMPLATE,
    npcImageUrlTemplate: e.NPC_IMAGE_URL_TEMPLATE,
    mapImageUrlTemplate: e.MAP_IMAGE_URL_TEMPLATE,
    characterImageUrlTemplate: e.CHARACTER_IMAGE_URL_TEMPLATE,
    rates: { exp: e.RATE_EXP, expAfter200: e.RATE_EXP_AFTER_200, meso: e.RATE_MESO, drop: e.RATE_DROP, bossDrop: e.RATE_BOSS_DROP },
    events: e.GAME_EVENTS,
    trustProxy: e.TRUST_PROXY,
    redisUrl: e.REDIS_URL,
    bodyLimit: e.BODY_LIMIT,
    staticDir: path.resolve(e.STATIC_DIR),
    logLevel: e.LOG_LEVEL,
    rateLimit: e.RATE_LIMIT,
    seedDemo: e.SEED_DEMO,
    publicUrl: e.PUBLIC_URL ?? `http://localhost:${port}`,
    outboxBodyDays: e.OUTBOX_BODY_DAYS,
  };
  const out: Record<string, unknown> = { ...config };
  for (const [key, value] of Object.entries(overrides)) {
    const base = out[key];
    out[key] =
      value && typeof value === 'object' && !Array.isArray(value) && base && typeof base === 'object'
        ? { ...(base as object), ...(value as object) }
        : value;
  }
  checkJwtSecret(String(out.jwtSecret));
  return out as unknown as ServerConfig;
}
