import { describe, expect, it, jest } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import { aCoachDetail } from '@/test-utils/coaching-fixtures';
import { jsonResponse, mockFetch } from '@/test-utils/fetch-mock';
import { setUpAppTests } from '@/test-utils/render-app';

jest.setTimeout(60_000);

describe('CoachProfilePage', () => {
  const renderApp = setUpAppTests({ preload: [() => import('./coach-profile-page')] });

  it('shows the profile, stats, trainings with Book links, next free times and reviews', async () => {
    mockFetch((call) => (call.path === '/api/v2/coaches/ana-reyes' ? jsonResponse(200, aCoachDetail()) : jsonResponse(404, {})));
    renderApp({ path: '/coaches/ana-reyes' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Ana Reyes' })).toBeInTheDocument();
    expect(screen.getByText('Data analyst at a Manila bank')).toBeInTheDocument();
    expect(screen.getByText('6 years of experience')).toBeInTheDocument();
    expect(screen.getByText('Speaks English, Filipino')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /LinkedIn profile/ })).toHaveAttribute('href', 'https://www.linkedin.com/in/ana-reyes-demo');

    const stats = screen.getByRole('heading', { name: 'Sessions and rating' }).closest('section') as HTMLElement;
    expect(within(stats).getByText('Sessions held').nextSibling).toHaveTextContent('14');
    expect(within(stats).getByText('Average rating').nextSibling).toHaveTextContent('4.8');
    expect(within(stats).getByRole('img', { name: 'Rated 4.8 out of 5' })).toBeInTheDocument();

    expect(screen.getByRole('link', { name: 'Book Career chat' })).toHaveAttribute(
      'href',
      '/coaches/ana-reyes/schedule/training/career-chat',
    );
    expect(screen.getByRole('link', { name: 'Book Resume review' })).toHaveAttribute(
      'href',
      '/coaches/ana-reyes/schedule/training/resume-review',
    );

    const next = screen.getByRole('heading', { name: 'Next free times' }).closest('section') as HTMLElement;
    const slots = within(next)
      .getAllByRole('link')
      .filter((link) => link.getAttribute('href')?.includes('/steps/2'));
    expect(slots).toHaveLength(2);
    expect(slots[0]).toHaveAttribute('href', '/coaches/ana-reyes/schedule/steps/2?training=career-chat&start=2030-03-04T01%3A00%3A00.000Z');

    expect(screen.getByText('Very kind and practical.')).toBeInTheDocument();
  });

  it("says an unknown Koach isn't available and links to all Koaches", async () => {
    mockFetch(() => jsonResponse(404, { statusCode: 404, code: 'NOT_FOUND', message: 'No such coach.' }));
    renderApp({ path: '/coaches/nobody' });
    expect(await screen.findByRole('heading', { level: 1, name: "This Koach isn't available" })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See all Koaches' })).toHaveAttribute('href', '/coaches');
  });
});
