import { type Json, DEMO, call, enrolmentForm, login, signUp, uniqueEmail } from '../support/accounts';
import { useSharedPlatform } from '../support/shared-platform';
import { platformModes } from '../support/use-platform';

const DAY_MS = 24 * 3600_000;
/** A Manila day (YYYY-MM-DD) `days` from today. */
const day = (days: number) => new Date(Date.now() + 8 * 3600_000 + days * DAY_MS).toISOString().slice(0, 10);

const week = (n: number, dueDate: string) => ({
  title: `Week ${n}: field work`,
  brief: `Everything the group does in week ${n}.`,
  tasks: [`Interview a store owner (week ${n})`, 'Write down three insights'],
  deliverable: 'A one-page report',
  resources: [{ title: 'Guide', url: 'https://partner.example/guide' }],
  dueDate,
});

const challengeBody = (overrides: Record<string, unknown> = {}) => ({
  title: `Tindahan Insights ${Math.random().toString(36).slice(2, 7)}`,
  partnerName: 'Tindahan Tech Co. (test partner)',
  partnerLogoUrl: 'https://partner.example/logo.png',
  partnerWebsite: 'https://partner.example',
  category: 'marketing-branding',
  summary: 'Learn what sari-sari store owners need.',
  description: 'Two weeks of field work with neighbourhood stores, then a report the partner can use.',
  coverImageUrl: null,
  applicationDeadline: day(0),
  startDate: day(0),
  slots: 5,
  applicationTypes: ['INDIVIDUAL', 'GROUP'],
  minGroupSize: 2,
  maxGroupSize: 3,
  lateDays: 0,
  weeks: [week(1, day(6)), week(2, day(13))],
  ...overrides,
});

