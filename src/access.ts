/**
 * Who may see what, in one place. The route wrappers (src/wrappers: loginRequired,
 * guestOnly), the logout (which moves away from a page that needs a login) and pages
 * (through umi's useAccess) all read these rules; nothing else decides access.
 *
 *   const { isAuthenticated } = accessOf(useModel('auth'));
 *   if (needsLogin(location.pathname)) ...
 */

/** What access depends on: the auth model's state (src/models/auth.ts). */
export interface AccessState {
  isAuthenticated?: boolean;
}

export interface Access {
  /** A player is logged in: profile, purchases, check-in... */
  isAuthenticated: boolean;
  /** A visitor without a login: the login, register and forgot-password pages. */
  isGuest: boolean;
  /** The operator console; no account has it yet (the header's admin slot stays disabled). */
  canAdmin: boolean;
}

/** Pages (and everything under them) that need a login: the routes wrapped in loginRequired. */
export const LOGIN_REQUIRED_PREFIXES = ['/profile', '/debug'] as const;

export const needsLogin = (pathname: string) => LOGIN_REQUIRED_PREFIXES.some((p) => pathname === p || pathname.startsWith(`${p}/`));

export function accessOf(state: AccessState | null | undefined): Access {
  const isAuthenticated = Boolean(state?.isAuthenticated);
  return { isAuthenticated, isGuest: !isAuthenticated, canAdmin: false };
}

/** umi's access plugin (useAccess()). */
export default function access(initialState: AccessState | undefined): Access {
  return accessOf(initialState);
}
