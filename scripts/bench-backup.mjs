// node scripts/bench-backup.mjs (part of `npm run bench`; issue 24 point 7): for the seeded
// standalone platform and for one with 10,000 more users and 20,000 bookings, the time of
// `npm run backup` on the running platform (through its control socket), the archive's size, the
// latency of GET reads sent all through the backup (p95 against the same reads just before it),
// and the time of `npm run restore` into an empty DATA_DIR, then to the restored platform's first
// 200. The rows are inserted with SQL into the stopped platform's embedded database (users.user,
// scheduling.booking: see the migrations). Then, when the machine's PostgreSQL answers
// (TEST_DATABASE_URL, as for the integration tests), the time of `npm run move-to-postgres` of that
// platform into a scratch database. Prints a table and writes it into docs/bench.md's section
// "Backup and restore". Build first: node scripts/build-server.mjs.
import { execFile, execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { STANDALONE_NODE_FLAGS, freePort, percentile, waitForHealth } from './bench-support.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const MAIN = join(ROOT, 'dist/services/launcher/src/main.js');
const BACKUP = join(ROOT, 'dist/services/launcher/src/backup.js');
const USERS = Number(process.env.BENCH_BACKUP_USERS ?? 10_000);
const BOOKINGS = Number(process.env.BENCH_BACKUP_BOOKINGS ?? 20_000);
/** Readers sending GETs one after another, all through the backup. */
const READERS = 4;
/** Public reads (most answered from the BFF's read cache) and a logged-in Kadet's own bookings (from the database). */
const READS = [
  '/api/v2/careers?page=1',
  '/api/v2/my/bookings',
  '/api/v2/coaches',
  '/api/v2/coaches/demo-koach',
  '/api/v2/my/bookings',
  '/api/v2/events',
];
const KADET = { email: 'kadet@demo.lakbay.ph', password: 'lakbay-kadet-demo' };
const TARGETS = { backupS: 30, readP95Ms: 100 };

if (!existsSync(MAIN)) {
  console.error('The server is not built: run node scripts/build-server.mjs first.');
  process.exit(1);
}

const work = mkdtempSync(join(tmpdir(), 'lakbay-bench-backup-'));
const children = new Set();
process.on('exit', () => {
  children.forEach((c) => c.kill('SIGKILL'));
  rmSync(work, { recursive: true, force: true });
});

const baseEnv = (dataDir, port) => ({
  PATH: process.env.PATH,
  HOME: process.env.HOME,
  MODE: 'standalone',
  DATA_DIR: dataDir,
  BACKUP_DIR: join(work, 'archives'),
  PORT: String(port),
  OPS_PORT: '0',
  HOST: '127.0.0.1',
  SERVE_WEB: 'false',
  // The default configuration (npm start): a log line per request.
  LOG_LEVEL: 'info',
});

/** The standalone platform on dataDir, healthy; answers its address and a clean stop. */
async function start(dataDir) {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(process.execPath, [...STANDALONE_NODE_FLAGS, MAIN], {
    cwd: ROOT,
    env: baseEnv(dataDir, port),
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  children.add(child);
  const base = `http://127.0.0.1:${port}`;
  await waitForHealth(base);
  const firstOkMs = performance.now() - started;
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
    }
    children.delete(child);
  };
  return { base, firstOkMs, stop };
}

/** Runs backup.js with the platform's environment; answers its wall time and output. */
function backupJs(args, dataDir) {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    execFile(process.execPath, [BACKUP, ...args], { cwd: ROOT, env: baseEnv(dataDir, 0) }, (err, stdout, stderr) => {
      if (err) {
        reject(new Error(`backup.js ${args.join(' ')}: ${stderr || stdout || err.message}`));
      } else {
        resolve({ ms: performance.now() - started, output: stdout });
      }
    });
  });
}

