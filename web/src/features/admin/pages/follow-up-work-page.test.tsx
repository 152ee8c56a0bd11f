import { describe, expect, it, jest } from '@jest/globals';
import type { FollowUpWorkItem, FollowUpWorkOverview } from '@lakbay/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { jsonResponse, mockFetch, type FakeServer } from '@/test-utils/fetch-mock';
import { aLoggedUser, fakeIdToken } from '@/test-utils/fixtures';
import { setUpAppTests } from '@/test-utils/render-app';

// The first render loads the page's lazy chunk (antd among it): slow on a busy machine.
jest.setTimeout(60_000);

const counts = (failed = 0, delayed = 0) => ({ pending: 2, enqueued: 1, delayed, failed });

const FAILED: FollowUpWorkItem = {
  service: 'users',
  id: '5b4f3c1e-0d6a-4c39-9f1e-2a7d8e9b0c11',
  job: 'mail.send',
  state: 'failed',
  summary: '"Reset your Lakbay password" to ana@example.ph',
  dueAt: '2026-12-01T02:00:00.000Z',
  failedAt: '2026-12-01T03:00:00.000Z',
  attempts: 4,
  redrives: 0,
  lastError: '550 5.1.1 mailbox unknown',
};
const DELAYED: FollowUpWorkItem = {
  ...FAILED,
  id: '7c1d2e3f-4a5b-4c6d-8e9f-0a1b2c3d4e5f',
  service: 'scheduling',
  job: 'scheduling.booking.remind',
  state: 'delayed',
  summary: 'scheduling.booking.remind',
  failedAt: null,
  attempts: 9,
  lastError: null,
};

const WITH_PROBLEMS: FollowUpWorkOverview = {
  services: [
    { service: 'users', counts: counts(1), reachable: true },
    { service: 'content', counts: counts(), reachable: true },
    { service: 'scheduling', counts: counts(0, 1), reachable: true },
    { service: 'apprenticeship', counts: counts(), reachable: false, error: 'The apprenticeship service did not answer in time.' },
  ],
  items: [FAILED, DELAYED],
};
const NOTHING: FollowUpWorkOverview = {
  services: WITH_PROBLEMS.services.map((s) => ({ ...s, counts: counts(), reachable: true, error: undefined })),
  items: [],
};

/** The follow-up work API: the overview, then (after a re-drive) nothing failed. */
function fakeServer(): FakeServer {
  let redriven = false;
  return (call) => {
    if (call.path === '/api/v2/admin/follow-up-work' && call.method === 'GET') {
      return jsonResponse(200, redriven ? NOTHING : WITH_PROBLEMS);
    }
    if (call.path === '/api/v2/admin/follow-up-work/redrive' && call.method === 'POST') {
      redriven = true;
      return jsonResponse(200, { service: 'users', redriven: 1 });
    }
    return jsonResponse(200, []);
  };
}

describe('FollowUpWorkPage', () => {
  const renderApp = setUpAppTests({ preload: [() => import('./follow-up-work-page')] });
  const admin = () => aLoggedUser({ idToken: fakeIdToken({ sub: 'a', isAdmin: true }) });

  it('lists each service’s counts and the failed and delayed work with their facts', async () => {
    mockFetch(fakeServer());
    renderApp({ path: '/admin/follow-up-work', session: admin() });
    expect(await screen.findByRole('heading', { name: 'Follow-up work', level: 1 })).toBeInTheDocument();
    const services = await screen.findByRole('list', { name: 'Follow-up work by service' });
    const users = within(services).getByRole('listitem', { name: 'users' });
    expect(within(users).getByText('In the queue').nextSibling).toHaveTextContent('1');
    expect(within(users).getByText('Failed').nextSibling).toHaveTextContent('1');
    expect(within(users).getByRole('button', { name: 'Send all failed again' })).toBeInTheDocument();
    expect(within(services).getByRole('listitem', { name: 'content' })).not.toHaveTextContent('Send all failed again');
    expect(within(services).getByRole('listitem', { name: 'apprenticeship' })).toHaveTextContent(
      'Did not answer: The apprenticeship service did not answer in time.',
    );

    const items = within(screen.getByRole('list', { name: 'Failed and delayed follow-up work' })).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('Failed"Reset your Lakbay password" to ana@example.ph');
    expect(items[0]).toHaveTextContent('550 5.1.1 mailbox unknown');
    expect(within(items[0]).getByText('Attempts').nextSibling).toHaveTextContent('4');
    expect(items[1]).toHaveTextContent('Delayedscheduling.booking.remind');
    expect(within(items[1]).queryByRole('button', { name: /Send again/ })).not.toBeInTheDocument();
  });

  it('says so when nothing failed or is delayed', async () => {
    mockFetch((call) => (call.path === '/api/v2/admin/follow-up-work' ? jsonResponse(200, NOTHING) : jsonResponse(200, [])));
    renderApp({ path: '/admin/follow-up-work', session: admin() });
    expect(await screen.findByRole('heading', { name: 'Nothing failed or delayed.' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send all failed again' })).not.toBeInTheDocument();
  });

  it('sends a failed item again after asking, says how many were sent, and shows the list anew', async () => {
    const calls = mockFetch(fakeServer());
    renderApp({ path: '/admin/follow-up-work', session: admin() });
    fireEvent.click(await screen.findByRole('button', { name: `Send again: ${FAILED.summary}` }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Send this again?');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send again' }));
    expect(await screen.findByText('Sent 1 item again.')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST').map((c) => [c.path, c.body])).toEqual([
      ['/api/v2/admin/follow-up-work/redrive', { service: 'users', ids: [FAILED.id] }],
    ]);
    expect(await screen.findByRole('heading', { name: 'Nothing failed or delayed.' })).toBeInTheDocument();
  });

  it('sends all failed work of a service again after asking', async () => {
    const calls = mockFetch(fakeServer());
    renderApp({ path: '/admin/follow-up-work', session: admin() });
    fireEvent.click(await screen.findByRole('button', { name: 'Send all failed again' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Send all failed work of users again?');
    expect(dialog).toHaveTextContent('The 1 failed item is sent again now.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send all failed again' }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'POST').map((c) => c.body)).toEqual([{ service: 'users' }]));
    expect(await screen.findByText('Sent 1 item again.')).toBeInTheDocument();
  });

  it('reads in Filipino', async () => {
    mockFetch(fakeServer());
    renderApp({ path: '/admin/follow-up-work', session: admin(), userPref: { language: 'fil' } });
    expect(await screen.findByRole('button', { name: 'Ipadala ulit ang lahat ng pumalya' })).toBeInTheDocument();
    expect(screen.getAllByText('Nasa pila')).toHaveLength(3);
    expect(screen.getByText('Hindi sumagot: The apprenticeship service did not answer in time.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: `Ipadala ulit: ${FAILED.summary}` })).toBeInTheDocument();
  });
});
