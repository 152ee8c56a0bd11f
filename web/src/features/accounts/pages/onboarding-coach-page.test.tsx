import { afterEach, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { cleanup, screen } from '@testing-library/react';
import { jsonResponse, mockFetch } from '@/test-utils/fetch-mock';
import { aLoggedUser, aUserProfile } from '@/test-utils/fixtures';
import { renderApp } from '@/test-utils/render-app';

// The first render loads the page's lazy chunk (antd among it): slow on a busy machine.
jest.setTimeout(20_000);

describe('the Koach onboarding steps in the chosen language', () => {
  let unregister: () => void = () => undefined;

  beforeAll(async () => {
    await import('./onboarding-coach-page');
  });

  afterEach(() => {
    unregister();
    cleanup();
  });

  function open(step: number, language: 'en' | 'fil') {
    mockFetch(() => jsonResponse(200, aUserProfile({ isCoach: true, onboardingStep: 4, language, dataPrivacyConsentAt: null })));
    const app = renderApp({ path: `/onboarding-coach/steps/${step}`, session: aLoggedUser({ isCoach: true }), userPref: { language } });
    unregister = app.unregister;
  }

  it('shows step 3, the Koach profile, in Filipino', async () => {
    open(3, 'fil');
    expect(await screen.findByLabelText('Taon ng karanasan')).toBeInTheDocument();
    expect(screen.getByText('Ito ang makikita ng mga Kadet.')).toBeInTheDocument();
    expect(screen.getByLabelText('Mga wika')).toBeInTheDocument();
  });

  it('shows step 4, links and consent, in Filipino', async () => {
    open(4, 'fil');
    expect(await screen.findByText('hal. Asia/Manila')).toBeInTheDocument();
    expect(screen.getByText(/Ang mga Kadet lang na naka-book sa iyo/)).toBeInTheDocument();
  });

  it('keeps the English words in English', async () => {
    open(3, 'en');
    expect(await screen.findByLabelText('Years of experience')).toBeInTheDocument();
    expect(screen.getByText('Your path so far, ending in what you can help Kadets with.')).toBeInTheDocument();
  });
});
