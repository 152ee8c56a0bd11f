import { beforeEach, describe, expect, it } from '@jest/globals';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { mockFetch, jsonResponse, type FakeServer } from '@/test-utils/fetch-mock';
import { aLoggedUser, aUserProfile } from '@/test-utils/fixtures';
import { languageChosen } from '@/lib/state';
import { setUpAppTests } from '@/test-utils/render-app';

const renderApp = setUpAppTests();

const type = (label: string | RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const logInButton = () => screen.getByRole('button', { name: /^(log in|mag-log in)$/i });

/** The API after a log-in: the user answers it, and GET /users/me (home's suggestions) their full profile. */
const loggingIn =
  (user = aLoggedUser()): FakeServer =>
  ({ path }) =>
    jsonResponse(
      200,
      path.startsWith('/api/v2/users/me') ? aUserProfile({ id: user.id, username: user.username, isCoach: user.isCoach }) : user,
    );

async function openLoginPage(path = '/login', server: FakeServer = loggingIn()) {
  const calls = mockFetch(server);
  const app = renderApp({ path });
  await screen.findByRole('heading', { name: 'Log In' });
  return { ...app, calls };
}

async function submit(email = 'maria.santos@example.ph', password = 'correct horse') {
  // In English or, once Filipino is chosen, in Filipino.
  type(/^(E-mail Address|E-mail address mo)$/, email);
  type(/^(Password|Password mo)$/, password);
  await act(async () => {
    fireEvent.click(logInButton());
  });
}

describe('LoginPage', () => {
  beforeEach(() => {
    localStorage.clear();
  });

  describe('submit button', () => {
    it('stays disabled until both e-mail and password have a value', async () => {
      await openLoginPage();

      expect(logInButton()).toBeDisabled();
      // An untouched form shows no errors, nor does passing through an empty field before typing.
      expect(screen.getByLabelText('Password')).not.toHaveAccessibleDescription('Password is required');
      fireEvent.focus(screen.getByLabelText('Password'));
      fireEvent.blur(screen.getByLabelText('Password'));
      expect(screen.getByLabelText('Password')).not.toHaveAccessibleDescription('Password is required');
      expect(screen.getByLabelText('E-mail Address')).not.toHaveAccessibleDescription('E-mail Address is required');
      type('E-mail Address', 'maria.santos@example.ph');
      expect(logInButton()).toBeDisabled();
      type('Password', 'secret');
      expect(logInButton()).toBeEnabled();
      type('E-mail Address', '');
      expect(logInButton()).toBeDisabled();
      // Clearing a field that was typed in shows the required message (validate on change).
      expect(screen.getByLabelText('E-mail Address')).toHaveAccessibleDescription('E-mail Address is required');
    });
  });

  describe('server errors', () => {
    it('puts each {property, constraints} under its field, constraints joined by a comma', async () => {
      const app = await openLoginPage('/login', () =>
        jsonResponse(400, {
          statusCode: 400,
          code: 'VALIDATION_FAILED',
          message: [
            { property: 'email', constraints: ['email must be an email', 'email must be shorter than 255 characters'] },
            { property: 'password', constraints: ['password must not be empty'] },
          ],
        }),
      );

      await submit('not-an-email', 'x');

      const email = screen.getByLabelText('E-mail Address');
      await waitFor(() => expect(email).toHaveAccessibleDescription('email must be an email, email must be shorter than 255 characters'));
      expect(email).toHaveAttribute('aria-invalid', 'true');
      expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('password must not be empty');
      expect(within(screen.getByRole('form', { name: 'Log in' })).queryByRole('alert')).not.toBeInTheDocument();
      expect(app.calls).toEqual([
        { method: 'POST', path: '/api/v2/auth/login', authorization: '', body: { email: 'not-an-email', password: 'x' } },
      ]);
    });

    it('shows a string message as the general form error and as a toast, without ending a session', async () => {
      const app = await openLoginPage('/login', () =>
        jsonResponse(401, { statusCode: 401, code: 'INVALID_CREDENTIALS', message: 'Incorrect e-mail or password.' }),
      );

      await submit();

      const form = screen.getByRole('form', { name: 'Log in' });
      expect(await within(form).findByRole('alert')).toHaveTextContent('Incorrect e-mail or password.');
      await waitFor(() => expect(document.querySelector('.ant-message')).toHaveTextContent('Incorrect e-mail or password.'));
      // A wrong password is an answer, not an expired session: no modal, still on /login.
      expect(app.store.getState().ui.loginModalOpen).toBe(false);
      expect(app.location()).toBe('/login');
      expect(screen.getByLabelText('E-mail Address')).not.toHaveAttribute('aria-invalid');
    });

    it("shows the client's own message when the network fails", async () => {
      await openLoginPage('/login', () => {
        throw new TypeError('Failed to fetch');
      });

      await submit();

      const form = screen.getByRole('form', { name: 'Log in' });
      expect(await within(form).findByRole('alert')).toHaveTextContent(/^Failed to fetch$/);
    });
  });

  describe('after a successful login', () => {
    it('stores the user, and goes to the __redirectTo address', async () => {
      const user = aLoggedUser({ username: 'jdelacruz' });
      const app = await openLoginPage(`/login?__redirectTo=${encodeURIComponent('/faqs/add-availability?from=mail')}`, ({ path }) =>
        path === '/api/v2/auth/login' ? jsonResponse(200, user) : jsonResponse(404, {}),
      );

      await submit();

      await waitFor(() => expect(app.location()).toBe('/faqs/add-availability?from=mail'));
      expect(app.store.getState().appState).toMatchObject({ loggedUser: user, isAuth: true });
      expect(await screen.findByRole('link', { name: 'Logout' })).toHaveAttribute('href', '/logout');
    });

    it('refuses a __redirectTo on another site and goes home instead', async () => {
      const app = await openLoginPage(`/login?__redirectTo=${encodeURIComponent('https://evil.example/steal')}`);

      await submit();

      await waitFor(() => expect(app.location()).toBe('/'));
      expect(await screen.findByRole('heading', { name: 'Welcome, Kadet' })).toBeInTheDocument();
    });

    it('goes home from /login without __redirectTo and greets a Koach as Koach', async () => {
      const app = await openLoginPage('/login', loggingIn(aLoggedUser({ isCoach: true, username: 'coachben' })));

      await submit();

      expect(await screen.findByRole('heading', { name: 'Welcome, Koach' })).toBeInTheDocument();
      expect(screen.getByText('coachben')).toBeInTheDocument();
      expect(app.location()).toBe('/');
    });
  });

  describe("the account's language", () => {
    it('switches the interface to the language saved on the account, without saving it back', async () => {
      const app = await openLoginPage('/login', loggingIn(aLoggedUser({ language: 'fil' })));
      expect(document.documentElement.lang).toBe('en');

      await submit();

      await waitFor(() => expect(document.documentElement.lang).toBe('fil'));
      expect(app.store.getState().appState.userPref).toMatchObject({ language: 'fil' });
      expect(app.calls.filter((c) => c.method === 'PATCH')).toEqual([]);
    });

    it('follows the account over a language chosen on the device before logging in', async () => {
      const app = await openLoginPage('/login', loggingIn(aLoggedUser({ language: 'en' })));
      act(() => {
        app.store.dispatch(languageChosen('fil'));
      });
      await waitFor(() => expect(document.documentElement.lang).toBe('fil'));
      // The form in Filipino.
      expect(await screen.findByRole('heading', { name: 'Mag-log in' })).toBeInTheDocument();
      expect(screen.getByRole('form', { name: 'Pag-log in' })).toBeInTheDocument();

      await submit();

      await waitFor(() => expect(document.documentElement.lang).toBe('en'));
      expect(app.store.getState().appState.userPref).toMatchObject({ language: 'en' });
    });
  });

  it('sends a logged-in visitor from /login to home', async () => {
    mockFetch(() => jsonResponse(500, {}));
    const app = renderApp({ path: '/login', session: aLoggedUser() });

    expect(await screen.findByRole('heading', { name: 'Welcome, Kadet' })).toBeInTheDocument();
    expect(app.location()).toBe('/');
  });
});
