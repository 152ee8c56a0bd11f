import { describe, expect, it, jest } from '@jest/globals';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { applyLocale } from '@/lib/i18n';
import { jsonResponse, mockFetch } from '@/test-utils/fetch-mock';
import { aLoggedUser } from '@/test-utils/fixtures';
import { setUpAppTests } from '@/test-utils/render-app';
import { browserTimeZone } from '@/lib/time-zone';

jest.setTimeout(60_000);

const CHECK_EMAIL = { message: 'Check your e-mail to continue.' };

describe('sign-up by e-mailed link', () => {
  const renderApp = setUpAppTests();

  it('ends the sign-up form on "check your e-mail", naming the address, without logging in', async () => {
    const calls = mockFetch((call) => (call.path === '/api/v2/auth/signup' ? jsonResponse(202, CHECK_EMAIL) : jsonResponse(200, [])));
    const app = renderApp({ path: '/signup' });
    fireEvent.change(await screen.findByLabelText('E-mail Address'), { target: { value: ' juan@example.ph ' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'kalamansi-jeepney-42' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));

    expect(await screen.findByRole('heading', { name: 'Check your e-mail' })).toBeInTheDocument();
    expect(screen.getByText('juan@example.ph')).toBeInTheDocument();
    expect(calls.find((c) => c.path === '/api/v2/auth/signup')?.body).toEqual({
      email: 'juan@example.ph',
      password: 'kalamansi-jeepney-42',
      language: 'en',
      // The browser's zone becomes the account's.
      timeZone: browserTimeZone(),
    });
    expect(app.location()).toBe('/signup');
    expect(app.store.getState().appState.isAuth).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'try again with another address' }));
    expect(await screen.findByRole('button', { name: 'Create account' })).toBeInTheDocument();
  });

  it('reads in Filipino once chosen on the sign-up page, and the account is asked for in Filipino', async () => {
    const calls = mockFetch((call) => (call.path === '/api/v2/auth/signup' ? jsonResponse(202, CHECK_EMAIL) : jsonResponse(200, [])));
    renderApp({ path: '/signup' });
    const choice = (await screen.findByText('Language of Lakbay and its e-mails')).parentElement as HTMLElement;
    fireEvent.click(within(choice).getByRole('button', { name: 'Filipino' }));

    expect(await screen.findByRole('heading', { name: 'Gumawa ng Kadet account' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('fil');
    fireEvent.change(screen.getByLabelText('E-mail address mo'), { target: { value: 'maria@example.ph' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'kalamansi-jeepney-42' } });
    fireEvent.click(screen.getByRole('button', { name: 'Gumawa ng account' }));

    expect(await screen.findByRole('heading', { name: 'Tingnan ang iyong e-mail' })).toBeInTheDocument();
    expect(calls.find((c) => c.path === '/api/v2/auth/signup')?.body).toEqual({
      email: 'maria@example.ph',
      password: 'kalamansi-jeepney-42',
      language: 'fil',
      timeZone: browserTimeZone(),
    });
    await act(async () => {
      await applyLocale('en');
    });
  });

  it('creates the account from the link, logs the new Koach in and continues to onboarding step 2', async () => {
    const user = aLoggedUser({ username: null, isCoach: true });
    const calls = mockFetch((call) => (call.path === '/api/v2/auth/signup/complete' ? jsonResponse(201, user) : jsonResponse(200, [])));
    const app = renderApp({ path: '/signup/complete?token=tok-123' });
    fireEvent.click(await screen.findByRole('button', { name: 'Create my account' }));

    await waitFor(() => expect(app.location()).toBe('/onboarding-coach/steps/2'));
    expect(calls.filter((c) => c.path === '/api/v2/auth/signup/complete').map((c) => c.body)).toEqual([{ token: 'tok-123' }]);
    expect(app.store.getState().appState).toMatchObject({ isAuth: true, signupStage: '/onboarding-coach/steps/2' });
  });

  it('says so when the link is used or expired, and offers to sign up again', async () => {
    const message = [
      { property: 'token', constraints: ['This sign-up link is invalid, expired or already used. Please sign up again to get a new one.'] },
    ];
    mockFetch((call) =>
      call.path === '/api/v2/auth/signup/complete'
        ? jsonResponse(400, { statusCode: 400, code: 'VALIDATION_FAILED', message })
        : jsonResponse(200, []),
    );
    const app = renderApp({ path: '/signup/complete?token=used' });
    fireEvent.click(await screen.findByRole('button', { name: 'Create my account' }));

    expect(await screen.findByText(/This sign-up link is invalid, expired or already used/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign up again' })).toHaveAttribute('href', '/signup');
    expect(app.location()).toBe('/signup/complete?token=used');
  });
});
