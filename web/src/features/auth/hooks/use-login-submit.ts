import type { LoggedUser, LoginRequest } from '@lakbay/contracts';
import type { SubmissionErrors } from 'final-form';
import { useLocation, useNavigate } from 'react-router';
import { useAppDispatch } from '@/lib/state/hooks';
import { describeApiError } from '@/lib/api/api-error';
import { toSubmissionErrors } from '@/lib/forms/submission-errors';
import { resolvePostLoginPath } from '@/lib/safe-redirect';
import { toast } from '@/lib/toast';
import { loggedIn } from '@/lib/state';
import { useLoginMutation } from '../api/auth-api';

export type LoginFormValues = Partial<LoginRequest>;

export const LOGIN_FIELDS = ['email', 'password'] as const;

/**
 * The login form's submit handler. Success follows spec section 4 (store the user, isAuth,
 * close the modal, then redirect); failure shows the server's message as a toast and returns it
 * to final-form as field errors or the general error.
 */
export function useLoginSubmit(): (values: LoginFormValues) => Promise<SubmissionErrors | undefined> {
  const [login] = useLoginMutation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const location = useLocation();

  return async ({ email = '', password = '' }) => {
    let user: LoggedUser;
    try {
      user = await login({ email: email.trim(), password }).unwrap();
    } catch (error) {
      const info = describeApiError(error);
      void toast('error', info.message);
      return toSubmissionErrors<LoginFormValues>(info, LOGIN_FIELDS);
    }
    // loggedIn also closes the login modal (ui slice).
    dispatch(loggedIn(user));
    const destination = resolvePostLoginPath(location);
    const here = `${location.pathname}${location.search}${location.hash}`;
    if (destination !== here) {
      void navigate(destination, { replace: true });
    }
    return undefined;
  };
}
