import { useTranslation } from 'react-i18next';
import { AUTH_NS } from '../i18n/register';
import { useEffect, useRef, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { FormError } from '@/components/form/form-error';
import { useExchangeGoogleCodeMutation } from '../api/auth-api';
import { reportGoogleFailure } from '../components/google-sign-in';
import { LoginPanel } from '../components/login-panel';
import { useFinishLogin } from '../hooks/use-finish-login';
import styles from './login-page.module.css';
import { usePageMeta } from '@/lib/page-meta';

/**
 * /login: the login screen as a centred card. Logged-in visitors never get here (GuestOnlyRoute).
 * The Google redirect flow comes back here with ?googleCode= (traded for the logged user) or
 * ?googleError= (a sentence from the server). A page that sent the visitor here may pass a
 * message in the navigation state (the password reset does).
 */
export function LoginPage() {
  const { t } = useTranslation(AUTH_NS);
  usePageMeta({ title: 'Log in' });
  const [params, setParams] = useSearchParams();
  const googleCode = params.get('googleCode');
  const googleError = params.get('googleError');
  const [exchange, { isLoading }] = useExchangeGoogleCodeMutation();
  const finishLogin = useFinishLogin();
  const [exchangeFailed, setExchangeFailed] = useState(false);
  const handled = useRef<string | null>(null);
  const shownError = googleError ?? (exchangeFailed ? t('googleDidNotFinish') : null);
  // A page that sent the visitor here may leave a line for them (e.g. a password just changed).
  const notice = (useLocation().state as { message?: unknown } | null)?.message;

  useEffect(() => {
    const key = googleCode ?? googleError;
    if (!key || handled.current === key) {
      return;
    }
    handled.current = key;
    if (googleError) {
      reportGoogleFailure(new Error(googleError));
      return;
    }
    exchange({ code: googleCode ?? '' })
      .unwrap()
      .then(finishLogin, (error: unknown) => {
        setExchangeFailed(true);
        reportGoogleFailure(error);
        // The code works once: take it out of the address so a reload does not try it again.
        const rest = new URLSearchParams(params);
        rest.delete('googleCode');
        setParams(rest, { replace: true });
      });
  }, [exchange, finishLogin, googleCode, googleError, params, setParams]);

  return (
    <div className={styles.page}>
      <section className={styles.card} aria-busy={isLoading || undefined}>
        {typeof notice === 'string' && (
          <p className={styles.notice} role="status">
            {notice}
          </p>
        )}
        {shownError && <FormError message={shownError} />}
        <LoginPanel autoFocus />
      </section>
    </div>
  );
}
