// The pure parts of scripts/bench-lighthouse.mjs (issue 30 points 2 and 5): which pages to measure
// (every public list page and one detail page of each kind, picked by a seeded random choice), the
// network presets of Chrome DevTools, medians and the judging of each figure against its target.
// No I/O here, so tests/bench/bench-lighthouse-core.spec.ts can check it.

/** Every kind of public list page (web/src/app/router.tsx): the home page first. */
export const LIST_PAGES = ['/', '/careers', '/coaches', '/events', '/jobs', '/videos', '/faqs', '/virtual-apprenticeship'];

/**
 * The kinds with a public detail page: where the platform's API lists them (every page of the list
 * is read, so the pick is from the whole catalogue), where the page is, and which field of a listed
 * item names it in the page's path. Jobs have no detail page of their own
 * (a job links to its employer's site), videos and FAQs neither.
 */
export const DETAIL_KINDS = [
  { kind: 'career', api: '/api/v2/careers', page: (key) => `/careers/${key}`, key: 'slug' },
  { kind: 'coach', api: '/api/v2/coaches', page: (key) => `/coaches/${key}`, key: 'slug' },
  { kind: 'event', api: '/api/v2/events', page: (key) => `/events/${key}`, key: 'id' },
  { kind: 'challenge', api: '/api/v2/virapp/challenges', page: (key) => `/virtual-apprenticeship/${key}`, key: 'id' },
];

/**
 * Chrome DevTools' network presets as chrome-devtools-frontend defines them (core/sdk/NetworkManager.ts,
 * Fast3GConditions and Slow3GConditions; newer DevTools call Fast 3G "Slow 4G" and Slow 3G "3G").
 * Throughputs in bytes per second, latency in milliseconds, the units of CDP's
 * Network.emulateNetworkConditions.
 */
export const NETWORK_PRESETS = {
  'Fast 3G': { latency: 150 * 3.75, downloadThroughput: ((1.6 * 1000 * 1000) / 8) * 0.9, uploadThroughput: ((750 * 1000) / 8) * 0.9 },
  'Slow 3G': { latency: 400 * 5, downloadThroughput: ((500 * 1000) / 8) * 0.8, uploadThroughput: ((500 * 1000) / 8) * 0.8 },
};

/** DevTools' "4x slowdown" (CDP Emulation.setCPUThrottlingRate). */
export const CPU_SLOWDOWN = 4;

/** Issue 30 point 2's targets, one per figure of the table. */
export const TARGETS = {
  performance: { label: '≥ 95', pass: (v) => v >= 95 },
  'TBT ms': { label: '≤ 150 ms', pass: (v) => v <= 150 },
  'FCP Fast 3G s': { label: '≤ 2.0 s', pass: (v) => v <= 2.0 },
  'FCP Slow 3G s': { label: '≤ 5.0 s', pass: (v) => v <= 5.0 },
};

