import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createConnection } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { ENV_DOCS } from '../../libs/platform/src/config/env.schema';
import {
  type SmtpTestServer,
  type SmtpTestServerOptions,
  startSmtpTestServer,
} from '../../libs/platform/src/mail/testing/smtp-test-server';
import { TEST_ADMIN_PASSWORD, freePort } from './platform';
import { type PrivateServer, privateNats, privateRedis, privateServerBinariesAvailable } from './private-servers';
import { testProcessEnv } from './process-env';
import { ProcessSupervisor, type SupervisedProcess } from './process-supervisor';
import { BACKING } from './services';
import { type TcpProxy, startTcpProxy } from './tcp-proxy';

export interface FaultBootOptions {
  /** Every process reaches PostgreSQL and the SMTP capture through a TCP proxy the test can cut (databaseProxy, smtpProxy). */
  proxies?: boolean;
  smtp?: SmtpTestServerOptions;
}

const ROOT = resolve(process.cwd());
const NODE = join(ROOT, 'node_modules/.bin/node');
const DB = join(ROOT, 'dist/services/launcher/src/db.js');
const ADMIN_DATABASE = new URL(BACKING.postgres).pathname.slice(1) || 'postgres';

/** The variable that gives each process its ops HTTP port (/health/live, /health/ready, /metrics). */
export const OPS_PORT_VAR = 'OPS_PORT';

/** Whether this build has the per-process ops server (its variable is in the env schema). */
export const hasOpsServer = (): boolean => ENV_DOCS.some((doc) => doc.name === OPS_PORT_VAR);

/** bff, two replicas of users, and every other service: each its own OS process. */
export const FAULT_PROCESSES: Array<[name: string, replica: number]> = [
  ['users', 1],
  ['users', 2],
  ['content', 1],
  ['apprenticeship', 1],
  ['scheduling', 1],
  ['search', 1],
  ['notifications', 1],
  ['bff', 1],
];

/**
 * What the fault suite needs: PostgreSQL (shared, a fresh database) and the nats-server and
 * redis-server binaries (private servers). Under CI=true a missing one fails the run by name.
 */
