import { Trans, useTranslation } from 'react-i18next';
import { AUTH_NS } from '../i18n/register';
import { Link } from 'react-router';
import { NewTabLink } from '@/components/new-tab-link';
import { PATHS } from '@/lib/paths';
import { GoogleSignIn } from './google-sign-in';
import { LoginForm } from './login-form';
import styles from './login-panel.module.css';

export interface LoginPanelProps {
  /** The page shows its own "Log In" heading; the modal names itself in its title bar instead. */
  showHeading?: boolean;
  autoFocus?: boolean;
}

/** Everything of the login screen (spec section 2) except its frame: page card or modal. */
export function LoginPanel({ showHeading = true, autoFocus = false }: LoginPanelProps) {
  const { t } = useTranslation(AUTH_NS);
  return (
    <div className={styles.panel}>
      {showHeading && <h1 className={styles.heading}>{t('title')}</h1>}
      <p className={styles.welcome}>{t('welcome')}</p>
      <LoginForm autoFocus={autoFocus} />
      <GoogleSignIn />
      <p className={styles.signup}>
        <Trans t={t} i18nKey="newHere" components={{ signup: <Link to={PATHS.signup} /> }} />
      </p>
      <p className={styles.legal}>
        <Trans
          t={t}
          i18nKey="agree"
          components={{ terms: <NewTabLink href={PATHS.terms} />, privacy: <NewTabLink href={PATHS.privacy} /> }}
        />
      </p>
    </div>
  );
}
