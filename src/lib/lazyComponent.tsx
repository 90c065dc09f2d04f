/**
 * A component whose code loads when it is first drawn: React's `lazy` in its own Suspense
 * boundary, with the ref passed on. The stand-ins that keep parts of antd and
 * pro-components off the pages that never draw them are made with it (`.umirc.ts`).
 */
import { createElement, forwardRef, lazy, Suspense, type ComponentType, type ForwardedRef, type ReactNode } from 'react';

export type LazyLoader = () => Promise<{ default: ComponentType<Record<string, unknown>> }>;

/** `name` is for React's dev tools; `fallback` holds the place while the code loads. */
export function lazyComponent(name: string, load: LazyLoader, fallback: ReactNode = null) {
  const Real = lazy(load);
  const Component = forwardRef(function LazyComponent(props: Record<string, unknown>, ref: ForwardedRef<unknown>) {
    return createElement(Suspense, { fallback }, createElement(Real, { ...props, ref }));
  });
  Component.displayName = `Lazy(${name})`;
  return Component;
}
