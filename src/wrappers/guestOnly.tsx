/**
 * Guard for guest-only pages (login, register, forgot password): a logged-in visitor
 * is sent to the origin (navigation state, else ?from=, else /), keeping ?invite=.
 */
import { Navigate, Outlet, useLocation, useModel } from '@umijs/max';
import PageLoading from '@/components/PageLoading';
import { guestRedirectTarget } from '@/lib/guards';

export default function GuestOnly() {
  const { isAuthenticated, isLoading } = useModel('auth');
  const location = useLocation();
  if (isLoading) return <PageLoading />;
  if (isAuthenticated) return <Navigate to={guestRedirectTarget(location)} replace />;
  return <Outlet />;
}
