// `npm test`: builds once, then runs every suite in lanes side by side, and prints each lane's time.
//
// Lanes (each its own process tree, port range, databases, NATS namespaces and Redis prefixes, so
// two never share a port or data):
//   checks        lint, format and type checks (they need no build, so they start with it)
//   unit          Jest's unit and web projects on every core
//   faults        the integration suites that start their own NATS/Redis and kill processes, one
//                 by one (their timing matters, so they never overlap each other); mostly waiting
//                 on outages and back-offs, so beside the slots (below), from the build on
//   integration   every other integration suite, one by one, in two lanes (integration and
//                 integration-b, about half the time each); those that only read or clean up
//                 after themselves share one platform per mode of their lane
//                 (tests/support/shared-platform.ts)
//   e2e           Playwright in Chromium, in two lanes (e2e and e2e-b: the test files split by
//                 their measured time, e2eHalves), each against a standalone platform of its own
//   alone         suites that measure what the machine can do (log-ins per second): after the
//                 others, alone, so another lane's load does not decide their result
// At most LANES_AT_ONCE lanes hold a slot at a time, the fault lane beside them (default 2 on this
// 2-core machine since 2026-12-04: at three a fresh-clone run had the machine at a load of 12 and
// three tests failed on their time limits; one lane alone already keeps 1.1 to 1.8 cores busy, so a
// third gains nothing). On a quiet machine, 2026-12-04: every lane one at a time 32.4 minutes, two at
// a time with the fault lane last 24.9 minutes; 2026-12-05, a fresh clone's whole .ci/run 13.9
// minutes, npm test 13.5 (the Playwright halves split by time again, light password hashes).
//
// Usage: node scripts/test.mjs [lane ...] [-- extra arguments for Jest]
// Exit status: non-zero when the build or any lane fails.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join, sep } from 'node:path';
import { stripVTControlCharacters } from 'node:util';

const NODE = process.execPath;
const JEST = ['--experimental-vm-modules', 'node_modules/jest/bin/jest.js'];

export const FAULT_SUITES = [
  'tests/integration/faults.int-spec.ts',
  'tests/integration/resilience.int-spec.ts',
  'tests/integration/readiness.int-spec.ts',
  'tests/integration/outbox.int-spec.ts',
  'tests/integration/mail-outages.int-spec.ts',
  'tests/integration/write-outcome.int-spec.ts',
  'tests/integration/observability.int-spec.ts',
  'tests/integration/startup.int-spec.ts',
  'tests/integration/uploads.int-spec.ts',
  'tests/integration/backup.int-spec.ts',
  'libs/platform/src/transport/nats-resilience.int-spec.ts',
  'libs/platform/src/database/postgres-pool.int-spec.ts',
];
// A crowd of log-ins and of bookings: what the machine can do, measured with no other lane beside.
export const ALONE_SUITES = ['tests/integration/login-crowd.int-spec.ts', 'tests/integration/booking-burst.int-spec.ts'];
// The second integration lane's suites: with its own shared platforms beside the first lane's, about
// half of the integration suites' time (each lane took 13-15 minutes of the 29 one lane took in a
// fresh-clone run on 2026-12-02). The first lane runs every suite not listed here or above.
export const INTEGRATION_B_SUITES = [
  'tests/integration/privacy.int-spec.ts',
  'tests/integration/accounts.int-spec.ts',
  'tests/integration/content.int-spec.ts',
  'tests/integration/trust.int-spec.ts',
  'tests/integration/time-zones.int-spec.ts',
  'tests/integration/trainings.int-spec.ts',
  'tests/integration/calendar-budgets.int-spec.ts',
  'tests/integration/follow-up-work.int-spec.ts',
  'tests/integration/read-caches.int-spec.ts',
  'tests/integration/challenge-authoring.int-spec.ts',
  'tests/integration/nats-permissions.int-spec.ts',
  'tests/integration/monitoring-metrics.int-spec.ts',
  'tests/integration/move-to-postgres.int-spec.ts',
];

