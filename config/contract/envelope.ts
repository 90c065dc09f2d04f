/**
 * The API envelope and error codes.
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
  /** On a validation error or a refusal about one input: the offending field's name. */
  field: Type.Optional(Type.String()),
});
export type ErrorEnvelope = Static<typeof ErrorEnvelope>;

/** Non-zero codes: defined in config/codes.ts (no imports, safe for the web bundle). */
export { ErrorCode } from '../codes';

