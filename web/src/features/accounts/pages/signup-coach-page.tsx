import { Link } from 'react-router';
import { NewTabLink } from '@/components/new-tab-link';
import { PATHS } from '@/lib/paths';
import styles from '../components/accounts.module.css';
import { SignupForm } from '../components/signup-form';
import { usePageMeta } from '@/lib/page-meta';

/**
 * /signup-coach: Koach sign-up (logged-out only). Only e-mails on the coach allowlist may sign up;
 * the server's 403 sentence says so plainly at the top of the form.
 */
export function SignupCoachPage() {
  usePageMeta({ title: 'Become a Koach', description: 'Volunteer as a Koach on Lakbay: share your career with Filipino learners.' });
  return (
    <div className={styles.page}>
      <section className={styles.card}>
        <h1 className={styles.heading}>Become a Koach</h1>
        <p className={styles.intro}>Volunteer an hour at a time to help Filipino learners find their way into your field.</p>
        <p className={styles.notice}>
          Koach sign-up is by invitation: use the e-mail address the Lakbay team added to the Koach list. New Koaches can be booked once an
          admin activates them.
        </p>
        <SignupForm role="coach" />
        <p className={styles.footer}>
          Already have an account? <Link to={PATHS.login}>Log in</Link>
          <br />
          Looking for a Koach instead? <Link to={PATHS.signup}>Sign up as a Kadet</Link>
        </p>
        <p className={styles.footer}>
          By signing up, you agree to our <NewTabLink href={PATHS.terms}>Terms of Use</NewTabLink> and{' '}
          <NewTabLink href={PATHS.privacy}>Privacy Policy</NewTabLink>.
        </p>
      </section>
    </div>
  );
}
