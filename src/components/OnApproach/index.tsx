/**
 * Draws `children` (lazily loaded parts below the first screen) once their place comes
 * within `margin` px of the screen, so their code loads as the visitor scrolls towards
 * them, not with the page. Until then the place is an empty block (`className` gives it
 * about their height, so the page's length barely changes); while their code loads,
 * `fallback`. They are drawn at once where nothing can tell (no IntersectionObserver), and
 * from the visitor's first Tab press on.
 */
import { Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { useNearViewport } from '@/lib/useNearViewport';

export interface OnApproachProps {
  children: ReactNode;
  /** The empty place's class: its height. */
  className?: string;
  /** The empty place's test id. */
  testId?: string;
  fallback?: ReactNode;
  margin?: number;
}

export default function OnApproach({ children, className, testId, fallback = null, margin = 600 }: OnApproachProps) {
  const place = useRef<HTMLDivElement>(null);
  const near = useNearViewport(place, { margin });
  const [tabbing, setTabbing] = useState(false);
  const shown = near || tabbing;
  // A visitor moving with Tab gets them at once: the focus would otherwise pass their
  // empty place (nothing in it to focus) before it came near enough to load them.
  useEffect(() => {
    if (shown) return undefined;
    const onKey = (event: KeyboardEvent) => event.key === 'Tab' && setTabbing(true);
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [shown]);
  if (!shown) return <div ref={place} className={className} data-testid={testId} />;
  return <Suspense fallback={fallback}>{children}</Suspense>;
}
