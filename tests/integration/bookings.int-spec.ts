import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { emlMailsTo } from '../support/mail-tally';
import { type Json, DEMO, bookAtOnce, call, login, newKadet } from '../support/accounts';
import { eventually } from '../support/eventually';
import { platformModes, startPlatform, usePlatform } from '../support/use-platform';
import { SCHEDULING_EMAIL, demoKoachFeed } from '../support/demo-koach-feed';

const HOUR = 3600_000;
const DAY = 24 * HOUR;

/** The .eml files of DATA_DIR/mail to `to` whose subject matches, oldest first. */
const mailsTo = (dataDir: string, to: string, subject: RegExp) => emlMailsTo(dataDir, to).filter((m) => subject.test(m.subject));

async function waitForMails(dataDir: string, to: string, subject: RegExp, count: number) {
  const deadline = Date.now() + 20000;
  for (;;) {
    const found = mailsTo(dataDir, to, subject);
    if (found.length >= count || Date.now() > deadline) {
      return found;
    }
    await new Promise((r) => setTimeout(r, 200));
  }
}

const icsOf = (raw: string) => {
  const block = /BEGIN:VCALENDAR[\s\S]*?END:VCALENDAR/.exec(raw.replace(/=\r?\n/g, '').replace(/=3D/g, '='))?.[0] ?? '';
  const field = (name: string) => new RegExp(`^${name}[^:]*:(.*)$`, 'm').exec(block)?.[1]?.trim();
  return { method: field('METHOD'), uid: field('UID'), sequence: Number(field('SEQUENCE') ?? 0) };
};

const linkToken = (text: string, kind: 'reschedule' | 'cancel') =>
  new RegExp(`/bookings/[0-9a-f-]+/${kind}\\?token=([\\w.-]+)`).exec(text)?.[1];

