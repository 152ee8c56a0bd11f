import { describe, expect, it, jest } from '@jest/globals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { jsonResponse, mockFetch } from '@/test-utils/fetch-mock';
import { aLoggedUser, aUserProfile } from '@/test-utils/fixtures';
import { setUpAppTests } from '@/test-utils/render-app';

// The first render loads the page's lazy chunk (antd among it): slow on a busy machine.
jest.setTimeout(60_000);

describe('the Koach onboarding steps in the chosen language', () => {
  const renderApp = setUpAppTests({ preload: [() => import('./onboarding-coach-page')], resetLocale: true });

  function open(step: number, language: 'en' | 'fil') {
    mockFetch(() => jsonResponse(200, aUserProfile({ isCoach: true, onboardingStep: 4, language, dataPrivacyConsentAt: null })));
    renderApp({ path: `/onboarding-coach/steps/${step}`, session: aLoggedUser({ isCoach: true }), userPref: { language } });
  }

  it('shows step 3, the Koach profile, in Filipino', async () => {
    open(3, 'fil');
    expect(await screen.findByLabelText('Taon ng karanasan')).toBeInTheDocument();
    expect(screen.getByText('Ito ang makikita ng mga Kadet.')).toBeInTheDocument();
    expect(screen.getByLabelText('Mga wika')).toBeInTheDocument();
  });

  it('shows step 4, links and consent, in Filipino', async () => {
    open(4, 'fil');
    expect(await screen.findByText(/hal\. Dubai/)).toBeInTheDocument();
    expect(screen.getByText(/Ang mga Kadet lang na naka-book sa iyo/)).toBeInTheDocument();
  });

  it('keeps the English words in English', async () => {
    open(3, 'en');
    expect(await screen.findByLabelText('Years of experience')).toBeInTheDocument();
    expect(screen.getByText('Your path so far, ending in what you can help Kadets with.')).toBeInTheDocument();
  });

  it('switches to Filipino from the onboarding step itself, and saves the choice on the account', async () => {
    const profile = aUserProfile({ isCoach: true, onboardingStep: 4, language: 'en', dataPrivacyConsentAt: null });
    const calls = mockFetch((call) =>
      call.method === 'PATCH' ? jsonResponse(200, { ...profile, language: 'fil' }) : jsonResponse(200, profile),
    );
    const app = renderApp({ path: '/onboarding-coach/steps/3', session: aLoggedUser({ isCoach: true }), userPref: { language: 'en' } });

    expect(await screen.findByLabelText('Years of experience')).toBeInTheDocument();
    const choice = screen.getByText('Language of Lakbay and its e-mails').parentElement as HTMLElement;
    fireEvent.click(within(choice).getByRole('button', { name: 'Filipino' }));

    expect(await screen.findByLabelText('Taon ng karanasan')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Tapusin ang pag-set up ng iyong Koach account' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('fil');
    expect(app.store.getState().appState.userPref.language).toBe('fil');
    await waitFor(() =>
      expect(calls.filter((call) => call.method === 'PATCH').map((call) => [call.path, call.body])).toEqual([
        ['/api/v2/users/me', { language: 'fil' }],
      ]),
    );
  });
});
