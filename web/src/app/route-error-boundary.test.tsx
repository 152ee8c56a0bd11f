import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, data, RouterProvider } from 'react-router';
import { ErrorPage } from './pages/error-page';
import { RouteErrorBoundary } from './route-error-boundary';

function renderFailingRoute(error: unknown, at = '/broken') {
  const router = createMemoryRouter(
    [
      { path: '/error', Component: ErrorPage, ErrorBoundary: RouteErrorBoundary },
      {
        path: '/broken',
        ErrorBoundary: RouteErrorBoundary,
        HydrateFallback: () => null,
        lazy: async () => {
          throw error;
        },
      },
    ],
    { initialEntries: [at] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('RouteErrorBoundary', () => {
  afterEach(() => {
    cleanup();
    sessionStorage.clear();
    jest.restoreAllMocks();
  });

  it('announces a reload when a page chunk fails to load (a new deployment)', async () => {
    renderFailingRoute(new TypeError('Failed to fetch dynamically imported module: /assets/home-page-abc.js'));

    expect(await screen.findByText('A fresh version of the app was just deployed. Refreshing your page...')).toBeInTheDocument();
  });

  it('offline, says the page is not saved on this device instead of announcing a deployment', async () => {
    jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    renderFailingRoute(new TypeError('Failed to fetch dynamically imported module: /assets/coaches-page-abc.js'));

    expect(await screen.findByRole('heading', { name: 'Not saved on this device' })).toBeInTheDocument();
    expect(screen.queryByText(/fresh version/)).not.toBeInTheDocument();
  });

  it('does not reload again right after a reload, and shows the error page instead', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    sessionStorage.setItem('lakbay:chunk-reload-at', String(Date.now()));
    renderFailingRoute(new TypeError('Failed to fetch dynamically imported module: /assets/home-page-abc.js'));

    expect(await screen.findByRole('heading', { name: "Uh-oh! Something's not right." })).toBeInTheDocument();
  });

  it('sends any other error to /error, whose reload link goes back to the failed address', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const router = renderFailingRoute(new Error('Cannot read properties of undefined'), '/broken?tab=2');

    expect(await screen.findByRole('heading', { name: "Uh-oh! Something's not right." })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/error');
    expect(router.state.location.search).toBe(`?badUrl=${encodeURIComponent('/broken?tab=2')}`);
    expect(screen.getByRole('link', { name: 'reload the page again' })).toHaveAttribute('href', '/broken?tab=2');
    expect(screen.getByRole('link', { name: 'home page' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: /@/ })).toHaveAttribute('href', expect.stringMatching(/^mailto:/));
  });

  it('shows the not-found page for a 404 thrown by a route', async () => {
    renderFailingRoute(data('Not Found', { status: 404 }));

    expect(await screen.findByRole('heading', { name: "There's nothing here!" })).toBeInTheDocument();
  });
});

describe('ErrorPage', () => {
  afterEach(cleanup);

  it.each([
    ['/error', '/'],
    [`/error?badUrl=${encodeURIComponent('https://evil.example/')}`, '/'],
    [`/error?badUrl=${encodeURIComponent('/careers?x=1')}`, '/careers?x=1'],
  ])('at %s reloads %s', async (at, target) => {
    const router = createMemoryRouter([{ path: '/error', Component: ErrorPage }], { initialEntries: [at] });
    render(<RouterProvider router={router} />);

    expect(await screen.findByRole('link', { name: 'reload the page again' })).toHaveAttribute('href', target);
  });
});
