import { describe, expect, it, jest } from '@jest/globals';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { applyLocale } from '@/lib/i18n';
import { jsonResponse, mockFetch } from '@/test-utils/fetch-mock';
import { aLoggedUser, aUserProfile } from '@/test-utils/fixtures';
import { setUpAppTests } from '@/test-utils/render-app';

// The first render loads the page's lazy chunk (antd among it): slow on a busy machine.
jest.setTimeout(60_000);

describe('the profile in the chosen language', () => {
  const renderApp = setUpAppTests({ resetLocale: true });

  it('reads in Filipino with Filipino dates, and a switch there is saved on the account', async () => {
    const profile = aUserProfile({ yearLevel: 'GRADE_12', dataPrivacyConsentAt: '2026-11-03T04:00:00.000Z' });
    const calls = mockFetch((call) =>
      call.method === 'PATCH' ? jsonResponse(200, { ...profile, language: 'fil' }) : jsonResponse(200, profile),
    );
    renderApp({ path: '/my/profile', session: aLoggedUser(), userPref: { language: 'fil' } });

    expect(await screen.findByRole('heading', { name: 'Aking profile' })).toBeInTheDocument();
    expect(await screen.findByText('Ibinigay noong Nob 3, 2026')).toBeInTheDocument();
    expect(screen.getByText('Grade 12')).toBeInTheDocument();
    expect(screen.getByText('Pahintulot ayon sa Data Privacy Act')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'PATCH')).toEqual([]);

    const choice = screen.getByText('Wika ng Lakbay at ng mga e-mail nito').parentElement as HTMLElement;
    fireEvent.click(within(choice).getByRole('button', { name: 'English' }));

    expect(await screen.findByRole('heading', { name: 'My profile' })).toBeInTheDocument();
    await waitFor(() => expect(calls.filter((call) => call.method === 'PATCH').map((call) => call.body)).toEqual([{ language: 'en' }]));
    expect(calls.find((call) => call.method === 'PATCH')?.path).toBe('/api/v2/users/me');
  });

  it('links a Koach to their public page by its address, in both languages', async () => {
    const coach = {
      displayName: 'Ben Cruz',
      slug: 'ben-cruz',
      headline: 'Engineer',
      expertise: [],
      yearsOfExperience: 5,
      bio: null,
      languages: ['English'],
      linkedinUrl: null,
      meetingLink: null,
      timeZone: 'Asia/Manila',
    };
    mockFetch(() => jsonResponse(200, aUserProfile({ isCoach: true, coach })));
    renderApp({ path: '/my/profile', session: aLoggedUser({ isCoach: true }) });

    expect(await screen.findByRole('link', { name: '/coaches/ben-cruz' })).toHaveAttribute('href', '/coaches/ben-cruz');
    await act(async () => {
      await applyLocale('fil');
    });
    expect(await screen.findByText(/Makikita ito ng mga Kadet sa/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '/coaches/ben-cruz' })).toBeInTheDocument();
  });
});
