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
  return (
    <div className={styles.panel}>
      {showHeading && <h1 className={styles.heading}>Log In</h1>}
      <p className={styles.welcome}>Welcome back! Log in to keep exploring careers and connecting with Koaches.</p>
      <LoginForm autoFocus={autoFocus} />
      <GoogleSignIn />
      <p className={styles.signup}>
        New to Lakbay? <Link to={PATHS.signup}>Create an account</Link>
      </p>
      <p className={styles.legal}>
        By logging in, you agree to our <NewTabLink href={PATHS.terms}>Terms of Use</NewTabLink> and{' '}
        <NewTabLink href={PATHS.privacy}>Privacy Policy</NewTabLink>.
      </p>
    </div>
  );
}
