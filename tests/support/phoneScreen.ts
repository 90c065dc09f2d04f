/**
 * A phone-width screen for jsdom: only the phone queries match (antd's xs, 575 px, and the
 * site's 767 px breakpoint). `phoneMatchMedia` is the stand-in; `phoneScreen()` installs it
 * and returns the function that puts the real one back.
 */
/** A MediaQueryList stand-in that answers `matches` and ignores listeners. */
export const mediaQueryList = (query: string, matches: boolean) =>
  ({
    matches,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }) as unknown as MediaQueryList;

export const phoneMatchMedia = ((query: string) =>
  mediaQueryList(query, query === '(max-width: 575px)' || query === '(max-width: 767px)')) as typeof window.matchMedia;

export function phoneScreen(): () => void {
  const original = window.matchMedia;
  window.matchMedia = phoneMatchMedia;
  return () => {
    window.matchMedia = original;
  };
}
