import { Navigate, Outlet, useLocation } from 'react-router';
import { useAppSelector } from '@/lib/state/hooks';
import { loginPathReturningTo, PATHS } from '@/lib/paths';
import { selectIsAuth } from '@/lib/state';

/**
 * Layout route for pages that need a logged-in user (/my/*, /sso/discourse). A logged-out visitor
 * goes to /login?__redirectTo=<this address, encoded> and comes back after logging in; the cancel
 * link of an older booking e-mail (/my/schedule?cancel={id}&token=...) goes to the page that acts
 * with its token alone.
 */
export function RequireAuthRoute() {
  const isAuth = useAppSelector(selectIsAuth);
  const { pathname, search, hash } = useLocation();
  if (isAuth) {
    return <Outlet />;
  }
  const params = new URLSearchParams(search);
  const [cancel, token] = [params.get('cancel'), params.get('token')];
  if (pathname === PATHS.mySchedule && cancel && token) {
    return <Navigate to={`${PATHS.bookingCancel(cancel)}?token=${encodeURIComponent(token)}`} replace />;
  }
  return <Navigate to={loginPathReturningTo(`${pathname}${search}${hash}`)} replace />;
}
