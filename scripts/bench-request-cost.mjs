// Per-request cost (issue 30 point 4), measured with wrk (a C load generator, so the generator's own
// cost is not Node's): requests per second of a cached read (GET /api/v2/careers?page=1) and of the
// liveness answer (GET /api/v2/health/live) of the standalone platform as `npm start` runs it
// (default configuration: info logging in text, the SPA served when built, the node flags of the
// start script), each as a share of a bare Fastify server answering the same JSON body with headers
// of the same size, in the same run. Targets: cached read >= 0.35, liveness >= 0.70.
//
// wrk: BENCH_CONNECTIONS (20) connections for BENCH_SECONDS (6) per run, BENCH_ROUNDS (5) rounds
// alternating bare and platform (the machine may be shared: each ratio is of one round, whose two
// runs follow each other; every other round the platform runs first, so a machine slowing down or
// speeding up during a round favours neither), the median reported. Beside the rates, each server's CPU time per request (/proc, all its threads) during the
// same runs: a busy machine disturbs it much less than the rates, and bare's over the platform's is
// the share the platform would reach on a core of its own. With taskset and at least two cores,
// the servers are pinned to core 0 and wrk to the others, so the generator never takes the
// servers' core; the table says where each ran.
//
// Build first (npm run build:server, and npm run build:web for the SPA). BENCH_BUILD: another
// checkout's built server to measure (for a before figure); BENCH_CPU_PROF=<dir>: the platform runs
// with --cpu-prof and writes its profile there when stopped.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { STANDALONE_NODE_FLAGS, freePort, launchNode, stopChild } from './bench-support.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const BUILD = process.env.BENCH_BUILD ?? ROOT;
const MAIN = join(BUILD, 'dist/services/launcher/src/main.js');
const SECONDS = Number(process.env.BENCH_SECONDS ?? 6);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const CPU_PROF = process.env.BENCH_CPU_PROF;
const TARGETS = { careers: 0.35, live: 0.7 };

const cores = availableParallelism();
const hasTaskset = (() => {
  try {
    execFileSync('taskset', ['-c', '0', 'true']);
    return true;
  } catch {
    return false;
  }
})();
const pinned = hasTaskset && cores >= 2;
const SERVER_CORES = '0';
const WRK_CORES = cores > 2 ? `1-${cores - 1}` : '1';
const WRK_THREADS = Number(process.env.BENCH_THREADS ?? (pinned ? Math.min(2, cores - 1) : Math.min(2, cores)));

/** A node process, pinned to the servers' core when possible (its log lines written to /dev/null: their cost is measured). */
const launch = (args, env, cwd = BUILD) => launchNode(args, { env, cwd, cores: pinned ? SERVER_CORES : undefined });

const stop = (child) => stopChild(child);

