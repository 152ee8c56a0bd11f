import { useTranslation } from 'react-i18next';
import { AUTH_NS } from '../i18n/register';
import { Form } from 'react-final-form';
import { Link } from 'react-router';
import { FormError } from '@/components/form/form-error';
import { TextField } from '@/components/form/text-field';
import { required } from '@/components/form/validators';
import { LoadingButton } from '@/components/loading-button';
import { PATHS } from '@/lib/paths';
import { useLoginSubmit, type LoginFormValues } from '../hooks/use-login-submit';
import styles from './login-form.module.css';

const filled = (value: string | undefined): boolean => value !== undefined && value.trim() !== '';

export interface LoginFormProps {
  autoFocus?: boolean;
}

export function LoginForm({ autoFocus = false }: LoginFormProps) {
  const onSubmit = useLoginSubmit();
  const { t } = useTranslation(AUTH_NS);

  return (
    <Form<LoginFormValues>
      onSubmit={onSubmit}
      subscription={{ submitting: true, submitError: true, values: true }}
      render={({ handleSubmit, submitting, submitError, values }) => (
        <form
          className={styles.form}
          noValidate
          aria-label={t('formName')}
          onSubmit={(event) => {
            void handleSubmit(event);
          }}
        >
          <TextField
            name="email"
            label={t('email')}
            type="email"
            required
            validate={required(t('email'))}
            autoComplete="email"
            autoFocus={autoFocus}
          />
          <TextField
            name="password"
            label={t('password')}
            type="password"
            required
            validate={required(t('password'))}
            autoComplete="current-password"
          />
          <div className={styles.forgot}>
            <Link to={PATHS.passwordReset}>{t('forgot')}</Link>
          </div>
          <FormError message={typeof submitError === 'string' ? submitError : undefined} />
          <LoadingButton
            type="primary"
            htmlType="submit"
            size="large"
            block
            loading={submitting}
            // Spec section 4: submit stays disabled until both fields have something in them.
            disabled={!filled(values.email) || !filled(values.password)}
          >
            {t('submit')}
          </LoadingButton>
        </form>
      )}
    />
  );
}
