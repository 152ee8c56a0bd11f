import { Trans, useTranslation } from 'react-i18next';
import { i18n } from '@/lib/i18n';
import { ACCOUNTS_NS } from '../i18n/register';
import { EmailField, passwordRule } from '../components/signup-form';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { AppForm } from '@/components/form/app-form';
import { SubmitButton } from '@/components/form/submit-button';
import { TextField } from '@/components/form/text-field';
import { PATHS } from '@/lib/paths';
import { toast } from '@/lib/toast';
import { useRequestPasswordResetMutation, useResetPasswordMutation } from '../api/accounts-api';
import styles from '../components/accounts.module.css';
import { PASSWORD_MIN_LENGTH } from '../model/options';
import { usePageMeta } from '@/lib/page-meta';

/**
 * /password-reset: without ?token= a request form (the same confirmation whether or not the e-mail
 * has an account); with ?token= (the e-mailed link) the new-password form.
 */
export function PasswordResetPage() {
  const { t } = useTranslation(ACCOUNTS_NS);
  usePageMeta({ title: t('reset.title') });
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
  const { t } = useTranslation(ACCOUNTS_NS);
  const [request] = useRequestPasswordResetMutation();
  const [confirmation, setConfirmation] = useState<string | null>(null);
  return (
    <>
      <h1 className={styles.heading}>{t('reset.title')}</h1>
      {confirmation ? (
        <p className={styles.done} role="status">
          {confirmation}
        </p>
      ) : (
        <>
          <p className={styles.intro}>{t('reset.intro')}</p>
          <AppForm<{ email?: string }>
            label={t('reset.requestLabel')}
            className={styles.form}
            fields={REQUEST_FIELDS}
            onSubmit={async ({ email = '' }) => {
              const reply = await request({ email: email.trim() }).unwrap();
              setConfirmation(reply.message);
            }}
          >
            <EmailField />
            <SubmitButton block>{t('reset.send')}</SubmitButton>
          </AppForm>
        </>
      )}
      <p className={styles.footer}>
        <Trans t={t} i18nKey="reset.remembered" components={{ login: <Link to={PATHS.login} /> }} />
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
  const problem = passwordRule(password);
  if (problem) {
    errors.password = problem;
  }
  if (confirm !== password) {
    errors.confirm = i18n.t('reset.notSame', { ns: ACCOUNTS_NS });
  }
  return errors;
}

function NewPasswordForm({ token }: { token: string }) {
  const { t } = useTranslation(ACCOUNTS_NS);
  const [reset] = useResetPasswordMutation();
  const navigate = useNavigate();
  return (
    <>
      <h1 className={styles.heading}>{t('reset.newTitle')}</h1>
      <p className={styles.intro}>{t('reset.newIntro')}</p>
      <AppForm<NewPasswordValues>
        label={t('reset.newTitle')}
        className={styles.form}
        fields={NEW_PASSWORD_FIELDS}
        validate={validateNewPassword}
        onSubmit={async ({ password = '' }) => {
          await reset({ token, password }).unwrap();
          const changed = t('reset.changed');
          void toast('success', changed);
          void navigate(PATHS.login, { replace: true, state: { message: changed } });
        }}
      >
        <TextField
          name="password"
          label={t('reset.newPassword')}
          type="password"
          required
          autoComplete="new-password"
          hint={t('reset.newPasswordHint', { min: PASSWORD_MIN_LENGTH })}
        />
        <TextField name="confirm" label={t('reset.repeat')} type="password" required autoComplete="new-password" />
        <SubmitButton block>{t('reset.change')}</SubmitButton>
      </AppForm>
      <p className={styles.footer}>
        <Trans t={t} i18nKey="reset.expired" components={{ again: <Link to={PATHS.passwordReset} /> }} />
      </p>
    </>
  );
}
