import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { feed, vevent } from '../../services/scheduling/src/calendar/testing/hostile-feeds';
import { type Json, DEMO, bookAtOnce, call, login, newKadet } from '../support/accounts';
import { platformModes, startPlatform, usePlatform } from '../support/use-platform';

const HOUR = 3600_000;
const DAY = 24 * HOUR;
const SCHEDULING_EMAIL = 'schedule@demo.lakbay.ph';

// The default RPC timeout (5 s), unlike bookings.int-spec.ts: a crowd booking one coach on a platform
// no one has read from yet must be answered 201 once and 409 otherwise, never 503 (the BFF asks
// users for the coach once and for the Kadets in one call; a busy pool would say busy, not down).
describe.each(await platformModes())('a crowd of bookings on a cold platform (%s)', (mode) => {
  const day3 = new Date(Math.floor(Date.now() / DAY) * DAY + 3 * DAY + HOUR);
  const feedPath = join(mkdtempSync(join(tmpdir(), 'lakbay-feed-')), 'calendar.ics');
  const env = { CALENDAR_ICS_URL: feedPath, SCHEDULING_EMAIL, CALENDAR_SYNC_MINUTES: '60', LOGIN_IP_MAX_FAILURES: '1000' };
  const p = usePlatform(() => {
    writeFileSync(feedPath, feed([vevent({ uid: 'burst@test', organiser: 'koach@demo.lakbay.ph', start: day3, minutes: 240 })]));
    return startPlatform(mode, mode === 'distributed' ? { ...env, SEED_DEMO_DATA: 'true' } : env);
  });
  const kadets: Json[] = [];

  beforeAll(async () => {
    const admin = (await login(p(), DEMO.admin)).sessionCookie;
    const sync = await call(p(), 'POST', '/admin/calendar-sync', {}, { token: admin });
    if (sync.status !== 200 || !['UPDATED', 'UNCHANGED'].includes(sync.body.status)) {
      throw new Error(`the calendar read failed: ${sync.status} ${JSON.stringify(sync.body)}`);
    }
    // Twenty Kadets, five sign-ups at a time (each hashes a password).
    for (let i = 0; i < 4; i++) {
      kadets.push(...(await Promise.all([0, 1, 2, 3, 4].map(() => newKadet(p())))));
    }
  }, 180_000);

  /** Calls the BFF has made of a command so far (its RPC client histogram, every outcome). */
  const callsOf = async (command: string) => {
    const text = await (await fetch(`${p().opsUrl?.(mode === 'standalone' ? undefined : 'bff')}/metrics`)).text();
    const counts = [
      ...text.matchAll(
        new RegExp(`^lakbay_rpc_client_duration_seconds_count\\{[^}]*command="${command.replaceAll('.', '\\.')}"[^}]*\\} (\\d+)$`, 'gm'),
      ),
    ];
    return counts.reduce((sum, match) => sum + Number(match[1]), 0);
  };

  it('books one slot once for 100 requests of 20 Kadets, with no 503, asking users once per Kadet at most', async () => {
    const start = new Date(day3.getTime() + HOUR).toISOString();
    const [directoryBefore, contactsBefore] = [await callsOf('users.coaches.directory'), await callsOf('users.contacts')];
    const { answers, others } = await bookAtOnce(p(), kadets, 100, (i) => ({
      coachSlug: 'demo-koach',
      trainingSlug: 'career-chat',
      start,
      answers: { goals: `Burst ${i}` },
    }));
    expect(others).toEqual([]);
    expect(answers.filter((a) => a.status === 201)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 409)).toHaveLength(99);
    // Before the caches, each of the 100 asked users twice (the coach, then the Kadet).
    expect((await callsOf('users.coaches.directory')) - directoryBefore).toBeLessThanOrEqual(1);
    expect((await callsOf('users.contacts')) - contactsBefore).toBeLessThanOrEqual(kadets.length);
  }, 120_000);
});
