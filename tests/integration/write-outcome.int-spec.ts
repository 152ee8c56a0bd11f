import { spawn } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type BaseQueryApi, fetchBaseQuery } from '@reduxjs/toolkit/query';
import { withIdempotencyKey } from '../../web/src/lib/api/idempotent-write';
import { type WriteResult, sendWrite } from '../../web/src/lib/api/write-retry';
import { type Json, DEMO, call, login, newKadet } from '../support/accounts';
import { SCHEDULING_EMAIL, demoKoachFeed } from '../support/demo-koach-feed';
import { eventually } from '../support/eventually';
import { type RunningPlatform, startDistributed } from '../support/platform';
import { backingServicesAvailable } from '../support/services';
import { usePlatform } from '../support/use-platform';

// Issue 25: a write whose outcome is unknown becomes known. A scheduling replica that hangs
// (SIGSTOP: alive, still subscribed) takes its share of the bookings and answers none of them
// while frozen; the BFF says 503 WRITE_OUTCOME_UNKNOWN, a repeat that reaches the other replica
// while the first attempt holds the key says WRITE_IN_PROGRESS. The Kadets book through the SPA's
// own code (fetchBaseQuery, a key per submit, lib/api/write-retry.ts), which asks again with the
// same key for up to 30 s: every Kadet ends with their booking, each made once.

const HOUR = 3600_000;
const DAY = 24 * HOUR;
const KADETS = 16;
const BOOKINGS = 3 * KADETS;
const FROZEN_MS = 10_000;
const RPC_TIMEOUT_MS = 2000;

/** What the SPA does on "Confirm booking", answers of every attempt kept. */
async function bookAsTheSpa(platform: RunningPlatform, token: string, body: object) {
  const fetchOnce = fetchBaseQuery({
    baseUrl: `${platform.baseUrl}/api/v2`,
    prepareHeaders: (headers) => {
      headers.set('Authorization', `Bearer ${token}`);
      return headers;
    },
  });
  const controller = new AbortController();
  const api = {
    signal: controller.signal,
    abort: () => controller.abort(),
    dispatch: () => undefined,
    getState: () => ({}),
    extra: undefined,
    endpoint: 'createBooking',
    type: 'mutation',
  } as unknown as BaseQueryApi;
  const keyed = withIdempotencyKey({ url: '/bookings', method: 'POST', body });
  const attempts: string[] = [];
  let checked = false;
  const result = await sendWrite(
    async (timeout) => {
      const answer = (await fetchOnce({ ...keyed, timeout }, api, {})) as WriteResult & { data?: Json };
      const error = answer.error as { status: unknown; data?: { code?: string } } | undefined;
      attempts.push(error ? `${String(error.status)} ${error.data?.code ?? ''}`.trim() : String(answer.meta?.response?.status));
      return answer;
    },
    { keyed: true, unknownOutcomeMessage: () => 'not known after 30 s', onChecking: (on) => (checked ||= on) },
  );
  return { result: result as { data?: Json; error?: unknown }, attempts, checked };
}

/**
 * Starts the BFF again on its port. The test port range lies in the kernel's ephemeral range, so
 * an outgoing connection may hold the port for a moment after the old BFF let it go: try again.
 */
async function restartBff(platform: RunningPlatform, env: NodeJS.ProcessEnv): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await platform.start(['bff'], { env });
      return;
    } catch (err) {
      await platform.stop(['bff']);
      if (attempt === 3 || !String(err).includes('EADDRINUSE')) {
        throw err;
      }
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
  }
}

