import { describe, expect, it, jest } from '@jest/globals';
import type { CareerDetail } from '@lakbay/contracts';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import { aCoachListItem } from '@/test-utils/coaching-fixtures';
import { aCareer, aPage } from '@/test-utils/content-fixtures';
import { jsonResponse, mockFetch } from '@/test-utils/fetch-mock';
import { setUpAppTests } from '@/test-utils/render-app';

// The first render loads the page's lazy chunk (antd among it): slow on a busy machine.
jest.setTimeout(60_000);

describe('CareerPage', () => {
  const renderApp = setUpAppTests({ preload: [() => import('./career-page')] });

  async function open(career: CareerDetail) {
    mockFetch((call) =>
      call.path === `/api/v2/careers/${career.slug}` ? jsonResponse(200, career) : jsonResponse(404, { statusCode: 404, message: 'No.' }),
    );
    renderApp({ path: `/careers/${career.slug}` });
    await screen.findByRole('heading', { level: 1, name: career.title });
  }

  const section = (name: string) => screen.getByRole('heading', { name }).closest('section') as HTMLElement;

  it('shows entry and experienced pay as monthly peso ranges with their source', async () => {
    await open(
      aCareer({
        salary: {
          entryMin: 25_000,
          entryMax: 35_000,
          experiencedMin: 50_000,
          experiencedMax: 50_000,
          year: 2025,
          source: 'PSA wage survey',
        },
      }),
    );
    const pay = section('Salary range');
    expect(within(pay).getByText('Entry level').nextSibling).toHaveTextContent('₱25,000 – ₱35,000');
    expect(within(pay).getByText('Experienced').nextSibling).toHaveTextContent(/^₱50,000$/);
    expect(within(pay).getByText('Monthly, in pesos. 2025 figures; source: PSA wage survey.')).toBeInTheDocument();
  });

  it('says when a career has no salary figures', async () => {
    await open(aCareer({ salary: null }));
    expect(within(section('Salary range')).getByText('No salary figures yet for this career.')).toBeInTheDocument();
  });

  it('lays out the education path, naming strands in full and adding TESDA and a licensure exam only when one applies', async () => {
    await open(aCareer({ education: { shsStrands: ['STEM'], collegeCourses: [], tesdaCertificates: [] } }));
    const path = section('How to get there');
    expect(within(path).getByTitle('Science, Technology, Engineering and Mathematics')).toHaveTextContent('STEM');
    expect(within(path).getByText('No specific course required')).toBeInTheDocument();
    expect(within(path).queryByRole('heading', { name: 'TESDA certificate' })).not.toBeInTheDocument();
    cleanup();

    await open(aCareer({ education: { shsStrands: [], collegeCourses: ['BS Nursing'], tesdaCertificates: ['Caregiving NC II'] } }));
    const withTesda = section('How to get there');
    expect(
      within(withTesda)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Senior high strand', 'College course', 'TESDA certificate']);
    expect(within(withTesda).getByText('Any strand')).toBeInTheDocument();
    expect(within(withTesda).getByText('Caregiving NC II')).toBeInTheDocument();
    expect(within(withTesda).queryByRole('heading', { name: 'Licensure exam' })).not.toBeInTheDocument();
    cleanup();

    await open(
      aCareer({
        education: {
          shsStrands: ['STEM'],
          collegeCourses: ['BS Nursing'],
          tesdaCertificates: [],
          licensureExams: ['Nurse Licensure Examination (PRC)'],
        },
      }),
    );
    const withExam = section('How to get there');
    expect(
      within(withExam)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Senior high strand', 'College course', 'Licensure exam']);
    expect(within(withExam).getByText('Nurse Licensure Examination (PRC)')).toBeInTheDocument();
  });

  it('lists Koaches of the career category in their own section with a link to the filtered list', async () => {
    const career = aCareer();
    const calls = mockFetch((call) =>
      call.path === `/api/v2/careers/${career.slug}` ? jsonResponse(200, career) : jsonResponse(200, aPage([aCoachListItem()])),
    );
    renderApp({ path: `/careers/${career.slug}` });
    const koaches = (await screen.findByRole('heading', { name: 'Koaches in this field' })).closest('section') as HTMLElement;
    expect(await within(koaches).findByRole('link', { name: 'Ana Reyes' })).toHaveAttribute('href', '/coaches/ana-reyes');
    expect(within(koaches).getByRole('link', { name: 'Find a Koach' })).toHaveAttribute('href', `/coaches?category=${career.category}`);
    expect(calls.map((call) => call.path)).toContain(`/api/v2/coaches?category=${career.category}&page=1&pageSize=3`);
  });

  it('loads the Koaches section, its code and its read, only once the reader nears it', async () => {
    // The browser's IntersectionObserver (jsdom has none): this test says when the section's place nears the screen.
    const observed: { callback: IntersectionObserverCallback; options?: IntersectionObserverInit; targets: Element[] }[] = [];
    class FakeIntersectionObserver {
      readonly entry: (typeof observed)[number];
      constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
        this.entry = { callback, options, targets: [] };
        observed.push(this.entry);
      }
      observe(target: Element) {
        this.entry.targets.push(target);
      }
      disconnect() {
        this.entry.targets = [];
      }
    }
    const real = Object.getOwnPropertyDescriptor(window, 'IntersectionObserver');
    Object.defineProperty(window, 'IntersectionObserver', { configurable: true, writable: true, value: FakeIntersectionObserver });
    try {
      const career = aCareer();
      const calls = mockFetch((call) =>
        call.path === `/api/v2/careers/${career.slug}` ? jsonResponse(200, career) : jsonResponse(200, aPage([aCoachListItem()])),
      );
      renderApp({ path: `/careers/${career.slug}` });
      await screen.findByRole('heading', { level: 1, name: career.title });
      const watching = () => observed.filter((entry) => entry.targets.some((target) => target.id === 'koaches-in-field'));
      await waitFor(() => expect(watching()).toHaveLength(1));
      const [place] = watching();
      // It watches from about a screen below: the section is there by the time it is scrolled to.
      expect(place.options?.rootMargin).toBe('0px 0px 800px 0px');
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(screen.queryByRole('heading', { name: 'Koaches in this field' })).toBeNull();
      expect(calls.map((call) => call.path).filter((path) => path.startsWith('/api/v2/coaches'))).toEqual([]);

      const target = place.targets[0];
      act(() => place.callback([{ isIntersecting: true, target } as unknown as IntersectionObserverEntry], {} as IntersectionObserver));
      const koaches = (await screen.findByRole('heading', { name: 'Koaches in this field' })).closest('section') as HTMLElement;
      expect(await within(koaches).findByRole('link', { name: 'Ana Reyes' })).toHaveAttribute('href', '/coaches/ana-reyes');
      expect(calls.map((call) => call.path)).toContain(`/api/v2/coaches?category=${career.category}&page=1&pageSize=3`);
    } finally {
      if (real) {
        Object.defineProperty(window, 'IntersectionObserver', real);
      } else {
        delete (window as { IntersectionObserver?: unknown }).IntersectionObserver;
      }
    }
  });

  it('says an unknown career was not found and links back to all careers', async () => {
    mockFetch(() => jsonResponse(404, { statusCode: 404, code: 'NOT_FOUND', message: 'There is no such career.' }));
    renderApp({ path: '/careers/astronaut' });
    expect(await screen.findByText('We could not find this career')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See all careers' })).toHaveAttribute('href', '/careers');
  });
});