export async function faultSuitePrerequisites(): Promise<boolean> {
  if (!privateServerBinariesAvailable()) {
    return false;
  }
  const { hostname, port } = new URL(BACKING.postgres);
  const reachable = await new Promise<boolean>((resolveReachable) => {
    const socket = createConnection({ host: hostname, port: Number(port || 5432) });
    const done = (ok: boolean) => {
      socket.destroy();
      resolveReachable(ok);
    };
    socket.setTimeout(1500, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
  if (reachable) {
    return true;
  }
  const message = `Fault tests need PostgreSQL (${BACKING.postgres}): not reachable. See toolchain.md for the command that starts it.`;
  if (process.env.CI === 'true') {
    throw new Error(message);
  }
  console.warn(`SKIPPED fault tests: ${message}`);
  return false;
}

/**
 * The platform in distributed mode on a private NATS and a private Redis (which the suite may
 * stop, kill and restart), a fresh database on the shared PostgreSQL and an SMTP capture server.
 * Build it with `new`, then `boot()`; `cleanup()` stops whatever was started, even after a failed boot.
 */
export class FaultPlatform {
  readonly id = `lakbay_faults_${randomBytes(4).toString('hex')}`;
  readonly processes = new ProcessSupervisor();
  readonly opsPorts = new Map<string, number>();
  baseUrl = '';
  nats?: PrivateServer;
  redis?: PrivateServer;
  smtp?: SmtpTestServer;
  /** With boot's proxies option: between every process and PostgreSQL (the seed and sql() go direct). */
  databaseProxy?: TcpProxy;
  /** With boot's proxies option: between every process and the SMTP capture. */
  smtpProxy?: TcpProxy;
  private dir = '';
  private databaseCreated = false;

  /** Starts everything and waits (up to timeoutMs) until the BFF's health sees every service. */
  async boot(extra: NodeJS.ProcessEnv, timeoutMs: number, options: FaultBootOptions = {}): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    this.dir = mkdtempSync(join(tmpdir(), 'lakbay-faults-'));
    this.nats = privateNats(await freePort(), join(this.dir, 'nats'));
    this.redis = privateRedis(await freePort());
    await Promise.all([this.nats.start(), this.redis.start()]);
    this.smtp = await startSmtpTestServer(undefined, options.smtp);
    this.psql(ADMIN_DATABASE, `create database ${this.id}`);
    this.databaseCreated = true;
    const databaseUrl = new URL(BACKING.postgres);
    databaseUrl.pathname = `/${this.id}`;
    const smtpUrl = new URL(this.smtp.url);
    const directDatabaseUrl = databaseUrl.toString();
    if (options.proxies) {
      this.databaseProxy = await startTcpProxy({ host: databaseUrl.hostname, port: Number(databaseUrl.port || 5432) });
      databaseUrl.port = String(this.databaseProxy.port);
      this.smtpProxy = await startTcpProxy({ host: smtpUrl.hostname, port: Number(smtpUrl.port) });
      smtpUrl.port = String(this.smtpProxy.port);
    }
    const port = await freePort();
    this.baseUrl = `http://127.0.0.1:${port}`;
    const env: NodeJS.ProcessEnv = testProcessEnv({
      SERVE_WEB: 'false',
      LOG_LEVEL: 'warn',
      MODE: 'distributed',
      PORT: String(port),
      HOST: '127.0.0.1',
      NATS_URL: this.nats.url,
      REDIS_URL: this.redis.url,
      DATABASE_URL: databaseUrl.toString(),
      AUTH_SECRET: randomBytes(32).toString('base64url'),
      NATS_NAMESPACE: this.id,
      REDIS_PREFIX: this.id,
      DATA_DIR: join(this.dir, 'data'),
      SMTP_URL: smtpUrl.toString(),
      ADMIN_PASSWORD: TEST_ADMIN_PASSWORD,
      ...extra,
    });
    // Straight to PostgreSQL: execFileSync holds this process, and with it the proxies, until the seed ends.
    execFileSync(NODE, [DB, 'seed'], {
      env: { ...env, SEED_DEMO_DATA: 'true', DATABASE_URL: directDatabaseUrl },
      stdio: 'pipe',
      timeout: Math.max(1000, deadline - Date.now()),
    });
    for (const [name, replica] of FAULT_PROCESSES) {
      const opsPort = await freePort();
      this.opsPorts.set(`${name}#${replica}`, opsPort);
      this.processes.start(name, replica, { ...env, [OPS_PORT_VAR]: String(opsPort) });
    }
    await this.waitUntilHealthy(deadline);
  }

  /** Runs SQL on the platform's database and answers psql's unaligned output. */
  sql(query: string): string {
    return this.psql(this.id, query);
  }

  /** Whether GET /api/v2/health answers 200 (every service answers through NATS). */
  async bffHealthy(): Promise<boolean> {
    return (await status(`${this.baseUrl}/api/v2/health`)) === 200;
  }

  /** The status of GET /health/<probe> on the process's ops port (undefined: no answer). */
  ops(label: string, probe: 'live' | 'ready'): Promise<number | undefined> {
    return status(`http://127.0.0.1:${this.opsPorts.get(label)}/health/${probe}`);
  }

  /** The last lines of every process, to explain a failure. */
  tails(processes: SupervisedProcess[] = this.processes.all(), lines = 40): string {
    const servers = [this.nats, this.redis].filter((s): s is PrivateServer => !!s);
    return [
      ...processes.map(
        (p) => `--- ${p.label}${p.unexpectedExits.length ? ` (${p.unexpectedExits.join('; ')})` : ''}\n${p.tail.text(lines)}`,
      ),
      ...servers.map((s) => `--- ${s.name} :${s.port}\n${s.output().split('\n').slice(-10).join('\n')}`),
    ].join('\n');
  }

  async cleanup(): Promise<void> {
    await this.processes.stopAll();
    await Promise.all([
      this.nats?.stop('SIGKILL'),
      this.redis?.stop('SIGKILL'),
      this.smtp?.close(),
      this.databaseProxy?.close(),
      this.smtpProxy?.close(),
    ]);
    if (this.databaseCreated) {
      this.psql(ADMIN_DATABASE, `drop database if exists ${this.id} with (force)`);
    }
    if (this.dir) {
      rmSync(this.dir, { recursive: true, force: true });
    }
  }

  private async waitUntilHealthy(deadline: number): Promise<void> {
    for (;;) {
      const dead = this.processes.all().filter((p) => p.unexpectedExits.length > 0);
      if (dead.length > 0) {
        throw new Error(`a process exited at start:\n${this.tails(dead, 80)}`);
      }
      if (await this.bffHealthy()) {
        return;
      }
      if (Date.now() > deadline) {
        throw new Error(`the platform was not healthy in time:\n${this.tails()}`);
      }
      await new Promise((r) => setTimeout(r, 250));
    }
  }

  private psql(database: string, query: string): string {
    const admin = new URL(BACKING.postgres);
    return execFileSync(
      'psql',
      ['-h', admin.hostname, '-p', admin.port || '5432', '-U', admin.username || 'postgres', '-d', database, '-tAc', query],
      { encoding: 'utf8', timeout: 15000 },
    ).trim();
  }
}

async function status(url: string): Promise<number | undefined> {
  try {
    const res = await fetch(url, { signal: AbortSignal.timeout(3000) });
    await res.arrayBuffer();
    return res.status;
  } catch {
    return undefined;
  }
}
