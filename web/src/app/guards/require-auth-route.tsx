import { Navigate, Outlet, useLocation } from 'react-router';
import { useAppSelector } from '@/lib/state/hooks';
import { loginPathReturningTo, PATHS } from '@/lib/paths';
import { selectIsAuth } from '@/lib/state';

/**
 * Layout route for pages that need a logged-in user (/my/*, /sso/discourse). A logged-out visitor
 * goes to /login?__redirectTo=<this address, encoded> and comes back after logging in; the cancel
 * and reschedule links of older booking e-mails (/my/schedule?cancel={id}&token=...,
 * /my/schedule/{id}/reschedule/steps/1?token=...) go to the pages that act with their token alone.
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
  const reschedule = new RegExp(`^${PATHS.mySchedule}/([^/]+)/reschedule(/|$)`).exec(pathname)?.[1];
  if (reschedule && token) {
    return <Navigate to={`${PATHS.bookingReschedule(decodeURIComponent(reschedule))}?token=${encodeURIComponent(token)}`} replace />;
  }
  return <Navigate to={loginPathReturningTo(`${pathname}${search}${hash}`)} replace />;
}
