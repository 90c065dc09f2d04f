/**
 * Which namespaces of the catalog a path's page reads, from the routes table
 * (config/routes.ts `catalog`), and their loading in the current language.
 */
import { adminRoutes, aliasRoutes, pageRoutes } from '../../config/routes';
import { getLanguage } from './language';
import { loadCatalog } from './catalog';
import { matchRoutePath } from './routeMatch';

/** The route's own namespaces (the site's are always loaded); an old path counts as where it leads. */
export function routeNamespaces(pathname: string): string[] {
  const alias = aliasRoutes.find((r) => matchRoutePath(r.path, pathname));
  const path = alias?.redirect ?? pathname;
  const route = [...adminRoutes, ...pageRoutes].find((r) => matchRoutePath(r.path, path));
  return route?.catalog ?? [];
}

/** Starts loading what a path's page reads (a link's intent); a failure is left to the page's own load. */
export function prefetchRouteCatalog(pathname: string): void {
  loadCatalog(getLanguage(), routeNamespaces(pathname)).catch(() => undefined);
}
