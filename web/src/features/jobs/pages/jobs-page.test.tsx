import { describe, expect, it, jest } from '@jest/globals';
import { fireEvent, screen, within } from '@testing-library/react';
import { formatDate } from '@/components/content/format';
import { aJob, aPage } from '@/test-utils/content-fixtures';
import { jsonResponse, mockFetch, type FakeServer, type RecordedCall } from '@/test-utils/fetch-mock';
import { setUpAppTests } from '@/test-utils/render-app';

const POSTED = aJob().postedAt;
const DEADLINE = '2026-12-15T04:00:00.000Z';

/** The query of each list call, as plain pairs. */
const queries = (calls: RecordedCall[]) =>
  calls.filter((c) => c.path.startsWith('/api/v2/jobs')).map((c) => Object.fromEntries(new URL(c.path, 'http://x').searchParams));

// The first render loads the page's lazy chunk: slow on a busy machine.
jest.setTimeout(60_000);

describe('JobsPage', () => {
  // Load the page's lazy chunk once, so the first test does not spend its wait on it.
  const renderApp = setUpAppTests({ preload: [() => import('./jobs-page')] });

  function open(path: string, server: FakeServer) {
    const calls = mockFetch(server);
    const app = renderApp({ path });
    return { app, calls };
  }

  it('asks for the filters in the address, leaving out unknown values', async () => {
    const { calls } = open('/jobs?workType=REMOTE&employmentType=FOREVER&category=sales&location=Cebu&page=2', () =>
      jsonResponse(200, aPage([])),
    );
    await screen.findByText('No open jobs match these filters');
    expect(queries(calls)).toEqual([{ workType: 'REMOTE', category: 'sales', location: 'Cebu', page: '2', pageSize: '12' }]);
  });

  it('marks a description the API answered in English as English (issue 29), and a Filipino one not', async () => {
    open('/jobs', () =>
      jsonResponse(
        200,
        aPage([
          aJob({ id: 'a', title: 'Analyst', description: 'Clean the data.', language: 'en', fallback: true }),
          aJob({ id: 'b', title: 'Cashier', description: 'Tumanggap ng bayad.', language: 'fil', fallback: false }),
        ]),
      ),
    );
    expect(await screen.findByText('Clean the data.')).toHaveAttribute('lang', 'en');
    expect(screen.getByText('Tumanggap ng bayad.')).not.toHaveAttribute('lang');
  });

  it('shows the pay as a range, as one figure when both ends are equal, and not at all when none is given', async () => {
    open('/jobs', () =>
      jsonResponse(
        200,
        aPage([
          aJob({ id: 'a', title: 'Analyst', salaryMin: 25_000, salaryMax: 35_000 }),
          aJob({ id: 'b', title: 'Cashier', salaryMin: 18_000, salaryMax: 18_000 }),
          aJob({ id: 'c', title: 'Intern', salaryMin: null, salaryMax: 12_000 }),
          aJob({ id: 'd', title: 'Volunteer' }),
        ]),
      ),
    );
    const card = async (title: string) => (await screen.findByRole('heading', { name: title })).closest('article') as HTMLElement;
    expect(within(await card('Analyst')).getByText(/₱25,000 – ₱35,000/)).toHaveTextContent('a month');
    expect(within(await card('Cashier')).getByText(/₱18,000/)).not.toHaveTextContent('–');
    expect(within(await card('Intern')).getByText(/₱12,000/)).toBeInTheDocument();
    expect(within(await card('Volunteer')).queryByText(/₱/)).not.toBeInTheDocument();
    expect(screen.getByText('4 open jobs')).toBeInTheDocument();
  });

  it('shows the apply-by date only for jobs with a deadline, and marks sample listings, which cannot be applied to', async () => {
    open('/jobs', () =>
      jsonResponse(
        200,
        aPage([aJob({ id: 'a', title: 'Analyst', deadline: DEADLINE, isSample: true }), aJob({ id: 'b', title: 'Cashier' })]),
      ),
    );
    const analyst = (await screen.findByRole('heading', { name: 'Analyst' })).closest('article') as HTMLElement;
    expect(within(analyst).getByText(`Posted ${formatDate(POSTED)} · Apply by ${formatDate(DEADLINE)}`)).toBeInTheDocument();
    expect(within(analyst).getByText('Sample listing')).toBeInTheDocument();
    const cashier = screen.getByRole('heading', { name: 'Cashier' }).closest('article') as HTMLElement;
    expect(within(cashier).getByText(`Posted ${formatDate(POSTED)}`)).toBeInTheDocument();
    expect(within(cashier).queryByText('Sample listing')).not.toBeInTheDocument();
    // A sample never links to an application: its Apply is a disabled button that says why.
    expect(within(analyst).queryByRole('link', { name: /Apply/ })).not.toBeInTheDocument();
    const sampleApply = within(analyst).getByRole('button', { name: 'Apply for Analyst at Bituin Analytics' });
    expect(sampleApply).toBeDisabled();
    expect(sampleApply).toHaveAccessibleDescription(/sample listing from a fictional company.*no application to send/);
    expect(within(cashier).getByRole('link', { name: 'Apply for Cashier at Bituin Analytics' })).toHaveAttribute(
      'href',
      'https://careers.example.ph/jobs/1',
    );
  });

  it('clears every filter from an empty filtered list and asks again without them', async () => {
    const { app, calls } = open('/jobs?category=sales&q=nurse&location=Cebu&page=3', (call) =>
      jsonResponse(200, call.path.includes('category') ? aPage([]) : aPage([aJob()])),
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Clear filters' }));
    expect(await screen.findByText('1 open job')).toBeInTheDocument();
    expect(app.location()).toBe('/jobs');
    expect(queries(calls).at(-1)).toEqual({ page: '1', pageSize: '12' });
  });

  it('says so when no job is open at all, without a clear button', async () => {
    open('/jobs', () => jsonResponse(200, aPage([])));
    expect(await screen.findByText('No open jobs right now')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Clear filters' })).not.toBeInTheDocument();
  });

  it('pages through results only when there is more than one page', async () => {
    const { calls } = open('/jobs', (call) => {
      const page = Number(new URL(call.path, 'http://x').searchParams.get('page'));
      return jsonResponse(200, aPage([aJob({ id: `j${page}`, title: `Job on page ${page}` })], { page, total: 13 }));
    });
    await screen.findByRole('heading', { name: 'Job on page 1' });
    const pager = screen.getByRole('navigation', { name: 'Pages of jobs' });
    fireEvent.click(within(pager).getByText('2'));
    expect(await screen.findByRole('heading', { name: 'Job on page 2' })).toBeInTheDocument();
    expect(queries(calls).map((q) => q.page)).toEqual(['1', '2']);
  });

  it('says why the list failed and asks again on Try again', async () => {
    let fail = true;
    // A 400 is final (never retried), so the failure shows at once.
    const { calls } = open('/jobs', () =>
      fail
        ? jsonResponse(400, { statusCode: 400, code: 'BAD_REQUEST', message: 'The filters are not valid.' })
        : jsonResponse(200, aPage([aJob()])),
    );
    const retry = await screen.findByRole('button', { name: 'Try again' });
    expect(screen.getByText('Jobs could not be loaded')).toBeInTheDocument();
    expect(screen.getByText('The filters are not valid.')).toBeInTheDocument();
    fail = false;
    fireEvent.click(retry);
    expect(await screen.findByText('1 open job')).toBeInTheDocument();
    expect(queries(calls)).toHaveLength(2);
  });
});
