import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { eventually } from './eventually';
import { TRANSACTION_GUARD_NOTICE, testProcessEnv } from './process-env';
import { BACKING } from './services';
import { copyOfTemplate, distributedTemplate, standaloneTemplate, templateKey } from './templates';

const ROOT = resolve(process.cwd());
const NODE = join(ROOT, 'node_modules/.bin/node');
const MAIN = join(ROOT, 'dist/services/launcher/src/main.js');
const DB = join(ROOT, 'dist/services/launcher/src/db.js');

export interface RunningPlatform {
  mode: 'standalone' | 'distributed';
  baseUrl: string;
  /** The secret that signs idTokens. */
  authSecret: string;
  env: NodeJS.ProcessEnv;
  /** Runs SQL on the platform's database (distributed mode only). */
  sql?: (query: string) => string;
  /** Stops the processes whose names are given (all when omitted). */
  stop(names?: string[]): Promise<void>;
  /**
   * Starts the named processes again with the same environment; distributed mode: `also` adds
   * variables (a second BFF on another PORT) and names the processes (`label`, for opsUrl).
   */
  start(names: string[], also?: { env?: NodeJS.ProcessEnv; label?: string }): Promise<void>;
  cleanup(): Promise<void>;
  /**
   * Sends a signal to every replica of the named processes (distributed mode): SIGSTOP freezes a
   * service with the requests it was sent unread, SIGCONT lets it handle them.
   */
  signal?(names: string[], signal: NodeJS.Signals): void;
  /** The ops server (health, metrics) of the named process (its first replica); standalone: the one. */
  opsUrl?(name?: string): string;
  /** The last lines the named process wrote (all its replicas); standalone: the one. */
  output?(name?: string): string;
}

/** Ports handed out by this process: a port is given once, even after its first user let it go. */
const handedOut = new Set<number>();

/** Whether nothing listens on the port now (IPv4 loopback, where the processes listen). */
const canListen = (port: number): Promise<boolean> =>
  new Promise((resolveFree) => {
    const server = createServer();
    server.once('error', () => resolveFree(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolveFree(true)));
  });

/**
 * A port for a process to listen on. Under scripts/test.mjs each lane has its own
 * range (TEST_PORT_RANGE, below the kernel's ephemeral ports), so two lanes never pick the same
 * port between finding it free and a child process binding it; otherwise the kernel's choice.
 */
export async function freePort(): Promise<number> {
  const range = /^(\d+)-(\d+)$/.exec(process.env.TEST_PORT_RANGE ?? '');
  if (range) {
    const [low, high] = [Number(range[1]), Number(range[2])];
    for (let attempt = 0; attempt < 200; attempt++) {
      const port = low + Math.floor(Math.random() * (high - low + 1));
      if (!handedOut.has(port) && (await canListen(port))) {
        handedOut.add(port);
        return port;
      }
    }
    throw new Error(`no free port in TEST_PORT_RANGE ${process.env.TEST_PORT_RANGE}`);
  }
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolvePort(address.port) : reject(new Error('no port'))));
    });
  });
}

function launch(args: string[], env: NodeJS.ProcessEnv, label: string): ChildProcess {
  const child = spawn(NODE, [MAIN, ...args], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  const lines: string[] = [];
  const named = child as ChildProcess & { label: string; output: () => string; guardOn: boolean };
  named.guardOn = false;
  const keep = (chunk: Buffer) => {
    const added = chunk.toString().split('\n');
    // Noted as it passes: a chatty process (LOG_LEVEL=debug) pushes it out of the kept lines.
    named.guardOn ||= added.some((line) => line.includes(TRANSACTION_GUARD_NOTICE));
    lines.push(...added);
    lines.splice(0, Math.max(0, lines.length - 200));
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  named.label = label;
  (child as ChildProcess & { output: () => string }).output = () => lines.join('\n');
  return child;
}

/** Waits for the platform to answer health; a first start (migrations, seed) on a busy CI machine can take over a minute. */
export async function waitForHealth(baseUrl: string, children: ChildProcess[], timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const dead = children.find((c) => c.exitCode !== null);
    if (dead) {
      throw new Error(`process exited early (${dead.exitCode}):\n${(dead as ChildProcess & { output: () => string }).output()}`);
    }
    try {
      const res = await fetch(`${baseUrl}/api/v2/health`);
      if (res.status === 200) {
        return;
      }
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      throw new Error(
        `platform not healthy after ${timeoutMs} ms:\n${children.map((c) => (c as ChildProcess & { output: () => string }).output()).join('\n---\n')}`,
      );
    }
    await new Promise((r) => setTimeout(r, 250));
  }
}

/**
 * Every process a test starts runs with the transaction guard (testProcessEnv): each says so as it
 * starts. A process started next to a running platform may not have said it yet when the BFF is
 * healthy, so this waits for the line (or the process's end).
 */
async function assertGuardOn(children: ChildProcess[]): Promise<void> {
  for (const child of children) {
    const named = child as ChildProcess & { label: string; output: () => string; guardOn: boolean };
    await eventually(
      `process ${named.label} to run with the transaction guard`,
      () => {
        if (child.exitCode !== null) {
          throw new Error(`it exited (${child.exitCode}):\n${named.output()}`);
        }
        return named.guardOn;
      },
      { timeoutMs: 60_000, intervalMs: 100 },
    );
  }
}

/** SIGTERM, then SIGKILL if the process has not ended after `graceMs`; resolves once it has ended. */
async function kill(child: ChildProcess, graceMs = 5000): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) {
    return;
  }
  await new Promise<void>((done) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
    child.once('exit', () => {
      clearTimeout(timer);
      done();
    });
    child.kill('SIGTERM');
  });
}

