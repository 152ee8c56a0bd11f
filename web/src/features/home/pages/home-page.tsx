import { useAppSelector } from '@/app/hooks';
import { ButtonLink } from '@/components/button-link';
import { PATHS } from '@/lib/paths';
import { selectLoggedUser } from '@/lib/state';
import styles from './home-page.module.css';

/** /: greets the user as Kadet or Koach (spec section 1). The feature cards come in a later issue. */
export function HomePage() {
  const user = useAppSelector(selectLoggedUser);

  if (!user) {
    return (
      <section className={styles.hero} aria-labelledby="home-heading">
        <p className={styles.eyebrow}>Your career journey starts here</p>
        <h1 id="home-heading" className={styles.heading}>
          Welcome to Lakbay
        </h1>
        <p className={styles.lead}>
          Explore careers, find a volunteer Koach, and build real experience through virtual apprenticeships. Log in to pick up where you
          left off.
        </p>
        <ButtonLink to={PATHS.login} type="primary" size="large">
          Log in
        </ButtonLink>
      </section>
    );
  }

  const role = user.isCoach ? 'Koach' : 'Kadet';
  // Username is null until onboarding picks one; the e-mail still tells people whose account this is.
  const displayName = user.username ?? user.email;

  return (
    <section className={styles.hero} aria-labelledby="home-heading">
      <p className={styles.eyebrow}>{user.isCoach ? 'Thank you for guiding our Kadets' : 'Ready for the next step?'}</p>
      <h1 id="home-heading" className={styles.heading}>
        Welcome, {role}
      </h1>
      <p className={styles.lead}>
        Logged in as <strong className={styles.username}>{displayName}</strong>
      </p>
    </section>
  );
}
