import { describe, expect, it, jest } from '@jest/globals';
import { type PrivacyOverview, privacyDeletionLink } from '@lakbay/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { jsonResponse, mockFetch } from '@/test-utils/fetch-mock';
import { aLoggedUser } from '@/test-utils/fixtures';
import { setUpAppTests } from '@/test-utils/render-app';

jest.setTimeout(60_000);

const OVERVIEW: PrivacyOverview = {
  consents: [{ kind: 'DATA_PRIVACY', givenAt: '2026-11-20T02:00:00.000Z' }],
  hasPassword: true,
  lastExport: null,
};

const WRONG = 'That is not your current password. Nothing was deleted.';
const GONE = 'This download link is invalid or has expired. Please ask for a new copy of your data on your privacy page.';

describe('PrivacyPage', () => {
  const renderApp = setUpAppTests({ preload: [() => import('./privacy-page')] });

  it('lists the consents with their dates and what deletion keeps, and asks for a copy of the data', async () => {
    const calls = mockFetch((call) =>
      call.path === '/api/v2/users/me/privacy/exports' ? jsonResponse(202, { message: 'ok' }) : jsonResponse(200, OVERVIEW),
    );
    renderApp({ path: '/my/privacy', session: aLoggedUser() });

    expect(await screen.findByRole('heading', { level: 1, name: 'My data and privacy' })).toBeInTheDocument();
    const consents = await screen.findByRole('region', { name: 'My consent history' });
    expect(within(consents).getByText(/Given on Nov 20, 2026/)).toBeInTheDocument();
    expect(within(consents).getByText('Not answered yet on this device')).toBeInTheDocument();
    const deletion = screen.getByRole('region', { name: 'Delete my account' });
    expect(within(deletion).getByText(/audit log, which name your account only by its id/)).toBeInTheDocument();
    // The outbox keeps sent e-mails (addresses in them) for its retention of 7 days.
    expect(within(deletion).getByText(/stay in our mail records for up to a week/)).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'E-mail me a copy of my data' }));
    expect(await screen.findByRole('status')).toHaveTextContent('We are gathering your data.');
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.path)).toEqual(['/api/v2/users/me/privacy/exports']);
  });

  it('downloads the e-mailed copy with the session (?export=) under the name the server gives', async () => {
    const calls = mockFetch((call) => {
      if (call.path === '/api/v2/privacy/exports/download?token=fresh') {
        return new Response('PK\u0003\u0004', {
          status: 200,
          headers: { 'Content-Type': 'application/zip', 'Content-Disposition': 'attachment; filename="lakbay-data-2026-12-02.zip"' },
        });
      }
      if (call.path.startsWith('/api/v2/privacy/exports/download')) {
        return jsonResponse(404, { statusCode: 404, code: 'NOT_FOUND', message: GONE });
      }
      return jsonResponse(200, OVERVIEW);
    });
    const saved: string[] = [];
    URL.createObjectURL = jest.fn(() => 'blob:lakbay-data');
    URL.revokeObjectURL = jest.fn();
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(`${this.download} ${this.href}`);
    });
    try {
      const app = renderApp({ path: '/my/privacy?export=fresh', session: aLoggedUser() });
      const ready = await screen.findByRole('region', { name: 'Your copy is ready' });
      fireEvent.click(within(ready).getByRole('button', { name: 'Download the zip file' }));
      await waitFor(() => expect(saved).toEqual(['lakbay-data-2026-12-02.zip blob:lakbay-data']));
      const asked = calls.filter((c) => c.path.startsWith('/api/v2/privacy/exports/download'));
      expect(asked).toHaveLength(1);
      expect(asked[0].authorization).toMatch(/^Bearer \S+/);
      expect(app.location()).toBe('/my/privacy?export=fresh');
    } finally {
      click.mockRestore();
    }
  });

  it('says why when an e-mailed copy no longer downloads, and saves nothing', async () => {
    mockFetch((call) =>
      call.path.startsWith('/api/v2/privacy/exports/download')
        ? jsonResponse(404, { statusCode: 404, code: 'NOT_FOUND', message: GONE })
        : jsonResponse(200, OVERVIEW),
    );
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click');
    try {
      renderApp({ path: '/my/privacy?export=stale', session: aLoggedUser() });
      fireEvent.click(await screen.findByRole('button', { name: 'Download the zip file' }));
      expect(await screen.findByText(GONE)).toBeInTheDocument();
      expect(click).not.toHaveBeenCalled();
    } finally {
      click.mockRestore();
    }
  });

  it('shows a wrong password under the field and stays; the right one deletes, logs out and goes home', async () => {
    const calls = mockFetch((call) => {
      if (call.path === '/api/v2/users/me/privacy/delete') {
        return (call.body as { password: string }).password === 'right-password'
          ? jsonResponse(200, { status: 'DELETED' })
          : jsonResponse(400, { statusCode: 400, code: 'VALIDATION_FAILED', message: [{ property: 'password', constraints: [WRONG] }] });
      }
      return jsonResponse(200, OVERVIEW);
    });
    const app = renderApp({ path: '/my/privacy', session: aLoggedUser() });

    fireEvent.click(await screen.findByRole('button', { name: 'Delete my account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete your account for good?' });
    const password = within(dialog).getByLabelText(/Current password/);
    fireEvent.change(password, { target: { value: 'wrong-password' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    expect(await within(dialog).findByText(WRONG)).toBeInTheDocument();
    expect(app.location()).toBe('/my/privacy');

    const visited: string[] = [];
    const stop = app.router.subscribe((state) => visited.push(state.location.pathname));
    fireEvent.change(password, { target: { value: 'right-password' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    await waitFor(() => expect(app.location()).toBe('/'));
    stop();
    expect(app.store.getState().appState.isAuth).toBe(false);
    // Through /logout, never past the /my guard's log-in page (a race seen on a slow phone).
    expect(visited).toContain('/logout');
    expect(visited).not.toContain('/login');
    const deletions = calls.filter((c) => c.path === '/api/v2/users/me/privacy/delete');
    expect(deletions.map((c) => c.body)).toEqual([{ password: 'wrong-password' }, { password: 'right-password' }]);
  });

  it('e-mails a confirmation link to an account without a password', async () => {
    mockFetch((call) =>
      call.path === '/api/v2/users/me/privacy/delete'
        ? jsonResponse(200, { status: 'LINK_SENT' })
        : jsonResponse(200, { ...OVERVIEW, hasPassword: false }),
    );
    renderApp({ path: '/my/privacy', session: aLoggedUser() });
    expect(await screen.findByText(/signs in with Google and has no password/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Delete my account' }));
    expect(await screen.findByRole('status')).toHaveTextContent('We e-mailed you a link to confirm.');
  });

  it("opens the e-mail's link (the address the users service writes) and deletes with its token", async () => {
    const calls = mockFetch((call) =>
      call.path === '/api/v2/privacy/delete/confirm'
        ? jsonResponse(200, { status: 'DELETED' })
        : jsonResponse(200, { ...OVERVIEW, hasPassword: false }),
    );
    const link = new URL(privacyDeletionLink('https://lakbay.example.ph', 'one-time/token'));
    const app = renderApp({ path: `${link.pathname}${link.search}`, session: aLoggedUser() });

    const confirm = await screen.findByRole('region', { name: 'Confirm the deletion of your account' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete my account for good' }));
    await waitFor(() => expect(app.location()).toBe('/'));
    expect(app.store.getState().appState.isAuth).toBe(false);
    const confirmations = calls.filter((c) => c.path === '/api/v2/privacy/delete/confirm');
    expect(confirmations.map((c) => c.body)).toEqual([{ token: 'one-time/token' }]);
  });
});