/** The demo admin's password on test platforms (DEMO.admin in accounts.ts). */
export const TEST_ADMIN_PASSWORD = 'lakbay-admin-test';

function baseEnv(extra: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  // Only what the platform needs: the test runner's own variables must not leak into it.
  // A test admin password: the documented demo one is refused in distributed mode.
  // TEST_STANDALONE_HTTP_WORKERS runs the suites' standalone platforms with (1) or without (0) the
  // BFF's HTTP worker thread, whatever this machine's default.
  const workers = process.env.TEST_STANDALONE_HTTP_WORKERS;
  return testProcessEnv({
    SERVE_WEB: 'false',
    LOG_LEVEL: 'warn',
    ADMIN_PASSWORD: TEST_ADMIN_PASSWORD,
    ...(workers ? { STANDALONE_HTTP_WORKERS: workers } : {}),
    ...extra,
  });
}

/** Stops a process with SIGTERM and waits for it to end, failing unless it ends cleanly in time. */
async function stopCleanly(child: ChildProcess, what: string): Promise<void> {
  await kill(child, 60_000);
  if (child.exitCode !== 0) {
    const output = (child as ChildProcess & { output: () => string }).output();
    throw new Error(`${what} did not stop cleanly (${child.exitCode ?? child.signalCode}):\n${output}`);
  }
}

/**
 * A fresh data folder as a first start of this build leaves it (migrated, seeded, search built):
 * a copy of a template made by one such start (tests/support/templates.ts).
 */
async function freshDataDir(env: NodeJS.ProcessEnv): Promise<string> {
  const template = await standaloneTemplate(templateKey(env), async (folder) => {
    const port = await freePort();
    const made = { ...env, DATA_DIR: folder, PORT: String(port), OPS_PORT: String(await freePort()) };
    const child = launch([], made, 'standalone template');
    try {
      await waitForHealth(`http://127.0.0.1:${port}`, [child]);
    } finally {
      await stopCleanly(child, 'the standalone template platform');
    }
  });
  return copyOfTemplate(template);
}

/**
 * One process, embedded database under a fresh DATA_DIR (a copy of a template made by a first start
 * of this build), or under the given one (to test restarts and first starts).
 */
export async function startStandalone(extra: NodeJS.ProcessEnv = {}, givenDataDir?: string): Promise<RunningPlatform> {
  const port = await freePort();
  const opsPort = await freePort();
  const settings = baseEnv({ MODE: 'standalone', PORT: String(port), OPS_PORT: String(opsPort), HOST: '127.0.0.1', ...extra });
  const dataDir = givenDataDir ?? (await freshDataDir(settings));
  // Archives of its own: the default (./backups) is one folder for every platform a run starts.
  const env: NodeJS.ProcessEnv = { BACKUP_DIR: `${dataDir}-backups`, ...settings, DATA_DIR: dataDir };
  let child = launch([], env, 'standalone');
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitForHealth(baseUrl, [child])
    .then(() => assertGuardOn([child]))
    .catch(async (err: unknown) => {
      await kill(child);
      throw err;
    });
  return {
    mode: 'standalone',
    baseUrl,
    authSecret: readFileSync(join(dataDir, 'secrets/auth-secret'), 'utf8').trim(),
    env,
    stop: () => kill(child),
    start: async () => {
      child = launch([], env, 'standalone');
      await waitForHealth(baseUrl, [child]);
      await assertGuardOn([child]);
    },
    cleanup: async () => {
      await kill(child);
      rmSync(dataDir, { recursive: true, force: true });
      rmSync(`${dataDir}-backups`, { recursive: true, force: true });
    },
    opsUrl: () => `http://127.0.0.1:${env.OPS_PORT}`,
    output: () => (child as ChildProcess & { output: () => string }).output(),
  };
}

/** Runs one SQL statement with psql on a database of the machine's PostgreSQL and answers its output. */
export function psql(database: string, query: string): string {
  const admin = new URL(BACKING.postgres);
  return execFileSync(
    'psql',
    ['-h', admin.hostname, '-p', admin.port || '5432', '-U', admin.username || 'postgres', '-d', database, '-tAc', query],
    { encoding: 'utf8' },
  ).trim();
}

