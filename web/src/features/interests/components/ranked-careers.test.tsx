import { describe, expect, it, jest } from '@jest/globals';
import type { CareerCategory, CareerSuggestion, CareerSuggestionPage, InterestArea, InterestResult } from '@lakbay/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { jsonResponse, mockFetch } from '@/test-utils/fetch-mock';
import { setUpAppTests } from '@/test-utils/render-app';

jest.setTimeout(60_000);

// Four areas tied at 8: the 3-letter code (IAS) would drop Enterprising.
const TIED: InterestResult = { code: 'IAS', scores: { R: 2, I: 8, A: 8, S: 8, E: 8, C: 0 }, takenAt: '2026-12-01T00:00:00.000Z' };

const CATEGORIES: CareerCategory[] = ['community-development', 'community-development', 'design', 'data', 'design', 'sales'];

/** 14 careers ranked by the service: the 10th and 11th fit equally, the 12th less. */
const MATCHES = [100, 100, 90, 90, 80, 80, 70, 70, 60, 60, 60, 50, 40, 30];
const ranked: CareerSuggestion[] = MATCHES.map((match, i) => ({
  id: `00000000-0000-4000-8000-${String(i + 1).padStart(12, '0')}`,
  slug: `career-${i + 1}`,
  title: `Career ${i + 1}`,
  category: CATEGORIES[i] ?? 'operations',
  summary: `What career ${i + 1} does.`,
  salary: null,
  interestCode: i === 0 ? 'SAE' : 'EAC',
  match,
  fit: match >= 70 ? 'strong' : match >= 45 ? 'good' : 'fair',
  matched: (i === 0 ? ['S', 'A'] : ['E']) as InterestArea[],
  language: 'en',
  fallback: false,
}));
const answer: CareerSuggestionPage = { items: ranked, page: 1, pageSize: 50, total: ranked.length, areas: ['I', 'A', 'S', 'E'] };

const careerList = () => screen.getByRole('list', { name: /Careers to explore|Mga career na puwede mong tuklasin/ });
const shownTitles = () =>
  within(careerList())
    .getAllByRole('heading', { level: 3 })
    .map((h) => h.textContent);

