import { jest } from '@jest/globals';
import type { SearchResult } from '@lakbay/contracts';
import { configureStore } from '@reduxjs/toolkit';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import vm from 'node:vm';
import { jsonResponse, mockFetch, type FakeServer } from '@/test-utils/fetch-mock';

// The fake server's Request and Response are Node's own (test/setup-env.ts), whose work is not on
// Jest's fake clock: let Node's event loop turn too.
const nodeSetImmediate = (vm.runInThisContext('globalThis') as { setImmediate: (callback: () => void) => void }).setImmediate;

const capture = jest.fn<(event: string, properties?: Record<string, unknown>) => void>();
jest.unstable_mockModule('@/lib/analytics', () => ({ capture }));

const { api } = await import('@/lib/api/api');
const { appStateSlice } = await import('@/lib/state');
const { SearchBox } = await import('./search-box');
const { searchCacheSlice, searchResultsReceived } = await import('@/lib/state/search-cache-slice');

const result = (type: SearchResult['type'], title: string, path: string, indices: Array<[number, number]> = []): SearchResult => ({
  type,
  title,
  matches: indices.length > 0 ? [{ key: 'title', value: title, indices }] : [],
  metadata: { path },
  path,
});

const SOFTWARE = result('CAREER', 'Software Developer', '/careers/software-developer', [[0, 3]]);
const KOACH = result('COACH', 'Demo Koach', '/coaches/demo-koach');
const VIDEO = result('VIDEO', 'Software in a day', '/videos?v=software-in-a-day', [[0, 3]]);

function Where() {
  const { pathname, search } = useLocation();
  return <p data-testid="where">{`${pathname}${search}`}</p>;
}

function renderBox(server: FakeServer) {
  const calls = mockFetch(server);
  const store = configureStore({
    // The base query reads the session from appState.
    reducer: {
      [appStateSlice.reducerPath]: appStateSlice.reducer,
      [api.reducerPath]: api.reducer,
      [searchCacheSlice.reducerPath]: searchCacheSlice.reducer,
    },
    middleware: (getDefault) => getDefault().concat(api.middleware),
  });
  const element = (
    <>
      <SearchBox />
      <Where />
    </>
  );
  const router = createMemoryRouter([{ path: '*', element }], { initialEntries: ['/'] });
  render(
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>,
  );
  const searchCalls = () => calls.filter((call) => call.path.startsWith('/api/v2/search'));
  return { store, searchCalls };
}

const box = () => screen.getByRole('combobox', { name: 'Search coaches, careers and videos' });
const listbox = () => screen.getByRole('listbox', { name: 'Search suggestions', hidden: true });
/** Moves the fake clock by `ms`, letting Node's own async work (the fake server) run on the way. */
const wait = (ms: number) =>
  act(async () => {
    for (let left = ms; left >= 0; left -= 10) {
      await jest.advanceTimersByTimeAsync(Math.min(10, left));
      for (let turn = 0; turn < 3; turn += 1) {
        await new Promise<void>((resolve) => nodeSetImmediate(resolve));
      }
      if (left < 10) {
        break;
      }
    }
  });
/** Lets an answer in flight arrive and show (the store batches its notifications to the next frame). */
const settle = () => wait(50);
const type = (text: string) => fireEvent.change(box(), { target: { value: text } });

