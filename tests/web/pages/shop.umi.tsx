/**
 * The page-test '@umijs/max' stand-in (ranking-notice.umi: intl from the real catalogs, an
 * in-memory router) plus a settable auth model for the shop tests:
 *   vi.mock('@umijs/max', async () => await import('./shop.umi'));
 *   setAuth({ isAuthenticated: true, user: {...} });
 */
import { useSyncExternalStore } from 'react';

export * from './ranking-notice.umi';

export interface StubAuth {
  isAuthenticated: boolean;
  isLoading: boolean;
  user: Record<string, unknown> | null;
  refreshUser: () => Promise<unknown>;
}

const listeners = new Set<() => void>();
let auth: StubAuth = { isAuthenticated: false, isLoading: false, user: null, refreshUser: async () => null };

export function setAuth(next: Partial<StubAuth>) {
  auth = { ...auth, ...next };
  listeners.forEach((l) => l());
}
export const resetAuth = () => setAuth({ isAuthenticated: false, isLoading: false, user: null, refreshUser: async () => null });

export function useModel(name: string) {
  const value = useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => auth,
  );
  return name === 'auth' ? value : {};
}
