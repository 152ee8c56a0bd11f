// node scripts/bench-search.mjs [--sizes=1000,100000] [--requests=2000]
// Search latency through the BFF (GET /api/v2/search, p50/p95/p99) with the embedded engine, for
// each index size, and the memory of the process that serves it.
// Each size runs in a child process in standalone mode: a feed owner serving generated careers,
// videos (content.changes) and coach profiles (users.changes), the search service and the BFF, all
// on the in-process transport, as `npm start` runs them. This process sends the HTTP requests:
// queries as people type them (growing prefixes after the 300 ms debounce, typos, names, common
// words). Build first: node scripts/build-server.mjs.
import { fork } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort, percentile } from './bench-support.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const arg = (name, fallback) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback;

// ---- realistic records --------------------------------------------------------------------------
const ROLES = [
  'Software Engineer',
  'Data Analyst',
  'Data Scientist',
  'UX Designer',
  'Graphic Designer',
  'Product Manager',
  'Brand Manager',
  'Marketing Specialist',
  'Community Organizer',
  'Nurse',
  'Accountant',
  'Financial Analyst',
  'Operations Manager',
  'Video Editor',
  'Animator',
  'Research Assistant',
  'Statistician',
  'Sales Associate',
  'Business Analyst',
  'Civil Engineer',
  'Mechanical Engineer',
  'Teacher',
  'Social Media Manager',
  'Copywriter',
  'Photographer',
  'Web Developer',
  'Mobile Developer',
  'DevOps Engineer',
  'QA Tester',
  'HR Specialist',
  'Customer Success Manager',
  'Content Strategist',
  'Illustrator',
  'Architect',
  'Pharmacist',
  'Chef',
  'Entrepreneur',
  'Game Developer',
  'Cybersecurity Analyst',
  'Cloud Architect',
  'Electrical Engineer',
  'Medical Technologist',
  'Physical Therapist',
  'Lawyer',
  'Journalist',
  'Supply Chain Analyst',
  'Event Planner',
  'Interior Designer',
  'Agricultural Engineer',
  'Marine Biologist',
];
const CATEGORIES = [
  'Marketing & Branding',
  'Design',
  'Community Development',
  'Data',
  'Brand Management',
  'Business',
  'Operations',
  'Multimedia',
  'Research',
  'Math & Logic',
  'Sales',
];
const LEVELS = ['', '', '', 'Junior', 'Senior', 'Lead', 'Associate', 'Principal', 'Intern', 'Assistant', 'Chief', 'Head of', 'Freelance'];
const SPECIALTIES = [
  '',
  '',
  'Healthcare',
  'Fintech',
  'E-commerce',
  'Government',
  'Education',
  'Non-profit',
  'Telecommunications',
  'Retail',
  'Manufacturing',
  'Media',
  'Tourism',
  'Energy',
  'Logistics',
  'Agriculture',
  'Banking',
  'Gaming',
  'Real Estate',
  'BPO',
];
const FIRST = [
  'Maria',
  'Jose',
  'Juan',
  'Ana',
  'Mark',
  'Angelica',
  'Paolo',
  'Kristine',
  'Miguel',
  'Camille',
  'Rafael',
  'Bea',
  'Carlo',
  'Patricia',
  'Joshua',
  'Nicole',
  'Gabriel',
  'Andrea',
  'Luis',
  'Sofia',
  'Ramon',
  'Liza',
  'Enzo',
  'Bianca',
  'Marco',
  'Isabel',
  'Niño',
  'Rosario',
  'Jericho',
  'Trisha',
];
const LAST = [
  'Santos',
  'Reyes',
  'Cruz',
  'Bautista',
  'Ocampo',
  'Garcia',
  'Mendoza',
  'Torres',
  'Tomas',
  'Andrada',
  'Castillo',
  'Flores',
  'Villanueva',
  'Ramos',
  'Aquino',
  'Navarro',
  'Dela Cruz',
  'Gonzales',
  'Lopez',
  'Mercado',
  'Manalo',
  'Pascual',
  'Domingo',
  'Salazar',
  'Lim',
  'Tan',
  'Sy',
  'Del Rosario',
  'Fernandez',
  'Soriano',
];
const COMPANIES = [
  'Globe Telecom',
  'Ayala Corporation',
  'Jollibee Foods',
  'BDO Unibank',
  'Accenture',
  'Canva',
  'Shopee',
  'GCash',
  'PLDT',
  'Smart Communications',
  'SM Supermalls',
  'Aboitiz',
  'Unilever Philippines',
  'Procter & Gamble',
  'Google',
  'Microsoft',
  'Kumu',
  'Xendit',
  'PayMongo',
  'Grab',
  'St. Luke\u2019s Medical Center',
  'Department of Education',
  'UNICEF Philippines',
  'Gawad Kalinga',
  'ABS-CBN',
  'GMA Network',
];
const PLACES = [
  'Manila',
  'Quezon City',
  'Cebu',
  'Davao',
  'Iloilo',
  'Baguio',
  'Cagayan de Oro',
  'Bacolod',
  'Pampanga',
  'Laguna',
  'Zamboanga',
];
const VIDEO_TEMPLATES = [
  'A day in the life of a {r}',
  'How I became a {r}',
  'What does a {r} do?',
  '{r}: skills you need',
  'Breaking into {c} as a {r}',
  'Ask a {r} anything',
  'From intern to {r}',
  'Is {c} right for you?',
  'Salary talk: {r} in {p}',
  'Portfolio review for aspiring {r}s',
  '{r} career path explained',
  'Working as a {r} in {p}',
  'My first year as a {r}',
  'Interview tips for {r} roles',
];
const WORDS = (
  'career skills portfolio interview resume growth mentor learning students remote startup industry tools projects teamwork leadership ' +
  'communication analysis creativity planning research budget clients design code data internship scholarship university college board exam ' +
  'license certification salary benefits overtime shift hospital clinic classroom laboratory studio office field site community volunteer ' +
  'nonprofit government private public sector training bootcamp online course module workshop seminar webinar networking linkedin ' +
  'application deadline requirements qualifications experience fresh graduate entry level promotion manager team lead stakeholder customer ' +
  'user product service quality safety compliance audit report presentation spreadsheet dashboard analytics statistics python javascript ' +
  'figma photoshop excel sql cloud security network hardware software mobile web marketing sales branding content social media video editing ' +
  'photography writing storytelling public speaking negotiation sustainability agriculture fisheries tourism hospitality logistics finance ' +
  'banking insurance accounting tax law justice health nursing pharmacy medicine therapy psychology education teaching engineering ' +
  'construction architecture energy environment climate'
).split(' ');

