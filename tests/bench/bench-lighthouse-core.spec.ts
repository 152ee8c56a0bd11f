// The pure parts of the public pages' speed bench (scripts/bench-lighthouse-core.mjs, issue 30
// points 2 and 5): a seed repeats the pick of detail pages, medians, and each figure judged
// against its target, so the table's PASS/FAIL says what the issue asks.
import {
  LIST_PAGES,
  NETWORK_PRESETS,
  abTable,
  judge,
  markdownTable,
  median,
  medianOfRuns,
  pickDetailPages,
  seededRandom,
  slowHostLine,
  // @ts-expect-error -- a plain ES module of the repository's scripts, without type declarations
} from '../../scripts/bench-lighthouse-core.mjs';

const lists = {
  career: { items: [{ slug: 'nurse' }, { slug: 'software-developer' }, { slug: 'chef' }, { slug: 'pilot' }] },
  coach: [{ slug: 'demo-koach' }, { slug: 'ana-santos' }],
  event: { data: [{ id: 'e-1' }, { id: 'e-2' }, { id: 'e-3' }] },
  challenge: { items: [{ id: 7 }] },
};

describe('bench-lighthouse-core', () => {
  it('lists every kind of public list page', () => {
    expect(LIST_PAGES).toEqual(['/', '/careers', '/coaches', '/events', '/jobs', '/videos', '/faqs', '/virtual-apprenticeship']);
  });

  it('picks one detail page of each kind from the lists, the same pages for the same seed', () => {
    const { picks, missing } = pickDetailPages(lists, seededRandom('abc'));
    expect(missing).toEqual([]);
    expect(picks.map((p: { kind: string }) => p.kind)).toEqual(['career', 'coach', 'event', 'challenge']);
    expect(picks[0].path).toMatch(/^\/careers\/(nurse|software-developer|chef|pilot)$/);
    expect(picks[1].path).toMatch(/^\/coaches\/(demo-koach|ana-santos)$/);
    expect(picks[2].path).toMatch(/^\/events\/e-[123]$/);
    expect(picks[3].path).toBe('/virtual-apprenticeship/7');
    expect(pickDetailPages(lists, seededRandom('abc')).picks).toEqual(picks);
  });

  it('picks differently across seeds (not always the first item)', () => {
    const careers = new Set(Array.from({ length: 40 }, (_, i) => pickDetailPages(lists, seededRandom(`seed-${i}`)).picks[0].path));
    expect(careers.size).toBeGreaterThan(2);
  });

  it('names a kind with nothing listed as missing instead of inventing a page', () => {
    const { picks, missing } = pickDetailPages({ ...lists, event: { items: [] }, challenge: undefined }, seededRandom('x'));
    expect(missing).toEqual(['event', 'challenge']);
    expect(picks).toHaveLength(2);
  });

  it('takes the median of the measured values, leaving out failed runs', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([Number.NaN, 5, 9])).toBe(7);
    expect(median([])).toBeNaN();
    expect(medianOfRuns([{ tbt: 10, lcp: 900 }, { tbt: 300, lcp: 1000 }, { tbt: 20 }])).toEqual({ tbt: 20, lcp: 950 });
  });

  it('judges each figure against the target of issue 30 point 2, bounds included', () => {
    expect(judge('performance', 95)).toBe('PASS');
    expect(judge('performance', 94)).toBe('FAIL');
    expect(judge('TBT ms', 150)).toBe('PASS');
    expect(judge('TBT ms', 151)).toBe('FAIL');
    expect(judge('FCP Fast 3G s', '2.00')).toBe('PASS');
    expect(judge('FCP Fast 3G s', '2.01')).toBe('FAIL');
    expect(judge('FCP Slow 3G s', '5.00')).toBe('PASS');
    expect(judge('FCP Slow 3G s', '5.01')).toBe('FAIL');
    expect(judge('FCP Slow 3G s', 'NaN')).toBe('FAIL');
  });

  it('uses Chrome DevTools Fast 3G and Slow 3G presets', () => {
    expect(NETWORK_PRESETS['Fast 3G']).toEqual({ latency: 562.5, downloadThroughput: 180000, uploadThroughput: 84375 });
    expect(NETWORK_PRESETS['Slow 3G']).toEqual({ latency: 2000, downloadThroughput: 50000, uploadThroughput: 50000 });
  });

  it('prints each figure with its verdict and a row of targets', () => {
    const table = markdownTable([
      {
        page: '/',
        performance: 96,
        'TBT ms': 200,
        'FCP Fast 3G s': '1.50',
        'FCP Slow 3G s': '6.10',
        'LCP s': '2.40',
        CLS: '0.000',
        'KiB transferred': 230,
        'machine index': 1480,
      },
    ]);
    expect(table).toContain('| / | 96 PASS | 200 ms FAIL | 1.50 s PASS | 6.10 s FAIL | 2.40 s | 0.000 | 230 | 1480 |');
    expect(table).toContain('| Target | ≥ 95 | ≤ 150 ms | ≤ 2.0 s | ≤ 5.0 s |');
  });

  it('counts the runs on a host Lighthouse calls too slow for its 4x slowdown (index under 1,000)', () => {
    const line = slowHostLine([
      { page: '/', 'machine index runs': [1825, 915, 1371] },
      { page: '/jobs', 'machine index runs': [999, null, 1000] },
      { page: '/faqs' },
    ]);
    expect(line).toContain('over the 5 Lighthouse runs: 915-1825, median 1000; 2 of them under 1000');
    expect(slowHostLine([{ page: '/' }])).toContain('over the 0 Lighthouse runs: none measured; 0 of them');
  });

  it('compares two builds page by page: runs, median TBT of each, how many pages B lowered, the geometric mean', () => {
    const run = (performance: number, tbt: number, benchmarkIndex = 1000) => ({ performance, tbt, benchmarkIndex });
    const table = abTable([
      { page: '/', a: [run(85, 400), run(80, 600), run(90, 200)], b: [run(95, 100), run(90, 200, 1200.4), {}] },
      { page: '/faqs', a: [run(90, 300), run(90, 300)], b: [run(88, 600), run(86, 600)] },
      { page: '/jobs', a: [{}, {}], b: [run(99, 50)] },
    ]);
    expect(table).toContain('| / | 85/400@1000, 80/600@1000, 90/200@1000 | 95/100@1000, 90/200@1200, failed | 400 -> 150 |');
    expect(table).toContain('| /faqs | 90/300@1000, 90/300@1000 | 88/600@1000, 86/600@1000 | 300 -> 600 |');
    expect(table).toContain('| /jobs | failed, failed | 99/50@1000 | n/a |');
    // 150/400 and 600/300: sqrt(0.375 * 2) = 0.87.
    expect(table).toContain("B's median TBT lower on 1 of 2 pages; geometric mean of B's over A's: 0.87");
  });
});
