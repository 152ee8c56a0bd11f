import { describe, expect, it, jest } from '@jest/globals';
import { fireEvent, screen, within } from '@testing-library/react';
import { aChallenge } from '@/test-utils/apprenticeship-fixtures';
import { jsonResponse, mockFetch } from '@/test-utils/fetch-mock';
import { setUpAppTests } from '@/test-utils/render-app';

jest.setTimeout(60_000);

describe('ChallengesPage', () => {
  const renderApp = setUpAppTests({ preload: [() => import('./challenges-page')], resetLocale: true });

  it('shows each challenge with status, partner, dates, weeks and seats left', async () => {
    mockFetch(() =>
      jsonResponse(200, [
        aChallenge(),
        aChallenge({ id: 'ch-2', title: 'Count the Jeepneys', status: 'RUNNING', enrollable: false, seatsLeft: 0, category: 'data' }),
      ]),
    );
    renderApp({ path: '/virtual-apprenticeship' });
    const card = (await screen.findByRole('link', { name: 'Brand a Sari-Sari Store' })).closest('article') as HTMLElement;
    expect(card.querySelector('a')).toHaveAttribute('href', '/virtual-apprenticeship/ch-1');
    expect(within(card).getByText('Open')).toBeInTheDocument();
    expect(within(card).getByText('Tindahan Co. · Marketing & Branding', { exact: false })).toBeInTheDocument();
    expect(within(card).getByText('Feb 2, 2026 – Feb 13, 2026')).toBeInTheDocument();
    expect(within(card).getByText('2 weeks')).toBeInTheDocument();
    expect(within(card).getByText('12 of 30 seats left')).toBeInTheDocument();
    expect(within(card).getByText('Apply by Jan 30, 2026')).toBeInTheDocument();
    const running = screen.getByRole('link', { name: 'Count the Jeepneys' }).closest('article') as HTMLElement;
    expect(within(running).getByText('Running')).toBeInTheDocument();
    expect(within(running).getByText('Full (30 seats)')).toBeInTheDocument();
  });

  it('says honestly when there is no challenge', async () => {
    mockFetch(() => jsonResponse(200, []));
    renderApp({ path: '/virtual-apprenticeship' });
    expect(await screen.findByText('No challenges open yet')).toBeInTheDocument();
  });

  it('shows the error and tries again', async () => {
    let fail = true;
    mockFetch(() =>
      fail ? jsonResponse(400, { statusCode: 400, code: 'VALIDATION_FAILED', message: 'Bad request' }) : jsonResponse(200, [aChallenge()]),
    );
    renderApp({ path: '/virtual-apprenticeship' });
    expect(await screen.findByText('Challenges could not be loaded')).toBeInTheDocument();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Brand a Sari-Sari Store' })).toBeInTheDocument();
  });

  it('reads in Filipino, with Filipino dates, seats and weeks', async () => {
    mockFetch(() => jsonResponse(200, [aChallenge()]));
    renderApp({ path: '/virtual-apprenticeship', userPref: { language: 'fil' } });
    expect(await screen.findByText('12 sa 30 na slot ang natitira')).toBeInTheDocument();
    const card = screen.getByRole('link', { name: 'Brand a Sari-Sari Store' }).closest('article') as HTMLElement;
    expect(within(card).getByText('Bukas')).toBeInTheDocument();
    expect(within(card).getByText('2 linggo')).toBeInTheDocument();
    expect(within(card).getByText('Mag-apply bago ang Ene 30, 2026')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Virtual Apprenticeship' })).toBeInTheDocument();
  });
});
