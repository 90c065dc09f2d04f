/**
 * The success envelope every API answer uses: `return reply.ok(data)` from a route handler
 * answers {code: 0, message: 'ok', data}, serialized by the route's 200 response schema;
 * `data` is typed by that schema's Envelope(...). Errors are thrown (AppError,
 * server/errors.ts) and become the error envelope, with `field` on a validation error
 * (ErrorEnvelope in config/contract/envelope.ts).
 */
import fp from 'fastify-plugin';
import type { FastifyReply } from 'fastify';

/** The `data` of a route's 200 answer, as its schema's type provider sees it (unknown without a schema). */
export type OkData<TypeProvider, SchemaCompiler> = SchemaCompiler extends { response: { 200: infer S } }
  ? (TypeProvider & { schema: S }) extends { serializer: { data: infer D } }
    ? D
    : unknown
  : unknown;

declare module 'fastify' {
  interface FastifyReply<RouteGeneric, RawServer, RawRequest, RawReply, ContextConfig, SchemaCompiler, TypeProvider, ReplyType> {
    /** Sends {code: 0, message: 'ok', data}. */
    ok(data: OkData<TypeProvider, SchemaCompiler>): FastifyReply<RouteGeneric, RawServer, RawRequest, RawReply, ContextConfig, SchemaCompiler, TypeProvider, ReplyType>;
  }
}

export default fp(
  async (app) => {
    app.decorateReply('ok', function ok(this: FastifyReply, data: unknown) {
      return this.send({ code: 0, message: 'ok', data });
    });
  },
  { name: 'envelope', fastify: '5.x' },
);
