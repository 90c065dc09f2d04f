/**
 * Server configuration: every environment variable the API server reads, with its
 * default. `loadConfig(env)` is pure apart from the JWT secret file (generated once
 * into the data directory when JWT_SECRET is not set). Tests pass overrides to
 * buildApp({ config }).
 */
import fs from 'node:fs';
import path from 'node:path';
import crypto from 'node:crypto';
import { site } from '../config/site';
import { GAME_BCRYPT_COST } from './services/passwords';

export interface ServerConfig {
  /** PORT (8000). */
  port: number;
  /** HOST (0.0.0.0). */
  host: string;
  /** DATA_DIR (./data): SQLite file, generated JWT secret. */
  dataDir: string;
  /** DATABASE_URL (sqlite file ./data/site.db). `mysql://user:pass@host:3306/db` for MySQL/MariaDB, `sqlite::memory:` or a path for SQLite. */
  databaseUrl: string;
  /**
   * JWT_SECRET (generated into DATA_DIR/jwt-secret when unset). Set it explicitly when running several instances.
   * At least 32 bytes (MIN_JWT_SECRET_BYTES): a shorter one stops the start.
   */
  jwtSecret: string;
  /** ACCESS_TOKEN_TTL seconds (900). */
  accessTokenTtl: number;
  /** REFRESH_TOKEN_TTL seconds (2592000 = 30 days). */
  refreshTokenTtl: number;
  /**
   * BCRYPT_ROUNDS: cost of the hashes the site writes, and of the dummy hash an unknown
   * name is checked against (12, what the game writes: every login then takes the same time).
   */
  bcryptRounds: number;
  /**
   * SESSION_CACHE_MS (10000, at most 10000): how long an instance trusts what it read of an
   * account's ban and session generation before reading them again. A ban set in the
   * database, or a password change made on another instance, takes effect within this time.
   */
  sessionCacheMs: number;
  smtp: {
    /** SMTP_HOST (unset = no SMTP: mail goes to the web_outbox table and the log). */
    host: string;
    /** SMTP_PORT (587). */
    port: number;
    /** SMTP_SECURE (false; true for implicit TLS on 465). */
    secure: boolean;
    /** SMTP_USER / SMTP_PASS (unset = no auth). */
    user: string;
    pass: string;
    /** SMTP_FROM ("<site name> <no-reply@localhost>"). */
    from: string;
    /** SMTP_IGNORE_TLS (false): do not STARTTLS (local relays, tests). */
    ignoreTls: boolean;
  };
  turnstile: {
    /** TURNSTILE_SITE_KEY + TURNSTILE_SECRET: both set = Turnstile, else ALTCHA. */
    siteKey: string;
    secret: string;
    /** TURNSTILE_VERIFY_URL (Cloudflare's siteverify). */
    verifyUrl: string;
  };
  altcha: {
    /** ALTCHA_HMAC_KEY (derived from the JWT secret when unset). */
    hmacKey: string;
    /** ALTCHA_MAX_NUMBER (100000): proof-of-work difficulty. Tests lower it. */
    maxNumber: number;
    /** ALTCHA_EXPIRES_SECONDS (600). */
    expiresSeconds: number;
  };
  game: {
    /** GAME_HOST (127.0.0.1) / GAME_PORT (8484): the login server the status probe connects to. */
    host: string;
    port: number;
    /** GAME_PROBE_TIMEOUT_MS (1500). */
    probeTimeoutMs: number;
    /** GAME_TIMEZONE (Asia/Taipei): the game's clock for server time and daily resets. */
    timezone: string;
    /** GAME_VERSION (site.client.version). */
    version: string;
  };
  /** INVITE_REQUIRED (false): registration needs an invite code. */
  inviteRequired: boolean;
  /**
   * ADMIN_GM_LEVEL (6): an account is an operator of the web console when accounts.webadmin = 1
   * or one of its characters has characters.gm at or above this level. 6 is the top level of
   * Cosmic/HeavenMS (the level of setgmlevel, getacc, shutdown): the console bans, moves cash
   * and issues game time for every account, more than the game's lower GM levels may do (ban
   * and givenx are level 3). Lower it to let those GMs in; 0 turns the GM rule off (webadmin only).
   */
  adminGmLevel: number;
  /** UNLOCK_MIN_MINUTES (10): account unlock method 1 clears a login only when the last login is older than this. */
  unlockMinMinutes: number;
  /** VOTE_PINGBACK_SECRET (empty = pingback refused). */
  votePingbackSecret: string;
  /** VOTE_SITE_URL (site.voteSiteUrl); {account} is replaced by the account name. */
  voteSiteUrl: string;
  /** AVATAR_URL_TEMPLATE ('' = local placeholder). {id} {name} {pose}. */
  avatarUrlTemplate: string;
  /** RANKING_PAGE_CACHE (1000): ranking pages kept per snapshot generation; 0 turns the cache off. */
  rankingPageCache: number;
  /** RANKING_DEBUG: log the ranking refresh's phases to stderr. */
  rankingDebug: boolean;
  /**
   * Game pictures for the library (maplestory.io-compatible renderer; {id} is replaced;
   * '' turns that kind of picture off and the page draws a category glyph):
   * ITEM_ICON_URL_TEMPLATE, MOB_IMAGE_URL_TEMPLATE, NPC_IMAGE_URL_TEMPLATE, MAP_IMAGE_URL_TEMPLATE.
   */
  itemIconUrlTemplate: string;
  mobImageUrlTemplate: string;
  npcImageUrlTemplate: string;
  mapImageUrlTemplate: string;
  /**
   * CHARACTER_IMAGE_URL_TEMPLATE: the character renderer for the shop's dressing-room preview
   * ('' or 'off' = no picture). Placeholders: {body} (2000 + skin), {items} (head 12000 + skin,
   * face, hair, then the worn item ids, comma-separated), {action} (stand1/stand2/walk1/walk2/jump), {frame}.
   */
  characterImageUrlTemplate: string;
  /** RATE_EXP, RATE_EXP_AFTER_200, RATE_MESO, RATE_DROP, RATE_BOSS_DROP (config/site.ts). */
  rates: { exp: number; expAfter200: number; meso: number; drop: number; bossDrop: number };
  /** GAME_EVENTS: JSON array [{"title","description"}] (default: the dark event of config/site.ts, as catalog keys). */
  events: Array<{ title: string; description: string }>;
  /** TRUST_PROXY (false): true, a hop count, or a comma list of proxy addresses. */
  trustProxy: boolean | number | string;
  /** REDIS_URL (unset): rate-limit counters in Redis so several instances share them (needs the ioredis package). */
  redisUrl: string;
  /** BODY_LIMIT bytes (65536). */
  bodyLimit: number;
  /** STATIC_DIR (./dist): the built web app. */
  staticDir: string;
  /** LOG_LEVEL (info; silent in tests). */
  logLevel: string;
  /** RATE_LIMIT (true): set false only for benchmarks. */
  rateLimit: boolean;
  /**
   * SEED_DEMO (unset = 'auto'): seed the demo world into an empty database at start.
   * 'auto': only the embedded SQLite database; MySQL/MariaDB (the game's database) only
   * with SEED_DEMO=true. false: never.
   */
  seedDemo: boolean | 'auto';
  /** PUBLIC_URL (http://localhost:PORT): used in e-mails. */
  publicUrl: string;
  /**
   * OUTBOX_BODY_DAYS (7): days an e-mail's text stays in web_outbox; the hourly housekeeping
   * then empties it (address, subject and status stay). 0 = at the next housekeeping.
   */
  outboxBodyDays: number;
}

