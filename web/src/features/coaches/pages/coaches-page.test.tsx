import { describe, expect, it, jest } from '@jest/globals';
import { fireEvent, screen, within } from '@testing-library/react';
import { aCoachListItem } from '@/test-utils/coaching-fixtures';
import { aPage } from '@/test-utils/content-fixtures';
import { jsonResponse, mockFetch, type RecordedCall } from '@/test-utils/fetch-mock';
import { setUpAppTests } from '@/test-utils/render-app';

// The first render loads the page's lazy chunk (antd among it): slow on a busy machine.
jest.setTimeout(60_000);

const listQueries = (calls: RecordedCall[]) =>
  calls.filter((c) => c.path.startsWith('/api/v2/coaches')).map((c) => Object.fromEntries(new URL(c.path, 'http://x').searchParams));

describe('CoachesPage', () => {
  const renderApp = setUpAppTests({ preload: [() => import('./coaches-page')] });

  function open(path: string, items = [aCoachListItem()]) {
    const calls = mockFetch(() => jsonResponse(200, aPage(items)));
    const app = renderApp({ path });
    return { app, calls };
  }

  it('shows each Koach with fields, languages, rating, sessions held and the next free time', async () => {
    open('/coaches', [
      aCoachListItem(),
      aCoachListItem({ id: 'c-2', slug: 'ben', displayName: 'Ben Cruz', nextFreeSlot: null, averageRating: null, reviewCount: 0 }),
    ]);
    const ana = (await screen.findByRole('link', { name: 'Ana Reyes' })).closest('article') as HTMLElement;
    expect(within(ana).getByText('Data')).toBeInTheDocument();
    expect(within(ana).getByText('Speaks English, Filipino')).toBeInTheDocument();
    expect(within(ana).getByRole('img', { name: 'Rated 4.8 out of 5' })).toBeInTheDocument();
    expect(within(ana).getByText('14 sessions held', { exact: false })).toBeInTheDocument();
    expect(within(ana).getByText(/^Next free: /)).toBeInTheDocument();
    expect(within(ana).getByText('AR')).toBeInTheDocument();
    const ben = screen.getByRole('link', { name: 'Ben Cruz' }).closest('article') as HTMLElement;
    expect(within(ben).getByText('No open slots this week')).toBeInTheDocument();
    expect(within(ben).getByText('No reviews yet')).toBeInTheDocument();
  });

  it('keeps the filters in the address and sends them with the request', async () => {
    const { app, calls } = open('/coaches?page=2');
    await screen.findByRole('link', { name: 'Ana Reyes' });
    fireEvent.click(within(screen.getByRole('group', { name: 'Filter by field' })).getByRole('button', { name: 'Data' }));
    await screen.findByText('1 Koach in Data');
    fireEvent.change(screen.getByRole('combobox', { name: 'Language' }), { target: { value: 'Cebuano' } });
    await screen.findByText('1 Koach in Data who speak Cebuano');
    fireEvent.click(screen.getByRole('switch', { name: 'Free this week' }));
    await screen.findByText('1 Koach in Data who speak Cebuano, free this week');
    expect(app.location()).toBe('/coaches?category=data&language=Cebuano&freeThisWeek=true');
    expect(listQueries(calls)).toEqual([
      { page: '2', pageSize: '12' },
      { category: 'data', page: '1', pageSize: '12' },
      { category: 'data', language: 'Cebuano', page: '1', pageSize: '12' },
      { category: 'data', language: 'Cebuano', freeThisWeek: 'true', page: '1', pageSize: '12' },
    ]);
  });

  it('says honestly when nothing matches and clears the filters', async () => {
    const { app } = open('/coaches?freeThisWeek=true', []);
    expect(await screen.findByText('No Koach matches these filters')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    await screen.findByText('No Koaches listed yet');
    expect(app.location()).toBe('/coaches');
  });
});
