import { useTranslation } from 'react-i18next';
import { AUTH_NS } from '../i18n/register';
import { useEffect, useRef } from 'react';
import { useGetClientConfigQuery } from '@/lib/api/client-config-api';
import { toast } from '@/lib/toast';
import { useLoginGoogleMutation } from '../api/auth-api';
import { useFinishLogin } from '../hooks/use-finish-login';
import styles from './google-sign-in.module.css';

/** Spec section 8, word for word. */
// Spec-quoted (section 8): the same words in every language.
export const GOOGLE_FAILURE_MESSAGE = 'Something went wrong :(. If this persists, please contact us! :)';
export const GOOGLE_SCRIPT_URL = 'https://accounts.google.com/gsi/client';
/** The BFF's redirect flow: Google, then back to /login?googleCode= (or ?googleError=). */
export const GOOGLE_REDIRECT_URL = '/api/v2/auth/google';

interface GoogleCredentialResponse {
  credential?: string;
}
interface GoogleIdentity {
  accounts: {
    id: {
      initialize(options: { client_id: string; callback: (response: GoogleCredentialResponse) => void; ux_mode?: 'popup' }): void;
      renderButton(parent: HTMLElement, options: Record<string, unknown>): void;
    };
  };
}
type WindowWithGoogle = Window & { google?: GoogleIdentity };

let scriptPromise: Promise<GoogleIdentity> | null = null;

/** Loads Google Identity Services once per page, and only when a client id is configured. */
function loadGoogleIdentity(): Promise<GoogleIdentity> {
  const loaded = (window as WindowWithGoogle).google;
  if (loaded?.accounts?.id) {
    return Promise.resolve(loaded);
  }
  scriptPromise ??= new Promise<GoogleIdentity>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = GOOGLE_SCRIPT_URL;
    script.async = true;
    script.defer = true;
    script.addEventListener('load', () => {
      const google = (window as WindowWithGoogle).google;
      if (google?.accounts?.id) {
        resolve(google);
      } else {
        reject(new Error('Google Identity Services did not start'));
      }
    });
    script.addEventListener('error', () => {
      scriptPromise = null;
      reject(new Error(`Could not load ${GOOGLE_SCRIPT_URL}`));
    });
    document.head.appendChild(script);
  });
  return scriptPromise;
}

/** A Google sign-in failure: the spec's toast, and the error in the console for whoever debugs it. */
export function reportGoogleFailure(error: unknown): void {
  console.error('Google sign-in failed', error);
  void toast('error', GOOGLE_FAILURE_MESSAGE);
}

export interface GoogleSignInProps {
  /** 'signin' on the log-in screen, 'signup' on the sign-up screens (the button's wording). */
  context?: 'signin' | 'signup';
}

/**
 * "or", the Google Identity Services button (its credential goes to POST /auth/login-google) and a
 * plain 'Continue with Google' link for the redirect flow. Nothing at all without googleClientId.
 */
export function GoogleSignIn({ context = 'signin' }: GoogleSignInProps) {
  const { t } = useTranslation(AUTH_NS);
  const { data: config } = useGetClientConfigQuery();
  const clientId = config?.googleClientId ?? null;
  const [loginGoogle] = useLoginGoogleMutation();
  const finishLogin = useFinishLogin();
  const buttonRef = useRef<HTMLDivElement>(null);
  // The GIS callback outlives renders: keep it pointing at the latest handlers.
  const onCredential = useRef<(response: GoogleCredentialResponse) => void>(() => undefined);
  useEffect(() => {
    onCredential.current = (response) => {
      if (!response.credential) {
        reportGoogleFailure(new Error('Google answered without a credential'));
        return;
      }
      loginGoogle({ token: response.credential }).unwrap().then(finishLogin, reportGoogleFailure);
    };
  });

  useEffect(() => {
    if (!clientId) {
      return undefined;
    }
    let cancelled = false;
    loadGoogleIdentity().then(
      (google) => {
        if (cancelled || !buttonRef.current) {
          return undefined;
        }
        google.accounts.id.initialize({ client_id: clientId, callback: (response) => onCredential.current(response), ux_mode: 'popup' });
        google.accounts.id.renderButton(buttonRef.current, {
          type: 'standard',
          theme: 'outline',
          size: 'large',
          text: context === 'signup' ? 'signup_with' : 'signin_with',
          shape: 'rectangular',
          width: Math.min(buttonRef.current.clientWidth || 320, 400),
        });
        return undefined;
      },
      (error: unknown) => {
        // The link below still works; the console says why the button is missing.
        console.error('Google sign-in button unavailable', error);
      },
    );
    return () => {
      cancelled = true;
    };
  }, [clientId, context]);

  if (!clientId) {
    return null;
  }
  return (
    <div className={styles.google}>
      {/* 'or' is spec-quoted. */}
      <p className={styles.or}>
        <span>or</span>
      </p>
      <div ref={buttonRef} className={styles.button} />
      <a className={styles.link} href={GOOGLE_REDIRECT_URL}>
        {t('google')}
      </a>
    </div>
  );
}
