import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type AppConfig, closeSharedPglites } from '@lakbay/platform';
import { FLUSH_DELAY_MS } from './embedded-limiter';
import { LoginThrottle } from './login-throttle';
import { closedPort } from './testing/closed-port';

const base = {
  auth: { login: { maxFailures: 2, accountMaxFailures: 4, ipMaxFailures: 3, lockMinutes: 15 } },
  redisPrefix: 't',
  rpcTimeoutMs: 5000,
} as AppConfig;

// Standalone counters live in the embedded database: one in memory for these tests (each uses its
// own e-mails and addresses), started once since starting PGlite takes seconds.
const standalone = (pgliteDir = 'memory://throttle'): AppConfig => ({ ...base, database: { pgliteDir, migrateOnStart: true } });

async function fail(throttle: LoginThrottle, email: string, ip: string): Promise<void> {
  await (await throttle.begin(email, ip)).failed();
}

// A test that opens a database of its own (PGlite, its first start and its migrations) takes about
// 15 s alone and over a minute beside the other lanes of `npm test` on a 2-core machine.
const OPENS_A_DATABASE_MS = 180_000;

// Every throttle made here, stopped before the database closes (their last counts are written then).
const made: LoginThrottle[] = [];
function create(config: AppConfig): LoginThrottle {
  const throttle = new LoginThrottle(config);
  made.push(throttle);
  return throttle;
}

/** Stops the throttles made so far, then closes the databases they count in. */
async function stopAll(): Promise<void> {
  await Promise.all(made.splice(0).map((throttle) => throttle.onApplicationShutdown()));
  await closeSharedPglites();
}