async function untilOk(url, child, timeoutMs = 180_000) {
  const since = performance.now();
  for (;;) {
    if (child.exitCode !== null) {
      throw new Error(`the process exited early:\n${child.tail()}`);
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
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** The answer as wrk gets it (no Accept-Encoding): body text and the bytes of its header lines. */
async function sample(url) {
  const res = await fetch(url, { headers: { 'accept-encoding': 'identity' } });
  const body = await res.text();
  let headerBytes = 0;
  res.headers.forEach((value, name) => (headerBytes += name.length + value.length + 4));
  return { status: res.status, body, headerBytes, headers: Object.fromEntries(res.headers) };
}

/**
 * A bare Fastify server in its own process: GET /careers and GET /live answer the platform's JSON
 * bodies (as objects, serialised by Fastify per request), each with one padding header bringing
 * its headers to the platform's size.
 */
async function startBare(answers) {
  const port = await freePort();
  const dir = mkdtempSync(join(tmpdir(), 'lakbay-bare-'));
  const file = join(dir, 'answers.json');
  writeFileSync(file, JSON.stringify(answers));
  const code = `
    const answers = JSON.parse(require('node:fs').readFileSync(${JSON.stringify(file)}, 'utf8'));
    const app = require('fastify')();
    for (const [name, { body, pad }] of Object.entries(answers)) {
      app.get('/' + name, (_request, reply) => { reply.header('x-pad', pad); return body; });
    }
    app.listen({ port: ${port}, host: '127.0.0.1' });`;
  const child = launch(['-e', code], {}, ROOT);
  const base = `http://127.0.0.1:${port}`;
  await untilOk(`${base}/live`, child);
  return { base, pid: child.pid, stop: () => stop(child).then(() => rmSync(dir, { recursive: true, force: true })) };
}

/** CPU seconds a process has used so far (all its threads: user and system), from /proc. */
function cpuSeconds(pid) {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  // utime and stime are fields 14 and 15 of stat(5), in clock ticks (USER_HZ: 100 on Linux).
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/**
 * wrk against url: requests per second, and the server's CPU microseconds per request (pid: the
 * server's process), which a shared machine disturbs much less than the rate. Every answer must be 2xx.
 */
function wrk(url, seconds = SECONDS, pid) {
  const cpuBefore = pid ? cpuSeconds(pid) : 0;
  const args = [`-t${WRK_THREADS}`, `-c${CONNECTIONS}`, `-d${seconds}s`, '--timeout', '10s', url];
  const [command, argv] = pinned ? ['taskset', ['-c', WRK_CORES, 'wrk', ...args]] : ['wrk', args];
  const out = execFileSync(command, argv, { encoding: 'utf8' });
  // Socket timeouts (an answer later than wrk's --timeout) are the shared machine stalling the server,
  // not failures: counted in the requests per second all the same. A wrong answer stops the bench.
  const bad = /Non-2xx or 3xx responses: (\d+)/.exec(out);
  const errors = /Socket errors: connect (\d+), read (\d+), write (\d+)/.exec(out);
  if (bad || (errors && errors.slice(1).some((n) => n !== '0'))) {
    throw new Error(`${url}: ${bad ? `${bad[1]} non-2xx answers` : errors?.[0]}\n${out}`);
  }
  const cpu = pid ? cpuSeconds(pid) - cpuBefore : 0;
  const rps = /Requests\/sec:\s+([\d.]+)/.exec(out);
  const total = /(\d+) requests in/.exec(out);
  if (!rps || !total) {
    throw new Error(`wrk printed no Requests/sec:\n${out}`);
  }
  return { rps: Number(rps[1]), cpuUs: (cpu * 1e6) / Number(total[1]) };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function main() {
  if (!existsSync(MAIN)) {
    throw new Error(`${MAIN} is missing: npm run build:server first`);
  }
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'lakbay-bench-cost-'));
  const base = `http://127.0.0.1:${port}`;
  const webDist = existsSync(join(BUILD, 'web/dist/index.html')) ? join(BUILD, 'web/dist') : join(ROOT, 'web/dist');
  // As `npm start`: its defaults (LOG_LEVEL info, text lines, SERVE_WEB), only the address, the data
  // folder and the ops port (0: not on a port another run may hold) given.
  const env = { PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, OPS_PORT: '0', WEB_DIST: webDist };
  const flags = CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${CPU_PROF}`] : [];
  const server = launch([...STANDALONE_NODE_FLAGS, ...flags, MAIN], env);
  let bare;
  try {
    const paths = { careers: '/api/v2/careers?page=1', live: '/api/v2/health/live' };
    await untilOk(`${base}${paths.careers}`, server);
    const answers = {};
    for (const [name, path] of Object.entries(paths)) {
      const got = await sample(`${base}${path}`);
      if (got.status !== 200) {
        throw new Error(`${path}: HTTP ${got.status}`);
      }
      answers[name] = got;
    }
    // Once with one-byte padding to learn the bare server's own header bytes, then padded to the platform's.
    const bodies = Object.fromEntries(Object.entries(answers).map(([name, a]) => [name, JSON.parse(a.body)]));
    bare = await startBare(Object.fromEntries(Object.entries(bodies).map(([name, body]) => [name, { body, pad: 'p' }])));
    const unpadded = {};
    for (const name of Object.keys(answers)) {
      unpadded[name] = (await sample(`${bare.base}/${name}`)).headerBytes - 1;
    }
    await bare.stop();
    bare = await startBare(
      Object.fromEntries(
        Object.entries(bodies).map(([name, body]) => [
          name,
          { body, pad: 'p'.repeat(Math.max(1, answers[name].headerBytes - unpadded[name])) },
        ]),
      ),
    );
    const bareSample = await sample(`${bare.base}/careers`);
    if (bareSample.body !== answers.careers.body) {
      throw new Error('the bare server does not answer the same body');
    }
    // Warm-up: JIT, the first cache misses.
    for (const url of [`${base}${paths.careers}`, `${base}${paths.live}`, `${bare.base}/careers`, `${bare.base}/live`]) {
      wrk(url, 2);
    }
    const rounds = [];
    for (let round = 0; round < ROUNDS; round++) {
      const r = {};
      const runs = [
        ['bareCareers', `${bare.base}/careers`, bare.pid],
        ['careers', `${base}${paths.careers}`, server.pid],
        ['bareLive', `${bare.base}/live`, bare.pid],
        ['live', `${base}${paths.live}`, server.pid],
      ];
      // Odd rounds: the platform before bare Fastify, for each path.
      const order = round % 2 === 0 ? [0, 1, 2, 3] : [1, 0, 3, 2];
      for (const i of order) {
        const [key, url, pid] = runs[i];
        r[key] = wrk(url, SECONDS, pid);
      }
      rounds.push(r);
      process.stderr.write(`round ${round + 1}: ${JSON.stringify(r)}\n`);
    }
    return { answers, bareSample, rounds };
  } finally {
    await bare?.stop();
    await stop(server);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const { answers, bareSample, rounds } = await main();
const rows = [
  ['GET /api/v2/careers?page=1 (cached)', 'careers', 'bareCareers', TARGETS.careers],
  ['GET /api/v2/health/live', 'live', 'bareLive', TARGETS.live],
].map(([label, key, bareKey, target]) => ({
  label,
  rps: median(rounds.map((x) => x[key].rps)),
  bare: median(rounds.map((x) => x[bareKey].rps)),
  ratio: median(rounds.map((x) => x[key].rps / x[bareKey].rps)),
  perRound: rounds.map((x) => (x[key].rps / x[bareKey].rps).toFixed(2)).join(', '),
  cpuUs: median(rounds.map((x) => x[key].cpuUs)),
  bareCpuUs: median(rounds.map((x) => x[bareKey].cpuUs)),
  // Bare Fastify's CPU time per request over the platform's: the share of bare's rate the platform
  // would reach on a core of its own.
  cpuRatio: median(rounds.map((x) => x[bareKey].cpuUs / x[key].cpuUs)),
  target,
}));
const placement = pinned
  ? `servers pinned to core ${SERVER_CORES}, wrk (${WRK_THREADS} thread${WRK_THREADS > 1 ? 's' : ''}) to core ${WRK_CORES} (taskset)`
  : `not pinned (${hasTaskset ? `${cores} core` : 'no taskset'}), wrk ${WRK_THREADS} threads`;
console.log(
  `\nPer-request cost, wrk -c${CONNECTIONS} ${SECONDS} s x ${ROUNDS} rounds, ${cores} cores, load ${loadavg()[0].toFixed(2)}; ${placement}`,
);
console.log(
  `build: ${BUILD}; body ${answers.careers.body.length} B (careers), ${answers.live.body.length} B (live); header bytes platform/bare: ${answers.careers.headerBytes}/${bareSample.headerBytes}`,
);
console.log('| Path | req/s | bare Fastify req/s | ratio (median) | per round | CPU µs/request (bare) | CPU ratio | target |');
console.log('|---|---|---|---|---|---|---|---|');
for (const row of rows) {
  console.log(
    `| ${row.label} | ${Math.round(row.rps)} | ${Math.round(row.bare)} | ${row.ratio.toFixed(2)} | ${row.perRound} | ${Math.round(row.cpuUs)} (${Math.round(row.bareCpuUs)}) | ${row.cpuRatio.toFixed(2)} | >= ${row.target} |`,
  );
}
