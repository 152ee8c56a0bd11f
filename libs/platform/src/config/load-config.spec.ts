import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ConfigError, loadConfig } from './load-config';
import { ENV_DOCS, envSchema } from './env.schema';

const dataDir = () => mkdtempSync(join(tmpdir(), 'lakbay-config-'));

/** A complete distributed configuration on this machine, with a fresh DATA_DIR. */
const distributedEnv = () => ({
  MODE: 'distributed',
  NATS_URL: 'nats://127.0.0.1:4222',
  DATABASE_URL: 'postgresql://lakbay@127.0.0.1:5432/lakbay',
  REDIS_URL: 'redis://127.0.0.1:6379',
  AUTH_SECRET: 'x'.repeat(40),
  DATA_DIR: dataDir(),
});

describe(loadConfig.name, () => {
  it('gives standalone defaults that need no external service', () => {
    const dir = dataDir();
    const config = loadConfig({ DATA_DIR: dir });
    expect(config.mode).toBe('standalone');
    expect(config.http.port).toBe(3000);
    expect(config.database.url).toBeUndefined();
    expect(config.database.pgliteDir).toBe(join(dir, 'db'));
    expect(config.database.migrateOnStart).toBe(true);
    expect(config.seed.demoData).toBe(true);
    expect(config.redisUrl).toBeUndefined();
    expect(config.mail.emlDir).toBe(join(dir, 'mail'));
  });

  it('generates the standalone signing secret once and keeps it under DATA_DIR', () => {
    const dir = dataDir();
    const first = loadConfig({ DATA_DIR: dir }).auth.secret;
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(loadConfig({ DATA_DIR: dir }).auth.secret).toBe(first);
    expect(readFileSync(join(dir, 'secrets/auth-secret'), 'utf8')).toBe(first);
  });

  it('names every variable distributed mode is missing, all at once', () => {
    const attempt = () => loadConfig({ MODE: 'distributed' });
    expect(attempt).toThrow(ConfigError);
    for (const name of ['NATS_URL', 'DATABASE_URL', 'REDIS_URL', 'AUTH_SECRET']) {
      expect(attempt).toThrow(`${name} is required when MODE=distributed`);
    }
  });

  it('refuses malformed values, naming each variable', () => {
    const attempt = () =>
      loadConfig({ DATA_DIR: dataDir(), PORT: 'eighty', NATS_URL: 'http://nats:4222', LOG_LEVEL: 'loud', AUTH_SECRET: 'short' });
    expect(attempt).toThrow(/PORT/);
    expect(attempt).toThrow(/NATS_URL must be a URL starting with nats:\/\//);
    expect(attempt).toThrow(/LOG_LEVEL/);
    expect(attempt).toThrow(/AUTH_SECRET must be at least 32 characters/);
  });

  it('accepts a complete distributed configuration and turns off start-up migrations and demo data', () => {
    const config = loadConfig(distributedEnv());
    expect(config.natsUrl).toBe('nats://127.0.0.1:4222');
    expect(config.database.url).toBe('postgresql://lakbay@127.0.0.1:5432/lakbay');
    expect(config.database.migrateOnStart).toBe(false);
    expect(config.seed.demoData).toBe(false);
    expect(config.auth.secret).toBe('x'.repeat(40));
  });

  it('refuses the documented demo admin password in distributed mode, naming the variable; standalone keeps it as the default', () => {
    const distributed = distributedEnv();
    expect(() => loadConfig({ ...distributed, ADMIN_PASSWORD: 'lakbay-admin-demo' })).toThrow(
      /ADMIN_PASSWORD is the documented demo password/,
    );
    expect(() => loadConfig({ ...distributed, SEED_DEMO_DATA: 'true' })).toThrow(
      /ADMIN_PASSWORD is required when MODE=distributed and SEED_DEMO_DATA=true/,
    );
    expect(loadConfig(distributed).seed.adminPassword).toBeUndefined();
    expect(loadConfig({ ...distributed, SEED_DEMO_DATA: 'true', ADMIN_PASSWORD: 'a-long-own-password' }).seed).toMatchObject({
      demoData: true,
    });
    expect(loadConfig({ DATA_DIR: dataDir() }).seed).toMatchObject({ demoData: true, adminPassword: 'lakbay-admin-demo' });
  });

  it('runs standalone with the BFF in its HTTP worker unless STANDALONE_HTTP_WORKERS=0 asks for one thread; distributed never has one', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).httpWorkers).toBe(1);
    expect(loadConfig({ DATA_DIR: dataDir(), STANDALONE_HTTP_WORKERS: '0' }).httpWorkers).toBe(0);
    expect(loadConfig({ DATA_DIR: dataDir(), STANDALONE_HTTP_WORKERS: '1' }).httpWorkers).toBe(1);
    expect(loadConfig({ ...distributedEnv(), STANDALONE_HTTP_WORKERS: '1' }).httpWorkers).toBe(0);
    expect(() => loadConfig({ DATA_DIR: dataDir(), STANDALONE_HTTP_WORKERS: '2' })).toThrow(/STANDALONE_HTTP_WORKERS/);
  });

  it('serves health and metrics on 9464 unless OPS_PORT says otherwise, and knows whether it was set', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).ops).toMatchObject({ port: 9464, portExplicit: false });
    expect(loadConfig({ DATA_DIR: dataDir(), OPS_PORT: '9100' }).ops).toMatchObject({ port: 9100, portExplicit: true });
    expect(loadConfig({ DATA_DIR: dataDir(), OPS_PORT: '0' }).ops).toMatchObject({ port: 0, portExplicit: true });
    expect(() => loadConfig({ DATA_DIR: dataDir(), OPS_PORT: 'metrics' })).toThrow(/OPS_PORT/);
    expect(() => loadConfig({ DATA_DIR: dataDir(), OPS_PORT: '70000' })).toThrow(/OPS_PORT/);
  });

  it('makes a process not live after a 5 s event-loop block unless LIVENESS_MAX_LOOP_BLOCK_MS says otherwise (0: never)', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).ops.maxLoopBlockMs).toBe(5000);
    expect(loadConfig({ DATA_DIR: dataDir(), LIVENESS_MAX_LOOP_BLOCK_MS: '2000' }).ops.maxLoopBlockMs).toBe(2000);
    expect(loadConfig({ DATA_DIR: dataDir(), LIVENESS_MAX_LOOP_BLOCK_MS: '0' }).ops.maxLoopBlockMs).toBe(0);
    expect(() => loadConfig({ DATA_DIR: dataDir(), LIVENESS_MAX_LOOP_BLOCK_MS: 'soon' })).toThrow(/LIVENESS_MAX_LOOP_BLOCK_MS/);
    expect(() => loadConfig({ DATA_DIR: dataDir(), LIVENESS_MAX_LOOP_BLOCK_MS: '-1' })).toThrow(/LIVENESS_MAX_LOOP_BLOCK_MS/);
  });

  it('asks a read again after 40% of RPC_TIMEOUT_MS unless RPC_READ_ATTEMPT_MS says otherwise, always within the timeout', () => {
    expect(loadConfig({ DATA_DIR: dataDir(), RPC_TIMEOUT_MS: '3000' }).rpcReadAttemptMs).toBe(1200);
    expect(loadConfig({ DATA_DIR: dataDir(), RPC_READ_ATTEMPT_MS: '800' }).rpcReadAttemptMs).toBe(800);
    expect(() => loadConfig({ DATA_DIR: dataDir(), RPC_TIMEOUT_MS: '1000', RPC_READ_ATTEMPT_MS: '1000' })).toThrow(
      /RPC_READ_ATTEMPT_MS must be less than RPC_TIMEOUT_MS/,
    );
  });

  it('keeps files on local disk in standalone mode and in PostgreSQL in distributed mode unless FILE_STORE says otherwise', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).files.store).toBe('local');
    expect(loadConfig(distributedEnv()).files.store).toBe('postgres');
    expect(loadConfig({ ...distributedEnv(), FILE_STORE: 'local' }).files.store).toBe('local');
    expect(() => loadConfig({ DATA_DIR: dataDir(), FILE_STORE: 'postgres' })).toThrow(/FILE_STORE postgres needs MODE=distributed/);
    expect(() => loadConfig({ ...distributedEnv(), FILE_STORE: 's3' })).toThrow(/FILE_STORE/);
  });

  it('sweeps uploads hourly, leaving files younger than a day, unless UPLOAD_SWEEP_SECONDS and UPLOAD_SWEEP_GRACE_HOURS say otherwise', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).uploadSweep).toEqual({ everyMs: 3600_000, graceMs: 24 * 3600_000 });
    expect(loadConfig({ DATA_DIR: dataDir(), UPLOAD_SWEEP_SECONDS: '1', UPLOAD_SWEEP_GRACE_HOURS: '2' }).uploadSweep).toEqual({
      everyMs: 1000,
      graceMs: 2 * 3600_000,
    });
    // A grace under an hour could remove a file whose write is still on its way.
    for (const [name, value] of [
      ['UPLOAD_SWEEP_SECONDS', '0'],
      ['UPLOAD_SWEEP_SECONDS', 'hourly'],
      ['UPLOAD_SWEEP_GRACE_HOURS', '0'],
      ['UPLOAD_SWEEP_GRACE_HOURS', '1.5'],
    ] as const) {
      expect(() => loadConfig({ DATA_DIR: dataDir(), [name]: value })).toThrow(new RegExp(name));
    }
  });

  it('treats empty strings as unset', () => {
    expect(loadConfig({ DATA_DIR: dataDir(), PORT: '', SMTP_URL: '' }).http.port).toBe(3000);
  });
});

