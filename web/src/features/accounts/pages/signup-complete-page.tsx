import { Trans, useTranslation } from 'react-i18next';
import { ACCOUNTS_NS } from '../i18n/register';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { AppForm } from '@/components/form/app-form';
import { SubmitButton } from '@/components/form/submit-button';
import { onboardingStepPath, PATHS } from '@/lib/paths';
import { loggedIn, signupStageSet } from '@/lib/state';
import { useAppDispatch } from '@/lib/state/hooks';
import { useCompleteSignupMutation } from '../api/accounts-api';
import styles from '../components/accounts.module.css';

const NO_FIELDS = [] as const;

/**
 * /signup/complete?token=...: the e-mailed sign-up link. One button creates the account (a click
 * rather than on load, so a mail scanner opening the link does not use it up), logs the new user
 * in and continues to onboarding step 2, as the sign-up form did before.
 */
export function SignupCompletePage() {
  const { t } = useTranslation(ACCOUNTS_NS);
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [complete] = useCompleteSignupMutation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  return (
    <div className={styles.page}>
      <section className={styles.card}>
        <h1 className={styles.heading}>{t('complete.title')}</h1>
        <p className={styles.intro}>{t('complete.intro')}</p>
        <AppForm<Record<string, never>>
          label={t('complete.title')}
          className={styles.form}
          fields={NO_FIELDS}
          onSubmit={async () => {
            const user = await complete({ token }).unwrap();
            const next = onboardingStepPath(user.isCoach, 2);
            // Spec section 4: the sign-up stage is kept in appState until onboarding is finished.
            dispatch(signupStageSet(next));
            dispatch(loggedIn(user));
            void navigate(next, { replace: true });
          }}
        >
          <SubmitButton block>{t('complete.create')}</SubmitButton>
        </AppForm>
        <p className={styles.footer}>
          <Trans t={t} i18nKey="complete.expired" components={{ signup: <Link to={PATHS.signup} />, login: <Link to={PATHS.login} /> }} />
        </p>
      </section>
    </div>
  );
}