/** A repeatable random number generator (mulberry32) seeded by a string: BENCH_SEED. */
export function seededRandom(seed) {
  let h = 1779033703 ^ String(seed).length;
  for (const ch of String(seed)) {
    h = Math.imul(h ^ ch.charCodeAt(0), 3432918353);
    h = (h << 13) | (h >>> 19);
  }
  let a = h >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** One item of `items` chosen by `random` (a () => [0, 1) function); undefined when there is none. */
export function pickOne(items, random) {
  return items.length === 0 ? undefined : items[Math.floor(random() * items.length)];
}

/** The items of a list answer of the API: a bare array or the array under items/data/results. */
export function listItems(body) {
  if (Array.isArray(body)) {
    return body;
  }
  for (const field of ['items', 'data', 'results']) {
    if (Array.isArray(body?.[field])) {
      return body[field];
    }
  }
  return [];
}

/**
 * One detail page per kind, chosen with `random` among the items `lists[kind]` (the API's list
 * answers by kind name). A kind with no item is left out and named in `missing`.
 */
export function pickDetailPages(lists, random) {
  const picks = [];
  const missing = [];
  for (const { kind, page, key } of DETAIL_KINDS) {
    const keys = listItems(lists[kind])
      .map((item) => item?.[key])
      .filter((k) => typeof k === 'string' || typeof k === 'number');
    const chosen = pickOne(keys, random);
    if (chosen === undefined) {
      missing.push(kind);
    } else {
      picks.push({ kind, path: page(encodeURIComponent(String(chosen))) });
    }
  }
  return { picks, missing };
}

/** The median of the finite numbers among `values` (the mean of the middle two for an even count); NaN for none. */
export function median(values) {
  const sorted = values.filter((v) => typeof v === 'number' && Number.isFinite(v)).sort((a, b) => a - b);
  if (sorted.length === 0) {
    return Number.NaN;
  }
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/** Each field's median over runs (objects of numbers): { field: median }. */
export function medianOfRuns(runs) {
  const fields = [...new Set(runs.flatMap((run) => Object.keys(run)))];
  return Object.fromEntries(fields.map((f) => [f, median(runs.map((run) => run[f]))]));
}

/** 'PASS' or 'FAIL' for `value` against TARGETS[figure]; a figure not measured (NaN) fails. */
export function judge(figure, value) {
  const n = typeof value === 'string' ? Number(value) : value;
  return Number.isFinite(n) && TARGETS[figure].pass(n) ? 'PASS' : 'FAIL';
}

/** The Markdown table of the rows: each judged figure with its verdict, the others as measured, and the targets' row. */
export function markdownTable(rows) {
  // The machine's index (Lighthouse's benchmarkIndex, median of the page's runs): how fast this
  // machine was as it measured the page; 4x CPU then stands for a phone of about a quarter of it.
  const header = ['Page', 'Performance', 'TBT', 'FCP Fast 3G', 'FCP Slow 3G', 'LCP', 'CLS', 'KiB moved', 'Machine index'];
  const cell = (row, figure, unit) => {
    const value = row[figure];
    const shown = Number.isFinite(Number(value)) ? `${value}${unit}` : 'n/a';
    return `${shown} ${judge(figure, value)}`;
  };
  const lines = [
    header,
    header.map(() => '---'),
    ...rows.map((r) => [
      r.kind ? `${r.page} (${r.kind})` : r.page,
      cell(r, 'performance', ''),
      cell(r, 'TBT ms', ' ms'),
      cell(r, 'FCP Fast 3G s', ' s'),
      cell(r, 'FCP Slow 3G s', ' s'),
      `${r['LCP s']} s`,
      r.CLS,
      r['KiB transferred'],
      Number.isFinite(Number(r['machine index'])) ? r['machine index'] : 'n/a',
    ]),
    [
      'Target',
      TARGETS.performance.label,
      TARGETS['TBT ms'].label,
      TARGETS['FCP Fast 3G s'].label,
      TARGETS['FCP Slow 3G s'].label,
      '',
      '',
      '',
      '',
    ],
  ];
  return lines.map((cells) => `| ${cells.join(' | ')} |`).join('\n');
}

/**
 * Lighthouse's own bound for a host too slow for its default 4x slowdown: below this index its CLI
 * warns "The tested device appears to have a slower CPU than Lighthouse expects" (the node API the
 * bench calls does not), the host being about half as fast as the one the 4x stands for.
 */
export const SLOW_HOST_INDEX = 1000;

/** One line on how many of the Lighthouse runs (`machine index runs` of each row) Lighthouse would call too slow a host. */
export function slowHostLine(rows) {
  const indexes = rows.flatMap((row) => row['machine index runs'] ?? []).filter((index) => Number.isFinite(index));
  const slow = indexes.filter((index) => index < SLOW_HOST_INDEX).length;
  const sorted = [...indexes].sort((a, b) => a - b);
  const range = sorted.length > 0 ? `${sorted[0]}-${sorted.at(-1)}, median ${Math.round(median(sorted))}` : 'none measured';
  return `Machine index over the ${indexes.length} Lighthouse runs: ${range}; ${slow} of them under ${SLOW_HOST_INDEX}, where Lighthouse's CLI warns that the host's CPU is slower than its ${CPU_SLOWDOWN}x slowdown expects (the figures then stand for a slower phone than intended).`;
}

/**
 * Two builds measured side by side (bench-lighthouse.mjs with BENCH_LIGHTHOUSE_AB): each page's runs
 * on A and on B (performance/TBT ms@machine index), the median TBT of each, and the geometric mean
 * over the pages of B's median over A's. On a machine whose speed moves by half within minutes, only
 * runs of the two builds taken in turn compare them; a bench of each at another time does not.
 * `results`: [{ page, a: [run], b: [run] }], a run as lighthouseRun returns it ({} when it failed).
 */
export function abTable(results) {
  const shown = (run) =>
    Number.isFinite(run.tbt) ? `${run.performance}/${Math.round(run.tbt)}@${Math.round(run.benchmarkIndex)}` : 'failed';
  const tbts = (runs) => runs.map((run) => run.tbt).filter((tbt) => Number.isFinite(tbt));
  const lines = ['| Page | A: performance/TBT ms@index | B: performance/TBT ms@index | Median TBT A -> B |', '| --- | --- | --- | --- |'];
  const ratios = [];
  for (const { page, a, b } of results) {
    const [medianA, medianB] = [median(tbts(a)), median(tbts(b))];
    if (medianA > 0 && medianB > 0) {
      ratios.push(medianB / medianA);
    }
    const medians = Number.isFinite(medianA) && Number.isFinite(medianB) ? `${Math.round(medianA)} -> ${Math.round(medianB)}` : 'n/a';
    lines.push(`| ${page} | ${a.map(shown).join(', ')} | ${b.map(shown).join(', ')} | ${medians} |`);
  }
  const geometricMean = ratios.length > 0 ? Math.exp(ratios.reduce((sum, r) => sum + Math.log(r), 0) / ratios.length) : Number.NaN;
  const lower = ratios.filter((r) => r < 1).length;
  return `${lines.join('\n')}\n\nB's median TBT lower on ${lower} of ${ratios.length} pages; geometric mean of B's over A's: ${Number.isFinite(geometricMean) ? geometricMean.toFixed(2) : 'n/a'}`;
}
