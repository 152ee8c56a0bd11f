import { describe, expect, it, jest } from '@jest/globals';
import type { CareerSuggestion, InterestResult } from '@lakbay/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { aPage } from '@/test-utils/content-fixtures';
import { jsonResponse, mockFetch, type RecordedCall } from '@/test-utils/fetch-mock';
import { aLoggedUser, aUserProfile } from '@/test-utils/fixtures';
import { setUpAppTests } from '@/test-utils/render-app';
import { STATEMENTS } from '../model/statements';

jest.setTimeout(60_000);

const nurse: CareerSuggestion = {
  id: '1c1e1c2a-0000-4000-8000-000000000001',
  slug: 'registered-nurse',
  title: 'Registered Nurse',
  category: 'community-development',
  summary: 'Cares for patients in hospitals and communities.',
  salary: null,
  interestCode: 'SIC',
  match: 83,
  fit: 'strong',
  matched: ['S', 'I'],
  language: 'en',
  fallback: false,
};

const suggestionQueries = (calls: RecordedCall[]) =>
  calls
    .filter((c) => c.path.startsWith('/api/v2/careers/suggestions'))
    .map((c) => new URL(c.path, 'http://x').searchParams.get('interests'));

/** The statements shown: each a group named by its text. */
const statementGroups = () => [...document.querySelectorAll('fieldset')];

/** Answers every statement of the shown page: Like for the given areas, Dislike for the rest. */
async function answerPage(likes: string, { like = 'Like', dislike = 'Dislike' } = {}) {
  await screen.findAllByRole('radio');
  for (const group of statementGroups()) {
    const id = (group.querySelector('input') as HTMLInputElement).name;
    const area = STATEMENTS.find((s) => s.id === id)?.area ?? '-';
    fireEvent.click(within(group).getByLabelText(likes.includes(area) ? like : dislike));
  }
}

describe('InterestsPage', () => {
  const renderApp = setUpAppTests({ preload: [() => import('./interests-page')], resetLocale: true });

  it('takes a visitor through the statements a page at a time, then shows their areas and suggested careers', async () => {
    const calls = mockFetch(() => jsonResponse(200, aPage([nurse], { total: 1 })));
    const app = renderApp({ path: '/interests' });

    fireEvent.click(await screen.findByRole('button', { name: 'Start the quiz' }));
    expect(await screen.findByText('Page 1 of 6')).toBeInTheDocument();
    expect(screen.getByText('0 of 30 answered')).toBeInTheDocument();
    expect(statementGroups()).toHaveLength(5);
    expect(screen.getByRole('group', { name: 'Fix a broken electric fan or bicycle' })).toBeInTheDocument();

    // Next without answers says what is missing and stays.
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Answer every activity on this page to go on.');
    expect(screen.getByText('Page 1 of 6')).toBeInTheDocument();

    for (let page = 1; page <= 6; page++) {
      await screen.findByText(`Page ${page} of 6`);
      await answerPage('SI');
      expect(screen.getByText(`${page * 5} of 30 answered`)).toBeInTheDocument();
      fireEvent.click(screen.getByRole('button', { name: page === 6 ? 'See my results' : 'Next' }));
    }

    // S and I were liked (10 points each), the rest disliked: a tie, so the RIASEC order gives IS.
    expect(await screen.findByRole('heading', { name: 'Your interest code: IS' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'I · Investigative (Thinker)' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'S · Social (Helper)' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Registered Nurse' })).toHaveAttribute('href', '/careers/registered-nurse');
    expect(suggestionQueries(calls)).toContain('IS');
    // Kept on the device, with a way to save it to a profile.
    const kept = app.store.getState().appState.userPref.interestResult as InterestResult;
    expect(kept).toMatchObject({ code: 'IS', scores: { R: 0, I: 10, A: 0, S: 10, E: 0, C: 0 } });
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login?__redirectTo=%2Finterests');
    expect(calls.some((c) => c.method === 'PATCH')).toBe(false);
  });

  it('runs in Filipino: the statements, answers, pages and result', async () => {
    mockFetch(() => jsonResponse(200, aPage([nurse], { total: 1 })));
    renderApp({ path: '/interests', userPref: { language: 'fil' } });

    fireEvent.click(await screen.findByRole('button', { name: 'Simulan ang quiz' }));
    expect(await screen.findByText('Pahina 1 ng 6')).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Mag-ayos ng sirang electric fan o bisikleta' })).toBeInTheDocument();
    for (let page = 1; page <= 6; page++) {
      await screen.findByText(`Pahina ${page} ng 6`);
      await answerPage('SI', { like: 'Gusto', dislike: 'Ayaw' });
      expect(screen.getByText(`${page * 5} sa 30 ang nasagot`)).toBeInTheDocument();
      fireEvent.click(screen.getByRole('button', { name: page === 6 ? 'Tingnan ang resulta ko' : 'Susunod' }));
    }
    expect(await screen.findByRole('heading', { name: 'Ang iyong interest code: IS' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Registered Nurse' })).toHaveAttribute('href', '/careers/registered-nurse');
  });

  it('says so when every answer was Dislike, and suggests nothing', async () => {
    const calls = mockFetch(() => jsonResponse(200, aPage([nurse])));
    const app = renderApp({ path: '/interests?start=1' });
    for (let page = 1; page <= 6; page++) {
      await screen.findByText(`Page ${page} of 6`);
      await answerPage('');
      fireEvent.click(screen.getByRole('button', { name: page === 6 ? 'See my results' : 'Next' }));
    }
    expect(await screen.findByText(/You marked every activity Dislike/)).toBeInTheDocument();
    expect(suggestionQueries(calls)).toEqual([]);
    expect(app.location()).toBe('/interests');
  });

  it('lets a logged-in Kadet save the result shown to their profile', async () => {
    const result: InterestResult = { code: 'SIA', scores: { R: 1, I: 6, A: 4, S: 9, E: 2, C: 0 }, takenAt: '2026-11-20T00:00:00.000Z' };
    let saved: InterestResult | null = null;
    const calls = mockFetch((call) => {
      if (call.path === '/api/v2/users/me' && call.method === 'PATCH') {
        saved = { ...result, takenAt: '2026-11-25T00:00:00.000Z' };
        return jsonResponse(200, aUserProfile({ interestResult: saved }));
      }
      if (call.path === '/api/v2/users/me') {
        return jsonResponse(200, aUserProfile({ interestResult: saved }));
      }
      return jsonResponse(200, aPage([nurse]));
    });
    renderApp({ path: '/interests', session: aLoggedUser(), userPref: { interestResult: result } });

    expect(await screen.findByRole('heading', { name: 'Your interest code: SIA' })).toBeInTheDocument();
    fireEvent.click(await screen.findByRole('button', { name: 'Save to my profile' }));
    expect(await screen.findByText('Saved to your profile.')).toBeInTheDocument();
    const patch = calls.find((c) => c.method === 'PATCH');
    expect(patch?.body).toEqual({ interestScores: result.scores });
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Save to my profile' })).not.toBeInTheDocument());
  });
});
