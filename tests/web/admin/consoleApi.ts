/**
 * A console screen's web test set up in one call: the screen's path in the page models,
 * English, the toast stand-ins cleared, and umi `request` answered from a fresh table of
 * handlers (consoleRequests.ts).
 */
import { vi } from 'vitest';
import { toast } from '@/lib/toast';
import { setStubLocale } from '../../support/umi-max';
import { resetPageModels } from '../pages/pageModels';
import { callsOf, serveRequests, type Handler } from './consoleRequests';

export { ok, refuse, type Handler, type Opts } from './consoleRequests';

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
  serveRequests(request, () => routes);
  return { routes, calls: (key: string) => callsOf(request, key) };
}
