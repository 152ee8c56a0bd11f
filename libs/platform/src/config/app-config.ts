export type Mode = 'standalone' | 'distributed';

/** The validated configuration every process receives. Built only by loadConfig(). */
export interface AppConfig {
  mode: Mode;
  http: { port: number; host: string; publicUrl: string; trustProxy: boolean; serveWeb: boolean; webDist: string; ssrPublicPages: boolean };
  /** Absolute path. */
  dataDir: string;
  log: { level: 'error' | 'warn' | 'info' | 'debug'; format: 'text' | 'json' };
  /** The transaction guard (in-transaction.ts) is on: set by test harnesses, never by deployments. */
  testTransactionGuard: boolean;
  /** New password hashes cost about 30 times less (password-hasher.ts): set by test harnesses, never by deployments. */
  testLightPasswordHashes: boolean;
  /**
   * Where uploads and data exports are kept (FILE_STORE): local disk under DATA_DIR/uploads, or
   * the `files` schema of database.url (distributed mode only), shared by every replica.
   */
  files: { store: 'local' | 'postgres' };
  /** Set in distributed mode only. */
  natsUrl?: string;
  /** Added to every message pattern on NATS. */
  natsNamespace: string;
  /** How processes log in to NATS (NATS_USER/NATS_PASSWORD or NATS_TOKEN); none when unset. */
  natsAuth: { user: string; pass: string } | { token: string } | undefined;
  database: {
    /** PostgreSQL URL in distributed mode; undefined means PGlite under pgliteDir. */
    url?: string;
    pgliteDir: string;
    migrateOnStart: boolean;
  };
  /** Set in distributed mode only: BullMQ and shared rate limits. Carries REDIS_USERNAME/REDIS_PASSWORD when set. */
  redisUrl?: string;
  /** Prefix of every Redis key. */
  redisPrefix: string;
  meili?: { url: string; apiKey?: string; index: string };
  /**
   * Standalone backups: the folder of archives, hours between scheduled ones (0: none), how many
   * and how many days' worth are kept (keepDays 0: no age limit), the passphrase that encrypts them.
   */
  backup: { dir: string; intervalHours: number; keep: number; keepDays: number; passphrase?: string };
  /** Standalone mode: worker threads running the BFF beside the services' thread (0: one thread for all). */
  httpWorkers: number;
  /** The search service: its embedded index's folder and how often it pulls change feeds anyway. */
  search: { dir: string; syncIntervalSeconds: number };
  /** retentionDays: how long the .eml files of emlDir are kept (SMTP_URL unset). */
  mail: { smtpUrl?: string; from: string; emlDir: string; retentionDays: number };
  /**
   * Coach Connector. icsUrl: http(s) URL or file path of the scheduling calendar; undefined turns
   * calendar sync off. demoFeedPath: where standalone mode writes its demo feed (icsUrl points at it
   * unless CALENDAR_ICS_URL is set).
   */
  scheduling: { email: string; icsUrl?: string; syncMinutes: number; completeSeconds: number; demoFeedPath: string };
  /** How often the apprenticeship calendar job runs (challenge statuses, week e-mails), in seconds. */
  apprenticeship: {
    calendarSeconds: number;
    /** Tests only: a file holding the apprenticeship's "now" (null: the real time). */
    clockFile: string | null;
  };
  /** The BFF's upload sweep: how often it runs and the age under which a file is left alone. */
  uploadSweep: { everyMs: number; graceMs: number };
  rpcTimeoutMs: number;
  /** The BFF's caches: bytes of public answers (0: off), seconds a checked session is reused (0: off). */
  bffCache: { bytes: number; sessionSeconds: number };
  /**
   * Follow-up work: how long a failing job is retried (retryForMs), the longest wait between tries
   * (maxBackoffMs), and after how long past its due time unfinished work counts as delayed.
   */
  jobs: { retryForMs: number; maxBackoffMs: number; delayedAfterMs: number };
  /** How long a read's first attempt waits before the read is sent once more (less than rpcTimeoutMs). */
  rpcReadAttemptMs: number;
  /**
   * The operations server (health and metrics); port 0: none. portExplicit: OPS_PORT was set.
   * maxLoopBlockMs: an event-loop block longer than this makes the process not live (0: never).
   */
  ops: { port: number; portExplicit: boolean; maxLoopBlockMs: number };
  auth: {
    secret: string;
    sessionTtlDays: number;
    /** Password hashes a users process runs at once (the hash queue). */
    passwordHashConcurrency: number;
    /** maxFailures: per (account, address) pair; accountMaxFailures: per account over 4 windows; ipMaxFailures: per address. */
    login: { maxFailures: number; accountMaxFailures: number; ipMaxFailures: number; lockMinutes: number };
    /** Per hour: sign-ups from one client address; reset e-mails to one address (4x from one client address). */
    rateLimits: { signupPerHour: number; passwordResetPerHour: number };
    /** Google sign-in: the client id is client.googleClientId; endpoints are configurable for tests. */
    google: { clientSecret?: string; jwksUrl: string; authorizationUrl: string; tokenUrl: string; userInfoUrl: string };
    /** DiscourseConnect shared secret; SSO is off when unset. */
    discourseSsoSecret?: string;
  };
  /** What the SPA reads from GET /api/v2/client-config. */
  client: { posthogKey?: string; posthogHost: string; googleClientId?: string; version: string };
  /** adminPassword: undefined in distributed mode unless ADMIN_PASSWORD is set (then seeding is refused). */
  seed: { demoData: boolean; adminEmail: string; adminPassword?: string };
}

export const APP_CONFIG = Symbol('APP_CONFIG');