type Env = Record<string, string | undefined>;

const str = (env: Env, key: string, def: string) => (env[key] !== undefined && env[key] !== '' ? env[key]! : def);
/** Public image renderer of the game's pictures (GMS v83), the default of the picture templates. */
const RENDERER = 'https://maplestory.io/api/GMS/83';
/** A picture URL template: unset = the default; set but empty (or 'off') = pictures off. */
const template = (env: Env, key: string, def: string) => {
  const v = env[key];
  if (v === undefined) return def;
  return v === 'off' ? '' : v;
};
const num = (env: Env, key: string, def: number) => {
  const v = env[key];
  if (v === undefined || v === '') return def;
  const n = Number(v);
  if (!Number.isFinite(n)) throw new Error(`${key} must be a number, got "${v}"`);
  return n;
};
const bool = (env: Env, key: string, def: boolean) => {
  const v = env[key];
  if (v === undefined || v === '') return def;
  return ['1', 'true', 'yes', 'on'].includes(v.toLowerCase());
};

function trustProxyOf(v: string | undefined): boolean | number | string {
  if (!v) return false;
  if (['true', 'yes', 'on'].includes(v.toLowerCase())) return true;
  if (['false', 'no', 'off', '0'].includes(v.toLowerCase())) return false;
  if (/^\d+$/.test(v)) return Number(v);
  return v;
}

