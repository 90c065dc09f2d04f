/**
 * The browser's own ResizeObserver, in place of resize-observer-polyfill (about 2.5 KB gzip
 * on every page): `.umirc.ts` points the polyfill here. Every browser the build targets has
 * ResizeObserver; where none exists (a server render) the stand-in observes nothing.
 */
class NoResizeObserver {
  observe(): void {}

  unobserve(): void {}

  disconnect(): void {}
}

const Observer: typeof ResizeObserver =
  typeof ResizeObserver === 'undefined' ? (NoResizeObserver as unknown as typeof ResizeObserver) : ResizeObserver;

export default Observer;
