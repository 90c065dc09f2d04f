/**
 * Renders a route's page once its texts are there: the namespaces its route names
 * (config/routes.ts `catalog`, and those the address's query named when the page was
 * reached: `queryCatalog`) in the current language. A change of the query alone (another
 * tab of the same page) waits for nothing here: the part it opens loads its own texts
 * under the page's own loading state. On a client navigation to a page whose part is not
 * loaded yet, the layout's loading state stands in while the part loads; the page's own
 * lazy chunk starts loading at the same time (React renders the page beside the waiting
 * part without showing it). A part that fails to load shows the route-error screen;
 * moving on tries again.
 */
import { useLocation } from '@umijs/max';
import { Suspense, useRef, useSyncExternalStore, type ReactNode } from 'react';
import { isCatalogLoaded, loadCatalog } from '@/lib/catalog';
import { getLanguage, onLanguageChange } from '@/lib/language';
import { routeNamespaces } from '@/lib/routeCatalog';
import PageLoading from '../PageLoading';

const failures = new Map<string, unknown>();

function WaitForTexts({ pathname, search }: { pathname: string; search: string }) {
  const lang = useSyncExternalStore(onLanguageChange, getLanguage);
  const namespaces = routeNamespaces(pathname, search);
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
  const { pathname, search } = useLocation();
  // The query the page was reached with: kept while only the query changes.
  const arrival = useRef({ pathname, search });
  if (arrival.current.pathname !== pathname) arrival.current = { pathname, search };
  return (
    <Suspense fallback={<PageLoading />}>
      <WaitForTexts pathname={pathname} search={arrival.current.search} />
      {children}
    </Suspense>
  );
}
