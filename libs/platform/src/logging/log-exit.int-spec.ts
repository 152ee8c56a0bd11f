import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

// The built logging module (npm run build:server), in a process of its own: what a server runs.
const LOGGING = join(process.cwd(), 'dist/libs/platform/src/logging/index.js');

/** Runs `body` after making a logger in `format`; answers the process's stdout, stderr and status. */
function runLogging(format: 'json' | 'text', body: string) {
  const code = `
    const { LakbayLogger, flushLogsSync } = require(${JSON.stringify(LOGGING)});
    const logger = new LakbayLogger('bff', { level: 'info', format: '${format}' });
    ${body}`;
  return spawnSync(process.execPath, ['-e', code], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024, timeout: 30_000 });
}

const LINES = 20_000;
const burst = `for (let i = 0; i < ${LINES}; i++) logger.log('line ' + i, { route: '/api/v2/careers', padding: 'x'.repeat(200) });`;

describe('log lines at process exit', () => {
  beforeAll(() => {
    if (!existsSync(LOGGING)) {
      throw new Error(`${LOGGING} is missing: run npm run build:server first`);
    }
  });

  it('keeps every line written just before process.exit, in order (stdout is asynchronous)', () => {
    const result = runLogging('json', `${burst}\nprocess.exit(3);`);
    expect(result.status).toBe(3);
    const lines = result.stdout.split('\n').filter(Boolean);
    expect(lines).toHaveLength(LINES);
    expect(JSON.parse(lines[0])).toMatchObject({ message: 'line 0', service: 'bff' });
    expect(JSON.parse(lines[LINES - 1])).toMatchObject({ message: `line ${LINES - 1}` });
  });

  it('writes the fatal line and everything before it when the process dies of an uncaught exception', () => {
    const result = runLogging(
      'text',
      `process.on('uncaughtException', (err) => { logger.fatal('Exiting after an uncaught exception: ' + err.message); flushLogsSync(); process.exit(1); });
      ${burst}
      setImmediate(() => { throw new Error('lost-throw'); });`,
    );
    expect(result.status).toBe(1);
    const lines = result.stdout.split('\n').filter(Boolean);
    expect(lines).toHaveLength(LINES);
    expect(lines[LINES - 1]).toContain(`line ${LINES - 1} route=/api/v2/careers`);
    expect(result.stderr).toMatch(/FATAL Exiting after an uncaught exception: lost-throw/);
  });
});
