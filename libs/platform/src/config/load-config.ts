import { availableParallelism } from 'node:os';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { AppConfig } from './app-config';
import { DEMO_ADMIN_PASSWORD, envSchema, type RawEnv } from './env.schema';

/** Prometheus exporters' customary port; the ops server of each process listens there by default. */
export const DEFAULT_OPS_PORT = 9464;

/** Thrown when the environment is invalid; the message names every bad variable at once. */
export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

export interface LoadConfigOptions {
  /**
   * False: writes nothing under DATA_DIR (no generated AUTH_SECRET; auth.secret is then empty),
   * for commands that need DATA_DIR untouched, such as restore.
   */
  writeDataDir?: boolean;
}

/** Reads and validates the environment. The only place in the codebase that reads process.env. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, options: LoadConfigOptions = {}): AppConfig {
  // Empty strings count as unset, as they do in most deployment tools' templating.
  const present = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((i) => `${i.path.join('.') || '(environment)'} ${i.message}`));
  }
  return toAppConfig(parsed.data, options.writeDataDir ?? true);
}

function toAppConfig(env: RawEnv, writeDataDir: boolean): AppConfig {
  const dataDir = resolve(env.DATA_DIR);
  const standalone = env.MODE === 'standalone';
  return {
    mode: env.MODE,
    http: {
      port: env.PORT,
      host: env.HOST,
      publicUrl: env.PUBLIC_URL.replace(/\/$/, ''),
      trustProxy: env.TRUST_PROXY,
      serveWeb: env.SERVE_WEB,
      webDist: resolve(env.WEB_DIST),
      ssrPublicPages: env.SSR_PUBLIC_PAGES,
    },
    dataDir,
    log: { level: env.LOG_LEVEL, format: env.LOG_FORMAT },
    testTransactionGuard: env.TEST_TRANSACTION_GUARD,
    testLightPasswordHashes: env.TEST_LIGHT_PASSWORD_HASHES,
    files: { store: env.FILE_STORE ?? (standalone ? 'local' : 'postgres') },
    natsUrl: standalone ? undefined : env.NATS_URL,
    natsNamespace: env.NATS_NAMESPACE,
    natsAuth: natsAuth(env),
    database: {
      url: standalone ? undefined : env.DATABASE_URL,
      pgliteDir: join(dataDir, 'db'),
      migrateOnStart: env.DB_MIGRATE_ON_START ? env.DB_MIGRATE_ON_START === 'true' : standalone,
    },
    redisUrl: standalone || !env.REDIS_URL ? undefined : withRedisCredentials(env.REDIS_URL, env),
    redisPrefix: env.REDIS_PREFIX,
    meili: env.MEILI_URL ? { url: env.MEILI_URL, apiKey: env.MEILI_API_KEY, index: env.MEILI_INDEX } : undefined,
    httpWorkers: standalone ? env.STANDALONE_HTTP_WORKERS : 0,
    backup: {
      dir: resolve(env.BACKUP_DIR),
      intervalHours: env.BACKUP_INTERVAL_HOURS,
      keep: env.BACKUP_KEEP,
      keepDays: env.BACKUP_KEEP_DAYS,
      passphrase: env.BACKUP_PASSPHRASE,
    },
    search: { dir: join(dataDir, 'search'), syncIntervalSeconds: env.SEARCH_SYNC_INTERVAL_SECONDS },
    mail: { smtpUrl: env.SMTP_URL, from: env.MAIL_FROM, emlDir: join(dataDir, 'mail'), retentionDays: env.MAIL_RETENTION_DAYS },
    scheduling: {
      email: env.SCHEDULING_EMAIL,
      icsUrl: env.CALENDAR_ICS_URL ?? (env.MODE === 'standalone' ? join(dataDir, 'calendar', 'demo.ics') : undefined),
      syncMinutes: env.CALENDAR_SYNC_MINUTES,
      completeSeconds: env.SESSION_COMPLETE_SECONDS,
      demoFeedPath: join(dataDir, 'calendar', 'demo.ics'),
    },
    apprenticeship: { calendarSeconds: env.APPRENTICESHIP_CALENDAR_SECONDS, clockFile: env.APPRENTICESHIP_CLOCK_FILE ?? null },
    uploadSweep: { everyMs: env.UPLOAD_SWEEP_SECONDS * 1000, graceMs: env.UPLOAD_SWEEP_GRACE_HOURS * 3600_000 },
    rpcTimeoutMs: env.RPC_TIMEOUT_MS,
    bffCache: { bytes: env.BFF_CACHE_MB * 1024 * 1024, sessionSeconds: env.SESSION_CACHE_SECONDS },
    jobs: {
      retryForMs: env.JOB_RETRY_HOURS * 3600_000,
      maxBackoffMs: env.JOB_RETRY_MAX_DELAY_SECONDS * 1000,
      delayedAfterMs: env.OUTBOX_DELAYED_MINUTES * 60_000,
    },
    rpcReadAttemptMs: env.RPC_READ_ATTEMPT_MS ?? Math.floor(env.RPC_TIMEOUT_MS * 0.4),
    ops: {
      port: env.OPS_PORT ?? DEFAULT_OPS_PORT,
      portExplicit: env.OPS_PORT !== undefined,
      maxLoopBlockMs: env.LIVENESS_MAX_LOOP_BLOCK_MS,
    },
    auth: {
      secret: env.AUTH_SECRET ?? (writeDataDir ? standaloneSecret(dataDir) : ''),
      sessionTtlDays: env.SESSION_TTL_DAYS,
      passwordHashConcurrency: env.PASSWORD_HASH_CONCURRENCY ?? availableParallelism(),
      login: {
        maxFailures: env.LOGIN_MAX_FAILURES,
        accountMaxFailures: env.LOGIN_ACCOUNT_MAX_FAILURES,
        ipMaxFailures: env.LOGIN_IP_MAX_FAILURES,
        lockMinutes: env.LOGIN_LOCK_MINUTES,
      },
      rateLimits: { signupPerHour: env.SIGNUP_MAX_PER_HOUR, passwordResetPerHour: env.RESET_MAX_PER_HOUR },
      google: {
        clientSecret: env.GOOGLE_CLIENT_SECRET,
        jwksUrl: env.GOOGLE_JWKS_URL,
        authorizationUrl: env.GOOGLE_AUTH_URL,
        tokenUrl: env.GOOGLE_TOKEN_URL,
        userInfoUrl: env.GOOGLE_USERINFO_URL,
      },
      discourseSsoSecret: env.DISCOURSE_SSO_SECRET,
    },
    client: { posthogKey: env.POSTHOG_KEY, posthogHost: env.POSTHOG_HOST, googleClientId: env.GOOGLE_CLIENT_ID, version: env.APP_VERSION },
    seed: {
      demoData: env.SEED_DEMO_DATA ? env.SEED_DEMO_DATA === 'true' : standalone,
      adminEmail: env.ADMIN_EMAIL,
      adminPassword: env.ADMIN_PASSWORD ?? (standalone ? DEMO_ADMIN_PASSWORD : undefined),
    },
  };
}

function natsAuth(env: RawEnv): AppConfig['natsAuth'] {
  if (env.NATS_TOKEN) {
    return { token: env.NATS_TOKEN };
  }
  return env.NATS_USER && env.NATS_PASSWORD ? { user: env.NATS_USER, pass: env.NATS_PASSWORD } : undefined;
}

// Every Redis client (BullMQ, rate limits, readiness) takes the URL: the credentials go into it,
// so a Secret can hold the password while REDIS_URL stays in plain configuration.
function withRedisCredentials(redisUrl: string, env: RawEnv): string {
  if (!env.REDIS_PASSWORD) {
    return redisUrl;
  }
  const url = new URL(redisUrl);
  url.username = env.REDIS_USERNAME ? encodeURIComponent(env.REDIS_USERNAME) : '';
  url.password = encodeURIComponent(env.REDIS_PASSWORD);
  return url.toString();
}

// Standalone installs need no secret management: one is generated on first start and kept with
// the data, so idTokens stay valid across restarts and no secret sits in the repository.
function standaloneSecret(dataDir: string): string {
  const file = join(dataDir, 'secrets', 'auth-secret');
  if (existsSync(file)) {
    return readFileSync(file, 'utf8').trim();
  }
  mkdirSync(join(dataDir, 'secrets'), { recursive: true, mode: 0o700 });
  const secret = randomBytes(48).toString('base64url');
  try {
    writeFileSync(file, secret, { mode: 0o600, flag: 'wx' });
    return secret;
  } catch (err) {
    // Another process created it first: use theirs.
    if ((err as NodeJS.ErrnoException).code === 'EEXIST') {
      return readFileSync(file, 'utf8').trim();
    }
    throw err;
  }
}
