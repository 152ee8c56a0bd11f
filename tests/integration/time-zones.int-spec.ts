import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEMO, call, login, signUp, uniqueEmail, waitForMail } from '../support/accounts';
import { platformModes, startPlatform, usePlatform } from '../support/use-platform';
import { SCHEDULING_EMAIL, demoKoachFeed } from '../support/demo-koach-feed';

const HOUR = 3600_000;
const DAY = 24 * HOUR;
const ZONE_RULE = 'Time zone must be a time zone name such as Asia/Manila.';

/** "7:00 AM – 7:30 AM (Asia/Dubai)", whatever spaces Intl puts inside the times. */
const span = (from: string, to: string, zone: string) =>
  new RegExp(`${from.replace(' ', '\\s')} – ${to.replace(' ', '\\s')} \\(${zone.replace('/', '\\/')}\\)`);

describe.each(await platformModes())('time zones on accounts (%s)', (mode) => {
  let dataDir: string;
  const window = new Date(Math.floor(Date.now() / DAY) * DAY + 3 * DAY + HOUR);
  const feedPath = join(mkdtempSync(join(tmpdir(), 'lakbay-zones-')), 'calendar.ics');
  const env = { CALENDAR_ICS_URL: feedPath, SCHEDULING_EMAIL, CALENDAR_SYNC_MINUTES: '60', RPC_TIMEOUT_MS: '15000' };
  const p = usePlatform(() => {
    writeFileSync(feedPath, demoKoachFeed([window], { uid: 'zones', summary: 'Coaching session' }));
    return startPlatform(mode, mode === 'distributed' ? { ...env, SEED_DEMO_DATA: 'true' } : env);
  });

  beforeAll(async () => {
    dataDir = p().env.DATA_DIR as string;
    const admin = (await login(p(), DEMO.admin)).sessionCookie;
    const sync = await call(p(), 'POST', '/admin/calendar-sync', undefined, { token: admin });
    if (sync.status !== 200) {
      throw new Error(`calendar sync failed: ${sync.status} ${JSON.stringify(sync.body)}`);
    }
  }, 120000);

  const me = async (token: string) => (await call(p(), 'GET', '/users/me', undefined, { token })).body;

  it('keeps the zone sent at sign-up on the account, and Asia/Manila when none is sent', async () => {
    const dubai = await signUp(p(), { email: uniqueEmail('dubai'), password: 'kalamansi-jeepney-42', timeZone: 'Asia/Dubai' });
    expect(dubai.timeZone).toBe('Asia/Dubai');
    expect((await me(dubai.sessionCookie)).timeZone).toBe('Asia/Dubai');
    expect((await call(p(), 'GET', '/auth/me', undefined, { token: dubai.sessionCookie })).body.timeZone).toBe('Asia/Dubai');

    const unsaid = await signUp(p(), { email: uniqueEmail('manila'), password: 'kalamansi-jeepney-42' });
    expect((await me(unsaid.sessionCookie)).timeZone).toBe('Asia/Manila');
  }, 60000);

  it('refuses a sign-up with a zone that is not one with 400 in the error shape, and sends no link', async () => {
    const email = uniqueEmail('mars');
    for (const timeZone of ['Mars/Olympus', 'asia/dubai', '+04:00', null]) {
      const refused = await call(p(), 'POST', '/auth/signup', { email, password: 'kalamansi-jeepney-42', timeZone });
      expect(refused.status).toBe(400);
      expect(refused.body).toEqual({
        statusCode: 400,
        code: 'VALIDATION_FAILED',
        message: [{ property: 'timeZone', constraints: [ZONE_RULE] }],
      });
    }
    // Nothing was recorded: the address signs up afresh, in the zone it then gives.
    const created = await signUp(p(), { email, password: 'kalamansi-jeepney-42', timeZone: 'Europe/Lisbon' });
    expect((await me(created.sessionCookie)).timeZone).toBe('Europe/Lisbon');
  }, 60000);

  it('changes the zone on the profile, refusing an unknown one with 400 and changing nothing', async () => {
    const kadet = await signUp(p(), { email: uniqueEmail('mover'), password: 'kalamansi-jeepney-42', timeZone: 'Asia/Dubai' });
    const token = kadet.sessionCookie;
    const refused = await call(p(), 'PATCH', '/users/me', { timeZone: 'Mars/Olympus', city: 'Olympus Mons' }, { token });
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({
      statusCode: 400,
      code: 'VALIDATION_FAILED',
      message: [{ property: 'timeZone', constraints: [ZONE_RULE] }],
    });
    const filipino = await call(p(), 'PATCH', '/users/me', { timeZone: '' }, { token, headers: { 'accept-language': 'fil' } });
    expect(filipino.status).toBe(400);
    expect(filipino.body.message[0].constraints[0]).toMatch(/^Dapat pangalan ng time zone/);
    expect(await me(token)).toMatchObject({ timeZone: 'Asia/Dubai', city: null });

    const changed = await call(p(), 'PATCH', '/users/me', { timeZone: 'America/Los_Angeles' }, { token });
    expect(changed.status).toBe(200);
    expect(changed.body.timeZone).toBe('America/Los_Angeles');
    expect((await me(token)).timeZone).toBe('America/Los_Angeles');
  }, 60000);

  it('e-mails a Kadet in Dubai their booking in Dubai time and the Manila Koach in Manila time; a new zone counts from the next booking', async () => {
    const email = uniqueEmail('booker');
    const kadet = await signUp(p(), { email, password: 'kalamansi-jeepney-42', timeZone: 'Asia/Dubai' });
    const token = kadet.sessionCookie;
    expect(
      (
        await call(
          p(),
          'PATCH',
          '/users/me/onboarding/steps/2',
          { username: `zoned_${Date.now().toString(36)}`, firstName: 'Zayn', lastName: 'Cruz' },
          { token },
        )
      ).status,
    ).toBe(200);
    const koachSeen = new Set<string>();
    const kadetSeen = new Set<string>();

    // 03:00 UTC: 7:00 AM in Dubai, 11:00 AM in Manila.
    const first = new Date(window.getTime() + 2 * HOUR).toISOString();
    const booked = await call(
      p(),
      'POST',
      '/bookings',
      { coachSlug: 'demo-koach', trainingSlug: 'career-chat', start: first, answers: { goals: 'Abroad' } },
      { token },
    );
    expect(booked.status).toBe(201);
    expect(booked.body.coach.timeZone).toBe('Asia/Manila');
    const kadetMail = await waitForMail(dataDir, email, /^Booked: Career chat/, kadetSeen);
    expect(kadetMail.text).toMatch(span('7:00 AM', '7:30 AM', 'Asia/Dubai'));
    expect(kadetMail.text).not.toContain('Asia/Manila');
    const koachMail = await waitForMail(dataDir, 'koach@demo.lakbay.ph', /^Booked: Career chat with Zayn/, koachSeen);
    expect(koachMail.text).toMatch(span('11:00 AM', '11:30 AM', 'Asia/Manila'));
    expect(koachMail.text).not.toContain('Asia/Dubai');
    // The invitation holds UTC instants: each calendar shows them in its own zone.
    expect(kadetMail.raw.replace(/=\r?\n/g, '')).toMatch(/DTSTART:\d{8}T030000Z/);

    // The contact the booking used is cached by the BFF: the change must drop it.
    expect((await call(p(), 'PATCH', '/users/me', { timeZone: 'America/Los_Angeles' }, { token })).status).toBe(200);
    // 04:00 UTC: 8:00 PM the day before in Los Angeles (PST), noon in Manila.
    const second = new Date(window.getTime() + 3 * HOUR).toISOString();
    const again = await call(
      p(),
      'POST',
      '/bookings',
      { coachSlug: 'demo-koach', trainingSlug: 'career-chat', start: second, answers: { goals: 'Moved' } },
      { token },
    );
    expect(again.status).toBe(201);
    const moved = await waitForMail(dataDir, email, /^Booked: Career chat/, kadetSeen);
    expect(moved.text).toMatch(span('8:00 PM', '8:30 PM', 'America/Los_Angeles'));
    expect((await waitForMail(dataDir, 'koach@demo.lakbay.ph', /^Booked: Career chat with Zayn/, koachSeen)).text).toMatch(
      span('12:00 PM', '12:30 PM', 'Asia/Manila'),
    );
  }, 90000);
});
