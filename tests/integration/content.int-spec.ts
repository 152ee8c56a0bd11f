import { type CallOptions, DEMO, type Json, call, login as logIn } from '../support/accounts';
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import type { RunningPlatform } from '../support/platform';
import { type PlatformMode, platformModes, startPlatform, usePlatform } from '../support/use-platform';
import { eventually } from '../support/eventually';

const ADMIN = DEMO.admin;
const KADET = DEMO.kadet;
const KOACH = DEMO.koach;

/** The shared call(), with the body among the options. */
function api(platform: RunningPlatform, method: string, path: string, { body, ...options }: CallOptions & { body?: unknown } = {}) {
  return call(platform, method, path, body, options);
}

async function login(platform: RunningPlatform, account: { email: string; password: string }): Promise<string> {
  const user: { sessionCookie: string } = await logIn(platform, account);
  return user.sessionCookie;
}

let counter = 0;
const unique = (text: string) => `${text} ${Date.now().toString(36)}${++counter}`;

function careerInput(title: string, extra: Record<string, unknown> = {}) {
  return {
    title,
    category: 'research',
    summary: 'Studies how coral reefs in the Visayas recover after typhoons.',
    dayInTheLife: 'Dives in the morning, data in the afternoon.',
    keyTasks: ['Survey reefs', 'Analyse samples'],
    skills: { hard: ['Scuba diving', 'Statistics'], soft: ['Patience'] },
    education: { shsStrands: ['STEM'], collegeCourses: ['BS Marine Biology'], tesdaCertificates: [] },
    salary: { entryMin: 25000, entryMax: 32000, experiencedMin: 45000, experiencedMax: 70000, year: 2024, source: 'Test source' },
    outlook: 'Growing with climate adaptation work.',
    published: true,
    ...extra,
  };
}

function inDays(days: number, hour = 10): string {
  const date = new Date(Date.now() + days * 24 * 3600 * 1000);
  date.setUTCHours(hour, 0, 0, 0);
  return date.toISOString();
}

