import { Navigate, Outlet, useLocation } from 'react-router';
import { useAppSelector } from '@/lib/state/hooks';
import { resolvePostLoginPath } from '@/lib/safe-redirect';
import { selectIsAuth } from '@/lib/state';

/**
 * Layout route for pages only logged-out visitors may see (/login, later /signup). A logged-in
 * visitor goes home, or to a safe __redirectTo target, which is also where a login that just
 * succeeded on this page is heading.
 */
export function GuestOnlyRoute() {
  const isAuth = useAppSelector(selectIsAuth);
  const location = useLocation();
  return isAuth ? <Navigate to={resolvePostLoginPath(location)} replace /> : <Outlet />;
}
