import type { LoggerService } from '@nestjs/common';
import { Counter, Registry } from 'prom-client';
import type { AppConfig } from '../config';
import { LoopWatchdog } from './loop-watchdog';
import { type OpsServer, startOpsServer, startProcessOpsServer } from './ops-server';
import { ProcessHealth, type ReadinessCheck } from './process-health';

const up: ReadinessCheck = { run: () => Promise.resolve() };
const failing = (message: string): ReadinessCheck => ({ run: () => Promise.reject(new Error(message)) });

describe(startOpsServer.name, () => {
  let server: OpsServer;
  let health: ProcessHealth;
  let registry: Registry;
  let now: number;
  let liveness: LoopWatchdog;
  const get = (path: string) => fetch(`http://127.0.0.1:${server.port}${path}`);

  beforeEach(async () => {
    health = new ProcessHealth(200);
    registry = new Registry();
    now = 0;
    liveness = new LoopWatchdog({ tickMs: 250, clock: () => now });
    liveness.watch(5000);
    server = await startOpsServer({ port: 0, host: '127.0.0.1', health, liveness, registry });
  });

  afterEach(() => server.close());

  it('answers liveness while the process runs, whatever its dependencies', async () => {
    health.add('users.database', failing('connection refused'));
    const res = await get('/health/live');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ok' });
  });

  it('answers 503 on liveness after its event loop was blocked longer than the limit', async () => {
    now += 250 + 8000;
    liveness.tick();
    const res = await get('/health/live');
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({ status: 'blocked', blockedMs: 8000, agoMs: 0 });
  });

  it('is ready when every dependency answers, naming each', async () => {
    health.add('users.database', up);
    health.add('users.transport', up);
    const res = await get('/health/ready');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      status: 'ready',
      checks: {
        'users.database': { status: 'up', ms: expect.any(Number), required: true },
        'users.transport': { status: 'up', ms: expect.any(Number), required: true },
      },
    });
  });

  it('turns 503 when one dependency fails, saying which and why', async () => {
    health.add('users.transport', up);
    health.add('redis', failing('connect ECONNREFUSED 127.0.0.1:6390'));
    const res = await get('/health/ready');
    expect(res.status).toBe(503);
    const body = (await res.json()) as { status: string; checks: Record<string, { status: string; error?: string }> };
    expect(body.status).toBe('not_ready');
    expect(body.checks['users.transport']?.status).toBe('up');
    expect(body.checks.redis).toMatchObject({ status: 'down', error: 'connect ECONNREFUSED 127.0.0.1:6390' });
  });

  it('stays ready, degraded, when only a dependency it can serve without fails, naming it as optional', async () => {
    health.add('bff.transport', up, { required: false });
    health.add('redis', failing('connect ECONNREFUSED 127.0.0.1:6390'), { required: false });
    const res = await get('/health/ready');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      status: 'degraded',
      checks: {
        'bff.transport': { status: 'up', ms: expect.any(Number), required: false },
        redis: { status: 'down', ms: expect.any(Number), error: 'connect ECONNREFUSED 127.0.0.1:6390', required: false },
      },
    });
  });

  it('counts a dependency that does not answer in time as down', async () => {
    health.add('users.database', { run: () => new Promise(() => {}) });
    const started = Date.now();
    const res = await get('/health/ready');
    expect(res.status).toBe(503);
    expect(Date.now() - started).toBeLessThan(2000);
    expect(await res.json()).toMatchObject({ checks: { 'users.database': { status: 'down', error: 'no answer within 200 ms' } } });
  });

  it('is not ready while starting or stopping', async () => {
    health.add('users.database', up);
    health.setState('starting');
    expect((await get('/health/ready')).status).toBe(503);
    health.setState('running');
    expect((await get('/health/ready')).status).toBe(200);
    health.setState('stopping');
    const res = await get('/health/ready');
    expect(res.status).toBe(503);
    expect(await res.json()).toMatchObject({ status: 'stopping' });
  });

  it('forgets a check once its owner removes it', async () => {
    const remove = health.add('content.database', failing('gone'));
    expect((await get('/health/ready')).status).toBe(503);
    await remove();
    expect((await get('/health/ready')).status).toBe(200);
  });

  it('serves the registry as Prometheus text on /metrics', async () => {
    new Counter({ name: 'test_things_total', help: 'Things', registers: [registry] }).inc(3);
    const res = await get('/metrics');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/plain');
    expect(await res.text()).toContain('test_things_total 3');
  });

  it('answers 404 elsewhere and 405 to anything but GET', async () => {
    expect((await get('/')).status).toBe(404);
    expect((await fetch(`http://127.0.0.1:${server.port}/metrics`, { method: 'POST' })).status).toBe(405);
  });
});