describe.each(await platformModes())('Challenge authoring (%s)', (mode) => {
  // The lane's shared platform (its settings include these suites' RPC_TIMEOUT_MS and sign-up limit):
  // the challenges it writes have titles of their own, and no other suite counts challenges.
  const p = useSharedPlatform(mode);
  let admin: string;

  beforeAll(async () => {
    admin = (await login(p(), DEMO.admin)).sessionCookie;
  }, 120000);

  // Writes are keyed, as the SPA sends them: the handler then runs inside the key's transaction.
  const asAdmin = (method: string, path: string, body?: unknown, headers: Record<string, string> = {}) =>
    call(p(), method, `/admin/virapp/challenges${path}`, body, {
      token: admin,
      headers: method === 'GET' ? headers : { 'idempotency-key': `authoring-${Math.random().toString(36).slice(2)}`, ...headers },
    });

  async function create(overrides: Record<string, unknown> = {}): Promise<Json> {
    const res = await asAdmin('POST', '', challengeBody(overrides));
    expect(res.status).toBe(201);
    return res.body;
  }

  describe('validation', () => {
    it('refuses missing fields, dates out of order and group sizes with a 400 naming each field, in English and Filipino, and creates nothing', async () => {
      const before = (await asAdmin('GET', '')).body.length;
      const missing = await asAdmin('POST', '', { ...challengeBody(), title: '', weeks: [] });
      expect(missing.status).toBe(400);
      expect(missing.body.code).toBe('VALIDATION_FAILED');
      expect(missing.body.message).toEqual(
        expect.arrayContaining([
          { property: 'title', constraints: ['Title must be 2 to 150 characters.'] },
          { property: 'weeks', constraints: ['Give the challenge at least one week.'] },
        ]),
      );

      const noTasks = await asAdmin('POST', '', challengeBody({ weeks: [{ ...week(1, day(6)), tasks: [] }], slots: 0 }));
      expect(noTasks.status).toBe(400);
      expect(noTasks.body.message).toEqual(
        expect.arrayContaining([
          { property: 'slots', constraints: ['Seats must be at least 1.'] },
          { property: 'weeks.0.tasks', constraints: ['Give each week at least one task.'] },
        ]),
      );

      const order = challengeBody({
        applicationDeadline: day(3),
        startDate: day(2),
        weeks: [week(1, day(1)), week(2, day(9)), week(3, day(9))],
        minGroupSize: 4,
        maxGroupSize: 3,
      });
      const english = await asAdmin('POST', '', order);
      expect(english.status).toBe(400);
      expect(english.body.message).toEqual([
        { property: 'applicationDeadline', constraints: ['The enrolment deadline must be on or before the start date.'] },
        { property: 'weeks.0.dueDate', constraints: ['Week 1 must be due on or after the start date.'] },
        { property: 'weeks.2.dueDate', constraints: ['Week 3 must be due after week 2.'] },
        { property: 'minGroupSize', constraints: ['The minimum group size must not be more than the maximum.'] },
      ]);
      const filipino = await asAdmin('POST', '', order, { 'accept-language': 'fil' });
      expect(filipino.status).toBe(400);
      expect(filipino.body.message).toEqual([
        { property: 'applicationDeadline', constraints: ['Dapat sa o bago ang petsa ng simula ang deadline ng enrolment.'] },
        { property: 'weeks.0.dueDate', constraints: ['Dapat sa o pagkatapos ng petsa ng simula ang due date ng week 1.'] },
        { property: 'weeks.2.dueDate', constraints: ['Dapat mas huli ang due date ng week 3 kaysa sa week 2.'] },
        { property: 'minGroupSize', constraints: ['Hindi dapat lumampas sa pinakamalaki ang pinakamaliit na bilang ng grupo.'] },
      ]);

      // Pages show https images only (their Content-Security-Policy).
      const insecure = await asAdmin('POST', '', challengeBody({ partnerLogoUrl: 'http://partner.example/logo.png' }));
      expect(insecure.status).toBe(400);
      expect(insecure.body.message).toEqual([
        { property: 'partnerLogoUrl', constraints: ['Partner logo must be a web address starting with https://.'] },
      ]);

      const unreal = await asAdmin('POST', '', challengeBody({ startDate: '2027-02-30' }));
      expect(unreal.status).toBe(400);
      expect(unreal.body.message).toEqual(
        expect.arrayContaining([{ property: 'startDate', constraints: ['Start date is not a real date.'] }]),
      );

      expect((await asAdmin('GET', '')).body.length).toBe(before);
    });

    it('is for admins only', async () => {
      const kadet = await signUp(p(), { email: uniqueEmail('author'), password: 'kalamansi-jeepney-42' });
      expect((await call(p(), 'GET', '/admin/virapp/challenges', undefined, { token: kadet.sessionCookie })).status).toBe(403);
      expect((await call(p(), 'POST', '/admin/virapp/challenges', challengeBody(), { token: kadet.sessionCookie })).status).toBe(403);
      expect((await call(p(), 'POST', '/admin/virapp/challenges', challengeBody())).status).toBe(401);
    });
  });

  describe('drafts and publishing', () => {
    it('keeps a draft from Kadets, previews it for admins, and publishes it once', async () => {
      const draft = await create();
      const id = draft.challenge.id;
      expect(draft.challenge).toMatchObject({ status: 'DRAFT', weeks: 2, endDate: day(13), minGroupSize: 2, maxGroupSize: 3 });
      expect(draft.challenge.weekList[0]).toMatchObject({
        number: 1,
        tasks: [expect.stringContaining('Interview'), expect.any(String)],
        opensOn: day(0),
      });
      expect(draft.challenge.partner).toEqual({
        name: 'Tindahan Tech Co. (test partner)',
        logoUrl: 'https://partner.example/logo.png',
        website: 'https://partner.example',
      });
      expect(draft.publishedAt).toBeNull();

      expect((await call(p(), 'GET', `/virapp/challenges/${id}`)).status).toBe(404);
      expect((await call(p(), 'GET', '/virapp/challenges')).body.map((c: Json) => c.id)).not.toContain(id);
      const listed = (await asAdmin('GET', '')).body.find((c: Json) => c.id === id);
      expect(listed).toMatchObject({ status: 'DRAFT', groups: 0, publishedAt: null });
      const preview = await asAdmin('GET', `/${id}`);
      expect(preview.status).toBe(200);
      // Written in English only: no Filipino version, the challenge's or a week's (issue 29).
      const written = challengeBody();
      expect(preview.body.input).toEqual({
        ...written,
        title: draft.input.title,
        applicationTypes: ['GROUP', 'INDIVIDUAL'],
        fil: null,
        weeks: written.weeks.map((w) => ({ ...w, fil: null })),
      });

      const published = await asAdmin('POST', `/${id}/publish`);
      expect(published.status).toBe(200);
      // It starts today: published straight into RUNNING, enrolment open until the deadline (today).
      expect(published.body.challenge).toMatchObject({ status: 'RUNNING', enrollable: true });
      expect(published.body.publishedAt).toEqual(expect.any(String));
      const page = await call(p(), 'GET', `/virapp/challenges/${id}`);
      expect(page.status).toBe(200);
      expect(page.body).toMatchObject({ title: draft.input.title, weeks: 2 });
      expect(page.body.weekList[1].tasks).toHaveLength(2);

      const again = await asAdmin('POST', `/${id}/publish`);
      expect(again.status).toBe(409);
      expect(again.body).toMatchObject({ code: 'CONFLICT', message: 'This challenge is already published.' });
      expect((await asAdmin('GET', `/nope`)).status).toBe(404);
    });

    it('publishes a future challenge as OPEN and refuses one whose deadline has passed', async () => {
      const later = await create({ applicationDeadline: day(2), startDate: day(5), weeks: [week(1, day(11))] });
      expect((await asAdmin('POST', `/${later.challenge.id}/publish`)).body.challenge.status).toBe('OPEN');

      const late = await create({ applicationDeadline: day(-1), startDate: day(5), weeks: [week(1, day(11))] });
      const refused = await asAdmin('POST', `/${late.challenge.id}/publish`);
      expect(refused.status).toBe(400);
      expect(refused.body.message).toEqual([
        { property: 'applicationDeadline', constraints: ['The enrolment deadline has passed: move it to today or later, then publish.'] },
      ]);
      expect((await asAdmin('GET', `/${late.challenge.id}`)).body.challenge.status).toBe('DRAFT');
    });
  });

  describe('edit locks', () => {
    it('lets a draft change freely, and a running challenge only in ways that keep its enrolled groups whole', async () => {
      const draft = await create();
      const id = draft.challenge.id;
      const edited = await asAdmin('PUT', `/${id}`, { ...draft.input, weeks: [week(1, day(3))], slots: 1, title: 'Renamed draft' });
      expect(edited.status).toBe(200);
      expect(edited.body.challenge).toMatchObject({ title: 'Renamed draft', weeks: 1, endDate: day(3), slots: 1 });
      expect((await asAdmin('PUT', `/${id}`, draft.input)).status).toBe(200);
      await asAdmin('POST', `/${id}/publish`);

      // A group of two (the leader and an invitee who joins) and an individual, approved; the group hands in week 1.
      const leader = await signUp(p(), { email: uniqueEmail('leader'), password: 'kalamansi-jeepney-42' });
      const few = await call(p(), 'POST', `/users/${leader.id}/challengesNew/${id}`, enrolmentForm({ applicationType: 'GROUP' }), {
        token: leader.sessionCookie,
      });
      expect(few.status).toBe(400);
      expect(few.body.message).toEqual([
        { property: 'groupEmails', constraints: ['A group in this challenge has at least 2 people: invite at least 1.'] },
      ]);
      const mateEmail = uniqueEmail('mate');
      const enrolled = await call(
        p(),
        'POST',
        `/users/${leader.id}/challengesNew/${id}`,
        enrolmentForm({ applicationType: 'GROUP', groupEmails: [mateEmail] }),
        {
          token: leader.sessionCookie,
        },
      );
      expect(enrolled.status).toBe(201);
      const mate = await signUp(p(), { email: mateEmail, password: 'kalamansi-jeepney-42' });
      const invites = await call(p(), 'GET', `/users/${mate.id}/challengesNew/${id}/invites`, undefined, { token: mate.sessionCookie });
      const accepted = await call(
        p(),
        'PATCH',
        `/users/${mate.id}/challengesNew/${id}/groups/${enrolled.body.groupId}/invites/${invites.body[0].id}`,
        { action: 'ACCEPT' },
        { token: mate.sessionCookie },
      );
      expect(accepted.status).toBe(200);
      const solo = await signUp(p(), { email: uniqueEmail('solo'), password: 'kalamansi-jeepney-42' });
      const soloGroup = await call(p(), 'POST', `/users/${solo.id}/challengesNew/${id}`, enrolmentForm(), {
        token: solo.sessionCookie,
      });
      for (const groupId of [enrolled.body.groupId, soloGroup.body.groupId]) {
        expect((await call(p(), 'PATCH', `/admin/virapp/applications/${groupId}`, { action: 'APPROVE' }, { token: admin })).status).toBe(
          200,
        );
      }
      const form = new FormData();
      form.append('links', JSON.stringify(['https://example.ph/report']));
      form.append('notes', 'Week 1.');
      const weekOne = draft.challenge.weekList[0].id as string;
      const handIn = await call(p(), 'PATCH', `/users/${leader.id}/challengesNew/${id}/weeks/1/submissions`, form, {
        token: leader.sessionCookie,
      });
      expect(handIn.status).toBe(200);

      const view = (await asAdmin('GET', `/${id}`)).body;
      expect(view.groups).toBe(2);
      expect(view.locks).toMatchObject({
        published: true,
        startDate: true,
        keptWeeks: [1],
        earliestDueDate: day(0),
        minSlots: 3,
        maxGroupSizeAtLeast: 2,
        minGroupSizeAtMost: 2,
        applicationTypes: ['GROUP', 'INDIVIDUAL'],
      });

      const input = view.input;
      const locked = await asAdmin('PUT', `/${id}`, {
        ...input,
        startDate: day(-1),
        applicationDeadline: day(-1),
        slots: 2,
        maxGroupSize: 1,
        minGroupSize: 1,
        applicationTypes: ['INDIVIDUAL'],
        weeks: [],
      });
      // The body is checked first: no week at all is a 400 before any lock.
      expect(locked.status).toBe(400);
      const broken = await asAdmin('PUT', `/${id}`, {
        ...input,
        startDate: day(-1),
        applicationDeadline: day(-1),
        slots: 2,
        minGroupSize: 3,
      });
      expect(broken.status).toBe(409);
      expect(broken.body.code).toBe('APPRENTICESHIP_CHALLENGE_LOCKED');
      expect(broken.body.message).toEqual([
        { property: 'startDate', constraints: [`Week 1 has opened: the start date stays ${day(0)}.`] },
        { property: 'slots', constraints: ['3 seats are taken: seats cannot go below that.'] },
        { property: 'minGroupSize', constraints: ['An enrolled group has 2 members: the minimum group size cannot go above that.'] },
      ]);
      const tooSmall = await asAdmin('PUT', `/${id}`, { ...input, minGroupSize: 1, maxGroupSize: 1, applicationTypes: ['INDIVIDUAL'] });
      expect(tooSmall.status).toBe(409);
      expect(tooSmall.body.message).toEqual([
        { property: 'maxGroupSize', constraints: ['An enrolled group has 2 members: the maximum group size cannot go below that.'] },
        { property: 'applicationTypes', constraints: ['Enrolled groups applied as GROUP: it stays allowed.'] },
      ]);
      const filipino = await asAdmin('PUT', `/${id}`, { ...input, slots: 2 }, { 'accept-language': 'fil' });
      expect(filipino.status).toBe(409);
      expect(filipino.body.message).toEqual([
        { property: 'slots', constraints: ['May 3 upuang nakuha na: hindi puwedeng bumaba roon ang bilang ng upuan.'] },
      ]);
      // Week 1 has a hand-in: a one-week edit keeps it, so removing week 2 (not due, no hand-ins) is allowed.
      const oneWeek = await asAdmin('PUT', `/${id}`, { ...input, weeks: [input.weeks[0]] });
      expect(oneWeek.status).toBe(200);
      expect(oneWeek.body.challenge.weekList.map((w: Json) => w.id)).toEqual([weekOne]);
      // A week added back, due a week from today; week 1 ends today (today is not in the past).
      const later = await asAdmin('PUT', `/${id}`, { ...input, weeks: [{ ...input.weeks[0], dueDate: day(0) }, week(2, day(7))] });
      expect(later.status).toBe(200);

      // Nothing changed by the refused edits: the Kadets' page shows the accepted one.
      const page = await call(p(), 'GET', `/virapp/challenges/${id}`);
      expect(page.body).toMatchObject({ startDate: day(0), slots: 5, minGroupSize: 2, maxGroupSize: 3, weeks: 2, endDate: day(7) });
      expect(page.body.weekList[0]).toMatchObject({ id: weekOne, dueDate: day(0) });
    });

    it('keeps a due week and its due date, and moves no week into the past (distributed: dates moved in the database)', async () => {
      const sql = p().sql;
      if (!sql) {
        // Standalone keeps its database in-process: rules/authoring.spec.ts covers these locks.
        return;
      }
      const draft = await create({ weeks: [week(1, day(1)), week(2, day(8))] });
      const id = draft.challenge.id;
      await asAdmin('POST', `/${id}/publish`);
      const kadet = await signUp(p(), { email: uniqueEmail('due'), password: 'kalamansi-jeepney-42' });
      const enrolled = await call(p(), 'POST', `/users/${kadet.id}/challengesNew/${id}`, enrolmentForm(), {
        token: kadet.sessionCookie,
      });
      expect(enrolled.status).toBe(201);
      // Three days on: week 1 was due the day before yesterday.
      sql(
        `update "apprenticeship"."challenge" set "start_date" = '${day(-3)}', "application_deadline" = '${day(-3)}', "end_date" = '${day(5)}' where "id" = '${id}'`,
      );
      sql(`update "apprenticeship"."week" set "due_date" = '${day(-2)}' where "challenge_id" = '${id}' and "number" = 1`);
      sql(`update "apprenticeship"."week" set "due_date" = '${day(5)}' where "challenge_id" = '${id}' and "number" = 2`);
      const view = (await asAdmin('GET', `/${id}`)).body;
      expect(view.locks).toMatchObject({ keptWeeks: [1], fixedDueDates: [1], earliestDueDate: day(0), startDate: true });
      const [first, second] = view.input.weeks;

      const redated = await asAdmin('PUT', `/${id}`, { ...view.input, weeks: [{ ...first, dueDate: day(-1) }, second] });
      expect(redated.status).toBe(409);
      expect(redated.body.message).toEqual([
        { property: 'weeks.0.dueDate', constraints: [`Week 1 is already due: its due date stays ${day(-2)}.`] },
      ]);
      const intoThePast = await asAdmin('PUT', `/${id}`, { ...view.input, weeks: [first, { ...second, dueDate: day(-1) }] });
      expect(intoThePast.status).toBe(409);
      expect(intoThePast.body.message).toEqual([
        { property: 'weeks.1.dueDate', constraints: ['Week 2 cannot be moved to a day that has passed: groups are enrolled.'] },
      ]);
      const later = await asAdmin('PUT', `/${id}`, { ...view.input, weeks: [first, { ...second, dueDate: day(10) }] });
      expect(later.status).toBe(200);
      expect(later.body.challenge).toMatchObject({ endDate: day(10), startDate: day(-3) });
    });
  });
});
