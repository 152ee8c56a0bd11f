import type { SignupRequest } from '@lakbay/contracts';
import { useState } from 'react';
import { Form } from 'react-final-form';
import { useSubmitHandler } from '@/components/form/app-form';
import { FormError } from '@/components/form/form-error';
import { SubmitButton } from '@/components/form/submit-button';
import { TextField } from '@/components/form/text-field';
import { required } from '@/components/form/validators';
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

/**
 * Step 1 of both sign-ups: e-mail and password. The server answers the same whether or not the
 * address has an account, so the form always ends on "check your e-mail"; the e-mailed link
 * (SignupCompletePage) creates the account and starts onboarding at step 2.
 */
export function SignupForm({ role }: { role: SignupRole }) {
  const [signup] = useSignupMutation();
  const [sentTo, setSentTo] = useState<string | null>(null);

  const submit = useSubmitHandler<Values>(
    async ({ email = '', password = '' }) => {
      await signup({ role, email: email.trim(), password }).unwrap();
      setSentTo(email.trim());
    },
    FIELDS,
    true,
  );

  if (sentTo) {
    return <CheckEmail email={sentTo} onRetry={() => setSentTo(null)} />;
  }

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

/** After the form: where the link went, how long it works, and what to do if it does not come. */
function CheckEmail({ email, onRetry }: { email: string; onRetry: () => void }) {
  return (
    <div className={styles.done} role="status">
      <h2 className={styles.subheading}>Check your e-mail</h2>
      <p>
        We have sent a link to <strong>{email}</strong>. Open it within 24 hours to finish creating your account; you will continue with
        your profile from there.
      </p>
      <p>
        If this address already has a Lakbay account, the e-mail says how to log in instead. Nothing there after a few minutes? Look in your
        spam folder, or{' '}
        <button type="button" className={styles.linkButton} onClick={onRetry}>
          try again with another address
        </button>
        .
      </p>
    </div>
  );
}
