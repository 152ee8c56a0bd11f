import { describe, expect, it, jest } from '@jest/globals';
import type { CoachingResource } from '@lakbay/contracts';
import { screen, within } from '@testing-library/react';
import { jsonResponse, mockFetch } from '@/test-utils/fetch-mock';
import { aLoggedUser } from '@/test-utils/fixtures';
import { setUpAppTests } from '@/test-utils/render-app';

// The first render loads the page's lazy chunk (antd among it): slow on a busy machine.
jest.setTimeout(60_000);

const resource = (id: string, position: number, title: string, link: Partial<CoachingResource> = {}): CoachingResource => ({
  id,
  title,
  body: `About ${title}.`,
  linkUrl: null,
  linkLabel: null,
  position,
  language: 'en',
  fallback: false,
  ...link,
});

describe('CoachingResourcesPage', () => {
  const renderApp = setUpAppTests({ preload: [() => import('./coaching-resources-page')] });

  function open(resources: CoachingResource[]) {
    mockFetch(() => jsonResponse(200, resources));
    renderApp({ path: '/coaching-resources', session: aLoggedUser({ isCoach: true }) });
  }

  const card = (title: string) => screen.getByRole('heading', { name: title }).closest('li') as HTMLElement;

  it('lists resources in the order the team set', async () => {
    open([resource('b', 2, 'Your first session'), resource('c', 3, 'Templates'), resource('a', 1, 'Start here')]);
    await screen.findByRole('heading', { name: 'Start here' });
    expect(
      within(screen.getByRole('main'))
        .getAllByRole('heading', { level: 2 })
        .map((h) => h.textContent),
    ).toEqual(['Start here', 'Your first session', 'Templates']);
  });

  it('opens pages of the platform in place and other sites in a new tab, labelled Open by default', async () => {
    open([
      resource('a', 1, 'Add availability', { linkUrl: '/faqs/add-availability', linkLabel: 'Read the guide' }),
      resource('b', 2, 'Session template', { linkUrl: 'https://docs.example.ph/template' }),
      resource('c', 3, 'Etiquette'),
    ]);
    await screen.findByRole('heading', { name: 'Add availability' });
    const inPlace = within(card('Add availability')).getByRole('link', { name: 'Read the guide' });
    expect(inPlace).toHaveAttribute('href', '/faqs/add-availability');
    expect(inPlace).not.toHaveAttribute('target');
    const outside = within(card('Session template')).getByRole('link', { name: /^Open/ });
    expect(outside).toHaveAttribute('href', 'https://docs.example.ph/template');
    expect(outside).toHaveAttribute('target', '_blank');
    expect(within(card('Etiquette')).queryByRole('link')).not.toBeInTheDocument();
  });

  it('points to the availability guide while there are no resources', async () => {
    open([]);
    expect(await screen.findByText('No resources yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'How to add availabilities' })).toHaveAttribute('href', '/faqs/add-availability');
  });
});