function rng(seed) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

/** n records: 30% careers, 40% videos (content), 30% coaches (users). */
export function generate(n, seed = 7) {
  const r = rng(seed);
  const pick = (a) => a[Math.floor(r() * a.length)];
  const sentence = (k) => Array.from({ length: k }, () => pick(WORDS)).join(' ');
  const content = [];
  const users = [];
  for (let i = 0; i < n; i++) {
    const kind = r();
    if (kind < 0.3) {
      const role = pick(ROLES);
      const specialty = pick(SPECIALTIES);
      const title = [pick(LEVELS), role].filter(Boolean).join(' ') + (specialty ? ` (${specialty})` : '');
      const category = pick(CATEGORIES);
      content.push({
        type: 'CAREER',
        id: `career-${i}`,
        title,
        path: `/careers/career-${i}`,
        fields: { category, summary: `${role} roles in ${category}${specialty ? ` for ${specialty}` : ''}: ${sentence(14)}.` },
      });
    } else if (kind < 0.7) {
      const role = pick(ROLES);
      const title = pick(VIDEO_TEMPLATES).replace('{r}', role).replace('{c}', pick(CATEGORIES)).replace('{p}', pick(PLACES));
      content.push({
        type: 'VIDEO',
        id: `video-${i}`,
        title: r() < 0.5 ? title : `${title} | Episode ${1 + Math.floor(r() * 300)}`,
        path: `/videos?v=video-${i}`,
        fields: { speaker: `${pick(FIRST)} ${pick(LAST)}`, description: sentence(18), category: pick(CATEGORIES) },
      });
    } else {
      const name = `${pick(FIRST)} ${String.fromCharCode(65 + Math.floor(r() * 26))}. ${pick(LAST)}`;
      users.push({
        type: 'COACH',
        id: `coach-${i}`,
        title: name,
        path: `/coaches/coach-${i}`,
        fields: {
          headline: `${[pick(LEVELS), pick(ROLES)].filter(Boolean).join(' ')} at ${pick(COMPANIES)}`,
          expertise: `${pick(CATEGORIES)}, ${pick(CATEGORIES)}`,
          location: pick(PLACES),
          bio: sentence(22),
        },
      });
    }
  }
  return { content, users };
}

