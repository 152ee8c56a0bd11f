import { describe, expect, it, jest } from '@jest/globals';
import type { CareerSuggestion } from '@lakbay/contracts';
import { screen } from '@testing-library/react';
import { aPage } from '@/test-utils/content-fixtures';
import { jsonResponse, mockFetch } from '@/test-utils/fetch-mock';
import { aLoggedUser, aUserProfile } from '@/test-utils/fixtures';
import { setUpAppTests } from '@/test-utils/render-app';

jest.setTimeout(60_000);

const welder: CareerSuggestion = {
  id: '2c1e1c2a-0000-4000-8000-000000000002',
  slug: 'welder',
  title: 'Welder',
  category: 'operations',
  summary: 'Joins metal parts.',
  salary: null,
  interestCode: 'RCI',
  match: 100,
  fit: 'strong',
  matched: ['R', 'C'],
  language: 'en',
  fallback: false,
};

describe('Suggested for you on the home page', () => {
  const renderApp = setUpAppTests();

  it('invites a visitor without a result to take the quiz', async () => {
    const calls = mockFetch(() => jsonResponse(200, aPage([])));
    renderApp({ path: '/' });
    expect(await screen.findByRole('heading', { name: 'Suggested for you' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Take the interest quiz' })).toHaveAttribute('href', '/interests?start=1');
    expect(calls.filter((c) => c.path.includes('/careers/suggestions'))).toEqual([]);
  });

  it('shows careers for the result kept on the device', async () => {
    const calls = mockFetch(() => jsonResponse(200, aPage([welder], { total: 8, pageSize: 3 })));
    const stored = { code: 'RC', scores: { R: 9, I: 0, A: 0, S: 0, E: 0, C: 3 }, takenAt: '2026-11-25T00:00:00.000Z' };
    renderApp({ path: '/', userPref: { interestResult: stored } });
    expect(await screen.findByRole('link', { name: 'Welder' })).toHaveAttribute('href', '/careers/welder');
    expect(screen.getByText('Careers that fit your interest code RC.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See all 8 suggestions' })).toHaveAttribute('href', '/interests');
    // Ranked by the quiz's scores, not only its code.
    expect(calls.map((c) => c.path)).toContain('/api/v2/careers/suggestions?interests=RC&scores=9%2C0%2C0%2C0%2C0%2C3&pageSize=3');
  });

  it('uses a Kadet’s sign-up interests while no quiz result is saved', async () => {
    const calls = mockFetch((call) =>
      call.path === '/api/v2/users/me'
        ? jsonResponse(200, aUserProfile({ careerInterests: ['data'] }))
        : jsonResponse(200, aPage([welder])),
    );
    renderApp({ path: '/', session: aLoggedUser() });
    expect(await screen.findByText('Careers that fit the interests you chose at sign-up.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Take the quiz for a closer match' })).toBeInTheDocument();
    expect(calls.map((c) => c.path)).toContain('/api/v2/careers/suggestions?interests=IC&pageSize=3');
  });
});
