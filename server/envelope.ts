/**
 * The success envelope every API answer uses: `return ok(data)` from a route handler
 * answers {code: 0, message: 'ok', data}. Errors are thrown (AppError, server/errors.ts)
 * and become the error envelope, with `field` on a validation error (ErrorEnvelope in
 * config/contract/envelope.ts).
 */
export const ok = <T>(data: T) => ({ code: 0, message: 'ok', data });
