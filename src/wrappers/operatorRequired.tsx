/**
 * Guard for the operator console (/admin/*): a guest goes to the login page (back here
 * afterwards), a player sees the not-allowed page inside the site layout, an operator
 * gets the console. The server checks the role again on every /api/v1/admin request;
 * this only decides what the browser shows, and the console's chunks are loaded only
 * past this guard.
 */
import { Navigate, Outlet, useLocation, useModel } from '@umijs/max';
import PageLoading from '@/components/PageLoading';
import NotAllowed from '@/components/NotAllowed';
import SiteLayout from '@/components/SiteLayout';
import { accessOf } from '@/access';
import { loginRedirectTarget } from '@/lib/guards';

export default function OperatorRequired() {
  const auth = useModel('auth');
  const location = useLocation();
  const access = accessOf(auth);
  // Logged in but the account's details (and so its role) not answered yet.
  if (auth.isLoading || (access.isAuthenticated && !auth.user)) return <PageLoading />;
  if (!access.isAuthenticated) {
    return <Navigate to={loginRedirectTarget(location)} state={{ from: `${location.pathname}${location.search}` }} replace />;
  }
  if (!access.canAdmin) {
    return (
      <SiteLayout>
        <NotAllowed />
      </SiteLayout>
    );
  }
  return <Outlet />;
}
