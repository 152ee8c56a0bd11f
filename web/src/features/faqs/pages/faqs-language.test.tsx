import { describe, expect, it, jest } from '@jest/globals';
import type { Faq } from '@lakbay/contracts';
import { act, screen } from '@testing-library/react';
import { languageChosen } from '@/lib/state';
import { jsonResponse, mockFetch } from '@/test-utils/fetch-mock';
import { setUpAppTests } from '@/test-utils/render-app';

// The first render loads the page's lazy chunk: slow on a busy machine.
jest.setTimeout(60_000);

// Issue 29: content answered in the interface's language. Sample Filipino strings of the test's own.
const ENGLISH: Faq = {
  id: '1',
  slug: null,
  question: 'Is Lakbay free?',
  answer: 'Yes.',
  topic: 'General',
  position: 1,
  language: 'en',
  fallback: false,
};
const PARTLY_FILIPINO: Faq = { ...ENGLISH, question: 'Libre ba ang Lakbay?', language: 'fil', fallback: true };
const FILIPINO: Faq = { ...PARTLY_FILIPINO, answer: 'Oo.', fallback: false };
const NOTE = 'Nasa English pa ang ilang bahagi nito — wala pa itong salin sa Filipino.';

describe('FaqsPage in the reader’s language', () => {
  const renderApp = setUpAppTests({ preload: [() => import('./faqs-page')], resetLocale: true });

  it('reads the FAQs again when the interface language changes, and says quietly what is still in English', async () => {
    let answer: Faq = ENGLISH;
    const calls = mockFetch((call) => (call.path === '/api/v2/faqs' ? jsonResponse(200, [answer]) : jsonResponse(404, {})));
    const { store } = renderApp({ path: '/faqs' });
    expect(await screen.findByRole('heading', { name: 'Is Lakbay free?' })).toBeInTheDocument();
    expect(screen.queryByText(NOTE)).not.toBeInTheDocument();

    answer = PARTLY_FILIPINO;
    await act(async () => {
      store.dispatch(languageChosen('fil'));
    });
    expect(await screen.findByRole('heading', { name: 'Libre ba ang Lakbay?' })).toBeInTheDocument();
    expect(screen.getByText(NOTE)).toBeInTheDocument();
    expect(calls.filter((c) => c.path === '/api/v2/faqs')).toHaveLength(2);
  });

  it('reads again, in Filipino, an English answer handed to the Filipino interface (a preload sent with the browser’s language)', async () => {
    const answers = [ENGLISH, FILIPINO];
    const calls = mockFetch((call) =>
      call.path === '/api/v2/faqs' ? jsonResponse(200, [answers.shift() ?? FILIPINO]) : jsonResponse(404, {}),
    );
    renderApp({ path: '/faqs', userPref: { language: 'fil' } });
    expect(await screen.findByRole('heading', { name: 'Libre ba ang Lakbay?' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Is Lakbay free?' })).not.toBeInTheDocument();
    expect(calls.filter((c) => c.path === '/api/v2/faqs')).toHaveLength(2);
  });

  it('shows no note when every text is in Filipino', async () => {
    mockFetch((call) => (call.path === '/api/v2/faqs' ? jsonResponse(200, [FILIPINO]) : jsonResponse(404, {})));
    renderApp({ path: '/faqs', userPref: { language: 'fil' } });
    expect(await screen.findByRole('heading', { name: 'Libre ba ang Lakbay?' })).toBeInTheDocument();
    expect(screen.queryByText(NOTE)).not.toBeInTheDocument();
  });
});
