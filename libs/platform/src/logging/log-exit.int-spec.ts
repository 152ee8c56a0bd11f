import { spawn, spawnSync } from 'node:child_process';
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

  it('keeps access lines (drawn with their batch) in order among the others, each with its own time, up to process.exit', () => {
    // Access lines (entry) are drawn when their batch is written, other lines at once: both must
    // come out in the order they were written, each access line with the time it was written.
    const result = runLogging(
      'text',
      `for (let i = 0; i < ${LINES}; i++) {
        if (i % 3 === 0) {
          logger.log('line ' + i, { route: '/api/v2/careers' });
        } else {
          logger.entry('info', 'GET /api/v2/careers 200 ' + i + ' ms', { service: 'bff', context: 'HTTP', requestId: 'req-' + i, userId: i % 2 ? 'u-' + i : undefined });
        }
        if (i === 5000) { const until = Date.now() + 30; while (Date.now() < until); }
      }
      process.exit(4);`,
    );
    expect(result.status).toBe(4);
    const lines = result.stdout.split('\n').filter(Boolean);
    expect(lines).toHaveLength(LINES);
    const wrong = lines.filter(
      (line, i) =>
        !line.includes(i % 3 === 0 ? `LOG line ${i} route=/api/v2/careers` : `LOG [HTTP] (req-${i}) GET /api/v2/careers 200 ${i} ms`),
    );
    expect(wrong).toEqual([]);
    expect(lines[1]).toMatch(
      /^\[lakbay:bff\] \d+ {2}- \d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z {5}LOG \[HTTP\] \(req-1\) GET \/api\/v2\/careers 200 1 ms userId=u-1$/,
    );
    expect(lines[2]).toMatch(/\(req-2\) GET \/api\/v2\/careers 200 2 ms$/);
    // The 30 ms wait after line 5000: the lines after it carry a later time than those before.
    const timeOf = (line: string) => Date.parse(/ - (\S+Z) /.exec(line)?.[1] ?? '');
    expect(timeOf(lines[5001] ?? '') - timeOf(lines[4999] ?? '')).toBeGreaterThanOrEqual(30);
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

  it('neither waits for nor loses lines when stdout is not read for a while (a full non-blocking pipe)', async () => {
    // The parent reads nothing until the burst has ended (5 MB, far more than a pipe holds): the
    // burst must end without waiting for a reader (the lines wait in the logger's queue), and every
    // line must arrive, in order, though the process exits at once after the burst. The parent
    // waits for the child's "burst done" (up to 20 s: a busy CI machine starts node slowly), never
    // reading stdout meanwhile; a logger that blocked on the full pipe would never say it.
    const code = `
      process.stdout; // Node's stream for stdout: libuv makes the pipe non-blocking
      const { LakbayLogger } = require(${JSON.stringify(LOGGING)});
      const logger = new LakbayLogger('bff', { level: 'info', format: 'text' });
      ${burst}
      process.stderr.write('burst done\\n');
      process.exit(0);`;
    const child = spawn(process.execPath, ['-e', code], { stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout.pause();
    let stderr = '';
    const burstDone = new Promise<boolean>((resolve) => {
      const timer = setTimeout(() => resolve(false), 20_000);
      child.stderr.on('data', (chunk: Buffer) => {
        stderr += chunk.toString();
        if (stderr.includes('burst done')) {
          clearTimeout(timer);
          resolve(true);
        }
      });
    });
    const saidDoneUnread = await burstDone;
    // A little longer unread: the exiting process must not wait for the reader either.
    await new Promise((resolve) => setTimeout(resolve, 300));
    const stderrBeforeReading = stderr;
    const chunks: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => chunks.push(chunk));
    child.stdout.resume();
    const status = await new Promise((resolve) => child.on('close', resolve));
    expect(saidDoneUnread).toBe(true);
    expect(stderrBeforeReading).toBe('burst done\n');
    expect(status).toBe(0);
    const lines = Buffer.concat(chunks).toString('utf8').split('\n').filter(Boolean);
    expect(lines).toHaveLength(LINES);
    lines.forEach((line, i) => expect(line).toContain(`LOG line ${i} route=/api/v2/careers`));
  });
});
