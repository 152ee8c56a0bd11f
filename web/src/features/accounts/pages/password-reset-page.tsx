import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { AppForm } from '@/components/form/app-form';
import { SubmitButton } from '@/components/form/submit-button';
import { TextField } from '@/components/form/text-field';
import { required } from '@/components/form/validators';
import { PATHS } from '@/lib/paths';
import { toast } from '@/lib/toast';
import { useRequestPasswordResetMutation, useResetPasswordMutation } from '../api/accounts-api';
import styles from '../components/accounts.module.css';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../model/options';
import { usePageMeta } from '@/lib/page-meta';

/** Shown after a reset on /login (spec: success sends to /login with a message). */
export const PASSWORD_CHANGED = 'Your password has been changed. Log in with your new password.';

/**
 * /password-reset: without ?token= a request form (the same confirmation whether or not the e-mail
 * has an account); with ?token= (the e-mailed link) the new-password form.
 */
export function PasswordResetPage() {
  usePageMeta({ title: 'Reset your password' });
  const [params] = useSearchParams();
  const token = params.get('token');
  return (
    <div className={styles.page}>
      <section className={styles.card}>{token ? <NewPasswordForm token={token} /> : <RequestForm />}</section>
    </div>
  );
}

const REQUEST_FIELDS = ['email'] as const;

function RequestForm() {
  const [request] = useRequestPasswordResetMutation();
  const [confirmation, setConfirmation] = useState<string | null>(null);
  return (
    <>
      <h1 className={styles.heading}>Reset your password</h1>
      {confirmation ? (
        <p className={styles.done} role="status">
          {confirmation}
        </p>
      ) : (
        <>
          <p className={styles.intro}>Enter the e-mail address of your account and we will send you a link to choose a new password.</p>
          <AppForm<{ email?: string }>
            label="Request a password reset"
            className={styles.form}
            fields={REQUEST_FIELDS}
            onSubmit={async ({ email = '' }) => {
              const reply = await request({ email: email.trim() }).unwrap();
              setConfirmation(reply.message);
            }}
          >
            <TextField
              name="email"
              label="E-mail Address"
              type="email"
              required
              validate={required('E-mail Address')}
              autoComplete="email"
            />
            <SubmitButton block>Send reset link</SubmitButton>
          </AppForm>
        </>
      )}
      <p className={styles.footer}>
        Remembered it? <Link to={PATHS.login}>Back to log in</Link>
      </p>
    </>
  );
}

interface NewPasswordValues {
  password?: string;
  confirm?: string;
}
const NEW_PASSWORD_FIELDS = ['password', 'confirm'] as const;

export function validateNewPassword({ password = '', confirm = '' }: NewPasswordValues): Partial<Record<keyof NewPasswordValues, string>> {
  const errors: Partial<Record<keyof NewPasswordValues, string>> = {};
  if (!password) {
    errors.password = 'Password is required';
  } else if (password.length < PASSWORD_MIN_LENGTH) {
    errors.password = `Password must be at least ${PASSWORD_MIN_LENGTH} characters.`;
  } else if (password.length > PASSWORD_MAX_LENGTH) {
    errors.password = `Password must be at most ${PASSWORD_MAX_LENGTH} characters.`;
  }
  if (confirm !== password) {
    errors.confirm = 'The two passwords are not the same.';
  }
  return errors;
}

function NewPasswordForm({ token }: { token: string }) {
  const [reset] = useResetPasswordMutation();
  const navigate = useNavigate();
  return (
    <>
      <h1 className={styles.heading}>Choose a new password</h1>
      <p className={styles.intro}>After this, you are logged out everywhere and log in again with the new password.</p>
      <AppForm<NewPasswordValues>
        label="Choose a new password"
        className={styles.form}
        fields={NEW_PASSWORD_FIELDS}
        validate={validateNewPassword}
        onSubmit={async ({ password = '' }) => {
          await reset({ token, password }).unwrap();
          void toast('success', PASSWORD_CHANGED);
          void navigate(PATHS.login, { replace: true, state: { message: PASSWORD_CHANGED } });
        }}
      >
        <TextField
          name="password"
          label="New password"
          type="password"
          required
          autoComplete="new-password"
          hint={`At least ${PASSWORD_MIN_LENGTH} characters.`}
        />
        <TextField name="confirm" label="Repeat the new password" type="password" required autoComplete="new-password" />
        <SubmitButton block>Change password</SubmitButton>
      </AppForm>
      <p className={styles.footer}>
        Link expired? <Link to={PATHS.passwordReset}>Ask for a new one</Link>
      </p>
    </>
  );
}
