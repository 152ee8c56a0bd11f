import { describe, expect, it, jest } from '@jest/globals';
import type { Faq } from '@lakbay/contracts';
import { screen, within } from '@testing-library/react';
import { jsonResponse, mockFetch } from '@/test-utils/fetch-mock';
import { setUpAppTests } from '@/test-utils/render-app';

// The first render loads the page's lazy chunk: slow on a busy machine.
jest.setTimeout(60_000);

const faq = (id: string, topic: string, position: number, question: string, slug: string | null = null): Faq => ({
  id,
  slug,
  question,
  answer: `Answer to: ${question}`,
  topic,
  position,
  language: 'en',
  fallback: false,
});

describe('FaqsPage', () => {
  const renderApp = setUpAppTests({ preload: [() => import('./faqs-page')] });

  function open(path: string, faqs: Faq[]) {
    mockFetch(() => jsonResponse(200, faqs));
    renderApp({ path });
  }

  it('groups questions by topic, topics in the order of their first question, questions by position', async () => {
    open('/faqs', [
      faq('3', 'Events', 3, 'Can I bring a friend?'),
      faq('2', 'Accounts', 2, 'How do I change my e-mail?'),
      faq('1', 'Accounts', 1, 'How do I sign up?'),
      faq('4', '', 4, 'Who runs Lakbay?'),
    ]);
    await screen.findByRole('heading', { name: 'Accounts' });
    expect(
      within(screen.getByRole('main'))
        .getAllByRole('heading', { level: 2 })
        .map((h) => h.textContent),
    ).toEqual(['Accounts', 'Events', 'General']);
    const accounts = screen.getByRole('region', { name: 'Accounts' });
    expect(
      within(accounts)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['How do I sign up?', 'How do I change my e-mail?']);
    expect(within(screen.getByRole('region', { name: 'General' })).getByText('Who runs Lakbay?')).toBeInTheDocument();
  });

  it('keeps answers folded, except the one the address names', async () => {
    open('/faqs#add-availability', [
      faq('1', 'Koaches', 1, 'How do I add availability?', 'add-availability'),
      faq('2', 'Koaches', 2, 'How do I get paid?'),
    ]);
    expect(await screen.findByText('Answer to: How do I add availability?')).toBeVisible();
    expect(screen.getByText('Answer to: How do I get paid?')).not.toBeVisible();
  });

  it('opens one answer at a time within a topic, each topic on its own', async () => {
    open('/faqs', [
      faq('1', 'Koaches', 1, 'How do I add availability?'),
      faq('2', 'Koaches', 2, 'How do I get paid?'),
      faq('3', 'Kadets', 3, 'Is it free?'),
    ]);
    const answer = await screen.findByText('Answer to: How do I add availability?');
    expect(answer).not.toBeVisible();
    // One name per topic: the browser closes the others of that topic when one opens.
    const item = (question: string) => screen.getByRole('heading', { name: question }).closest('details');
    expect(item('How do I add availability?')?.getAttribute('name')).toBe(item('How do I get paid?')?.getAttribute('name'));
    expect(item('Is it free?')?.getAttribute('name')).not.toBe(item('How do I get paid?')?.getAttribute('name'));
  });

  it('says so when there are no questions yet', async () => {
    open('/faqs', []);
    expect(await screen.findByText('No questions answered yet')).toBeInTheDocument();
  });

  it('speaks Filipino when chosen; the questions stay as written', async () => {
    mockFetch(() => jsonResponse(200, [faq('1', '', 1, 'Who runs Lakbay?')]));
    renderApp({ path: '/faqs', userPref: { language: 'fil' } });
    expect(await screen.findByRole('heading', { name: 'Mga madalas itanong', level: 1 })).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'Pangkalahatan' })).toHaveTextContent('Who runs Lakbay?');
    expect(screen.getByRole('link', { name: 'Paano magdagdag ng availability' })).toBeInTheDocument();
  });
});