describe(ProcessHealth.name, () => {
  const down: ReadinessCheck = { run: () => Promise.reject(new Error('down')) };

  it('is ready while every required check answers, whatever the optional ones say', async () => {
    const health = new ProcessHealth(200);
    health.add('users.database', up);
    health.add('redis', down, { required: false });
    expect(await health.report()).toMatchObject({ status: 'degraded', checks: { redis: { status: 'down', required: false } } });
    health.add('users.transport', down);
    expect(await health.report()).toMatchObject({ status: 'not_ready', checks: { 'users.transport': { status: 'down', required: true } } });
  });

  it('requires a shared check while any of its owners requires it', async () => {
    const health = new ProcessHealth(200);
    const usersRedis = health.add('redis', down, { required: false });
    const notificationsRedis = health.add('redis', down, { required: true });
    expect(await health.report()).toMatchObject({ status: 'not_ready', checks: { redis: { required: true } } });
    await notificationsRedis();
    expect(await health.report()).toMatchObject({ status: 'degraded', checks: { redis: { required: false } } });
    await usersRedis();
    expect(await health.report()).toEqual({ status: 'ready', checks: {} });
  });

  it('shares one check between two owners of the same name until both remove it', async () => {
    const health = new ProcessHealth(200);
    let closed = 0;
    const check = (): ReadinessCheck => ({ run: () => Promise.reject(new Error('down')), close: async () => void closed++ });
    const first = health.add('redis', check());
    const second = health.add('redis', check());
    expect(closed).toBe(1); // the second owner's own check is not needed
    await first();
    expect((await health.report()).checks.redis?.status).toBe('down');
    await second();
    expect((await health.report()).checks).toEqual({});
    expect(closed).toBe(2);
  });
});

describe(startProcessOpsServer.name, () => {
  const warnings: string[] = [];
  const logger = { log: () => {}, error: () => {}, warn: (message: string) => void warnings.push(message) } as LoggerService;
  const config = (port: number, portExplicit: boolean) =>
    ({ ops: { port, portExplicit, maxLoopBlockMs: 5000 }, http: { host: '127.0.0.1' } }) as AppConfig;
  let taken: OpsServer;

  beforeAll(async () => {
    taken = await startOpsServer({ port: 0, host: '127.0.0.1', health: new ProcessHealth(), registry: new Registry() });
  });

  afterAll(() => taken.close());

  it('starts none when OPS_PORT is 0', async () => {
    expect(await startProcessOpsServer(config(0, true), logger)).toBeUndefined();
  });

  it('stops the process when an OPS_PORT set on purpose is taken', async () => {
    await expect(startProcessOpsServer(config(taken.port, true), logger)).rejects.toThrow(`cannot listen on OPS_PORT ${taken.port}`);
  });

  it('only warns when the default port is taken (another process on this machine has it)', async () => {
    warnings.length = 0;
    expect(await startProcessOpsServer(config(taken.port, false), logger)).toBeUndefined();
    expect(warnings).toEqual([expect.stringContaining(`Port ${taken.port} is in use`)]);
  });
});
