import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PATHS } from '@/lib/paths';
import { usePageMeta } from '@/lib/page-meta';
import { ACCOUNTS_NS } from '../i18n/register';
import styles from '../components/accounts.module.css';
import { SignupCard } from '../components/signup-card';
import { SignupForm } from '../components/signup-form';

/**
 * /signup-coach: Koach sign-up (logged-out only). Only e-mails on the coach allowlist may sign up;
 * the server's 403 sentence says so plainly at the top of the form.
 */
export function SignupCoachPage() {
  const { t } = useTranslation(ACCOUNTS_NS);
  usePageMeta({ title: t('signup.coachTitle'), description: t('signup.coachDescription') });
  return (
    <SignupCard
      title={t('signup.coachTitle')}
      intro={t('signup.coachIntro')}
      otherRole={<Trans t={t} i18nKey="signup.lookingForKoach" components={{ kadet: <Link to={PATHS.signup} /> }} />}
    >
      <p className={styles.notice}>{t('signup.coachNotice')}</p>
      <SignupForm role="coach" />
    </SignupCard>
  );
}
