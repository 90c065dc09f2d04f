/**
 * AppError: what a route or service throws to answer an error envelope.
 *   throw new AppError(404, ErrorCode.NOT_FOUND, 'errors.notFound')
 *   throw new AppError(403, ErrorCode.ACCOUNT_BANNED, 'server.auth.banned', { reason })
 * The error plugin (server/plugins/errors.ts) translates messageKey with `values`
 * in the caller's Accept-Language and answers {code, message, data: null}.
 */
import { ErrorCode } from '../config/contract/envelope';

export { ErrorCode };

export class AppError extends Error {
  readonly statusCode: number;
  constructor(
    readonly status: number,
    readonly code: number,
    readonly messageKey: string,
    readonly values?: Record<string, string | number>,
  ) {
    super(messageKey);
    this.name = 'AppError';
    this.statusCode = status;
  }
}

export const isAppError = (e: unknown): e is AppError => e instanceof AppError;

/** Shorthands for the common cases. */
export const errors = {
  unauthorized: () => new AppError(401, ErrorCode.UNAUTHORIZED, 'server.auth.unauthorized'),
  notFound: (key = 'server.notFound') => new AppError(404, ErrorCode.NOT_FOUND, key),
  forbidden: (key = 'server.permissionDenied') => new AppError(403, ErrorCode.PERMISSION_DENIED, key),
  invalid: (key: string, values?: Record<string, string | number>) =>
    new AppError(400, ErrorCode.INVALID_INPUT, key, values),
  tooMany: (seconds: number) =>
    new AppError(429, ErrorCode.TOO_MANY_REQUESTS, 'server.tooManyRequests', { seconds: Math.max(1, Math.ceil(seconds)) }),
};
