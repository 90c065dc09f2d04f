/**
 * Bad-input corpus, generated from the OpenAPI document the app serves (/api/docs/json):
 * every operation (method + path) gets malformed JSON, wrong content types, missing and
 * wrong-typed fields, 1 MB strings, NUL / RTL characters, injection strings, negative /
 * huge / non-numeric / non-finite numbers on every numeric query and path parameter, and
 * an oversize body; operations that need a token get it both with and without one.
 * The operator console's operations (/api/v1/admin/*) get an operator's token, so the corpus
 * reaches their validation past the 403 a player gets; that operator last gave the password
 * more than 15 minutes ago, so an action whose odd input is valid (a reason with quotes or
 * a script tag) stops at the re-authentication (403) instead of banning or paying someone.
 * A new endpoint joins the corpus by being in the document.
 * Every answer: no 5xx, the envelope {code, message, data} with a non-zero code and a
 * translated message (zh-TW by default), and nothing written to the database (row counts
 * of every table and the accounts' currency columns equal before and after).
 * Each request has its own time limit, so a request that never answers (an endless page
 * loop) fails the test instead of hanging the run.
 */
import crypto from 'node:crypto';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import type { InjectOptions } from 'fastify';
import { importGameData } from '../../server/gamedata/importer';
import { SAMPLE_DIR } from '../../server/gamedata/sample';
import { toDbTime } from '../../server/db/time';
import { createTestApp, loginAs, randomIp, seedTiny, TINY, type TestApp } from './helpers';

interface SchemaObject {
  type?: string | string[];
  properties?: Record<string, SchemaObject>;
  required?: string[];
  enum?: unknown[];
  format?: string;
  minLength?: number;
  maxLength?: number;
  const?: unknown;
  anyOf?: SchemaObject[];
}
interface Parameter {
  in: 'query' | 'path' | 'header' | 'cookie';
  name: string;
  required?: boolean;
  schema?: SchemaObject;
}
interface Operation {
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema: SchemaObject }> };
  security?: unknown[];
}
interface OpenApi {
  paths: Record<string, Record<string, Operation>>;
}

interface Case {
  label: string;
  request: InjectOptions;
  /** The bad value reaches something the operation reads: the answer must be an error. */
  mustFail: boolean;
}

const REQUEST_TIMEOUT_MS = 10_000;
const ONE_MB = 'x'.repeat(1024 * 1024);
const STRINGS: Array<[string, string]> = [
  ['1 MB string', ONE_MB],
  ['NUL', 'ab\u0000cd'],
  ['RTL override', 'ab\u202ecd'],
  ['SQL injection', "' OR 1=1 --"],
  ['script tag', '<script>alert(1)</script>'],
  ['empty', ''],
];
// ('0x10' is left out: the query coercion reads it as 16, a legal page.)
const NUMBERS = ['-1', '0', '1e308', '9007199254740993', 'abc', 'Infinity', '-Infinity', 'NaN', '1.5', '', "1' OR 1=1 --"];
/** JSON texts whose value is a bad number (1e400 parses to Infinity). */
const JSON_NUMBERS = ['-1', '1e308', '9007199254740993', '1e400', '-1e400', '1.5'];
const CJK = /[\u3400-\u9fff]/;

/**
 * Operations that answer success to an unknown value by design. Their corpus still has to
 * answer the envelope, never a 5xx, and write nothing.
 */
const SUCCESS_BY_DESIGN: Record<string, string> = {
  'POST /api/v1/auth/logout': 'ending a session that does not exist is a success (logging out is idempotent)',
  'POST /api/v1/auth/reset': 'a reset request for an unknown account answers like one for a known account (no account enumeration)',
  'POST /api/v1/admin/notices/preview': "the console's preview of a notice: any title or HTML body is valid (it answers it sanitized, writes nothing)",
};

/**
 * Operations that write what an operator writes (a notice: titles and an HTML body, sanitized
 * on write) with no password asked, as they touch no value: any text is valid content there,
 * so the corpus's odd-but-valid strings (quotes, a script tag, an empty title beside a full one)
 * would create notices. With the operator's token only their refusals are sent (structure,
 * types, sizes, control and bidirectional characters), and must fail; nothing is written.
 */
const CONTENT_BY_DESIGN: Record<string, string> = {
  'POST /api/v1/admin/notices': 'a new notice: its titles and HTML bodies are free text',
};

