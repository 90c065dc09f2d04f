/**
 * umi access: who may do what. Route guards are wrappers (src/wrappers);
 * pages can read these flags with useAccess().
 */
export default function access(initialState: { isAuthenticated?: boolean } | undefined) {
  return {
    isAuthenticated: Boolean(initialState?.isAuthenticated),
    /** Accounts carry an admin tag, but no admin screens exist. */
    canAdmin: false,
  };
}
