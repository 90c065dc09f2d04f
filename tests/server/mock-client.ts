/**
 * Calls a umi mock handler (mock/*.ts) the way umi's dev server does, and checks a
 * body against a TypeBox schema: what the contract tests share.
 */
import { expect } from 'vitest';
import { Value } from '@sinclair/typebox/value';
import type { TSchema } from '@sinclair/typebox';

export type MockHandler = (req: unknown, res: unknown) => unknown;
export interface MockRequest {
  body?: unknown;
  query?: Record<string, string>;
  headers?: Record<string, string>;
  params?: Record<string, string>;
}

export async function callMock(mocks: Record<string, MockHandler>, key: string, req: MockRequest = {}) {
  const handler = mocks[key];
  if (!handler) throw new Error(`no mock for ${key}`);
  let status = 200;
  let body: unknown;
  const res = {
    status(s: number) { status = s; return res; },
    json(b: unknown) { body = b; return res; },
    send(b: unknown) { body = typeof b === 'string' ? JSON.parse(b) : b; return res; },
    setHeader() { return res; },
    header() { return res; },
    end() { return res; },
  };
  await handler({ body: req.body ?? {}, query: req.query ?? {}, headers: req.headers ?? {}, params: req.params ?? {} }, res);
  return { status, body };
}

export function expectShape(schema: TSchema, body: unknown, where: string) {
  const errors = [...Value.Errors(schema, body)].map((e) => `${e.path}: ${e.message}`);
  expect(errors, `${where}: ${JSON.stringify(body)}`).toEqual([]);
}
