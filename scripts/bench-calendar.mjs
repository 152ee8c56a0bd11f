// node scripts/bench-calendar.mjs: calendar sync of a hostile 5 MB feed on a standalone platform
// as `npm start` runs it (issue 26): how long the sync takes, GET /api/v2/careers p50/p95 while it
// runs against the same reads with no sync (two readers, one after another each), and the
// process's resident memory before, at its peak during the sync, and 5 s after. The feed is the
// integration test's worst (services/scheduling/src/calendar/testing/hostile-feeds.ts): 300 events
// of one coach repeating every minute, 800 single events of another, 15,000 events that are not
// availability and both coaches' weekday mornings. Build first: npm run build:server.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { stripTypeScriptTypes } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, percentile, startStandalone } from './bench-support.mjs';

// The tests' TypeScript module, its types stripped (it imports nothing): the package is CommonJS,
// so Node would not load it as an ES module by itself.
const feedsSource = readFileSync(new URL('../services/scheduling/src/calendar/testing/hostile-feeds.ts', import.meta.url), 'utf8');
const { everyMinute, feed, plainEvents, singles, weekdayMornings } = await import(
  `data:text/javascript,${encodeURIComponent(stripTypeScriptTypes(feedsSource))}`
);

const KOACH = 'koach@demo.lakbay.ph';
const OTHER = 'andrea.villanueva@demo.lakbay.ph';
const ADMIN = { email: 'admin@bench.lakbay.ph', password: 'lakbay-admin-bench' };
const DAY = 24 * 3600_000;
const MiB = 2 ** 20;

const monday = new Date(Math.floor(Date.now() / (7 * DAY)) * 7 * DAY + 4 * DAY);
const good = [weekdayMornings(KOACH, monday), weekdayMornings(OTHER, monday)];
const hostile = feed([...everyMinute(KOACH, monday, 300), ...singles(OTHER, monday, 800), ...plainEvents(OTHER, monday, 15_000), ...good]);

const dir = mkdtempSync(join(tmpdir(), 'lakbay-bench-feed-'));
const feedPath = join(dir, 'calendar.ics');
writeFileSync(feedPath, feed(good));
const [port, opsPort] = [await freePort(), await freePort()];
const platform = await startStandalone({
  port,
  name: 'bench-calendar',
  env: {
    OPS_PORT: String(opsPort),
    CALENDAR_ICS_URL: feedPath,
    CALENDAR_SYNC_MINUTES: '60',
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
  },
});

const rss = async () => {
  try {
    const text = await (await fetch(`http://127.0.0.1:${opsPort}/metrics`, { signal: AbortSignal.timeout(5000) })).text();
    return Number(/^process_resident_memory_bytes (\S+)$/m.exec(text)?.[1]);
  } catch {
    return Number.NaN;
  }
};
let failedReads = 0;

/** Reads careers with two readers until `until` resolves; answers the sorted latencies. */
async function readWhile(until) {
  const times = [];
  let done = false;
  void until.finally(() => (done = true));
  const reader = async () => {
    while (!done) {
      const t = performance.now();
      try {
        const res = await fetch(`${platform.base}/api/v2/careers`);
        await res.arrayBuffer();
      } catch {
        // A read that failed (the old reader held the event loop for minutes) counts at its wait.
        failedReads += 1;
      }
      times.push(performance.now() - t);
    }
  };
  await Promise.all([reader(), reader(), until]);
  return times.sort((a, b) => a - b);
}

try {
  const login = await fetch(`${platform.base}/api/v2/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  const { sessionCookie: token } = await login.json();
  const sync = async () => {
    try {
      const res = await fetch(`${platform.base}/api/v2/admin/calendar-sync`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: '{}',
      });
      return await res.json();
    } catch (error) {
      return { status: `no answer (${error.cause?.code ?? error.message})`, events: 0, windows: 0, problems: [] };
    }
  };
  await sync();
  // Warm the read path, then the same reads for as long as the sync will take, with no sync.
  await readWhile(new Promise((r) => setTimeout(r, 2000)));

  writeFileSync(feedPath, hostile);
  const before = await rss();
  let peak = before;
  let sampling = true;
  const sampler = (async () => {
    while (sampling) {
      peak = Math.max(peak, (await rss()) || 0);
      await new Promise((r) => setTimeout(r, 50));
    }
  })();
  const started = performance.now();
  const syncing = sync();
  const during = await readWhile(syncing);
  const syncMs = performance.now() - started;
  const summary = await syncing;
  sampling = false;
  await sampler;
  const quiet = await readWhile(new Promise((r) => setTimeout(r, Math.max(1000, syncMs))));
  await new Promise((r) => setTimeout(r, 5000));
  const after = await rss();

  console.log(`\nCalendar sync of a ${(hostile.length / MiB).toFixed(1)} MiB hostile feed (standalone, as npm start runs it)`);
  console.log(`| Measure | Value |\n| --- | --- |`);
  console.log(
    `| Sync (POST /admin/calendar-sync) | ${Math.round(syncMs)} ms, ${summary.status}, ${summary.events} events, ${summary.windows} windows, ${summary.problems.length} problem lines |`,
  );
  console.log(
    `| GET /api/v2/careers p50 / p95 during the sync (${during.length} reads, ${failedReads} failed) | ${percentile(during, 50)} / ${percentile(during, 95)} ms |`,
  );
  console.log(
    `| GET /api/v2/careers p50 / p95 without a sync (${quiet.length} reads) | ${percentile(quiet, 50)} / ${percentile(quiet, 95)} ms |`,
  );
  console.log(
    `| RSS before / peak during / 5 s after | ${Math.round(before / MiB)} / ${Math.round(peak / MiB)} / ${Math.round(after / MiB)} MiB |`,
  );
} finally {
  await platform.stop();
  rmSync(dir, { recursive: true, force: true });
}