const typeOf = (s: SchemaObject | undefined): string | undefined => {
  if (!s) return undefined;
  if (Array.isArray(s.type)) return s.type.find((x) => x !== 'null');
  if (s.type) return s.type;
  if (s.enum) return typeof s.enum[0];
  if (s.anyOf) return typeOf(s.anyOf.find((x) => typeOf(x) !== 'null'));
  return undefined;
};
/** The allowed values of an enum, a const or a union of them (TypeBox literals), else undefined. */
const enumOf = (s: SchemaObject | undefined): unknown[] | undefined => {
  if (!s) return undefined;
  if (s.enum) return s.enum;
  if (s.const !== undefined) return [s.const];
  const inner = s.anyOf?.flatMap((x) => enumOf(x) ?? []);
  return inner && inner.length > 0 ? inner : undefined;
};
const maxLengthOf = (s: SchemaObject | undefined): number | undefined => s?.maxLength ?? s?.anyOf?.find((x) => x.maxLength !== undefined)?.maxLength;
const isNumeric = (s: SchemaObject | undefined) => ['integer', 'number'].includes(typeOf(s) ?? '');

/** A value the schema would plausibly accept (so one bad field is what the route sees). */
function plausible(name: string, s: SchemaObject | undefined): unknown {
  const allowed = enumOf(s);
  if (allowed) return allowed[0];
  const type = typeOf(s);
  if (type === 'integer' || type === 'number') return 1;
  if (type === 'boolean') return true;
  if (type === 'object') return {};
  if (type === 'array') return [];
  if (s?.format === 'email' || /email/i.test(name)) return 'nobody@example.com';
  if (s?.format === 'date' || /birthday|date/i.test(name)) return '1995-06-15';
  return 'abcdef1';
}

/** A value of the wrong JSON type for the schema. */
function wrongTyped(s: SchemaObject | undefined): unknown {
  const type = typeOf(s);
  if (type === 'string') return { nested: ['x'] };
  if (type === 'object') return 'not-an-object';
  if (type === 'array') return 'not-an-array';
  return 'not-a-number';
}

function pathFor(template: string, params: Parameter[], override: Record<string, string> = {}): string {
  return template.replace(/\{([^}]+)\}/g, (_, name: string) => {
    if (name in override) return override[name];
    const p = params.find((x) => x.in === 'path' && x.name === name);
    return encodeURIComponent(String(plausible(name, p?.schema)));
  });
}

