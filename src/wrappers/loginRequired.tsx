/**
 * Guard for login-required pages (/profile, /debug): a guest goes to
 * /auth/login?from={path and query}, with the origin also in the navigation state.
 */
import { Navigate, Outlet, useLocation, useModel } from '@umijs/max';
import PageLoading from '@/components/PageLoading';
import { loginRedirectTarget } from '@/lib/guards';

export default function LoginRequired() {
  const { isAuthenticated, isLoading } = useModel('auth');
  const location = useLocation();
  if (isLoading) return <PageLoading />;
  if (!isAuthenticated) {
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
