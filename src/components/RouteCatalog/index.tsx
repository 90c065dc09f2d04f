/**
 * Renders a route's page once its texts are there: the namespaces its route names
 * (config/routes.ts `catalog`) in the current language. On a client navigation to a
 * page whose part is not loaded yet, the layout's loading state stands in while the
 * part loads; the page's own lazy chunk starts loading at the same time (React renders
 * the page beside the waiting part without showing it). A part that fails to load shows
 * the route-error screen; moving on tries again.
 */
import { useLocation } from '@umijs/max';
import { Suspense, useSyncExternalStore, type ReactNode } from 'react';
import { isCatalogLoaded, loadCatalog } from '@/lib/catalog';
import { getLanguage, onLanguageChange } from '@/lib/language';
import { routeNamespaces } from '@/lib/routeCatalog';
import PageLoading from '../PageLoading';

const failures = new Map<string, unknown>();

function WaitForTexts({ pathname }: { pathname: string }) {
  const lang = useSyncExternalStore(onLanguageChange, getLanguage);
  const namespaces = routeNamespaces(pathname);
  if (isCatalogLoaded(lang, namespaces)) return null;
  const key = `${lang}:${namespaces.join()}`;
  if (failures.has(key)) {
    const error = failures.get(key);
    failures.delete(key);
    throw error;
  }
  throw loadCatalog(lang, namespaces).catch((error) => {
    failures.set(key, error);
  });
}

export default function RouteCatalog({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <Suspense fallback={<PageLoading />}>
      <WaitForTexts pathname={pathname} />
      {children}
    </Suspense>
  );
}
