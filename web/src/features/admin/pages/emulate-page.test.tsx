import { describe, expect, it, jest } from '@jest/globals';
import { fireEvent, screen, within } from '@testing-library/react';
import { jsonResponse, mockFetch, type FakeServer } from '@/test-utils/fetch-mock';
import { aLoggedUser, fakeIdToken } from '@/test-utils/fixtures';
import { setUpAppTests } from '@/test-utils/render-app';

// The first render loads the page's lazy chunk (antd among it): slow on a busy machine.
jest.setTimeout(20_000);

/** An admin API with one allowlisted e-mail and an empty audit log. */
const server: FakeServer = (call) => {
  if (call.path.startsWith('/api/v2/admin/coach-allowlist')) {
    return jsonResponse(200, [{ email: 'koach@example.ph', addedAt: '2026-11-03T04:00:00.000Z' }]);
  }
  if (call.path.startsWith('/api/v2/admin/audit-log')) {
    return jsonResponse(200, { items: [], total: 0 });
  }
  return jsonResponse(200, []);
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
});