/** Every bad request for one operation (without authentication; the caller adds tokens). */
function casesFor(method: string, template: string, op: Operation, bodyLimit: number): Case[] {
  const params = op.parameters ?? [];
  const pathParams = params.filter((p) => p.in === 'path');
  const queryParams = params.filter((p) => p.in === 'query');
  const base = pathFor(template, params);
  const cases: Case[] = [];
  const M = method.toUpperCase() as InjectOptions['method'];
  const jsonSchema = op.requestBody?.content['application/json']?.schema;
  const plausibleBody = (): Record<string, unknown> =>
    Object.fromEntries(Object.entries(jsonSchema?.properties ?? {}).map(([k, s]) => [k, plausible(k, s)]));
  const plausibleQuery = (): Record<string, string> =>
    Object.fromEntries(queryParams.filter((p) => p.required).map((p) => [p.name, String(plausible(p.name, p.schema))]));
  const withBody = (payload: unknown, contentType = 'application/json'): InjectOptions => ({
    method: M,
    url: base,
    query: plausibleQuery(),
    headers: { 'content-type': contentType },
    payload: typeof payload === 'string' || Buffer.isBuffer(payload) ? payload : JSON.stringify(payload),
  });

  // Path parameters: numeric ones get every bad number, all get strings that cannot be ids.
  for (const p of pathParams) {
    const values = [...(isNumeric(p.schema) ? NUMBERS : []), "' OR 1=1 --", '<script>', '%00', '%E2%80%AE', '%E0%A4%A', 'x'.repeat(300)];
    for (const v of values) {
      const raw = /^%/.test(v) ? v : encodeURIComponent(v);
      cases.push({ label: `path ${p.name}=${v.slice(0, 20)}`, request: { method: M, url: pathFor(template, params, { [p.name]: raw }) }, mustFail: true });
    }
  }
  // Query parameters: bad numbers on numeric ones, bad strings on every one.
  for (const p of queryParams) {
    const values = isNumeric(p.schema) ? NUMBERS : STRINGS.map(([, v]) => (v === ONE_MB ? 'x'.repeat(8192) : v)).filter((v) => v !== '');
    for (const v of values) {
      // A string parameter without an enum accepts any text up to its maximum length: the
      // answer may succeed but must not break.
      const max = maxLengthOf(p.schema);
      const mustFail = isNumeric(p.schema) || !!enumOf(p.schema) || (max !== undefined && v.length > max);
      cases.push({ label: `query ${p.name}=${JSON.stringify(v.slice(0, 20))}`, request: { method: M, url: base, query: { ...plausibleQuery(), [p.name]: v } }, mustFail });
    }
  }
  // An unknown query parameter and a junk body on an operation that reads none: harmless, never a 5xx.
  cases.push({ label: 'unknown query parameter', request: { method: M, url: base, query: { ...plausibleQuery(), zz: "' OR 1=1 --" } }, mustFail: false });

  if (op.requestBody) {
    cases.push({ label: 'malformed JSON', request: withBody('{"username": "a", '), mustFail: true });
    cases.push({ label: 'JSON null', request: withBody('null'), mustFail: true });
    cases.push({ label: 'JSON array', request: withBody('[1,2,3]'), mustFail: true });
    cases.push({ label: 'JSON string', request: withBody('"text"'), mustFail: true });
    cases.push({ label: 'empty JSON body', request: withBody(''), mustFail: true });
    cases.push({ label: 'text/plain', request: withBody(JSON.stringify(plausibleBody()), 'text/plain'), mustFail: true });
    cases.push({ label: 'form-urlencoded', request: withBody('username=a&password=b', 'application/x-www-form-urlencoded'), mustFail: true });
    cases.push({ label: 'xml', request: withBody('<a>1</a>', 'application/xml'), mustFail: true });
    cases.push({ label: 'multipart', request: withBody('--b\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--b--', 'multipart/form-data; boundary=b'), mustFail: true });
    cases.push({ label: 'missing fields', request: withBody({}), mustFail: true });
    cases.push({ label: 'oversize body', request: withBody({ ...plausibleBody(), pad: 'x'.repeat(bodyLimit + 1024) }), mustFail: true });
    cases.push({ label: 'oversize body, no content-length', request: { ...withBody({ ...plausibleBody(), pad: 'x'.repeat(bodyLimit + 1024) }), headers: { 'content-type': 'application/json', 'transfer-encoding': 'chunked' } }, mustFail: true });
    for (const [field, s] of Object.entries(jsonSchema?.properties ?? {})) {
      const required = (jsonSchema?.required ?? []).includes(field);
      const withoutField = plausibleBody();
      delete withoutField[field];
      if (required) cases.push({ label: `missing ${field}`, request: withBody(withoutField), mustFail: true });
      cases.push({ label: `wrong type ${field}`, request: withBody({ ...plausibleBody(), [field]: wrongTyped(s) }), mustFail: true });
      if (isNumeric(s)) {
        for (const n of JSON_NUMBERS) {
          const text = JSON.stringify({ ...plausibleBody(), [field]: 0 }).replace(`"${field}":0`, `"${field}":${n}`);
          cases.push({ label: `${field}=${n}`, request: withBody(text), mustFail: true });
        }
      } else if (typeOf(s) === 'string') {
        for (const [name, v] of STRINGS) cases.push({ label: `${field} ${name}`, request: withBody({ ...plausibleBody(), [field]: v }), mustFail: true });
      }
    }
  }
  return cases;
}

