// Content list latency through the BFF: loads 1,000 careers through the admin API, then measures
// GET /api/v2/careers (p50, p95) without and with filters, on first asking (no cached answer) and
// again, and the 304 answer to If-None-Match.
// `node scripts/bench-content.mjs` starts a fresh standalone platform (build first: npm run
// build:server); scripts/bench.mjs can call contentBench(base) on the platform it started.
import { pathToFileURL } from 'node:url';
import { inParallel, latency, startStandalone } from './bench-support.mjs';

const CAREERS = 1000;
const CATEGORIES = [
  'marketing-branding',
  'design',
  'community-development',
  'data',
  'brand-management',
  'business',
  'operations',
  'multimedia',
  'research',
  'math-logic',
  'sales',
];

async function post(base, path, token, body) {
  const res = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  if (!res.ok) {
    throw new Error(`POST ${path}: HTTP ${res.status} ${await res.text()}`);
  }
  return res.json();
}

function career(i) {
  return {
    title: `Bench Career ${String(i).padStart(4, '0')} ${['Analyst', 'Designer', 'Officer', 'Specialist', 'Engineer'][i % 5]}`,
    category: CATEGORIES[i % CATEGORIES.length],
    summary: `A generated career for the benchmark, number ${i}, about ${['data', 'people', 'design', 'money', 'logistics'][i % 5]}.`,
    dayInTheLife: 'Meetings in the morning, focused work in the afternoon, a short report at the end of the day.',
    keyTasks: ['Plan the work', 'Do the work', 'Report the results'],
    skills: { hard: ['Spreadsheets', 'Writing'], soft: ['Curiosity', 'Teamwork'] },
    education: { shsStrands: ['STEM', 'ABM'], collegeCourses: ['BS Business Administration'], tesdaCertificates: [] },
    salary: { entryMin: 20000, entryMax: 30000, experiencedMin: 45000, experiencedMax: 80000, year: 2024, source: 'Benchmark data' },
    outlook: 'Generated for the benchmark.',
    published: true,
  };
}

/** Loads 1,000 careers into the platform at `base` (http://host:port) and measures the careers list. */
export async function contentBench(base, admin = { email: 'admin@demo.lakbay.ph', password: 'lakbay-admin-demo' }) {
  const api = `${base}/api/v2`;
  const { sessionCookie } = await post(api, '/auth/login', undefined, admin);
  const loadStarted = performance.now();
  await inParallel(CAREERS, 8, (i) => post(api, '/admin/careers', sessionCookie, career(i)));
  const loadSeconds = (performance.now() - loadStarted) / 1000;
  const total = (await (await fetch(`${api}/careers?pageSize=1`)).json()).total;
  console.log(
    `\nLoaded ${CAREERS} careers through the admin API in ${loadSeconds.toFixed(1)} s (${Math.round(CAREERS / loadSeconds)}/s); ${total} published careers in all.\n`,
  );
  const etag = (await fetch(`${api}/careers?pageSize=20`)).headers.get('etag');
  let distinct = 0;
  // The service keeps recent answers by ETag, so repeated queries are served from memory until the
  // next edit; the "distinct" rows ask something new every time and show the cost of a miss.
  const rows = [
    await latency('GET /careers?page=N&pageSize=20 (distinct: no cache)', 300, 10, () =>
      fetch(`${api}/careers?page=${(distinct % 50) + 1}&pageSize=${20 + (Math.floor(distinct++ / 50) % 30)}`),
    ),
    await latency('GET /careers?q=career NNNN (distinct: no cache)', 300, 10, () =>
      fetch(`${api}/careers?q=${encodeURIComponent(`career ${String(distinct++ % 1000).padStart(4, '0')}`)}&pageSize=20`),
    ),
    await latency('GET /careers?pageSize=20', 1000, 10, () => fetch(`${api}/careers?pageSize=20`)),
    await latency('GET /careers?page=25&pageSize=20', 1000, 10, () => fetch(`${api}/careers?page=25&pageSize=20`)),
    await latency('GET /careers?category=data&pageSize=20', 1000, 10, () => fetch(`${api}/careers?category=data&pageSize=20`)),
    await latency('GET /careers?q=designer&pageSize=20', 1000, 10, () => fetch(`${api}/careers?q=designer&pageSize=20`)),
    await latency('GET /careers?category=design&q=bench designer', 1000, 10, () =>
      fetch(`${api}/careers?category=design&q=${encodeURIComponent('bench designer')}&pageSize=20`),
    ),
    await latency(
      'GET /careers?pageSize=20 (If-None-Match: 304)',
      1000,
      10,
      () => fetch(`${api}/careers?pageSize=20`, { headers: { 'if-none-match': etag } }),
      304,
    ),
  ];
  console.table(rows);
  return rows;
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const platform = await startStandalone({
    port: Number(process.env.BENCH_PORT ?? 3198),
    name: 'bench-content',
    env: { SERVE_WEB: 'false' },
  });
  try {
    await contentBench(platform.base);
  } finally {
    await platform.stop();
  }
}
