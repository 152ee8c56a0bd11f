import { describe, expect, it } from '@jest/globals';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { api } from '@/lib/api/api';
import { jsonResponse, mockFetch } from '@/test-utils/fetch-mock';
import { aLoggedUser } from '@/test-utils/fixtures';
import { setUpAppTests } from '@/test-utils/render-app';

const protectedApi = api.injectEndpoints({
  endpoints: (build) => ({ bookings: build.query<unknown, void>({ query: () => '/bookings' }) }),
});

describe('LoginModal', () => {
  const renderApp = setUpAppTests();

  it('opens when a call outside /my answers 401, and logging in there closes it and stays on the page', async () => {
    const returning = aLoggedUser({ username: 'kadetlia', sessionCookie: 'fresh-token' });
    // The revoked session gets 401 everywhere; once logged in again, the fresh one is not refused.
    const calls = mockFetch(({ path, authorization }) =>
      path === '/api/v2/auth/login'
        ? jsonResponse(200, returning)
        : authorization === 'Bearer fresh-token'
          ? jsonResponse(404, { statusCode: 404, code: 'NOT_FOUND', message: 'Not found.' })
          : jsonResponse(401, { statusCode: 401, code: 'UNAUTHENTICATED', message: 'Session expired.' }),
    );
    // A Koach's home makes no call of its own (a Kadet's reads the profile for suggestions), so the
    // first call, and the 401, is the one this test makes.
    const app = renderApp({ path: '/', session: aLoggedUser({ sessionCookie: 'revoked-token', isCoach: true }) });
    expect(await screen.findByRole('heading', { name: 'Welcome, Koach' })).toBeInTheDocument();

    await act(async () => {
      await app.store.dispatch(protectedApi.endpoints.bookings.initiate());
    });

    const dialog = await screen.findByRole('dialog', { name: 'Log In' });
    expect(calls[0]).toMatchObject({ path: '/api/v2/bookings', authorization: 'Bearer revoked-token' });
    expect(app.store.getState().appState.isAuth).toBe(false);
    expect(await screen.findByRole('link', { name: 'Get Started' })).toBeInTheDocument();

    fireEvent.change(within(dialog).getByLabelText('E-mail Address'), { target: { value: 'lia@example.ph' } });
    fireEvent.change(within(dialog).getByLabelText('Password'), { target: { value: 'pa55word' } });
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: /log in/i }));
    });

    await waitFor(() => expect(app.store.getState().ui.loginModalOpen).toBe(false));
    expect(app.store.getState().appState).toMatchObject({ isAuth: true, loggedUser: returning });
    expect(app.location()).toBe('/');
    expect(await screen.findByText('kadetlia')).toBeInTheDocument();
  });

  it('closes from its close button', async () => {
    mockFetch(() => jsonResponse(500, {}));
    const app = renderApp({ path: '/' });
    await screen.findByRole('heading', { name: 'Welcome to Lakbay' });

    act(() => {
      app.store.dispatch({ type: 'ui/loginModalOpened' });
    });
    const dialog = await screen.findByRole('dialog', { name: 'Log In' });
    fireEvent.click(within(dialog.closest('.ant-modal') ?? dialog).getByRole('button', { name: 'Close' }));

    await waitFor(() => expect(app.store.getState().ui.loginModalOpen).toBe(false));
  });
});

describe('LoginModal focus', () => {
  const renderApp = setUpAppTests();

  it('gives focus back to what opened it, not to where a Tab past the last control went for a moment', async () => {
    mockFetch(() => jsonResponse(500, {}));
    const app = renderApp({ path: '/' });
    await screen.findByRole('heading', { name: 'Welcome to Lakbay' });
    const opener = screen.getByRole('link', { name: 'Get Started' });
    act(() => opener.focus());

    act(() => {
      app.store.dispatch({ type: 'ui/loginModalOpened' });
    });
    const dialog = await screen.findByRole('dialog', { name: 'Log In' });
    const modal = dialog.closest('.ant-modal-wrap') ?? dialog;
    await waitFor(() => expect(modal.contains(document.activeElement)).toBe(true));

    // Tab from the last control reaches the page's first one, the skip link, for a moment before
    // antd's focus lock (not active under jsdom, which does not lay the modal out) pulls it back.
    act(() => screen.getByRole('link', { name: 'Skip to main content' }).focus());

    fireEvent.click(within(modal as HTMLElement).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(app.store.getState().ui.loginModalOpen).toBe(false));
    await waitFor(() => expect(document.activeElement).toBe(opener));
  }, 20_000);
});
