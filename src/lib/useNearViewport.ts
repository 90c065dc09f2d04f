/**
 * Whether an element has come near the screen: true once it is within `margin` px of the
 * viewport (and from then on), so a part below the first screen loads as the visitor
 * scrolls towards it instead of with the page. `hold` waits (the layout above is still
 * changing: a placeholder that is shorter than what replaces it would count as near).
 * Where nothing can tell (no IntersectionObserver), true at once.
 */
import { useEffect, useState, type RefObject } from 'react';

export function useNearViewport(ref: RefObject<Element | null>, { margin = 300, hold = false }: { margin?: number; hold?: boolean } = {}) {
  const [near, setNear] = useState(false);
  useEffect(() => {
    if (near || hold) return undefined;
    const el = ref.current;
    if (!el || typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return undefined;
    }
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) setNear(true);
    }, { rootMargin: `${margin}px 0px` });
    observer.observe(el);
    return () => observer.disconnect();
  }, [ref, near, hold, margin]);
  return near;
}
