import { useTranslation } from 'react-i18next';
import { ACCOUNTS_NS } from '../i18n/register';
import { LanguageChoice } from './language-choice';
import type { UserProfile } from '@lakbay/contracts';
import { Button } from 'antd';
import { Link, Navigate, useNavigate, useParams } from 'react-router';
import { useAppDispatch, useAppSelector } from '@/lib/state/hooks';
import { FormError } from '@/components/form/form-error';
import { PageLoader } from '@/components/page-loader';
import { describeApiError } from '@/lib/api/api-error';
import { onboardingStepPath, PATHS } from '@/lib/paths';
import { loggedIn, selectLoggedUser, signupStageCleared, signupStageSet } from '@/lib/state';
import { toast } from '@/lib/toast';
import { accountsApi, useGetMeQuery, useSaveOnboardingStepMutation, type SignupRole } from '../api/accounts-api';
import styles from './accounts.module.css';
import { CoachLinksStep, CoachProfileStep, InterestsStep, NamesStep, StudiesStep } from './onboarding-steps';

const STEP_KEYS = ['s1', 's2', 's3', 's4'] as const;
const LAST_STEP = 4;

/** Which step to show: the requested one if already reachable, else where the user left off. */
export function stepToShow(requested: string | undefined, resumeAt: number): number | null {
  const step = Number(requested);
  return Number.isInteger(step) && step >= 2 && step <= resumeAt ? step : null;
}

/**
 * /onboarding(-coach)/steps/{step}: steps 2 to 4 of domain.md (step 1, the account, is the
 * sign-up). It resumes where the user left off (onboardingStep of GET /users/me), lets them go
 * back to a step already done, and keeps the sign-up stage in appState until the last step.
 */
export function OnboardingFlow({ role }: { role: SignupRole }) {
  const user = useAppSelector(selectLoggedUser);
  const { step } = useParams();
  const { t } = useTranslation(ACCOUNTS_NS);

  if (!user) {
    // Step 1 is the account itself.
    return <Navigate to={role === 'coach' ? PATHS.signupCoach : PATHS.signup} replace />;
  }
  if (user.isCoach !== (role === 'coach')) {
    return <Navigate to={onboardingStepPath(user.isCoach, Number(step) || 2)} replace />;
  }
  return (
    <div className={styles.page}>
      <section className={styles.card}>
        <h1 className={styles.heading}>{role === 'coach' ? t('onboarding.coachTitle') : t('onboarding.kadetTitle')}</h1>
        <p className={styles.intro}>{role === 'coach' ? t('onboarding.coachIntro') : t('onboarding.kadetIntro')}</p>
        <LanguageChoice />
        <OnboardingBody role={role} requested={step} />
      </section>
    </div>
  );
}

function OnboardingBody({ role, requested }: { role: SignupRole; requested: string | undefined }) {
  const { t } = useTranslation(ACCOUNTS_NS);
  const { data: profile, error, isLoading, refetch } = useGetMeQuery(undefined, { refetchOnMountOrArgChange: true });
  if (isLoading) {
    return <PageLoader />;
  }
  if (error || !profile) {
    return (
      <>
        <FormError message={describeApiError(error).message} />
        <Button onClick={() => void refetch()}>{t('onboarding.tryAgain')}</Button>
      </>
    );
  }
  if (profile.onboardingStep === null) {
    return <Navigate to={PATHS.home} replace />;
  }
  const shown = stepToShow(requested, profile.onboardingStep);
  if (shown === null) {
    return <Navigate to={onboardingStepPath(role === 'coach', profile.onboardingStep)} replace />;
  }
  return <OnboardingStep role={role} step={shown} profile={profile} />;
}

function OnboardingStep({ role, step, profile }: { role: SignupRole; step: number; profile: UserProfile }) {
  const [save] = useSaveOnboardingStepMutation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const user = useAppSelector(selectLoggedUser);
  const { t } = useTranslation(ACCOUNTS_NS);
  const isCoach = role === 'coach';
  const titles = STEP_KEYS.map((key) => (isCoach ? t(`onboarding.coachSteps.${key}`) : t(`onboarding.kadetSteps.${key}`)));

  const afterSave = (saved: UserProfile) => {
    // The next step reads this profile at once: no wait for a refetch.
    dispatch(accountsApi.util.updateQueryData('getMe', undefined, () => saved));
    if (user && (saved.username !== user.username || saved.avatar !== user.avatar)) {
      dispatch(loggedIn({ ...user, username: saved.username, avatar: saved.avatar }));
    }
    if (saved.onboardingStep === null || step === LAST_STEP) {
      dispatch(signupStageCleared());
      void toast('success', t('onboarding.welcome', { name: saved.username ?? t('onboarding.kadet') }));
      void navigate(PATHS.home, { replace: true });
      return;
    }
    const next = onboardingStepPath(isCoach, step + 1);
    dispatch(signupStageSet(next));
    void navigate(next);
  };

  const back = step > 2 ? <Link to={onboardingStepPath(isCoach, step - 1)}>{t('onboarding.back')}</Link> : undefined;
  const submitLabel = step === LAST_STEP ? t('onboarding.finish') : t('onboarding.next');
  const common = { profile, back, submitLabel };

  let form;
  if (step === 2) {
    form = <NamesStep {...common} onSave={async (body) => afterSave(await save({ role, step: 2, body }).unwrap())} />;
  } else if (step === 3 && isCoach) {
    form = <CoachProfileStep {...common} onSave={async (body) => afterSave(await save({ role: 'coach', step: 3, body }).unwrap())} />;
  } else if (step === 3) {
    form = <StudiesStep {...common} onSave={async (body) => afterSave(await save({ role: 'kadet', step: 3, body }).unwrap())} />;
  } else if (isCoach) {
    form = <CoachLinksStep {...common} onSave={async (body) => afterSave(await save({ role: 'coach', step: 4, body }).unwrap())} />;
  } else {
    form = <InterestsStep {...common} onSave={async (body) => afterSave(await save({ role: 'kadet', step: 4, body }).unwrap())} />;
  }

  return (
    <>
      <ol className={styles.steps} aria-label={t('onboarding.stepsLabel')}>
        {titles.map((name, index) => {
          const number = index + 1;
          const state = number < step ? 'done' : number === step ? 'current' : 'todo';
          return (
            <li key={name} data-state={state} aria-current={state === 'current' ? 'step' : undefined}>
              {number}. {name}
            </li>
          );
        })}
      </ol>
      <h2 className={styles.stepTitle}>{t('onboarding.stepOf', { step, total: LAST_STEP, title: titles[step - 1] })}</h2>
      {form}
    </>
  );
}
