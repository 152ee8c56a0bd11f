import { Trans, useTranslation } from 'react-i18next';
import { i18n } from '@/lib/i18n';
import { selectLocale } from '@/lib/state';
import { useAppSelector } from '@/lib/state/hooks';
import { browserTimeZone } from '@/lib/time-zone';
import { ACCOUNTS_NS } from '../i18n/register';
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

export const passwordRule = (value: string | undefined): string | undefined =>
  !value
    ? i18n.t('signup.passwordRequired', { ns: ACCOUNTS_NS })
    : value.length < PASSWORD_MIN_LENGTH
      ? i18n.t('signup.passwordTooShort', { ns: ACCOUNTS_NS, min: PASSWORD_MIN_LENGTH })
      : value.length > PASSWORD_MAX_LENGTH
        ? i18n.t('signup.passwordTooLong', { ns: ACCOUNTS_NS, max: PASSWORD_MAX_LENGTH })
        : undefined;

/** The e-mail address of sign-up and of a password reset request. */
export function EmailField() {
  const { t } = useTranslation(ACCOUNTS_NS);
  return (
    <TextField name="email" label={t('signup.email')} type="email" required validate={required(t('signup.email'))} autoComplete="email" />
  );
}

/**
 * Step 1 of both sign-ups: e-mail and password. The server answers the same whether or not the
 * address has an account, so the form always ends on "check your e-mail"; the e-mailed link
 * (SignupCompletePage) creates the account and starts onboarding at step 2.
 */
export function SignupForm({ role }: { role: SignupRole }) {
  const { t } = useTranslation(ACCOUNTS_NS);
  const [signup] = useSignupMutation();
  // The account starts in the language the visitor chose here (its e-mails too, this first one included).
  const language = useAppSelector(selectLocale);
  const [sentTo, setSentTo] = useState<string | null>(null);

  const submit = useSubmitHandler<Values>(
    async ({ email = '', password = '' }) => {
      // And in the browser's zone, changed later on the profile (its e-mails show times in it).
      await signup({ role, email: email.trim(), password, language, timeZone: browserTimeZone() }).unwrap();
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
          aria-label={role === 'coach' ? t('signup.formCoach') : t('signup.formKadet')}
          onSubmit={(event) => {
            void handleSubmit(event);
          }}
        >
          <FormError message={typeof submitError === 'string' ? submitError : undefined} />
          <EmailField />
          <TextField
            name="password"
            label={t('signup.password')}
            type="password"
            required
            validate={passwordRule}
            autoComplete="new-password"
            hint={t('signup.passwordHint', { min: PASSWORD_MIN_LENGTH })}
          />
          <SubmitButton block>{role === 'coach' ? t('signup.createCoach') : t('signup.create')}</SubmitButton>
        </form>
      )}
    />
  );
}

/** After the form: where the link went, how long it works, and what to do if it does not come. */
function CheckEmail({ email, onRetry }: { email: string; onRetry: () => void }) {
  const { t } = useTranslation(ACCOUNTS_NS);
  return (
    <div className={styles.done} role="status">
      <h2 className={styles.subheading}>{t('signup.checkTitle')}</h2>
      <p>
        <Trans t={t} i18nKey="signup.checkSent" values={{ email }} components={{ strong: <strong /> }} />
      </p>
      <p>
        <Trans
          t={t}
          i18nKey="signup.checkSpam"
          components={{ retry: <button type="button" className={styles.linkButton} onClick={onRetry} /> }}
        />
      </p>
    </div>
  );
}
