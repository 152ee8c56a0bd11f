import { describe, expect, it, jest } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import { aMyAvailability } from '@/test-utils/coaching-fixtures';
import { jsonResponse, mockFetch } from '@/test-utils/fetch-mock';
import { aLoggedUser } from '@/test-utils/fixtures';
import { setUpAppTests } from '@/test-utils/render-app';

jest.setTimeout(60_000);

describe('AvailabilityPage', () => {
  const renderApp = setUpAppTests({ preload: [() => import('./availability-page')] });

  it('shows the scheduling address, the windows by day in the Koach zone, and the sync problems', async () => {
    mockFetch(() =>
      jsonResponse(
        200,
        aMyAvailability({
          lastSync: {
            status: 'UPDATED',
            at: '2030-03-01T00:00:00.000Z',
            events: 12,
            windows: 8,
            coaches: 3,
            problems: ['"Coaching hour" on Mar 6 was left out: it has no end time.'],
          },
        }),
      ),
    );
    renderApp({ path: '/my/availability', session: aLoggedUser({ isCoach: true }) });
    expect(await screen.findByRole('heading', { level: 1, name: 'My Availability' })).toBeInTheDocument();
    expect(await screen.findByTestId('scheduling-address')).toHaveTextContent('schedule@demo.lakbay.ph');
    expect(screen.getByRole('button', { name: 'Copy schedule@demo.lakbay.ph' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Read the full instructions' })).toHaveAttribute('href', '/faqs/add-availability');

    expect(await screen.findByText('Monday, March 4')).toBeInTheDocument();
    expect(screen.getByText('9:00 AM – 12:00 PM')).toBeInTheDocument();
    expect(screen.getByText('Tuesday, March 5')).toBeInTheDocument();
    expect(screen.getByText('6:00 PM – 8:00 PM')).toBeInTheDocument();

    const sync = screen.getByRole('heading', { name: 'Last calendar sync' }).closest('section') as HTMLElement;
    expect(within(sync).getByText('Updated')).toBeInTheDocument();
    expect(within(sync).getByText('Problems found')).toBeInTheDocument();
    expect(within(sync).getByText('"Coaching hour" on Mar 6 was left out: it has no end time.')).toBeInTheDocument();
  });

  it('says honestly when no free times were found', async () => {
    mockFetch(() => jsonResponse(200, aMyAvailability({ windows: [], lastSync: null })));
    renderApp({ path: '/my/availability', session: aLoggedUser({ isCoach: true }) });
    expect(await screen.findByText('No free times found yet')).toBeInTheDocument();
    expect(screen.getByText(/has not been read yet/)).toBeInTheDocument();
  });
});
