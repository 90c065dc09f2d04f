/**
 * A stand-in server for the console's web tests: umi `request` (stubRequest) answered from a
 * table of handlers keyed 'METHOD /path'; an unexpected call fails the test. `calls` lists the
 * options a key was called with, in order.
 */
import { vi, type Mock } from 'vitest';
import { stubRequest } from './umi-max';

export type ConsoleCall = { method?: string; params?: Record<string, unknown>; data?: Record<string, unknown> };
export type ConsoleHandler = (o: ConsoleCall) => unknown;

/** An envelope answer and a refusal as umi's request gives them. */
export const ok = (data: unknown) => ({ status: 200, data: { code: 0, message: 'ok', data } });
export const refuse = (status: number, code: number, message: string) =>
  Object.assign(new Error(message), { response: { status, data: { code, message, data: null } } });

export function consoleServer(request: Mock, routes: () => Record<string, ConsoleHandler>) {
  stubRequest(request);
  vi.mocked(request).mockImplementation((async (url: string, o: ConsoleCall) => {
    const handler = routes()[`${o?.method ?? 'GET'} ${url}`];
    if (!handler) throw new Error(`unexpected ${o?.method ?? 'GET'} ${url}`);
    return handler(o ?? {});
  }) as never);
}

export const callsOf = (request: Mock, key: string) =>
  (vi.mocked(request).mock.calls as unknown as Array<[string, ConsoleCall]>).filter(([url, o]) => `${o?.method ?? 'GET'} ${url}` === key).map(([, o]) => o);
