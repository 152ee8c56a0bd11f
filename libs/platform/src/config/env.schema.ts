import { z } from 'zod';

// Every environment variable the platform reads, with its default and meaning. Nothing else in the
// codebase reads process.env (see load-config.ts).
const bool = (fallback: 'true' | 'false') =>
  z
    .enum(['true', 'false', '1', '0', 'yes', 'no'])
    .default(fallback)
    .transform((v) => v === 'true' || v === '1' || v === 'yes');

const url = (protocols: string[]) =>
  z.string().refine(
    (v) => {
      try {
        return protocols.includes(new URL(v).protocol);
      } catch {
        return false;
      }
    },
    `must be a URL starting with ${protocols.map((p) => `${p}//`).join(' or ')}`,
  );

/** The demo admin's password, documented in README.md: standalone's default, refused in distributed mode. */
export const DEMO_ADMIN_PASSWORD = 'lakbay-admin-demo';

const int = (fallback: number, min: number, max: number) => z.coerce.number().int().min(min).max(max).default(fallback);

export interface EnvVarDoc {
  name: string;
  default: string;
  description: string;
}

/** The one description of each variable: `npm run docs:env` writes README's table from it (tests/docs.spec.ts). */
export const ENV_DOCS: EnvVarDoc[] = [
  {
    name: 'MODE',
    default: 'standalone',
    description:
      'standalone: one process, embedded database, in-process transport and jobs. distributed: each process on NATS, PostgreSQL and Redis.',
  },
  { name: 'PORT', default: '3000', description: 'HTTP port of the BFF (API and SPA).' },
  { name: 'HOST', default: '0.0.0.0', description: 'Interface the BFF listens on.' },
  { name: 'PUBLIC_URL', default: 'http://localhost:3000', description: 'Address users reach the platform at; used in e-mailed links.' },
  {
    name: 'DATA_DIR',
    default: './data',
    description: 'Standalone database (PGlite), e-mails as .eml files (DATA_DIR/mail), uploads (FILE_STORE=local) and generated secrets.',
  },
  {
    name: 'LOG_LEVEL',
    default: 'info',
    description: 'error, warn, info or debug; info and debug log one line per HTTP request at the BFF.',
  },
  {
    name: 'LOG_FORMAT',
    default: 'text',
    description:
      'text for people (one line: service, time, level, context, request id, message, fields as key=value), json for log collectors (pino, one object a line).',
  },
  {
    name: 'FILE_STORE',
    default: '(standalone: local; distributed: postgres)',
    description:
      "Where uploads (avatars, resumes, submissions) and data exports are kept. local: files under DATA_DIR/uploads, one machine's disk. postgres: the `files` schema of DATABASE_URL's database, which every replica reads and writes (distributed mode only; `db.js migrate` creates it).",
  },
  { name: 'NATS_URL', default: '(none; required in distributed mode)', description: 'NATS server, e.g. nats://127.0.0.1:4222.' },
  {
    name: 'NATS_NAMESPACE',
    default: 'lakbay',
    description: 'Added to every message subject, so installations sharing one NATS server stay apart.',
  },
  {
    name: 'NATS_USER',
    default: '(none)',
    description: 'User name the processes log in to NATS with (with NATS_PASSWORD); set it whenever the NATS server requires log-in.',
  },
  { name: 'NATS_PASSWORD', default: '(none)', description: 'Password of NATS_USER.' },
  {
    name: 'NATS_TOKEN',
    default: '(none)',
    description: 'Token the processes log in to NATS with, instead of NATS_USER and NATS_PASSWORD.',
  },
  {
    name: 'DATABASE_URL',
    default: '(none; required in distributed mode)',
    description: 'PostgreSQL, e.g. postgresql://lakbay@127.0.0.1:5432/lakbay. Unset in standalone mode: PGlite under DATA_DIR.',
  },
  {
    name: 'REDIS_URL',
    default: '(none; required in distributed mode)',
    description: 'Redis for BullMQ jobs and shared rate limits, e.g. redis://127.0.0.1:6379.',
  },
  {
    name: 'REDIS_USERNAME',
    default: '(none: the default user)',
    description: 'Redis ACL user, with REDIS_PASSWORD; replaces any user name in REDIS_URL.',
  },
  {
    name: 'REDIS_PASSWORD',
    default: '(none)',
    description:
      "Password Redis requires (requirepass or the ACL user's); replaces any password in REDIS_URL, so the URL can stay in plain configuration.",
  },
  {
    name: 'REDIS_PREFIX',
    default: 'lakbay',
    description: 'Prefix of every Redis key (job queues, rate limits), so several installations can share one Redis.',
  },
  { name: 'MEILI_URL', default: '(none)', description: 'Meilisearch server; the embedded search engine is used when unset.' },
  { name: 'MEILI_API_KEY', default: '(none)', description: 'Meilisearch API key.' },
  {
    name: 'MEILI_INDEX',
    default: 'lakbay_search',
    description:
      'Meilisearch index of coaches, careers and videos; its change-feed cursors live in the index of the same name ending in _cursors.',
  },
  {
    name: 'SEARCH_SYNC_INTERVAL_SECONDS',
    default: '30',
    description: "How often the search service also pulls the owners' change feeds, in case an event was missed (events nudge it at once).",
  },
  {
    name: 'SMTP_URL',
    default: '(none)',
    description: 'SMTP server (smtp:// or smtps://); e-mails are written as .eml files under DATA_DIR/mail when unset.',
  },
  { name: 'MAIL_FROM', default: 'Lakbay <no-reply@lakbay.local>', description: 'Sender of platform e-mails.' },
  {
    name: 'MAIL_RETENTION_DAYS',
    default: '30',
    description:
      "Days the .eml files of DATA_DIR/mail (SMTP_URL unset) are kept: older ones are removed at start and hourly, so a deleted account's e-mails and links go with them. 1 to 3650.",
  },
  {
    name: 'SCHEDULING_EMAIL',
    default: 'schedule@demo.lakbay.ph',
    description: 'The address coaches invite to their calendar events; shown on /faqs/add-availability and /my/availability.',
  },
  {
    name: 'CALENDAR_ICS_URL',
    default: '(standalone: a demo feed under DATA_DIR/calendar; distributed: none, sync off)',
    description: "The scheduling address's calendar as an iCalendar feed: http(s) URL or file path, read by the calendar-sync job.",
  },
  { name: 'CALENDAR_SYNC_MINUTES', default: '5', description: 'How often the calendar-sync job reads CALENDAR_ICS_URL.' },
  {
    name: 'SESSION_COMPLETE_SECONDS',
    default: '60',
    description: 'How often the job that marks ended coaching sessions COMPLETED runs (the stored state sessions held and ratings read).',
  },
  {
    name: 'APPRENTICESHIP_CALENDAR_SECONDS',
    default: '60',
    description:
      'How often the Virtual Apprenticeship calendar job runs: challenges move OPEN -> RUNNING -> CLOSED with their dates, and members are e-mailed when a week opens and the day before it is due.',
  },
  {
    name: 'UPLOAD_SWEEP_SECONDS',
    default: '3600',
    description:
      'How often each BFF process sweeps the file store: files older than UPLOAD_SWEEP_GRACE_HOURS that no row of users or apprenticeship points at are removed (nothing goes when either does not answer). The first sweep is 5 to 10 minutes after start, or sooner when this is shorter. 1 to 86400.',
  },
  {
    name: 'UPLOAD_SWEEP_GRACE_HOURS',
    default: '24',
    description:
      'Files younger than this are never swept: the write that points at them may still be on its way (a slow service, a retry with the same Idempotency-Key). 1 to 720.',
  },
  {
    name: 'APPRENTICESHIP_CLOCK_FILE',
    default: '(none: the real time)',
    description:
      'For end-to-end tests only: a file whose ISO instant is the Virtual Apprenticeship\'s "now" (its calendar, hand-in windows, enrolment deadlines), going on from when the file was written. Missing or unreadable: the real time.',
  },
  {
    name: 'RPC_TIMEOUT_MS',
    default: '5000',
    description:
      'How long the BFF waits for a service before answering 503; twice as long for commands that hash a password (log-in, sign-up, password reset), which may queue for it.',
  },
  {
    name: 'BFF_CACHE_MB',
    default: '64',
    description:
      "Memory each BFF process gives its cache of public answers (content, coach profiles, search), least recently used dropped first; the owners' notices clear entries at once. 0 turns it off.",
  },
  {
    name: 'SESSION_CACHE_SECONDS',
    default: '30',
    description:
      'How long a BFF process reuses a checked session token without asking the users service; logout, revocation and account changes drop it at once on every BFF. 0 turns it off.',
  },
  {
    name: 'JOB_RETRY_HOURS',
    default: '24',
    description:
      'How long follow-up work recorded with a write (e-mails, calendar invitations, reminders) is retried while it fails for a passing reason (database, mail server or Redis away), with waits doubling up to JOB_RETRY_MAX_DELAY_SECONDS; after that, or at once for a permanent reason (an address the mail server refuses), it shows as failed on the admin page Follow-up work, which can send it again.',
  },
  {
    name: 'JOB_RETRY_MAX_DELAY_SECONDS',
    default: '300',
    description: 'Longest wait between two tries of failing follow-up work (the waits start at 1 s and double up to this).',
  },
  {
    name: 'OUTBOX_DELAYED_MINUTES',
    default: '15',
    description:
      'Follow-up work not done this long after it was due counts as delayed: listed on the admin page Follow-up work and counted in lakbay_outbox_rows{state="delayed"}.',
  },
  {
    name: 'RPC_READ_ATTEMPT_MS',
    default: '(40% of RPC_TIMEOUT_MS)',
    description:
      'How long a read waits for its first answer before it is asked once more (NATS routes it to a live replica); must be less than RPC_TIMEOUT_MS. Writes are never resent.',
  },
  {
    name: 'OPS_PORT',
    default: '9464',
    description: 'Health and metrics HTTP port of each process, never public (/health/live, /health/ready, /metrics); 0 turns it off.',
  },
  {
    name: 'LIVENESS_MAX_LOOP_BLOCK_MS',
    default: '5000',
    description:
      "Milliseconds a process's event loop may be blocked: after a longer block /health/live answers 503 for 10 s, so the orchestrator restarts a stalling replica; 0 turns the check off.",
  },
  {
    name: 'AUTH_SECRET',
    default: '(generated under DATA_DIR in standalone mode; required in distributed mode)',
    description: 'Signs idTokens (HS256); at least 32 characters.',
  },
  { name: 'SESSION_TTL_DAYS', default: '30', description: 'Days a session token stays valid.' },
  {
    name: 'PASSWORD_HASH_CONCURRENCY',
    default: '(the number of cores)',
    description:
      'Password hashes (scrypt) a users process runs at once; more wait in a queue in arrival order, and one that could not finish within 80% of three times RPC_TIMEOUT_MS (by the measured hash time) is refused at once with 503 SERVER_BUSY and Retry-After: 1.',
  },
  { name: 'ADMIN_EMAIL', default: 'admin@demo.lakbay.ph', description: 'E-mail of the demo admin created by the seed.' },
  {
    name: 'ADMIN_PASSWORD',
    default: `standalone: ${DEMO_ADMIN_PASSWORD}; distributed: none`,
    description: `Password of the admin the demo seed creates. With MODE=distributed it must be set to seed, and ${DEMO_ADMIN_PASSWORD} is refused.`,
  },
  {
    name: 'DB_MIGRATE_ON_START',
    default: 'true in standalone, false in distributed',
    description: 'Apply pending migrations when a service starts (distributed deployments run npm run db:migrate instead).',
  },
  {
    name: 'SEED_DEMO_DATA',
    default: 'true in standalone, false in distributed',
    description:
      'Create the demo accounts and content once, on the first start of an empty database (and allow db.js seed, which makes what is missing again). Deployments never seed.',
  },
  {
    name: 'LOGIN_MAX_FAILURES',
    default: '5',
    description: 'Log-in attempts for one account from one client address per LOGIN_LOCK_MINUTES before that pair is throttled.',
  },
  {
    name: 'LOGIN_ACCOUNT_MAX_FAILURES',
    default: '20',
    description:
      'Failed log-ins for one account from any address per 4 × LOGIN_LOCK_MINUTES before the account is throttled for browsers that never logged in to it (a browser with its device cookie keeps LOGIN_MAX_FAILURES of its own).',
  },
  { name: 'LOGIN_IP_MAX_FAILURES', default: '20', description: 'Failed log-ins from one address before it is throttled.' },
  { name: 'LOGIN_LOCK_MINUTES', default: '15', description: 'Window and lock time of the log-in throttle.' },
  {
    name: 'TRUST_PROXY',
    default: 'false',
    description:
      'Take the client address from X-Forwarded-For (set true behind a reverse proxy or ingress, so log-in throttling sees real addresses).',
  },
  {
    name: 'POSTHOG_KEY',
    default: '(none)',
    description: 'Product analytics project key; analytics is off when unset, and always waits for cookie consent.',
  },
  { name: 'POSTHOG_HOST', default: 'https://us.i.posthog.com', description: 'Product analytics API host.' },
  {
    name: 'GOOGLE_CLIENT_ID',
    default: '(none)',
    description: 'Google sign-in OAuth client id; the Google button is hidden and its endpoints answer 503 when unset.',
  },
  {
    name: 'GOOGLE_CLIENT_SECRET',
    default: '(none)',
    description: 'Google OAuth client secret; only the redirect sign-in flow needs it (it answers 503 without).',
  },
  {
    name: 'GOOGLE_JWKS_URL',
    default: 'https://www.googleapis.com/oauth2/v3/certs',
    description: "Google's signing keys, used to verify Google ID tokens (POST /api/v2/auth/login-google).",
  },
  { name: 'GOOGLE_AUTH_URL', default: 'https://accounts.google.com/o/oauth2/v2/auth', description: 'Google OAuth authorization endpoint.' },
  { name: 'GOOGLE_TOKEN_URL', default: 'https://oauth2.googleapis.com/token', description: 'Google OAuth token endpoint.' },
  {
    name: 'GOOGLE_USERINFO_URL',
    default: 'https://www.googleapis.com/oauth2/v3/userinfo',
    description: 'Google OpenID user-info endpoint (the path must end in /userinfo).',
  },
  {
    name: 'DISCOURSE_SSO_SECRET',
    default: '(none)',
    description: 'Shared secret of DiscourseConnect (forum single sign-on); the SSO endpoint answers 503 when unset.',
  },
  { name: 'SIGNUP_MAX_PER_HOUR', default: '20', description: 'Sign-up attempts allowed from one client address per hour.' },
  {
    name: 'RESET_MAX_PER_HOUR',
    default: '5',
    description: 'Password-reset e-mails to one e-mail address per hour (and four times that many requests from one client address).',
  },
  {
    name: 'BACKUP_DIR',
    default: './backups',
    description:
      'Standalone mode: where backups are written (npm run backup, the admin API, the schedule). Put it on another disk than DATA_DIR; archives hold the secrets.',
  },
  {
    name: 'BACKUP_INTERVAL_HOURS',
    default: '24',
    description:
      'Standalone mode: hours between scheduled backups (fractions allowed), counted from the newest archive in BACKUP_DIR; 0 turns the schedule off. 0 to 720.',
  },
  {
    name: 'STANDALONE_HTTP_WORKERS',
    default: '1',
    description:
      'Standalone mode: 1 runs the BFF (HTTP, validation, read caches, page rendering) in a worker thread beside the thread of the services and the embedded database, so a second core serves (docs/bench.md, Capacity); 0 runs everything on one thread (for a machine with one core). 0 or 1.',
  },
  { name: 'BACKUP_KEEP', default: '7', description: 'Archives kept in BACKUP_DIR: older ones are removed after each backup. 1 to 1000.' },
  {
    name: 'BACKUP_KEEP_DAYS',
    default: '30',
    description:
      'Archives older than this many days are removed after each backup (the newest is always kept); 0: no age limit. 0 to 3650.',
  },
  {
    name: 'BACKUP_PASSPHRASE',
    default: '(unset: archives are not encrypted)',
    description:
      'Encrypts archives (scrypt key, AES-256-GCM); restore then needs the same passphrase. At least 12 characters. Keep it apart from the archives.',
  },
  { name: 'APP_VERSION', default: '(empty)', description: 'Version shown in the footer.' },
  { name: 'SERVE_WEB', default: 'true', description: 'The BFF serves the built SPA from WEB_DIST.' },
  { name: 'WEB_DIST', default: 'web/dist', description: 'Folder of the built SPA.' },
  {
    name: 'SSR_PUBLIC_PAGES',
    default: 'true',
    description:
      "The BFF renders the public pages' content into their HTML (the server build in WEB_DIST's sibling dist-ssr) and the browser hydrates it; off, pages are drawn by the browser alone (docs/architecture.md).",
  },
  {
    name: 'TEST_TRANSACTION_GUARD',
    default: 'false',
    description:
      'Test runs only (the test harness sets it): a call to another service, an event or another database inside an open transaction fails at once, naming itself. Never set it in a deployment.',
  },
  {
    name: 'TEST_LIGHT_PASSWORD_HASHES',
    default: 'false',
    description:
      'Test runs only (the test harness sets it): new password hashes use scrypt N=2^10 instead of 2^15, about 30 times less work, so suites that sign up hundreds of accounts spend their time on what they test; a log-in checks each hash with the parameters stored in it. Never set it in a deployment.',
  },
];

