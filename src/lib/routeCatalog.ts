/**
 * Which namespaces of the catalog a path's page reads, from the routes table
 * (config/routes.ts `catalog` and `queryCatalog`), and their loading in the current language.
 */
import { adminRoutes, aliasRoutes, pageRoutes } from '../../config/routes';
import { getLanguage } from './language';
import { loadCatalog } from './catalog';
import { matchRoutePath } from './routeMatch';

/**
 * The route's own namespaces (the site's are always loaded); an old path counts as where it
 * leads. With `search`, also those its query names (`queryCatalog`).
 */
export function routeNamespaces(pathname: string, search?: string): string[] {
  const alias = aliasRoutes.find((r) => matchRoutePath(r.path, pathname));
  const path = alias?.redirect ?? pathname;
  const route = [...adminRoutes, ...pageRoutes].find((r) => matchRoutePath(r.path, path));
  const own = route?.catalog ?? [];
  if (search === undefined || !route?.queryCatalog) return own;
  const { param, parts, implied = {} } = route.queryCatalog;
  const query = new URLSearchParams(search);
  const other = Object.keys(implied).find((name) => query.get(name));
  const value = query.get(param) || (other === undefined ? '' : implied[other]);
  return [...own, ...(Object.hasOwn(parts, value) ? parts[value] : Object.values(parts)[0])];
}

/** Starts loading what an address's page reads (a link's intent); a failure is left to the page's own load. */
export function prefetchRouteCatalog(to: string): void {
  const url = new URL(to, 'http://site');
  loadCatalog(getLanguage(), routeNamespaces(url.pathname, url.search)).catch(() => undefined);
}
