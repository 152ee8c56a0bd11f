import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { PATHS, vaPaths } from '@/lib/paths';
import { selectLoggedUser } from '@/lib/state';
import { useAppSelector } from '@/lib/state/hooks';
import { peekInviteToken, takeInviteToken } from '../lib/pending-invite';

const isOnboarding = (pathname: string) =>
  pathname.startsWith(PATHS.onboarding) || pathname.startsWith(PATHS.signup) || pathname === PATHS.logout;

/**
 * Sign-up and onboarding end on the home page without a return address: a visitor who chose
 * "Sign up to accept" on an invite link is brought back to it once they have a username
 * (onboarding done). Mounted once by the shell; renders nothing.
 */
export function PendingInviteReturn() {
  const user = useAppSelector(selectLoggedUser);
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const ready = Boolean(user?.username) && !isOnboarding(pathname);

  useEffect(() => {
    if (!ready || !peekInviteToken()) {
      return;
    }
    const token = takeInviteToken();
    if (token && pathname !== vaPaths.invite(token)) {
      void navigate(vaPaths.invite(token), { replace: true });
    }
  }, [ready, pathname, navigate]);

  return null;
}
