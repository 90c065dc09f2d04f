/**
 * Guard for guest-only pages (login, register, forgot password): a logged-in visitor
 * is sent to the origin (navigation state, else ?from=, else /), keeping ?invite=.
 */
import { Navigate, Outlet, useLocation, useModel } from '@umijs/max';
import PageLoading from '@/components/PageLoading';
import { accessOf } from '@/access';
import { guestRedirectTarget } from '@/lib/guards';

export default function GuestOnly() {
  const auth = useModel('auth');
  const location = useLocation();
  if (auth.isLoading) return <PageLoading />;
  if (!accessOf(auth).isGuest) return <Navigate to={guestRedirectTarget(location)} replace />;
  return <Outlet />;
}
