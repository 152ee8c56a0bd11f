import type { LoggedUser } from '@lakbay/contracts';
import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useAppDispatch } from '@/lib/state/hooks';
import { resolvePostLoginPath } from '@/lib/safe-redirect';
import { loggedIn } from '@/lib/state';

/** Spec section 4 after any successful log-in (password or Google): store the user, then go where login goes. */
export function useFinishLogin(): (user: LoggedUser) => void {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const location = useLocation();
  return useCallback(
    (user: LoggedUser) => {
      dispatch(loggedIn(user));
      const destination = resolvePostLoginPath(location);
      const here = `${location.pathname}${location.search}${location.hash}`;
      if (destination !== here) {
        void navigate(destination, { replace: true });
      }
    },
    [dispatch, location, navigate],
  );
}
