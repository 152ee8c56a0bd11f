import { Link } from 'react-router';
import { useAppSelector } from '@/lib/state/hooks';
import { ButtonLink } from '@/components/button-link';
import { Mascot } from '@/components/icons/mascot';
import { PATHS } from '@/lib/paths';
import { selectIsAuth, selectLoggedUser } from '@/lib/state';
import { HomeCardGrid } from '../components/home-card-grid';
import { homeCardsFor } from '../home-cards';
import styles from './home-page.module.css';
import { usePageMeta } from '@/lib/page-meta';
import { SuggestedCareers } from '@/features/interests';

/**
 * /: greets the user as Kadet or Koach with their username and offers their cards (spec section
 * 1). Visitors get a welcome with the Kadet cards, since most visitors are would-be Kadets.
 */
export function HomePage() {
  // The site's own title and description: the home page is the site.
  usePageMeta({});
  const user = useAppSelector(selectLoggedUser);
  const isAuth = useAppSelector(selectIsAuth);

  if (!user) {
    return (
      <>
        <section className={styles.hero} aria-labelledby="home-heading">
          <div className={styles.heroInner}>
            <div className={styles.heroText}>
              <p className={styles.eyebrow}>Your career journey starts here</p>
              <h1 id="home-heading" className={styles.heading}>
                Welcome to Lakbay
              </h1>
              <p className={styles.lead}>
                Explore careers, learn from volunteer Koaches who work in the field, and build real experience through virtual
                apprenticeships. Free for every Filipino learner.
              </p>
              <div className={styles.actions}>
                <ButtonLink to={PATHS.signup} size="large">
                  Create an account
                </ButtonLink>
                <ButtonLink to={PATHS.login} size="large" variant="outline">
                  Log in
                </ButtonLink>
              </div>
            </div>
            <Mascot size={220} className={styles.heroArt} />
          </div>
        </section>
        <div className={styles.page}>
          <SuggestedCareers />
          <section className={styles.cards} aria-labelledby="home-cards-heading">
            <h2 id="home-cards-heading" className={styles.sectionHeading}>
              What you can do on Lakbay
            </h2>
            <HomeCardGrid cards={homeCardsFor(false, isAuth)} label="Kadet features" />
            <p className={styles.koachInvite}>
              Working in a field you love? <Link to={PATHS.signupCoach}>Become a volunteer Koach</Link> and help a Kadet find their way.
            </p>
          </section>
        </div>
      </>
    );
  }

  const role = user.isCoach ? 'Koach' : 'Kadet';
  // Username is null until onboarding picks one; the e-mail still tells people whose account this is.
  const displayName = user.username ?? user.email;

  return (
    <div className={styles.page}>
      <section className={styles.greeting} aria-labelledby="home-heading">
        <p className={styles.eyebrow}>{user.isCoach ? 'Thank you for guiding our Kadets' : 'Ready for the next step?'}</p>
        <h1 id="home-heading" className={styles.heading}>
          Welcome, {role}
        </h1>
        <p className={styles.lead}>
          Logged in as <strong className={styles.username}>{displayName}</strong>
        </p>
      </section>
      {!user.isCoach && <SuggestedCareers />}
      <section className={styles.cards} aria-labelledby="home-cards-heading">
        <h2 id="home-cards-heading" className={styles.sectionHeading}>
          {user.isCoach ? 'Your Koach toolkit' : 'Where to next?'}
        </h2>
        <HomeCardGrid cards={homeCardsFor(user.isCoach, isAuth)} label={`${role} features`} />
      </section>
    </div>
  );
}
