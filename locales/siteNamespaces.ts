/**
 * How the browser's catalog is split (src/lib/catalog.ts): the site's part, on every
 * page, holds these namespaces: what the layouts, header, footer, status panel, toasts,
 * request errors, loading and not-found screens read. Every other namespace loads with
 * the routes that name it (config/routes.ts `catalog`).
 */
export const SITE_NAMESPACES = ['common', 'nav', 'footer', 'status', 'errors'];

/** Messages of the API server alone (its error answers): the browser never loads them. */
export const SERVER_NAMESPACES = ['server', 'game'];