/** GETs from READERS clients until stop() resolves; answers every read's end time and latency. */
function readLoad(base, token) {
  const reads = [];
  const state = { running: true };
  let failures = 0;
  const reader = async (n) => {
    for (let i = n; state.running; i++) {
      const t = performance.now();
      const path = READS[i % READS.length];
      const headers = path.startsWith('/api/v2/my/') ? { authorization: `Bearer ${token}` } : {};
      const res = await fetch(`${base}${path}`, { headers }).catch(() => null);
      await res?.arrayBuffer();
      if (res?.status !== 200) {
        failures++;
      }
      reads.push({ at: performance.now(), ms: performance.now() - t });
    }
  };
  const all = Promise.all(Array.from({ length: READERS }, (_, n) => reader(n)));
  return {
    reads,
    failures: () => failures,
    stop: async () => {
      state.running = false;
      await all;
    },
  };
}

const p95 = (reads) =>
  reads.length
    ? percentile(
        reads.map((r) => r.ms).sort((a, b) => a - b),
        95,
      )
    : 'n/a';

/** Adds USERS accounts and BOOKINGS bookings of them with the demo Koaches, straight into the stopped platform's database. */
async function addBulk(dataDir) {
  const db = await PGlite.create({ dataDir: join(dataDir, 'db') });
  try {
    await db.exec(`
      insert into users."user" (id, email, password_hash, username, first_name, last_name, is_coach, is_admin, is_active,
                                email_verified, created_at, updated_at, career_interests, language, time_zone)
      select gen_random_uuid(), 'bench-' || n || '@example.ph',
             (select password_hash from users."user" where password_hash is not null limit 1),
             'bench' || n, 'Bench', 'Kadet ' || n, false, false, true, true, now(), now(), '[]'::jsonb, 'en', 'Asia/Manila'
        from generate_series(1, ${USERS}) n;
      create temporary table bench_kadets as select row_number() over (order by email) as n, id, email, first_name || ' ' || last_name as name
        from users."user" where email like 'bench-%@example.ph';
      create temporary table bench_coaches as select row_number() over (order by u.email) as n, u.id, coalesce(u.username, 'koach') as slug,
             coalesce(u.first_name || ' ' || u.last_name, 'Koach') as name, u.email
        from users."user" u where u.is_coach;
      insert into scheduling.booking (id, coach_id, coach_slug, coach_name, coach_email, coach_time_zone, kadet_id, kadet_name,
                                      kadet_email, training_slug, training_title, duration_minutes, starts_at, ends_at,
                                      blocked_from, blocked_to, status, answers, ical_uid, created_at, updated_at)
      select gen_random_uuid(), c.id, c.slug, c.name, c.email, 'Asia/Manila', k.id, k.name, k.email, 'career-chat', 'Career chat', 30,
             s.at, s.at + interval '30 minutes', s.at, s.at + interval '30 minutes',
             case when s.at < now() then 'COMPLETED' else 'CONFIRMED' end, '{"goals":"Find my path"}'::jsonb,
             gen_random_uuid() || '@lakbay.ph', now(), now()
        from generate_series(1, ${BOOKINGS}) b
        cross join lateral (select now() - interval '400 days' + (b * interval '30 minutes') as at) s
        join bench_kadets k on k.n = 1 + (b % (select count(*) from bench_kadets))
        join bench_coaches c on c.n = 1 + (b % (select count(*) from bench_coaches));
    `);
    const counts = await db.query(
      `select (select count(*) from users."user")::int as users, (select count(*) from scheduling.booking)::int as bookings`,
    );
    return counts.rows[0];
  } finally {
    await db.close();
  }
}