describe('The quiz result: careers ranked by fit', () => {
  const renderApp = setUpAppTests({ preload: [() => import('../pages/interests-page')], resetLocale: true });

  it('asks for the ranking by all the scores, shows the best 10 to 12 first with why, says the tie plainly, and links to Koaches', async () => {
    const calls = mockFetch(() => jsonResponse(200, answer));
    renderApp({ path: '/interests', userPref: { interestResult: TIED } });

    expect(await screen.findByRole('heading', { name: 'Your interest code: IAS' })).toBeInTheDocument();
    expect(screen.getByTestId('tie-note')).toHaveTextContent(
      'Your top interests are tied: Investigative, Artistic, Social and Enterprising. We used all four.',
    );
    // All four tied areas are explained, none dropped.
    for (const name of ['I · Investigative (Thinker)', 'A · Artistic (Creator)', 'S · Social (Helper)', 'E · Enterprising (Persuader)']) {
      expect(screen.getByRole('heading', { name })).toBeInTheDocument();
    }

    await screen.findByRole('link', { name: 'Career 1' });
    const query = new URL(calls.find((c) => c.path.startsWith('/api/v2/careers/suggestions'))?.path ?? '', 'http://x').searchParams;
    expect(Object.fromEntries(query)).toEqual({ interests: 'IAS', scores: '2,8,8,8,8,0', page: '1', pageSize: '50' });

    // The 10th and 11th fit equally: both shown, the 12th waits for "show more".
    expect(shownTitles()).toEqual(ranked.slice(0, 11).map((c) => c.title));
    expect(within(careerList()).getAllByRole('listitem')[0]).toHaveTextContent('Strong fit · Matches your Social and Artistic interests');
    expect(within(careerList()).getAllByRole('listitem')[10]).toHaveTextContent('Good fit · Matches your Enterprising interests');
    expect(screen.getByText('Best fit first. Careers that fit equally are listed A to Z.')).toBeInTheDocument();

    // Koaches of the fields of the best careers, best first, each once.
    const coaches = screen.getByRole('region', { name: 'Talk to a Koach in these fields' });
    expect(
      within(coaches)
        .getAllByRole('link')
        .map((a) => [a.textContent, a.getAttribute('href')]),
    ).toEqual([
      ['Koaches in Community Development', '/coaches?category=community-development'],
      ['Koaches in Design', '/coaches?category=design'],
      ['Koaches in Data', '/coaches?category=data'],
    ]);

    fireEvent.click(screen.getByRole('button', { name: 'Show 3 more careers, ranked' }));
    expect(shownTitles()).toEqual(ranked.map((c) => c.title));
    expect(within(careerList()).getAllByRole('listitem')[13]).toHaveTextContent('Some fit · Matches your Enterprising interests');
    await waitFor(() => expect(screen.getByRole('link', { name: 'Career 12' })).toHaveFocus());
    expect(screen.queryByRole('button', { name: /more careers/ })).not.toBeInTheDocument();
  });

  it('says a tie below the strongest area, and shows 10 when the 11th fits less', async () => {
    const items = ranked.map((c, i) => ({ ...c, match: 100 - i * 5 }));
    mockFetch(() => jsonResponse(200, { ...answer, items }));
    const result: InterestResult = { code: 'SIA', scores: { R: 0, I: 7, A: 7, S: 10, E: 1, C: 0 }, takenAt: '2026-12-01T00:00:00.000Z' };
    renderApp({ path: '/interests', userPref: { interestResult: result } });

    expect(await screen.findByTestId('tie-note')).toHaveTextContent(
      'Investigative and Artistic are tied, so we used both, along with Social.',
    );
    await screen.findByRole('link', { name: 'Career 1' });
    expect(shownTitles()).toHaveLength(10);
    expect(screen.getByRole('button', { name: 'Show 4 more careers, ranked' })).toBeInTheDocument();
  });

  it('reveals the rest of a ranking longer than one page, in order, in the same list', async () => {
    const many = Array.from({ length: 55 }, (_, i) => ({
      ...ranked[13],
      id: `id-${i + 1}`,
      slug: `c-${i + 1}`,
      title: `C ${i + 1}`,
      match: 100 - i,
    }));
    const calls = mockFetch((call) => {
      const page = Number(new URL(call.path, 'http://x').searchParams.get('page'));
      return jsonResponse(200, { ...answer, items: many.slice((page - 1) * 50, page * 50), page, total: 55 });
    });
    renderApp({ path: '/interests', userPref: { interestResult: TIED } });
    await screen.findByRole('link', { name: 'C 1' });
    expect(shownTitles()).toHaveLength(10);
    fireEvent.click(screen.getByRole('button', { name: 'Show 45 more careers, ranked' }));
    expect(await screen.findByRole('link', { name: 'C 55' })).toBeInTheDocument();
    expect(shownTitles()).toEqual(many.map((c) => c.title));
    expect(calls.filter((c) => c.path.includes('page=2')).length).toBe(1);
  });

  it('has no tie note without a tie', async () => {
    mockFetch(() => jsonResponse(200, answer));
    const result: InterestResult = { code: 'SIA', scores: { R: 1, I: 6, A: 4, S: 9, E: 2, C: 0 }, takenAt: '2026-12-01T00:00:00.000Z' };
    renderApp({ path: '/interests', userPref: { interestResult: result } });
    await screen.findByRole('link', { name: 'Career 1' });
    expect(screen.queryByTestId('tie-note')).not.toBeInTheDocument();
  });

  it('runs in Filipino: the tie, the fit and why, show more and the Koach links', async () => {
    mockFetch(() => jsonResponse(200, answer));
    renderApp({ path: '/interests', userPref: { interestResult: TIED, language: 'fil' } });

    expect(await screen.findByTestId('tie-note')).toHaveTextContent(
      'Pantay ang score ng mga nangungunang interes mo: Mausisa, Malikhain, Matulungin at Mapangahas. Ginamit namin silang apat.',
    );
    await screen.findByRole('link', { name: 'Career 1' });
    expect(shownTitles()).toHaveLength(11);
    expect(within(careerList()).getAllByRole('listitem')[0]).toHaveTextContent(
      'Bagay na bagay · Tugma sa interes mo sa Matulungin at Malikhain',
    );
    expect(
      screen.getByText('Nauuna ang pinakabagay sa iyo. Kapag pareho ang pagkabagay, naka-ayos sila mula A hanggang Z.'),
    ).toBeInTheDocument();
    const coaches = screen.getByRole('region', { name: 'Makipag-usap sa Koach sa mga field na ito' });
    expect(within(coaches).getByRole('link', { name: 'Mga Koach sa Design' })).toHaveAttribute('href', '/coaches?category=design');

    fireEvent.click(screen.getByRole('button', { name: 'Ipakita pa ang 3 career' }));
    expect(shownTitles()).toHaveLength(14);
    expect(within(careerList()).getAllByRole('listitem')[13]).toHaveTextContent('Medyo bagay · Tugma sa interes mo sa Mapangahas');
  });
});
