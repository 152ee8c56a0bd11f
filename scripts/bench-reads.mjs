// The read-path table of `npm run bench` (issue 15): requests per second through the BFF as a share
// of a bare Fastify server answering a JSON of the same size in the same run, standalone and
// distributed; the cost of the request log line (scripts/bench-log-line.mjs); the standalone
// restart to its first 200; RSS after 20,000 mixed requests; and the
// Lighthouse rows of scripts/bench-lighthouse.mjs when that script exists. Prints one table and
// writes it to docs/bench.md with the date and the machine. Build first: npm run build:server.
// Distributed mode needs PostgreSQL, NATS and Redis (TEST_DATABASE_URL, TEST_NATS_URL,
// TEST_REDIS_URL as for the integration tests); without them its column says so.
import autocannon from 'autocannon';
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir, totalmem } from 'node:os';
import { dirname, join } from 'node:path';

import { fileURLToPath } from 'node:url';
import { logLineRows, measureLogLine } from './bench-log-line.mjs';
import { STANDALONE_NODE_FLAGS, freePort, launchNode, reachable, stopChild } from './bench-support.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
// BENCH_BUILD: another checkout's built server to measure (e.g. the main branch, for a before figure).
const BUILD = process.env.BENCH_BUILD ?? ROOT;
const MAIN = join(BUILD, 'dist/services/launcher/src/main.js');
const DB = join(BUILD, 'dist/services/launcher/src/db.js');
const SECONDS = Number(process.env.BENCH_SECONDS ?? 4);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const MIXED_REQUESTS = 20_000;
const ADMIN_PASSWORD = 'lakbay-admin-bench';
const BACKING = {
  postgres: process.env.TEST_DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres',
  nats: process.env.TEST_NATS_URL ?? 'nats://127.0.0.1:4222',
  redis: process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379',
};
const TARGETS = {
  careers: 0.3,
  career: 0.3,
  jobs: 0.3,
  videos: 0.3,
  events: 0.3,
  faqs: 0.3,
  coaches: 0.3,
  coach: 0.3,
  me: 0.2,
  search: 0.2,
};

const launch = (args, env) => launchNode(args, { env, cwd: BUILD });

const stop = (child) => stopChild(child, 10_000);

/** Milliseconds from `since` until url answers 200 (polled every 20 ms). */
async function untilOk(url, since, processes, timeoutMs = 180_000) {
  for (;;) {
    const dead = processes.find((c) => c.exitCode !== null);
    if (dead) {
      throw new Error(`a process exited early:\n${dead.tail()}`);
    }
    try {
      const res = await fetch(url);
      await res.arrayBuffer();
      if (res.status === 200) {
        return performance.now() - since;
      }
    } catch {
      // not listening yet
    }
    if (performance.now() - since > timeoutMs) {
      throw new Error(`${url} not 200 after ${timeoutMs} ms`);
    }
    await new Promise((r) => setTimeout(r, 20));
  }
}

function rssMiB(pid) {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((l) => l.startsWith('VmRSS:'));
  return Math.round(Number(line?.match(/\d+/)?.[0] ?? 0) / 1024);
}

