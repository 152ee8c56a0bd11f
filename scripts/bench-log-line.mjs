// What the request log line costs a cached read (issue 31): GET /api/v2/careers?page=1 on three
// standalone servers of the same build and data, LOG_LEVEL=info in text (the default) and in JSON
// (docker-compose, k8s), and LOG_LEVEL=warn (no request line), loaded in turn with wrk (autocannon
// when wrk is missing) in short slices, several cycles a round, several rounds. Each round gives
// each logging server's requests per second as a share of the quiet one's, so the machine's load
// swings cancel out; the median of the rounds is reported. stdout goes to a file, as under a
// process manager.
// Alone: `node scripts/bench-log-line.mjs` (build first: npm run build:server); BENCH_BUILD measures
// another checkout's build; BENCH_LOG_ROUNDS, BENCH_LOG_CYCLES, BENCH_LOG_SLICE (seconds)
// and BENCH_CONNECTIONS change the load.
// `npm run bench` adds its rows to the read-path table (scripts/bench-reads.mjs).
import autocannon from 'autocannon';
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { closeSync, cpSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { STANDALONE_NODE_FLAGS, freePort } from './bench-support.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const PATH = '/api/v2/careers?page=1';
const VARIANTS = [
  { key: 'quiet', label: 'LOG_LEVEL=warn (no request line)', env: { LOG_LEVEL: 'warn' } },
  { key: 'text', label: 'LOG_LEVEL=info, LOG_FORMAT=text', env: { LOG_LEVEL: 'info', LOG_FORMAT: 'text' } },
  { key: 'json', label: 'LOG_LEVEL=info, LOG_FORMAT=json', env: { LOG_LEVEL: 'info', LOG_FORMAT: 'json' } },
];

function hasWrk() {
  try {
    execFileSync('wrk', ['--version'], { stdio: 'ignore' });
    return true;
  } catch (err) {
    // wrk --version prints its version and exits 1.
    return err.status === 1;
  }
}

/** Requests per second of GET url for `seconds`, with `connections` connections; any non-2xx fails. */
async function load(url, seconds, connections, wrk) {
  if (!wrk) {
    const result = await autocannon({ url, connections, duration: seconds });
    if (result.non2xx > 0 || result.errors > 0) {
      throw new Error(`${url}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
    }
    return result.requests.average;
  }
  const out = execFileSync('wrk', ['-t1', `-c${connections}`, `-d${seconds}s`, url], { encoding: 'utf8' });
  const bad = /Non-2xx or 3xx responses: (\d+)/.exec(out);
  if (bad || /Socket errors/.test(out)) {
    throw new Error(`${url}: ${bad ? `${bad[1]} non-2xx answers` : 'socket errors'}\n${out}`);
  }
  const rps = /Requests\/sec:\s+([\d.]+)/.exec(out);
  if (!rps) {
    throw new Error(`wrk said:\n${out}`);
  }
  return Number(rps[1]);
}

/** A standalone server of `build` on its own copy of `seedDir`, healthy when this resolves. */
async function startServer(build, seedDir, env, name) {
  const dir = mkdtempSync(join(tmpdir(), `lakbay-bench-log-${name}-`));
  const dataDir = join(dir, 'data');
  cpSync(seedDir, dataDir, { recursive: true });
  const port = await freePort();
  const logFile = join(dir, 'stdout.log');
  const stdout = openSync(logFile, 'w');
  const child = spawn(process.execPath, [...STANDALONE_NODE_FLAGS, join(build, 'dist/services/launcher/src/main.js')], {
    cwd: build,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SERVE_WEB: 'false',
      OPS_PORT: '0',
      ...env,
    },
    stdio: ['ignore', stdout, 'pipe'],
  });
  closeSync(stdout);
  let tail = '';
  child.stderr.on('data', (chunk) => (tail = (tail + chunk).slice(-4000)));
  const url = `http://127.0.0.1:${port}${PATH}`;
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
    }
  };
  for (let i = 0; ; i++) {
    if (child.exitCode !== null) {
      throw new Error(`server ${name} exited early:\n${tail}`);
    }
    try {
      const res = await fetch(url);
      await res.arrayBuffer();
      if (res.ok) {
        break;
      }
    } catch {
      // not listening yet
    }
    if (i > 1200) {
      await stop();
      throw new Error(`server ${name} not ready after 4 minutes:\n${tail}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  const lines = () => readFileSync(logFile, 'utf8').split('\n').filter(Boolean).length;
  // utime and stime of the server process (fields 14 and 15 of /proc/PID/stat, in clock ticks of 10 ms).
  const cpuSeconds = () => {
    const fields = readFileSync(`/proc/${child.pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  };
  return { url, lines, cpuSeconds, stop: async () => (await stop(), rmSync(dir, { recursive: true, force: true })) };
}

/**
 * CPU microseconds one request line costs in `format`, in a process of its own writing to a file:
 * the access hook's call (Nest's Logger with the same fields), 100 per turn of the event loop so
 * asynchronous writes run as they would in a server, less the same calls with the line below the
 * level; 30,000 calls at each level in turn, seven times, medians. process.cpuUsage counts every
 * thread, so the writes are included.
 */
export function lineCpuMicros(build, format) {
  const code = `
    const { createRequire } = require('node:module');
    const need = createRequire(${JSON.stringify(join(build, 'package.json'))});
    const { Logger } = need('@nestjs/common');
    const { LakbayLogger } = need('./dist/libs/platform/src/logging');
    const run = (level, turns) => new Promise((done) => {
      Logger.overrideLogger(new LakbayLogger('standalone', { level, format: ${JSON.stringify(format)} }));
      const http = new Logger('HTTP');
      const start = process.cpuUsage();
      let turn = 0;
      const step = () => {
        for (let i = 0; i < 100; i++) {
          const requestId = '6f1c0b7e-0d5b-4c8f-9a57-' + (turn * 100 + i).toString().padStart(12, '0');
          http.log('GET /api/v2/careers 200 1.3 ms', { service: 'bff', method: 'GET', route: '/api/v2/careers', status: 200, durationMs: 1.3, requestId, userId: undefined });
        }
        if (++turn < turns) { setImmediate(step); return; }
        setTimeout(() => { const used = process.cpuUsage(start); done((used.user + used.system) / (turns * 100)); }, 200);
      };
      step();
    });
    const median = (values) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)];
    (async () => {
      await run('info', 300);
      await run('warn', 300);
      const info = [];
      const warn = [];
      for (let i = 0; i < 7; i++) {
        info.push(await run('info', 300));
        warn.push(await run('warn', 300));
      }
      process.stderr.write(JSON.stringify({ info: median(info), warn: median(warn) }));
    })();`;
  const dir = mkdtempSync(join(tmpdir(), 'lakbay-bench-line-'));
  const out = openSync(join(dir, 'stdout.log'), 'w');
  try {
    const child = spawnSync(process.execPath, ['-e', code], { stdio: ['ignore', out, 'pipe'], encoding: 'utf8' });
    const found = /\{"info".*\}$/.exec(child.stderr ?? '');
    if (child.status !== 0 || !found) {
      throw new Error(`line bench (${format}) failed:\n${child.stderr}`);
    }
    const { info, warn } = JSON.parse(found[0]);
    return { info, warn, line: info - warn };
  } finally {
    closeSync(out);
    rmSync(dir, { recursive: true, force: true });
  }
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/**
 * Each logging variant's requests per second as a share of the quiet server's, per round and as
 * the median of the rounds, and the log lines each server wrote while it was measured.
 */
export async function measureLogLine({
  build = ROOT,
  seconds = Number(process.env.BENCH_LOG_SLICE ?? 2),
  cycles = Number(process.env.BENCH_LOG_CYCLES ?? 4),
  connections = Number(process.env.BENCH_CONNECTIONS ?? 10),
  rounds = Number(process.env.BENCH_LOG_ROUNDS ?? 3),
} = {}) {
  const wrk = hasWrk();
  // One seeded data folder (migrations and demo data, the slow part of a first start), copied for each server.
  const seedDir = mkdtempSync(join(tmpdir(), 'lakbay-bench-log-seed-'));
  const servers = {};
  try {
    const seeding = await startServer(build, seedDir, { LOG_LEVEL: 'warn' }, 'seed');
    await seeding.stop();
    for (const variant of VARIANTS) {
      servers[variant.key] = await startServer(build, seedDir, variant.env, variant.key);
      // Warm-up: the cache fills and the JIT settles before anything is measured.
      await load(servers[variant.key].url, 2, connections, wrk);
    }
    const perRound = [];
    for (let round = 0; round < rounds; round++) {
      // Short slices in turn, the order turning each cycle, so every variant meets the same swings
      // of the machine's load; a round adds up each variant's slices.
      const rps = Object.fromEntries(
        VARIANTS.flatMap((v) => [
          [v.key, 0],
          [`${v.key}Lines`, 0],
          [`${v.key}Cpu`, 0],
          [`${v.key}Requests`, 0],
        ]),
      );
      for (let cycle = 0; cycle < cycles; cycle++) {
        for (const variant of VARIANTS.map((_, i) => VARIANTS[(i + cycle + round) % VARIANTS.length])) {
          const server = servers[variant.key];
          const [lines, cpu] = [server.lines(), server.cpuSeconds()];
          const measured = await load(server.url, seconds, connections, wrk);
          rps[variant.key] += measured / cycles;
          rps[`${variant.key}Requests`] += measured * seconds;
          rps[`${variant.key}Lines`] += server.lines() - lines;
          rps[`${variant.key}Cpu`] += server.cpuSeconds() - cpu;
        }
      }
      // CPU time per request: what a core spends on one, whatever else the machine runs meanwhile.
      const cpuPerRequest = (key) => rps[`${key}Cpu`] / rps[`${key}Requests`];
      perRound.push({
        ...rps,
        textRatio: rps.text / rps.quiet,
        jsonRatio: rps.json / rps.quiet,
        textCpuRatio: cpuPerRequest('quiet') / cpuPerRequest('text'),
        jsonCpuRatio: cpuPerRequest('quiet') / cpuPerRequest('json'),
        cpuMicros: Object.fromEntries(VARIANTS.map((v) => [v.key, cpuPerRequest(v.key) * 1e6])),
      });
    }
    // The line alone, in a process of its own (the servers idle meanwhile), against a read's CPU time.
    const line = { text: lineCpuMicros(build, 'text').line, json: lineCpuMicros(build, 'json').line };
    const readMicros = median(perRound.map((r) => r.cpuMicros.quiet));
    return {
      tool: wrk ? 'wrk' : 'autocannon',
      line,
      readMicros,
      seconds,
      cycles,
      connections,
      perRound,
      textRatio: median(perRound.map((r) => r.textRatio)),
      jsonRatio: median(perRound.map((r) => r.jsonRatio)),
      textCpuRatio: median(perRound.map((r) => r.textCpuRatio)),
      jsonCpuRatio: median(perRound.map((r) => r.jsonCpuRatio)),
    };
  } finally {
    await Promise.all(Object.values(servers).map((s) => s.stop()));
    rmSync(seedDir, { recursive: true, force: true });
  }
}

const percent = (ratio) => `${((1 - ratio) * 100).toFixed(1)}%`;
// What adding `cost` to `base` takes from a core's requests per second.
const share = (cost, base) => `${((cost / (base + cost)) * 100).toFixed(1)}%`;

/**
 * Rows for the read-path table: the cost of the line in each format, median of the rounds, as
 * requests per second lost and as CPU time added per request (the first swings with the machine's
 * load; the second is what a server alone on a core would lose).
 */
export function logLineRows(result) {
  const each = (text, json) => result.perRound.map((r) => `${percent(r[text])} / ${percent(r[json])}`).join(', ');
  return [
    `| Request log line on GET ${PATH}: requests/s lost at LOG_LEVEL=info against warn, text / json (rounds: ${each('textRatio', 'jsonRatio')}; ${result.tool}) | ${percent(result.textRatio)} / ${percent(result.jsonRatio)} | | < 5% |`,
    `| Request log line on GET ${PATH}: CPU time per request it adds, as requests/s lost on a core of its own, text / json (rounds: ${each('textCpuRatio', 'jsonCpuRatio')}) | ${percent(result.textCpuRatio)} / ${percent(result.jsonCpuRatio)} | | < 5% |`,
    `| Request log line alone (its own process, to a file): CPU µs per line, text / json, and as a share of the ${Math.round(result.readMicros)} µs of CPU a cached read takes at warn | ${result.line.text.toFixed(1)} / ${result.line.json.toFixed(1)} µs: ${share(result.line.text, result.readMicros)} / ${share(result.line.json, result.readMicros)} | | < 5% |`,
  ];
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const build = process.env.BENCH_BUILD ?? ROOT;
  const started = new Date();
  const result = await measureLogLine({ build });
  console.log(
    `\nRequest log line, ${build}: ${result.cycles} slices of ${result.seconds} s per variant and round, ${result.connections} connections, ${result.tool}, ${started.toISOString()}, ${cpus().length} CPUs, load average ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')} at the end\n`,
  );
  console.log(
    '| Round | warn: req/s, CPU µs/req | info text: req/s, CPU µs/req, lines | info json: req/s, CPU µs/req, lines | req/s text / warn, json / warn | CPU/req warn / text, warn / json |',
  );
  console.log('| --- | --- | --- | --- | --- | --- |');
  result.perRound.forEach((r, i) =>
    console.log(
      `| ${i + 1} | ${Math.round(r.quiet)}, ${Math.round(r.cpuMicros.quiet)} | ${Math.round(r.text)}, ${Math.round(r.cpuMicros.text)}, ${r.textLines} | ${Math.round(r.json)}, ${Math.round(r.cpuMicros.json)}, ${r.jsonLines} | ${r.textRatio.toFixed(3)}, ${r.jsonRatio.toFixed(3)} | ${r.textCpuRatio.toFixed(3)}, ${r.jsonCpuRatio.toFixed(3)} |`,
    ),
  );
  console.log(`\n${logLineRows(result).join('\n')}`);
}
