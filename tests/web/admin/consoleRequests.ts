/**
 * The console tests' server: umi `request` (the stand-in's stubRequest) answered from a table
 * of handlers by "METHOD url"; an unexpected call throws. `ok` is an envelope answer,
 * `refuse` the error umi's request throws for a refusal; `callsOf` lists the options each
 * call of one "METHOD url" was sent with.
 */
import { vi, type Mock } from 'vitest';
import { stubRequest } from '../../support/umi-max';

export type Opts = { method?: string; params?: Record<string, unknown>; data?: Record<string, unknown> };
export type Handler = (opts: Opts) => unknown;

export const ok = (data: unknown) => ({ status: 200, data: { code: 0, message: 'ok', data } });
export const refuse = (status: number, code: number, message: string) =>
  Object.assign(new Error(message), { response: { status, data: { code, message, data: null } } });

/** Answers `request` from `routes()` (read at each call, so a test may add handlers). */
export function serveRequests(request: Mock, routes: () => Record<string, Handler>): void {
  vi.mocked(request).mockReset();
  stubRequest(request);
  vi.mocked(request).mockImplementation((async (url: string, o: Opts) => {
    const handler = routes()[`${o?.method ?? 'GET'} ${url}`];
    if (!handler) throw new Error(`unexpected ${o?.method ?? 'GET'} ${url}`);
    return handler(o ?? {});
  }) as never);
}

export const callsOf = (request: Mock, key: string) =>
  (vi.mocked(request).mock.calls as unknown as Array<[string, Opts]>).filter(([url, o]) => `${o?.method ?? 'GET'} ${url}` === key).map(([, o]) => o);