async function rps(url, headers = {}) {
  // A short warm-up, so the first misses and JIT are not what is measured.
  await autocannon({ url, headers, connections: 2, amount: 50 });
  const result = await autocannon({ url, headers, connections: CONNECTIONS, duration: SECONDS });
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(`${url}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  }
  return result.requests.average;
}

/** A bare Fastify server answering `body` as JSON at GET /json, in its own process. */
async function startBare(body) {
  const port = await freePort();
  const file = join(mkdtempSync(join(tmpdir(), 'lakbay-bare-')), 'body.json');
  writeFileSync(file, JSON.stringify(body));
  const code = `
    const body = JSON.parse(require('node:fs').readFileSync(${JSON.stringify(file)}, 'utf8'));
    const app = require('fastify')();
    app.get('/json', async () => body);
    app.listen({ port: ${port}, host: '127.0.0.1' });`;
  const child = launch(['-e', code], {});
  const url = `http://127.0.0.1:${port}/json`;
  await untilOk(url, performance.now(), [child]);
  return { url, stop: () => stop(child) };
}

async function json(url, init) {
  const res = await fetch(url, init);
  if (!res.ok) {
    throw new Error(`${url}: HTTP ${res.status}`);
  }
  return res.json();
}

/** The read endpoints of the table, on a running platform. */
async function readPaths(base, account) {
  const api = `${base}/api/v2`;
  const careers = await json(`${api}/careers?page=1`);
  const coaches = await json(`${api}/coaches`);
  const { sessionCookie } = await json(`${api}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(account),
  });
  return {
    careersBody: careers,
    token: sessionCookie,
    paths: [
      { key: 'careers', label: 'GET /api/v2/careers?page=1', url: `${api}/careers?page=1` },
      { key: 'career', label: 'GET /api/v2/careers/{slug}', url: `${api}/careers/${careers.items[0].slug}` },
      { key: 'jobs', label: 'GET /api/v2/jobs', url: `${api}/jobs` },
      { key: 'videos', label: 'GET /api/v2/videos', url: `${api}/videos` },
      { key: 'events', label: 'GET /api/v2/events', url: `${api}/events` },
      { key: 'faqs', label: 'GET /api/v2/faqs', url: `${api}/faqs` },
      { key: 'coaches', label: 'GET /api/v2/coaches', url: `${api}/coaches` },
      { key: 'coach', label: 'GET /api/v2/coaches/{slug}', url: `${api}/coaches/${coaches.items[0].slug}` },
      { key: 'me', label: 'GET /api/v2/auth/me', url: `${api}/auth/me`, headers: { authorization: `Bearer ${sessionCookie}` } },
      { key: 'search', label: 'GET /api/v2/search?q=data', url: `${api}/search?q=data` },
    ],
  };
}

/** Requests per second of each read path and of bare Fastify (before and after them), and the ratios. */
async function measureReads(base, account) {
  const reads = await readPaths(base, account);
  const bare = await startBare(reads.careersBody);
  try {
    const bareBefore = await rps(bare.url);
    const figures = {};
    for (const { key, url, headers } of reads.paths) {
      figures[key] = await rps(url, headers);
    }
    const bareAfter = await rps(bare.url);
    const bareRps = (bareBefore + bareAfter) / 2;
    return { bareRps, reads, ratios: Object.fromEntries(Object.entries(figures).map(([k, v]) => [k, { rps: v, ratio: v / bareRps }])) };
  } finally {
    await bare.stop();
  }
}

async function mixedLoad(base, token) {
  const paths = [
    '/api/v2/careers?page=1',
    '/api/v2/careers?page=2',
    '/api/v2/jobs',
    '/api/v2/videos',
    '/api/v2/events',
    '/api/v2/faqs',
    '/api/v2/coaches',
    '/api/v2/search?q=design',
    '/api/v2/health',
  ];
  const requests = [
    ...paths.map((path) => ({ method: 'GET', path })),
    { method: 'GET', path: '/api/v2/auth/me', headers: { authorization: `Bearer ${token}` } },
  ];
  const result = await autocannon({ url: base, connections: CONNECTIONS, amount: MIXED_REQUESTS, requests });
  return { total: result.requests.total, non2xx: result.non2xx, errors: result.errors };
}

async function standalone() {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'lakbay-bench-reads-'));
  const base = `http://127.0.0.1:${port}`;
  const env = { PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', SERVE_WEB: 'false', OPS_PORT: '0' };
  const probe = `${base}/api/v2/careers?page=1`;
  try {
    let started = performance.now();
    let server = launch([...STANDALONE_NODE_FLAGS, MAIN], env);
    const firstStartMs = await untilOk(probe, started, [server]);
    await stop(server);
    started = performance.now();
    server = launch([...STANDALONE_NODE_FLAGS, MAIN], env);
    const restartMs = await untilOk(probe, started, [server]);
    const rssStart = rssMiB(server.pid);
    const reads = await readPaths(base, { email: 'kadet@demo.lakbay.ph', password: 'lakbay-kadet-demo' });
    const mixed = await mixedLoad(base, reads.token);
    const rssMixed = rssMiB(server.pid);
    const measured = await measureReads(base, { email: 'kadet@demo.lakbay.ph', password: 'lakbay-kadet-demo' });
    await stop(server);
    return { firstStartMs, restartMs, rssStart, rssMixed, mixed, ...measured };
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function distributed() {
  for (const url of Object.values(BACKING)) {
    if (!(await reachable(url))) {
      return { skipped: `${url} not reachable` };
    }
  }
  const name = `lakbay_bench_${randomBytes(4).toString('hex')}`;
  const admin = new URL(BACKING.postgres);
  const psql = (database, query) =>
    execFileSync(
      'psql',
      ['-h', admin.hostname, '-p', admin.port || '5432', '-U', admin.username || 'postgres', '-d', database, '-tAc', query],
      {
        encoding: 'utf8',
      },
    );
  const adminDb = admin.pathname.slice(1) || 'postgres';
  psql(adminDb, `create database ${name}`);
  const databaseUrl = new URL(BACKING.postgres);
  databaseUrl.pathname = `/${name}`;
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'lakbay-bench-reads-d-'));
  const env = {
    MODE: 'distributed',
    PORT: String(port),
    HOST: '127.0.0.1',
    NATS_URL: BACKING.nats,
    REDIS_URL: BACKING.redis,
    DATABASE_URL: databaseUrl.toString(),
    AUTH_SECRET: randomBytes(32).toString('base64url'),
    REDIS_PREFIX: name,
    NATS_NAMESPACE: name,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    SERVE_WEB: 'false',
    ADMIN_PASSWORD,
    OPS_PORT: '0',
  };
  const processes = [];
  try {
    execFileSync(process.execPath, [DB, 'seed'], { env: { PATH: process.env.PATH, ...env, SEED_DEMO_DATA: 'true' }, stdio: 'pipe' });
    for (const proc of ['users', 'content', 'apprenticeship', 'scheduling', 'search', 'notifications', 'bff']) {
      processes.push(launch([MAIN, proc], env));
    }
    const base = `http://127.0.0.1:${port}`;
    await untilOk(`${base}/api/v2/health`, performance.now(), processes);
    // The search index fills from the feeds after start.
    for (let i = 0; i < 100 && (await json(`${base}/api/v2/search?q=data`)).length === 0; i++) {
      await new Promise((r) => setTimeout(r, 200));
    }
    return await measureReads(base, { email: 'kadet@demo.lakbay.ph', password: 'lakbay-kadet-demo' });
  } finally {
    await Promise.all(processes.map(stop));
    psql(adminDb, `drop database if exists ${name} with (force)`);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/**
 * Two rows per page of scripts/bench-lighthouse.mjs (run in its own process, on its own fresh
 * platform), in this table's columns: the score with what decides it, and the cold first content
 * at Fast 3G and Slow 3G, in the standalone column with their targets.
 */
function lighthouseRows() {
  const script = join(ROOT, 'scripts/bench-lighthouse.mjs');
  const out = join(mkdtempSync(join(tmpdir(), 'lakbay-lighthouse-')), 'rows.json');
  try {
    execFileSync(process.execPath, [script], {
      encoding: 'utf8',
      // Twelve pages, three Lighthouse runs and six throttled cold loads each.
      timeout: 2_700_000,
      stdio: ['ignore', 'inherit', 'inherit'],
      env: { ...process.env, BENCH_LIGHTHOUSE_OUT: out },
    });
    const pages = JSON.parse(readFileSync(out, 'utf8'));
    // Issue 30 point 2's targets (score ≥ 95, TBT ≤ 150 ms, cold first content at Fast 3G ≤ 2.0 s and
    // Slow 3G ≤ 5.0 s) beside issue 15's (CLS, bytes moved); each figure a median of three runs.
    return pages.flatMap((r) => {
      const page = r.kind ? `${r.page} (random ${r.kind})` : r.page;
      return [
        `| Lighthouse mobile ${page}: performance (LCP, CLS, TBT, moved, unused JS), median of 3 | ${r.performance} (${r['LCP s']} s, ${r.CLS}, ${r['TBT ms']} ms, ${r['KiB transferred']} KiB, ${r['unused JS KiB']} KiB) | | ≥ 95, TBT ≤ 150 ms, CLS < 0.1, ≤ 300 KiB |`,
        `| Cold first contentful paint ${page}, DevTools Fast 3G / Slow 3G, 4x CPU, median of 3 | ${r['FCP Fast 3G s']} s / ${r['FCP Slow 3G s']} s | | ≤ 2.0 s / ≤ 5.0 s |`,
      ];
    });
  } catch (err) {
    return [`| Lighthouse | scripts/bench-lighthouse.mjs failed: ${String(err.message).split('\n')[0].replaceAll('|', '/')} | | |`];
  } finally {
    rmSync(dirname(out), { recursive: true, force: true });
  }
}

const fmtRatio = (r) => (r === undefined ? 'n/a' : r.ratio.toFixed(2));
const fmtRps = (r) => (r === undefined ? '' : ` (${Math.round(r.rps)}/s)`);

const started = new Date();
const machine = `${cpus().length} × ${cpus()[0]?.model ?? 'CPU'}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.versions.node}, load average ${loadavg()
  .map((l) => l.toFixed(1))
  .join(' ')} at start`;
const solo = await standalone();
const dist = await distributed().catch((err) => ({ skipped: String(err.message).split('\n')[0] }));
// The request log line's cost (issue 31): its own servers, LOG_LEVEL=info against warn.
const logLine = await measureLogLine({ build: BUILD }).catch((err) => ({ failed: String(err.message).split('\n')[0] }));

const rows = [
  '| Figure | Standalone | Distributed | Target |',
  '| --- | --- | --- | --- |',
  `| Bare Fastify, same-size JSON (req/s, mean of before and after) | ${Math.round(solo.bareRps)} | ${dist.bareRps ? Math.round(dist.bareRps) : `skipped: ${dist.skipped}`} | |`,
];
for (const { key, label } of solo.reads.paths) {
  rows.push(
    `| ${label}: share of bare Fastify | ${fmtRatio(solo.ratios[key])}${fmtRps(solo.ratios[key])} | ${fmtRatio(dist.ratios?.[key])}${fmtRps(dist.ratios?.[key])} | ≥ ${TARGETS[key].toFixed(2)} standalone |`,
  );
}
rows.push(
  ...(logLine.failed
    ? [`| Request log line | scripts/bench-log-line.mjs failed: ${logLine.failed.replaceAll('|', '/')} | | |`]
    : logLineRows(logLine)),
);
rows.push(`| Standalone first start (empty DATA_DIR: migrations, seed) to first 200 | ${(solo.firstStartMs / 1000).toFixed(1)} s | | |`);
rows.push(`| Standalone restart (already seeded) to first 200 | ${(solo.restartMs / 1000).toFixed(1)} s | | < 5 s |`);
rows.push(`| RSS at first 200 after restart | ${solo.rssStart} MiB | | |`);
rows.push(
  `| RSS after ${MIXED_REQUESTS} mixed requests (${solo.mixed.non2xx} non-2xx, ${solo.mixed.errors} errors) | ${solo.rssMixed} MiB | | < 600 MB |`,
);
rows.push(...lighthouseRows());

const table = rows.join('\n');
console.log(`\nRead paths (${SECONDS} s per figure, ${CONNECTIONS} connections, autocannon), ${started.toISOString()}\n${machine}\n`);
console.log(table);
if (BUILD === ROOT) {
  // The table replaces the top of docs/bench.md, up to its first section; the sections after it
  // (Lighthouse history and the other benches' notes) stay.
  const file = join(ROOT, 'docs/bench.md');
  const previous = existsSync(file) ? readFileSync(file, 'utf8') : '';
  const rest = previous.indexOf('\n## ');
  writeFileSync(
    file,
    `# Benchmarks\n\nThe latest table of \`npm run bench\` (scripts/bench-reads.mjs); ratios are requests per second\nthrough the BFF over a bare Fastify server answering a JSON of the size of the careers page, in\nthe same run on the same machine (the machine is shared, so only ratios compare across runs).\n\nRun ${started.toISOString()} on ${machine}; ${SECONDS} s per figure with ${CONNECTIONS} connections.\n\n${table}\n` +
      (rest >= 0 ? previous.slice(rest) : ''),
  );
}
