/**
 * jsdom gaps antd needs (matchMedia, ResizeObserver, getComputedStyle pseudo elements).
 * Harmless next to tests/web/setup.ts when that defines them too.
 */
import '@testing-library/jest-dom/vitest';
import { vi } from 'vitest';

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
  const original = window.getComputedStyle;
  window.getComputedStyle = (elt: Element) => original(elt);
}

// Testing Library cleans up automatically only with vitest globals; do it here.
import { cleanup, configure } from '@testing-library/react';
// findBy*/waitFor: antd re-renders slowly on a shared CPU.
configure({ asyncUtilTimeout: 5000 });
import { afterEach } from 'vitest';
afterEach(() => cleanup());

// antd forms are heavy in jsdom and the machine is shared: give the form tests room.
vi.setConfig({ testTimeout: 60_000 });
