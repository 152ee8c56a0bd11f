import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, type DataRouter, RouterProvider } from 'react-router';
import { aCoachDetail, aCoachListItem } from '@/test-utils/coaching-fixtures';
import { aCareer, anEvent, aPage } from '@/test-utils/content-fixtures';
import { DEFAULT_CLIENT_CONFIG, jsonResponse, mockFetch, type RecordedCall } from '@/test-utils/fetch-mock';
import { AppProviders } from './providers';
import { enablePrefetch } from './prefetch';
import { appRoutes } from './router';
import { makeStore } from './store';

// The first render loads the page's lazy chunk: slow on a busy machine.
jest.setTimeout(60_000);

/** The app at `path` as main.tsx starts it: loaders dispatch into the app's store. */
function openApp(path: string) {
  localStorage.clear();
  const { store, persistor } = makeStore();
  const created: { router?: DataRouter } = {};
  enablePrefetch(store.dispatch, () => created.router?.state.initialized ?? false);
  const router = createMemoryRouter(appRoutes, { initialEntries: [path] });
  created.router = router;
  render(
    <AppProviders store={store} persistor={persistor}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
}

const apiCalls = (calls: RecordedCall[], prefix: string) => calls.filter((c) => c.path.startsWith(prefix)).map((c) => c.path);

describe('route loaders start the page’s read', () => {
  afterEach(cleanup);

  it('asks for the career list once, with the filters of the address, and the page draws from that answer', async () => {
    const calls = mockFetch((call) =>
      call.path === '/api/v2/career-categories' ? jsonResponse(200, []) : jsonResponse(200, aPage([aCareer({ title: 'Cashier' })])),
    );
    openApp('/careers?category=sales&page=2&q=cash');
    expect(await screen.findByText('Cashier')).toBeInTheDocument();
    expect(apiCalls(calls, '/api/v2/career')).toEqual([
      '/api/v2/career-categories',
      '/api/v2/careers?category=sales&q=cash&page=2&pageSize=12',
    ]);
  });

  it('starts the read before the page has drawn, and the first page draws with its content, never its skeleton', async () => {
    let release: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => {
      release = resolve;
    });
    const calls = mockFetch(async () => {
      await answered;
      return jsonResponse(200, aCareer({ slug: 'nurse', title: 'Nurse' }));
    });
    openApp('/careers/nurse');
    await waitFor(() => expect(apiCalls(calls, '/api/v2/careers/')).toEqual(['/api/v2/careers/nurse']));
    expect(screen.queryByRole('status', { name: 'Loading career' })).toBeNull();
    release();
    expect(await screen.findByRole('heading', { level: 1, name: 'Nurse' })).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Loading career' })).toBeNull();
  });

  it('asks for the client configuration once, from the root route, and draws the first page after its answer', async () => {
    let release: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => {
      release = resolve;
    });
    const calls = mockFetch(
      async (call) => {
        if (call.path === '/api/v2/client-config') {
          await answered;
          return jsonResponse(200, DEFAULT_CLIENT_CONFIG);
        }
        return call.path === '/api/v2/career-categories'
          ? jsonResponse(200, [])
          : jsonResponse(200, aPage([aCareer({ title: 'Cashier' })]));
      },
      { serveClientConfig: true },
    );
    openApp('/careers');
    await waitFor(() => expect(apiCalls(calls, '/api/v2/client-config')).toEqual(['/api/v2/client-config']));
    // The page's own reads have their answers; the first draw still waits for the configuration.
    await waitFor(() => expect(apiCalls(calls, '/api/v2/careers')).toHaveLength(1));
    expect(screen.queryByText('Cashier')).toBeNull();
    release();
    expect(await screen.findByText('Cashier')).toBeInTheDocument();
    expect(apiCalls(calls, '/api/v2/client-config')).toEqual(['/api/v2/client-config']);
  });

  it('asks for a career once', async () => {
    const career = aCareer({ slug: 'nurse', title: 'Nurse' });
    const calls = mockFetch((call) => (call.path === '/api/v2/careers/nurse' ? jsonResponse(200, career) : jsonResponse(200, aPage([]))));
    openApp('/careers/nurse');
    expect(await screen.findByRole('heading', { level: 1, name: 'Nurse' })).toBeInTheDocument();
    expect(apiCalls(calls, '/api/v2/careers/')).toEqual(['/api/v2/careers/nurse']);
  });

  it('asks for the events of the chosen tab once', async () => {
    const calls = mockFetch(() => jsonResponse(200, aPage([anEvent({ title: 'Career fair' })])));
    openApp('/events?when=past');
    expect(await screen.findByText('Career fair')).toBeInTheDocument();
    expect(apiCalls(calls, '/api/v2/events')).toEqual(['/api/v2/events?when=past&page=1&pageSize=10']);
  });

  it('asks for the coach list and a coach once each', async () => {
    const calls = mockFetch((call) =>
      call.path.startsWith('/api/v2/coaches/ana')
        ? jsonResponse(200, aCoachDetail({ slug: 'ana', displayName: 'Ana Reyes' }))
        : jsonResponse(200, aPage([aCoachListItem({ displayName: 'Ben Cruz' })])),
    );
    openApp('/coaches?language=Filipino');
    expect(await screen.findByText('Ben Cruz')).toBeInTheDocument();
    expect(apiCalls(calls, '/api/v2/coaches')).toEqual(['/api/v2/coaches?language=Filipino&page=1&pageSize=12']);
    cleanup();

    calls.length = 0;
    openApp('/coaches/ana');
    expect(await screen.findByRole('heading', { level: 1, name: 'Ana Reyes' })).toBeInTheDocument();
    expect(apiCalls(calls, '/api/v2/coaches/ana')).toEqual(['/api/v2/coaches/ana']);
  });
});
