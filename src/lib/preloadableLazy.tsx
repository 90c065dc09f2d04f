/**
 * A component whose code loads when first drawn (`lazyComponent`) and can also be loaded
 * ahead with `preload()`. A mount after its code is there draws it at once, with no frame
 * of the fallback in between (React's `lazy` always waits a moment, even for code already
 * loaded), so what follows it on the page does not move when it appears. Whether a mount
 * waits is decided when it mounts, so its tree keeps one shape for its life.
 *
 * There is one component per name for the whole app, and code that knows only the name can
 * load it ahead (`preloadMade`): the stand-ins of src/lib/lazyProParts.tsx are made when the
 * module that imports them loads, so a table's code can load its search form's parts before
 * it draws the form, without import calls of its own (which would split the build's chunks
 * differently).
 */
import { createElement, forwardRef, useState, type ComponentType, type ForwardedRef } from 'react';
import { lazyComponent, type LazyLoader } from './lazyComponent';

export type PreloadableComponent = ReturnType<typeof lazyComponent> & {
  /** Loads the code now; resolves once a mount would draw it at once. */
  preload: () => Promise<unknown>;
  /** Whether the code is there. */
  loaded: () => boolean;
};

const made = new Map<string, PreloadableComponent>();

export function preloadableLazy(name: string, load: LazyLoader): PreloadableComponent {
  const known = made.get(name);
  if (known) return known;
  let loaded: ComponentType<Record<string, unknown>> | undefined;
  let loading: ReturnType<LazyLoader> | undefined;
  // a failed load is tried again by the next preload or first draw
  const fetchCode = () =>
    (loading ??= load().then(
      (module) => ((loaded = module.default), module),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
  const Waiting = lazyComponent(name, fetchCode);
  const Component = forwardRef(function Preloadable(props: Record<string, unknown>, ref: ForwardedRef<unknown>) {
    const [ready] = useState(() => loaded);
    return createElement(ready ?? Waiting, { ...props, ref });
  });
  Component.displayName = `Preloadable(${name})`;
  const component = Object.assign(Component, { preload: fetchCode, loaded: () => loaded !== undefined });
  made.set(name, component);
  return component;
}

/** Loads the code of the components made under these names (a name not made is no stand-in: nothing to load). */
export const preloadMade = (names: readonly string[]) => Promise.all(names.map((name) => made.get(name)?.preload()));

/** Whether the code of every component made under these names is there. */
export const madeLoaded = (names: readonly string[]) => names.every((name) => made.get(name)?.loaded() ?? true);
