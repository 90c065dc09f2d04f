/**
 * A lazily loaded part of a page that reads catalog namespaces its route does not load (a
 * tab, a dialog): its code and those namespaces, in the visitor's language, load together,
 * and it renders once both are there. From then on a language switch loads them too
 * (src/lib/catalog.ts). The route's first render does not wait for texts only this part
 * reads. `preload()` starts both before the part is first drawn.
 */
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { loadCatalog } from './catalog';
import { getLanguage } from './language';

export function lazyWithCatalog<P>(
  namespaces: readonly string[],
  load: () => Promise<{ default: ComponentType<P> }>,
): LazyExoticComponent<ComponentType<P>> & { preload: () => void } {
  let started: Promise<{ default: ComponentType<P> }> | undefined;
  const start = () => (started ??= Promise.all([load(), loadCatalog(getLanguage(), namespaces)]).then(([mod]) => mod));
  return Object.assign(lazy(start), { preload: () => void start() });
}
