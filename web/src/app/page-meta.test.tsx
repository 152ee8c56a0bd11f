import { afterEach, describe, expect, it, jest } from '@jest/globals';
import type { VideoSummary } from '@lakbay/contracts';
import { act, fireEvent, screen } from '@testing-library/react';
import { aCareer } from '@/test-utils/content-fixtures';
import { jsonResponse, mockFetch } from '@/test-utils/fetch-mock';
import { setUpAppTests } from '@/test-utils/render-app';

// The first render loads the page's lazy chunk: slow on a busy machine.
jest.setTimeout(60_000);

const video: VideoSummary = {
  id: 'v-1',
  title: 'A day on the ward',
  speaker: 'Ana Reyes',
  speakerRole: 'Nurse',
  youtubeId: 'dQw4w9WgXcQ',
  embedUrl: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
  durationSeconds: 312,
  categories: ['sales'],
  publishedOn: '2026-01-10',
  language: 'en',
  fallback: false,
};
const career = aCareer({ summary: 'Cares for patients in hospitals and clinics.', relatedVideos: [video] });

const meta = (key: string) => document.head.querySelector<HTMLMetaElement>(`meta[name="${key}"], meta[property="${key}"]`)?.content ?? null;

function setSaveData(saveData: boolean | undefined) {
  Object.defineProperty(navigator, 'connection', { value: saveData === undefined ? undefined : { saveData }, configurable: true });
}

describe('document title, description and link-preview tags', () => {
  const renderApp = setUpAppTests({ preload: [() => import('@/features/careers/pages/career-page')] });

  afterEach(() => {
    setSaveData(undefined);
  });

  function open(path: string, userPref?: Record<string, unknown>) {
    mockFetch((call) =>
      call.path === `/api/v2/careers/${career.slug}` ? jsonResponse(200, career) : jsonResponse(404, { statusCode: 404, message: 'No.' }),
    );
    const app = renderApp({ path, ...(userPref ? { userPref } : {}) });
    return app;
  }

  it('names a detail page after its subject, with its summary, and drops them when leaving it', async () => {
    const app = open(`/careers/${career.slug}`);
    await screen.findByRole('heading', { level: 1, name: career.title });
    expect(document.title).toBe('Registered Nurse · Lakbay');
    expect(meta('description')).toBe(career.summary);
    expect(meta('og:title')).toBe('Registered Nurse');
    expect(meta('og:description')).toBe(career.summary);
    expect(meta('og:type')).toBe('article');
    expect(meta('og:url')).toMatch(/\/careers\/registered-nurse$/);

    await act(() => app.router.navigate('/no-such-page'));
    expect(document.title).toBe('Page not found · Lakbay');
    expect(meta('og:type')).toBe('website');
    expect(meta('description')).toBe('Lakbay: explore careers and connect with volunteer coaches.');
  });

  it('names a list page after its heading and describes it with its intro', async () => {
    open('/careers');
    await screen.findByRole('heading', { level: 1, name: 'Career Explorer' });
    expect(document.title).toBe('Career Explorer · Lakbay');
    expect(meta('og:description')).toBe('Browse careers by category and find out what the work is really like.');
  });

  it('shows a video as a link instead of a player with data saver on, and the player again when it is switched off', async () => {
    open(`/careers/${career.slug}`, { dataSaver: true });
    const link = await screen.findByRole('link', { name: /Watch on YouTube/ });
    expect(link).toHaveAttribute('href', 'https://www.youtube.com/watch?v=dQw4w9WgXcQ');
    expect(screen.queryByRole('button', { name: /^Play video/ })).not.toBeInTheDocument();

    fireEvent.click(screen.getByRole('switch', { name: 'Data saver' }));
    expect(await screen.findByRole('button', { name: /^Play video: A day on the ward/ })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Watch on YouTube/ })).not.toBeInTheDocument();
  });

  it('turns data saver on by itself when the browser asks to save data, until the visitor chooses', async () => {
    setSaveData(true);
    open(`/careers/${career.slug}`);
    expect(await screen.findByRole('link', { name: /Watch on YouTube/ })).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Data saver' })).toBeChecked();
  });

  it('plays videos in the page when neither the browser nor the visitor asks to save data', async () => {
    setSaveData(false);
    open(`/careers/${career.slug}`);
    expect(await screen.findByRole('button', { name: /^Play video: A day on the ward/ })).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Data saver' })).not.toBeChecked();
  });
});
