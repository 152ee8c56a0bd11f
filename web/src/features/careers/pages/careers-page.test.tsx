import { describe, expect, it, jest } from '@jest/globals';
import type { CareerCategoryCount, CareerSummary } from '@lakbay/contracts';
import { fireEvent, screen, within } from '@testing-library/react';
import { aCareer, aPage } from '@/test-utils/content-fixtures';
import { jsonResponse, mockFetch, type RecordedCall } from '@/test-utils/fetch-mock';
import { setUpAppTests } from '@/test-utils/render-app';

// The first render loads the page's lazy chunk (antd among it): slow on a busy machine.
jest.setTimeout(60_000);

const CATEGORIES: CareerCategoryCount[] = [{ key: 'sales', label: 'Sales', colour: '#B91C1C', tint: '#FDECEC', count: 7 }];

const listQueries = (calls: RecordedCall[]) =>
  calls.filter((c) => c.path.startsWith('/api/v2/careers')).map((c) => Object.fromEntries(new URL(c.path, 'http://x').searchParams));

describe('CareersPage', () => {
  const renderApp = setUpAppTests({ preload: [() => import('./careers-page')] });

  function open(path: string, careers: CareerSummary[]) {
    const calls = mockFetch((call) =>
      call.path === '/api/v2/career-categories' ? jsonResponse(200, CATEGORIES) : jsonResponse(200, aPage(careers)),
    );
    const app = renderApp({ path });
    return { app, calls };
  }

  it('shows how many careers each category holds and toggles a category on and off', async () => {
    const { app, calls } = open('/careers?page=2', [aCareer()]);
    const filter = await screen.findByRole('group', { name: 'Filter by category' });
    const sales = await within(filter).findByRole('button', { name: 'Sales 7' });
    fireEvent.click(sales);
    expect(await screen.findByText('1 career in Sales')).toBeInTheDocument();
    expect(sales).toHaveAttribute('aria-pressed', 'true');
    expect(app.location()).toBe('/careers?category=sales');
    fireEvent.click(sales);
    expect(await screen.findByText('1 career')).toBeInTheDocument();
    expect(listQueries(calls)).toEqual([
      { page: '2', pageSize: '12' },
      { category: 'sales', page: '1', pageSize: '12' },
      { page: '1', pageSize: '12' },
    ]);
  });

  it('names what matched nothing and offers to clear it', async () => {
    const { app } = open('/careers?category=sales&q=astronaut', []);
    expect(await screen.findByText('No careers match “astronaut” in Sales')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    await screen.findByText('No careers match these filters');
    expect(app.location()).toBe('/careers');
  });
});
