/**
 * Error envelope: every error becomes {code, message, data: null} with the matching
 * HTTP status and the message translated into the caller's Accept-Language.
 * - AppError -> its status, code and messageKey.
 * - Schema validation -> 400 ErrorCode.VALIDATION, "errors.validation: <field detail>",
 *   plus `field` (the offending field) in the envelope. A number that is not finite
 *   (Infinity, -Infinity, NaN: "Infinity" in a query string, 1e400 in JSON) is refused
 *   the same way on every route, whatever its schema says.
 * - The database cannot be reached (refused, lost or timed-out connection, SQLite file
 *   busy or unopenable) -> 503 ErrorCode.SERVICE_UNAVAILABLE 'errors.serviceUnavailable'.
 * - Anything else -> 500 ErrorCode.SERVER_ERROR 'errors.serverError' (logged).
 * Errors Fastify or Node answer before a route is found get the envelope too: a URL
 * that does not decode (400, `frameworkErrors`) and requests the HTTP parser refuses
 * (headers over the size limit -> 431, timeouts -> 408, others -> 400; `clientErrorHandler`).
 */
import http from 'node:http';
import type { Socket } from 'node:net';
import fp from 'fastify-plugin';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError, ErrorCode } from '../errors';
import { isDatabaseUnavailable } from '../db/errors';
import { t, hasKey, langOf, type Lang } from '../i18n';

interface ValidationIssue {
  instancePath?: string;
  keyword: string;
  params?: Record<string, unknown>;
}

/** 'username' from '/username' or from a missing property. */
function fieldOf(issue: ValidationIssue): string {
  if (issue.keyword === 'required' && typeof issue.params?.missingProperty === 'string') {
    return issue.params.missingProperty;
  }
  const path = (issue.instancePath ?? '').replace(/^\//, '').split('/');
  return path[0] || '';
}

export function validationMessage(lang: Lang, issue: ValidationIssue): { field: string; message: string } {
  const field = fieldOf(issue);
  const labelKey = `server.field.${field}`;
  const label = field ? (hasKey(lang, labelKey) ? t(lang, labelKey) : field) : t(lang, 'server.field.body');
  const limit = (issue.params?.limit as number | undefined) ?? '';
  const specific = `server.validation.${field}.${issue.keyword}`;
  const generic = `server.validation.${issue.keyword}`;
  const detailKey = hasKey(lang, specific) ? specific : hasKey(lang, generic) ? generic : 'server.validation.invalid';
  const detail = t(lang, detailKey, { field: label, limit });
  return { field, message: t(lang, 'server.validation.message', { detail }) };
}

/** Path ('/size', '/items/0/count') of the first number in `value` that is not finite, or null. */
export function nonFinitePath(value: unknown, path = '', depth = 0): string | null {
  if (typeof value === 'number') return Number.isFinite(value) ? null : path || '/';
  if (!value || typeof value !== 'object' || depth > 32) return null;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = nonFinitePath(value[i], `${path}/${i}`, depth + 1);
      if (found) return found;
    }
    return null;
  }
  for (const [key, item] of Object.entries(value as Record<string, unknown>)) {
    const found = nonFinitePath(item, `${path}/${key}`, depth + 1);
    if (found) return found;
  }
  return null;
}

const STATUS_CODES: Record<number, [number, string]> = {
  400: [ErrorCode.INVALID_INPUT, 'errors.invalidInput'],
  401: [ErrorCode.UNAUTHORIZED, 'server.auth.unauthorized'],
  403: [ErrorCode.PERMISSION_DENIED, 'errors.permissionDenied'],
  404: [ErrorCode.NOT_FOUND, 'errors.notFound'],
  409: [ErrorCode.ALREADY_EXISTS, 'errors.alreadyExists'],
  413: [ErrorCode.INVALID_INPUT, 'server.bodyTooLarge'],
  415: [ErrorCode.INVALID_INPUT, 'server.unsupportedMediaType'],
  408: [ErrorCode.INVALID_INPUT, 'errors.timeout'],
  422: [ErrorCode.UNPROCESSABLE, 'errors.invalidInput'],
  431: [ErrorCode.INVALID_INPUT, 'server.headersTooLarge'],
  429: [ErrorCode.TOO_MANY_REQUESTS, 'server.tooManyRequests'],
};

export function sendError(reply: FastifyReply, lang: Lang, status: number, code: number, key: string, values?: Record<string, string | number>, extra?: Record<string, unknown>) {
  return reply.status(status).type('application/json; charset=utf-8').send({ code, message: t(lang, key, values), data: null, ...extra });
}

