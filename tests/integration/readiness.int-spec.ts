import { type K8sObject, containersOf, loadYamlFile, podSpecOf, probeTiming, secondsToNoticeAStall } from '../deploy/support';
import { freePort, startDistributed } from '../support/platform';
import { type PrivateServer, privateRedis, privateServerBinariesAvailable } from '../support/private-servers';
import { backingServicesAvailable } from '../support/services';
import { usePlatform } from '../support/use-platform';

// Issue 25: a BFF stays in rotation while it can serve (Redis away: cached pages, log-ins), saying
// what is missing in GET /api/v2/health; a stalled process fails its liveness probe within 10 s.
// Distributed mode on a private Redis (stopped here), the shared NATS and PostgreSQL.

const KADET = { email: 'kadet@demo.lakbay.ph', password: 'lakbay-kadet-demo' };

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

interface Answer {
  status: number | undefined;
  body: Record<string, unknown>;
}

/** One GET with a time limit; status undefined when no answer came in time. */
async function get(url: string, timeoutMs = 5000): Promise<Answer> {
  try {
    const res = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
    const text = await res.text();
    return { status: res.status, body: text.startsWith('{') ? (JSON.parse(text) as Record<string, unknown>) : {} };
  } catch {
    return { status: undefined, body: {} };
  }
}

/** Polls until `done` holds for an answer of url, or timeoutMs passes; the last answer either way. */
async function until(url: string, done: (a: Answer) => boolean, timeoutMs: number): Promise<Answer> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const answer = await get(url);
    if (done(answer) || Date.now() > deadline) {
      return answer;
    }
    await sleep(200);
  }
}

/** The BFF container's liveness probe timing, as k8s/base/bff.yaml sets it. */
function bffLivenessTiming() {
  const deployment = loadYamlFile('k8s/base/bff.yaml').find((o) => (o as K8sObject).kind === 'Deployment') as K8sObject;
  const [container] = containersOf(podSpecOf(deployment) ?? {}, false);
  if (!container) {
    throw new Error('k8s/base/bff.yaml: no container');
  }
  return probeTiming(container, 'livenessProbe');
}

if (privateServerBinariesAvailable() && (await backingServicesAvailable())) {
  describe('readiness and liveness (distributed)', () => {
    let redis: PrivateServer | undefined;
    const p = usePlatform(async () => {
      redis = privateRedis(await freePort());
      await redis.start();
      return startDistributed({ REDIS_URL: redis.url });
    });
    const api = (path: string) => `${p().baseUrl}/api/v2${path}`;
    const ops = (process: string, probe: 'live' | 'ready') => `${p().opsUrl?.(process)}/health/${probe}`;

    afterAll(async () => {
      await redis?.stop('SIGKILL');
    });

    it('keeps the BFF ready while Redis is away, serving cached pages and log-ins, and says degraded naming redis', async () => {
      const server = redis;
      if (!server) {
        throw new Error('private Redis not started');
      }
      // A page the BFF keeps once it has answered it.
      expect((await get(api('/careers'))).status).toBe(200);
      await server.stop('SIGKILL');
      try {
        const health = await until(api('/health'), (a) => a.status === 503, 10_000);
        expect(health.status).toBe(503);
        expect(health.body).toMatchObject({
          status: 'degraded',
          dependencies: { redis: { status: 'down', required: false } },
        });
        // Every service still answers: only the BFF's own Redis is missing.
        expect(new Set(Object.values(health.body.services as Record<string, { status: string }>).map((s) => s.status))).toEqual(
          new Set(['ok']),
        );

        const ready = await get(ops('bff', 'ready'));
        expect(ready.status).toBe(200);
        expect(ready.body).toMatchObject({ status: 'degraded', checks: { redis: { status: 'down', required: false } } });
        expect((await get(api('/health/ready'))).status).toBe(200);
        // A service serves requests without Redis (its jobs wait); notifications has no other work.
        expect((await get(ops('users', 'ready'))).status).toBe(200);
        expect((await get(ops('notifications', 'ready'))).status).toBe(503);

        expect((await get(api('/careers'))).status).toBe(200);
        const login = await fetch(api('/auth/login'), {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(KADET),
          signal: AbortSignal.timeout(15_000),
        });
        expect(login.status).toBe(200);
      } finally {
        await server.start();
      }
      expect((await until(api('/health'), (a) => a.status === 200, 15_000)).body).toMatchObject({
        status: 'ok',
        dependencies: { redis: { status: 'up' } },
      });
      expect((await until(ops('notifications', 'ready'), (a) => a.status === 200, 15_000)).status).toBe(200);
    }, 60_000);

    it('fails a liveness probe timed as in k8s/base/bff.yaml within 10 s of a stall (SIGSTOP), and is live again after SIGCONT', async () => {
      const timing = bffLivenessTiming();
      expect(secondsToNoticeAStall(timing)).toBeLessThanOrEqual(10);
      const probe = () => get(ops('bff', 'live'), timing.timeoutSeconds * 1000);
      // As the kubelet does: a probe every period. The stall begins just after one passed, the
      // slowest case for the probe to notice it.
      expect(await probe()).toMatchObject({ status: 200, body: { status: 'ok' } });
      p().signal?.(['bff'], 'SIGSTOP');
      const stoppedAt = Date.now();
      let failures = 0;
      let noticedMs: number | undefined;
      try {
        for (let next = stoppedAt + timing.periodSeconds * 1000; Date.now() - stoppedAt < 15_000; next += timing.periodSeconds * 1000) {
          await sleep(Math.max(0, next - Date.now()));
          failures = (await probe()).status === 200 ? 0 : failures + 1;
          if (failures === timing.failureThreshold) {
            noticedMs = Date.now() - stoppedAt;
            break;
          }
        }
      } finally {
        p().signal?.(['bff'], 'SIGCONT');
      }
      console.log(`A stalled BFF failed ${timing.failureThreshold} liveness probes ${noticedMs} ms after SIGSTOP`);
      expect(noticedMs).toBeDefined();
      expect(noticedMs).toBeLessThanOrEqual(10_000);

      // Its watchdog saw the loop stand still for the whole stop, and says so for a while.
      const first = await get(ops('bff', 'live'));
      expect(first).toMatchObject({ status: 503, body: { status: 'blocked' } });
      expect(first.body.blockedMs).toBeGreaterThanOrEqual(5000);
      expect((await until(ops('bff', 'live'), (a) => a.status === 200, 20_000)).status).toBe(200);
      expect((await get(api('/careers'))).status).toBe(200);
    }, 60_000);
  });
}
