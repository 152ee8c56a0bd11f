import { describe, expect, it, jest } from '@jest/globals';
import type { SearchResult } from '@lakbay/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { jsonResponse, mockFetch, type FakeServer, type RecordedCall } from '@/test-utils/fetch-mock';
import { setUpAppTests } from '@/test-utils/render-app';

// The first render loads the page's lazy chunk (antd among it): slow on a busy machine.
jest.setTimeout(60_000);

const career = (n: number): SearchResult => ({
  type: 'CAREER',
  title: `Nurse ${n}`,
  matches: [{ key: 'title', value: `Nurse ${n}`, indices: [[0, 4]] }],
  metadata: { path: `/careers/nurse-${n}` },
  path: `/careers/nurse-${n}`,
});
const VIDEO: SearchResult = {
  type: 'VIDEO',
  title: 'A day on the ward',
  matches: [{ key: 'description', value: 'A nurse shows her shift.', indices: [[2, 6]] }],
  metadata: { path: '/videos?v=v-7' },
  path: '/videos?v=v-7',
};
const CAREERS = Array.from({ length: 14 }, (_, i) => career(i + 1));

/** A search service holding 14 careers and a video for "nars"; nothing for other words. */
const server: FakeServer = (call) => {
  const params = new URL(call.path, 'http://x').searchParams;
  if (!call.path.startsWith('/api/v2/search') || params.get('q') !== 'nars') {
    return jsonResponse(200, []);
  }
  const all = [VIDEO, ...CAREERS];
  const type = params.get('type');
  const limit = Number(params.get('limit') ?? 15);
  return jsonResponse(200, all.filter((r) => !type || r.type === type).slice(0, limit));
};

const groupCalls = (calls: RecordedCall[]) =>
  calls.filter((c) => c.path.startsWith('/api/v2/search') && c.path.includes('type=')).map((c) => new URL(c.path, 'http://x').search);

describe('SearchResultsPage', () => {
  const renderApp = setUpAppTests({ preload: [() => import('./search-results-page')] });

  function open(path: string) {
    const calls = mockFetch(server);
    const app = renderApp({ path });
    return { app, calls };
  }

  it('puts the group of the best result first: a career the query names leads, above videos', async () => {
    mockFetch((call) => {
      const type = new URL(call.path, 'http://x').searchParams.get('type');
      return jsonResponse(
        200,
        [career(1), VIDEO].filter((r) => !type || r.type === type),
      );
    });
    renderApp({ path: '/search?q=nurse' });
    await screen.findByRole('region', { name: /Career Explorer/ });
    await screen.findByRole('region', { name: /Videos/ });
    // Once the overview (the autocomplete's answer) is in, whichever comes first.
    await waitFor(() =>
      expect(
        within(screen.getByRole('main'))
          .getAllByRole('heading', { level: 2 })
          .map((h) => h.textContent),
      ).toEqual(['Career Explorer 1', 'Videos 1']),
    );
  });

  it('lists every match grouped as in the dropdown, ten per group, with more on request', async () => {
    const { calls } = open('/search?q=nars');
    const careers = await screen.findByRole('region', { name: /Career Explorer/ });
    const videos = screen.getByRole('region', { name: /Videos/ });
    // Groups in the dropdown's order; the empty Coach Connector group is left out.
    const main = screen.getByRole('main');
    expect(
      within(main)
        .getAllByRole('heading', { level: 2 })
        .map((h) => h.textContent),
    ).toEqual(['Videos 1', 'Career Explorer 10+']);
    expect(screen.queryByRole('region', { name: /Coach Connector/ })).not.toBeInTheDocument();
    expect(within(careers).getAllByRole('link')).toHaveLength(10);
    expect(within(careers).getByRole('link', { name: 'Nurse 1' })).toHaveAttribute('href', '/careers/nurse-1');
    // A match outside the title says why it matched; the video opens itself.
    const video = within(videos).getByRole('link', { name: /A day on the ward/ });
    expect(video).toHaveAttribute('href', '/videos?v=v-7');
    expect(video).toHaveTextContent('A nurse shows her shift.');

    fireEvent.click(within(careers).getByRole('button', { name: 'Show more Career Explorer' }));
    await waitFor(() => expect(within(careers).getAllByRole('link')).toHaveLength(14));
    expect(within(careers).queryByRole('button', { name: /Show more/ })).not.toBeInTheDocument();
    expect(groupCalls(calls)).toEqual(
      expect.arrayContaining(['?q=nars&type=VIDEO&limit=10', '?q=nars&type=CAREER&limit=10', '?q=nars&type=CAREER&limit=20']),
    );
  });

  it('says when nothing matched and offers the suggestions; a new search updates the address', async () => {
    const { app } = open('/search?q=astrologer');
    expect(await screen.findByText('No results for “astrologer”')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Watch career videos' })).toHaveAttribute('href', '/videos');
    const box = screen.getByRole('searchbox', { name: 'Search coaches, careers and videos' });
    fireEvent.change(box, { target: { value: 'nars' } });
    fireEvent.keyDown(box, { key: 'Enter', code: 'Enter', keyCode: 13 });
    await screen.findByRole('region', { name: /Career Explorer/ });
    expect(app.location()).toBe('/search?q=nars');
  });

  it('speaks Filipino when chosen, keeping the group names of spec section 2', async () => {
    mockFetch(server);
    renderApp({ path: '/search?q=nars', userPref: { language: 'fil' } });
    const careers = await screen.findByRole('region', { name: /Career Explorer/ });
    expect(await screen.findByRole('heading', { name: 'Mga resulta ng search', level: 1 })).toBeInTheDocument();
    expect(screen.getByText('Lahat ng tumutugma sa “nars”.')).toBeInTheDocument();
    expect(within(careers).getByRole('button', { name: 'Magpakita pa ng Career Explorer' })).toBeInTheDocument();
  });
});
