import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { emlMailsTo } from '../support/mail-tally';
import {
  DEMO,
  type Json,
  PDF,
  PNG_1X1,
  avatarForm,
  call,
  individualEnrolmentForm,
  login,
  newKadet,
  signUp,
  uniqueEmail,
  waitForMail,
} from '../support/accounts';
import { type OtherCoachWindow, SCHEDULING_EMAIL, demoKoachFeed } from '../support/demo-koach-feed';
import { type GoogleStandIn, startGoogleStandIn } from '../support/google-stand-in';
import { type RunningPlatform, startDistributed, startStandalone } from '../support/platform';
import { backingServicesAvailable } from '../support/services';
import { unzip } from '../../services/users/src/privacy/testing/unzip';
import { eventually } from '../support/eventually';

const HOUR = 3600_000;
const DAY = 24 * HOUR;
const PASSWORD = 'kalamansi-jeepney-42';
const EXPORT_SUBJECT = 'Your Lakbay data is ready to download';
const WRONG_PASSWORD = 'That is not your current password. Nothing was deleted.';
const NODE = join(process.cwd(), 'node_modules/.bin/node');
const DB = join(process.cwd(), 'dist/services/launcher/src/db.js');

/** The calendar part's method, as a calendar reads it (quoted-printable undone). */
const icsMethod = (raw: string): string | undefined => /^METHOD:(\w+)/m.exec(raw.replace(/=\r?\n/g, '').replace(/=3D/g, '='))?.[1];

/** Deletion reaches every service by events and jobs: give it the time a busy machine needs. */
const SLOW = { timeoutMs: 30_000, intervalMs: 300 };

/**
 * Issue 13 point 5 (RA 10173): a person downloads everything the platform holds about them, from
 * every service, as one zip built by a job and e-mailed as a link; and deletes their account, after
 * which no service holds their personal data and they cannot log in.
 */
