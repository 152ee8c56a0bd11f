import { describe, expect, it, jest } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import { jsonResponse, mockFetch } from '@/test-utils/fetch-mock';
import { aLoggedUser, aUserProfile } from '@/test-utils/fixtures';
import { setUpAppTests } from '@/test-utils/render-app';

// The first render loads the page's lazy chunk (antd among it): slow on a busy machine.
jest.setTimeout(60_000);

describe('MyLayout', () => {
  const renderApp = setUpAppTests({ preload: [() => import('./my-layout')] });

  async function entries(isCoach: boolean): Promise<string[]> {
    mockFetch(() => jsonResponse(200, aUserProfile({ isCoach })));
    renderApp({ path: '/my/profile', session: aLoggedUser({ isCoach }) });
    const nav = await screen.findByRole('navigation', { name: 'My account' });
    return within(nav)
      .getAllByRole('link')
      .map((link) => link.textContent ?? '');
  }

  it("keeps a Koach's availability, Kadets and trainings out of a Kadet's menu", async () => {
    expect(await entries(false)).toEqual(['Profile', 'My Koaches', 'Schedule', 'Events', 'Privacy']);
  });

  it('shows a Koach their availability, their Kadets and their trainings', async () => {
    expect(await entries(true)).toEqual([
      'Profile',
      'My Koaches',
      'Schedule',
      'Events',
      'My Availability',
      'My Kadets',
      'My trainings',
      'Privacy',
    ]);
  });
});
