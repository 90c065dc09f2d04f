/**
 * Error envelope: every error becomes {code, message, data: null} with the matching
 * HTTP status and the message translated into the caller's Accept-Language.
 * - AppError -> its status, code and messageKey.
 * - Schema validation -> 400 ErrorCode.VALIDATION, "errors.validation: <field detail>",
 *   plus `field` (the offending field) in the envelope.
 * - Anything else -> 500 ErrorCode.SERVER_ERROR 'errors.server' (logged).
 */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError, ErrorCode } from '../errors';
import { t, hasKey, type Lang } from '../i18n';

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

const STATUS_CODES: Record<number, [number, string]> = {
  400: [ErrorCode.INVALID_INPUT, 'errors.invalidInput'],
  401: [ErrorCode.UNAUTHORIZED, 'server.auth.unauthorized'],
  403: [ErrorCode.PERMISSION_DENIED, 'errors.permissionDenied'],
  404: [ErrorCode.NOT_FOUND, 'errors.notFound'],
  409: [ErrorCode.ALREADY_EXISTS, 'errors.alreadyExists'],
  413: [ErrorCode.INVALID_INPUT, 'server.bodyTooLarge'],
  415: [ErrorCode.INVALID_INPUT, 'server.unsupportedMediaType'],
  422: [ErrorCode.UNPROCESSABLE, 'errors.invalidInput'],
  429: [ErrorCode.TOO_MANY_REQUESTS, 'server.tooManyRequests'],
};

export function sendError(reply: FastifyReply, lang: Lang, status: number, code: number, key: string, values?: Record<string, string | number>, extra?: Record<string, unknown>) {
  return reply.status(status).type('application/json; charset=utf-8').send({ code, message: t(lang, key, values), data: null, ...extra });
}

export function installErrorHandling(app: FastifyInstance) {
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
    request.log.error({ err: error }, 'unhandled error');
    return sendError(reply, lang, 500, ErrorCode.SERVER_ERROR, 'errors.serverError');
  });
}
