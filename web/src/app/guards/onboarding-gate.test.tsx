import { describe, expect, it } from '@jest/globals';
import { screen, waitFor } from '@testing-library/react';
import { jsonResponse, mockFetch } from '@/test-utils/fetch-mock';
import { aLoggedUser } from '@/test-utils/fixtures';
import { setUpAppTests } from '@/test-utils/render-app';
import { onboardingRedirect } from './onboarding-gate';

describe('onboardingRedirect', () => {
  const kadet = { username: null, isCoach: false };
  const koach = { username: null, isCoach: true };

  it('leaves visitors and users with a username alone', () => {
    expect(onboardingRedirect(null, '/careers')).toBeNull();
    expect(onboardingRedirect({ username: 'lia', isCoach: false }, '/careers')).toBeNull();
  });

  it('sends a Kadet without a username to /onboarding/steps/2 and a Koach to /onboarding-coach/steps/2', () => {
    expect(onboardingRedirect(kadet, '/')).toBe('/onboarding/steps/2');
    expect(onboardingRedirect(koach, '/my/profile')).toBe('/onboarding-coach/steps/2');
    // The Kadet flow is not the Koach's.
    expect(onboardingRedirect(koach, '/onboarding/steps/2')).toBe('/onboarding-coach/steps/2');
  });

  it('never redirects on /logout, /error or the user’s own onboarding steps', () => {
    expect(onboardingRedirect(kadet, '/logout')).toBeNull();
    expect(onboardingRedirect(kadet, '/error')).toBeNull();
    expect(onboardingRedirect(kadet, '/onboarding/steps/2')).toBeNull();
    expect(onboardingRedirect(koach, '/onboarding-coach/steps/3')).toBeNull();
  });
});

describe('OnboardingGate', () => {
  const renderApp = setUpAppTests();

  it('takes a logged-in Kadet with no username from any page to step 2 of onboarding', async () => {
    mockFetch(() => jsonResponse(404, {}));
    const app = renderApp({ path: '/careers', session: aLoggedUser({ username: null }) });

    await waitFor(() => expect(app.location()).toBe('/onboarding/steps/2'));
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
  });

  it('lets them log out', async () => {
    mockFetch(() => new Response(null, { status: 204 }));
    const app = renderApp({ path: '/logout', session: aLoggedUser({ username: null, isCoach: true }) });

    await waitFor(() => expect(app.location()).toBe('/'));
    expect(app.store.getState().appState.isAuth).toBe(false);
  });
});