describe.each(await platformModes())('Coach Connector bookings (%s)', (mode) => {
  let dataDir: string;
  let admin: string;
  let kadets: Json[];
  const base = new Date(Math.floor(Date.now() / DAY) * DAY);
  const day3 = new Date(base.getTime() + 3 * DAY + HOUR);
  const day4 = new Date(base.getTime() + 4 * DAY + HOUR);
  const feedPath = join(mkdtempSync(join(tmpdir(), 'lakbay-feed-')), 'calendar.ics');
  // A generous RPC timeout: 100 requests at once on a 2-core machine test the race, not latency.
  const env = {
    CALENDAR_ICS_URL: feedPath,
    SCHEDULING_EMAIL,
    CALENDAR_SYNC_MINUTES: '60',
    LOGIN_IP_MAX_FAILURES: '1000',
    RPC_TIMEOUT_MS: '15000',
    // The completion job every second, so a session moved into the past is marked at once.
    SESSION_COMPLETE_SECONDS: '1',
  };
  const p = usePlatform(() => {
    // Two 4-hour windows of the demo Koach, 3 and 4 days ahead (01:00-05:00 UTC, 9 AM Manila); the
    // subject's case differs from the rule's words.
    writeFileSync(feedPath, demoKoachFeed([day3, day4], { summary: 'Coaching SESSION hours' }));
    return startPlatform(mode, mode === 'distributed' ? { ...env, SEED_DEMO_DATA: 'true' } : env);
  });

  beforeAll(async () => {
    if (mode === 'distributed') {
      // Two scheduling replicas share the requests: races cross processes.
      await p().start(['scheduling']);
    }
    dataDir = p().env.DATA_DIR as string;
    admin = (await login(p(), DEMO.admin)).sessionCookie;
    const demoKadet = await login(p(), DEMO.kadet);
    kadets = [
      demoKadet,
      ...(await Promise.all([1, 2, 3].map((i) => newKadet(p(), `racer_${mode.slice(0, 3)}_${Date.now().toString(36)}_${i}`)))),
    ];
  }, 120000);

  it('reads the Koach windows from the calendar feed, then offers slots after the 24 h notice', async () => {
    const sync = await call(p(), 'POST', '/admin/calendar-sync', undefined, { token: admin });
    expect(sync.status).toBe(200);
    expect(sync.body).toMatchObject({ windows: 2, coaches: 1 });
    expect(['UPDATED', 'UNCHANGED']).toContain(sync.body.status);
    const again = await call(p(), 'POST', '/admin/calendar-sync', undefined, { token: admin });
    expect(again.body.status).toBe('UNCHANGED');

    const from = new Date(base.getTime() + 3 * DAY).toISOString();
    const to = new Date(base.getTime() + 5 * DAY).toISOString();
    const availability = await call(p(), 'GET', `/coaches/demo-koach/availability?from=${from}&to=${to}&training=career-chat`);
    expect(availability.status).toBe(200);
    expect(availability.body.timeZone).toBe('Asia/Manila');
    expect(availability.body.windows).toEqual([
      { start: day3.toISOString(), end: new Date(day3.getTime() + 4 * HOUR).toISOString() },
      { start: day4.toISOString(), end: new Date(day4.getTime() + 4 * HOUR).toISOString() },
    ]);
    // 30-minute chats every half hour, the last ending with the window: 8 per window.
    expect(availability.body.slots).toHaveLength(16);
    expect(availability.body.slots[0]).toEqual({ start: day3.toISOString(), end: new Date(day3.getTime() + HOUR / 2).toISOString() });
  });

  it('books one slot once when 100 requests for it arrive at once', async () => {
    const start = new Date(day3.getTime() + HOUR).toISOString();
    const { answers, others } = await bookAtOnce(p(), kadets, 100, (i) => ({
      coachSlug: 'demo-koach',
      trainingSlug: 'career-chat',
      start,
      answers: { goals: `Race ${i}` },
    }));
    const statuses = answers.map((a) => a.status);
    expect(others).toEqual([]);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(99);
    const refused = answers.find((a) => a.status === 409);
    expect(refused?.body).toMatchObject({ statusCode: 409, code: 'SCHEDULING_SLOT_TAKEN', message: expect.stringMatching(/another time/) });
  }, 120000);

  it('books one of 100 requests for partly overlapping slots, buffers included', async () => {
    // Mock interviews: 60 minutes with 15-minute buffers; starts 30 minutes apart all overlap.
    const starts = [0, 30, 60].map((m) => new Date(day4.getTime() + HOUR + m * 60000).toISOString());
    const { answers, others } = await bookAtOnce(p(), kadets, 100, (i) => ({
      coachSlug: 'demo-koach',
      trainingSlug: 'mock-interview',
      start: starts[i % 3],
      answers: { goals: 'Practise', role: 'Nurse, PGH' },
    }));
    expect(others).toEqual([]);
    expect(answers.filter((a) => a.status === 201)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 409)).toHaveLength(99);
    // A chat that would end inside the interview's front buffer is not offered either.
    const from = new Date(day4.getTime()).toISOString();
    const to = new Date(day4.getTime() + 4 * HOUR).toISOString();
    const chats = await call(p(), 'GET', `/coaches/demo-koach/availability?from=${from}&to=${to}&training=career-chat`);
    const booked = answers.find((a) => a.status === 201)?.body;
    const held = { from: Date.parse(booked.start) - 15 * 60000, to: Date.parse(booked.end) + 15 * 60000 };
    for (const slot of chats.body.slots as { start: string; end: string }[]) {
      expect(Date.parse(slot.end) <= held.from || Date.parse(slot.start) >= held.to).toBe(true);
    }
  }, 120000);

  it('books once for a double-clicked confirm with one Idempotency-Key', async () => {
    const start = new Date(day3.getTime() + 3 * HOUR).toISOString();
    const body = { coachSlug: 'demo-koach', trainingSlug: 'career-chat', start, answers: { goals: 'Which strand?' } };
    const headers = { 'idempotency-key': `book-${mode}-${Date.now()}` };
    const [first, second] = await Promise.all([
      call(p(), 'POST', '/bookings', body, { token: kadets[1].sessionCookie, headers }),
      call(p(), 'POST', '/bookings', body, { token: kadets[1].sessionCookie, headers }),
    ]);
    expect(first.status).toBe(201);
    expect(second.status).toBe(201);
    expect(second.body.id).toBe(first.body.id);
    const mine = await call(p(), 'GET', '/my/bookings', undefined, { token: kadets[1].sessionCookie });
    expect(mine.body.upcoming.filter((b: Json) => b.start === start)).toHaveLength(1);
  }, 60000);

  it('reschedules into the same calendar entry, and old e-mail links stop working', async () => {
    const kadet = kadets[2];
    const email = kadet.email ?? (await call(p(), 'GET', '/auth/me', undefined, { token: kadet.sessionCookie })).body.email;
    const start = new Date(day3.getTime() + 2 * HOUR).toISOString();
    const booked = await call(
      p(),
      'POST',
      '/bookings',
      { coachSlug: 'demo-koach', trainingSlug: 'resume-review', start, answers: { goals: 'First resume' } },
      { token: kadet.sessionCookie },
    );
    expect(booked.status).toBe(201);
    expect(booked.body).toMatchObject({
      status: 'CONFIRMED',
      meetingLink: expect.stringMatching(/^https:/),
      can: { reschedule: true, cancel: true, review: false },
    });

    const [confirmation] = await waitForMails(dataDir, email, /^Booked: Resume review/, 1);
    expect(confirmation).toBeDefined();
    const first = icsOf(confirmation.raw);
    expect(first).toMatchObject({ method: 'REQUEST', sequence: 0 });
    expect(confirmation.raw).toMatch(/text\/calendar; charset=utf-8; method=REQUEST/i);
    const oldCancel = linkToken(confirmation.text, 'cancel');
    expect(oldCancel).toBeDefined();
    const toKoach = await waitForMails(dataDir, 'koach@demo.lakbay.ph', /^Booked: Resume review/, 1);
    expect(toKoach.length).toBeGreaterThanOrEqual(1);
    // Each side greeted by first name, the other named in full, in the invitation too.
    expect(confirmation.text).toMatch(/^Hi Test,\r?\n/);
    expect(confirmation.subject).toBe('Booked: Resume review with Demo Koach');
    const koachMail = toKoach.find((m) => m.text.includes('Test Kadet'));
    expect(koachMail?.text).toMatch(/^Hi Demo,\r?\n/);
    expect(koachMail?.subject).toBe('Booked: Resume review with Test Kadet');
    const invitation = (
      /BEGIN:VCALENDAR[\s\S]*?END:VCALENDAR/.exec(confirmation.raw.replace(/=\r?\n/g, '').replace(/=3D/g, '='))?.[0] ?? ''
    ).replace(/\r?\n[ \t]/g, '');
    expect(invitation).toContain('SUMMARY:Resume review: Test Kadet with Demo Koach (Lakbay)');
    expect(invitation).toMatch(/CN="Test Kadet"/);
    expect(invitation).toMatch(/CN="Demo Koach"/);

    // Clear of the other tests' bookings: day 3 from 02:00 (chat) and 04:00 (chat) on, day 4 from 01:00 to 03:00 at most.
    const newStart = new Date(day3.getTime()).toISOString();
    const moved = await call(p(), 'PATCH', `/bookings/${booked.body.id}`, { start: newStart }, { token: kadet.sessionCookie });
    expect(moved.status).toBe(200);
    expect(moved.body).toMatchObject({ status: 'CONFIRMED', start: newStart, rescheduledFromId: booked.body.id });
    const old = await call(p(), 'GET', `/bookings/${booked.body.id}`, undefined, { token: kadet.sessionCookie });
    expect(old.body).toMatchObject({ status: 'RESCHEDULED', rescheduledToId: moved.body.id, can: { reschedule: false, cancel: false } });

    const [update] = await waitForMails(dataDir, email, /^Moved: Resume review/, 1);
    const second = icsOf(update.raw);
    expect(second.uid).toBe(first.uid);
    expect(second.sequence).toBeGreaterThan(first.sequence);

    // The first e-mail's link is dead: the booking it names changed.
    const stale = await call(p(), 'POST', `/bookings/${booked.body.id}/cancel`, { reason: 'old link', token: oldCancel });
    expect(stale.status).toBe(403);
    expect(stale.body.code).toBe('SCHEDULING_LINK_INVALID');
    // Nor can the moved-away booking be rescheduled again.
    const again = await call(p(), 'PATCH', `/bookings/${booked.body.id}`, { start }, { token: kadet.sessionCookie });
    expect(again.status).toBe(409);

    // The latest e-mail's cancel link is a page outside /my (the Playwright journey opens it logged out).
    const token = linkToken(update.text, 'cancel');
    expect(update.text).toContain(`/bookings/${moved.body.id}/cancel?token=${token}`);
    // Its token alone, no log-in: shows the booking, but is for cancelling only, and only this booking.
    const shown = await call(p(), 'GET', `/bookings/${moved.body.id}?token=${token}`);
    expect(shown.status).toBe(200);
    expect(shown.body).toMatchObject({ id: moved.body.id, status: 'CONFIRMED', kadet: { name: 'Test Kadet' }, can: { cancel: true } });
    const movedByCancelLink = await call(p(), 'PATCH', `/bookings/${moved.body.id}`, { start, token });
    expect(movedByCancelLink.status).toBe(403);
    expect(movedByCancelLink.body).toMatchObject({ statusCode: 403, code: 'SCHEDULING_LINK_INVALID', message: expect.any(String) });
    const noToken = await call(p(), 'POST', `/bookings/${moved.body.id}/cancel`, { reason: 'no link' });
    expect(noToken.status).toBe(401);
    expect(noToken.body).toMatchObject({ statusCode: 401, message: 'Please log in, or open the link from your booking e-mail again.' });
    expect((await call(p(), 'GET', `/bookings/${booked.body.id}?token=${token}`)).status).toBe(403);

    // The e-mail's reschedule link is a public page too: its token alone shows the booking and moves
    // the session back to the first time (free again), with the same rules and e-mails, once.
    const rescheduleToken = linkToken(update.text, 'reschedule');
    expect(update.text).toContain(`/bookings/${moved.body.id}/reschedule?token=${rescheduleToken}`);
    expect(update.text).not.toContain('/my/schedule/');
    const toReschedule = await call(p(), 'GET', `/bookings/${moved.body.id}?token=${rescheduleToken}`);
    expect(toReschedule.status).toBe(200);
    expect(toReschedule.body).toMatchObject({ id: moved.body.id, coach: { name: 'Demo Koach' }, can: { reschedule: true } });
    const slots = await call(
      p(),
      'GET',
      `/coaches/demo-koach/availability?training=resume-review&booking=${moved.body.id}&from=${day3.toISOString()}&to=${day4.toISOString()}`,
    );
    expect(slots.status).toBe(200);
    expect(slots.body.slots.map((slot: Json) => slot.start)).toContain(start);
    const badTime = await call(p(), 'PATCH', `/bookings/${moved.body.id}`, { start: 'not a time', token: rescheduleToken });
    expect(badTime.status).toBe(400);
    const movedByLink = await call(p(), 'PATCH', `/bookings/${moved.body.id}`, { start, token: rescheduleToken });
    expect(movedByLink.status).toBe(200);
    expect(movedByLink.body).toMatchObject({ status: 'CONFIRMED', start, rescheduledFromId: moved.body.id, kadet: { name: 'Test Kadet' } });
    const reusedReschedule = await call(p(), 'PATCH', `/bookings/${moved.body.id}`, { start: newStart, token: rescheduleToken });
    expect(reusedReschedule.status).toBe(403);
    expect(reusedReschedule.body).toMatchObject({ statusCode: 403, code: 'SCHEDULING_LINK_INVALID', message: expect.any(String) });
    // Nor does the used link move the new booking, nor does the old cancel link still cancel.
    expect((await call(p(), 'PATCH', `/bookings/${movedByLink.body.id}`, { start: newStart, token: rescheduleToken })).status).toBe(403);
    expect((await call(p(), 'POST', `/bookings/${moved.body.id}/cancel`, { reason: 'old', token })).status).toBe(403);
    const moves = await waitForMails(dataDir, email, /^Moved: Resume review/, 2);
    expect(moves).toHaveLength(2);
    const latest = moves[1];
    expect(icsOf(latest.raw)).toMatchObject({ method: 'REQUEST', uid: first.uid });
    expect(icsOf(latest.raw).sequence).toBeGreaterThan(second.sequence);
    expect((await waitForMails(dataDir, 'koach@demo.lakbay.ph', /^Moved: Resume review with Test Kadet/, 2)).length).toBeGreaterThanOrEqual(
      2,
    );
    const latestCancel = linkToken(latest.text, 'cancel');

    // The latest e-mail's link cancels without a log-in, once.
    const cancelled = await call(p(), 'POST', `/bookings/${movedByLink.body.id}/cancel`, {
      reason: 'Exam moved to that day',
      token: latestCancel,
    });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body).toMatchObject({ status: 'CANCELLED', cancellationReason: 'Exam moved to that day', lateCancel: false });
    const reused = await call(p(), 'POST', `/bookings/${movedByLink.body.id}/cancel`, { reason: 'again', token: latestCancel });
    expect(reused.status).toBe(403);
    const [cancelMail] = await waitForMails(dataDir, email, /^Cancelled: Resume review/, 1);
    const third = icsOf(cancelMail.raw);
    expect(third).toMatchObject({ method: 'CANCEL', uid: first.uid });
    expect(third.sequence).toBeGreaterThan(icsOf(latest.raw).sequence);
    expect(cancelMail.raw).toMatch(/method=CANCEL/i);
    expect(cancelMail.raw).not.toMatch(/method=REQUEST/i);
  }, 90000);

  it('refuses bad input with 4xx in the error shape and lets no one else see a booking', async () => {
    const token = kadets[0].sessionCookie;
    const bad = await call(
      p(),
      'POST',
      '/bookings',
      { coachSlug: 'demo-koach', trainingSlug: 'career-chat', start: 'tomorrow', answers: {} },
      { token },
    );
    expect(bad.status).toBe(400);
    expect(bad.body.message).toEqual(expect.arrayContaining([expect.objectContaining({ property: 'start' })]));
    const missing = await call(
      p(),
      'POST',
      '/bookings',
      { coachSlug: 'demo-koach', trainingSlug: 'career-chat', start: new Date(day3.getTime() + 1.5 * HOUR).toISOString(), answers: {} },
      { token },
    );
    expect(missing.status).toBe(400);
    expect(missing.body.message).toEqual([{ property: 'answers.goals', constraints: [expect.stringMatching(/is required/)] }]);
    const tooSoon = await call(
      p(),
      'POST',
      '/bookings',
      {
        coachSlug: 'demo-koach',
        trainingSlug: 'career-chat',
        start: new Date(base.getTime() + DAY).toISOString(),
        answers: { goals: 'x' },
      },
      { token },
    );
    expect(tooSoon.status).toBe(409);
    expect(
      (
        await call(
          p(),
          'POST',
          '/bookings',
          { coachSlug: 'nobody-here', trainingSlug: 'career-chat', start: day3.toISOString(), answers: {} },
          { token },
        )
      ).status,
    ).toBe(404);
    expect(
      (
        await call(p(), 'POST', '/bookings', {
          coachSlug: 'demo-koach',
          trainingSlug: 'career-chat',
          start: day3.toISOString(),
          answers: {},
        })
      ).status,
    ).toBe(401);

    const mine = await call(p(), 'GET', '/my/bookings', undefined, { token });
    const id =
      mine.body.upcoming[0]?.id ??
      (await call(p(), 'GET', '/my/bookings', undefined, { token: kadets[1].sessionCookie })).body.upcoming[0].id;
    const stranger = await newKadet(p(), `stranger_${mode.slice(0, 3)}_${Date.now().toString(36)}`);
    expect((await call(p(), 'GET', `/bookings/${id}`, undefined, { token: stranger.sessionCookie })).status).toBe(404);
    expect((await call(p(), 'POST', `/bookings/${id}/cancel`, { reason: 'not mine' }, { token: stranger.sessionCookie })).status).toBe(404);
    expect((await call(p(), 'GET', `/bookings/${id}`)).status).toBe(401);
    const review = await call(
      p(),
      'POST',
      `/bookings/${id}/review`,
      { rating: 5, comment: 'too early' },
      { token: kadets[0].sessionCookie },
    );
    expect([404, 409]).toContain(review.status);

    const koach = (await login(p(), DEMO.koach)).sessionCookie;
    const coachView = await call(p(), 'GET', '/my/bookings?role=coach', undefined, { token: koach });
    expect(coachView.body.upcoming.length).toBeGreaterThanOrEqual(3);
    expect(coachView.body.upcoming[0].viewerRole).toBe('coach');
    const myKadets = await call(p(), 'GET', '/my/kadets', undefined, { token: koach });
    expect(myKadets.status).toBe(200);
    expect(myKadets.body.length).toBeGreaterThanOrEqual(2);
    // The coach sees their Kadets' full names: on the schedule and in My Kadets.
    const fullNames = (names: string[]) => expect(names).toEqual(names.map(() => expect.stringMatching(/^(Demo|Test) Kadet$/)));
    fullNames(coachView.body.upcoming.map((b: Json) => b.kadet.name));
    fullNames(myKadets.body.map((k: Json) => k.name));
    const availability = await call(p(), 'GET', '/my/availability', undefined, { token: koach });
    expect(availability.body).toMatchObject({ schedulingEmail: SCHEDULING_EMAIL, lastSync: { status: 'UNCHANGED' } });
    expect(availability.body.windows).toHaveLength(2);
    expect((await call(p(), 'GET', '/my/availability', undefined, { token })).status).toBe(403);
  }, 90000);

  it('keeps the last good windows when the feed cannot be read, and tells the coach', async () => {
    writeFileSync(feedPath, '<html>Calendar moved</html>');
    const failed = await call(p(), 'POST', '/admin/calendar-sync', undefined, { token: admin });
    expect(failed.body).toMatchObject({ status: 'FAILED', problems: [expect.stringMatching(/last good availability is kept/)] });
    const koach = (await login(p(), DEMO.koach)).sessionCookie;
    const mine = await call(p(), 'GET', '/my/availability', undefined, { token: koach });
    expect(mine.body.windows).toHaveLength(2);
    expect(mine.body.lastSync.status).toBe('FAILED');
    expect(mine.body.lastSuccessAt).toEqual(expect.any(String));
    const kadetOnly = await call(p(), 'POST', '/admin/calendar-sync', undefined, { token: kadets[0].sessionCookie });
    expect(kadetOnly.status).toBe(403);
  });

  // Only distributed mode lets a test move a session into the past: its database can be reached.
  if (mode === 'distributed') {
    it('marks an ended session COMPLETED in the database once (two scheduling replicas), and only then can it be rated', async () => {
      const from = new Date(base.getTime() + 3 * DAY).toISOString();
      const to = new Date(base.getTime() + 5 * DAY).toISOString();
      const offered = (await call(p(), 'GET', `/coaches/demo-koach/availability?from=${from}&to=${to}&training=career-chat`)).body.slots;
      const slot = offered.at(-1) as { start: string };
      const kadet = kadets[2].sessionCookie as string;
      const booked = await call(
        p(),
        'POST',
        '/bookings',
        { coachSlug: 'demo-koach', trainingSlug: 'career-chat', start: slot.start, answers: { goals: 'Lifecycle' } },
        { token: kadet },
      );
      expect(booked.status).toBe(201);
      const id = booked.body.id as string;
      expect(booked.body.can).toMatchObject({ review: false, markNoShow: false });
      const heldBefore = (await call(p(), 'GET', '/coaches/demo-koach')).body.sessionsHeld as number;
      const sql = p().sql as (query: string) => string;
      const version = sql(`select version from scheduling.booking where id = '${id}'`).trim();

      // The session took place: two hours ago.
      sql(
        `update scheduling.booking set starts_at = now() - interval '2 hours', ends_at = now() - interval '90 minutes', ` +
          `blocked_from = now() - interval '2 hours', blocked_to = now() - interval '90 minutes' where id = '${id}'`,
      );
      const completed = await eventually('the session to be marked COMPLETED', async () => {
        const got = await call(p(), 'GET', `/bookings/${id}`, undefined, { token: kadet });
        return got.body.status === 'COMPLETED' && got.body;
      }).catch((err: unknown) => {
        console.log(p().output?.('scheduling'));
        throw err;
      });
      expect(completed.can).toMatchObject({ review: true, markNoShow: true, cancel: false });
      // Stored, once: the job ran again since (every second, on either replica) and changed nothing.
      await new Promise((r) => setTimeout(r, 2500));
      expect(sql(`select status, version from scheduling.booking where id = '${id}'`).trim()).toBe(`COMPLETED|${version}`);
      const mine = (await call(p(), 'GET', '/my/bookings', undefined, { token: kadet })).body;
      expect(mine.past.map((b: Json) => b.id)).toContain(id);
      expect(mine.upcoming.map((b: Json) => b.id)).not.toContain(id);
      await eventually(
        'the coach page to count the session held',
        async () => {
          const held = (await call(p(), 'GET', '/coaches/demo-koach')).body.sessionsHeld as number;
          return held === heldBefore + 1;
        },
        { timeoutMs: 20_000 },
      );

      const review = await call(p(), 'POST', `/bookings/${id}/review`, { rating: 5, comment: 'Clear next steps.' }, { token: kadet });
      expect(review.status).toBe(200);
      const koach = (await login(p(), DEMO.koach)).sessionCookie;
      const noShow = await call(p(), 'POST', `/bookings/${id}/no-show`, undefined, { token: koach });
      expect(noShow.status).toBe(409);
      expect(noShow.body.message).toBe('A reviewed session cannot be marked as a no-show.');
    }, 90000);
  }
});
