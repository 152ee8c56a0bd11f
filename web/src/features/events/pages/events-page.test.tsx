import { describe, expect, it, jest } from '@jest/globals';
import type { EventSummary } from '@lakbay/contracts';
import { fireEvent, screen } from '@testing-library/react';
import { anEvent, aPage } from '@/test-utils/content-fixtures';
import { jsonResponse, mockFetch, type RecordedCall } from '@/test-utils/fetch-mock';
import { setUpAppTests } from '@/test-utils/render-app';

// The first render loads the page's lazy chunk (antd among it): slow on a busy machine.
jest.setTimeout(60_000);

const queries = (calls: RecordedCall[]) =>
  calls.filter((c) => c.path.startsWith('/api/v2/events')).map((c) => Object.fromEntries(new URL(c.path, 'http://x').searchParams));

describe('EventsPage', () => {
  const renderApp = setUpAppTests({ preload: [() => import('./events-page')] });

  function open(path: string) {
    const calls = mockFetch((call) =>
      jsonResponse(
        200,
        call.path.includes('when=past') ? aPage<EventSummary>([]) : aPage<EventSummary>([anEvent({ title: 'Careers in nursing' })]),
      ),
    );
    const app = renderApp({ path });
    return { app, calls };
  }

  it('lists upcoming events by default and past ones a tab away, back on the first page', async () => {
    const { app, calls } = open('/events?page=2');
    expect(await screen.findByRole('list', { name: 'Upcoming events' })).toBeInTheDocument();
    fireEvent.click(screen.getByText('Past'));
    expect(await screen.findByText('No past events yet')).toBeInTheDocument();
    expect(app.location()).toBe('/events?when=past');
    expect(queries(calls)).toEqual([
      { when: 'upcoming', page: '2', pageSize: '10' },
      { when: 'past', page: '1', pageSize: '10' },
    ]);
  });

  it('reads an unknown tab in the address as upcoming', async () => {
    const { calls } = open('/events?when=someday');
    await screen.findByRole('list', { name: 'Upcoming events' });
    expect(queries(calls)).toEqual([{ when: 'upcoming', page: '1', pageSize: '10' }]);
  });
});