if (await backingServicesAvailable()) {
  describe('bookings while a scheduling replica hangs (distributed, two replicas)', () => {
    const base = new Date(Math.floor(Date.now() / DAY) * DAY);
    const days = [3, 4, 5, 6, 7, 8, 9].map((n) => new Date(base.getTime() + n * DAY + HOUR));
    const feedPath = join(mkdtempSync(join(tmpdir(), 'lakbay-feed-')), 'calendar.ics');
    const p = usePlatform(() => {
      writeFileSync(feedPath, demoKoachFeed(days, { uid: 'hang', hours: 8 }));
      return startDistributed({
        CALENDAR_ICS_URL: feedPath,
        SCHEDULING_EMAIL,
        CALENDAR_SYNC_MINUTES: '60',
        SEED_DEMO_DATA: 'true',
      });
    });
    const kadets: Json[] = [];

    beforeAll(async () => {
      const admin = (await login(p(), DEMO.admin)).sessionCookie;
      const sync = await call(p(), 'POST', '/admin/calendar-sync', {}, { token: admin });
      if (sync.status !== 200) {
        throw new Error(`the calendar read failed: ${sync.status} ${JSON.stringify(sync.body)}`);
      }
      // Two scheduling replicas (below): the queue group shares the bookings between the two.
      for (let i = 0; i < KADETS; i += 4) {
        kadets.push(...(await Promise.all([0, 1, 2, 3].map(() => newKadet(p())))));
      }
      // The BFF then waits 2 s for a service's answer (5 s by default): the old SPA's three
      // attempts (2 s, 0.6 s, 2 s, 1.8 s, 2 s) then all fit in the freeze. Scheduling's wait for a
      // key's first attempt follows (40%). Sessions live in users.
      const env = { RPC_TIMEOUT_MS: String(RPC_TIMEOUT_MS) };
      // (Each start waits for the BFF's health, so the BFF is restarted last.)
      await p().stop(['scheduling']);
      await p().start(['scheduling'], { env });
      await p().start(['scheduling'], { env, label: 'scheduling-2' });
      await p().stop(['bff']);
      await restartBff(p(), env);
    }, 180_000);

    it('gives every Kadet their bookings, each made once, though a replica was frozen for 10 s while they booked', async () => {
      const from = days[0].toISOString();
      const to = new Date(days.at(-1)!.getTime() + 9 * HOUR).toISOString();
      const offered = await call(p(), 'GET', `/coaches/demo-koach/availability?from=${from}&to=${to}&training=career-chat`);
      // An hour apart, so that no booking's buffers touch another's slot: no Kadet is refused.
      const starts = (offered.body.slots as { start: string }[]).map((slot) => slot.start).filter((_, n) => n % 2 === 0);
      expect(starts.length).toBeGreaterThanOrEqual(BOOKINGS);

      // Each Kadet books three times (three tabs), the bookings going out 30 ms apart; the second
      // replica freezes while they run, with its share unread and perhaps one inside its
      // transaction (holding the coach's lock and the write's key). Each booking is a draw: the old
      // SPA (three attempts) failed every one whose three attempts all reached the frozen replica.
      const kadetOf = (n: number) => kadets[n % KADETS];
      const bookings = Array.from(
        { length: BOOKINGS },
        (_, n) =>
          new Promise<Awaited<ReturnType<typeof bookAsTheSpa>>>((resolve, reject) => {
            setTimeout(() => {
              bookAsTheSpa(p(), kadetOf(n).sessionCookie as string, {
                coachSlug: 'demo-koach',
                trainingSlug: 'career-chat',
                start: starts[n],
                answers: { goals: `Hang ${n}` },
              }).then(resolve, reject);
            }, n * 30);
          }),
      );
      await new Promise((resolve) => setTimeout(resolve, 150));
      p().signal!(['scheduling-2'], 'SIGSTOP');
      try {
        await new Promise((resolve) => setTimeout(resolve, FROZEN_MS));
      } finally {
        p().signal!(['scheduling-2'], 'SIGCONT');
      }
      const results = await Promise.all(bookings);

      // The freeze was felt: some attempts' outcome was unknown, and their Kadets were told it is being checked.
      // (A plain 503, such as a read of users not answered in time, said nothing was done: asked
      // again without the check.)
      const unknown = (answer: string) => /WRITE_OUTCOME_UNKNOWN|WRITE_IN_PROGRESS|FETCH_ERROR|TIMEOUT_ERROR|^50[24]/.test(answer);
      const felt = results.filter((r) => r.attempts.some(unknown));
      expect(felt.length).toBeGreaterThan(0);
      expect(felt.filter((r) => !r.checked).map((r) => r.attempts)).toEqual([]);
      // Every booking ends booked, with no error (each result shown with its attempts when not).
      expect(results.map((r) => ({ error: r.result.error, start: r.result.data?.start, attempts: r.attempts }))).toEqual(
        results.map((r, n) => ({ error: undefined, start: starts[n], attempts: r.attempts })),
      );
      // Each exists once: in its Kadet's list, and in the table.
      for (const [k, kadet] of kadets.entries()) {
        const mine = await call(p(), 'GET', '/my/bookings', undefined, { token: kadet.sessionCookie as string });
        const theirs = results.filter((_, n) => n % KADETS === k).map((r) => r.result.data?.id as string);
        expect((mine.body.upcoming as Json[]).map((b) => b.id as string).sort()).toEqual(theirs.sort());
      }
      const rows = p().sql!('select count(*), count(distinct id), count(distinct starts_at) from scheduling.booking');
      expect(rows).toBe(`${BOOKINGS}|${BOOKINGS}|${BOOKINGS}`);
    }, 120_000);

    it('answers a repeat while the first attempt still runs 503 WRITE_IN_PROGRESS, not a wait, then the booking it made', async () => {
      const kadet = kadets[0];
      const from = days[0].toISOString();
      const to = new Date(days.at(-1)!.getTime() + 9 * HOUR).toISOString();
      const offered = await call(p(), 'GET', `/coaches/demo-koach/availability?from=${from}&to=${to}&training=career-chat`);
      const start = (offered.body.slots as { start: string }[]).at(-1)!.start;
      const body = { coachSlug: 'demo-koach', trainingSlug: 'career-chat', start, answers: { goals: 'Still running' } };
      const options = { token: kadet.sessionCookie as string, headers: { 'idempotency-key': `in-progress-${Date.now()}` } };

      // The coach's lock, held from outside (psql in a transaction left open): the first attempt
      // claims its key, then waits for the lock.
      const coach = `(select id from users."user" where email = 'koach@demo.lakbay.ph')`;
      const holder = spawn('psql', ['-tA', '-v', 'ON_ERROR_STOP=1', String(p().env.DATABASE_URL)], { stdio: ['pipe', 'pipe', 'inherit'] });
      let said = '';
      holder.stdout.on('data', (chunk: Buffer) => (said += chunk.toString()));
      holder.stdin.write(
        `insert into scheduling.coach_calendar (coach_id) select ${coach} on conflict do nothing;\n` +
          `begin;\nselect 1 from scheduling.coach_calendar where coach_id = ${coach} for update;\nselect 'locked';\n`,
      );
      try {
        await eventually('psql to hold the coach lock', () => said.includes('locked'), { timeoutMs: 20_000 });
        const first = await call(p(), 'POST', '/bookings', body, options);
        expect(first.body).toMatchObject({ statusCode: 503, code: 'WRITE_OUTCOME_UNKNOWN' });
        // The repeat is told that the first still runs, and when to ask again: before, it waited
        // on the first one's row until the BFF gave up, as unknown as the first.
        const repeat = await call(p(), 'POST', '/bookings', body, options);
        expect(repeat.status).toBe(503);
        expect(repeat.body).toMatchObject({ statusCode: 503, code: 'WRITE_IN_PROGRESS' });
        expect(repeat.headers.get('retry-after')).toBe('1');
      } finally {
        const ended = new Promise((resolve) => holder.once('exit', resolve));
        holder.stdin.end('rollback;\n');
        if (holder.exitCode === null) {
          await ended;
        }
      }

      // Once the first attempt commits, the key answers its booking, made once.
      const booked = await eventually(
        'the key to answer the booking its first attempt made',
        async () => {
          const answer = await call(p(), 'POST', '/bookings', body, options);
          return answer.status === 201 && answer.body;
        },
        { timeoutMs: 20_000, intervalMs: 250 },
      );
      expect(booked).toMatchObject({ start });
      expect(p().sql!(`select count(*) from scheduling.booking where starts_at = '${start}'`)).toBe('1');
      const mine = await call(p(), 'GET', '/my/bookings', undefined, { token: kadet.sessionCookie as string });
      expect((mine.body.upcoming as Json[]).filter((b) => b.start === start).map((b) => b.id)).toEqual([booked.id]);
    }, 60_000);
  });
}
