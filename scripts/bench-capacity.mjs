// npm run bench:capacity (issue 30 point 3): how many students one machine holds. A closed loop of N
// students, each doing the mixed journey (ten kinds of request: nine public reads and, for the 30%
// who are logged in, GET /auth/me; logged-in students send their session on every request, 150
// sessions shared among them) with a
// think time of 2 s (uniform 1-3 s) between answers, in steps of N (BENCH_STEPS, default
// 300,1000,2000). For each step: requests per second, p50/p95/p99, errors (non-2xx or no answer
// within 30 s) and the cores the server used; then where it saturates (the first step over p95
// 300 ms or with errors). Measured on standalone with the BFF in its HTTP worker
// (STANDALONE_HTTP_WORKERS=1), standalone on one thread (0), and distributed on the same machine
// (one process per service, PostgreSQL/NATS/Redis of TEST_DATABASE_URL, TEST_NATS_URL,
// TEST_REDIS_URL as for the integration tests; skipped when they cannot be reached).
// BENCH_MODES picks some (split,single,distributed). Build first: npm run build:server.
//
// The generator (this process) is pinned with taskset to cores the server does not use when the
// machine has 4 or more; on fewer the server needs every core for the split to mean anything, so
// nothing is pinned and the generator's share of the CPU is printed (its cost is in the figures).
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism, cpus, loadavg, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { STANDALONE_NODE_FLAGS, freePort, launchNode, percentile, reachable, stopChild } from './bench-support.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const MAIN = join(ROOT, 'dist/services/launcher/src/main.js');
const DB = join(ROOT, 'dist/services/launcher/src/db.js');
const STEPS = (process.env.BENCH_STEPS ?? '300,1000,2000').split(',').map(Number);
const MODES = (process.env.BENCH_MODES ?? 'split,single,distributed').split(',');
/** Each step: students start spread over RAMP_S, then MEASURE_S of answers are counted. */
const RAMP_S = Number(process.env.BENCH_RAMP_SECONDS ?? 6);
const MEASURE_S = Number(process.env.BENCH_STEP_SECONDS ?? 20);
const THINK_MS = [1000, 3000];
const LOGGED_IN_SHARE = 0.3;
const P95_TARGET_MS = 300;
const REQUEST_TIMEOUT_MS = 30_000;
const KADET = { email: 'kadet@demo.lakbay.ph', password: 'lakbay-kadet-demo' };
/** Sessions the logged-in students share (each a log-in: scrypt makes hundreds take a minute). */
const SESSIONS = 150;
/** Log-ins are counted before the password is checked: this many for one account must not trip the throttle. */
const LOGIN_LIMITS = { LOGIN_IP_MAX_FAILURES: '100000', LOGIN_MAX_FAILURES: '1000', LOGIN_ACCOUNT_MAX_FAILURES: '10000' };
const BACKING = {
  postgres: process.env.TEST_DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres',
  nats: process.env.TEST_NATS_URL ?? 'nats://127.0.0.1:4222',
  redis: process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379',
};
const PUBLIC_PATHS = [
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
const ME = '/api/v2/auth/me';

// Pinning: the server on the first half of the cores, this generator on the rest (4+ cores only).
const CORES = availableParallelism();
const PIN = CORES >= 4 ? { server: `0-${Math.floor(CORES / 2) - 1}`, generator: `${Math.floor(CORES / 2)}-${CORES - 1}` } : undefined;
if (PIN) {
  execFileSync('taskset', ['-pc', PIN.generator, String(process.pid)], { stdio: 'ignore' });
}

// As `npm start` runs it (a request line per answer at info, the web build served): the students'
// platform, not a quieter one. Its stdout goes nowhere (launchNode), as to a log file.
const launch = (args, env) => launchNode(args, { cwd: ROOT, cores: PIN?.server, env: { OPS_PORT: '0', ...env } });

const stop = (child) => stopChild(child);

async function untilOk(url, processes, timeoutMs = 240_000) {
  const since = performance.now();
  for (;;) {
    const dead = processes.find((c) => c.exitCode !== null);
    if (dead) {
      throw new Error(`a process exited early:\n${dead.tail()}`);
    }
    try {
      const res = await fetch(url);
      await res.arrayBuffer();
      if (res.status === 200) {
        return;
      }
    } catch {
      // not listening yet
    }
    if (performance.now() - since > timeoutMs) {
      throw new Error(`${url} not 200 after ${timeoutMs} ms`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** CPU seconds (user + system) a process has used, from /proc. */
function cpuSeconds(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return 0;
  }
}

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** Sessions for the logged-in students: one log-in each (as many browsers would), a few at a time. */
async function logIn(base, count) {
  const tokens = [];
  const one = async () => {
    for (;;) {
      const res = await fetch(`${base}/api/v2/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(KADET),
      });
      const body = await res.json();
      if (res.ok) {
        return body.sessionCookie;
      }
      if (res.status !== 503) {
        throw new Error(`log-in: HTTP ${res.status} ${JSON.stringify(body)}`);
      }
      await sleep(Number(res.headers.get('retry-after') ?? 1) * 1000);
    }
  };
  const workers = Array.from({ length: 8 }, async () => {
    while (tokens.length < count) {
      tokens.push(await one());
    }
  });
  await Promise.all(workers);
  return tokens.slice(0, count);
}

/**
 * One step: `students` loops, each request chosen at random from its kinds, a think time after
 * every answer. Students start spread over RAMP_S; answers arriving in the MEASURE_S after it count.
 */
async function step(base, students, tokens, pids) {
  const times = [];
  let errors = 0;
  const errorKinds = new Map();
  let measuring = false;
  const state = { running: true };
  const student = async (i) => {
    const token = i < Math.round(students * LOGGED_IN_SHARE) ? tokens[i % tokens.length] : undefined;
    const paths = token ? [...PUBLIC_PATHS, ME] : PUBLIC_PATHS;
    const headers = token ? { authorization: `Bearer ${token}` } : {};
    await sleep(Math.random() * RAMP_S * 1000);
    while (state.running) {
      const path = paths[Math.floor(Math.random() * paths.length)];
      const started = performance.now();
      let failure;
      try {
        const res = await fetch(base + path, { headers, signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
        await res.arrayBuffer();
        if (!res.ok) {
          failure = `HTTP ${res.status}`;
        }
      } catch (err) {
        failure = err.name === 'TimeoutError' ? 'timeout' : (err.cause?.code ?? err.name);
      }
      if (measuring) {
        times.push(performance.now() - started);
        if (failure) {
          errors++;
          errorKinds.set(failure, (errorKinds.get(failure) ?? 0) + 1);
        }
      }
      await sleep(THINK_MS[0] + Math.random() * (THINK_MS[1] - THINK_MS[0]));
    }
  };
  const loops = Array.from({ length: students }, (_, i) => student(i));
  await sleep(RAMP_S * 1000);
  const cpuBefore = pids.reduce((sum, pid) => sum + cpuSeconds(pid), 0);
  const ownBefore = process.cpuUsage();
  const started = performance.now();
  measuring = true;
  await sleep(MEASURE_S * 1000);
  measuring = false;
  const seconds = (performance.now() - started) / 1000;
  const cores = (pids.reduce((sum, pid) => sum + cpuSeconds(pid), 0) - cpuBefore) / seconds;
  const own = process.cpuUsage(ownBefore);
  state.running = false;
  await Promise.all(loops);
  times.sort((a, b) => a - b);
  const empty = times.length === 0;
  return {
    students,
    rps: Math.round(times.length / seconds),
    p50: empty ? '-' : percentile(times, 50),
    p95: empty ? '-' : percentile(times, 95),
    p99: empty ? '-' : percentile(times, 99),
    errors,
    errorKinds: [...errorKinds].map(([k, v]) => `${k}: ${v}`).join(', '),
    serverCores: cores.toFixed(2),
    generatorCores: ((own.user + own.system) / 1e6 / seconds).toFixed(2),
    holds: !empty && Number(percentile(times, 95)) <= P95_TARGET_MS && errors === 0,
  };
}

async function measure(label, base, pids) {
  const tokens = await logIn(base, Math.min(SESSIONS, Math.round(Math.max(...STEPS) * LOGGED_IN_SHARE)));
  const rows = [];
  for (const students of STEPS) {
    const row = await step(base, students, tokens, pids);
    console.log(`${label}: ${JSON.stringify(row)}`);
    rows.push(row);
    // The answers still in flight at the end of a step, and the server's backlog, drain first.
    await sleep(2000);
  }
  return rows;
}

async function standalone(label, dataDir, workers) {
  const port = await freePort();
  const server = launch([...STANDALONE_NODE_FLAGS, MAIN], {
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    BACKUP_DIR: join(dataDir, 'backups'),
    BACKUP_INTERVAL_HOURS: '0',
    STANDALONE_HTTP_WORKERS: String(workers),
    ...LOGIN_LIMITS,
  });
  try {
    const base = `http://127.0.0.1:${port}`;
    await untilOk(`${base}/api/v2/health`, [server]);
    return await measure(label, base, [server.pid]);
  } finally {
    await stop(server);
  }
}

async function distributed() {
  for (const url of Object.values(BACKING)) {
    if (!(await reachable(url))) {
      return { skipped: `${url} not reachable` };
    }
  }
  const name = `lakbay_capacity_${randomBytes(4).toString('hex')}`;
  const admin = new URL(BACKING.postgres);
  const psql = (database, query) =>
    execFileSync(
      'psql',
      ['-h', admin.hostname, '-p', admin.port || '5432', '-U', admin.username || 'postgres', '-d', database, '-tAc', query],
      {
        encoding: 'utf8',
        env: { ...process.env, PGPASSWORD: decodeURIComponent(admin.password) },
      },
    );
  const adminDb = admin.pathname.slice(1) || 'postgres';
  psql(adminDb, `create database ${name}`);
  const databaseUrl = new URL(BACKING.postgres);
  databaseUrl.pathname = `/${name}`;
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'lakbay-capacity-d-'));
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
    ADMIN_PASSWORD: 'lakbay-admin-bench',
    ...LOGIN_LIMITS,
  };
  const processes = [];
  try {
    execFileSync(process.execPath, [DB, 'seed'], { env: { PATH: process.env.PATH, ...env, SEED_DEMO_DATA: 'true' }, stdio: 'pipe' });
    for (const proc of ['users', 'content', 'apprenticeship', 'scheduling', 'search', 'notifications', 'bff']) {
      processes.push(launch([MAIN, proc], env));
    }
    const base = `http://127.0.0.1:${port}`;
    await untilOk(`${base}/api/v2/health`, processes);
    // PostgreSQL, NATS and Redis run on this machine too; their CPU is not counted in serverCores.
    return await measure(
      'distributed',
      base,
      processes.map((p) => p.pid),
    );
  } finally {
    await Promise.all(processes.map(stop));
    psql(adminDb, `drop database if exists ${name} with (force)`);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

function saturation(rows) {
  if (!Array.isArray(rows)) {
    return rows.skipped;
  }
  const first = rows.find((r) => !r.holds);
  const best = Math.max(...rows.map((r) => r.rps));
  const held = rows.filter((r) => r.holds).map((r) => r.students);
  const holds = held.length > 0 ? `holds ${Math.max(...held)} students` : `holds none of the steps`;
  return first
    ? `${holds}; saturates by ${first.students} (p95 ${first.p95} ms, ${first.errors} errors, ${first.serverCores} cores busy); most served: ${best} req/s`
    : `${holds} (every step within p95 <= ${P95_TARGET_MS} ms and no errors); most served: ${best} req/s`;
}

const started = new Date();
const machine = `${cpus().length} × ${cpus()[0]?.model ?? 'CPU'}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.versions.node}, load average ${loadavg()
  .map((l) => l.toFixed(1))
  .join(' ')} at start`;
const results = {};
const dataDir = mkdtempSync(join(tmpdir(), 'lakbay-capacity-'));
try {
  for (const mode of MODES) {
    if (mode === 'split') {
      results['standalone, BFF in an HTTP worker (STANDALONE_HTTP_WORKERS=1)'] = await standalone('split', dataDir, 1);
    } else if (mode === 'single') {
      results['standalone, one thread (STANDALONE_HTTP_WORKERS=0)'] = await standalone('single', dataDir, 0);
    } else if (mode === 'distributed') {
      results['distributed, one process per service, same machine'] = await distributed().catch((err) => ({
        skipped: String(err.message).split('\n')[0],
      }));
    }
  }
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}

console.log(`\nCapacity, run ${started.toISOString()} on ${machine}`);
console.log(
  PIN
    ? `Server pinned to cores ${PIN.server}, generator to ${PIN.generator}.`
    : `${CORES} cores: server and generator are not pinned (the split needs both cores); the generator's own CPU is the last column.`,
);
console.log(`Each step: ${RAMP_S} s ramp, ${MEASURE_S} s measured; think time 1-3 s; ${LOGGED_IN_SHARE * 100}% logged in.\n`);
console.log('| Platform | Students | req/s | p50 ms | p95 ms | p99 ms | Errors | Server cores | Generator cores |');
console.log('| --- | --- | --- | --- | --- | --- | --- | --- | --- |');
for (const [label, rows] of Object.entries(results)) {
  if (!Array.isArray(rows)) {
    console.log(`| ${label} | skipped: ${rows.skipped} | | | | | | | |`);
    continue;
  }
  for (const r of rows) {
    const errors = r.errors === 0 ? '0' : `${r.errors} (${r.errorKinds})`;
    console.log(
      `| ${label} | ${r.students} | ${r.rps} | ${r.p50} | ${r.p95} | ${r.p99} | ${errors} | ${r.serverCores} | ${r.generatorCores} |`,
    );
  }
}
console.log('');
for (const [label, rows] of Object.entries(results)) {
  console.log(`${label}: ${saturation(rows)}`);
}
