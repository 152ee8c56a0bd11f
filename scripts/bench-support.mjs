// What the bench scripts share: a free port, waiting for a platform's health, a standalone
// platform of the built code, launching and stopping node processes, and running requests n at a
// time with their latency percentiles.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createConnection, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** A port nothing listens on now (the kernel's choice). */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => (port ? resolve(port) : reject(new Error('no port'))));
    });
  });
}

/**
 * Resolves once `base` (http://host:port) answers GET /api/v2/health with 2xx; gives up after a
 * minute, or BENCH_HEALTH_WAIT_S seconds (a first start with migrations and seed on a loaded
 * machine can take longer).
 */
export async function waitForHealth(base) {
  const tries = Number(process.env.BENCH_HEALTH_WAIT_S ?? 60) * 4;
  for (let i = 0; i < tries; i++) {
    try {
      if ((await fetch(`${base}/api/v2/health`)).ok) {
        return;
      }
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('platform did not become healthy');
}

/**
 * The Node flags `npm start` gives the standalone server (package.json's start script, the one
 * place they are written), so what is measured is the server as it is run. A young generation of
 * 8 MiB semi-spaces instead of V8's default keeps about 45 MiB less resident (issue 15: under
 * 600 MB after 20,000 mixed requests).
 */
export const STANDALONE_NODE_FLAGS = (() => {
  const { scripts } = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
  const flags = /\bnode((?: --[\w-]+(?:=\S+)?)*) dist\/services\/launcher\/src\/main\.js/.exec(scripts.start);
  if (!flags) {
    throw new Error('package.json: the start script no longer runs node [flags] dist/services/launcher/src/main.js');
  }
  return flags[1].trim().split(/\s+/).filter(Boolean);
})();

/**
 * A fresh standalone platform (dist/services/launcher/src/main.js, so build first) on 127.0.0.1:port
 * with its own DATA_DIR, healthy when this resolves. `env` adds variables; stop() ends it and
 * removes its data. `asStarted`: the log level `npm start` has (info: a line per request, written to
 * /dev/null with its warnings, its errors to this terminal) instead of warn.
 */
export async function startStandalone({ port, env = {}, name = 'bench', asStarted = false }) {
  const dataDir = mkdtempSync(join(tmpdir(), `lakbay-${name}-`));
  const server = spawn(process.execPath, [...STANDALONE_NODE_FLAGS, 'dist/services/launcher/src/main.js'], {
    env: {
      PATH: process.env.PATH,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: asStarted ? 'info' : 'warn',
      ...env,
    },
    stdio: asStarted ? ['ignore', 'ignore', 'inherit'] : 'inherit',
  });
  const stop = async () => {
    if (server.exitCode === null && server.signalCode === null) {
      server.kill('SIGTERM');
      await new Promise((r) => server.once('exit', r));
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  const base = `http://127.0.0.1:${port}`;
  try {
    await waitForHealth(base);
  } catch (err) {
    await stop();
    throw err;
  }
  return { base, stop };
}

const children = new Set();
process.on('exit', () => children.forEach((c) => c.kill('SIGKILL')));

/**
 * A node process (`args` after node) with PATH, HOME and `env`, killed if the bench exits first;
 * `child.tail()` is the last 4 KB of its stderr (stdout goes nowhere: written, not kept). `cores`
 * pins it with taskset (e.g. '0' or '0-1').
 */
export function launchNode(args, { env = {}, cwd = process.cwd(), cores } = {}) {
  const [command, argv] = cores === undefined ? [process.execPath, args] : ['taskset', ['-c', cores, process.execPath, ...args]];
  const child = spawn(command, argv, {
    cwd,
    env: { PATH: process.env.PATH, HOME: process.env.HOME, ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let tail = '';
  child.stderr.on('data', (chunk) => (tail = (tail + chunk).slice(-4000)));
  child.tail = () => tail;
  children.add(child);
  child.once('exit', () => children.delete(child));
  return child;
}

/** SIGTERM, then SIGKILL after `killAfterMs`; resolves once the process has exited. */
export async function stopChild(child, killAfterMs = 15_000) {
  if (child.exitCode !== null || child.signalCode !== null) {
    return;
  }
  await new Promise((done) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), killAfterMs);
    child.once('exit', () => {
      clearTimeout(timer);
      done();
    });
    child.kill('SIGTERM');
  });
}

/** Whether something accepts a TCP connection at the URL's host and port (within 1.5 s). */
export async function reachable(url) {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = createConnection({ host: hostname, port: Number(port) });
    const done = (ok) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(1500, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}

/** Runs `task(i)` for i = 0..count-1, `concurrency` at once. */
export async function inParallel(count, concurrency, task) {
  let next = 0;
  const worker = async () => {
    while (next < count) {
      await task(next++);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
}

/** The p-th percentile (0-100) of sorted milliseconds, to one decimal. */
export const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))].toFixed(1);

/**
 * Sends `request()` n times, `concurrency` at once; every answer must have `expectStatus`. Answers
 * one table row: requests per second and the p50 and p95 latency in milliseconds.
 */
export async function latency(name, n, concurrency, request, expectStatus = 200) {
  const times = [];
  const started = performance.now();
  await inParallel(n, concurrency, async () => {
    const t = performance.now();
    const res = await request();
    await res.arrayBuffer();
    if (res.status !== expectStatus) {
      throw new Error(`${name}: HTTP ${res.status}`);
    }
    times.push(performance.now() - t);
  });
  const seconds = (performance.now() - started) / 1000;
  times.sort((a, b) => a - b);
  return { name, requests: n, concurrency, rps: Math.round(n / seconds), p50: percentile(times, 50), p95: percentile(times, 95) };
}
