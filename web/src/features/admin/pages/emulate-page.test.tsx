import { describe, expect, it, jest } from '@jest/globals';
import { fireEvent, screen, within } from '@testing-library/react';
import { jsonResponse, mockFetch, type FakeServer } from '@/test-utils/fetch-mock';
import { aLoggedUser, fakeIdToken } from '@/test-utils/fixtures';
import { setUpAppTests } from '@/test-utils/render-app';

// The first render loads the page's lazy chunk (antd among it): slow on a busy machine.
jest.setTimeout(60_000);

/** An admin API with one allowlisted e-mail and an empty audit log. */
const server: FakeServer = (call) => {
  if (call.path.startsWith('/api/v2/admin/coach-allowlist')) {
    return jsonResponse(200, [{ email: 'koach@example.ph', addedAt: '2026-11-03T04:00:00.000Z' }]);
  }
  if (call.path.startsWith('/api/v2/admin/audit-log')) {
    return jsonResponse(200, { items: [], total: 0 });
  }
  if (call.path === '/api/v2/admin/calendar-sync') {
    return jsonResponse(200, null);
  }
  return jsonResponse(200, []);
};

const HELD_BACK = {
  status: 'HELD_BACK',
  at: '2026-12-02T01:00:00.000Z',
  events: 2,
  windows: 0,
  coaches: 0,
  problems: ['This read would leave 0 of 80 upcoming availability windows, and 2 of 2 Koaches would lose most of theirs.'],
};

describe('the admin tools in the chosen language', () => {
  const renderApp = setUpAppTests({ preload: [() => import('./emulate-page')] });

  const admin = () => aLoggedUser({ idToken: fakeIdToken({ sub: 'a', isAdmin: true }) });

  it('shows /admin/emulate in Filipino, keeping the spec names Start Emulation and Admin Tools', async () => {
    mockFetch(server);
    renderApp({ path: '/admin/emulate', session: admin(), userPref: { language: 'fil' } });
    expect(await screen.findByRole('heading', { name: 'Mga admin tool', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Mga calendar ng Koach' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Start Emulation' })).toBeDisabled();
    expect(await screen.findByRole('button', { name: 'Alisin si koach@example.ph' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Admin Tools' }));
    const menu = screen.getByRole('navigation', { name: 'Mga admin tool' });
    expect(within(menu).getByRole('link', { name: 'Bawiin ang isang certificate' })).toBeInTheDocument();
  });

  it('keeps the English words in English', async () => {
    mockFetch(server);
    renderApp({ path: '/admin/emulate', session: admin() });
    expect(await screen.findByRole('heading', { name: 'Koach calendars' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Remove koach@example.ph' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Admin Tools' }));
    expect(
      within(screen.getByRole('navigation', { name: 'Admin tools' })).getByRole('link', { name: 'Koach allowlist' }),
    ).toBeInTheDocument();
  });

  it('shows a held-back calendar read on arrival and applies it when the admin says so', async () => {
    const calls = mockFetch((call) => {
      if (call.path === '/api/v2/admin/calendar-sync' && call.method === 'GET') {
        return jsonResponse(200, HELD_BACK);
      }
      if (call.path === '/api/v2/admin/calendar-sync' && call.method === 'POST') {
        return jsonResponse(200, { ...HELD_BACK, status: 'UPDATED', problems: [] });
      }
      return server(call);
    });
    renderApp({ path: '/admin/emulate', session: admin() });
    const result = await screen.findByText(/^Held back: this read would remove most Koaches' hours at once/);
    expect(within(result.closest('[role="status"]') as HTMLElement).getByText(/would lose most of theirs/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Apply this read anyway' }));
    expect(await screen.findByText('Read 2 events: 0 open times for 0 Koaches.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Apply this read anyway' })).not.toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST').map((c) => [c.path, c.body])).toEqual([
      ['/api/v2/admin/calendar-sync', { applyHeldBack: true }],
    ]);
  });
});