describe('ENV_DOCS', () => {
  describe('NATS and Redis credentials', () => {
    const distributed = {
      MODE: 'distributed',
      NATS_URL: 'nats://nats:4222',
      DATABASE_URL: 'postgresql://lakbay@postgres:5432/lakbay',
      REDIS_URL: 'redis://redis:6379/0',
      AUTH_SECRET: 'x'.repeat(40),
    };

    it('logs in to NATS with a user and password, or a token, and to nothing when neither is set', () => {
      expect(loadConfig({ ...distributed, DATA_DIR: dataDir(), NATS_USER: 'lakbay', NATS_PASSWORD: 'p@ss w0rd' }).natsAuth).toEqual({
        user: 'lakbay',
        pass: 'p@ss w0rd',
      });
      expect(loadConfig({ ...distributed, DATA_DIR: dataDir(), NATS_TOKEN: 'a-long-token' }).natsAuth).toEqual({ token: 'a-long-token' });
      expect(loadConfig({ ...distributed, DATA_DIR: dataDir() }).natsAuth).toBeUndefined();
    });

    it('refuses half a NATS log-in, a token with a user, and a short token, naming each variable', () => {
      const attempt = (extra: Record<string, string>) => () => loadConfig({ ...distributed, DATA_DIR: dataDir(), ...extra });
      expect(attempt({ NATS_USER: 'lakbay' })).toThrow(/NATS_PASSWORD must be set with NATS_USER and NATS_PASSWORD both/);
      expect(attempt({ NATS_PASSWORD: 'secret' })).toThrow(/NATS_USER must be set with NATS_USER and NATS_PASSWORD both/);
      expect(attempt({ NATS_USER: 'lakbay', NATS_PASSWORD: 'secret', NATS_TOKEN: 'a-long-token' })).toThrow(
        /NATS_TOKEN cannot be set with NATS_USER/,
      );
      expect(attempt({ NATS_TOKEN: 'short' })).toThrow(/NATS_TOKEN must be at least 8 characters/);
      expect(attempt({ REDIS_USERNAME: 'lakbay' })).toThrow(/REDIS_PASSWORD is required with REDIS_USERNAME/);
    });

    it('puts REDIS_PASSWORD (and REDIS_USERNAME) into the Redis URL every client uses, escaped, replacing the URL’s own', () => {
      expect(loadConfig({ ...distributed, DATA_DIR: dataDir(), REDIS_PASSWORD: 'p@ss/w:rd' }).redisUrl).toBe(
        'redis://:p%40ss%2Fw%3Ard@redis:6379/0',
      );
      expect(
        loadConfig({
          ...distributed,
          REDIS_URL: 'redis://old:old@redis:6379',
          DATA_DIR: dataDir(),
          REDIS_USERNAME: 'lakbay',
          REDIS_PASSWORD: 'new',
        }).redisUrl,
      ).toBe('redis://lakbay:new@redis:6379');
      expect(loadConfig({ ...distributed, DATA_DIR: dataDir() }).redisUrl).toBe('redis://redis:6379/0');
    });
  });

  it('documents exactly the variables the schema reads', () => {
    const schemaKeys = Object.keys(envSchema.shape).sort();
    expect(ENV_DOCS.map((d) => d.name).sort()).toEqual(schemaKeys);
  });
});
