/**
 * Setup of the Vitest 'web' project (jsdom): jest-dom matchers, the jsdom gaps antd
 * needs, and a clean slate (storage, DOM) between tests.
 */
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, vi } from 'vitest';
import { registerCatalog } from '@/lib/catalog';
import { catalogs, LANGS } from '../../locales';
import { resetStub } from '../support/umi-max';

// findBy*/waitFor wait up to 5 s (Testing Library's default is 1 s): the ranking's staged
// table and antd's first render take longer than that on a busy two-core machine, and a
// wait only ends early when the expectation holds, so this changes no assertion.
configure({ asyncUtilTimeout: 5000 });

// The app loads a catalog per language on demand (src/lib/catalog.ts); tests have both.
for (const lang of LANGS) registerCatalog(lang, catalogs[lang]);

if (typeof window !== 'undefined') {
  if (!window.matchMedia) {
    Object.defineProperty(window, 'matchMedia', {
      writable: true,
      configurable: true,
      value: (query: string) => ({
        matches: false,
        media: query,
        onchange: null,
        addListener: vi.fn(),
        removeListener: vi.fn(),
        addEventListener: vi.fn(),
        removeEventListener: vi.fn(),
        dispatchEvent: vi.fn(),
      }),
    });
  }
  if (!('ResizeObserver' in window)) {
    (window as unknown as { ResizeObserver: unknown }).ResizeObserver = class {
      observe() {}
      unobserve() {}
      disconnect() {}
    };
  }
  // jsdom does not implement getComputedStyle for pseudo elements (antd asks for them).
  const original = window.getComputedStyle.bind(window);
  window.getComputedStyle = ((elt: Element) => original(elt)) as typeof window.getComputedStyle;
  if (!window.scrollTo) window.scrollTo = () => {};
}

/**
 * No timer outlives its test file. A component may leave one running after it unmounts
 * (ProLayout's menu tooltips set state 400 ms after the menu collapses, without a clean-up);
 * when it fires after the file's jsdom is gone, React reads `window` and the run fails with
 * an error that belongs to no test. Timers still pending when the file's tests are done are
 * cleared, before its jsdom is torn down.
 */
const pendingTimers = new Set<ReturnType<typeof setTimeout>>();
const realSetTimeout = globalThis.setTimeout;
const realClearTimeout = globalThis.clearTimeout;
const trackedSetTimeout = ((callback: (...args: unknown[]) => void, ms?: number, ...args: unknown[]) => {
  const handle = realSetTimeout(() => {
    pendingTimers.delete(handle);
    callback(...args);
  }, ms);
  pendingTimers.add(handle);
  return handle;
}) as typeof setTimeout;
// util.promisify(setTimeout) and the like read the original's own properties.
Object.defineProperties(trackedSetTimeout, Object.getOwnPropertyDescriptors(realSetTimeout));
globalThis.setTimeout = trackedSetTimeout;
globalThis.clearTimeout = ((handle?: ReturnType<typeof setTimeout>) => {
  if (handle !== undefined) pendingTimers.delete(handle);
  realClearTimeout(handle);
}) as typeof clearTimeout;
afterAll(() => {
  for (const handle of pendingTimers) realClearTimeout(handle);
  pendingTimers.clear();
  // The next file in this worker wraps the originals again, not this wrapper.
  globalThis.setTimeout = realSetTimeout;
  globalThis.clearTimeout = realClearTimeout;
});

afterEach(() => {
  cleanup();
  // The '@umijs/max' stand-in: history back at '/', zh-TW, no models, the real request.
  resetStub();
  try {
    window.localStorage.clear();
    window.sessionStorage.clear();
  } catch {
    /* ignore */
  }
});
