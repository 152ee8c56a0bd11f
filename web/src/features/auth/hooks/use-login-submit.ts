import type { LoggedUser, LoginRequest } from '@lakbay/contracts';
import type { SubmissionErrors } from 'final-form';
import { describeApiError } from '@/lib/api/api-error';
import { toSubmissionErrors } from '@/lib/forms/submission-errors';
import { toast } from '@/lib/toast';
import { useLoginMutation } from '../api/auth-api';
import { useFinishLogin } from './use-finish-login';

export type LoginFormValues = Partial<LoginRequest>;

export const LOGIN_FIELDS = ['email', 'password'] as const;

/**
 * The login form's submit handler. Success follows spec section 4 (store the user, isAuth,
 * close the modal, then redirect); failure shows the server's message as a toast and returns it
 * to final-form as field errors or the general error.
 */
export function useLoginSubmit(): (values: LoginFormValues) => Promise<SubmissionErrors | undefined> {
  const [login] = useLoginMutation();
  const finishLogin = useFinishLogin();

  return async ({ email = '', password = '' }) => {
    let user: LoggedUser;
    try {
      user = await login({ email: email.trim(), password }).unwrap();
    } catch (error) {
      const info = describeApiError(error);
      void toast('error', info.message);
      return toSubmissionErrors<LoginFormValues>(info, LOGIN_FIELDS);
    }
    finishLogin(user);
    return undefined;
  };
}