const escape = (path) => path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Playwright's test files in two halves of about equal time: longest first, each onto the half with
 * less time so far, by the seconds each file took in a measured run (e2e/durations.json, written by
 * scripts/e2e-durations.mjs; a file not listed there counts as the median). Playwright's own shards
 * split by the number of tests in file order, which put the eight route walks of the Filipino
 * interface (minutes each) and most other long journeys in one half. Both lanes compute the same
 * split; every file is in exactly one half.
 */
export function e2eHalves(dir = 'e2e') {
  const files = readdirSync(dir, { recursive: true })
    .map(String)
    .filter((file) => file.endsWith('.e2e.ts'))
    .map((file) => join(dir, file).split(sep).join('/'))
    .sort();
  let known = {};
  try {
    known = JSON.parse(readFileSync(join(dir, 'durations.json'), 'utf8'));
  } catch {
    // No measured run: every file weighs the same.
  }
  const listed = Object.values(known).sort((a, b) => a - b);
  const median = listed.length ? listed[Math.floor(listed.length / 2)] : 1;
  const weight = (file) => known[file] ?? median;
  const halves = [
    { files: [], seconds: 0 },
    { files: [], seconds: 0 },
  ];
  for (const file of [...files].sort((a, b) => weight(b) - weight(a) || a.localeCompare(b))) {
    const lighter = halves[0].seconds <= halves[1].seconds ? halves[0] : halves[1];
    lighter.files.push(file);
    lighter.seconds += weight(file);
  }
  return halves.map((half) => half.files.sort((a, b) => a.localeCompare(b)));
}
const [E2E_FIRST, E2E_SECOND] = e2eHalves();
// Playwright reads each argument as a pattern of the file's path: anchored, so one file's name
// never selects another's.
const e2eFiles = (files) => files.map((file) => `${escape(file)}$`);
// --forceExit: a fresh-clone run (2026-12-03) had every integration suite pass and then Jest wait
// for a handle left open (not found yet; each new suite exits alone): a lane must end with its
// results, never hang CI. Jest still prints its "did not exit" warning.
const integration = ['--selectProjects', 'integration', '--runInBand', '--testTimeout=60000', '--forceExit'];

const separator = process.argv.indexOf('--');
const chosen = (separator === -1 ? process.argv.slice(2) : process.argv.slice(2, separator)).filter(Boolean);
const extra = separator === -1 ? [] : process.argv.slice(separator + 1);

/** Each lane: its commands (run one after another) and, for Jest lanes, a port range of its own. */
const LANES = {
  checks: {
    build: false,
    commands: [
      ['npm', ['run', 'lint']],
      ['npm', ['run', 'format:check']],
      ['npm', ['run', 'typecheck']],
    ],
  },
  unit: {
    build: false,
    commands: [
      [NODE, [...JEST, '--selectProjects', 'unit', 'web', '--testTimeout=60000', `--maxWorkers=${availableParallelism()}`, ...extra]],
    ],
  },
  // The fault suites time how soon writes come back after an outage: they go first for the cores too.
  // They mostly wait (for an outage, a restart, a retry's back-off: 0.6 of a core over 8 minutes on a
  // quiet machine), so they run beside the slots from the build on instead of holding one.
  faults: {
    build: true,
    beside: true,
    nice: -5,
    ports: '20000-23999',
    commands: [[NODE, [...JEST, ...FAULT_SUITES, ...integration, ...extra]]],
  },
  // The integration suites in two lanes, each with one shared platform per mode of its own
  // (tests/support/shared-platform.ts).
  integration: {
    build: true,
    ports: '24000-27999',
    env: { TEST_SHARED_PLATFORMS: 'true' },
    commands: [
      [
        NODE,
        [
          ...JEST,
          ...integration,
          '--testPathIgnorePatterns',
          ...[...FAULT_SUITES, ...ALONE_SUITES, ...INTEGRATION_B_SUITES].map(escape),
          '/node_modules/',
          ...extra,
        ],
      ],
    ],
  },
  'integration-b': {
    build: true,
    ports: '12000-15999',
    env: { TEST_SHARED_PLATFORMS: 'true' },
    commands: [[NODE, [...JEST, ...INTEGRATION_B_SUITES, ...integration, ...extra]]],
  },
  // Playwright in two halves (e2eHalves: about half of the test files' time each), each with a server of
  // its own on its own port and data folder. Its time limits are for a page to answer, so its server
  // and browser go first for the cores (nice -5; as root, as CI runs; elsewhere nice says so and runs
  // it as it is): on a run where the Jest lanes kept both cores busy, six journeys waited over 10 s
  // for a page.
  e2e: {
    build: true,
    nice: -5,
    env: { E2E_PORT: '3199', E2E_OUTPUT_DIR: 'test-results/e2e' },
    commands: [['npx', ['playwright', 'test', ...e2eFiles(E2E_FIRST)]]],
  },
  'e2e-b': {
    build: true,
    nice: -5,
    env: { E2E_PORT: '3198', E2E_OUTPUT_DIR: 'test-results/e2e-b' },
    commands: [['npx', ['playwright', 'test', ...e2eFiles(E2E_SECOND)]]],
  },
  alone: { build: true, last: true, ports: '28000-31999', commands: [[NODE, [...JEST, ...ALONE_SUITES, ...integration, ...extra]]] },
};

