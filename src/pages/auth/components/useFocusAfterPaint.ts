/**
 * The first field of an account form takes the focus once the page's first frame is on
 * screen, not through the autoFocus attribute: React focuses autoFocus fields inside its
 * commit, which makes the browser lay the whole new page out right there, in the same
 * long task as the render. A frame later the layout is done, and focusing costs nothing.
 * Nothing happens when the visitor has already put the focus somewhere.
 */
import { useEffect, useRef } from 'react';
import { afterNextPaint } from '@/lib/useAfterPaint';

export function useFocusAfterPaint<T extends { focus: (options?: FocusOptions) => void }>(enabled: boolean) {
  const ref = useRef<T>(null);
  useEffect(() => {
    if (!enabled) return undefined;
    return afterNextPaint(() => {
      const active = document.activeElement;
      if (active && active !== document.body) return;
      ref.current?.focus({ preventScroll: true });
    });
  }, [enabled]);
  return ref;
}
