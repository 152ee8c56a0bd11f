import type { SignupRequest } from '@lakbay/contracts';
import { Form } from 'react-final-form';
import { useNavigate } from 'react-router';
import { useAppDispatch } from '@/lib/state/hooks';
import { useSubmitHandler } from '@/components/form/app-form';
import { FormError } from '@/components/form/form-error';
import { SubmitButton } from '@/components/form/submit-button';
import { TextField } from '@/components/form/text-field';
import { required } from '@/components/form/validators';
import { onboardingStepPath } from '@/lib/paths';
import { loggedIn, signupStageSet } from '@/lib/state';
import { useSignupMutation, type SignupRole } from '../api/accounts-api';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../model/options';
import styles from './accounts.module.css';

type Values = Partial<SignupRequest>;
const FIELDS = ['email', 'password'] as const;

const passwordRule = (value: string | undefined): string | undefined =>
  !value
    ? 'Password is required'
    : value.length < PASSWORD_MIN_LENGTH
      ? `Password must be at least ${PASSWORD_MIN_LENGTH} characters.`
      : value.length > PASSWORD_MAX_LENGTH
        ? `Password must be at most ${PASSWORD_MAX_LENGTH} characters.`
        : undefined;

/** Step 1 of both sign-ups: e-mail and password. Success logs the new user in and starts onboarding at step 2. */
export function SignupForm({ role }: { role: SignupRole }) {
  const [signup] = useSignupMutation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const next = onboardingStepPath(role === 'coach', 2);

  const submit = useSubmitHandler<Values>(
    async ({ email = '', password = '' }) => {
      const user = await signup({ role, email: email.trim(), password }).unwrap();
      // Spec section 4: the sign-up stage is kept in appState until onboarding is finished.
      dispatch(signupStageSet(next));
      dispatch(loggedIn(user));
      void navigate(next, { replace: true });
    },
    FIELDS,
    true,
  );

  return (
    <Form<Values>
      onSubmit={submit}
      subscription={{ submitError: true }}
      render={({ handleSubmit, submitError }) => (
        <form
          className={styles.form}
          noValidate
          aria-label={role === 'coach' ? 'Koach sign-up' : 'Sign up'}
          onSubmit={(event) => {
            void handleSubmit(event);
          }}
        >
          <FormError message={typeof submitError === 'string' ? submitError : undefined} />
          <TextField name="email" label="E-mail Address" type="email" required validate={required('E-mail Address')} autoComplete="email" />
          <TextField
            name="password"
            label="Password"
            type="password"
            required
            validate={passwordRule}
            autoComplete="new-password"
            hint={`At least ${PASSWORD_MIN_LENGTH} characters. A few unrelated words are easy to remember and hard to guess.`}
          />
          <SubmitButton block>{role === 'coach' ? 'Create Koach account' : 'Create account'}</SubmitButton>
        </form>
      )}
    />
  );
}
