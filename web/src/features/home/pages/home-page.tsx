import type { ReactNode } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { HOME_NS } from '../i18n/register';
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

/**
 * /: greets the user as Kadet or Koach with their username and offers their cards (spec section
 * 1). Visitors get a welcome with the Kadet cards, since most visitors are would-be Kadets.
 * `suggestions` is the interest quiz's "Suggested for you" row, given by the router (app/router.tsx):
 * a feature does not import another.
 */
export function HomePage({ suggestions }: { suggestions?: ReactNode }) {
  // The site's own title and description: the home page is the site.
  usePageMeta({});
  const { t } = useTranslation(HOME_NS);
  const user = useAppSelector(selectLoggedUser);
  const isAuth = useAppSelector(selectIsAuth);

  if (!user) {
    return (
      <>
        <section className={styles.hero} aria-labelledby="home-heading">
          <div className={styles.heroInner}>
            <div className={styles.heroText}>
              <p className={styles.eyebrow}>{t('visitor.eyebrow')}</p>
              <h1 id="home-heading" className={styles.heading}>
                {t('visitor.heading')}
              </h1>
              <p className={styles.lead}>{t('visitor.lead')}</p>
              <div className={styles.actions}>
                <ButtonLink to={PATHS.signup} size="large">
                  {t('visitor.signup')}
                </ButtonLink>
                <ButtonLink to={PATHS.login} size="large" variant="outline">
                  {t('visitor.login')}
                </ButtonLink>
              </div>
            </div>
            <Mascot size={220} className={styles.heroArt} />
          </div>
        </section>
        <div className={styles.page}>
          {suggestions}
          <section className={styles.cards} aria-labelledby="home-cards-heading">
            <h2 id="home-cards-heading" className={styles.sectionHeading}>
              {t('visitor.cardsHeading')}
            </h2>
            <HomeCardGrid cards={homeCardsFor(false, isAuth)} label={t('visitor.cardsLabel')} />
            <p className={styles.koachInvite}>
              <Trans t={t} i18nKey="visitor.koachInvite" components={{ coach: <Link to={PATHS.signupCoach} /> }} />
            </p>
          </section>
        </div>
      </>
    );
  }

  // Username is null until onboarding picks one; the e-mail still tells people whose account this is.
  const displayName = user.username ?? user.email;

  return (
    <div className={styles.page}>
      <section className={styles.greeting} aria-labelledby="home-heading">
        <p className={styles.eyebrow}>{user.isCoach ? t('user.eyebrowKoach') : t('user.eyebrowKadet')}</p>
        <h1 id="home-heading" className={styles.heading}>
          {user.isCoach ? t('user.welcomeKoach') : t('user.welcomeKadet')}
        </h1>
        <p className={styles.lead}>
          <Trans
            t={t}
            i18nKey="user.loggedInAs"
            values={{ name: displayName }}
            components={{ strong: <strong className={styles.username} /> }}
          />
        </p>
      </section>
      {!user.isCoach && suggestions}
      <section className={styles.cards} aria-labelledby="home-cards-heading">
        <h2 id="home-cards-heading" className={styles.sectionHeading}>
          {user.isCoach ? t('user.toolkit') : t('user.whereNext')}
        </h2>
        <HomeCardGrid cards={homeCardsFor(user.isCoach, isAuth)} label={user.isCoach ? t('user.koachFeatures') : t('user.kadetFeatures')} />
      </section>
    </div>
  );
}
