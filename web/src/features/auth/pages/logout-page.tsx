import { useTranslation } from 'react-i18next';
import { AUTH_NS } from '../i18n/register';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { useAppDispatch, useAppStore } from '@/lib/state/hooks';
import { PageLoader } from '@/components/page-loader';
import { PATHS } from '@/lib/paths';
import { loggedOut, selectSessionToken } from '@/lib/state';
import { useLogoutMutation } from '../api/auth-api';
import { usePageMeta } from '@/lib/page-meta';

// Revoking the token on the server is best-effort: never keep the visitor waiting longer than this.
const SERVER_LOGOUT_WAIT_MS = 3000;

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** /logout: revokes the session on the server if there is one, clears it here, goes home. */
export function LogoutPage() {
  const { t } = useTranslation(AUTH_NS);
  usePageMeta({ title: t('logout') });
  const [logout] = useLogoutMutation();
  const dispatch = useAppDispatch();
  const store = useAppStore();
  const navigate = useNavigate();
  // StrictMode runs effects twice in development; one logout request is enough.
  const started = useRef(false);

  useEffect(() => {
    if (started.current) {
      return;
    }
    started.current = true;
    const token = selectSessionToken(store.getState());
    const revoke = token
      ? Promise.race([
          logout({ token })
            .unwrap()
            .catch(() => undefined),
          wait(SERVER_LOGOUT_WAIT_MS),
        ])
      : Promise.resolve();
    void revoke.then(() => {
      dispatch(loggedOut());
      return navigate(PATHS.home, { replace: true });
    });
  }, [dispatch, logout, navigate, store]);

  return <PageLoader />;
}
