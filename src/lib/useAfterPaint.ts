/**
 * False on the first render, true once that render's frame is on screen (a frame, then
 * a task later). Parts below the first screen (the footer, the floating status panel)
 * render then, as a second, lower-priority commit, so the first one (what the visitor
 * sees and types into) is smaller and the page answers input sooner.
 */
import { startTransition, useEffect, useState } from 'react';

export function useAfterPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let timer: number | undefined;
    const frame = window.requestAnimationFrame(() => {
      timer = window.setTimeout(() => startTransition(() => setPainted(true)));
    });
    return () => {
      window.cancelAnimationFrame(frame);
      window.clearTimeout(timer);
    };
  }, []);
  return painted;
}
