/**
 * What the console's web tests share: umi `request` (through the stand-in's stubRequest)
 * answered from a table of routes ("METHOD /path" -> handler), the envelope of an answer and
 * of a refusal, and the calls a route received.
 */
import { vi } from 'vitest';
import { stubRequest } from '../../support/umi-max';

export type Opts = { method?: string; params?: Record<string, unknown>; data?: Record<string, unknown> };
export type Handler = (opts: Opts) => unknown;

export const ok = (data: unknown) => ({ status: 200, data: { code: 0, message: 'ok', data } });
export const refuse = (status: number, code: number, message: string) =>
  Object.assign(new Error(message), { response: { status, data: { code, message, data: null } } });

export function consoleApi() {
  const request = vi.fn();
  const routes: Record<string, Handler> = {};
  const calls = (key: string) =>
    (request.mock.calls as unknown as Array<[string, Opts]>).filter(([url, o]) => `${o?.method ?? 'GET'} ${url}` === key).map(([, o]) => o);
  /** Forgets the routes and calls of the last test and answers umi `request` from `routes`. */
  const reset = () => {
    request.mockReset();
    for (const key of Object.keys(routes)) delete routes[key];
    stubRequest(request);
    request.mockImplementation((async (url: string, o: Opts) => {
      const handler = routes[`${o?.method ?? 'GET'} ${url}`];
      if (!handler) throw new Error(`unexpected ${o?.method ?? 'GET'} ${url}`);
      return handler(o ?? {});
    }) as never);
  };
  return { request, routes, calls, reset };
}
