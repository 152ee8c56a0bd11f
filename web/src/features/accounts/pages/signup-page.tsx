import { Trans, useTranslation } from 'react-i18next';
import { ACCOUNTS_NS } from '../i18n/register';
import { LanguageChoice } from '../components/language-choice';
import { Link } from 'react-router';
import { GoogleSignIn } from '@/features/auth';
import { NewTabLink } from '@/components/new-tab-link';
import { PATHS } from '@/lib/paths';
import styles from '../components/accounts.module.css';
import { SignupForm } from '../components/signup-form';
import { usePageMeta } from '@/lib/page-meta';

/** /signup: Kadet sign-up (logged-out only: GuestOnlyRoute). Step 1 of onboarding: the account. */
export function SignupPage() {
  const { t } = useTranslation(ACCOUNTS_NS);
  usePageMeta({ title: t('signup.kadetTitle') });
  return (
    <div className={styles.page}>
      <section className={styles.card}>
        <h1 className={styles.heading}>{t('signup.kadetTitle')}</h1>
        <p className={styles.intro}>{t('signup.kadetIntro')}</p>
        <LanguageChoice />
        <SignupForm role="kadet" />
        <GoogleSignIn context="signup" />
        <p className={styles.footer}>
          <Trans t={t} i18nKey="signup.haveAccount" components={{ login: <Link to={PATHS.login} /> }} />
          <br />
          <Trans t={t} i18nKey="signup.volunteering" components={{ coach: <Link to={PATHS.signupCoach} /> }} />
        </p>
        <p className={styles.footer}>
          <Trans
            t={t}
            i18nKey="signup.agree"
            components={{ terms: <NewTabLink href={PATHS.terms} />, privacy: <NewTabLink href={PATHS.privacy} /> }}
          />
        </p>
      </section>
    </div>
  );
}