/** Queries as the SPA sends them: growing prefixes (debounced typing), typos, names, single words. */
function queries() {
  const typed = [
    'software engineer',
    'data analyst',
    'nurse',
    'graphic designer',
    'maria santos',
    'a day in the life',
    'brand manager',
    'cebu',
    'marketing',
    'civil engineer',
    'how i became',
    'ux designer',
    'accountant',
    'globe telecom',
    'photographer',
    'scholarship',
  ];
  const out = [];
  for (const phrase of typed) {
    for (let i = 2; i <= phrase.length; i += 2) {
      out.push(phrase.slice(0, i));
    }
    out.push(phrase);
  }
  out.push(
    'sofware enginer',
    'nurce',
    'analist',
    'desinger',
    'acountant',
    'photgrapher',
    'markting',
    'enginer',
    'santso',
    'reyes',
    'dela cruz',
    'niño',
    'data',
    'design',
    'manila',
    'internship',
    'salary',
    'python',
    'healthcare',
    'career',
  );
  return out;
}

// ---- the server side (child process) --------------------------------------------------------------
async function serve(size, port, dataDir) {
  const require = createRequire(import.meta.url);
  require('reflect-metadata');
  const platform = require(join(ROOT, 'dist/libs/platform/src/index.js'));
  const { pattern } = require(join(ROOT, 'dist/libs/contracts/src/index.js'));
  const { searchService } = require(join(ROOT, 'dist/services/search/src/definition.js'));
  const { startBff } = require(join(ROOT, 'dist/services/bff/src/index.js'));
  const { Controller, Module } = require('@nestjs/common');
  const { NestFactory } = require('@nestjs/core');
  const { MessagePattern } = require('@nestjs/microservices');

  const config = platform.loadConfig({
    MODE: 'standalone',
    DATA_DIR: dataDir,
    PORT: String(port),
    HOST: '127.0.0.1',
    SERVE_WEB: 'false',
    LOG_LEVEL: 'warn',
  });
  const feeds = generate(size);
  const owners = [];
  for (const owner of ['content', 'users']) {
    const log = feeds[owner].map((document, i) => ({
      seq: i + 1,
      type: document.type,
      id: document.id,
      action: 'upserted',
      document,
      at: new Date().toISOString(),
    }));
    class Feed {
      changes(request) {
        const from = Math.max(0, request.after);
        return { changes: log.slice(from, from + request.limit), last: log.length };
      }
    }
    MessagePattern(pattern(`${owner}.changes`))(Feed.prototype, 'changes', Object.getOwnPropertyDescriptor(Feed.prototype, 'changes'));
    Controller()(Feed);
    class FeedModule {}
    Module({ controllers: [Feed] })(FeedModule);
    const app = await NestFactory.createMicroservice(FeedModule, { ...platform.serverOptions(config, owner), logger: false });
    await app.listen();
    owners.push(app);
  }
  global.gc?.();
  const before = process.memoryUsage();
  const started = performance.now();
  const search = await platform.startService(searchService, config);
  const bff = await startBff(config);
  const client = new platform.ServiceClient(platform.createTransportClient(config, 'bff'), config);
  for (;;) {
    const status = await client.send('search.status', {});
    if (
      status.documents >= size &&
      status.owners.content.cursor === feeds.content.length &&
      status.owners.users.cursor === feeds.users.length
    ) {
      break;
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  const indexSeconds = (performance.now() - started) / 1000;
  global.gc?.();
  const after = process.memoryUsage();
  process.send({ ready: true, indexSeconds, before, after });
  const stop = async () => {
    await bff.close();
    await search.close();
    await Promise.all(owners.map((o) => o.close()));
    process.exit(0);
  };
  process.on('message', (message) => {
    if (message === 'memory') {
      global.gc?.();
      process.send({ memory: process.memoryUsage() });
    } else if (message === 'stop') {
      void stop();
    }
  });
}

// ---- the client side ----------------------------------------------------------------------------------
async function latency(base, list, n, concurrency) {
  const times = [];
  let next = 0;
  let results = 0;
  const worker = async () => {
    while (next < n) {
      const q = list[next++ % list.length];
      const started = performance.now();
      const res = await fetch(`${base}/api/v2/search?q=${encodeURIComponent(q)}`);
      const body = await res.json();
      times.push(performance.now() - started);
      if (!res.ok) {
        throw new Error(`HTTP ${res.status} for ${q}: ${JSON.stringify(body)}`);
      }
      results += body.length;
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: concurrency }, worker));
  const seconds = (performance.now() - started) / 1000;
  times.sort((a, b) => a - b);
  return {
    requests: n,
    concurrency,
    rps: Math.round(n / seconds),
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    p99: percentile(times, 99),
    avgResults: (results / n).toFixed(1),
  };
}

async function bench(size, requests) {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'lakbay-bench-search-'));
  const child = fork(fileURLToPath(import.meta.url), [`--serve=${size}`, `--port=${port}`, `--dir=${dataDir}`], {
    execArgv: ['--expose-gc'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const nextMessage = () =>
    new Promise((resolve, reject) => {
      child.once('message', resolve);
      child.once('exit', (code) => reject(new Error(`server exited (${code})`)));
    });
  try {
    const ready = await nextMessage();
    const base = `http://127.0.0.1:${port}`;
    const list = queries();
    await latency(base, list, Math.min(500, requests), 1); // warm-up
    const sequential = await latency(base, list, requests, 1);
    const concurrent = await latency(base, list, requests, 8);
    child.send('memory');
    const { memory } = await nextMessage();
    child.send('stop');
    await new Promise((r) => child.once('exit', r));
    const mb = (b) => (b / 1024 / 1024).toFixed(0);
    return {
      documents: size,
      'index s': ready.indexSeconds.toFixed(1),
      'p50 ms (1)': sequential.p50,
      'p95 ms (1)': sequential.p95,
      'p99 ms (1)': sequential.p99,
      'req/s (1)': sequential.rps,
      'p50 ms (8)': concurrent.p50,
      'p95 ms (8)': concurrent.p95,
      'req/s (8)': concurrent.rps,
      'results/query': sequential.avgResults,
      'rss MB': mb(memory.rss),
      'heap MB': mb(memory.heapUsed),
      'index heap MB': mb(ready.after.heapUsed - ready.before.heapUsed),
    };
  } finally {
    child.kill();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const serveSize = arg('serve');
if (serveSize) {
  await serve(Number(serveSize), Number(arg('port')), arg('dir'));
} else {
  const sizes = arg('sizes', '1000,100000').split(',').map(Number);
  const requests = Number(arg('requests', '2000'));
  const rows = [];
  for (const size of sizes) {
    rows.push(await bench(size, requests));
  }
  console.log(
    `Search through the BFF, embedded engine, ${requests} requests per run ((1) one at a time, (8) eight at once), Node ${process.version}:`,
  );
  console.table(rows);
  console.log('rss/heap: the serving process (BFF, search service and the generated feeds, after GC); index heap: what indexing added.');
}
