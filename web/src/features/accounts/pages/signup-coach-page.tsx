import { Trans, useTranslation } from 'react-i18next';
import { ACCOUNTS_NS } from '../i18n/register';
import { LanguageChoice } from '../components/language-choice';
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
  const { t } = useTranslation(ACCOUNTS_NS);
  usePageMeta({ title: t('signup.coachTitle'), description: t('signup.coachDescription') });
  return (
    <div className={styles.page}>
      <section className={styles.card}>
        <h1 className={styles.heading}>{t('signup.coachTitle')}</h1>
        <p className={styles.intro}>{t('signup.coachIntro')}</p>
        <LanguageChoice />
        <p className={styles.notice}>{t('signup.coachNotice')}</p>
        <SignupForm role="coach" />
        <p className={styles.footer}>
          <Trans t={t} i18nKey="signup.haveAccount" components={{ login: <Link to={PATHS.login} /> }} />
          <br />
          <Trans t={t} i18nKey="signup.lookingForKoach" components={{ kadet: <Link to={PATHS.signup} /> }} />
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
