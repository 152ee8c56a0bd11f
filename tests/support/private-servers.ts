import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createConnection } from 'node:net';
import { reapOnExit } from './child-reaper';
import { OutputTail } from './output-tail';

const NATS_SERVER_BIN = '/usr/sbin/nats-server';
const REDIS_SERVER_BIN = 'redis-server';

/**
 * A NATS or Redis server that only this test run uses, so a fault test can stop, kill and restart
 * it without touching the machine's shared servers.
 */
export interface PrivateServer {
  name: string;
  url: string;
  port: number;
  /** Starts it (again, on the same port and store) and waits until it accepts connections. */
  start(timeoutMs?: number): Promise<void>;
  /** SIGTERM (a clean stop) or SIGKILL; waits for the exit, SIGKILL after 5 s at most. */
  stop(signal?: 'SIGTERM' | 'SIGKILL'): Promise<void>;
  running(): boolean;
  output(): string;
}

/** Whether the two server binaries are installed; under CI=true a missing one fails by name. */
export function privateServerBinariesAvailable(): boolean {
  const missing: string[] = [];
  if (!existsSync(NATS_SERVER_BIN)) {
    missing.push(`nats-server (${NATS_SERVER_BIN})`);
  }
  try {
    execFileSync(REDIS_SERVER_BIN, ['--version'], { stdio: 'pipe' });
  } catch {
    missing.push(`redis-server (${REDIS_SERVER_BIN})`);
  }
  if (missing.length === 0) {
    return true;
  }
  const message = `Fault tests start their own ${missing.join(' and ')}: not installed (apt-get install nats-server redis-server).`;
  if (process.env.CI === 'true') {
    throw new Error(message);
  }
  console.warn(`SKIPPED fault tests: ${message}`);
  return false;
}

/**
 * nats-server with JetStream on 127.0.0.1:port, its store in storeDir (kept across restarts);
 * extraArgs such as ['--user', u, '--pass', p] to require a log-in.
 */
export function privateNats(port: number, storeDir: string, extraArgs: string[] = []): PrivateServer {
  return managedServer('nats', `nats://127.0.0.1:${port}`, port, NATS_SERVER_BIN, [
    '-a',
    '127.0.0.1',
    '-p',
    String(port),
    '-js',
    '-sd',
    storeDir,
    ...extraArgs,
  ]);
}

/** redis-server on 127.0.0.1:port keeping nothing on disk: a restart starts with no keys. */
export function privateRedis(port: number): PrivateServer {
  return managedServer('redis', `redis://127.0.0.1:${port}`, port, REDIS_SERVER_BIN, [
    '--port',
    String(port),
    '--bind',
    '127.0.0.1',
    '--save',
    '',
    '--appendonly',
    'no',
  ]);
}

function managedServer(name: string, url: string, port: number, bin: string, args: string[]): PrivateServer {
  let child: ChildProcess | undefined;
  const tail = new OutputTail(200);
  const running = () => child !== undefined && child.exitCode === null && child.signalCode === null;
  return {
    name,
    url,
    port,
    running,
    output: () => tail.text(),
    async start(timeoutMs = 10000) {
      if (running()) {
        throw new Error(`${name} on port ${port} is already running`);
      }
      child = spawn(bin, args, { stdio: ['ignore', 'pipe', 'pipe'] });
      tail.attach(child);
      reapOnExit(child);
      child.once('error', (err) => tail.note(`${name} could not start: ${err.message}`));
      const started = child;
      const deadline = Date.now() + timeoutMs;
      while (!(await accepts(port))) {
        if (started.exitCode !== null) {
          throw new Error(`${name} exited at start (${started.exitCode}):\n${tail.text()}`);
        }
        if (Date.now() > deadline) {
          throw new Error(`${name} did not accept connections on ${port} within ${timeoutMs} ms:\n${tail.text()}`);
        }
        await new Promise((r) => setTimeout(r, 50));
      }
    },
    async stop(signal = 'SIGTERM') {
      if (!child || !running()) {
        return;
      }
      await stopChild(child, signal);
    },
  };
}

/** Sends the signal and waits for the exit; SIGKILL after graceMs. */
export async function stopChild(child: ChildProcess, signal: NodeJS.Signals, graceMs = 5000): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) {
    return;
  }
  await new Promise<void>((done) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
    child.once('exit', () => {
      clearTimeout(timer);
      done();
    });
    child.kill(signal);
  });
}

function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createConnection({ host: '127.0.0.1', port });
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(1000, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}