/** HS256 wants a key at least as long as its hash: 32 bytes. */
export const MIN_JWT_SECRET_BYTES = 32;

/** Throws a message an operator can act on when the JWT secret is too short. */
export function checkJwtSecret(secret: string): void {
  const bytes = Buffer.byteLength(secret, 'utf8');
  if (bytes >= MIN_JWT_SECRET_BYTES) return;
  throw new Error(
    `JWT_SECRET is ${bytes} bytes long; it must be at least ${MIN_JWT_SECRET_BYTES} bytes, since it signs every access token. ` +
      'Set a long random value (e.g. `openssl rand -base64 48`), or unset JWT_SECRET to use the secret generated in DATA_DIR/jwt-secret.',
  );
}

/** OUTBOX_BODY_DAYS: a number of days, 0 or more. */
function daysOf(env: Env, key: string, def: number): number {
  const n = num(env, key, def);
  if (n < 0) throw new Error(`${key} must be a number of days (0 or more), got "${env[key]}"`);
  return n;
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

/** A ban or a password change must end every session within 10 s: the cache may not trust longer. */
export const SESSION_CACHE_MAX_MS = 10_000;
const sessionCacheMsOf = (ms: number) => Math.min(Math.max(0, Math.floor(ms)), SESSION_CACHE_MAX_MS);

/** ADMIN_GM_LEVEL: a whole number 0 (GM rule off) or more. */
function adminGmLevelOf(n: number): number {
  if (!Number.isInteger(n) || n < 0) throw new Error(`ADMIN_GM_LEVEL must be a whole number, 0 (GM levels give no operator role) or more, got "${n}"`);
  return n;
}

/** SEED_DEMO: unset, empty or 'auto' -> 'auto'; otherwise a boolean. */
function seedDemoOf(v: string | undefined): boolean | 'auto' {
  const t = (v ?? '').trim().toLowerCase();
  if (t === '' || t === 'auto') return 'auto';
  return ['1', 'true', 'yes', 'on'].includes(t);
}

function eventsOf(v: string | undefined): Array<{ title: string; description: string }> {
  if (!v) return [{ title: 'server.events.darkTitle', description: 'server.events.darkDescription' }];
  const parsed = JSON.parse(v);
  if (!Array.isArray(parsed)) throw new Error('GAME_EVENTS must be a JSON array');
  return parsed.map((e) => ({ title: String(e.title ?? ''), description: String(e.description ?? '') }));
}

/** Overrides: top-level keys replace, nested groups (smtp, altcha, ...) merge. */
export type ConfigOverrides = { [K in keyof ServerConfig]?: ServerConfig[K] extends Array<unknown> ? ServerConfig[K] : ServerConfig[K] extends object ? Partial<ServerConfig[K]> : ServerConfig[K] };

/** The game's clock when GAME_TIMEZONE is not set. */
export const DEFAULT_GAME_TIMEZONE = 'Asia/Taipei';

export function loadConfig(env: Env = process.env, overrides: ConfigOverrides = {}): ServerConfig {
  const dataDir = path.resolve(overrides.dataDir ?? str(env, 'DATA_DIR', './data'));
  const port = overrides.port ?? num(env, 'PORT', 8000);
  const jwtSecret = overrides.jwtSecret ?? (env.JWT_SECRET || persistedSecret(dataDir));
  const config: ServerConfig = {
    port,
    host: str(env, 'HOST', '0.0.0.0'),
    dataDir,
    databaseUrl: str(env, 'DATABASE_URL', `sqlite:${path.join(dataDir, 'site.db')}`),
    jwtSecret,
    accessTokenTtl: num(env, 'ACCESS_TOKEN_TTL', 900),
    refreshTokenTtl: num(env, 'REFRESH_TOKEN_TTL', 30 * 24 * 3600),
    bcryptRounds: num(env, 'BCRYPT_ROUNDS', GAME_BCRYPT_COST),
    sessionCacheMs: sessionCacheMsOf(num(env, 'SESSION_CACHE_MS', SESSION_CACHE_MAX_MS)),
    smtp: {
      host: str(env, 'SMTP_HOST', ''),
      port: num(env, 'SMTP_PORT', 587),
      secure: bool(env, 'SMTP_SECURE', false),
      user: str(env, 'SMTP_USER', ''),
      pass: str(env, 'SMTP_PASS', ''),
      from: str(env, 'SMTP_FROM', `${site.name} <no-reply@localhost>`),
      ignoreTls: bool(env, 'SMTP_IGNORE_TLS', false),
    },
    turnstile: {
      siteKey: str(env, 'TURNSTILE_SITE_KEY', ''),
      secret: str(env, 'TURNSTILE_SECRET', ''),
      verifyUrl: str(env, 'TURNSTILE_VERIFY_URL', 'https://challenges.cloudflare.com/turnstile/v0/siteverify'),
    },
    altcha: {
      hmacKey: str(env, 'ALTCHA_HMAC_KEY', crypto.createHash('sha256').update(`altcha:${jwtSecret}`).digest('hex')),
      maxNumber: num(env, 'ALTCHA_MAX_NUMBER', 100_000),
      expiresSeconds: num(env, 'ALTCHA_EXPIRES_SECONDS', 600),
    },
    game: {
      host: str(env, 'GAME_HOST', '127.0.0.1'),
      port: num(env, 'GAME_PORT', 8484),
      probeTimeoutMs: num(env, 'GAME_PROBE_TIMEOUT_MS', 1500),
      timezone: str(env, 'GAME_TIMEZONE', DEFAULT_GAME_TIMEZONE),
      version: str(env, 'GAME_VERSION', site.client.version),
    },
    inviteRequired: bool(env, 'INVITE_REQUIRED', false),
    adminGmLevel: adminGmLevelOf(num(env, 'ADMIN_GM_LEVEL', 6)),
    unlockMinMinutes: num(env, 'UNLOCK_MIN_MINUTES', 10),
    votePingbackSecret: str(env, 'VOTE_PINGBACK_SECRET', ''),
    voteSiteUrl: str(env, 'VOTE_SITE_URL', site.voteSiteUrl),
    avatarUrlTemplate: str(env, 'AVATAR_URL_TEMPLATE', ''),
    rankingPageCache: Math.max(0, num(env, 'RANKING_PAGE_CACHE', 1000)),
    rankingDebug: !!env.RANKING_DEBUG,
    itemIconUrlTemplate: template(env, 'ITEM_ICON_URL_TEMPLATE', `${RENDERER}/item/{id}/icon`),
    mobImageUrlTemplate: template(env, 'MOB_IMAGE_URL_TEMPLATE', `${RENDERER}/mob/{id}/render/stand`),
    npcImageUrlTemplate: template(env, 'NPC_IMAGE_URL_TEMPLATE', `${RENDERER}/npc/{id}/render/stand`),
    mapImageUrlTemplate: template(env, 'MAP_IMAGE_URL_TEMPLATE', `${RENDERER}/map/{id}/minimap`),
    characterImageUrlTemplate: template(env, 'CHARACTER_IMAGE_URL_TEMPLATE', `${RENDERER}/Character/{body}/{items}/{action}/{frame}`),
    rates: {
      exp: num(env, 'RATE_EXP', site.rates.exp),
      expAfter200: num(env, 'RATE_EXP_AFTER_200', site.rates.expAfter200),
      meso: num(env, 'RATE_MESO', site.rates.meso),
      drop: num(env, 'RATE_DROP', site.rates.drop),
      bossDrop: num(env, 'RATE_BOSS_DROP', site.rates.bossDrop),
    },
    events: eventsOf(env.GAME_EVENTS),
    trustProxy: trustProxyOf(env.TRUST_PROXY),
    redisUrl: str(env, 'REDIS_URL', ''),
    bodyLimit: num(env, 'BODY_LIMIT', 64 * 1024),
    staticDir: path.resolve(str(env, 'STATIC_DIR', './dist')),
    logLevel: str(env, 'LOG_LEVEL', 'info'),
    rateLimit: bool(env, 'RATE_LIMIT', true),
    seedDemo: seedDemoOf(env.SEED_DEMO),
    publicUrl: str(env, 'PUBLIC_URL', `http://localhost:${port}`),
    outboxBodyDays: daysOf(env, 'OUTBOX_BODY_DAYS', 7),
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