describe.each(['standalone', 'distributed'] as const)('data privacy self-service (%s)', (mode) => {
  let platform: RunningPlatform;
  let dataDir: string;
  let admin: string;
  let google: GoogleStandIn | undefined;
  let feedPath: string;
  const seen = new Set<string>();
  const slotDay = new Date(Math.floor(Date.now() / DAY) * DAY + 3 * DAY + HOUR);

  beforeAll(async () => {
    if (mode === 'distributed' && !(await backingServicesAvailable())) {
      return;
    }
    const feedDir = mkdtempSync(join(tmpdir(), 'lakbay-feed-'));
    feedPath = join(feedDir, 'calendar.ics');
    writeFileSync(feedPath, demoKoachFeed([slotDay], { uid: 'privacy', summary: 'Coaching SESSION hours' }));
    google = await startGoogleStandIn();
    const env = { CALENDAR_ICS_URL: feedPath, SCHEDULING_EMAIL, CALENDAR_SYNC_MINUTES: '60', RPC_TIMEOUT_MS: '15000', ...google.env };
    platform = mode === 'standalone' ? await startStandalone(env) : await startDistributed({ ...env, SEED_DEMO_DATA: 'true' });
    dataDir = platform.env.DATA_DIR as string;
    admin = (await login(platform, DEMO.admin)).sessionCookie;
    const sync = await call(platform, 'POST', '/admin/calendar-sync', undefined, { token: admin });
    if (sync.status !== 200) {
      throw new Error(`calendar sync failed: ${sync.status} ${JSON.stringify(sync.body)}`);
    }
  }, 180000);

  afterAll(async () => {
    await platform?.cleanup();
    await google?.close();
  });

  const skip = () => !platform;

  /** A Kadet with something in every service: avatar and consent, an event registration, a booking, an application with a resume. */
  async function busyKadet(slot: number): Promise<Json> {
    const username = `priv_${mode.slice(0, 3)}_${Date.now().toString(36)}`;
    const kadet = await newKadet(platform, username);
    const as = { token: kadet.sessionCookie };
    const email: string = (await call(platform, 'GET', '/users/me', undefined, as)).body.email;
    const studies = await call(
      platform,
      'PATCH',
      '/users/me/onboarding/steps/3',
      { school: 'Iloilo National High School', yearLevel: 'GRADE_12', studentStatus: 'FULL_TIME', province: 'Iloilo', city: 'Iloilo City' },
      as,
    );
    expect(studies.status).toBe(200);
    const finished = await call(
      platform,
      'PATCH',
      '/users/me/onboarding/steps/4',
      { careerInterests: ['data'], jobSearchStage: 'EXPLORING', bio: 'Mahilig sa computers.', dataPrivacyConsent: true },
      as,
    );
    expect(finished.status).toBe(200);
    const avatar = await call(platform, 'POST', '/users/me/avatar', avatarForm(PNG_1X1), as);
    expect(avatar.status).toBe(200);

    const event = await call(
      platform,
      'POST',
      '/admin/events',
      {
        title: `Privacy test event ${username}`,
        description: 'A test event.',
        startAt: new Date(Date.now() + 10 * DAY).toISOString(),
        endAt: new Date(Date.now() + 10 * DAY + 2 * HOUR).toISOString(),
        format: 'ONSITE',
        location: 'Iloilo City',
        published: true,
      },
      { token: admin },
    );
    expect(event.status).toBe(201);
    const registered = await call(platform, 'POST', `/events/${event.body.id}/registration`, {}, as);
    expect(registered.status).toBeLessThan(300);

    const booking = await call(
      platform,
      'POST',
      '/bookings',
      {
        coachSlug: 'demo-koach',
        trainingSlug: 'career-chat',
        start: new Date(slotDay.getTime() + (1 + slot) * HOUR).toISOString(),
        answers: { goals: 'Learn about nursing.' },
      },
      as,
    );
    expect(booking.status).toBe(201);

    const challenges = await call(platform, 'GET', '/virapp/challenges');
    const open = challenges.body.find((c: Json) => c.status === 'OPEN');
    const enrolled = await call(
      platform,
      'POST',
      `/users/${kadet.id}/challengesNew/${open.id}`,
      individualEnrolmentForm('my-resume.pdf'),
      as,
    );
    expect(enrolled.status).toBe(201);
    return { ...kadet, email, username, eventId: event.body.id, bookingId: booking.body.id, avatar: avatar.body.avatar as string };
  }

  it('e-mails a link to one zip with the data of every service and the uploaded files', async () => {
    if (skip()) {
      return;
    }
    const kadet = await busyKadet(0);
    const as = { token: kadet.sessionCookie };

    const overview = await call(platform, 'GET', '/users/me/privacy', undefined, as);
    expect(overview.status).toBe(200);
    expect(overview.body).toMatchObject({
      hasPassword: true,
      lastExport: null,
      consents: [{ kind: 'DATA_PRIVACY', givenAt: expect.any(String) }],
    });

    const asked = await call(platform, 'POST', '/users/me/privacy/exports', undefined, as);
    expect(asked.status).toBe(202);
    const mail = await waitForMail(dataDir, kadet.email, EXPORT_SUBJECT, seen, 60000);
    // The link opens the privacy page, which downloads the zip with the owner's session.
    const link = /(http\S+\/my\/privacy\?export=\S+)/.exec(mail.text)?.[1];
    expect(link).toBeDefined();
    const token = new URL(link as string).searchParams.get('export') ?? '';
    const download = `${platform.baseUrl}/api/v2/privacy/exports/download?token=${encodeURIComponent(token)}`;

    // The link alone, or another account's session, gets nothing.
    expect((await fetch(download)).status).toBe(401);
    const stranger = await newKadet(platform);
    const strangers = await fetch(download, { headers: { authorization: `Bearer ${stranger.sessionCookie as string}` } });
    expect(strangers.status).toBe(404);

    const res = await fetch(download, { headers: { authorization: `Bearer ${kadet.sessionCookie as string}` } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/zip');
    expect(res.headers.get('content-disposition')).toMatch(/attachment; filename="lakbay-data-\d{4}-\d{2}-\d{2}\.zip"/);
    const entries = await unzip(Buffer.from(await res.arrayBuffer()));
    const data: Json = JSON.parse(entries.get('lakbay-data.json')?.toString('utf8') ?? 'null');

    expect(data.users.account).toMatchObject({ id: kadet.id, email: kadet.email, username: kadet.username });
    expect(data.users.profile).toMatchObject({
      firstName: 'Test',
      lastName: 'Kadet',
      bio: 'Mahilig sa computers.',
      careerInterests: ['data'],
      timeZone: 'Asia/Manila',
    });
    expect(data.users.consents).toEqual([{ kind: 'DATA_PRIVACY', givenAt: expect.any(String) }]);
    expect(data.users.sessions.length).toBeGreaterThan(0);
    expect(data.content.eventRegistrations).toEqual([
      expect.objectContaining({ event: expect.objectContaining({ id: kadet.eventId }), emailUsed: kadet.email }),
    ]);
    expect(data.scheduling.bookingsAsKadet).toEqual([
      expect.objectContaining({ id: kadet.bookingId, youWere: 'kadet', answers: { goals: 'Learn about nursing.' }, status: 'CONFIRMED' }),
    ]);
    expect(data.apprenticeship.applications).toEqual([
      expect.objectContaining({ type: 'INDIVIDUAL', youLeadIt: true, whyJoin: 'I want to learn how real teams work.' }),
    ]);
    expect(data.apprenticeship.teamMemberships).toEqual([expect.objectContaining({ email: kadet.email })]);
    // The files: the avatar (users) and the resume (apprenticeship), each where the index says.
    const avatarEntry = data.files.find((f: Json) => f.service === 'users');
    const resumeEntry = data.files.find((f: Json) => f.service === 'apprenticeship');
    expect(avatarEntry.path).toMatch(/^files\/users\/001-avatar\.png$/);
    expect(resumeEntry).toMatchObject({ name: 'my-resume.pdf', path: 'files/apprenticeship/001-my-resume.pdf' });
    expect(entries.get(avatarEntry.path)).toEqual(PNG_1X1);
    expect(entries.get(resumeEntry.path)).toEqual(PDF);

    const after = await call(platform, 'GET', '/users/me/privacy', undefined, as);
    expect(after.body.lastExport).toEqual({ requestedAt: expect.any(String), readyAt: expect.any(String), expiresAt: expect.any(String) });
  }, 180000);

  it('refuses a wrong password with 400 in the error shape and changes nothing; an unknown link is 404', async () => {
    if (skip()) {
      return;
    }
    const kadet = await newKadet(platform, `privw_${mode.slice(0, 3)}_${Date.now().toString(36)}`);
    const as = { token: kadet.sessionCookie };
    const wrong = await call(platform, 'POST', '/users/me/privacy/delete', { password: 'not-my-password-99' }, as);
    expect(wrong.status).toBe(400);
    expect(wrong.body).toEqual({
      statusCode: 400,
      code: 'VALIDATION_FAILED',
      message: [{ property: 'password', constraints: [WRONG_PASSWORD] }],
    });
    const missing = await call(platform, 'POST', '/users/me/privacy/delete', { password: 42 }, as);
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({ statusCode: 400, code: 'VALIDATION_FAILED' });
    expect((await call(platform, 'GET', '/users/me', undefined, as)).status).toBe(200);
    const me = (await call(platform, 'GET', '/users/me', undefined, as)).body;
    expect((await call(platform, 'POST', '/auth/login', { email: me.email, password: PASSWORD })).status).toBe(200);

    const unknown = await call(platform, 'GET', '/privacy/exports/download?token=not-a-real-token-at-all', undefined, as);
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ statusCode: 404, code: 'NOT_FOUND' });
    expect((await call(platform, 'POST', '/users/me/privacy/exports')).status).toBe(401);
  }, 120000);

  it('deletes the account: every service drops or anonymises the data, sessions end and log-in fails', async () => {
    if (skip()) {
      return;
    }
    const kadet = await busyKadet(2);
    const as = { token: kadet.sessionCookie };
    const deleted = await call(platform, 'POST', '/users/me/privacy/delete', { password: PASSWORD }, as);
    expect(deleted.status).toBe(200);
    expect(deleted.body).toEqual({ status: 'DELETED' });

    expect((await call(platform, 'GET', '/users/me', undefined, as)).status).toBe(401);
    const relogin = await call(platform, 'POST', '/auth/login', { email: kadet.email, password: PASSWORD });
    expect(relogin.status).toBe(401);
    await waitForMail(dataDir, kadet.email, 'Your Lakbay account has been deleted', seen, 60000);

    // users: no account answers to the username; the avatar file is gone.
    const found = await call(platform, 'GET', `/users?username=${kadet.username}`, undefined, { token: admin });
    expect(found.body).toEqual([]);
    const avatarName = kadet.avatar.split('/').pop();
    await eventually('avatar file gone', async () => (await call(platform, 'GET', `/files/${avatarName}`)).status === 404, SLOW);
    // content: the registration for the coming event is gone.
    await eventually(
      'event registrations without the Kadet',
      async () => {
        const text = JSON.stringify(
          (await call(platform, 'GET', `/admin/events/${kadet.eventId}/registrations`, undefined, { token: admin })).body,
        );
        return !text.includes(kadet.email) && !text.includes('Test Kadet');
      },
      SLOW,
    );
    // scheduling: the coach keeps the booking, cancelled, without the Kadet's name, address or answers.
    const booking = await eventually(
      'booking cancelled and anonymised',
      async () => {
        const b = (await call(platform, 'GET', `/bookings/${kadet.bookingId}`, undefined, { token: admin })).body as Json;
        return b.status === 'CANCELLED' && !JSON.stringify(b).includes(kadet.email) && b;
      },
      SLOW,
    );
    expect(JSON.stringify(booking)).not.toContain('Learn about nursing.');
    expect(JSON.stringify(booking)).not.toContain('Test Kadet');
    // apprenticeship (issue 25): the pending application, a group of one, left the admins' review queue with its applicant.
    await eventually(
      'application out of the review queue',
      async () => {
        const all = (await call(platform, 'GET', '/admin/virapp/applications', undefined, { token: admin })).body as Json[];
        const pending = (await call(platform, 'GET', '/admin/virapp/applications?status=PENDING', undefined, { token: admin }))
          .body as Json[];
        return [...all, ...pending].every((one) => one.leader?.userId !== kadet.id && !JSON.stringify(one).includes(kadet.email));
      },
      SLOW,
    );
    // Nobody can use the account again: deleting twice finds no session.
    expect((await call(platform, 'POST', '/users/me/privacy/delete', { password: PASSWORD }, as)).status).toBe(401);
  }, 180000);

  it('an account without a password is e-mailed a link to the privacy page; its token deletes the account once', async () => {
    if (skip()) {
      return;
    }
    const email = `privg-${mode.slice(0, 3)}-${Date.now().toString(36)}@example.com`;
    const token = await google!.idToken({ sub: `g-priv-${mode}-${Date.now()}`, email, given_name: 'Liza' });
    const signedIn = await call(platform, 'POST', '/auth/login-google', { token });
    expect(signedIn.status).toBe(200);
    const as = { token: signedIn.body.sessionCookie };

    const asked = await call(platform, 'POST', '/users/me/privacy/delete', {}, as);
    expect(asked.body).toEqual({ status: 'LINK_SENT' });
    expect((await call(platform, 'GET', '/users/me', undefined, as)).status).toBe(200);
    const mail = await waitForMail(dataDir, email, 'Confirm the deletion of your Lakbay account', seen, 60000);
    // The link opens the SPA's privacy page (a route it has), with the one-time token.
    const link = new URL(/https?:\/\/\S+/.exec(mail.text)![0]);
    expect(link.pathname).toBe('/my/privacy');
    const linkToken = link.searchParams.get('token')!;

    const confirmed = await call(platform, 'POST', '/privacy/delete/confirm', { token: linkToken }, as);
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toEqual({ status: 'DELETED' });
    expect((await call(platform, 'GET', '/users/me', undefined, as)).status).toBe(401);
    const again = await call(platform, 'POST', '/privacy/delete/confirm', { token: linkToken });
    expect(again.status).toBe(400);
    expect(again.body).toMatchObject({ statusCode: 400, code: 'VALIDATION_FAILED' });
  }, 120000);

  /** A Koach who can log in: allowlisted, signed up, onboarded and activated by the admin. */
  async function newCoach(): Promise<Json> {
    const email = uniqueEmail('coach');
    const allowed = await call(platform, 'POST', '/admin/addEmailToCoachAllowlist', { email }, { token: admin });
    expect(allowed.status).toBeLessThan(300);
    const coach = await signUp(platform, { email, password: PASSWORD, role: 'coach' });
    const as = { token: coach.sessionCookie };
    const username = `leaving_${mode.slice(0, 3)}_${Date.now().toString(36)}`;
    const steps = [
      ['/users/me/onboarding-coach/steps/2', { username, firstName: 'Leaving', lastName: 'Koach' }],
      [
        '/users/me/onboarding-coach/steps/3',
        {
          displayName: `Leaving Koach ${username}`,
          headline: 'Engineer (test)',
          expertise: ['data'],
          yearsOfExperience: 5,
          bio: 'I can help with: tests.',
          languages: ['English'],
        },
      ],
      [
        '/users/me/onboarding-coach/steps/4',
        { meetingLink: 'https://meet.jit.si/leaving-koach', timeZone: 'Asia/Manila', dataPrivacyConsent: true },
      ],
    ] as const;
    let profile: Json = {};
    for (const [path, body] of steps) {
      const step = await call(platform, 'PATCH', path, body, as);
      expect(step.status).toBe(200);
      profile = step.body;
    }
    const active = await call(platform, 'PATCH', '/admin/updateCoachIsActive', { username, isActive: true }, { token: admin });
    expect(active.status).toBeLessThan(300);
    return { ...coach, email, username, slug: profile.coach?.slug ?? profile.slug };
  }

  // Issue 25 point 4: the other side of a deleted person's sessions is told as for a normal cancel.
  it('a Koach deletes their account: each Kadet with an upcoming session gets one cancellation e-mail with METHOD:CANCEL, in their language and zone', async () => {
    if (skip()) {
      return;
    }
    const coach = await newCoach();
    const coachDay = new Date(slotDay.getTime() + DAY);
    const also: OtherCoachWindow[] = [{ organizer: { email: coach.email, name: 'Leaving Koach' }, start: coachDay }];
    writeFileSync(feedPath, demoKoachFeed([slotDay], { uid: 'privacy', summary: 'Coaching SESSION hours', also }));
    const sync = await call(platform, 'POST', '/admin/calendar-sync', undefined, { token: admin });
    expect(sync.status).toBe(200);

    const ana = await newKadet(platform, `ana_${mode.slice(0, 3)}_${Date.now().toString(36)}`);
    const ben = await newKadet(platform, `ben_${mode.slice(0, 3)}_${Date.now().toString(36)}`);
    const fil = await call(platform, 'PATCH', '/users/me', { language: 'fil', timeZone: 'Asia/Dubai' }, { token: ana.sessionCookie });
    expect(fil.status).toBe(200);
    const people = [ana, ben];
    for (const [i, kadet] of people.entries()) {
      kadet.email = (await call(platform, 'GET', '/users/me', undefined, { token: kadet.sessionCookie })).body.email;
      const booked = await call(
        platform,
        'POST',
        '/bookings',
        {
          coachSlug: coach.slug,
          trainingSlug: 'career-chat',
          start: new Date(coachDay.getTime() + (1 + i) * HOUR).toISOString(),
          answers: { goals: 'Tests.' },
        },
        { token: kadet.sessionCookie },
      );
      expect(booked.status).toBe(201);
      kadet.bookingId = booked.body.id;
    }

    const deleted = await call(platform, 'POST', '/users/me/privacy/delete', { password: PASSWORD }, { token: coach.sessionCookie });
    expect(deleted.body).toEqual({ status: 'DELETED' });
    for (const kadet of people) {
      await eventually(
        `session of ${kadet.email} cancelled`,
        async () =>
          (await call(platform, 'GET', `/bookings/${kadet.bookingId}`, undefined, { token: kadet.sessionCookie })).body.status ===
          'CANCELLED',
        SLOW,
      );
      await waitForMail(dataDir, kadet.email, /^(Cancelled|Kinansela):/, seen, 60000);
    }
    // Time for a second copy to arrive, were one sent.
    await new Promise((r) => setTimeout(r, 3000));
    const toAna = emlMailsTo(dataDir, ana.email).filter((m) => /^(Cancelled|Kinansela):/.test(m.subject));
    const toBen = emlMailsTo(dataDir, ben.email).filter((m) => /^(Cancelled|Kinansela):/.test(m.subject));
    expect(toAna.map((m) => m.subject)).toEqual(['Kinansela: Career chat kasama si Deleted Koach']);
    expect(toBen.map((m) => m.subject)).toEqual(['Cancelled: Career chat with Deleted Koach']);
    expect(toAna[0]?.text).toContain('(Asia/Dubai)');
    expect(toBen[0]?.text).toContain('(Asia/Manila)');
    for (const mail of [...toAna, ...toBen]) {
      expect(mail.raw).toMatch(/text\/calendar; charset=utf-8; method=CANCEL/i);
      expect(icsMethod(mail.raw)).toBe('CANCEL');
    }
    // The deleted Koach is sent nothing but the goodbye.
    await waitForMail(dataDir, coach.email, 'Your Lakbay account has been deleted', seen, 60000);
    expect(emlMailsTo(dataDir, coach.email).map((m) => m.subject)).not.toContainEqual(expect.stringMatching(/^Cancelled/));
  }, 240000);

  // Issue 25: demo data is made on the first start of an empty database only (seedOnce); the
  // sent-mail folder keeps MAIL_RETENTION_DAYS (30 by default) of mail, pruned at start and hourly.
  it('keeps a deleted demo account deleted, and prunes sent mail older than its retention, when the platform starts again', async () => {
    if (skip()) {
      return;
    }
    const kadet = await login(platform, DEMO.kadet);
    const deleted = await call(
      platform,
      'POST',
      '/users/me/privacy/delete',
      { password: DEMO.kadet.password },
      { token: kadet.sessionCookie },
    );
    expect(deleted.body).toEqual({ status: 'DELETED' });
    const mailDir = join(dataDir, 'mail');
    const dated = (daysAgo: number, id: string) =>
      `${new Date(Date.now() - daysAgo * DAY).toISOString().replace(/[:.]/g, '-')}-${id}_lakbay.local.eml`;
    const old = dated(31, 'old-mail');
    const recent = dated(29, 'recent-mail');
    for (const name of [old, recent]) {
      writeFileSync(join(mailDir, name), 'To: someone@example.ph\r\nSubject: Planted\r\n\r\nA link: http://example.ph/x\r\n');
    }
    if (mode === 'standalone') {
      await platform.stop();
      await platform.start([]);
    } else {
      await platform.stop(['users', 'notifications']);
      await platform.start(['users', 'notifications']);
    }
    expect((await call(platform, 'POST', '/auth/login', DEMO.kadet)).status).toBe(401);
    expect((await call(platform, 'POST', '/auth/login', DEMO.koach)).status).toBe(200);
    await eventually('the mail past its retention removed', () => !readdirSync(mailDir).includes(old), SLOW);
    expect(readdirSync(mailDir)).toContain(recent);
  }, 180000);

  // Issue 25 point 5: `npm run demo:remove` (db.js demo:remove) takes the account-deletion path.
  it('demo:remove deletes the demo accounts as their own deletion would: their sessions are cancelled, the Kadet told, and they stay gone', async () => {
    if (skip()) {
      return;
    }
    const kadet = await newKadet(platform, `demorm_${mode.slice(0, 3)}_${Date.now().toString(36)}`);
    const email: string = (await call(platform, 'GET', '/users/me', undefined, { token: kadet.sessionCookie })).body.email;
    const booked = await call(
      platform,
      'POST',
      '/bookings',
      {
        coachSlug: 'demo-koach',
        trainingSlug: 'career-chat',
        start: new Date(slotDay.getTime() + 2 * HOUR).toISOString(),
        answers: { goals: 'Demo.' },
      },
      { token: kadet.sessionCookie },
    );
    expect(booked.status).toBe(201);
    const removeDemo = () => execFileSync(NODE, [DB, 'demo:remove'], { env: platform.env, encoding: 'utf8', stdio: 'pipe' });
    // Standalone: PGlite is one process's, so the platform is stopped meanwhile; it runs the erase jobs when it starts.
    if (mode === 'standalone') {
      await platform.stop();
      expect(removeDemo()).toMatch(/Removed \d+ demo accounts/);
      await platform.start([]);
    } else {
      expect(removeDemo()).toMatch(/Removed \d+ demo accounts/);
    }
    for (const account of [DEMO.admin, DEMO.koach, DEMO.newKadet]) {
      expect((await call(platform, 'POST', '/auth/login', account)).status).toBe(401);
    }
    const cancelled = await waitForMail(dataDir, email, 'Cancelled: Career chat with Deleted Koach', seen, 60000);
    expect(icsMethod(cancelled.raw)).toBe('CANCEL');
    const coaches = await call(platform, 'GET', '/coaches?page=1&pageSize=50');
    expect(JSON.stringify(coaches.body)).not.toContain('demo-koach');
    // Run again, it finds none; a restart makes none again.
    if (mode === 'standalone') {
      await platform.stop();
      expect(removeDemo()).toMatch(/No demo accounts left/);
      await platform.start([]);
    } else {
      expect(removeDemo()).toMatch(/No demo accounts left/);
      await platform.stop(['users']);
      await platform.start(['users']);
    }
    for (const account of [DEMO.admin, DEMO.koach, DEMO.kadet]) {
      expect((await call(platform, 'POST', '/auth/login', account)).status).toBe(401);
    }
    expect(emlMailsTo(dataDir, email).filter((m) => m.subject.startsWith('Cancelled:'))).toHaveLength(1);
  }, 300000);
});