const names = chosen.length ? chosen : Object.keys(LANES);
const unknown = names.filter((name) => !(name in LANES));
if (unknown.length) {
  console.error(`unknown lane(s): ${unknown.join(', ')}; lanes: ${Object.keys(LANES).join(', ')}`);
  process.exit(2);
}
const atOnce = Math.max(1, Number(process.env.LANES_AT_ONCE ?? 2));
const results = [];
const started = Date.now();
const minutes = (ms) => (ms / 60000).toFixed(1);

// GNU time, where the machine has it, counts each lane's CPU seconds (its processes and theirs):
// what the lanes cost the machine, beside how long they took.
const TIME = existsSync('/usr/bin/time') ? '/usr/bin/time' : undefined;
const timings = mkdtempSync(join(tmpdir(), 'lakbay-lanes-'));

// The lines that say what failed (Jest's FAIL and ● lines, Playwright's ✘ and numbered failures), a
// few per lane, printed again at the end: a long run's log is often read from its tail.
const FAILURE_LINE = /^\s*(FAIL |● |✘ |\d+\) \[|Error: |Timed out|\[\w+\] › .* (failed|timed out))/;
const failureLines = new Map();
const MAX_FAILURE_LINES = 40;

/** Runs one command of a lane; resolves with its exit status (0 or what failed) and the CPU seconds it used, when known. */
function runCommand(lane, [command, args], env, nice) {
  return new Promise((resolve) => {
    let [file, argv] = nice ? ['nice', ['-n', String(nice), command, ...args]] : [command, args];
    const cpuFile = join(timings, `${lane}-${Math.random().toString(36).slice(2)}`);
    if (TIME) {
      [file, argv] = [TIME, ['-q', '-f', '%U %S', '-o', cpuFile, file, ...argv]];
    }
    const cpu = () => {
      try {
        return readFileSync(cpuFile, 'utf8')
          .trim()
          .split(/\s+/)
          .reduce((sum, seconds) => sum + Number(seconds), 0);
      } catch {
        return undefined;
      }
    };
    const child = spawn(file, argv, { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, ...env } });
    const prefix = (stream, out) => {
      let rest = '';
      stream.on('data', (chunk) => {
        const lines = (rest + chunk.toString()).split('\n');
        rest = lines.pop() ?? '';
        for (const line of lines) {
          out.write(`[${lane}] ${line}\n`);
          const plain = stripVTControlCharacters(line);
          if (FAILURE_LINE.test(plain) && !plain.includes('● Console')) {
            const kept = failureLines.get(lane) ?? [];
            if (kept.length < MAX_FAILURE_LINES && !kept.includes(plain)) {
              failureLines.set(lane, [...kept, plain]);
            }
          }
        }
      });
      stream.on('end', () => rest && out.write(`[${lane}] ${rest}\n`));
    };
    prefix(child.stdout, process.stdout);
    prefix(child.stderr, process.stderr);
    child.on('close', (code, signal) => resolve({ status: code === 0 ? 0 : (signal ?? code), cpu: cpu() }));
  });
}

