/**
 * umi access: who may do what (SPEC §6). Route guards are wrappers (src/wrappers);
 * pages can read these flags with useAccess().
 */
export default function access(initialState: { isAuthenticated?: boolean } | undefined) {
  return {
    isAuthenticated: Boolean(initialState?.isAuthenticated),
    /** SPEC §6: accounts carry an admin tag but no admin screens exist. */
    canAdmin: false,
  };
}
