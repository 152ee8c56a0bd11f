import { randomUUID } from 'node:crypto';
import { ErrorCode } from '@lakbay/contracts';
import type { INestMicroservice } from '@nestjs/common';
import { BACKING, backingServicesAvailable } from '../../../../tests/support/services';
import type { AppConfig } from '../config';
import { NamespacedNatsClient, NamespacedNatsServer } from './nats-namespaced';
import { resilientNatsOptions } from './nats-resilience';
import { ServiceClient } from './service-client';
import { busyFor, startUsersProbe } from './testing/deadline-probe';

// X-Deadline over real NATS (distributed mode): a read that waited in a backed-up service past its
// caller's timeout is not run there; a write is (its caller was told the outcome is unknown).

const handled: string[] = [];

if (await backingServicesAvailable(['nats'])) {
  describe('request deadlines over NATS', () => {
    const namespace = `deadline-${randomUUID().slice(0, 8)}`;
    let app: INestMicroservice;
    let natsClient: NamespacedNatsClient;
    let client: ServiceClient;

    beforeAll(async () => {
      const server = new NamespacedNatsServer({ ...resilientNatsOptions(BACKING.nats, 'deadline-users'), queue: 'users' }, namespace);
      app = await startUsersProbe(server, handled);
      natsClient = new NamespacedNatsClient(resilientNatsOptions(BACKING.nats, 'deadline-client'), namespace);
      await natsClient.connect();
      client = new ServiceClient(natsClient as never, { mode: 'distributed', rpcTimeoutMs: 2000, rpcReadAttemptMs: 800 } as AppConfig);
    });

    afterAll(async () => {
      await app?.close();
      await natsClient?.close();
    });

    beforeEach(() => {
      handled.length = 0;
    });

    it('answers a read in time, and does not run one taken up after its caller stopped waiting', async () => {
      await expect(client.send('users.get', { userId: 'soon' })).resolves.toEqual({ id: 'soon' });
      expect(handled).toEqual(['get soon']);

      const late = client.send('users.get', { userId: 'late' }, 200).catch((err: unknown) => err);
      busyFor(400);
      expect(await late).toMatchObject({ status: 503, code: ErrorCode.SERVICE_UNAVAILABLE });
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(handled).toEqual(['get soon']);
    });

    it('still makes a write taken up after its caller stopped waiting', async () => {
      const late = client.send('users.auth.signup', { email: 'late@x.ph' } as never, 200).catch((err: unknown) => err);
      busyFor(400);
      expect(await late).toMatchObject({ status: 503, code: ErrorCode.WRITE_OUTCOME_UNKNOWN });
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(handled).toEqual(['signup late@x.ph']);
    });
  });
}
