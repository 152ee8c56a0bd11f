import { execFile } from 'node:child_process';
import { join } from 'node:path';

/**
 * The environment every platform process a test starts begins with: only what a process needs (the
 * test runner's own variables must not leak into it), and the transaction guard on, so that a call,
 * an event or another database's query inside an open transaction fails the test that caused it.
 * Password hashes are light (TEST_LIGHT_PASSWORD_HASHES: scrypt N=2^10, not 2^15): the suites sign
 * up and log in hundreds of accounts, and the full cost was a tenth of the integration lanes' CPU;
 * the suites that test hashing itself (stored parameters, a crowd of log-ins) set it to false.
 */
export function testProcessEnv(extra: NodeJS.ProcessEnv = {}): NodeJS.ProcessEnv {
  // A new embedded cluster starts from a copy of one made before (jest.config.mjs sets the folder).
  const templates = process.env.TEST_PGLITE_TEMPLATES ? { TEST_PGLITE_TEMPLATES: process.env.TEST_PGLITE_TEMPLATES } : {};
  return {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    TEST_TRANSACTION_GUARD: 'true',
    TEST_LIGHT_PASSWORD_HASHES: 'true',
    ...templates,
    ...extra,
  };
}

/** What a process started with testProcessEnv() logs at start (libs/platform run-processes.ts). */
export const TRANSACTION_GUARD_NOTICE = 'TEST_TRANSACTION_GUARD is on';

/**
 * Runs a built launcher script (dist/services/launcher/src/<script>) as an operator would, with
 * testProcessEnv() and info logs off; answers its exit code and everything it printed.
 */
export function operatorCommand(script: string, args: string[], env: NodeJS.ProcessEnv = {}): Promise<{ code: number; output: string }> {
  const node = join(process.cwd(), 'node_modules/.bin/node');
  const path = join(process.cwd(), 'dist/services/launcher/src', script);
  return new Promise((done) => {
    execFile(node, [path, ...args], { env: testProcessEnv({ LOG_LEVEL: 'warn', ...env }) }, (err, stdout, stderr) => {
      done({ code: err ? ((err as { code?: number }).code ?? 1) : 0, output: `${stdout}${stderr}` });
    });
  });
}
