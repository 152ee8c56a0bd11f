import { afterEach, describe, expect, it } from '@jest/globals';
import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { RouteErrorBoundary } from './route-error-boundary';

function renderFailingRoute(error: Error) {
  const router = createMemoryRouter([
    {
      path: '/',
      ErrorBoundary: RouteErrorBoundary,
      HydrateFallback: () => null,
      lazy: async () => {
        throw error;
      },
    },
  ]);
  render(<RouterProvider router={router} />);
}

describe('RouteErrorBoundary', () => {
  afterEach(() => {
    cleanup();
    sessionStorage.clear();
  });

  it('announces a reload when a page chunk fails to load (a new deployment)', async () => {
    renderFailingRoute(new TypeError('Failed to fetch dynamically imported module: /assets/home-page-abc.js'));

    expect(await screen.findByText('A fresh version of the app was just deployed. Refreshing your page...')).toBeInTheDocument();
  });

  it('does not reload again right after a reload, and shows the error instead', async () => {
    sessionStorage.setItem('lakbay:chunk-reload-at', String(Date.now()));
    renderFailingRoute(new TypeError('Failed to fetch dynamically imported module: /assets/home-page-abc.js'));

    expect(await screen.findByRole('heading', { name: "Uh-oh! Something's not right." })).toBeInTheDocument();
  });

  it('shows the error page for any other error', async () => {
    renderFailingRoute(new Error('Cannot read properties of undefined'));

    expect(await screen.findByRole('heading', { name: "Uh-oh! Something's not right." })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'reload the page again' })).toBeInTheDocument();
  });
});
