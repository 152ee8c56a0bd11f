import { Navigate, Outlet, useLocation } from 'react-router';
import { useAppSelector } from '@/lib/state/hooks';
import { loginPathReturningTo } from '@/lib/paths';
import { selectIsAuth } from '@/lib/state';

/**
 * Layout route for pages that need a logged-in user (/my/*, /sso/discourse). A logged-out visitor
 * goes to /login?__redirectTo=<this address, encoded> and comes back after logging in.
 */
export function RequireAuthRoute() {
  const isAuth = useAppSelector(selectIsAuth);
  const { pathname, search, hash } = useLocation();
  return isAuth ? <Outlet /> : <Navigate to={loginPathReturningTo(`${pathname}${search}${hash}`)} replace />;
}