async function runLane(name) {
  const lane = LANES[name];
  const begin = Date.now();
  let failure = 0;
  let cpu = 0;
  for (const command of lane.commands) {
    const ran = await runCommand(name, command, { ...lane.env, ...(lane.ports ? { TEST_PORT_RANGE: lane.ports } : {}) }, lane.nice);
    failure = ran.status;
    cpu = cpu === undefined || ran.cpu === undefined ? undefined : cpu + ran.cpu;
    if (failure !== 0) {
      break;
    }
  }
  const result = { name, ok: failure === 0, detail: failure === 0 ? 'passed' : `failed (${failure})`, ms: Date.now() - begin, cpu };
  console.log(`== lane ${name}: ${result.detail} in ${minutes(result.ms)} min${cpu === undefined ? '' : `, ${Math.round(cpu)} CPU-s`}`);
  results.push(result);
  return result.ok;
}

// At most `atOnce` lanes hold a slot at a time (the fault lane runs beside them: `beside`); a freed
// slot goes to the waiting lane that comes first in PRIORITY: the build, then the longest lanes
// first so that the short ones fill the end (on a quiet machine, one at a time, 2026-12-04:
// integration and integration-b 5.1 min each, e2e-b 5.0, e2e 4.8, unit 3.0 on both cores). The
// lanes that need no build (checks, unit) wait from the start, so they take the slots beside the
// build and the one it frees: in fresh-clone runs unit ran first, the integration lanes next.
const PRIORITY = ['build', 'checks', 'integration', 'integration-b', 'e2e-b', 'e2e', 'unit', 'alone'];
let free = atOnce;
const waiting = [];
const acquire = (name) =>
  new Promise((resolve) => {
    waiting.push({ name, resolve });
    waiting.sort((a, b) => PRIORITY.indexOf(a.name) - PRIORITY.indexOf(b.name));
    // After the lanes that arrive together (those waiting for the build) are all in the queue, so
    // that the first of them in PRIORITY gets the slot, not the first to ask.
    setImmediate(dispatch);
  });
function dispatch() {
  while (free > 0 && waiting.length) {
    free--;
    waiting.shift().resolve();
  }
}
async function inSlot(name) {
  if (LANES[name].beside) {
    return runLane(name);
  }
  await acquire(name);
  try {
    return await runLane(name);
  } finally {
    free++;
    dispatch();
  }
}

LANES.build = { commands: [['npm', ['run', 'build']]] };
const needsBuild = names.some((name) => LANES[name].build);
const build = needsBuild ? inSlot('build') : Promise.resolve(true);
const lanes = names.filter((name) => !LANES[name].last).map(async (name) => (LANES[name].build && !(await build) ? false : inSlot(name)));
await Promise.all(lanes);
const built = await build;
for (const name of names.filter((n) => LANES[n].last)) {
  if (built) {
    await inSlot(name);
  }
}

console.log(`\n== lanes (${minutes(Date.now() - started)} min in all, at most ${atOnce} at a time)`);
for (const { name, detail, ms, cpu } of results) {
  console.log(
    `   ${name.padEnd(12)} ${detail.padEnd(12)} ${minutes(ms).padStart(5)} min${cpu === undefined ? '' : `${String(Math.round(cpu)).padStart(7)} CPU-s`}`,
  );
}
const cpus = results.map((r) => r.cpu);
if (cpus.every((c) => c !== undefined)) {
  console.log(`   ${'all'.padEnd(25)} ${String(Math.round(cpus.reduce((a, b) => a + b, 0))).padStart(15)} CPU-s`);
}
for (const { name } of results.filter((r) => !r.ok)) {
  console.log(`\n== what failed in lane ${name} (the first ${MAX_FAILURE_LINES} such lines at most; the whole story is above)`);
  for (const line of failureLines.get(name) ?? ['(no line of it looked like a failure: see the lane output above)']) {
    console.log(`   ${line.slice(0, 300)}`);
  }
}
rmSync(timings, { recursive: true, force: true });
process.exit(built && results.every((r) => r.ok) ? 0 : 1);
