import { describe, expect, it } from '@jest/globals';
import { screen, waitFor } from '@testing-library/react';
import { jsonResponse, mockFetch } from '@/test-utils/fetch-mock';
import { aLoggedUser } from '@/test-utils/fixtures';
import { setUpAppTests } from '@/test-utils/render-app';

describe('LogoutPage', () => {
  const renderApp = setUpAppTests();

  it('revokes the token on the server, clears the session and goes home', async () => {
    const calls = mockFetch(() => new Response(null, { status: 204 }));
    const app = renderApp({ path: '/logout', session: aLoggedUser({ sessionCookie: 'tok-logout' }) });

    expect(await screen.findByRole('heading', { name: 'Welcome to Lakbay' })).toBeInTheDocument();
    expect(app.location()).toBe('/');
    expect(calls).toEqual([{ method: 'POST', path: '/api/v2/auth/logout', authorization: 'Bearer tok-logout', body: undefined }]);
    expect(app.store.getState().appState).toMatchObject({ loggedUser: null, isAuth: false });
    expect(screen.getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/login');
  });

  it('still logs out locally when the server call fails, without opening the login modal', async () => {
    mockFetch(() => jsonResponse(401, { statusCode: 401, code: 'UNAUTHENTICATED', message: 'Unknown token.' }));
    const app = renderApp({ path: '/logout', session: aLoggedUser() });

    await waitFor(() => expect(app.location()).toBe('/'));
    expect(app.store.getState().appState.isAuth).toBe(false);
    expect(app.store.getState().ui.loginModalOpen).toBe(false);
  });

  it('makes no call when nobody is logged in', async () => {
    const calls = mockFetch(() => new Response(null, { status: 204 }));
    const app = renderApp({ path: '/logout' });

    await waitFor(() => expect(app.location()).toBe('/'));
    expect(calls).toHaveLength(0);
  });
});
