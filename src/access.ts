/**
 * Who may see what, in one place. The route wrappers (src/wrappers: loginRequired,
 * guestOnly, operatorRequired), the logout (which moves away from a page that needs a login) and pages
 * (through umi's useAccess) all read these rules; nothing else decides access.
 *
 *   const { isAuthenticated, canAdmin } = accessOf(useModel('auth'));
 *   if (needsLogin(location.pathname)) ...
 */

/** What access depends on: the auth model's state (src/models/auth.ts). */
export interface AccessState {
  isAuthenticated?: boolean;
  /** The logged-in account; `operator` is the server's answer to "may this account run the console". */
  user?: { operator?: boolean } | null;
}

export interface Access {
  /** A player is logged in: profile, purchases, check-in... */
  isAuthenticated: boolean;
  /** A visitor without a login: the login, register and forgot-password pages. */
  isGuest: boolean;
  /**
   * The operator console (/admin). The server decides who is an operator (the game's
   * web-admin flag, or a GM level at or above its configured threshold) and says so in
   * the user info; every /api/v1/admin endpoint checks it again itself. For everyone
   * else the header's admin slot stays visible and disabled.
   */
  canAdmin: boolean;
}

/** The operator console's pages: wrapped in operatorRequired (a login, then the operator role). */
export const ADMIN_PREFIX = '/admin';

/** Pages (and everything under them) that need a login: the routes wrapped in loginRequired or operatorRequired. */
export const LOGIN_REQUIRED_PREFIXES = ['/profile', '/debug', ADMIN_PREFIX] as const;

export const needsLogin = (pathname: string) => LOGIN_REQUIRED_PREFIXES.some((p) => pathname === p || pathname.startsWith(`${p}/`));

export function accessOf(state: AccessState | null | undefined): Access {
  const isAuthenticated = Boolean(state?.isAuthenticated);
  return { isAuthenticated, isGuest: !isAuthenticated, canAdmin: isAuthenticated && state?.user?.operator === true };
}

/** umi's access plugin (useAccess()). */
export default function access(initialState: AccessState | undefined): Access {
  return accessOf(initialState);
}
