/**
 * Waiting for the current render's frame to be on screen (a frame, then a task later).
 */
import { startTransition, useEffect, useState } from 'react';

/** Runs `fn` once the next frame is painted; returns a function that cancels it. */
export function afterNextPaint(fn: () => void): () => void {
  let timer: number | undefined;
  const frame = window.requestAnimationFrame(() => {
    timer = window.setTimeout(fn);
  });
  return () => {
    window.cancelAnimationFrame(frame);
    window.clearTimeout(timer);
  };
}

/**
 * False on the first render, true once that render's frame is on screen. Parts below
 * the first screen (the footer, the floating status panel) render then, as a second,
 * lower-priority commit, so the first one (what the visitor sees and types into) is
 * smaller and the page answers input sooner.
 */
export function useAfterPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => afterNextPaint(() => startTransition(() => setPainted(true))), []);
  return painted;
}