function describeContent(mode: PlatformMode) {
  describe(`content service through the BFF (${mode})`, () => {
    const p = usePlatform(() => startPlatform(mode));
    let admin = '';
    let kadet = '';
    let koach = '';

    beforeAll(async () => {
      [admin, kadet, koach] = await Promise.all([login(p(), ADMIN), login(p(), KADET), login(p(), KOACH)]);
    }, 60000);

    describe('the seed catalogue', () => {
      it('lists at least 40 published careers in all 11 categories, paged by title', async () => {
        const all = await api(p(), 'GET', '/careers?pageSize=50');
        expect(all.status).toBe(200);
        expect(all.body.total).toBeGreaterThanOrEqual(40);
        expect(all.body.items).toHaveLength(Math.min(50, all.body.total));
        const titles = all.body.items.map((c: Json) => c.title);
        const lower = (t: string) => t.toLowerCase();
        expect(titles).toEqual([...titles].sort((a: string, b: string) => (lower(a) < lower(b) ? -1 : lower(a) > lower(b) ? 1 : 0)));
        const second = await api(p(), 'GET', '/careers?page=2&pageSize=10');
        expect(second.body).toMatchObject({ page: 2, pageSize: 10 });
        expect(second.body.items.map((c: Json) => c.title)).toEqual(titles.slice(10, 20));
        const categories = await api(p(), 'GET', '/career-categories');
        expect(categories.body).toHaveLength(11);
        expect(categories.body.every((c: Json) => c.count >= 3 && /^#[0-9A-F]{6}$/.test(c.colour))).toBe(true);
      });

      it('filters careers by category and by words in the title or summary', async () => {
        const data = await api(p(), 'GET', '/careers?category=data&pageSize=50');
        expect(data.body.total).toBeGreaterThanOrEqual(3);
        expect(data.body.items.every((c: Json) => c.category === 'data')).toBe(true);
        const words = await api(p(), 'GET', `/careers?q=${encodeURIComponent('DATA analyst')}`);
        expect(words.body.items.map((c: Json) => c.slug)).toContain('data-analyst');
        expect(words.body.items.every((c: Json) => /data/i.test(`${c.title} ${c.summary}`))).toBe(true);
        const none = await api(p(), 'GET', '/careers?q=zzqx%25');
        expect(none.body).toMatchObject({ items: [], total: 0 });
      });

      it('understands Filipino and Taglish words for careers in the list filter, as search does', async () => {
        const nars = await api(p(), 'GET', '/careers?q=nars&pageSize=50');
        expect(nars.body.items.map((c: Json) => c.slug)).toContain('registered-nurse');
        expect(nars.body.items.every((c: Json) => /nurs|nars/i.test(`${c.title} ${c.summary}`))).toBe(true);
        const guro = await api(p(), 'GET', `/careers?q=${encodeURIComponent('Guro')}&pageSize=50`);
        expect(guro.body.items.map((c: Json) => c.slug)).toEqual(
          expect.arrayContaining(['public-school-teacher', 'special-education-teacher']),
        );
        // Words that are not synonyms still narrow the list: every word must match.
        const narrowed = await api(p(), 'GET', `/careers?q=${encodeURIComponent('guro zzqx')}`);
        expect(narrowed.body).toMatchObject({ items: [], total: 0 });
      });

      it('answers bad list parameters with 400 in the error shape', async () => {
        const tooBig = await api(p(), 'GET', '/careers?pageSize=51');
        expect(tooBig.status).toBe(400);
        expect(tooBig.body).toEqual({
          statusCode: 400,
          code: 'VALIDATION_FAILED',
          message: [{ property: 'pageSize', constraints: ['Page size must be 50 or less.'] }],
        });
        expect((await api(p(), 'GET', '/careers?category=cooking')).status).toBe(400);
        expect((await api(p(), 'GET', '/jobs?workType=SPACE')).status).toBe(400);
        expect((await api(p(), 'GET', '/events?when=someday')).status).toBe(400);
      });

      it('shows a career with salary in pesos, education paths, related careers and videos', async () => {
        const { status, body } = await api(p(), 'GET', '/careers/data-analyst');
        expect(status).toBe(200);
        expect(body.salary).toMatchObject({ year: expect.any(Number), source: expect.stringMatching(/\w+/) });
        expect(body.salary.entryMin).toBeLessThanOrEqual(body.salary.entryMax);
        expect(body.education.shsStrands).toContain('STEM');
        expect(body.relatedCareers.length).toBeGreaterThan(0);
        expect(body.relatedCareers[0]).toEqual(expect.objectContaining({ slug: expect.any(String), title: expect.any(String) }));
        expect(body.relatedVideos.length).toBeGreaterThan(0);
        expect(body.relatedVideos[0].embedUrl).toMatch(/^https:\/\/www\.youtube-nocookie\.com\/embed\/[\w-]{11}$/);
        expect((await api(p(), 'GET', '/careers/no-such-career')).status).toBe(404);
      });

      it('lists videos by category and FAQs with the add-availability instructions', async () => {
        const videos = await api(p(), 'GET', '/videos?category=data&pageSize=50');
        expect(videos.body.total).toBeGreaterThan(0);
        expect(videos.body.items.every((v: Json) => v.categories.includes('data') && /^\d{4}-\d{2}-\d{2}$/.test(v.publishedOn))).toBe(true);
        const all = await api(p(), 'GET', '/videos?pageSize=50');
        expect(all.body.total).toBeGreaterThanOrEqual(20);
        const faq = await api(p(), 'GET', '/faqs/add-availability');
        expect(faq.status).toBe(200);
        expect(faq.body.answer).toMatch(/"coaching" or "session"/);
        expect((await api(p(), 'GET', '/faqs')).body.length).toBeGreaterThanOrEqual(10);
        expect((await api(p(), 'GET', '/coaching-resources')).body.length).toBeGreaterThanOrEqual(5);
      });

      it('lists upcoming events soonest first and past ones latest first', async () => {
        const upcoming = await api(p(), 'GET', '/events');
        const past = await api(p(), 'GET', '/events?when=past');
        expect(upcoming.body.total).toBeGreaterThanOrEqual(4);
        expect(past.body.total).toBeGreaterThanOrEqual(2);
        const starts = upcoming.body.items.map((e: Json) => e.startAt);
        expect(starts).toEqual([...starts].sort((a: string, b: string) => a.localeCompare(b)));
        expect(upcoming.body.items.every((e: Json) => new Date(e.endAt).getTime() > Date.now())).toBe(true);
        expect(past.body.items.every((e: Json) => new Date(e.endAt).getTime() <= Date.now() && !e.registrationOpen)).toBe(true);
      });
    });

    describe('jobs', () => {
      it('hides jobs past their deadline from the list, and marks them expired on their own page', async () => {
        const created = await api(p(), 'POST', '/admin/jobs', {
          token: admin,
          body: {
            title: unique('Closed Role'),
            company: 'Test Company',
            location: 'Davao City',
            workType: 'REMOTE',
            employmentType: 'FULL_TIME',
            category: 'data',
            description: 'A job whose deadline has passed.',
            applyUrl: 'https://jobs.example.com/closed',
            postedAt: inDays(-10),
            deadline: inDays(-1),
            published: true,
          },
        });
        expect(created.status).toBe(201);
        expect(created.body.expired).toBe(true);
        const list = await api(p(), 'GET', '/jobs?pageSize=50');
        expect(list.body.total).toBeGreaterThanOrEqual(20);
        expect(list.body.items.some((j: Json) => j.id === created.body.id)).toBe(false);
        expect(list.body.items.every((j: Json) => !j.expired && (j.deadline === null || new Date(j.deadline).getTime() > Date.now()))).toBe(
          true,
        );
        const detail = await api(p(), 'GET', `/jobs/${created.body.id}`);
        expect(detail.body).toMatchObject({ id: created.body.id, expired: true });
        // Moving the deadline forward brings it back.
        await api(p(), 'PATCH', `/admin/jobs/${created.body.id}`, { token: admin, body: { deadline: inDays(5) } });
        const again = await api(p(), 'GET', '/jobs?workType=REMOTE&category=data&pageSize=50');
        expect(again.body.items.map((j: Json) => j.id)).toContain(created.body.id);
        expect(again.body.items.every((j: Json) => j.workType === 'REMOTE' && j.category === 'data')).toBe(true);
      });

      it('filters jobs by location and answers 404 for unknown or malformed ids', async () => {
        const cebu = await api(p(), 'GET', '/jobs?location=cebu&pageSize=50');
        expect(cebu.body.total).toBeGreaterThan(0);
        expect(cebu.body.items.every((j: Json) => /cebu/i.test(j.location))).toBe(true);
        expect((await api(p(), 'GET', '/jobs/00000000-0000-4000-8000-000000000000')).status).toBe(404);
        expect((await api(p(), 'GET', '/jobs/not-an-id')).status).toBe(404);
      });
    });

    describe('caching', () => {
      it('answers 304 to a matching If-None-Match, and a new ETag after an admin edit', async () => {
        const first = await api(p(), 'GET', '/careers?category=research');
        const etag = first.headers.get('etag');
        expect(etag).toMatch(/^"[\w-]+"$/);
        expect(first.headers.get('cache-control')).toMatch(/public/);
        const again = await api(p(), 'GET', '/careers?category=research', { headers: { 'if-none-match': etag as string } });
        expect(again.status).toBe(304);
        expect(again.body).toBeUndefined();
        expect(again.headers.get('etag')).toBe(etag);
        const created = await api(p(), 'POST', '/admin/careers', { token: admin, body: careerInput(unique('Reef Ecologist')) });
        expect(created.status).toBe(201);
        const after = await api(p(), 'GET', '/careers?category=research', { headers: { 'if-none-match': etag as string } });
        expect(after.status).toBe(200);
        expect(after.headers.get('etag')).not.toBe(etag);
        expect(after.body.items.map((c: Json) => c.id)).toContain(created.body.id);
      });

      it('revalidates events every time and still answers 304 when nothing changed', async () => {
        const first = await api(p(), 'GET', '/events');
        expect(first.headers.get('cache-control')).toBe('public, no-cache');
        const again = await api(p(), 'GET', '/events', { headers: { 'if-none-match': first.headers.get('etag') as string } });
        expect(again.status).toBe(304);
        const detail = await api(p(), 'GET', `/events/${first.body.items[0].id}`);
        const detailAgain = await api(p(), 'GET', `/events/${first.body.items[0].id}`, {
          headers: { 'if-none-match': detail.headers.get('etag') as string },
        });
        expect(detailAgain.status).toBe(304);
      });
    });

    describe('event registration', () => {
      async function newEvent(extra: Record<string, unknown>) {
        const { status, body } = await api(p(), 'POST', '/admin/events', {
          token: admin,
          body: {
            title: unique('Workshop'),
            description: 'A test event.',
            startAt: inDays(10),
            endAt: inDays(10, 12),
            format: 'ONLINE',
            onlineUrl: 'https://meet.example.com/x',
            published: true,
            ...extra,
          },
        });
        expect(status).toBe(201);
        return body.id as string;
      }

      it('gives seats until full, then the waitlist, and promotes the first in line when someone cancels', async () => {
        const id = await newEvent({ capacity: 1 });
        const first = await api(p(), 'POST', `/events/${id}/registration`, { token: kadet, body: {} });
        expect(first.body).toMatchObject({ status: 'APPROVED', statusLabel: 'Approved', waitlistPosition: null });
        const second = await api(p(), 'POST', `/events/${id}/registration`, { token: koach, body: {} });
        expect(second.body).toMatchObject({ status: 'WAITLISTED', waitlistPosition: 1 });
        const third = await api(p(), 'POST', `/events/${id}/registration`, { token: admin, body: {} });
        expect(third.body).toMatchObject({ status: 'WAITLISTED', waitlistPosition: 2 });
        // Registering again changes nothing.
        expect((await api(p(), 'POST', `/events/${id}/registration`, { token: koach, body: {} })).body.id).toBe(second.body.id);
        expect((await api(p(), 'GET', `/events/${id}`)).body).toMatchObject({ seatsTaken: 1, seatsLeft: 0, waitlisted: 2 });

        const cancelled = await api(p(), 'DELETE', `/events/${id}/registration`, { token: kadet });
        expect(cancelled.body.status).toBe('DROPPED_OUT');
        expect((await api(p(), 'GET', `/events/${id}/registration`, { token: koach })).body.registration).toMatchObject({
          status: 'APPROVED',
        });
        expect((await api(p(), 'GET', `/events/${id}/registration`, { token: admin })).body.registration).toMatchObject({
          status: 'WAITLISTED',
          waitlistPosition: 1,
        });
        // Coming back after dropping out puts the Kadet at the back of the line.
        const back = await api(p(), 'POST', `/events/${id}/registration`, { token: kadet, body: {} });
        expect(back.body).toMatchObject({ status: 'WAITLISTED', waitlistPosition: 2 });
        const mine = await api(p(), 'GET', '/my/event-registrations', { token: kadet });
        expect(mine.body.find((r: Json) => r.eventId === id)).toMatchObject({ status: 'WAITLISTED', event: { id } });
      });

      it('never gives more seats than the capacity when many register at once', async () => {
        const id = await newEvent({ capacity: 1 });
        const answers = await Promise.all(
          [kadet, koach, admin].map((token) => api(p(), 'POST', `/events/${id}/registration`, { token, body: {} })),
        );
        expect(answers.map((a) => a.body.status as string).sort((a, b) => a.localeCompare(b))).toEqual([
          'APPROVED',
          'WAITLISTED',
          'WAITLISTED',
        ]);
      });

      it('puts registrations for approval events in "Pending approval" until an admin decides', async () => {
        const id = await newEvent({ capacity: 5, needsApproval: true });
        const applied = await api(p(), 'POST', `/events/${id}/registration`, { token: kadet, body: {} });
        expect(applied.body).toMatchObject({ status: 'APPLIED', statusLabel: 'Pending approval' });
        const rejectedOne = await api(p(), 'POST', `/events/${id}/registration`, { token: koach, body: {} });
        const list = await api(p(), 'GET', `/admin/events/${id}/registrations?status=APPLIED`, { token: admin });
        expect(list.body.total).toBe(2);
        expect(list.body.items.map((r: Json) => r.userEmail).sort()).toEqual([KADET.email, KOACH.email]);
        const approved = await api(p(), 'PATCH', `/admin/events/${id}/registrations/${applied.body.id}`, {
          token: admin,
          body: { action: 'APPROVE' },
        });
        expect(approved.body).toMatchObject({ status: 'APPROVED', userEmail: KADET.email });
        await api(p(), 'PATCH', `/admin/events/${id}/registrations/${rejectedOne.body.id}`, { token: admin, body: { action: 'REJECT' } });
        const again = await api(p(), 'POST', `/events/${id}/registration`, { token: koach, body: {} });
        expect(again.status).toBe(409);
        expect(again.body.code).toBe('CONFLICT');
        const early = await api(p(), 'PATCH', `/admin/events/${id}/registrations/${applied.body.id}`, {
          token: admin,
          body: { action: 'COMPLETE' },
        });
        expect(early.status).toBe(409);
        const bad = await api(p(), 'PATCH', `/admin/events/${id}/registrations/${applied.body.id}`, {
          token: admin,
          body: { action: 'PROMOTE' },
        });
        expect(bad.status).toBe(400);
      });

      it('refuses registration after it closes and asks visitors to log in', async () => {
        const closed = await newEvent({ registrationCloseAt: inDays(-1) });
        const late = await api(p(), 'POST', `/events/${closed}/registration`, { token: kadet, body: {} });
        expect(late.status).toBe(409);
        expect(late.body.message).toBe('Registration for this event is closed.');
        expect((await api(p(), 'POST', `/events/${closed}/registration`, { body: {} })).status).toBe(401);
        expect((await api(p(), 'DELETE', `/events/${closed}/registration`, { token: koach })).status).toBe(404);
        expect((await api(p(), 'GET', `/events/${closed}/registration`, { token: koach })).body).toEqual({ registration: null });
      });

      it('moves the waitlist up when an admin raises the capacity', async () => {
        const id = await newEvent({ capacity: 1 });
        await api(p(), 'POST', `/events/${id}/registration`, { token: kadet, body: {} });
        await api(p(), 'POST', `/events/${id}/registration`, { token: koach, body: {} });
        const raised = await api(p(), 'PATCH', `/admin/events/${id}`, { token: admin, body: { capacity: 2 } });
        expect(raised.body).toMatchObject({ capacity: 2, seatsTaken: 2, waitlisted: 0 });
      });
    });

    describe('admin CRUD', () => {
      it('is for admins only', async () => {
        expect((await api(p(), 'GET', '/admin/careers')).status).toBe(401);
        const kadetTry = await api(p(), 'POST', '/admin/careers', { token: kadet, body: careerInput('Nope') });
        expect(kadetTry.status).toBe(403);
        expect(kadetTry.body.code).toBe('FORBIDDEN');
      });

      it('validates on the server: field errors as a list, 409 for a taken slug, 404 for unknown ids', async () => {
        const invalid = await api(p(), 'POST', '/admin/careers', {
          token: admin,
          body: { ...careerInput('x'), category: 'cooking', keyTasks: 'all' },
        });
        expect(invalid.status).toBe(400);
        expect(invalid.body.message).toEqual([
          { property: 'title', constraints: ['Title must be 2 to 120 characters.'] },
          { property: 'category', constraints: ['Category must be one of the career categories.'] },
          { property: 'keyTasks', constraints: ['Key tasks must be a list.'] },
        ]);
        const backwards = await api(p(), 'POST', '/admin/careers', {
          token: admin,
          body: careerInput(unique('Backwards Pay'), {
            salary: { entryMin: 9, entryMax: 1, experiencedMin: 1, experiencedMax: 2, year: 2024, source: 'Test' },
          }),
        });
        expect(backwards.status).toBe(400);
        expect(backwards.body.message).toEqual([
          { property: 'salary.entryMax', constraints: ['Entry salary (highest) must not be below the lowest.'] },
        ]);
        const taken = await api(p(), 'POST', '/admin/careers', { token: admin, body: careerInput('Data Analyst') });
        expect(taken.status).toBe(409);
        expect(taken.body.message).toMatch(/\/careers\/data-analyst/);
        const unknownRelated = await api(p(), 'POST', '/admin/careers', {
          token: admin,
          body: careerInput(unique('Lonely'), { relatedCareerIds: ['00000000-0000-4000-8000-000000000000'] }),
        });
        expect(unknownRelated.status).toBe(400);
        expect(
          (await api(p(), 'PATCH', '/admin/careers/00000000-0000-4000-8000-000000000000', { token: admin, body: { title: 'New' } })).status,
        ).toBe(404);
        expect(
          (await api(p(), 'PATCH', '/admin/videos/00000000-0000-4000-8000-000000000000', { token: admin, body: { title: null } })).status,
        ).toBe(400);
        const badEvent = await api(p(), 'POST', '/admin/events', {
          token: admin,
          body: { title: 'Backwards', description: 'x', startAt: inDays(3, 12), endAt: inDays(3, 10), format: 'ONSITE' },
        });
        expect(badEvent.body.message).toEqual([
          { property: 'endAt', constraints: ['End must be after the start.'] },
          { property: 'location', constraints: ['Give the venue of an onsite or hybrid event.'] },
        ]);
      });

      it('creates, edits, unpublishes and deletes careers, and the public side follows', async () => {
        const title = unique('Mangrove Restoration Specialist');
        const created = await api(p(), 'POST', '/admin/careers', { token: admin, body: careerInput(title, { published: false }) });
        expect(created.status).toBe(201);
        expect(created.body.slug).toMatch(/^mangrove-restoration-specialist-/);
        expect((await api(p(), 'GET', `/careers/${created.body.slug}`)).status).toBe(404);
        const published = await api(p(), 'PATCH', `/admin/careers/${created.body.id}`, {
          token: admin,
          body: { published: true, relatedCareerIds: [(await api(p(), 'GET', '/careers/data-analyst')).body.id] },
        });
        expect(published.body.published).toBe(true);
        const shown = await api(p(), 'GET', `/careers/${created.body.slug}`);
        expect(shown.body.relatedCareers.map((c: Json) => c.slug)).toEqual(['data-analyst']);
        expect(
          (await api(p(), 'PATCH', `/admin/careers/${created.body.id}`, { token: admin, body: { published: false } })).body.published,
        ).toBe(false);
        expect((await api(p(), 'GET', `/careers/${created.body.slug}`)).status).toBe(404);
        expect((await api(p(), 'GET', `/admin/careers?published=false&q=${encodeURIComponent(title)}`, { token: admin })).body.total).toBe(
          1,
        );
        expect((await api(p(), 'DELETE', `/admin/careers/${created.body.id}`, { token: admin })).body).toEqual({
          id: created.body.id,
          deleted: true,
        });
        expect((await api(p(), 'GET', `/admin/careers/${created.body.id}`, { token: admin })).status).toBe(404);
      });

      it('manages videos, FAQs and coaching resources', async () => {
        const video = await api(p(), 'POST', '/admin/videos', {
          token: admin,
          body: {
            title: unique('Talk'),
            speaker: 'Ana Reyes',
            speakerRole: 'Data lead',
            categories: ['data'],
            publishedOn: '2025-01-15',
            published: true,
          },
        });
        expect(video.body).toMatchObject({ youtubeId: null, embedUrl: null });
        const filled = await api(p(), 'PATCH', `/admin/videos/${video.body.id}`, {
          token: admin,
          body: { youtube: 'https://www.youtube.com/watch?v=eIho2S0ZahI' },
        });
        expect(filled.body).toMatchObject({ youtubeId: 'eIho2S0ZahI', embedUrl: 'https://www.youtube-nocookie.com/embed/eIho2S0ZahI' });
        const faq = await api(p(), 'POST', '/admin/faqs', {
          token: admin,
          body: { question: 'Is this a test?', answer: 'Yes.', slug: 'test-faq', published: true },
        });
        expect(faq.status).toBe(201);
        expect(
          (await api(p(), 'POST', '/admin/faqs', { token: admin, body: { question: 'Again?', answer: 'No.', slug: 'test-faq' } })).status,
        ).toBe(409);
        expect((await api(p(), 'GET', '/faqs/test-faq')).body.question).toBe('Is this a test?');
        const resource = await api(p(), 'POST', '/admin/coaching-resources', {
          token: admin,
          body: { title: 'Test resource', body: 'Read me.', linkUrl: '/faqs/add-availability', position: 1, published: true },
        });
        expect((await api(p(), 'GET', '/coaching-resources')).body[0].id).toBe(resource.body.id);
        expect((await api(p(), 'DELETE', `/admin/coaching-resources/${resource.body.id}`, { token: admin })).status).toBe(200);
      });
    });

    describe('change feed', () => {
      async function feedAfter(after: number): Promise<Json> {
        const { status, body } = await api(p(), 'GET', `/admin/content-changes?after=${after}&limit=1000`, { token: admin });
        expect(status).toBe(200);
        return body;
      }

      it('starts with the seeded careers and videos as search documents', async () => {
        const feed = await feedAfter(0);
        const seqs = feed.changes.map((c: Json) => c.seq);
        expect(seqs).toEqual([...seqs].sort((a: number, b: number) => a - b));
        const analyst = feed.changes.find((c: Json) => c.document?.path === '/careers/data-analyst');
        expect(analyst).toMatchObject({
          type: 'CAREER',
          action: 'upserted',
          document: { type: 'CAREER', title: 'Data Analyst', fields: { category: 'Data' } },
        });
        const video = feed.changes.find((c: Json) => c.type === 'VIDEO');
        expect(video.document.path).toBe(`/videos?v=${video.id}`);
        expect(video.document.fields.speaker).toEqual(expect.any(String));
      });

      it('records every admin change of careers and videos, in order, with null documents when hidden', async () => {
        const { last } = await feedAfter(0);
        const title = unique('Seaweed Farmer');
        const created = await api(p(), 'POST', '/admin/careers', { token: admin, body: careerInput(title) });
        const id = created.body.id;
        await api(p(), 'PATCH', `/admin/careers/${id}`, { token: admin, body: { title: `${title} II` } });
        await api(p(), 'PATCH', `/admin/careers/${id}`, { token: admin, body: { published: false } });
        await api(p(), 'DELETE', `/admin/careers/${id}`, { token: admin });
        const video = await api(p(), 'POST', '/admin/videos', {
          token: admin,
          body: {
            title: unique('Talk'),
            speaker: 'Ben Cruz',
            speakerRole: 'Farmer',
            categories: ['community-development'],
            publishedOn: '2025-02-01',
            published: true,
          },
        });
        // A failed write leaves no entry behind.
        await api(p(), 'POST', '/admin/careers', { token: admin, body: careerInput('Data Analyst') });
        const feed = await feedAfter(last);
        const mine = feed.changes.filter((c: Json) => c.id === id);
        expect(mine.map((c: Json) => [c.action, c.document?.title ?? null])).toEqual([
          ['upserted', title],
          ['upserted', `${title} II`],
          ['deleted', null],
          ['deleted', null],
        ]);
        expect(mine[0].document).toMatchObject({
          type: 'CAREER',
          id,
          path: `/careers/${created.body.slug}`,
          fields: { category: 'Research' },
        });
        const videoEntry = feed.changes.find((c: Json) => c.id === video.body.id);
        expect(videoEntry).toMatchObject({
          type: 'VIDEO',
          action: 'upserted',
          document: { path: `/videos?v=${video.body.id}`, fields: { speaker: 'Ben Cruz' } },
        });
        expect(feed.changes).toHaveLength(5);
        expect(feed.last).toBe(feed.changes[4].seq);
        expect((await feedAfter(feed.last)).changes).toEqual([]);
        // Jobs are not part of the feed.
        const before = (await feedAfter(0)).last;
        await api(p(), 'POST', '/admin/faqs', { token: admin, body: { question: 'Not in the feed?', answer: 'Right.' } });
        expect((await feedAfter(0)).last).toBe(before);
      });

      it('reaches search soon after an admin publishes a career (the content.changed nudge)', async () => {
        const title = unique('Tarsier Conservationist');
        await api(p(), 'POST', '/admin/careers', { token: admin, body: careerInput(title) });
        await eventually(
          'the new career in search',
          async () =>
            expect((await api(p(), 'GET', `/search?q=${encodeURIComponent(title)}`)).body).toContainEqual(
              expect.objectContaining({ title, type: 'CAREER' }),
            ),
          { timeoutMs: 10_000, intervalMs: 250 },
        );
      });

      if (mode === 'distributed') {
        it('lets a consumer that was down catch up by pulling the feed', async () => {
          await p().stop(['search']);
          const title = unique('Pearl Diver');
          await api(p(), 'POST', '/admin/careers', { token: admin, body: careerInput(title) });
          await p().start(['search']);
          await eventually(
            'the career written while search was down, in search',
            async () =>
              expect((await api(p(), 'GET', `/search?q=${encodeURIComponent(title)}`)).body).toContainEqual(
                expect.objectContaining({ title }),
              ),
            { timeoutMs: 20_000, intervalMs: 250 },
          );
        }, 90000);

        it('keeps the feed in the content schema, careers and videos only', () => {
          const sql = p().sql!;
          expect(Number(sql('select count(*) from content.content_change'))).toBeGreaterThan(60);
          expect(sql("select count(*) from content.content_change where type not in ('CAREER', 'VIDEO')")).toBe('0');
        });

        it('seeds only once, even when db:seed runs again', async () => {
          const before = (await api(p(), 'GET', '/careers?pageSize=1')).body.total;
          execFileSync(join(process.cwd(), 'node_modules/.bin/node'), [join(process.cwd(), 'dist/services/launcher/src/db.js'), 'seed'], {
            env: { ...p().env, SEED_DEMO_DATA: 'true' },
            stdio: 'pipe',
          });
          expect((await api(p(), 'GET', '/careers?pageSize=1')).body.total).toBe(before);
        });
      }

      if (mode === 'standalone') {
        it('does not seed twice on restart, nor bring back a seeded career an admin deleted', async () => {
          const target = (await api(p(), 'GET', '/careers/photographer')).body;
          await api(p(), 'DELETE', `/admin/careers/${target.id}`, { token: admin });
          const before = (await api(p(), 'GET', '/careers?pageSize=1')).body.total;
          const jobsBefore = (await api(p(), 'GET', '/admin/jobs?pageSize=1', { token: admin })).body.total;
          await p().stop();
          await p().start([]);
          const token = await login(p(), ADMIN);
          expect((await api(p(), 'GET', '/careers?pageSize=1')).body.total).toBe(before);
          expect((await api(p(), 'GET', '/admin/jobs?pageSize=1', { token })).body.total).toBe(jobsBefore);
          expect((await api(p(), 'GET', '/careers/photographer')).status).toBe(404);
          admin = token;
        }, 120000);
      }
    });
  });
}

// Under CI=true an unreachable PostgreSQL, NATS or Redis throws here, failing the run by name.
for (const mode of await platformModes()) {
  describeContent(mode);
}
