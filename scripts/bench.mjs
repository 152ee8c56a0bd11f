// npm run bench: measures what users feel, on this machine, against a fresh standalone platform.
// - the gzip size of the JavaScript the home route loads (target: under 200 KB);
// - latency through the BFF (p50, p95) of health, GET /auth/me and POST /auth/login.
// Build first (npm run build). Prints a table; exits non-zero only if the platform fails to start.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';

const PORT = Number(process.env.BENCH_PORT ?? 3197);
const HOME_JS_TARGET_KB = 200;
const BASE = `http://127.0.0.1:${PORT}`;
const dataDir = mkdtempSync(join(tmpdir(), 'lakbay-bench-'));
const server = spawn(process.execPath, ['dist/services/launcher/src/main.js'], {
  env: {
    PATH: process.env.PATH,
    PORT: String(PORT),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    LOGIN_IP_MAX_FAILURES: '100000',
  },
  stdio: 'inherit',
});

async function waitForHealth() {
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(`${BASE}/api/v2/health`)).ok) {
        return;
      }
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('platform did not become healthy');
}

async function homeRouteJs() {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu'],
  });
  const page = await browser.newPage();
  const scripts = [];
  page.on('response', async (res) => {
    if (res.request().resourceType() === 'script') {
      const name = new URL(res.url()).pathname.split('/').pop();
      scripts.push(res.body().then((b) => ({ name, gzip: gzipSync(b).length })));
    }
  });
  await page.goto(BASE + '/', { waitUntil: 'networkidle' });
  const files = (await Promise.all(scripts)).sort((a, b) => b.gzip - a.gzip);
  await browser.close();
  return { files, gzipKb: files.reduce((sum, file) => sum + file.gzip, 0) / 1024 };
}

async function latency(name, n, concurrency, request) {
  const times = [];
  let next = 0;
  const worker = async () => {
    while (next < n) {
      next++;
      const started = performance.now();
      const res = await request();
      if (!res.ok) {
        throw new Error(`${name}: HTTP ${res.status}`);
      }
      await res.arrayBuffer();
      times.push(performance.now() - started);
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: concurrency }, worker));
  const seconds = (performance.now() - started) / 1000;
  times.sort((a, b) => a - b);
  const pct = (p) => times[Math.min(times.length - 1, Math.floor((p / 100) * times.length))].toFixed(1);
  return { name, requests: n, concurrency, rps: Math.round(n / seconds), p50: pct(50), p95: pct(95) };
}

try {
  await waitForHealth();
  const js = await homeRouteJs();
  const verdict = js.gzipKb < HOME_JS_TARGET_KB ? 'within target' : 'OVER TARGET';
  console.log(
    `\nHome route JavaScript: ${js.files.length} files, ${js.gzipKb.toFixed(1)} KB gzip (target < ${HOME_JS_TARGET_KB} KB): ${verdict}`,
  );
  for (const file of js.files.slice(0, 5)) {
    console.log(`  ${(file.gzip / 1024).toFixed(1).padStart(6)} KB  ${file.name}`);
  }
  console.log('');
  const login = () =>
    fetch(`${BASE}/api/v2/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'kadet@demo.lakbay.ph', password: 'lakbay-kadet-demo' }),
    });
  const { sessionCookie } = await (await login()).json();
  const rows = [
    await latency('GET /api/v2/health (6 services)', 2000, 20, () => fetch(`${BASE}/api/v2/health`)),
    await latency('GET /api/v2/auth/me', 2000, 20, () =>
      fetch(`${BASE}/api/v2/auth/me`, { headers: { authorization: `Bearer ${sessionCookie}` } }),
    ),
    await latency('POST /api/v2/auth/login (scrypt)', 100, 4, login),
  ];
  console.table(rows);
} finally {
  server.kill('SIGTERM');
  await new Promise((r) => server.once('exit', r));
  rmSync(dataDir, { recursive: true, force: true });
}
