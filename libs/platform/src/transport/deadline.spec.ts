import { ErrorCode, eventPattern, pattern, timeoutOf } from '@lakbay/contracts';
import type { INestMicroservice } from '@nestjs/common';
import type { AppConfig } from '../config';
import { metricsRegistry } from '../metrics/registry';
import { DEADLINE_HEADER, PAST_DEADLINE, isPastDeadline } from './deadline';
import { InProcessBus, type InProcessReceiver } from './in-process-bus';
import { InProcessClient } from './in-process.client';
import { InProcessServer } from './in-process.server';
import { ServiceClient } from './service-client';
import { busyFor, startUsersProbe } from './testing/deadline-probe';

const TIMEOUT_MS = 1500;
/** The bus's name of a pattern, as Nest writes it ({"cmd":…}). */
const subject = (p: object): string => JSON.stringify(p);
const config = { mode: 'standalone', rpcTimeoutMs: TIMEOUT_MS } as AppConfig;

async function pastDeadlineCount(command: string): Promise<number> {
  const metric = await metricsRegistry.getSingleMetric('lakbay_rpc_past_deadline_total')?.get();
  return metric?.values.find((v) => v.labels.command === command)?.value ?? 0;
}

describe('request deadlines (X-Deadline)', () => {
  let bus: InProcessBus;
  let app: INestMicroservice;
  let client: ServiceClient;
  const handled: string[] = [];

  beforeEach(async () => {
    handled.length = 0;
    bus = new InProcessBus();
    app = await startUsersProbe(new InProcessServer(bus, 'users'), handled);
    client = new ServiceClient(new InProcessClient(bus), config);
  });

  afterEach(() => app.close());

  /** Hands the service a raw packet as the bus would, and resolves with its reply (undefined for an event). */
  function deliver(
    name: string,
    headers: Record<string, string>,
    reply: boolean,
    data: object = { userId: 'u-1' },
  ): Promise<Record<string, unknown> | undefined> {
    const receiver = bus.pick(name);
    if (!receiver) {
      throw new Error(`nobody serves ${name}`);
    }
    const raw = JSON.stringify({ pattern: name, data, id: 'packet-1', headers });
    if (!reply) {
      receiver.receive(name, raw);
      return new Promise((resolve) => setTimeout(() => resolve(undefined), 50));
    }
    return new Promise((resolve) => receiver.receive(name, raw, (out) => resolve(JSON.parse(out) as Record<string, unknown>)));
  }

  it('sends every read with the moment its caller stops waiting, and a write without one', async () => {
    const seen: Record<string, string>[] = [];
    const other = new InProcessBus();
    const answer: InProcessReceiver = {
      receive: (_name, raw, reply) => {
        const packet = JSON.parse(raw) as { id: string; headers: Record<string, string> };
        seen.push(packet.headers);
        reply?.(JSON.stringify({ id: packet.id, response: { id: 'x' }, isDisposed: true }));
      },
    };
    other.subscribe(subject(pattern('users.get')), answer, 'users');
    other.subscribe(subject(pattern('users.auth.signup')), answer, 'users');
    const sender = new ServiceClient(new InProcessClient(other), config);
    const before = Date.now();
    await sender.send('users.get', { userId: 'u-1' });
    const after = Date.now();
    await sender.send('users.auth.signup', { email: 'k@x.ph' } as never);
    expect(seen).toHaveLength(2);
    const deadline = Number(seen[0]?.[DEADLINE_HEADER]);
    expect(deadline).toBeGreaterThanOrEqual(before + timeoutOf('users.get', TIMEOUT_MS));
    expect(deadline).toBeLessThanOrEqual(after + timeoutOf('users.get', TIMEOUT_MS));
    expect(seen[1]).not.toHaveProperty(DEADLINE_HEADER);
  });

  it('does not run a read its caller stopped waiting for while it queued; the next, in time, runs', async () => {
    const before = await pastDeadlineCount('users.get');
    const answer = client.send('users.get', { userId: 'late' }, 50).catch((err: unknown) => err);
    // The services' thread is behind: the request waits past its caller's 50 ms.
    busyFor(120);
    expect(await answer).toMatchObject({ status: 503 });
    // Give a handler that would still run the time to run.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(handled).toEqual([]);
    expect(await pastDeadlineCount('users.get')).toBe(before + 1);

    await expect(client.send('users.get', { userId: 'soon' })).resolves.toEqual({ id: 'soon' });
    expect(handled).toEqual(['get soon']);
  });

  it('still makes a write taken up after its caller stopped waiting (the caller was told its outcome is unknown)', async () => {
    const answer = client.send('users.auth.signup', { email: 'late@x.ph' } as never, 50).catch((err: unknown) => err);
    busyFor(120);
    expect(await answer).toMatchObject({ status: 503, code: ErrorCode.WRITE_OUTCOME_UNKNOWN });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(handled).toEqual(['signup late@x.ph']);
  });

  it('answers a request taken up after its deadline 503 without running it, and runs one before it', async () => {
    expect(await deliver(subject(pattern('users.get')), { [DEADLINE_HEADER]: String(Date.now() - 1) }, true)).toMatchObject({
      err: { code: ErrorCode.SERVICE_UNAVAILABLE, message: PAST_DEADLINE },
    });
    expect(handled).toEqual([]);
    expect(await deliver(subject(pattern('users.get')), { [DEADLINE_HEADER]: String(Date.now() + 5000) }, true)).toMatchObject({
      response: { id: 'u-1' },
    });
    expect(handled).toEqual(['get u-1']);
  });

  it('tells a caller that hears the past-deadline answer before its own timer that the service did not answer in time', async () => {
    const other = new InProcessBus();
    other.subscribe(
      subject(pattern('content.events.get')),
      {
        receive: (_name, raw, reply) => {
          const packet = JSON.parse(raw) as { id: string };
          reply?.(
            JSON.stringify({ id: packet.id, err: { code: ErrorCode.SERVICE_UNAVAILABLE, message: PAST_DEADLINE }, isDisposed: true }),
          );
        },
      },
      'content',
    );
    await expect(new ServiceClient(new InProcessClient(other), config).send('content.events.get', { id: 'e-1' })).rejects.toMatchObject({
      status: 503,
      code: ErrorCode.SERVICE_UNAVAILABLE,
      message: 'The content service did not answer in time. Please try again shortly.',
    });
  });

  it('runs an event whatever deadline its headers carry (an event has no caller waiting)', async () => {
    await deliver(subject(eventPattern('users.changed')), { [DEADLINE_HEADER]: String(Date.now() - 1000) }, false, { seq: 1 });
    expect(handled).toEqual(['users.changed']);
  });

  it('ignores a deadline that is not a time', () => {
    expect(isPastDeadline(undefined)).toBe(false);
    expect(isPastDeadline('soon')).toBe(false);
    expect(isPastDeadline('-5')).toBe(false);
    expect(isPastDeadline('1000', 999)).toBe(false);
    expect(isPastDeadline('1000', 1000)).toBe(true);
  });
});
