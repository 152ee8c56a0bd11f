import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pattern } from '@lakbay/contracts';
import { type AppConfig, type CallContext, closeSharedPglites, currentCall, loadConfig, startService } from '@lakbay/platform';
import { Controller, type INestMicroservice, Module } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { BACKING, backingServicesAvailable } from '../../../../tests/support/services';
import { startBff } from '../start-bff';

/** The calls the stand-in users service saw, in order. */
const seen: Array<CallContext | undefined> = [];

@Controller()
class CoachesStandIn {
  // GET /api/v2/coaches sends users.coaches.list: public, so no session is needed; with no coach
  // on the page the BFF asks nothing else.
  @MessagePattern(pattern('users.coaches.list'))
  list(@Payload() data: { page: number; pageSize: number }) {
    const call = currentCall();
    seen.push(call ? { ...call } : undefined);
    return { items: [], page: data.page, pageSize: data.pageSize, total: 0 };
  }
}

@Module({ controllers: [CoachesStandIn] })
class UsersStandInModule {}

function describeTransport(name: string, env: Record<string, string>) {
  describe(`X-Request-Id over the ${name} transport`, () => {
    let config: AppConfig | undefined;
    let service: INestMicroservice | undefined;
    let bff: NestFastifyApplication | undefined;
    let dataDir = '';

    beforeAll(async () => {
      dataDir = mkdtempSync(join(tmpdir(), 'lakbay-request-id-'));
      config = loadConfig({ DATA_DIR: dataDir, HOST: '127.0.0.1', PORT: '0', SERVE_WEB: 'false', LOG_LEVEL: 'error', ...env });
      service = await startService({ name: 'users', module: UsersStandInModule }, config);
      bff = await startBff(config);
    }, 60000);

    afterAll(async () => {
      await bff?.close();
      await service?.close();
      // Standalone, the BFF keeps its log-in counters in DATA_DIR's PGlite: close it before the folder goes.
      await closeSharedPglites();
      rmSync(dataDir, { recursive: true, force: true });
    });

    const url = async (path: string) => {
      if (!bff) {
        throw new Error('the BFF did not start');
      }
      return `${await bff.getUrl()}${path}`;
    };

    it("answers a caller's request id back, and the service handler runs in it", async () => {
      seen.length = 0;
      const res = await fetch(await url('/api/v2/coaches'), { headers: { 'x-request-id': 'caller-req-0001' } });
      expect(res.status).toBe(200);
      expect(res.headers.get('x-request-id')).toBe('caller-req-0001');
      expect(seen).toEqual([{ requestId: 'caller-req-0001' }]);
    });

    it('makes a request id when the caller sends none, and the service sees that one', async () => {
      seen.length = 0;
      // Another page than the first test's: the BFF keeps answers it has read (issue 15's caches).
      const res = await fetch(await url('/api/v2/coaches?page=2'));
      const made = res.headers.get('x-request-id');
      expect(made).toMatch(/^[0-9a-f-]{36}$/);
      expect(seen).toEqual([{ requestId: made }]);
    });
  });
}

describeTransport('in-process', { MODE: 'standalone' });

// Under CI=true an unreachable PostgreSQL, NATS or Redis throws here, failing the run by name.
if (await backingServicesAvailable()) {
  const namespace = `lakbay_rid_${randomBytes(4).toString('hex')}`;
  describeTransport('NATS', {
    MODE: 'distributed',
    NATS_URL: BACKING.nats,
    NATS_NAMESPACE: namespace,
    REDIS_URL: BACKING.redis,
    REDIS_PREFIX: namespace,
    // Neither side of this test touches the database.
    DATABASE_URL: BACKING.postgres,
    AUTH_SECRET: randomBytes(32).toString('base64url'),
  });
}
