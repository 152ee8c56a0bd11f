import { describe, expect, it, jest } from '@jest/globals';
import { act, fireEvent, screen, within } from '@testing-library/react';
import type { Analytics } from '@/lib/analytics';
import { jsonResponse, mockFetch } from '@/test-utils/fetch-mock';
import { aLoggedUser } from '@/test-utils/fixtures';
import { setUpAppTests } from '@/test-utils/render-app';

function fakeAnalytics() {
  return {
    configure: jest.fn(),
    setConsent: jest.fn(),
    acceptCookies: jest.fn(),
    declineCookies: jest.fn(),
    capture: jest.fn(),
    identify: jest.fn(),
    reset: jest.fn(),
  } satisfies Analytics;
}

describe('CookieConsentBar', () => {
  const renderApp = setUpAppTests();

  const open = async (options: Parameters<typeof renderApp>[0] = {}) => {
    mockFetch(() => jsonResponse(404, {}));
    const analytics = fakeAnalytics();
    const app = renderApp({ path: '/', analytics, ...options });
    await screen.findByRole('heading', { level: 1 });
    return { ...app, analytics };
  };

  it('asks until the visitor chooses, with the privacy policy opening in a new tab', async () => {
    await open();

    const bar = screen.getByRole('region', { name: 'Your experience matters to us!' });
    expect(bar).toHaveTextContent('to improve our products, for audience insights and for content measurement');
    const privacy = within(bar).getByRole('link', { name: /Privacy Policy/ });
    expect(privacy).toHaveAttribute('href', '/privacy.html');
    expect(privacy).toHaveAttribute('target', '_blank');
  });

  it("Accept records 'Accepted cookies' with the user id, hides the bar and remembers the choice", async () => {
    const { analytics, store, persistor } = await open({ session: aLoggedUser({ id: 'user-42' }) });

    act(() => {
      fireEvent.click(screen.getByRole('button', { name: 'Accept' }));
    });

    expect(analytics.acceptCookies).toHaveBeenCalledWith('user-42');
    expect(screen.queryByRole('region', { name: 'Your experience matters to us!' })).not.toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveFocus();
    await persistor.flush();
    expect(store.getState().appState.userPref).toMatchObject({ cookieConsent: 'accepted' });
    expect(localStorage.getItem('appState')).toContain('accepted');
  });

  it('Decline opts out and hides the bar', async () => {
    const { analytics } = await open();

    act(() => {
      fireEvent.click(screen.getByRole('button', { name: 'Decline' }));
    });

    expect(analytics.declineCookies).toHaveBeenCalled();
    expect(analytics.acceptCookies).not.toHaveBeenCalled();
    expect(screen.queryByRole('region', { name: 'Your experience matters to us!' })).not.toBeInTheDocument();
  });

  it('stays away once answered, and hands the stored answer and user to analytics', async () => {
    const user = aLoggedUser({ id: 'user-7', isCoach: true });
    const { analytics } = await open({ session: user, userPref: { cookieConsent: 'declined' } });

    expect(screen.queryByRole('region', { name: 'Your experience matters to us!' })).not.toBeInTheDocument();
    expect(analytics.setConsent).toHaveBeenCalledWith('declined');
    expect(analytics.identify).toHaveBeenCalledWith(expect.objectContaining({ id: 'user-7', isCoach: true }));
  });

  it('passes the analytics settings of client-config to analytics', async () => {
    const analytics = fakeAnalytics();
    mockFetch(
      ({ path }) =>
        path === '/api/v2/client-config'
          ? jsonResponse(200, { analytics: { key: 'phc_x', host: 'https://a.example' }, googleClientId: null, version: '1.2.3' })
          : jsonResponse(404, {}),
      { serveClientConfig: true },
    );
    renderApp({ path: '/', analytics });

    expect(await screen.findByText('Version 1.2.3')).toBeInTheDocument();
    expect(analytics.configure).toHaveBeenCalledWith({ key: 'phc_x', host: 'https://a.example' });
  });
});
