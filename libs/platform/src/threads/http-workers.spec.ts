import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AppConfig } from '../config';
import { processHealth } from '../ops';
import { HttpWorkers } from './http-workers';

// A stand-in worker script speaking ThreadBridge's messages by hand: ready at once, answers ping
// and close; with crashAfterMs above 0 it exits with code 3 that long after starting.
const stub = (crashAfterMs = 0) => `
const { parentPort } = require('node:worker_threads');
parentPort.on('message', (m) => {
  if (m.t === 'call' && (m.name === 'ping' || m.name === 'close')) {
    parentPort.postMessage({ t: 'ret', id: m.id, ok: true, value: true });
  }
});
parentPort.postMessage({ t: 'call', id: 1, name: 'ready' });
if (${crashAfterMs} > 0) setTimeout(() => process.exit(3), ${crashAfterMs});
`;

describe('HttpWorkers (the main thread side of the HTTP worker)', () => {
  let dir: string;
  let script: string;
  let config: AppConfig;

  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'lakbay-http-workers-'));
    script = join(dir, 'stub-worker.js');
    writeFileSync(script, stub());
    config = {
      dataDir: join(dir, 'data'),
      backup: { dir: join(dir, 'backups'), intervalHours: 0, keep: 1, keepDays: 0 },
      database: { pgliteDir: join(dir, 'data', 'db') },
      rpcTimeoutMs: 1000,
    } as AppConfig;
  });

  afterEach(() => {
    rmSync(dir, { recursive: true, force: true });
  });

  it('starts the worker, reports it in readiness while it answers, and removes the check when stopped', async () => {
    const workers = await new HttpWorkers(script, config, () => {}).start();
    const report = await processHealth.report();
    expect(report.checks['bff.http-worker']).toMatchObject({ status: 'up' });
    await workers.close();
    expect((await processHealth.report()).checks['bff.http-worker']).toBeUndefined();
  }, 20_000);

  it('starts a crashed worker again, and gives up after three crashes within a minute', async () => {
    writeFileSync(script, stub(100));
    const reasons: string[] = [];
    const workers = await new HttpWorkers(script, config, (why) => reasons.push(why)).start();
    for (let i = 0; i < 500 && reasons.length === 0; i++) {
      await new Promise((r) => setTimeout(r, 50));
    }
    expect(reasons).toEqual([expect.stringContaining('stopped 3 times within a minute (last exit code 3)')]);
    await workers.close();
  }, 40_000);

  it('fails to start when the worker ends before it listens', async () => {
    writeFileSync(script, 'process.exit(2);');
    await expect(new HttpWorkers(script, config, () => {}).start()).rejects.toThrow(/exit code 2/);
  }, 20_000);
});
