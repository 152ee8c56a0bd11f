import { Link } from 'react-router';
import { GoogleSignIn } from '@/features/auth';
import { NewTabLink } from '@/components/new-tab-link';
import { PATHS } from '@/lib/paths';
import styles from '../components/accounts.module.css';
import { SignupForm } from '../components/signup-form';
import { usePageMeta } from '@/lib/page-meta';

/** /signup: Kadet sign-up (logged-out only: GuestOnlyRoute). Step 1 of onboarding: the account. */
export function SignupPage() {
  usePageMeta({ title: 'Create your Kadet account' });
  return (
    <div className={styles.page}>
      <section className={styles.card}>
        <h1 className={styles.heading}>Create your Kadet account</h1>
        <p className={styles.intro}>Sign up to book sessions with Koaches, join virtual apprenticeships and save your progress.</p>
        <SignupForm role="kadet" />
        <GoogleSignIn context="signup" />
        <p className={styles.footer}>
          Already have an account? <Link to={PATHS.login}>Log in</Link>
          <br />
          Volunteering as a Koach? <Link to={PATHS.signupCoach}>Sign up as a Koach</Link>
        </p>
        <p className={styles.footer}>
          By signing up, you agree to our <NewTabLink href={PATHS.terms}>Terms of Use</NewTabLink> and{' '}
          <NewTabLink href={PATHS.privacy}>Privacy Policy</NewTabLink>.
        </p>
      </section>
    </div>
  );
}
