import { MessageChannel } from 'node:worker_threads';
import { lastValueFrom } from 'rxjs';
import { ErrorCode, pattern } from '@lakbay/contracts';
import { Controller, type INestMicroservice, Module } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { Ctx, EventPattern, MessagePattern, Payload } from '@nestjs/microservices';
import { Broadcasts, deliverBroadcast, relayBroadcasts } from '../broadcast/broadcasts';
import type { AppConfig } from '../config';
import { runInCall } from '../context';
import { InProcessBus } from '../transport/in-process-bus';
import { InProcessClient } from '../transport/in-process.client';
import { type InProcessContext, InProcessServer } from '../transport/in-process.server';
import { RpcErrorFilter } from '../transport/rpc-error.filter';
import { ServiceClient } from '../transport/service-client';
import { BridgeClosedError, ThreadBridge } from './thread-bridge';

const config = { mode: 'standalone', rpcTimeoutMs: 400, rpcReadAttemptMs: 160 } as AppConfig;

/** What the services' side received: payloads and the headers that came with them. */
const seen: { data: unknown; headers: Record<string, string> }[] = [];
const events: unknown[] = [];

@Controller()
class UsersController {
  @MessagePattern(pattern('users.auth.login'))
  login(@Payload() data: Record<string, unknown>, @Ctx() context: InProcessContext) {
    seen.push({ data, headers: context.getHeaders() });
    if (data.email === 'hang@x.ph') {
      return new Promise<never>(() => {});
    }
    return { ok: true, email: data.email };
  }

  @EventPattern({ cmd: 'users.changed' })
  changed(@Payload() data: unknown) {
    events.push(data);
  }
}

@Module({ controllers: [UsersController] })
class UsersModule {}

describe('ThreadBridge', () => {
  let channel: MessageChannel;
  let mainBus: InProcessBus;
  let workerBus: InProcessBus;
  let main: ThreadBridge;
  let worker: ThreadBridge;
  let app: INestMicroservice;
  let client: ServiceClient;

  beforeEach(async () => {
    seen.length = 0;
    events.length = 0;
    channel = new MessageChannel();
    mainBus = new InProcessBus();
    workerBus = new InProcessBus();
    main = new ThreadBridge(channel.port1);
    worker = new ThreadBridge(channel.port2);
    main.serveBus(mainBus);
    workerBus.setRemote(worker.remoteReceiver());
    app = await NestFactory.createMicroservice(UsersModule, { strategy: new InProcessServer(mainBus, 'users'), logger: false });
    app.useGlobalFilters(new RpcErrorFilter());
    await app.listen();
    client = new ServiceClient(new InProcessClient(workerBus), config);
  });

  afterEach(async () => {
    await app.close();
    channel.port1.close();
    channel.port2.close();
    relayBroadcasts(undefined);
  });

  it("carries a request to the other thread's services and the reply back, with the call's headers", async () => {
    const reply = await runInCall({ requestId: 'req-42', actorToken: 'signed-actor' }, () =>
      client.send('users.auth.login', { email: 'k@x.ph', password: 'p' }),
    );
    expect(reply).toEqual({ ok: true, email: 'k@x.ph' });
    expect(seen).toEqual([{ data: { email: 'k@x.ph', password: 'p' }, headers: { 'x-request-id': 'req-42', 'x-actor': 'signed-actor' } }]);
  });

  it('answers 503 naming the service when the other thread does not reply in time', async () => {
    const started = Date.now();
    await expect(client.send('users.auth.login', { email: 'hang@x.ph', password: 'p' })).rejects.toMatchObject({
      status: 503,
      code: ErrorCode.WRITE_OUTCOME_UNKNOWN,
    });
    expect(Date.now() - started).toBeGreaterThanOrEqual(350);
  });

  it('answers 503 SERVICE_UNAVAILABLE when nobody on the other thread serves the pattern', async () => {
    await expect(client.send('users.health', {})).rejects.toMatchObject({ status: 503, code: ErrorCode.SERVICE_UNAVAILABLE });
  });

  it("hands events to the other thread's subscribers", async () => {
    await lastValueFrom(new InProcessClient(workerBus).emit({ cmd: 'users.changed' }, { id: 'u1' }), { defaultValue: undefined });
    await waitFor(() => events.length === 1);
    expect(events).toEqual([{ id: 'u1' }]);
  });

  it('carries named calls both ways, and their failures by name and message', async () => {
    main.handle('double', (n) => (n as number) * 2);
    main.handle('refuse', () => {
      const err = new Error('already running');
      err.name = 'BackupRunningError';
      throw err;
    });
    await expect(worker.call('double', 21)).resolves.toBe(42);
    await expect(worker.call('refuse')).rejects.toMatchObject({ name: 'BackupRunningError', message: 'already running' });
    await expect(worker.call('unknown')).rejects.toThrow(/nothing handles unknown/);
  });

  it('fails calls still waiting when the other thread is gone, and refuses new ones', async () => {
    main.handle('slow', () => new Promise(() => {}));
    const waiting = worker.call('slow');
    worker.close();
    await expect(waiting).rejects.toBeInstanceOf(BridgeClosedError);
    await expect(worker.call('slow')).rejects.toBeInstanceOf(BridgeClosedError);
  });

  it('times a call out when asked to', async () => {
    main.handle('slow', () => new Promise(() => {}));
    await expect(worker.call('slow', undefined, 50)).rejects.toThrow(/within 50 ms/);
  });

  it("relays broadcast notices to the other thread's subscribers, without echoing them back", async () => {
    // One thread's hub stands for both here: the relay shows what crosses, deliverBroadcast what lands.
    const sent: [string, unknown][] = [];
    const received: [string, unknown][] = [];
    relayBroadcasts((topic, data) => {
      sent.push([topic, data]);
      worker.broadcast(topic, data);
    });
    main.onBroadcast((topic, data) => received.push([topic, data]));
    const broadcasts = new Broadcasts(config);
    const heard: unknown[] = [];
    await broadcasts.subscribe('content.invalidated', (data) => heard.push(data));
    await broadcasts.publish('content.invalidated', { kinds: ['career'] });
    await waitFor(() => received.length === 1);
    expect(sent).toEqual([['content.invalidated', { kinds: ['career'] }]]);
    expect(received).toEqual([['content.invalidated', { kinds: ['career'] }]]);
    expect(heard).toEqual([{ kinds: ['career'] }]);
    // A notice from the other thread reaches this thread's subscribers and is not relayed again.
    deliverBroadcast('content.invalidated', { kinds: ['video'] });
    expect(heard).toEqual([{ kinds: ['career'] }, { kinds: ['video'] }]);
    expect(sent).toHaveLength(1);
    await broadcasts.onApplicationShutdown();
  });
});

async function waitFor(done: () => boolean): Promise<void> {
  for (let i = 0; i < 200 && !done(); i++) {
    await new Promise((r) => setTimeout(r, 5));
  }
}