describe(LoginThrottle.name, () => {
  afterAll(stopAll);

  it(
    'keeps standalone counters on disk: a restarted process still refuses a throttled pair',
    async () => {
      const dataDir = mkdtempSync(join(tmpdir(), 'lakbay-throttle-'));
      try {
        const before = create(standalone(join(dataDir, 'db')));
        await fail(before, 'dee@x.ph', '10.9.0.1');
        await fail(before, 'dee@x.ph', '10.9.0.1');
        // A clean stop writes what is still only in memory.
        await before.onApplicationShutdown();
        await closeSharedPglites();
        const after = create(standalone(join(dataDir, 'db')));
        await expect(after.begin('dee@x.ph', '10.9.0.1')).rejects.toMatchObject({ status: 429 });
        await expect(after.begin('dee@x.ph', '10.9.0.2')).resolves.toBeDefined();
      } finally {
        // The restarted throttle first: its last counts are written before its database closes.
        await stopAll();
        rmSync(dataDir, { recursive: true, force: true });
      }
    },
    OPENS_A_DATABASE_MS,
  );

  // Opens a database of its own (PGlite and its migrations): seconds, more than 5 on a loaded machine.
  it(
    'writes the counts to disk moments after they change, without waiting for a stop',
    async () => {
      const before = create(standalone('memory://throttle-behind'));
      await fail(before, 'eli@x.ph', '10.9.1.1');
      await fail(before, 'eli@x.ph', '10.9.1.1');
      await new Promise((resolve) => setTimeout(resolve, FLUSH_DELAY_MS * 6));
      // A second process on the same database (a restart after a hard kill) reads them.
      const after = create(standalone('memory://throttle-behind'));
      await expect(after.begin('eli@x.ph', '10.9.1.1')).rejects.toMatchObject({ status: 429 });
      await expect(after.begin('eli@x.ph', '10.9.1.2')).resolves.toBeDefined();
    },
    OPENS_A_DATABASE_MS,
  );

  describe('begin', () => {
    // The first to open the shared in-memory database: seconds, as above.
    it(
      'lets at most the limit of parallel attempts through for one account and address',
      async () => {
        const throttle = create(standalone());
        const results = await Promise.allSettled(Array.from({ length: 60 }, () => throttle.begin('ana@x.ph', '10.0.0.1')));
        expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(2);
        expect(results.filter((r) => r.status === 'rejected')[0]).toMatchObject({
          reason: { status: 429, message: expect.stringMatching(/try again in 15 minutes/) },
        });
      },
      OPENS_A_DATABASE_MS,
    );

    it('still lets the owner in from another address while one address is throttled', async () => {
      const throttle = create(standalone());
      await fail(throttle, 'Bea@x.ph', '10.0.0.2');
      await fail(throttle, 'bea@x.ph', '10.0.0.2');
      await expect(throttle.begin('BEA@x.ph', '10.0.0.2')).rejects.toMatchObject({ status: 429 });
      await expect(throttle.begin('bea@x.ph', '10.0.0.3')).resolves.toBeDefined();
    });

    it('throttles an account guessed at from many addresses', async () => {
      const throttle = create(standalone());
      for (const ip of ['10.1.0.1', '10.1.0.2', '10.1.0.3', '10.1.0.4']) {
        await fail(throttle, 'cy@x.ph', ip);
      }
      await expect(throttle.begin('cy@x.ph', '10.1.0.5')).rejects.toMatchObject({ status: 429 });
    });

    it("lets the owner's known device in while strangers have used up the account's allowance, and throttles a device on its own", async () => {
      const throttle = create(standalone());
      for (const ip of ['10.2.0.1', '10.2.0.2', '10.2.0.3', '10.2.0.4']) {
        await fail(throttle, 'gil@x.ph', ip);
      }
      // Untrusted browsers are throttled; the owner's own device (its cookie's id) is not.
      await expect(throttle.begin('gil@x.ph', '10.2.0.5')).rejects.toMatchObject({ status: 429 });
      await expect((await throttle.begin('gil@x.ph', '10.2.0.5', 'owners-device')).succeeded()).resolves.toBeUndefined();
      // A device guessing wrong is stopped at LOGIN_MAX_FAILURES, and only that device.
      await (await throttle.begin('gil@x.ph', '10.2.0.6', 'stolen-cookie')).failed();
      await (await throttle.begin('gil@x.ph', '10.2.0.7', 'stolen-cookie')).failed();
      await expect(throttle.begin('gil@x.ph', '10.2.0.8', 'stolen-cookie')).rejects.toMatchObject({ status: 429 });
      await expect(throttle.begin('gil@x.ph', '10.2.0.8', 'owners-device')).resolves.toBeDefined();
    });

    it('throttles an address trying many accounts', async () => {
      const throttle = create(standalone());
      for (const email of ['a@x.ph', 'b@x.ph', 'c@x.ph']) {
        await fail(throttle, email, '10.0.0.5');
      }
      await expect(throttle.begin('d@x.ph', '10.0.0.5')).rejects.toMatchObject({ status: 429 });
      await expect(throttle.begin('d@x.ph', '10.0.0.6')).resolves.toBeDefined();
    });

    it('starts the pair again after a success, and gives back attempts that were not evaluated', async () => {
      const throttle = create(standalone());
      await fail(throttle, 'e@x.ph', '10.0.0.7');
      await (await throttle.begin('e@x.ph', '10.0.0.7')).succeeded();
      await fail(throttle, 'e@x.ph', '10.0.0.7');
      await (await throttle.begin('e@x.ph', '10.0.0.7')).abandoned();
      await expect(throttle.begin('e@x.ph', '10.0.0.7')).resolves.toBeDefined();
    });
  });

  it('keeps throttling in memory, without failing, while Redis cannot be reached', async () => {
    const throttle = create({ ...base, redisUrl: `redis://127.0.0.1:${await closedPort()}` });
    try {
      await fail(throttle, 'f@x.ph', '10.0.0.8');
      await fail(throttle, 'f@x.ph', '10.0.0.8');
      await expect(throttle.begin('f@x.ph', '10.0.0.8')).rejects.toMatchObject({ status: 429 });
      await expect((await throttle.begin('f@x.ph', '10.0.0.9')).succeeded()).resolves.toBeUndefined();
    } finally {
      await throttle.onApplicationShutdown();
    }
  });
});
