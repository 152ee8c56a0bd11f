// Runs the integration suites in two Jest processes at once, each running its suites one by one:
// lane "faults" has the suites that start their own NATS/Redis and kill processes (their timing
// matters, so they never overlap each other), lane "main" has everything else. Two lanes keep
// both cores busy while one suite waits on a restart or an outage. Extra arguments go to both.
// Exit status: non-zero when either lane fails.
import { spawn } from 'node:child_process';

const FAULT_SUITES = [
  'tests/integration/faults.int-spec.ts',
  'tests/integration/resilience.int-spec.ts',
  'tests/integration/outbox.int-spec.ts',
  'tests/integration/observability.int-spec.ts',
  'tests/integration/startup.int-spec.ts',
  'libs/platform/src/transport/nats-resilience.int-spec.ts',
  'libs/platform/src/database/postgres-pool.int-spec.ts',
];

// Suites that measure throughput (log-ins per second against the machine): run after both lanes,
// alone, so the other lane's load does not decide their result.
const ALONE_SUITES = ['tests/integration/login-crowd.int-spec.ts'];

const extra = process.argv.slice(2);
const node = ['--experimental-vm-modules', 'node_modules/jest/bin/jest.js'];
// Test paths go before --selectProjects, which takes a list.
const jest = ['--selectProjects', 'integration', '--runInBand', '--testTimeout=60000'];
const escape = (path) => path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

// Each lane picks the ports of its processes from its own range (tests/support/platform.ts freePort).
const lanes = [
  { name: 'faults', ports: '20000-25999', args: [...node, ...FAULT_SUITES, ...jest, ...extra] },
  {
    name: 'main',
    ports: '26000-31999',
    args: [...node, ...jest, '--testPathIgnorePatterns', ...[...FAULT_SUITES, ...ALONE_SUITES].map(escape), '/node_modules/', ...extra],
  },
];

function run({ name, ports, args }) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, TEST_PORT_RANGE: ports } });
    const prefix = (stream, out) => {
      let rest = '';
      stream.on('data', (chunk) => {
        const lines = (rest + chunk.toString()).split('\n');
        rest = lines.pop() ?? '';
        for (const line of lines) {
          out.write(`[${name}] ${line}\n`);
        }
      });
      stream.on('end', () => rest && out.write(`[${name}] ${rest}\n`));
    };
    prefix(child.stdout, process.stdout);
    prefix(child.stderr, process.stderr);
    child.on('close', (code, signal) => {
      const minutes = ((Date.now() - started) / 60000).toFixed(1);
      console.log(`== lane ${name}: ${code === 0 ? 'passed' : `failed (${signal ?? code})`} in ${minutes} min`);
      resolve(code === 0);
    });
  });
}

const results = await Promise.all(lanes.map(run));
results.push(await run({ name: 'alone', ports: '26000-31999', args: [...node, ...ALONE_SUITES, ...jest, ...extra] }));
process.exit(results.every(Boolean) ? 0 : 1);
