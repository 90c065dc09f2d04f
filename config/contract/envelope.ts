/**
 * The API envelope and error codes (SPEC §3, §8; DESIGN "Decisions taken").
 * Every answer is {code, message, data}; success is code 0.
 * The server validates with these schemas, the web services are typed with them,
 * and the contract test checks the umi mocks against them.
 */
import { Type, type TSchema, type Static } from '@sinclair/typebox';

export const Envelope = <T extends TSchema>(data: T) =>
  Type.Object({ code: Type.Integer(), message: Type.String(), data });

export type EnvelopeOf<T> = { code: number; message: string; data: T };

export const ErrorEnvelope = Type.Object({
  code: Type.Integer(),
  message: Type.String(),
  data: Type.Null(),
});
export type ErrorEnvelope = Static<typeof ErrorEnvelope>;

/**
 * Non-zero codes. The HTTP status goes with the code; the message is the
 * translation of `errors.<key>` (or a more specific server.* key) in the
 * caller's Accept-Language.
 */
export const ErrorCode = {
  VALIDATION: 40000,
  INVALID_INPUT: 40001,
  HUMAN_CHECK_FAILED: 40002,
  EMAIL_CODE_INVALID: 40003,
  UNAUTHORIZED: 40100,
  LOGIN_FAILED: 40101,
  TOKEN_INVALID: 40102,
  REFRESH_INVALID: 40103,
  PERMISSION_DENIED: 40300,
  ACCOUNT_BANNED: 40301,
  NOT_FOUND: 40400,
  ALREADY_EXISTS: 40900,
  UNPROCESSABLE: 42200,
  TOO_MANY_REQUESTS: 42900,
  SERVER_ERROR: 50000,
} as const;
export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];
