import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { DEMO, call, login, newKadet } from '../support/accounts';
import { eventually } from '../support/eventually';
import { freePort, startStandalone } from '../support/platform';
import { usePlatform } from '../support/use-platform';

// Standalone with the BFF in its HTTP worker thread (STANDALONE_HTTP_WORKERS=1): everything the BFF
// does crosses the bridge to the thread of the services and the embedded database.
const SPLIT = { STANDALONE_HTTP_WORKERS: '1', LOG_FORMAT: 'json', LOG_LEVEL: 'debug' };

type LogLine = Record<string, unknown>;

function jsonLines(text: string): LogLine[] {
  return text
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as LogLine);
}

describe('standalone with an HTTP worker thread', () => {
  const p = usePlatform(() => startStandalone(SPLIT));
  const throttled = `split-throttle-${Date.now().toString(36)}@demo.lakbay.ph`;

  it('serves the BFF from the worker and reports it: readiness names it, /metrics has its HTTP histograms', async () => {
    expect((await call(p(), 'GET', '/careers?page=1')).status).toBe(200);
    const ops = p().opsUrl?.() ?? '';
    const ready = (await (await fetch(`${ops}/health/ready`)).json()) as { status: string; checks: Record<string, { status: string }> };
    expect(ready.status).toBe('ready');
    expect(ready.checks['bff.http-worker']).toMatchObject({ status: 'up' });
    // The BFF's own readiness is the process's (it asks the main thread).
    const bffReady = await call(p(), 'GET', '/health/ready');
    expect(bffReady.body.checks['bff.http-worker']).toMatchObject({ status: 'up' });
    const metrics = await (await fetch(`${ops}/metrics`)).text();
    expect(metrics).toMatch(
      /^lakbay_http_request_duration_seconds_count\{method="GET",route="\/api\/v2\/careers",status_code="200"\} \d+$/m,
    );
    expect(metrics).toMatch(
      /^lakbay_rpc_server_duration_seconds_count\{service="content",command="content\.careers\.list",outcome="ok"\} \d+$/m,
    );
    expect(metrics).toContain('process_cpu_seconds_total');
  });

  it("carries a call's request id and user to the service, which logs them under its own name", async () => {
    const kadet = await login(p(), DEMO.kadet);
    const requestId = `split-${Date.now().toString(36)}-0001`;
    const res = await call(p(), 'GET', `/users/${kadet.id}`, undefined, {
      token: kadet.sessionCookie,
      headers: { 'x-request-id': requestId },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('x-request-id')).toBe(requestId);
    await eventually(
      'the users service to log the call with its request id and user',
      () =>
        jsonLines(p().output?.() ?? '').some(
          (l) => l.service === 'users' && l.requestId === requestId && l.userId === kadet.id && l.command === 'users.profile.get',
        ),
      { timeoutMs: 3000, intervalMs: 50 },
    );
    // The worker's access line, under the BFF's name (written just after the reply).
    await eventually(
      "the BFF's access line with the request id and user",
      () =>
        jsonLines(p().output?.() ?? '').some(
          (l) => l.requestId === requestId && l.context === 'HTTP' && l.service === 'bff' && l.userId === kadet.id && l.status === 200,
        ),
      { timeoutMs: 3000, intervalMs: 50 },
    );
  });

  it("drops the worker's cached session when the users service broadcasts a change (the notice crosses the bridge)", async () => {
    const admin = (await login(p(), DEMO.admin)).sessionCookie;
    const username = `split_${Date.now().toString(36)}`;
    const kadet = await newKadet(p(), username);
    const token = kadet.sessionCookie as string;
    expect((await call(p(), 'GET', '/auth/me', undefined, { token })).body).toMatchObject({ username, isCoach: false });
    // The admin's write drops only the admin's own session in the BFF; the Kadet's goes by the broadcast.
    const promoted = await call(p(), 'PATCH', '/admin/updateKadetToCoach', { username, isCoach: true }, { token: admin });
    expect(promoted.status).toBe(200);
    await eventually('the BFF to see the new role', async () => (await call(p(), 'GET', '/auth/me', undefined, { token })).body.isCoach, {
      timeoutMs: 1000,
      intervalMs: 25,
    });
  });

  it('shows an admin edit on the next read (a write through the worker reaches the services and the caches)', async () => {
    const admin = (await login(p(), DEMO.admin)).sessionCookie;
    const list = await call(p(), 'GET', '/careers?page=1');
    const { id, slug } = list.body.items[0];
    await call(p(), 'GET', `/careers/${slug}`);
    const summary = `Split ${Date.now().toString(36)}: studies and plans.`;
    expect((await call(p(), 'PATCH', `/admin/careers/${id}`, { summary }, { token: admin })).status).toBe(200);
    expect((await call(p(), 'GET', `/careers/${slug}`)).body.summary).toBe(summary);
  });

  it('takes a backup from the admin API in the thread that holds the database', async () => {
    const admin = (await login(p(), DEMO.admin)).sessionCookie;
    const taken = await call(p(), 'POST', '/admin/backups', undefined, { token: admin });
    expect(taken.status).toBe(201);
    expect(taken.body).toMatchObject({ name: expect.stringMatching(/\.backup$/), bytes: expect.any(Number) });
  });

  it('counts failed log-ins in the worker and keeps them in the embedded database (the throttle refuses the next)', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) {
      statuses.push((await call(p(), 'POST', '/auth/login', { email: throttled, password: 'wrong-password-1' })).status);
    }
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(statuses.at(-1)).toBe(429);
  });

  it('stops the whole process on SIGTERM, the worker first, and exits 0', async () => {
    await p().stop();
    const port = await freePort();
    const env = { ...p().env, PORT: String(port), OPS_PORT: String(await freePort()), LOG_FORMAT: 'text', LOG_LEVEL: 'info' };
    const child = spawn(join(process.cwd(), 'node_modules/.bin/node'), [join(process.cwd(), 'dist/services/launcher/src/main.js')], {
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (c: Buffer) => (output += c.toString()));
    child.stderr.on('data', (c: Buffer) => (output += c.toString()));
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    await eventually(
      'the restarted platform to answer',
      async () => (await fetch(`http://127.0.0.1:${port}/api/v2/health`).catch(() => undefined))?.status === 200,
      { timeoutMs: 120_000, intervalMs: 250 },
    );
    expect(output).toContain('[lakbay:bff]');
    // The throttle's counts were kept in the embedded database through the main thread.
    const again = await fetch(`http://127.0.0.1:${port}/api/v2/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: throttled, password: 'wrong-password-1' }),
    });
    expect(again.status).toBe(429);
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 30_000);
    const code = await exited;
    clearTimeout(timer);
    expect({ code, output: code === 0 ? '' : output }).toEqual({ code: 0, output: '' });
    expect(output).toContain('SIGTERM: stopping');
    expect(output).not.toMatch(/HttpWorker.*(failed|stopped)|did not stop cleanly|Exited with code/);
    await expect(fetch(`http://127.0.0.1:${port}/api/v2/health`)).rejects.toThrow();
  }, 180_000);
});

describe('standalone with an HTTP worker thread, RPC timeout', () => {
  // A crowd of reads the cache cannot answer (each a different search) queues in the services'
  // thread, where PGlite runs one statement at a time, for longer than a read may wait.
  const p = usePlatform(() => startStandalone({ STANDALONE_HTTP_WORKERS: '1', RPC_TIMEOUT_MS: '1000' }));

  it("answers 503 with the spec's error shape when the services' thread does not reply in time", async () => {
    const answers = await Promise.all(
      Array.from({ length: 400 }, (_, i) => call(p(), 'GET', `/careers?page=1&q=${encodeURIComponent(`timeout probe ${i}`)}`)),
    );
    expect([...new Set(answers.map((a) => a.status))].filter((s) => s !== 200 && s !== 503)).toEqual([]);
    const refused = answers.filter((a) => a.status === 503);
    expect(refused.length).toBeGreaterThan(0);
    for (const answer of refused) {
      expect(answer.body).toEqual({
        statusCode: 503,
        code: 'SERVICE_UNAVAILABLE',
        message: 'The content service did not answer in time. Please try again shortly.',
      });
    }
  });
});