/** `npm run move-to-postgres` of a stopped DATA_DIR into a scratch database: its wall time and what it moved, or why not. */
function moveFigure(dataDir) {
  const admin = new URL(process.env.TEST_DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres');
  const psql = (database, query) =>
    execFileSync(
      'psql',
      ['-h', admin.hostname, '-p', admin.port || '5432', '-U', admin.username || 'postgres', '-d', database, '-tAc', query],
      {
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
  const adminDb = admin.pathname.slice(1) || 'postgres';
  const name = `lakbay_bench_move_${Date.now().toString(36)}`;
  try {
    psql(adminDb, `create database ${name}`);
  } catch (err) {
    return { skipped: `PostgreSQL at ${admin.host} not usable (${String(err.message).split('\n')[0]})` };
  }
  const target = new URL(admin);
  target.pathname = `/${name}`;
  try {
    const started = performance.now();
    const output = execFileSync(
      process.execPath,
      [
        join(ROOT, 'dist/services/launcher/src/move-to-postgres.js'),
        '--from',
        dataDir,
        '--to',
        target.toString(),
        '--target-data-dir',
        join(work, 'moved'),
      ],
      { cwd: ROOT, env: { PATH: process.env.PATH, HOME: process.env.HOME, LOG_LEVEL: 'warn' }, encoding: 'utf8' },
    );
    const seconds = (performance.now() - started) / 1000;
    const rows = /^rows: (\d+) in (\d+) tables.*row counts match/m.exec(output);
    if (!rows) {
      throw new Error(`unexpected move output: ${output}`);
    }
    return { seconds, rows: Number(rows[1]), tables: Number(rows[2]) };
  } finally {
    psql(adminDb, `drop database if exists ${name} with (force)`);
  }
}

/** One platform's figures: backup while read, archive size, restore, restored start. */
async function measure(label, dataDir) {
  const platform = await start(dataDir);
  let row;
  try {
    const login = await fetch(`${platform.base}/api/v2/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(KADET),
    });
    const { sessionCookie: token } = await login.json();
    if (login.status !== 200 || !token) {
      throw new Error(`log-in of the demo Kadet: HTTP ${login.status}`);
    }
    // Warm: the first reads fill the read caches, as on a platform that has been up a while.
    const warm = readLoad(platform.base, token);
    await new Promise((r) => setTimeout(r, 2000));
    await warm.stop();
    const before = readLoad(platform.base, token);
    await new Promise((r) => setTimeout(r, 3000));
    await before.stop();
    const load = readLoad(platform.base, token);
    const began = performance.now();
    const backup = await backupJs(['backup'], dataDir);
    const ended = performance.now();
    await new Promise((r) => setTimeout(r, 500));
    await load.stop();
    const match = /^backup: (\S+) \((\d+) bytes, (\d+) ms, database held (\d+) ms, taken by the running platform\)/m.exec(backup.output);
    if (!match) {
      throw new Error(`unexpected backup output: ${backup.output}`);
    }
    const [, file, bytes, durationMs, heldMs] = match;
    const during = load.reads.filter((r) => r.at >= began && r.at <= ended);
    row = {
      label,
      backupS: backup.ms / 1000,
      platformMs: Number(durationMs),
      heldMs: Number(heldMs),
      bytes: Number(bytes),
      file,
      readsBefore: before.reads.length,
      p95Before: p95(before.reads),
      readsDuring: during.length,
      p95During: p95(during),
      maxDuring: during.length ? Math.max(...during.map((r) => r.ms)).toFixed(1) : 'n/a',
      failures: load.failures(),
    };
  } finally {
    await platform.stop();
  }
  const restoredDir = join(work, `restored-${label.replace(/\W+/g, '-')}`);
  const restore = await backupJs(['restore', row.file], restoredDir);
  row.restoreS = restore.ms / 1000;
  const restored = await start(restoredDir);
  row.restoredStartS = restored.firstOkMs / 1000;
  await restored.stop();
  rmSync(restoredDir, { recursive: true, force: true });
  rmSync(row.file, { force: true });
  return row;
}

const startedAt = new Date();
const machine = `${cpus().length} × ${cpus()[0]?.model.trim() ?? 'CPU'}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.versions.node}, load average ${loadavg()
  .map((l) => l.toFixed(1))
  .join(' ')} at start`;

// One first start makes the seeded DATA_DIR; the bulk one is a copy with the rows added.
const seeded = join(work, 'seeded');
const first = await start(seeded);
await first.stop();
const rows = [await measure('seeded (demo data)', seeded)];
const bulk = join(work, 'bulk');
const bulkFirst = await start(bulk);
await bulkFirst.stop();
const counts = await addBulk(bulk);
rows.push(await measure(`${counts.users} users, ${counts.bookings} bookings`, bulk));

// The move of the bulk platform (stopped) into PostgreSQL, when the machine's PostgreSQL answers.
const move = moveFigure(bulk);

const mib = (bytes) => `${(bytes / 2 ** 20).toFixed(1)} MiB`;
const table = [
  '| Platform | Backup (`npm run backup`, platform running) | Archive | GET p95 before / during the backup (reads during; max) | Restore (`npm run restore`) | Restored platform to first 200 |',
  '| --- | --- | --- | --- | --- | --- |',
  ...rows.map(
    (r) =>
      `| ${r.label} | ${r.backupS.toFixed(1)} s (${(r.platformMs / 1000).toFixed(1)} s in the platform, database held ${(r.heldMs / 1000).toFixed(2)} s) | ${mib(r.bytes)} | ${r.p95Before} ms / ${r.p95During} ms (${r.readsDuring}; ${r.maxDuring} ms)${r.failures ? `, ${r.failures} failed` : ''} | ${r.restoreS.toFixed(1)} s | ${r.restoredStartS.toFixed(1)} s |`,
  ),
  `| Target | < ${TARGETS.backupS} s for ${USERS} users, ${BOOKINGS} bookings | | during < ${TARGETS.readP95Ms} ms | | |`,
].join('\n');
const big = rows[1];
const moveLine = move.skipped
  ? `Move into PostgreSQL (\`npm run move-to-postgres\`) of the ${big.label} platform: not measured, ${move.skipped}.`
  : `Move into PostgreSQL (\`npm run move-to-postgres\`, platform stopped) of the ${big.label} platform: ${move.seconds.toFixed(1)} s for ${move.rows} rows in ${move.tables} tables (migrations, copy, row counts and file checksums checked).`;
const verdict = `Targets: backup ${big.backupS < TARGETS.backupS ? 'met' : 'MISSED'} (${big.backupS.toFixed(1)} s), reads during it ${Number(big.p95During) < TARGETS.readP95Ms ? 'met' : 'MISSED'} (p95 ${big.p95During} ms).`;
console.log(`\nBackup and restore, ${startedAt.toISOString()}, ${machine}\n\n${table}\n\n${verdict}\n\n${moveLine}`);

const file = join(ROOT, 'docs/bench.md');
const heading = '## Backup and restore (issue 24)';
const section = `${heading}

\`node scripts/bench-backup.mjs\` (part of \`npm run bench\`). Run ${startedAt.toISOString()} on ${machine}.
The seeded standalone platform, and a copy with ${USERS} accounts and ${BOOKINGS} bookings added with SQL
while it was stopped. \`npm run backup\` runs while ${READERS} clients send GET reads (${READS.join(', ')})
one after another, on the same two cores as the platform; "before" is the same load in the 3 s before the
backup, on warm read caches. The platform runs as \`npm start\` does (info logging, a line per request).
\`npm run restore\` unpacks the archive into an empty DATA_DIR; the restored platform is then started.
"Backup" is the command's wall time, Node starting and loading the platform's modules included;
"in the platform" is the running platform's own time (copy, tar, hashing, zip); "database held" is
the part of it when statements wait (PGlite's data directory copied under its query lock): reads
that need the database wait for that copy, those answered from the read caches do not. The machine is shared: compare figures within one run only.

${table}

${verdict}

${moveLine}
`;
const previous = existsSync(file) ? readFileSync(file, 'utf8') : '# Benchmarks\n';
const at = previous.indexOf(`\n${heading}\n`);
if (at >= 0) {
  const next = previous.indexOf('\n## ', at + 1);
  writeFileSync(file, `${previous.slice(0, at + 1)}${section}${next >= 0 ? previous.slice(next) : ''}`);
} else {
  writeFileSync(file, `${previous.trimEnd()}\n\n${section}`);
}
// The table in the repository's own format (format:check runs over docs/).
await new Promise((resolve) => execFile(join(ROOT, 'node_modules/.bin/prettier'), ['--write', file], () => resolve()));
process.exit(0);
