import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Json, DEMO, call, login, newKadet } from '../support/accounts';
import { platformModes, startPlatform, usePlatform } from '../support/use-platform';
import { SCHEDULING_EMAIL, demoKoachFeed } from '../support/demo-koach-feed';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const FIL = { 'accept-language': 'fil-PH,fil;q=0.9,en;q=0.5' };
const EN = { 'accept-language': 'en-US,en;q=0.9' };

const PORTFOLIO = {
  title: 'Portfolio review',
  description: 'Your portfolio, page by page.',
  durationMinutes: 45,
  bufferBeforeMinutes: 0,
  bufferAfterMinutes: 15,
  questions: [{ label: 'A link to your portfolio', required: true, maxLength: 300 }],
  languages: ['Filipino', 'English'],
};

describe.each(await platformModes())('Koaches manage their trainings (%s)', (mode) => {
  let admin: Json;
  let koach: Json;
  let kadet: Json;
  let other: Json;
  const base = new Date(Math.floor(Date.now() / DAY) * DAY);
  const day3 = new Date(base.getTime() + 3 * DAY + HOUR);
  const day4 = new Date(base.getTime() + 4 * DAY + HOUR);
  const feedPath = join(mkdtempSync(join(tmpdir(), 'lakbay-trainings-')), 'calendar.ics');
  const env = { CALENDAR_ICS_URL: feedPath, SCHEDULING_EMAIL, CALENDAR_SYNC_MINUTES: '60', LOGIN_IP_MAX_FAILURES: '1000' };
  const p = usePlatform(() => {
    writeFileSync(feedPath, demoKoachFeed([day3, day4], { uid: 't' }));
    return startPlatform(mode, mode === 'distributed' ? { ...env, SEED_DEMO_DATA: 'true' } : env);
  });

  const as = (who: Json) => ({ token: who.sessionCookie as string });
  const mine = async () => (await call(p(), 'GET', '/my/trainings', undefined, as(koach))).body.trainings as Json[];
  const coachPage = async () => (await call(p(), 'GET', '/coaches/demo-koach')).body;
  const filipinoPage = () => call(p(), 'GET', '/coaches/demo-koach', undefined, { headers: FIL });
  const slotsOf = (training: string, day: Date) =>
    call(
      p(),
      'GET',
      `/coaches/demo-koach/availability?from=${new Date(day.getTime() - HOUR).toISOString()}&to=${new Date(day.getTime() + 5 * HOUR).toISOString()}&training=${training}`,
    );
  const book = (start: Date, trainingSlug = 'portfolio-review') =>
    call(
      p(),
      'POST',
      '/bookings',
      { coachSlug: 'demo-koach', trainingSlug, start: start.toISOString(), answers: { q1: 'https://example.ph/me' } },
      as(kadet),
    );

  beforeAll(async () => {
    admin = await login(p(), DEMO.admin);
    koach = await login(p(), DEMO.koach);
    kadet = await login(p(), DEMO.kadet);
    other = await newKadet(p(), `trainee_${mode.slice(0, 3)}_${Date.now().toString(36)}`);
    const sync = await call(p(), 'POST', '/admin/calendar-sync', undefined, as(admin));
    if (sync.body?.windows !== 2) {
      throw new Error(`the calendar sync read ${JSON.stringify(sync.body)}`);
    }
  }, 120000);

  it('lets only Koaches at /my/trainings and only admins at a Koach’s trainings', async () => {
    expect((await call(p(), 'GET', '/my/trainings', undefined, as(kadet))).status).toBe(403);
    const post = await call(p(), 'POST', '/my/trainings', PORTFOLIO, as(kadet));
    expect(post.status).toBe(403);
    expect(post.body).toMatchObject({ statusCode: 403, code: 'FORBIDDEN' });
    expect((await call(p(), 'GET', '/my/trainings')).status).toBe(401);
    expect((await call(p(), 'GET', `/admin/coaches/${koach.id}/trainings`, undefined, as(koach))).status).toBe(403);
    expect((await call(p(), 'PATCH', `/admin/coaches/${koach.id}/trainings/career-chat`, { title: 'Mine now' }, as(kadet))).status).toBe(
      403,
    );
    // An admin's view of someone who is not a Koach: nobody there.
    expect((await call(p(), 'GET', `/admin/coaches/${other.id}/trainings`, undefined, as(admin))).status).toBe(404);
  });

  it('starts from the defaults and refuses bad input with 400 in the error shape, changing nothing', async () => {
    const before = await mine();
    expect(before.map((t) => [t.slug, t.isDefault, t.retiredAt])).toEqual([
      ['career-chat', true, null],
      ['resume-review', true, null],
      ['mock-interview', true, null],
    ]);
    const bad = await call(p(), 'POST', '/my/trainings', { ...PORTFOLIO, title: 'ab', durationMinutes: 10, languages: [] }, as(koach));
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ statusCode: 400, code: 'VALIDATION_FAILED' });
    expect((bad.body.message as Json[]).map((m) => m.property as string).sort((a, b) => a.localeCompare(b))).toEqual([
      'durationMinutes',
      'languages',
      'title',
    ]);
    expect(bad.body.message.find((m: Json) => m.property === 'durationMinutes').constraints).toEqual([
      'Duration must be from 15 to 120 minutes.',
    ]);
    const badEdit = await call(p(), 'PATCH', '/my/trainings/career-chat', { bufferAfterMinutes: 90 }, as(koach));
    expect(badEdit.status).toBe(400);
    expect((await call(p(), 'PATCH', '/my/trainings/no-such-thing', { durationMinutes: 30 }, as(koach))).status).toBe(404);
    expect(await mine()).toEqual(before);
  });

  it('answers the default trainings in the reader’s language: whole in Filipino to a Filipino reader', async () => {
    const filipino = await filipinoPage();
    expect(filipino.status).toBe(200);
    expect(filipino.headers.get('content-language')).toBe('fil');
    expect(filipino.headers.get('vary')).toMatch(/accept-language/i);
    const chat = filipino.body.trainings.find((t: Json) => t.slug === 'career-chat');
    expect(chat).toMatchObject({ title: 'Career chat', language: 'fil', fallback: false });
    expect(chat.description).toMatch(/^Isang relaxed na unang kuwentuhan/);
    expect(chat.questions[0]).toMatchObject({ id: 'goals', label: 'Ano ang gusto mong makuha sa session na ito?', required: true });
    expect(filipino.body.trainings.every((t: Json) => t.language === 'fil' && t.fallback === false)).toBe(true);
    // An English reader on the same page (kept per language) reads the English.
    const english = await call(p(), 'GET', '/coaches/demo-koach', undefined, { headers: EN });
    expect(english.headers.get('content-language')).toBe('en');
    expect(english.body.trainings[0]).toMatchObject({ language: 'en', fallback: false });
    expect(english.body.trainings[0].questions[0].label).toBe('What would you like to get out of this session?');
    // The editor gets both, whatever the reader's language.
    const [managed] = (await call(p(), 'GET', '/my/trainings', undefined, { ...as(koach), headers: FIL })).body.trainings as Json[];
    expect(managed).toMatchObject({ title: 'Career chat', fil: { title: 'Career chat' }, language: 'en' });
    expect(managed.questions[0]).toMatchObject({
      label: 'What would you like to get out of this session?',
      fil: { label: 'Ano ang gusto mong makuha sa session na ito?' },
    });
  });

  let firstBooking: Json;

  it('creates a training once per Idempotency-Key; it is on the coach page and booked with its duration', async () => {
    const headers = { 'idempotency-key': `training-${mode}-${Date.now()}` };
    const [created, repeated] = await Promise.all([
      call(p(), 'POST', '/my/trainings', PORTFOLIO, { ...as(koach), headers }),
      call(p(), 'POST', '/my/trainings', PORTFOLIO, { ...as(koach), headers }),
    ]);
    expect(created.status).toBe(201);
    expect(repeated.status).toBe(201);
    expect(created.body).toMatchObject({
      slug: 'portfolio-review',
      durationMinutes: 45,
      languages: ['Filipino', 'English'],
      retiredAt: null,
    });
    expect(repeated.body).toEqual(created.body);
    // The defaults became the Koach's own, the new one after them.
    expect((await mine()).map((t) => [t.slug, t.isDefault])).toEqual([
      ['career-chat', false],
      ['resume-review', false],
      ['mock-interview', false],
      ['portfolio-review', false],
    ]);

    const page = await coachPage();
    expect(page.trainings.find((t: Json) => t.slug === 'portfolio-review')).toMatchObject({
      title: 'Portfolio review',
      languages: ['Filipino', 'English'],
    });
    const slots = await slotsOf('portfolio-review', day3);
    expect(slots.status).toBe(200);
    expect(Date.parse(slots.body.slots[0].end) - Date.parse(slots.body.slots[0].start)).toBe(45 * MINUTE);

    const booked = await book(day3);
    expect(booked.status).toBe(201);
    expect(booked.body.training).toEqual({ slug: 'portfolio-review', title: 'Portfolio review', durationMinutes: 45 });
    expect(Date.parse(booked.body.end) - Date.parse(booked.body.start)).toBe(45 * MINUTE);
    // The required question is asked.
    const unanswered = await call(
      p(),
      'POST',
      '/bookings',
      { coachSlug: 'demo-koach', trainingSlug: 'portfolio-review', start: day4.toISOString(), answers: {} },
      as(kadet),
    );
    expect(unanswered.status).toBe(400);
    firstBooking = booked.body;
  }, 60000);

  it('applies an edit to new bookings only; the booked session keeps its title and duration', async () => {
    const edited = await call(
      p(),
      'PATCH',
      '/my/trainings/portfolio-review',
      { title: 'Portfolio deep dive', durationMinutes: 60 },
      as(koach),
    );
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({
      slug: 'portfolio-review',
      title: 'Portfolio deep dive',
      durationMinutes: 60,
      bufferAfterMinutes: 15,
    });

    const kept = await call(p(), 'GET', `/bookings/${firstBooking.id}`, undefined, as(kadet));
    expect(kept.body.training).toEqual({ slug: 'portfolio-review', title: 'Portfolio review', durationMinutes: 45 });
    expect(kept.body.end).toBe(firstBooking.end);

    const page = await coachPage();
    expect(page.trainings.find((t: Json) => t.slug === 'portfolio-review')).toMatchObject({
      title: 'Portfolio deep dive',
      durationMinutes: 60,
    });
    const second = await book(day4);
    expect(second.status).toBe(201);
    expect(second.body.training).toEqual({ slug: 'portfolio-review', title: 'Portfolio deep dive', durationMinutes: 60 });
    expect(Date.parse(second.body.end) - Date.parse(second.body.start)).toBe(60 * MINUTE);
  }, 60000);

  it('takes Filipino texts from the editor and answers them back; a training without them falls back, said so', async () => {
    // Portfolio review was written in English only.
    const before = (await filipinoPage()).body.trainings.find((t: Json) => t.slug === 'portfolio-review');
    expect(before).toMatchObject({ title: 'Portfolio deep dive', language: 'en', fallback: true });
    expect(before.questions[0].label).toBe('A link to your portfolio');

    const [question] = (await mine()).find((t) => t.slug === 'portfolio-review').questions as Json[];
    const edited = await call(
      p(),
      'PATCH',
      '/my/trainings/portfolio-review',
      {
        fil: { title: 'Masusing pagsusuri ng portfolio', description: '  Pahina por pahina ang portfolio mo.  ' },
        questions: [{ ...question, fil: { label: 'Link ng portfolio mo' } }],
      },
      as(koach),
    );
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({
      title: 'Portfolio deep dive',
      fil: { title: 'Masusing pagsusuri ng portfolio', description: 'Pahina por pahina ang portfolio mo.' },
      questions: [{ id: question.id, label: 'A link to your portfolio', fil: { label: 'Link ng portfolio mo' } }],
    });
    // Round trip: the editor reads back what it wrote.
    expect((await mine()).find((t) => t.slug === 'portfolio-review')).toEqual(edited.body);

    const after = (await filipinoPage()).body.trainings.find((t: Json) => t.slug === 'portfolio-review');
    expect(after).toMatchObject({
      title: 'Masusing pagsusuri ng portfolio',
      description: 'Pahina por pahina ang portfolio mo.',
      language: 'fil',
      fallback: false,
    });
    expect(after.questions[0].label).toBe('Link ng portfolio mo');
    // English readers keep the English.
    expect((await coachPage()).trainings.find((t: Json) => t.slug === 'portfolio-review').title).toBe('Portfolio deep dive');

    // Filipino texts are checked as the English are: 400 in the error shape, in the reader's language, nothing changed.
    const invalid = await call(
      p(),
      'PATCH',
      '/my/trainings/portfolio-review',
      { fil: { title: 'ab' }, questions: [{ ...question, fil: { label: 'x'.repeat(201) } }] },
      as(koach),
    );
    expect(invalid.status).toBe(400);
    expect(invalid.body).toMatchObject({ statusCode: 400, code: 'VALIDATION_FAILED' });
    expect(invalid.body.message).toEqual([
      { property: 'fil.title', constraints: ['Title (Filipino) must be 3 to 80 characters.'] },
      { property: 'questions.0.fil.label', constraints: ['Question (Filipino) must be 1 to 200 characters.'] },
    ]);
    const inFilipino = await call(p(), 'POST', '/my/trainings', { ...PORTFOLIO, fil: { title: 'ab' } }, { ...as(koach), headers: FIL });
    expect(inFilipino.status).toBe(400);
    expect(inFilipino.body.message[0].constraints[0]).toMatch(/pamagat sa Filipino/);
    const notObject = await call(p(), 'POST', `/admin/coaches/${koach.id}/trainings`, { ...PORTFOLIO, fil: 'Portfolio' }, as(admin));
    expect(notObject.status).toBe(400);
    expect(notObject.body.message).toEqual([
      { property: 'fil', constraints: ['The Filipino version must be an object of the texts in Filipino.'] },
    ]);
    expect((await mine()).find((t) => t.slug === 'portfolio-review')).toEqual(edited.body);
  }, 60000);

  it('retires a training: no longer offered, its slots 404, its booked sessions stay and can move', async () => {
    const retired = await call(p(), 'POST', '/my/trainings/portfolio-review/retire', undefined, as(koach));
    expect(retired.status).toBe(200);
    expect(retired.body.retiredAt).toEqual(expect.any(String));

    expect((await coachPage()).trainings.map((t: Json) => t.slug)).toEqual(['career-chat', 'resume-review', 'mock-interview']);
    const slots = await slotsOf('portfolio-review', day3);
    expect(slots.status).toBe(404);
    expect((await book(new Date(day3.getTime() + 2 * HOUR))).status).toBe(404);

    const bookings = await call(p(), 'GET', '/my/bookings', undefined, as(kadet));
    const upcoming = bookings.body.upcoming.filter((b: Json) => b.training.slug === 'portfolio-review');
    expect(upcoming.map((b: Json) => b.training.title).sort()).toEqual(['Portfolio deep dive', 'Portfolio review']);
    // A booked session of a retired training can still be moved, in the shape it was booked in.
    const movable = await call(
      p(),
      'GET',
      `/coaches/demo-koach/availability?from=${day3.toISOString()}&to=${new Date(day3.getTime() + 4 * HOUR).toISOString()}&training=portfolio-review&booking=${firstBooking.id}`,
    );
    expect(movable.status).toBe(200);
    // Its own time is free to it: 45 minutes every half hour in the 4-hour window, the other booking far away.
    expect(movable.body.slots[0]).toEqual({ start: day3.toISOString(), end: new Date(day3.getTime() + 45 * MINUTE).toISOString() });
    expect(movable.body.slots).toHaveLength(7);
    const otherCoach = await call(
      p(),
      'GET',
      `/coaches/rhea-manalo/availability?from=${day3.toISOString()}&to=${new Date(day3.getTime() + 4 * HOUR).toISOString()}&booking=${firstBooking.id}`,
    );
    expect(otherCoach.status).toBe(404);
    const newStart = new Date(day3.getTime() + 2 * HOUR).toISOString();
    const moved = await call(p(), 'PATCH', `/bookings/${firstBooking.id}`, { start: newStart }, as(kadet));
    expect(moved.status).toBe(200);
    expect(moved.body.training).toEqual({ slug: 'portfolio-review', title: 'Portfolio review', durationMinutes: 45 });
    expect(Date.parse(moved.body.end) - Date.parse(newStart)).toBe(45 * MINUTE);

    const restored = await call(p(), 'POST', '/my/trainings/portfolio-review/restore', undefined, as(koach));
    expect(restored.body.retiredAt).toBeNull();
    expect((await slotsOf('portfolio-review', day3)).status).toBe(200);
  }, 60000);

  it('keeps the last active training', async () => {
    for (const slug of ['career-chat', 'resume-review', 'mock-interview']) {
      expect((await call(p(), 'POST', `/my/trainings/${slug}/retire`, undefined, as(koach))).status).toBe(200);
    }
    const last = await call(p(), 'POST', '/my/trainings/portfolio-review/retire', undefined, as(koach));
    expect(last.status).toBe(409);
    expect(last.body).toMatchObject({ statusCode: 409, code: 'SCHEDULING_LAST_TRAINING', message: expect.stringMatching(/last active/) });
    expect((await coachPage()).trainings.map((t: Json) => t.slug)).toEqual(['portfolio-review']);
    for (const slug of ['career-chat', 'resume-review', 'mock-interview']) {
      expect((await call(p(), 'POST', `/my/trainings/${slug}/restore`, undefined, as(koach))).status).toBe(200);
    }
  }, 60000);

  it("lets an admin manage a Koach's trainings", async () => {
    const list = await call(p(), 'GET', `/admin/coaches/${koach.id}/trainings`, undefined, as(admin));
    expect(list.status).toBe(200);
    expect(list.body.coach).toEqual({ id: koach.id, username: expect.any(String) });
    expect(list.body.trainings).toHaveLength(4);

    const edited = await call(p(), 'PATCH', `/admin/coaches/${koach.id}/trainings/career-chat`, { durationMinutes: 20 }, as(admin));
    expect(edited.status).toBe(200);
    expect((await mine()).find((t) => t.slug === 'career-chat').durationMinutes).toBe(20);
    const created = await call(p(), 'POST', `/admin/coaches/${koach.id}/trainings`, { ...PORTFOLIO, title: 'Résumé clinic' }, as(admin));
    expect(created.status).toBe(201);
    expect(created.body.slug).toBe('resume-clinic');
    expect((await coachPage()).trainings.map((t: Json) => t.slug)).toContain('resume-clinic');
    const retired = await call(p(), 'POST', `/admin/coaches/${koach.id}/trainings/resume-clinic/retire`, undefined, as(admin));
    expect(retired.status).toBe(200);
    const bad = await call(p(), 'PATCH', `/admin/coaches/${koach.id}/trainings/career-chat`, { durationMinutes: 500 }, as(admin));
    expect(bad.status).toBe(400);
    expect((await mine()).find((t) => t.slug === 'career-chat').durationMinutes).toBe(20);
  }, 60000);
});
