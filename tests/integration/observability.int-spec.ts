import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { RunningPlatform } from '../support/platform';
import { type PlatformMode, platformModes, startPlatform, usePlatform } from '../support/use-platform';

const KADET = { email: 'kadet@demo.lakbay.ph', password: 'lakbay-kadet-demo' };
type LogLine = Record<string, unknown>;

// A stand-in SPA, so that the public port's fallback to index.html is live in these tests.
const webDist = mkdtempSync(join(tmpdir(), 'lakbay-obs-web-'));
writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>Lakbay</title>');
afterAll(() => rmSync(webDist, { recursive: true, force: true }));

const PLATFORM_ENV = { LOG_FORMAT: 'json', LOG_LEVEL: 'debug', SERVE_WEB: 'true', WEB_DIST: webDist };

function jsonLines(text: string): LogLine[] {
  return text
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as LogLine);
}

/**
 * Log lines of a process with this request id that match, waiting briefly for the first: the
 * access line is written just after the reply is sent.
 */
async function linesWith(
  platform: RunningPlatform,
  process: string,
  requestId: string,
  match: (l: LogLine) => boolean,
): Promise<LogLine[]> {
  const deadline = Date.now() + 3000;
  for (;;) {
    const found = jsonLines(platform.output?.(process) ?? '').filter((l) => l.requestId === requestId && match(l));
    if (found.length > 0 || Date.now() > deadline) {
      return found;
    }
    await new Promise((r) => setTimeout(r, 100));
  }
}

const isAccessLine = (l: LogLine) => l.context === 'HTTP';

function describeObservability(mode: PlatformMode) {
  describe(`observability (${mode})`, () => {
    const p = usePlatform(() => startPlatform(mode, PLATFORM_ENV));
    const ops = (process: string) => p().opsUrl?.(process) ?? '';
    // In standalone mode one process is everything; in distributed mode each has its own logs and ops port.
    const bff = mode === 'standalone' ? 'standalone' : 'bff';
    const users = mode === 'standalone' ? 'standalone' : 'users';
    const content = mode === 'standalone' ? 'standalone' : 'content';

    it('answers X-Request-Id back, and the BFF and the users service log the request under it', async () => {
      const requestId = `obs-${mode}-login-0001`;
      const res = await fetch(`${p().baseUrl}/api/v2/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-request-id': requestId },
        body: JSON.stringify(KADET),
      });
      expect(res.status).toBe(200);
      expect(res.headers.get('x-request-id')).toBe(requestId);

      const access = await linesWith(p(), bff, requestId, isAccessLine);
      expect(access).toEqual([
        expect.objectContaining({
          level: 'info',
          service: 'bff',
          requestId,
          method: 'POST',
          route: '/api/v2/auth/login',
          status: 200,
          durationMs: expect.any(Number),
          time: expect.any(String),
        }),
      ]);
      const handled = await linesWith(p(), users, requestId, (l) => l.service === 'users');
      expect(handled).toContainEqual(expect.objectContaining({ command: 'users.auth.login', outcome: 'ok', requestId }));
      expect(p().output?.(bff)).not.toContain(KADET.password);
      expect(p().output?.(users)).not.toContain(KADET.password);
    });

    it('makes a request id when the caller sends none, and logs the user once known', async () => {
      const login = await fetch(`${p().baseUrl}/api/v2/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(KADET),
      });
      const { sessionCookie, id } = (await login.json()) as { sessionCookie: string; id: string };
      const res = await fetch(`${p().baseUrl}/api/v2/users/${id}`, { headers: { authorization: `Bearer ${sessionCookie}` } });
      const requestId = res.headers.get('x-request-id') ?? '';
      expect(requestId).toMatch(/^[0-9a-f-]{36}$/);
      const access = await linesWith(p(), bff, requestId, isAccessLine);
      expect(access).toEqual([expect.objectContaining({ requestId, userId: id, route: '/api/v2/users/:id', status: res.status })]);
      expect(p().output?.(bff)).not.toContain(sessionCookie);
    });

    it('shows the HTTP and RPC histograms on the /metrics of the BFF and of a service', async () => {
      expect((await fetch(`${p().baseUrl}/api/v2/careers`)).status).toBe(200);
      const bffMetrics = await (await fetch(`${ops(bff)}/metrics`)).text();
      expect(bffMetrics).toMatch(
        /^lakbay_http_request_duration_seconds_count\{method="GET",route="\/api\/v2\/careers",status_code="200"\} \d+$/m,
      );
      expect(bffMetrics).toMatch(/^lakbay_rpc_client_duration_seconds_count\{command="content\.careers\.list",outcome="ok"\} \d+$/m);
      expect(bffMetrics).toContain('process_cpu_seconds_total');
      const contentMetrics = await (await fetch(`${ops(content)}/metrics`)).text();
      expect(contentMetrics).toMatch(
        /^lakbay_rpc_server_duration_seconds_count\{service="content",command="content\.careers\.list",outcome="ok"\} \d+$/m,
      );
    });

    it('is ready on every process, and keeps /metrics off the public port', async () => {
      const processes =
        mode === 'standalone' ? ['standalone'] : ['bff', 'users', 'content', 'apprenticeship', 'scheduling', 'search', 'notifications'];
      for (const process of processes) {
        const res = await fetch(`${ops(process)}/health/ready`);
        expect({ process, status: res.status }).toEqual({ process, status: 200 });
        expect((await fetch(`${ops(process)}/health/live`)).status).toBe(200);
      }
      const ready = (await (await fetch(`${ops(bff)}/health/ready`)).json()) as { checks: Record<string, unknown> };
      // A standalone BFF runs in its HTTP worker thread by default (STANDALONE_HTTP_WORKERS=1): its check is that thread's.
      const bffInWorker = mode === 'standalone' && globalThis.process.env.TEST_STANDALONE_HTTP_WORKERS !== '0';
      expect(Object.keys(ready.checks)).toContain(bffInWorker ? 'bff.http-worker' : 'bff.transport');
      expect((await fetch(`${p().baseUrl}/api/v2/health/live`)).status).toBe(200);
      expect((await fetch(`${p().baseUrl}/api/v2/health/ready`)).status).toBe(200);

      // The SPA answers client routes, but never the ops paths.
      expect((await fetch(`${p().baseUrl}/careers`)).headers.get('content-type')).toContain('text/html');
      const metrics = await fetch(`${p().baseUrl}/metrics`);
      expect(metrics.status).toBe(404);
      expect(metrics.headers.get('content-type')).toContain('application/json');
    });

    if (mode === 'distributed') {
      it('keeps the BFF ready while the content service is stopped; the aggregate health says 503', async () => {
        await p().stop(['content']);
        expect((await fetch(`${p().baseUrl}/api/v2/health`)).status).toBe(503);
        expect((await fetch(`${ops('bff')}/health/ready`)).status).toBe(200);
        expect((await fetch(`${p().baseUrl}/api/v2/health/ready`)).status).toBe(200);
        // A read the BFF has not kept (a new search) reaches the stopped service.
        expect((await fetch(`${p().baseUrl}/api/v2/careers?q=stopped`)).status).toBe(503);
      });
    }
  });
}

// Under CI=true an unreachable PostgreSQL, NATS or Redis throws here, failing the run by name.
for (const mode of await platformModes()) {
  describeObservability(mode);
}