/** The request's answer, or a failure naming it when it takes longer than REQUEST_TIMEOUT_MS. */
async function send(app: TestApp['app'], label: string, request: InjectOptions) {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${REQUEST_TIMEOUT_MS} ms: ${label}`)), REQUEST_TIMEOUT_MS);
  });
  try {
    return await Promise.race([app.inject(request), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** Row counts of every table, plus a digest of the accounts' currency columns. */
async function snapshot(t: TestApp) {
  const tables = (await t.db.introspection.getTables()).map((x) => x.name).sort();
  const counts: Record<string, number> = {};
  for (const name of tables) {
    const row = await sql<{ n: number | string }>`select count(*) as n from ${sql.table(name)}`.execute(t.db);
    counts[name] = Number(row.rows[0].n);
  }
  const money = await t.db
    .selectFrom('accounts')
    .select(['id', 'nxCredit', 'maplePoint', 'nxPrepaid', 'votepoints', 'rewardpoints', 'password', 'email'])
    .orderBy('id')
    .execute();
  const digest = crypto.createHash('sha256').update(JSON.stringify(money)).digest('hex');
  return { counts, digest };
}

const isEnvelope = (body: unknown): body is { code: number; message: string; data: unknown } =>
  !!body && typeof body === 'object' && Number.isInteger((body as { code: unknown }).code) && typeof (body as { message: unknown }).message === 'string' && 'data' in body;

describe('bad-input corpus from the OpenAPI document', () => {
  let t: TestApp;
  let doc: OpenApi;
  let token: string;
  let operatorToken: string;

  beforeAll(async () => {
    t = await createTestApp();
    const { accounts } = await seedTiny(t.db);
    // The sample game data, so the library's search and entries have something to find.
    await importGameData(t.db, { wzDir: SAMPLE_DIR.wz, stringsZhDir: SAMPLE_DIR.stringsZh });
    token = (await loginAs(t.app, TINY.player.username, TINY.player.password)).token;
    operatorToken = (await loginAs(t.app, TINY.admin.username, TINY.admin.password)).token;
    await t.db.updateTable('web_refresh_tokens').set({ created_at: toDbTime(Date.now() - 20 * 60_000) }).where('account_id', '=', accounts.admin).execute();
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    doc = res.json() as OpenApi;
    // Build what the first call of some reads builds once (the ranking snapshot), so the
    // corpus itself is measured for writes.
    await t.app.gameJobs.rankingReady();
  }, 60_000);
  afterAll(async () => t?.close());

  it('the non-finite page values that used to hang or 500 now answer a 400 envelope quickly', async () => {
    const urls = ['/api/v1/game/character/rank', '/api/v1/game/guild/rank', '/api/v1/notice'].flatMap((path) =>
      ['Infinity', '-Infinity', 'NaN', '1e400'].flatMap((v) => [`${path}?page=${v}`, `${path}?size=${v}`]),
    );
    for (const url of urls) {
      const res = await send(t.app, url, { method: 'GET', url });
      expect(res.statusCode, url).toBe(400);
      expect(res.json().code, url).toBe(40000);
    }
  });

  it('every operation of the document survives the corpus: envelope, non-zero code, translated, nothing written', async () => {
    const ops = Object.entries(doc.paths).flatMap(([path, methods]) =>
      Object.entries(methods)
        .filter(([method]) => ['get', 'post', 'put', 'patch', 'delete'].includes(method))
        .map(([method, op]) => ({ path, method, op })),
    );
    // The document lists every route module's operations (at least the ones this file was written against).
    expect(ops.length).toBeGreaterThanOrEqual(15);
    const before = await snapshot(t);

    const all: Array<Case & { op: string }> = [];
    for (const { path, method, op } of ops) {
      const content = `${method.toUpperCase()} ${path}` in CONTENT_BY_DESIGN;
      const byDesign = content || `${method.toUpperCase()} ${path}` in SUCCESS_BY_DESIGN;
      const cases = casesFor(method, path, op, t.config.bodyLimit).map((c) => {
        // Wrong content types, malformed and oversize bodies are refused on every operation
        // (a JSON null body is the same as no body).
        const structural = /malformed JSON|JSON array|JSON string|empty JSON|text\/plain|form|xml|multipart|oversize|wrong type|path /.test(c.label);
        return byDesign && !structural ? { ...c, mustFail: false } : c;
      });
      const authed = (op.security ?? []).length > 0;
      const bearer = path.startsWith('/api/v1/admin/') ? operatorToken : token;
      for (const c of cases) {
        const label = `${method.toUpperCase()} ${path} ${c.label}`;
        if (!authed) {
          all.push({ ...c, op: label });
          continue;
        }
        all.push({ ...c, op: `${label} (no token)`, mustFail: true });
        all.push({ ...c, op: `${label} (bad token)`, mustFail: true, request: { ...c.request, headers: { ...c.request.headers, authorization: 'Bearer <script>' } } });
        if (content && !c.mustFail) continue;
        all.push({ ...c, op: `${label} (token)`, request: { ...c.request, headers: { ...c.request.headers, authorization: `Bearer ${bearer}` } } });
      }
    }

    const problems: string[] = [];
    const BATCH = 16;
    for (let i = 0; i < all.length; i += BATCH) {
      const batch = all.slice(i, i + BATCH);
      const answers = await Promise.all(batch.map((c) => send(t.app, c.op, { remoteAddress: randomIp(), ...c.request })));
      answers.forEach((res, k) => {
        const c = batch[k];
        if (res.statusCode >= 500) {
          problems.push(`${c.op}: HTTP ${res.statusCode} ${res.body.slice(0, 200)}`);
          return;
        }
        const json = (res.headers['content-type'] ?? '').toString().includes('application/json');
        if (!c.mustFail && res.statusCode < 400) return; // a harmless extra (unknown parameter, free text) was ignored
        if (!json) {
          problems.push(`${c.op}: HTTP ${res.statusCode} answered ${res.headers['content-type']}, not the JSON envelope`);
          return;
        }
        const body = res.json() as unknown;
        if (!isEnvelope(body)) {
          problems.push(`${c.op}: not the envelope: ${res.body.slice(0, 200)}`);
          return;
        }
        if (c.mustFail && (body.code === 0 || res.statusCode < 400)) problems.push(`${c.op}: accepted (HTTP ${res.statusCode}, code ${body.code})`);
        if (body.code !== 0 && !CJK.test(body.message)) problems.push(`${c.op}: message not translated to zh-TW: ${body.message}`);
        if (body.code !== 0 && body.data !== null) problems.push(`${c.op}: error with data ${JSON.stringify(body.data).slice(0, 100)}`);
      });
    }
    expect(problems).toEqual([]);
    expect(all.length).toBeGreaterThan(300);

    const after = await snapshot(t);
    expect(after.counts).toEqual(before.counts);
    expect(after.digest).toBe(before.digest);
  }, 120_000);

  it('an error message follows Accept-Language: en-US differs from the zh-TW default', async () => {
    const request = { method: 'POST' as const, url: '/api/v1/auth/login', headers: { 'content-type': 'application/json' }, payload: '{"username": ' };
    const zh = await t.app.inject({ ...request, remoteAddress: randomIp() });
    const en = await t.app.inject({ ...request, remoteAddress: randomIp(), headers: { ...request.headers, 'accept-language': 'en-US,en;q=0.9' } });
    expect(zh.statusCode).toBe(400);
    expect(en.statusCode).toBe(400);
    expect(zh.json().code).toBe(en.json().code);
    expect(zh.json().message).toMatch(CJK);
    expect(en.json().message).not.toMatch(CJK);
    expect(en.json().message).not.toBe(zh.json().message);
  });

  it('a URL whose percent-encoding does not decode answers the translated envelope', async () => {
    for (const url of ['/api/v1/notice/%E0%A4%A', '/api/v1/game/avatar/%ZZ/stand', '/api/v1/notice?page=%E0%A4%A']) {
      const zh = await t.app.inject({ method: 'GET', url });
      expect(zh.statusCode, url).toBe(400);
      expect(isEnvelope(zh.json()), url).toBe(true);
      expect(zh.json().code, url).not.toBe(0);
      expect(zh.json().message, url).toMatch(CJK);
      const en = await t.app.inject({ method: 'GET', url, headers: { 'accept-language': 'en-US' } });
      expect(en.json().message, url).not.toMatch(CJK);
    }
  });

  it('headers over the server limit answer a raw 431 whose body is the envelope, in the caller language', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as net.AddressInfo;
    const raw = (lang?: string) =>
      new Promise<string>((resolve, reject) => {
        const socket = net.connect(port, '127.0.0.1');
        let data = '';
        socket.setEncoding('utf8');
        socket.on('data', (chunk) => (data += chunk));
        socket.on('close', () => resolve(data));
        socket.on('error', (err) => (data ? resolve(data) : reject(err)));
        socket.setTimeout(REQUEST_TIMEOUT_MS, () => socket.destroy(new Error('no answer to the oversized headers')));
        const langLine = lang ? `Accept-Language: ${lang}\r\n` : '';
        socket.write(`GET /api/v1/notice HTTP/1.1\r\nHost: x\r\n${langLine}X-Big: ${'a'.repeat(20 * 1024)}\r\n\r\n`);
      });
    for (const [lang, cjk] of [['en-US', false], [undefined, true]] as const) {
      const answer = await raw(lang);
      const [head, body] = answer.split('\r\n\r\n');
      expect(head).toMatch(/^HTTP\/1\.1 431 /);
      expect(head).toMatch(/content-type: application\/json/i);
      const json = JSON.parse(body) as unknown;
      expect(isEnvelope(json)).toBe(true);
      expect((json as { code: number }).code).not.toBe(0);
      expect(CJK.test((json as { message: string }).message)).toBe(cjk);
    }
    // The server still answers afterwards.
    const ok = await fetch(`http://127.0.0.1:${port}/api/health`);
    expect(ok.status).toBe(200);
  });
});
