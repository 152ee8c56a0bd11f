import type { ReactNode } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PATHS } from '@/lib/paths';
import { usePageMeta } from '@/lib/page-meta';
import { ACCOUNTS_NS } from '../i18n/register';
import { SignupCard } from '../components/signup-card';
import { SignupForm } from '../components/signup-form';

/**
 * /signup: Kadet sign-up (logged-out only: GuestOnlyRoute). Step 1 of onboarding: the account.
 * `googleSignIn` is the auth feature's Google button, given by the app (app/pages/signup-page.tsx).
 */
export function SignupPage({ googleSignIn }: { googleSignIn?: ReactNode }) {
  const { t } = useTranslation(ACCOUNTS_NS);
  usePageMeta({ title: t('signup.kadetTitle') });
  return (
    <SignupCard
      title={t('signup.kadetTitle')}
      intro={t('signup.kadetIntro')}
      otherRole={<Trans t={t} i18nKey="signup.volunteering" components={{ coach: <Link to={PATHS.signupCoach} /> }} />}
    >
      <SignupForm role="kadet" />
      {googleSignIn}
    </SignupCard>
  );
}
