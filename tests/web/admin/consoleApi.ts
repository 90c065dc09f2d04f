/**
 * The console's server in a web test: umi `request` (the stand-in's stubRequest) answered
 * from a table of handlers keyed "METHOD url" (an unexpected call throws), the envelopes of an
 * answer and of a refusal, and the calls a screen made to one key.
 */
import { vi } from 'vitest';
import { toast } from '@/lib/toast';
import { setStubLocale, stubRequest } from '../../support/umi-max';
import { resetPageModels } from '../pages/pageModels';

export type Opts = { method?: string; params?: Record<string, unknown>; data?: Record<string, unknown> };
export type Handler = (opts: Opts) => unknown;

export const ok = (data: unknown) => ({ status: 200, data: { code: 0, message: 'ok', data } });
export const refuse = (status: number, code: number, message: string) => Object.assign(new Error(message), { response: { status, data: { code, message, data: null } } });

/**
 * A console screen at `path` in English with a fresh table of handlers (fill `routes`) behind
 * umi `request`; `calls(key)` lists the options of each call to it. The test file mocks
 * '@/lib/toast' with vi.fn()s: their calls are cleared here.
 */
export function consoleApi(path: string) {
  resetPageModels(path);
  setStubLocale('en-US');
  vi.mocked(toast.success).mockClear();
  vi.mocked(toast.error).mockClear();
  const request = vi.fn();
  const routes: Record<string, Handler> = {};
  stubRequest(request);
  request.mockImplementation(async (url: string, o: Opts) => {
    const handler = routes[`${o?.method ?? 'GET'} ${url}`];
    if (!handler) throw new Error(`unexpected ${o?.method ?? 'GET'} ${url}`);
    return handler(o ?? {});
  });
  const calls = (key: string) => (request.mock.calls as Array<[string, Opts]>).filter(([url, o]) => `${o?.method ?? 'GET'} ${url}` === key).map(([, o]) => o);
  return { routes, calls };
}