export const envSchema = z
  .object({
    MODE: z.enum(['standalone', 'distributed']).default('standalone'),
    PORT: int(3000, 0, 65535),
    HOST: z.string().min(1).default('0.0.0.0'),
    PUBLIC_URL: url(['http:', 'https:']).default('http://localhost:3000'),
    DATA_DIR: z.string().min(1).default('./data'),
    LOG_LEVEL: z.enum(['error', 'warn', 'info', 'debug']).default('info'),
    LOG_FORMAT: z.enum(['text', 'json']).default('text'),
    FILE_STORE: z.enum(['local', 'postgres']).optional(),
    NATS_URL: url(['nats:', 'tls:', 'ws:', 'wss:']).optional(),
    NATS_NAMESPACE: z
      .string()
      .regex(/^[a-z0-9_-]{1,40}$/i, 'must be 1 to 40 letters, digits, - or _')
      .default('lakbay'),
    NATS_USER: z.string().min(1).max(200).optional(),
    NATS_PASSWORD: z.string().min(1).max(500).optional(),
    NATS_TOKEN: z.string().min(8, 'must be at least 8 characters').max(500).optional(),
    DATABASE_URL: url(['postgres:', 'postgresql:']).optional(),
    REDIS_URL: url(['redis:', 'rediss:']).optional(),
    REDIS_USERNAME: z.string().min(1).max(200).optional(),
    REDIS_PASSWORD: z.string().min(1).max(500).optional(),
    REDIS_PREFIX: z
      .string()
      .regex(/^[a-z0-9_-]{1,40}$/i, 'must be 1 to 40 letters, digits, - or _')
      .default('lakbay'),
    MEILI_URL: url(['http:', 'https:']).optional(),
    MEILI_API_KEY: z.string().optional(),
    MEILI_INDEX: z
      .string()
      .regex(/^[a-z0-9_-]{1,100}$/i, 'must be 1 to 100 letters, digits, - or _')
      .default('lakbay_search'),
    SEARCH_SYNC_INTERVAL_SECONDS: int(30, 1, 3600),
    SMTP_URL: url(['smtp:', 'smtps:']).optional(),
    MAIL_FROM: z.string().min(3).default('Lakbay <no-reply@lakbay.local>'),
    MAIL_RETENTION_DAYS: int(30, 1, 3650),
    SCHEDULING_EMAIL: z.email().default('schedule@demo.lakbay.ph'),
    CALENDAR_ICS_URL: z.string().min(1).optional(),
    CALENDAR_SYNC_MINUTES: int(5, 1, 1440),
    SESSION_COMPLETE_SECONDS: int(60, 1, 3600),
    APPRENTICESHIP_CALENDAR_SECONDS: int(60, 1, 3600),
    UPLOAD_SWEEP_SECONDS: int(3600, 1, 86400),
    UPLOAD_SWEEP_GRACE_HOURS: int(24, 1, 720),
    APPRENTICESHIP_CLOCK_FILE: z.string().min(1).max(1000).optional(),
    RPC_TIMEOUT_MS: int(5000, 50, 120000),
    BFF_CACHE_MB: int(64, 0, 4096),
    SESSION_CACHE_SECONDS: int(30, 0, 3600),
    JOB_RETRY_HOURS: int(24, 1, 24 * 30),
    JOB_RETRY_MAX_DELAY_SECONDS: int(300, 1, 24 * 3600),
    OUTBOX_DELAYED_MINUTES: int(15, 1, 7 * 24 * 60),
    RPC_READ_ATTEMPT_MS: z.coerce.number().int().min(10).max(120000).optional(),
    // Optional rather than defaulted: a port set on purpose that is taken stops the process, the
    // default one being taken only warns (see startProcessOpsServer).
    OPS_PORT: z.coerce.number().int().min(0).max(65535).optional(),
    LIVENESS_MAX_LOOP_BLOCK_MS: int(5000, 0, 600000),
    AUTH_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
    SESSION_TTL_DAYS: int(30, 1, 365),
    PASSWORD_HASH_CONCURRENCY: z.coerce.number().int().min(1).max(64).optional(),
    ADMIN_EMAIL: z.email().default('admin@demo.lakbay.ph'),
    ADMIN_PASSWORD: z.string().min(8, 'must be at least 8 characters').optional(),
    DB_MIGRATE_ON_START: z.enum(['true', 'false']).optional(),
    SEED_DEMO_DATA: z.enum(['true', 'false']).optional(),
    LOGIN_MAX_FAILURES: int(5, 1, 1000),
    LOGIN_ACCOUNT_MAX_FAILURES: int(20, 1, 10000),
    LOGIN_IP_MAX_FAILURES: int(20, 1, 100000),
    LOGIN_LOCK_MINUTES: int(15, 1, 1440),
    TRUST_PROXY: bool('false'),
    POSTHOG_KEY: z.string().min(1).optional(),
    POSTHOG_HOST: url(['http:', 'https:']).default('https://us.i.posthog.com'),
    GOOGLE_CLIENT_ID: z.string().min(1).optional(),
    GOOGLE_CLIENT_SECRET: z.string().min(1).optional(),
    GOOGLE_JWKS_URL: url(['http:', 'https:']).default('https://www.googleapis.com/oauth2/v3/certs'),
    GOOGLE_AUTH_URL: url(['http:', 'https:']).default('https://accounts.google.com/o/oauth2/v2/auth'),
    GOOGLE_TOKEN_URL: url(['http:', 'https:']).default('https://oauth2.googleapis.com/token'),
    GOOGLE_USERINFO_URL: url(['http:', 'https:'])
      .refine((v) => v.split('?')[0]?.endsWith('/userinfo'), 'must end in /userinfo')
      .default('https://www.googleapis.com/oauth2/v3/userinfo'),
    DISCOURSE_SSO_SECRET: z.string().min(10, 'must be at least 10 characters').optional(),
    SIGNUP_MAX_PER_HOUR: int(20, 1, 100000),
    RESET_MAX_PER_HOUR: int(5, 1, 1000),
    BACKUP_DIR: z.string().min(1).default('./backups'),
    BACKUP_INTERVAL_HOURS: z.coerce.number().min(0).max(720).default(24),
    STANDALONE_HTTP_WORKERS: int(1, 0, 1),
    BACKUP_KEEP: int(7, 1, 1000),
    BACKUP_KEEP_DAYS: int(30, 0, 3650),
    BACKUP_PASSPHRASE: z.string().min(12, 'must be at least 12 characters').max(1024).optional(),
    APP_VERSION: z.string().max(40).default(''),
    SERVE_WEB: bool('true'),
    WEB_DIST: z.string().min(1).default('web/dist'),
    SSR_PUBLIC_PAGES: bool('true'),
    TEST_TRANSACTION_GUARD: bool('false'),
    TEST_LIGHT_PASSWORD_HASHES: bool('false'),
  })
  .superRefine((env, ctx) => {
    if (env.RPC_READ_ATTEMPT_MS !== undefined && env.RPC_READ_ATTEMPT_MS >= env.RPC_TIMEOUT_MS) {
      ctx.addIssue({ code: 'custom', path: ['RPC_READ_ATTEMPT_MS'], message: 'must be less than RPC_TIMEOUT_MS' });
    }
    if (Boolean(env.NATS_USER) !== Boolean(env.NATS_PASSWORD)) {
      ctx.addIssue({
        code: 'custom',
        path: [env.NATS_USER ? 'NATS_PASSWORD' : 'NATS_USER'],
        message: 'must be set with NATS_USER and NATS_PASSWORD both',
      });
    }
    if (env.NATS_TOKEN && env.NATS_USER) {
      ctx.addIssue({
        code: 'custom',
        path: ['NATS_TOKEN'],
        message: 'cannot be set with NATS_USER: choose a token or a user and password',
      });
    }
    if (env.REDIS_USERNAME && !env.REDIS_PASSWORD) {
      ctx.addIssue({ code: 'custom', path: ['REDIS_PASSWORD'], message: 'is required with REDIS_USERNAME' });
    }
    if (env.MODE !== 'distributed') {
      if (env.FILE_STORE === 'postgres') {
        ctx.addIssue({
          code: 'custom',
          path: ['FILE_STORE'],
          message: 'postgres needs MODE=distributed (standalone keeps files under DATA_DIR/uploads: FILE_STORE=local)',
        });
      }
      return;
    }
    // The demo password is in the README: no shared installation may have an admin with it.
    if (env.ADMIN_PASSWORD === DEMO_ADMIN_PASSWORD) {
      ctx.addIssue({
        code: 'custom',
        path: ['ADMIN_PASSWORD'],
        message: `is the documented demo password (${DEMO_ADMIN_PASSWORD}); choose your own when MODE=distributed`,
      });
    }
    if (env.SEED_DEMO_DATA === 'true' && !env.ADMIN_PASSWORD) {
      ctx.addIssue({ code: 'custom', path: ['ADMIN_PASSWORD'], message: 'is required when MODE=distributed and SEED_DEMO_DATA=true' });
    }
    for (const name of ['NATS_URL', 'DATABASE_URL', 'REDIS_URL', 'AUTH_SECRET'] as const) {
      if (!env[name]) {
        ctx.addIssue({ code: 'custom', path: [name], message: 'is required when MODE=distributed' });
      }
    }
  });

export type RawEnv = z.infer<typeof envSchema>;
