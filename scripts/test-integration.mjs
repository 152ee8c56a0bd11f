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

const extra = process.argv.slice(2);
const node = ['--experimental-vm-modules', 'node_modules/jest/bin/jest.js'];
// Test paths go before --selectProjects, which takes a list.
const jest = ['--selectProjects', 'integration', '--runInBand', '--testTimeout=60000'];
const escape = (path) => path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const lanes = [
  { name: 'faults', args: [...node, ...FAULT_SUITES, ...jest, ...extra] },
  { name: 'main', args: [...node, ...jest, '--testPathIgnorePatterns', ...FAULT_SUITES.map(escape), '/node_modules/', ...extra] },
];

function run({ name, args }) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'pipe'], env: process.env });
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
process.exit(results.every(Boolean) ? 0 : 1);
