import { afterEach, describe, expect, it } from '@jest/globals';
import { cleanup, screen } from '@testing-library/react';
import { jsonResponse, mockFetch } from '@/test-utils/fetch-mock';
import { renderApp } from '@/test-utils/render-app';

describe('appRoutes', () => {
  let unregister: () => void = () => undefined;

  afterEach(() => {
    unregister();
    cleanup();
  });

  it("shows 'There's nothing here!' for an unknown address", async () => {
    mockFetch(() => jsonResponse(500, {}));
    const app = renderApp({ path: '/no/such/page' });
    unregister = app.unregister;

    expect(await screen.findByRole('heading', { name: "There's nothing here!" })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Lakbay home' })).toHaveAttribute('href', '/');
  });
});
