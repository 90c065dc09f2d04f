/**
 * Guard for login-required pages (LOGIN_REQUIRED_PREFIXES in src/access.ts): a guest goes to
 * /auth/login?from={path and query}, with the origin also in the navigation state.
 */
import { Navigate, Outlet, useLocation, useModel } from '@umijs/max';
import PageLoading from '@/components/PageLoading';
import { accessOf } from '@/access';
import { loginRedirectTarget } from '@/lib/guards';

export default function LoginRequired() {
  const auth = useModel('auth');
  const location = useLocation();
  if (auth.isLoading) return <PageLoading />;
  if (!accessOf(auth).isAuthenticated) {
    return (
      <Navigate
        to={loginRedirectTarget(location)}
        state={{ from: `${location.pathname}${location.search}` }}
        replace
      />
    );
  }
  return <Outlet />;
}