export const DISTRIBUTED_PROCESSES = ['users', 'users', 'content', 'apprenticeship', 'scheduling', 'search', 'notifications', 'bff'];

/**
 * Every service its own OS process on the machine's NATS, PostgreSQL and Redis, with a fresh
 * database; two replicas of users to show that they share requests. `options.database`: on that
 * database as it is (dropped at cleanup), no template copied; `options.processes`: those started.
 */
export async function startDistributed(
  extra: NodeJS.ProcessEnv = {},
  options: { database?: string; processes?: string[]; processEnv?: (process: string) => NodeJS.ProcessEnv } = {},
): Promise<RunningPlatform> {
  const dbName = options.database ?? `lakbay_it_${randomBytes(4).toString('hex')}`;
  const admin = new URL(BACKING.postgres);
  const adminSql = (query: string) => psql(admin.pathname.slice(1) || 'postgres', query);
  const databaseUrl = new URL(BACKING.postgres);
  databaseUrl.pathname = `/${dbName}`;
  const port = await freePort();
  const authSecret = randomBytes(32).toString('base64url');
  const env = baseEnv({
    MODE: 'distributed',
    PORT: String(port),
    HOST: '127.0.0.1',
    NATS_URL: BACKING.nats,
    REDIS_URL: BACKING.redis,
    DATABASE_URL: databaseUrl.toString(),
    AUTH_SECRET: authSecret,
    REDIS_PREFIX: dbName,
    NATS_NAMESPACE: dbName,
    DATA_DIR: mkdtempSync(join(tmpdir(), 'lakbay-it-d-')),
    ...extra,
  });
  // Only `db.js seed` seeds (the processes start with SEED_DEMO_DATA false, as deployed): once per
  // build into a template database, which each platform's database is a copy of.
  const seedEnv = { ...env, SEED_DEMO_DATA: 'true' };
  // A given database (one a test filled, e.g. by a move) is used as it is.
  if (!options.database) {
    const template = distributedTemplate(templateKey(seedEnv), adminSql, (database) => {
      const url = new URL(BACKING.postgres);
      url.pathname = `/${database}`;
      execFileSync(NODE, [DB, 'seed'], { env: { ...seedEnv, DATABASE_URL: url.toString() }, stdio: 'pipe' });
    });
    adminSql(`create database ${dbName} template ${template}`);
  }
  let children: ChildProcess[] = [];
  const baseUrl = `http://127.0.0.1:${port}`;
  // Every process its own ops server port: they share one machine.
  const opsPorts = new Map<ChildProcess, string>();
  const start = async (names: string[], also: { env?: NodeJS.ProcessEnv; label?: string } = {}) => {
    const started: ChildProcess[] = [];
    for (const name of names) {
      const opsPort = String(await freePort());
      const child = launch([name], { ...env, OPS_PORT: opsPort, ...options.processEnv?.(name), ...also.env }, also.label ?? name);
      opsPorts.set(child, opsPort);
      started.push(child);
    }
    children.push(...started);
    // The BFF's health is 200 only once every service answers through NATS.
    await waitForHealth(baseUrl, children);
    await assertGuardOn(started);
  };
  try {
    await start(options.processes ?? DISTRIBUTED_PROCESSES);
  } catch (err) {
    // Nothing would stop them later: the caller gets no platform to clean up.
    await Promise.all(children.map(kill));
    adminSql(`drop database if exists ${dbName} with (force)`);
    throw err;
  }
  const processNamed = (name: string): ChildProcess => {
    const found = children.find((c) => (c as ChildProcess & { label: string }).label === name);
    if (!found) {
      throw new Error(`no running process ${name}`);
    }
    return found;
  };
  const stop = async (names?: string[]) => {
    const targets = children.filter((c) => !names || names.includes((c as ChildProcess & { label: string }).label));
    await Promise.all(targets.map(kill));
    children = children.filter((c) => !targets.includes(c));
  };
  return {
    mode: 'distributed',
    baseUrl,
    authSecret: env.AUTH_SECRET as string,
    env,
    sql: (query) => psql(dbName, query),
    stop,
    start,
    signal: (names, signal) => {
      for (const child of children.filter((c) => names.includes((c as ChildProcess & { label: string }).label))) {
        child.kill(signal);
      }
    },
    cleanup: async () => {
      await stop();
      adminSql(`drop database if exists ${dbName} with (force)`);
      rmSync(env.DATA_DIR as string, { recursive: true, force: true });
    },
    opsUrl: (name = 'bff') => `http://127.0.0.1:${opsPorts.get(processNamed(name)) ?? '0'}`,
    output: (name = 'bff') =>
      children
        .filter((c) => (c as ChildProcess & { label: string }).label === name)
        .map((c) => (c as ChildProcess & { output: () => string }).output())
        .join('\n'),
  };
}
