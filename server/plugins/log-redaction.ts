/**
 * No secret in a log line. The logger options of buildApp (`redactingLogger`) add:
 * - a request serializer whose URL keeps the path and every harmless query parameter
 *   but shows `[REDACTED]` for the value of a parameter named like a secret
 *   (`?refresh_token=[REDACTED]`, `?secret=[REDACTED]`; `isSecretName` below);
 * - pino `redact` for headers and fields that carry one wherever a logged object holds
 *   them (authorization, cookies, the vote pingback's X-Vote-Secret / X-Vote-Signature,
 *   passwords, tokens, codes, birthdays that unlock an account), and query-string
 *   secrets and bearer tokens scrubbed out of error messages and stacks;
 * - the same scrubbing of every message text (`Bearer ...`, `...?token=...`).
 * The parameter names come from every route's querystring and body schemas
 * (refresh_token, secret, captcha, code, turnstile_token, password, pwd1, pwd2,
 * newPassword, currentPassword, confirmPassword, cardCode, invitation_code,
 * community_invitation, birthday) plus the usual ones (token, access_token, key, sig,
 * signature, session, invite as in the register page's ?invite=).
 */

/** Words that make a parameter or field secret: `access_token`, `newPassword`, `X-Vote-Secret`, `cardCode`. */
const SECRET_WORDS = new Set([
  'token', 'secret', 'password', 'passwd', 'pass', 'pwd', 'code', 'captcha', 'turnstile', 'authorization', 'auth',
  'cookie', 'session', 'sid', 'signature', 'sig', 'key', 'apikey', 'otp', 'jwt', 'bearer', 'credential', 'credentials',
  'invite', 'invitation', 'birthday',
]);

export const REDACTED = '[REDACTED]';

/** True when one of the words of `name` (snake_case, kebab-case, camelCase; digits dropped) is a secret word. */
export function isSecretName(name: string): boolean {
  const words = name
    .replace(/([a-z])([A-Z])/g, '$1_$2')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .map((w) => w.replace(/\d+$/, ''));
  return words.some((w) => SECRET_WORDS.has(w));
}

function decoded(raw: string): string {
  try {
    return decodeURIComponent(raw.replace(/\+/g, ' '));
  } catch {
    return raw;
  }
}

/**
 * The URL with the value of every secret-named query parameter replaced by [REDACTED]; the
 * path untouched. A value that is itself a URL (`?from=%2Fauth%2Fregister%3Finvite%3D...`)
 * has its own secrets redacted.
 */
export function redactUrl(url: string): string {
  const q = url.indexOf('?');
  if (q < 0) return url;
  const query = url
    .slice(q + 1)
    .split('&')
    .map((part) => {
      const eq = part.indexOf('=');
      if (eq < 0) return part;
      const name = part.slice(0, eq);
      if (isSecretName(decoded(name))) return `${name}=${REDACTED}`;
      const value = decoded(part.slice(eq + 1));
      const scrubbed = scrubText(value);
      return scrubbed === value ? part : `${name}=${encodeURIComponent(scrubbed)}`;
    })
    .join('&');
  return `${url.slice(0, q)}?${query}`;
}

/** Free text (a message, an error's message or stack) with bearer tokens and secret query values replaced. */
export function scrubText(text: string): string {
  return text
    .replace(/\b(bearer|basic)\s+[A-Za-z0-9\-._~+/]+=*/gi, `$1 ${REDACTED}`)
    .replace(/([?&;])([^=&\s"'#?]+)=([^&\s"'#]*)/g, (all, sep: string, name: string) => (isSecretName(decoded(name)) ? `${sep}${name}=${REDACTED}` : all));
}

const HEADERS = ['authorization', 'proxy-authorization', 'cookie', 'set-cookie', 'x-vote-secret', 'x-vote-signature', 'x-api-key'];
const FIELDS = [
  'password', 'pwd1', 'pwd2', 'newPassword', 'currentPassword', 'confirmPassword', 'refresh_token', 'token', 'access_token',
  'turnstile_token', 'captcha', 'cardCode', 'secret', 'signature', 'birthday', 'receiverBirthday', 'senderBirthday',
  'invitation_code', 'community_invitation', 'authorization', 'cookie',
];
/** `code` is secret in a request (the e-mailed code) but an error's code (err.code) is not: only under body/query. */
const REQUEST_ONLY_FIELDS = ['code'];
const TEXTS = ['err.message', 'err.stack', 'error.message', 'error.stack'];

/** pino `redact` paths: headers under req/res/headers, secret fields at the top, one level down and in bodies / queries. */
export function redactPaths(): string[] {
  const header = (h: string) => (/^[a-z]+$/.test(h) ? `.${h}` : `["${h}"]`);
  const paths = new Set<string>();
  for (const h of HEADERS) for (const base of ['headers', 'req.headers', 'res.headers', 'request.headers', 'reply.headers']) paths.add(`${base}${header(h)}`);
  for (const f of FIELDS) for (const base of ['', '*.', 'req.body.', 'req.query.', 'request.body.', 'request.query.']) paths.add(`${base}${f}`);
  for (const f of REQUEST_ONLY_FIELDS) for (const base of ['body.', 'query.', 'req.body.', 'req.query.', 'request.body.', 'request.query.']) paths.add(`${base}${f}`);
  for (const t of TEXTS) paths.add(t);
  paths.add('err.sql');
  return [...paths];
}

/** What a redacted path becomes: texts are scrubbed, SQL loses its literals, anything else is [REDACTED]. */
function censor(value: unknown, path: string[]): unknown {
  const last = path[path.length - 1];
  if (last === 'sql') return typeof value === 'string' ? value.replace(/'(?:[^'\\]|\\.)*'/g, "'?'") : value;
  if ((last === 'message' || last === 'stack') && (path[0] === 'err' || path[0] === 'error')) return typeof value === 'string' ? scrubText(value) : value;
  return REDACTED;
}

interface ReqLike {
  method?: string;
  url?: string;
  host?: string;
  ip?: string;
  socket?: { remotePort?: number };
}

/** Fastify's request serializer, with the URL's secrets redacted. */
function serializeRequest(req: ReqLike) {
  return {
    method: req.method,
    url: req.url === undefined ? undefined : redactUrl(req.url),
    host: req.host,
    remoteAddress: req.ip,
    remotePort: req.socket?.remotePort,
  };
}

type PinoLogMethod = (this: unknown, ...args: unknown[]) => void;

/** The logger options for Fastify: `options` (level, stream, ...) plus the redaction above. */
export function redactingLogger(options: Record<string, unknown>): Record<string, unknown> {
  const serializers = (options.serializers as Record<string, unknown> | undefined) ?? {};
  const hooks = (options.hooks as Record<string, unknown> | undefined) ?? {};
  return {
    ...options,
    serializers: { ...serializers, req: serializeRequest },
    redact: { paths: redactPaths(), censor },
    hooks: {
      ...hooks,
      logMethod(this: unknown, args: unknown[], method: PinoLogMethod) {
        return method.apply(this, args.map((a) => (typeof a === 'string' ? scrubText(a) : a)));
      },
    },
  };
}
