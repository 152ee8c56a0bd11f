import { describe, expect, it, jest } from '@jest/globals';
import type { Video } from '@lakbay/contracts';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { aPage, aVideo } from '@/test-utils/content-fixtures';
import { jsonResponse, mockFetch, type FakeServer, type RecordedCall } from '@/test-utils/fetch-mock';
import { setUpAppTests } from '@/test-utils/render-app';

// The first render loads the page's lazy chunk: slow on a busy machine.
jest.setTimeout(60_000);

const queries = (calls: RecordedCall[]) =>
  calls.filter((c) => c.path.startsWith('/api/v2/videos')).map((c) => Object.fromEntries(new URL(c.path, 'http://x').searchParams));

describe('VideosPage', () => {
  const renderApp = setUpAppTests({ preload: [() => import('./videos-page')] });

  function open(path: string, server: FakeServer) {
    const calls = mockFetch(server);
    const app = renderApp({ path });
    return { app, calls };
  }

  it('asks for a known category and the search words, and ignores an unknown category', async () => {
    const { calls } = open('/videos?category=sales&q=nurse&page=2', () => jsonResponse(200, aPage<Video>([])));
    await screen.findByText('No videos match “nurse” in Sales');
    expect(queries(calls)).toEqual([{ category: 'sales', q: 'nurse', page: '2', pageSize: '12' }]);
    cleanup();
    const other = open('/videos?category=astrology', () => jsonResponse(200, aPage<Video>([])));
    expect(await screen.findByText('No videos yet')).toBeInTheDocument();
    expect(queries(other.calls)).toEqual([{ page: '1', pageSize: '12' }]);
  });

  it('clears the search and the category from an empty result', async () => {
    const { app, calls } = open('/videos?category=sales&q=nurse', () => jsonResponse(200, aPage<Video>([])));
    fireEvent.click(await screen.findByRole('button', { name: 'Clear filters' }));
    await screen.findByText('No videos yet');
    expect(app.location()).toBe('/videos');
    expect(queries(calls).at(-1)).toEqual({ page: '1', pageSize: '12' });
    expect(screen.getByRole('searchbox', { name: 'Search videos' })).toHaveValue('');
  });

  it('opens the video that ?v= names (where a search result leads) with its player, focused', async () => {
    const talk = aVideo({ id: 'v-42', title: 'A day as a nurse', description: 'Shifts, patients and the board exam.' });
    const { app, calls } = open('/videos?v=v-42', (call) =>
      call.path === '/api/v2/videos/v-42'
        ? jsonResponse(200, talk)
        : jsonResponse(200, aPage<Video>([aVideo({ id: 'v-1', title: 'Other talk' })])),
    );
    const panel = await screen.findByRole('region', { name: 'Chosen video: A day as a nurse' });
    // The player is open: the YouTube frame of this video, not a list to scroll through.
    expect(panel.querySelector('iframe')).toHaveAttribute('title', 'A day as a nurse');
    expect(panel).toHaveTextContent('Shifts, patients and the board exam.');
    await waitFor(() => expect(panel).toHaveFocus());
    expect(calls.some((c) => c.path === '/api/v2/videos/v-42')).toBe(true);
    // The list is still below it; "Show all videos" drops the choice.
    expect(await screen.findByText('Other talk')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Show all videos' }));
    await waitFor(() => expect(app.location()).toBe('/videos'));
    // The router's state changes first; the page draws the new address in a transition after it.
    await waitFor(() => expect(screen.queryByRole('region', { name: /Chosen video/ })).not.toBeInTheDocument());
  });

  it('says so when the chosen video is gone, and still lists the others', async () => {
    open('/videos?v=gone', (call) =>
      call.path === '/api/v2/videos/gone'
        ? jsonResponse(404, { statusCode: 404, code: 'NOT_FOUND', message: 'No published video has this id.' })
        : jsonResponse(200, aPage<Video>([aVideo({ id: 'v-1', title: 'Other talk' })])),
    );
    expect(await screen.findByText('This video is no longer available. Here are the others.')).toBeInTheDocument();
    expect(await screen.findByText('Other talk')).toBeInTheDocument();
  });

  it('searches at once on Enter, back on the first page', async () => {
    const { app, calls } = open('/videos?page=3', () => jsonResponse(200, aPage<Video>([])));
    await screen.findByText('No videos yet');
    const box = screen.getByRole('searchbox', { name: 'Search videos' });
    fireEvent.change(box, { target: { value: '  engineer ' } });
    // Enter in the box submits its search form.
    fireEvent.submit(box.closest('form') as HTMLFormElement);
    await screen.findByText('No videos match “engineer”');
    expect(app.location()).toBe('/videos?q=engineer');
    expect(queries(calls).at(-1)).toEqual({ q: 'engineer', page: '1', pageSize: '12' });
  });
});
