import { CAREER_CATEGORY_KEYS, parseYoutubeId } from '@lakbay/contracts';
import { createValidationPipe } from '@lakbay/platform';
import { CareerDto, EventDto, FaqDto, JobDto, SLUG_PATTERN, VideoDto } from '@lakbay/contracts/content.dto';
import { SEED_CAREERS } from './careers.data';
import { FIELD_CAREERS, FIELD_GROUPS } from './careers-fields.data';
import { MORE_CAREERS, MORE_GROUPS } from './careers-more.data';
import { SEED_EVENTS } from './events.data';
import { SEED_FAQS } from './faqs.data';
import { SEED_JOBS } from './jobs.data';
import { SEED_RESOURCES } from './resources.data';
import { manilaAt } from './seed-content';
import { SEED_VIDEOS } from './videos.data';

const pipe = createValidationPipe();
const valid = (value: unknown, metatype: new () => unknown) => pipe.transform(value, { type: 'body', metatype });

describe('seed catalogue', () => {
  it('has at least 40 careers, at least three in each of the 11 categories', () => {
    expect(SEED_CAREERS.length).toBeGreaterThanOrEqual(40);
    for (const category of CAREER_CATEGORY_KEYS) {
      expect(SEED_CAREERS.filter((c) => c.category === category).length).toBeGreaterThanOrEqual(3);
    }
  });

  it('has at least 70 careers, covering the fields students ask about most', () => {
    expect(SEED_CAREERS.length).toBeGreaterThanOrEqual(70);
    const slugs = new Set(SEED_CAREERS.map((c) => c.slug));
    expect(Object.keys(FIELD_GROUPS).sort()).toEqual(
      [
        'agriculture',
        'criminology',
        'engineering',
        'hospitality and tourism',
        'maritime and seafaring',
        'nursing and allied health',
        'skilled trades',
        'teaching',
      ].sort(),
    );
    for (const [field, careers] of Object.entries(FIELD_GROUPS)) {
      expect({ field, missing: careers.filter((slug) => !slugs.has(slug)) }).toEqual({ field, missing: [] });
      expect({ field, count: careers.length >= 2 }).toEqual({ field, count: true });
    }
    // Every new career is in one of the groups, so none is added without saying what it is for.
    const grouped = new Set(Object.values(FIELD_GROUPS).flat());
    expect(FIELD_CAREERS.filter((c) => !grouped.has(c.slug)).map((c) => c.slug)).toEqual([]);
  });

  it('has at least 100 careers, with the ones students ask about by name (issue 29)', () => {
    expect(SEED_CAREERS.length).toBeGreaterThanOrEqual(100);
    expect(MORE_CAREERS.length).toBeGreaterThanOrEqual(30);
    const slugs = new Set(SEED_CAREERS.map((c) => c.slug));
    const named = [
      'physician',
      'lawyer',
      'military-officer',
      'airline-pilot',
      'dentist',
      'pharmacist',
      'medical-technologist',
      'technical-support-representative',
      'bpo-quality-analyst',
      'bpo-team-leader',
      'workforce-analyst',
      'welder',
      'electrician',
      'caregiver',
      'able-seafarer-deck',
      'aircon-technician',
      'heavy-equipment-operator',
    ];
    expect(named.filter((slug) => !slugs.has(slug))).toEqual([]);
    const grouped = new Set(Object.values(MORE_GROUPS).flat());
    expect(MORE_CAREERS.filter((c) => !grouped.has(c.slug)).map((c) => c.slug)).toEqual([]);
    expect([...grouped].filter((slug) => !slugs.has(slug))).toEqual([]);
  });

  it('says nowhere a person reads that a text or figure is still "to be reviewed" or "to be confirmed"', () => {
    const everything = JSON.stringify([SEED_CAREERS, SEED_EVENTS, SEED_JOBS, SEED_FAQS, SEED_RESOURCES, SEED_VIDEOS]);
    expect(everything).not.toMatch(/to be (reviewed|confirmed)/i);
    expect(everything).not.toMatch(/indicative range/i);
  });

  it('gives every career a salary that names its source, compiled or cited, and its year', () => {
    for (const { slug, salary } of SEED_CAREERS) {
      expect({ slug, source: /JobStreet|DBM|DMW|POEA/.test(salary.source) }).toEqual({ slug, source: true });
      expect({ slug, year: salary.year >= 2024 && salary.year <= 2026 }).toEqual({ slug, year: true });
    }
  });

  it('gives the added careers their PH pathways: strands, a course or TESDA qualification, and the right licensing body', () => {
    for (const { slug, education } of MORE_CAREERS) {
      expect({ slug, strands: education.shsStrands.length > 0 }).toEqual({ slug, strands: true });
      expect({ slug, paths: education.collegeCourses.length + education.tesdaCertificates.length > 0 }).toEqual({ slug, paths: true });
      expect(education.licensureExams).toBeDefined();
    }
    const exams = (slug: string) => (SEED_CAREERS.find((c) => c.slug === slug)?.education.licensureExams ?? []).join(' | ');
    const tesda = (slug: string) => SEED_CAREERS.find((c) => c.slug === slug)?.education.tesdaCertificates ?? [];
    expect(exams('physician')).toContain('Physician Licensure Examination (PRC)');
    expect(exams('dentist')).toContain('Dentist Licensure Examination (PRC)');
    expect(exams('lawyer')).toMatch(/Bar Examinations \(Supreme Court, not PRC\)/);
    expect(exams('military-officer')).toMatch(/PMA/);
    expect(exams('airline-pilot')).toMatch(/\(CAAP\)/);
    expect(exams('aircraft-maintenance-technician')).toMatch(/\(CAAP\)/);
    for (const slug of MORE_GROUPS['seafarer ratings']) {
      expect(exams(slug)).toMatch(/MARINA, not PRC/);
    }
    for (const slug of MORE_GROUPS['bpo and remote work'].filter((s) => s !== 'workforce-analyst')) {
      expect({ slug, nc: tesda(slug).includes('Contact Center Services NC II') }).toEqual({ slug, nc: true });
    }
    for (const slug of MORE_GROUPS['ofw trades']) {
      expect({ slug, nc: tesda(slug).some((t) => / NC (I|II|III)$/.test(t)) }).toEqual({ slug, nc: true });
    }
  });

  it('gives every new career its education paths, licensure exams where they apply, and a dated, sourced salary', () => {
    for (const career of FIELD_CAREERS) {
      const { education, salary } = career;
      expect(education.shsStrands.length).toBeGreaterThan(0);
      // A course or a TESDA qualification: the trades need no degree.
      expect(education.collegeCourses.length + education.tesdaCertificates.length).toBeGreaterThan(0);
      expect(education.licensureExams).toBeDefined();
      expect(salary.year).toBeGreaterThanOrEqual(2024);
      expect(salary.source).toMatch(/DBM|JobStreet|DMW/);
    }
    const exams = (slug: string) => SEED_CAREERS.find((c) => c.slug === slug)?.education.licensureExams ?? [];
    // Regulated professions name their board exam, by the right regulator.
    for (const slug of [
      ...FIELD_GROUPS['nursing and allied health'].filter((s) => s !== 'caregiver'),
      'civil-engineer',
      'electrical-engineer',
    ]) {
      expect({ slug, exams: exams(slug).some((e) => e.includes('(PRC)')) }).toEqual({ slug, exams: true });
    }
    expect(exams('registered-nurse')).toContain('Nurse Licensure Examination (PRC)');
    expect(exams('police-officer').join(' ')).toMatch(/Criminologist Licensure Examination \(PRC\)/);
    expect(exams('special-education-teacher')).toContain('Licensure Examination for Teachers (PRC)');
    for (const slug of FIELD_GROUPS['maritime and seafaring']) {
      expect(exams(slug).join(' ')).toMatch(/MARINA .*\(not PRC\)/);
    }
    expect(SEED_CAREERS.find((c) => c.slug === 'welder')?.education.tesdaCertificates).toContain('Shielded Metal Arc Welding (SMAW) NC II');
    expect(SEED_CAREERS.find((c) => c.slug === 'caregiver')?.education.tesdaCertificates).toContain('Caregiving NC II');
  });

  it('gives every career a unique slug, valid links and a peso salary range with its year and source', async () => {
    const slugs = new Set(SEED_CAREERS.map((c) => c.slug));
    const videoKeys = new Set(SEED_VIDEOS.map((v) => v.key));
    expect(slugs.size).toBe(SEED_CAREERS.length);
    for (const career of SEED_CAREERS) {
      expect(career.slug).toMatch(SLUG_PATTERN);
      expect(career.relatedCareers.every((slug) => slugs.has(slug) && slug !== career.slug)).toBe(true);
      expect(career.relatedVideos.every((key) => videoKeys.has(key))).toBe(true);
      const { entryMin, entryMax, experiencedMin, experiencedMax, year, source } = career.salary;
      expect(entryMin).toBeLessThanOrEqual(entryMax);
      expect(experiencedMin).toBeLessThanOrEqual(experiencedMax);
      expect(entryMin).toBeLessThanOrEqual(experiencedMin);
      // Monthly pesos: above a provincial minimum wage, below what a monthly figure can be.
      expect(entryMin).toBeGreaterThanOrEqual(12000);
      expect(experiencedMax).toBeLessThanOrEqual(300000);
      expect(year).toBeGreaterThanOrEqual(2024);
      expect(source.length).toBeGreaterThan(10);
      expect(career.education.shsStrands.length).toBeGreaterThan(0);
      const { relatedCareers: _r, relatedVideos: _v, ...input } = career;
      await expect(valid(input, CareerDto)).resolves.toBeDefined();
    }
  });

  it('has 20 videos whose YouTube ids are well formed, covering every category', async () => {
    expect(SEED_VIDEOS).toHaveLength(20);
    expect(new Set(SEED_VIDEOS.map((v) => v.key)).size).toBe(20);
    for (const video of SEED_VIDEOS) {
      expect(video.youtubeId === null || parseYoutubeId(video.youtubeId) === video.youtubeId).toBe(true);
      const { key: _k, youtubeId, ...rest } = video;
      await expect(valid({ ...rest, youtube: youtubeId }, VideoDto)).resolves.toBeDefined();
    }
    for (const category of CAREER_CATEGORY_KEYS) {
      expect(SEED_VIDEOS.some((v) => v.categories.includes(category))).toBe(true);
    }
  });

  it('has 25 sample jobs from fictional companies, most of them open', async () => {
    expect(SEED_JOBS).toHaveLength(25);
    expect(new Set(SEED_JOBS.map((j) => j.key)).size).toBe(25);
    const open = SEED_JOBS.filter((j) => j.deadlineInDays === null || j.deadlineInDays > 0);
    expect(open.length).toBeGreaterThanOrEqual(20);
    expect(open.length).toBeLessThan(25);
    for (const job of SEED_JOBS) {
      expect(job.company).toMatch(/\(sample\)$/);
      expect(job.description).toMatch(/^Sample posting/);
      const { key, postedDaysAgo: _p, deadlineInDays: _d, ...rest } = job;
      await expect(valid({ ...rest, applyUrl: `https://jobs.example.com/${key}` }, JobDto)).resolves.toBeDefined();
    }
  });

  it('has 6 events, past and upcoming, one needing approval and one with few seats', async () => {
    expect(SEED_EVENTS).toHaveLength(6);
    // Issue 13: no event ends with a note telling admins to replace it.
    expect(SEED_EVENTS.filter((e) => /Sample event/i.test(e.description)).map((e) => e.key)).toEqual([]);
    expect(SEED_EVENTS.filter((e) => e.startInDays < 0).length).toBeGreaterThanOrEqual(2);
    expect(SEED_EVENTS.filter((e) => e.startInDays > 0).length).toBeGreaterThanOrEqual(3);
    expect(SEED_EVENTS.some((e) => e.needsApproval && e.startInDays > 0)).toBe(true);
    expect(SEED_EVENTS.some((e) => e.capacity !== null && e.startInDays > 0)).toBe(true);
    for (const e of SEED_EVENTS) {
      const start = manilaAt(new Date(), e.startInDays, e.startHour);
      const input = {
        title: e.title,
        description: e.description,
        startAt: start.toISOString(),
        endAt: new Date(start.getTime() + e.durationHours * 3600000).toISOString(),
        format: e.format,
        location: e.location,
        onlineUrl: e.onlineUrl,
        capacity: e.capacity,
        needsApproval: e.needsApproval,
      };
      await expect(valid(input, EventDto)).resolves.toBeDefined();
    }
  });

  it('tells Koaches how to add availability, as spec section 2 says', async () => {
    const faq = SEED_FAQS.find((f) => f.slug === 'add-availability');
    expect(faq).toBeDefined();
    const answer = faq?.answer ?? '';
    expect(answer).toMatch(/same e-mail address in your calendar app as the one you use on Lakbay/);
    expect(answer).toMatch(/invite the Lakbay scheduling address to the event/);
    expect(answer).toMatch(/"coaching" or "session" in the event subject/);
    expect(answer).toMatch(/Recurring events also show up/);
    for (const f of SEED_FAQS) {
      await expect(valid({ slug: f.slug, question: f.question, answer: f.answer, topic: f.topic }, FaqDto)).resolves.toBeDefined();
    }
    expect(SEED_RESOURCES.length).toBeGreaterThanOrEqual(5);
  });
});

describe(manilaAt.name, () => {
  it('gives a Manila wall-clock time on a day counted in Manila', () => {
    // 23:30 UTC on 1 March is already 2 March in Manila.
    const from = new Date('2026-03-01T23:30:00Z');
    expect(manilaAt(from, 0, 18).toISOString()).toBe('2026-03-02T10:00:00.000Z');
    expect(manilaAt(from, 1, 9).toISOString()).toBe('2026-03-03T01:00:00.000Z');
    expect(manilaAt(from, -1, 23, 59).toISOString()).toBe('2026-03-01T15:59:00.000Z');
  });
});
