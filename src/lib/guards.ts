/**
 * Route guard rules, as pure functions the wrappers use.
 */
export interface GuardLocation {
  pathname: string;
  search: string;
  /** Navigation state; `from` may be a string path or a location-like object. */
  state?: unknown;
}

const isSafeInternalPath = (p: unknown): p is string =>
  typeof p === 'string' && p.startsWith('/') && !p.startsWith('//') && !p.startsWith('/\\');

function fromState(state: unknown): string | undefined {
  if (!state || typeof state !== 'object') return undefined;
  const from = (state as { from?: unknown }).from;
  if (isSafeInternalPath(from)) return from;
  if (from && typeof from === 'object') {
    const f = from as { pathname?: unknown; search?: unknown; hash?: unknown };
    if (isSafeInternalPath(f.pathname)) {
      return `${f.pathname}${typeof f.search === 'string' ? f.search : ''}${typeof f.hash === 'string' ? f.hash : ''}`;
    }
  }
  return undefined;
}

/** Guest-only pages never send back to a guest-only page (that would loop). */
const GUEST_ONLY_PREFIXES = ['/auth/', '/login', '/register', '/forgot'];
const isGuestOnlyPath = (p: string) => GUEST_ONLY_PREFIXES.some((g) => p === g || p.startsWith(g));

/**
 * Where a logged-in visitor on a guest-only page goes: the origin from the navigation
 * state, else the `from` query parameter, else '/'. On /auth/register with ?invite=,
 * the invite is carried onto the target as a query parameter.
 */
export function guestRedirectTarget(location: GuardLocation): string {
  const query = new URLSearchParams(location.search);
  const fromQuery = query.get('from');
  let target = fromState(location.state) ?? (isSafeInternalPath(fromQuery) ? fromQuery : undefined) ?? '/';
  if (isGuestOnlyPath(target.split(/[?#]/)[0])) target = '/';
  const invite = query.get('invite');
  if (invite && location.pathname.startsWith('/auth/register')) {
    const [pathAndQuery, hash] = target.split('#');
    const [path, search = ''] = pathAndQuery.split('?');
    const params = new URLSearchParams(search);
    params.set('invite', invite);
    target = `${path}?${params.toString()}${hash !== undefined ? `#${hash}` : ''}`;
  }
  return target;
}

/** Where a guest on a login-required page goes: login carrying origin path and query. */
export function loginRedirectTarget(location: GuardLocation): string {
  return `/auth/login?from=${encodeURIComponent(location.pathname + location.search)}`;
}