/** The validation error of a non-finite number at `path` of `part` (querystring, params, body, headers). */
function nonFiniteError(part: string, path: string): Error & { statusCode: number; validation: ValidationIssue[] } {
  const validation: ValidationIssue[] = [{ instancePath: path, keyword: 'finite' }];
  return Object.assign(new Error(`${part}${path} must be a finite number`), { statusCode: 400, validation });
}

/** Accept-Language from the raw bytes of a request the HTTP parser refused (best effort). */
function langOfRawPacket(raw: unknown): Lang {
  if (!Buffer.isBuffer(raw)) return langOf(undefined);
  const m = /\r\naccept-language:[ \t]*([^\r\n]{0,200})/i.exec(raw.toString('latin1'));
  return langOf(m?.[1]);
}

/**
 * Fastify `clientErrorHandler`: Node's parser refused the request (headers over the limit,
 * malformed request line, timeout), so no route runs; answer a raw HTTP envelope and close.
 */
export function clientErrorHandler(err: Error & { code?: string; rawPacket?: unknown }, socket: Socket) {
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, key] =
    err.code === 'HPE_HEADER_OVERFLOW'
      ? [431, 'server.headersTooLarge']
      : err.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, 'errors.timeout']
        : [400, 'server.badRequest'];
  const lang = langOfRawPacket(err.rawPacket);
  const body = JSON.stringify({ code: ErrorCode.INVALID_INPUT, message: t(lang, key), data: null });
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${http.STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Language: ${lang}\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy();
}

/**
 * Fastify `frameworkErrors`: errors raised before the route's hooks (a URL whose
 * percent-encoding does not decode, a failing route constraint) get the envelope too.
 */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const lang = langOf(request.headers['accept-language']);
  if (error.code === 'FST_ERR_BAD_URL') return sendError(reply, lang, 400, ErrorCode.INVALID_INPUT, 'server.badUrl');
  const status = typeof error.statusCode === 'number' && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 400;
  const [code, key] = STATUS_CODES[status] ?? [ErrorCode.INVALID_INPUT, 'errors.invalidInput'];
  return sendError(reply, lang, status, code, key);
}

async function errorHandling(app: FastifyInstance) {
  // Schemas coerce "Infinity" / "-Infinity" (query strings) and 1e400 (JSON) to numbers that
  // pass minimum/maximum checks; no route wants them, so refuse them once for all routes.
  app.addHook('preHandler', async (request) => {
    for (const part of ['params', 'query', 'body'] as const) {
      const path = nonFinitePath(request[part]);
      if (path) throw nonFiniteError(part === 'query' ? 'querystring' : part, path);
    }
  });
  app.setErrorHandler((error: FastifyError | AppError | Error, request: FastifyRequest, reply: FastifyReply) => {
    const lang = request.lang ?? 'zh-TW';
    if (error instanceof AppError) {
      const field = (error as AppError & { field?: string }).field;
      if (error.status === 429 && typeof error.values?.seconds === 'number') reply.header('retry-after', String(error.values.seconds));
      return sendError(reply, lang, error.status, error.code, error.messageKey, error.values, field ? { field } : undefined);
    }
    const fe = error as FastifyError & { validation?: ValidationIssue[] };
    if (fe.validation && fe.validation.length > 0) {
      const { field, message } = validationMessage(lang, fe.validation[0]);
      return reply.status(400).send({ code: ErrorCode.VALIDATION, message, data: null, field });
    }
    const status = typeof fe.statusCode === 'number' ? fe.statusCode : 500;
    if (status >= 400 && status < 500) {
      if (fe.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || fe.code === 'FST_ERR_CTP_EMPTY_JSON_BODY' || error instanceof SyntaxError) {
        return sendError(reply, lang, 400, ErrorCode.INVALID_INPUT, 'server.badJson');
      }
      const [code, key] = STATUS_CODES[status] ?? [ErrorCode.INVALID_INPUT, 'errors.invalidInput'];
      return sendError(reply, lang, status, code, key);
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      reply.header('retry-after', '5');
      return sendError(reply, lang, 503, ErrorCode.SERVICE_UNAVAILABLE, 'errors.serviceUnavailable');
    }
    request.log.error({ err: error }, 'unhandled error');
    return sendError(reply, lang, 500, ErrorCode.SERVER_ERROR, 'errors.serverError');
  });
}

/** The envelope for every error of the app (registered on the root by buildApp). */
export default fp(errorHandling, { name: 'errors', fastify: '5.x', dependencies: ['language'] });
