/**
 * Whether a CSS media query matches, right from the first render (read synchronously,
 * then followed). antd's Grid.useBreakpoint answers only after a first render, so a
 * phone first rendered the desktop layout and then rendered everything again.
 */
import { useEffect, useState } from 'react';

const query = (q: string) => (typeof window !== 'undefined' && typeof window.matchMedia === 'function' ? window.matchMedia(q) : null);

export function useMediaQuery(q: string): boolean {
  const [matches, setMatches] = useState(() => query(q)?.matches ?? false);
  useEffect(() => {
    const mql = query(q);
    if (!mql) return undefined;
    const onChange = () => setMatches(mql.matches);
    onChange();
    mql.addEventListener?.('change', onChange);
    return () => mql.removeEventListener?.('change', onChange);
  }, [q]);
  return matches;
}

/** Narrower than antd's `md` breakpoint (768 px): the phone layouts. */
export const PHONE_QUERY = '(max-width: 767px)';
