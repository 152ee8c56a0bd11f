import { beforeEach, describe, expect, it, jest } from '@jest/globals';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { anInviteLink, aUserChallenge } from '@/test-utils/apprenticeship-fixtures';
import { jsonResponse, mockFetch, type RecordedCall } from '@/test-utils/fetch-mock';
import { aLoggedUser } from '@/test-utils/fixtures';

jest.setTimeout(60_000);

const toast = jest.fn(async (_kind: string, _content: string, _seconds?: number) => undefined);
jest.unstable_mockModule('@/lib/toast', () => ({ toast, TOAST_SECONDS: { default: 3, enrolmentError: 7, submission: 5 } }));
const { setUpAppTests } = await import('@/test-utils/render-app');

const LINK = '/api/v2/virapp/invites/tok-123';

describe('InvitePage', () => {
  const renderApp = setUpAppTests({ preload: [() => import('./invite-page')] });

  beforeEach(() => {
    toast.mockClear();
    localStorage.clear();
  });

  function open(loggedIn: boolean, answer: (call: RecordedCall) => Response = () => jsonResponse(200, aUserChallenge())) {
    const calls = mockFetch((call) => {
      if (call.path === LINK && call.method === 'GET') {
        return jsonResponse(200, anInviteLink());
      }
      if (call.path === LINK && call.method === 'POST') {
        return answer(call);
      }
      return jsonResponse(200, []);
    });
    const app = renderApp({
      path: '/invites/tok-123',
      session: loggedIn ? aLoggedUser() : undefined,
      userPref: { cookieConsent: 'accepted' },
    });
    return { app, calls };
  }

  it('shows the invite to a visitor with sign-up (remembering the invite) and log in', async () => {
    const { app } = open(false);
    expect(await screen.findByRole('heading', { level: 1, name: 'Join Jose Rizal’s group' })).toBeInTheDocument();
    expect(screen.getByText('Brand a Sari-Sari Store')).toBeInTheDocument();
    expect(screen.getByText('Waiting for your answer')).toBeInTheDocument();
    expect(screen.getByText('Feb 1, 2026')).toBeInTheDocument();
    const signup = screen.getByRole('link', { name: 'Sign up to accept' });
    expect(signup).toHaveAttribute('href', '/signup?__redirectTo=%2Finvites%2Ftok-123');
    expect(screen.queryByRole('button', { name: 'Accept' })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(app.store.getState().ui.loginModalOpen).toBe(true);
    fireEvent.click(signup);
    expect(localStorage.getItem('lakbay.pendingInviteToken')).toBe('tok-123');
  });

  it('lets a logged-in user accept, then opens the dashboard', async () => {
    const { app, calls } = open(true);
    fireEvent.click(await screen.findByRole('button', { name: 'Accept' }));
    await waitFor(() => expect(app.location()).toBe('/virtual-apprenticeship/ch-1/home'));
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ action: 'ACCEPT' });
  });

  it('shows the server’s sentence when the group is full (409)', async () => {
    open(true, () => jsonResponse(409, { statusCode: 409, code: 'APPRENTICESHIP_GROUP_FULL', message: 'This group is already full.' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Accept' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This group is already full.');
  });

  it('brings a new user back to the invite once onboarding is done', async () => {
    mockFetch(({ path }) => (path === LINK ? jsonResponse(200, anInviteLink()) : jsonResponse(200, [])));
    const app = renderApp({ path: '/onboarding/steps/4', session: aLoggedUser() });
    // Remembered in another tab (the sign-up link opened a new one); onboarding ends on a page.
    localStorage.setItem('lakbay.pendingInviteToken', 'tok-123');
    await app.router.navigate('/faqs');
    await waitFor(() => expect(app.location()).toBe('/invites/tok-123'));
    expect(localStorage.getItem('lakbay.pendingInviteToken')).toBeNull();
  });
});