describe('SearchBox', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    capture.mockReset();
  });
  afterEach(() => {
    cleanup();
    jest.useRealTimers();
  });

  it('shows three suggestions for an empty query, one of them to /videos, and sends nothing', async () => {
    const { searchCalls } = renderBox(() => jsonResponse(200, []));
    fireEvent.focus(box());
    expect(box()).toHaveAttribute('aria-expanded', 'true');
    expect(box()).toHaveAttribute('aria-controls', listbox().id);
    const options = within(listbox()).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['Watch career videos', 'Explore careers', 'Find a coach']);

    type('   ');
    await wait(1000);
    expect(searchCalls()).toHaveLength(0);
    expect(within(listbox()).getAllByRole('option')).toHaveLength(3);
  });

  it('asks the server once, 300 ms after the last keystroke, then shows the results grouped and highlighted', async () => {
    const { searchCalls } = renderBox(() => jsonResponse(200, [VIDEO, KOACH, SOFTWARE]));
    fireEvent.focus(box());
    type('s');
    await wait(200);
    type('so');
    await wait(200);
    type('soft');
    await wait(299);
    expect(searchCalls()).toHaveLength(0);
    expect(screen.getByRole('status')).toHaveTextContent('Searching…');

    await wait(1);
    expect(searchCalls().map((call) => call.path)).toEqual(['/api/v2/search?q=soft']);
    await settle();

    const groups = within(listbox()).getAllByRole('group');
    expect(
      groups.map(
        (group) => group.getAttribute('aria-labelledby') && document.getElementById(group.getAttribute('aria-labelledby')!)?.textContent,
      ),
    ).toEqual(['Videos', 'Coach Connector', 'Career Explorer']);
    const [career] = within(groups[2]).getAllByRole('option');
    expect(career).toHaveTextContent(/^Software Developer$/);
    expect(career.querySelector('mark')).toHaveTextContent(/^Soft$/);
    expect(screen.queryByText('Watch career videos')).not.toBeInTheDocument();
  });

  it('shows the group of the best result first: a career the query names leads, above videos', async () => {
    renderBox(() => jsonResponse(200, [SOFTWARE, VIDEO, KOACH]));
    fireEvent.focus(box());
    type('softwre');
    await wait(300);
    await settle();

    const groups = within(listbox()).getAllByRole('group');
    expect(
      groups.map(
        (group) => group.getAttribute('aria-labelledby') && document.getElementById(group.getAttribute('aria-labelledby')!)?.textContent,
      ),
    ).toEqual(['Career Explorer', 'Videos', 'Coach Connector']);
    expect(within(listbox()).getAllByRole('option')[0]).toHaveTextContent(/^Software Developer$/);
  });

  it('moves with the arrows, opens the highlighted result on Enter, and reports the click', async () => {
    renderBox(() => jsonResponse(200, [VIDEO, KOACH, SOFTWARE]));
    fireEvent.focus(box());
    type('soft');
    await wait(300);
    await settle();

    fireEvent.keyDown(box(), { key: 'ArrowDown' });
    fireEvent.keyDown(box(), { key: 'ArrowDown' });
    fireEvent.keyDown(box(), { key: 'ArrowDown' });
    const active = box().getAttribute('aria-activedescendant');
    expect(document.getElementById(active!)).toHaveTextContent('Software Developer');
    expect(document.getElementById(active!)).toHaveAttribute('aria-selected', 'true');

    fireEvent.keyDown(box(), { key: 'Enter' });
    await wait(0);
    expect(screen.getByTestId('where')).toHaveTextContent('/careers/software-developer');
    expect(capture).toHaveBeenCalledWith('Clicked Search Result', {
      query: 'soft',
      resultClicked: '/careers/software-developer',
      choices: ['Software in a day', 'Demo Koach', 'Software Developer'],
      productType: 'CAREER',
    });
    expect(box()).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens a chosen video itself (/videos?v=), not the top of the list', async () => {
    renderBox(() => jsonResponse(200, [VIDEO, KOACH, SOFTWARE]));
    fireEvent.focus(box());
    type('soft');
    await wait(300);
    await settle();
    const video = within(listbox())
      .getAllByRole('option')
      .find((option) => option.textContent === 'Software in a day');
    fireEvent.click(video!);
    await wait(0);
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/videos\?v=software-in-a-day$/);
  });

  it('opens the results page on Enter when no option is chosen, even before the results arrive', async () => {
    renderBox(() => jsonResponse(200, [VIDEO, KOACH, SOFTWARE]));
    fireEvent.focus(box());
    type('  nars sa Cebu ');
    fireEvent.keyDown(box(), { key: 'Enter' });
    await wait(0);
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/search\?q=nars%20sa%20Cebu$/);
    expect(box()).toHaveValue('');
    expect(box()).toHaveAttribute('aria-expanded', 'false');

    // With results shown and none highlighted, Enter still goes to all of them.
    fireEvent.focus(box());
    type('soft');
    await wait(300);
    await settle();
    fireEvent.keyDown(box(), { key: 'Enter' });
    await wait(0);
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/search\?q=soft$/);
  });

  it('does nothing on Enter in an empty box', async () => {
    renderBox(() => jsonResponse(200, []));
    fireEvent.focus(box());
    type('   ');
    fireEvent.keyDown(box(), { key: 'Enter' });
    await wait(0);
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/$/);
  });

  it('closes on Escape', async () => {
    renderBox(() => jsonResponse(200, [SOFTWARE]));
    fireEvent.focus(box());
    expect(box()).toHaveAttribute('aria-expanded', 'true');
    fireEvent.keyDown(box(), { key: 'Escape' });
    expect(box()).toHaveAttribute('aria-expanded', 'false');
  });

  it("sends 'Received Search Result' 2 s after the results arrive, and not when a new query is typed first", async () => {
    renderBox((call) => jsonResponse(200, call.path.endsWith('q=soft') ? [SOFTWARE] : [KOACH]));
    fireEvent.focus(box());
    type('soft');
    await wait(300);
    await settle();
    await wait(1500);
    // A new query within the 2 s: nothing is sent for 'soft'.
    type('koach');
    await wait(300);
    await settle();
    await wait(1900);
    expect(capture).not.toHaveBeenCalled();
    await wait(150);
    expect(capture).toHaveBeenCalledTimes(1);
    expect(capture).toHaveBeenCalledWith('Received Search Result', { query: 'koach', choices: ['Demo Koach'] });
  });

  it('shows the suggestions under a line saying nothing was found', async () => {
    renderBox(() => jsonResponse(200, []));
    fireEvent.focus(box());
    type('zzzz');
    await wait(300);
    await settle();
    expect(screen.getByRole('status')).toHaveTextContent('No results for “zzzz”');
    expect(within(listbox()).getAllByRole('option')).toHaveLength(3);
  });

  it('a failed search shows a small line and the suggestions, or the cached groups for exactly that query', async () => {
    const { store } = renderBox(() => jsonResponse(503, { statusCode: 503, code: 'UNAVAILABLE', message: 'Search is down.' }));
    fireEvent.focus(box());
    type('soft');
    await wait(300);
    await settle();
    expect(screen.getByRole('status')).toHaveTextContent('Search is unavailable right now');
    expect(
      within(listbox())
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Watch career videos', 'Explore careers', 'Find a coach']);

    // The caches hold an earlier answer for 'dev' only: a hit for 'dev', nothing for anything else.
    act(() => {
      store.dispatch(searchResultsReceived({ query: 'dev', results: [SOFTWARE, KOACH, VIDEO] }));
    });
    type('dev');
    await wait(300);
    await settle();
    expect(screen.getByRole('status')).toHaveTextContent('showing earlier results');
    expect(
      within(listbox())
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Demo Koach', 'Software Developer']);
  });
});
