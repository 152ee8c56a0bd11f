import type { UserChallenge } from '@lakbay/contracts';
import { describe, expect, it, jest } from '@jest/globals';
import { fireEvent, screen } from '@testing-library/react';
import { aChallengeDetail, aUserChallenge, notEnrolled, USER_BASE } from '@/test-utils/apprenticeship-fixtures';
import { jsonResponse, mockFetch } from '@/test-utils/fetch-mock';
import { aLoggedUser } from '@/test-utils/fixtures';
import { setUpAppTests } from '@/test-utils/render-app';

jest.setTimeout(60_000);

describe('ChallengePage', () => {
  const renderApp = setUpAppTests({ preload: [() => import('./challenge-page')] });

  function open({ mine, enrollable = true, loggedIn = true }: { mine?: UserChallenge | null; enrollable?: boolean; loggedIn?: boolean }) {
    const calls = mockFetch(({ path }) => {
      if (path === '/api/v2/virapp/challenges/ch-1') {
        return jsonResponse(200, aChallengeDetail({ enrollable, status: enrollable ? 'OPEN' : 'CLOSED' }));
      }
      if (path === USER_BASE) {
        return mine ? jsonResponse(200, mine) : notEnrolled();
      }
      if (path === `${USER_BASE}/invites`) {
        return jsonResponse(200, []);
      }
      return jsonResponse(404, { statusCode: 404, code: 'NOT_FOUND', message: 'Not found' });
    });
    const app = renderApp({ path: '/virtual-apprenticeship/ch-1', session: loggedIn ? aLoggedUser() : undefined });
    return { app, calls };
  }

  it('shows the description, partner, weeks with due dates and the deadline', async () => {
    open({ loggedIn: false });
    expect(await screen.findByRole('heading', { level: 1, name: 'Brand a Sari-Sari Store' })).toBeInTheDocument();
    expect(screen.getByText('The long description.')).toBeInTheDocument();
    expect(screen.getByText('Know the customers')).toBeInTheDocument();
    expect(screen.getAllByText('Due Feb 6, 2026')).not.toHaveLength(0);
    expect(screen.getByRole('link', { name: 'Tindahan Co.' })).toHaveAttribute('href', 'https://tindahan.example.ph');
    expect(screen.getByText('Applications close on Jan 30, 2026.')).toBeInTheDocument();
  });

  it('asks a visitor to log in to enrol, in the login modal, without asking for an enrolment', async () => {
    const { app, calls } = open({ loggedIn: false });
    fireEvent.click(await screen.findByRole('button', { name: 'Log in to enrol' }));
    expect(app.store.getState().ui.loginModalOpen).toBe(true);
    expect(calls.some((call) => call.path.startsWith('/api/v2/users/'))).toBe(false);
  });

  it('offers Enrol to a user who is not enrolled', async () => {
    open({ mine: null });
    expect(await screen.findByRole('link', { name: 'Enrol' })).toHaveAttribute('href', '/virtual-apprenticeship/ch-1/enroll');
  });

  it('says the application awaits approval', async () => {
    open({ mine: aUserChallenge({ isPending: true, applicationStatus: 'PENDING' }) });
    expect(await screen.findByText('Application received, awaiting approval')).toBeInTheDocument();
  });

  it('sends an enrolled user to the dashboard', async () => {
    open({ mine: aUserChallenge() });
    expect(await screen.findByRole('link', { name: 'Go to your dashboard' })).toHaveAttribute('href', '/virtual-apprenticeship/ch-1/home');
  });

  it('says a closed challenge is closed', async () => {
    open({ mine: null, enrollable: false });
    expect(await screen.findByText('This challenge is closed.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Enrol' })).not.toBeInTheDocument();
  });
});
