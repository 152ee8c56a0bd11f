import type { LoggedUser } from '@lakbay/contracts';
import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { isLocale } from '@/lib/i18n/locales';
import { useAppDispatch } from '@/lib/state/hooks';
import { resolvePostLoginPath } from '@/lib/safe-redirect';
import { accountLanguageAdopted, loggedIn } from '@/lib/state';

/**
 * Spec section 4 after any successful log-in (password or Google): store the user, take on the
 * account's language (the log-in answer carries it, so no second read races onboarding), then go
 * where login goes.
 */
export function useFinishLogin(): (user: LoggedUser) => void {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const location = useLocation();
  return useCallback(
    (user: LoggedUser) => {
      // loggedIn also closes the login modal (ui slice).
      dispatch(loggedIn(user));
      if (isLocale(user.language)) {
        dispatch(accountLanguageAdopted(user.language));
      }
      const destination = resolvePostLoginPath(location);
      const here = `${location.pathname}${location.search}${location.hash}`;
      if (destination !== here) {
        void navigate(destination, { replace: true });
      }
    },
    [dispatch, location, navigate],
  );
}
