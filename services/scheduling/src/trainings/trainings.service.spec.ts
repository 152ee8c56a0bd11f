import type { EntityManager, MikroORM } from '@mikro-orm/core';
import { memoryOrm } from '@lakbay/platform';
import type { TrainingInput } from '@lakbay/contracts';
import { schedulingService } from '../definition';
import { TrainingRow } from '../entities/training.entity';
import { DEFAULT_TRAININGS } from './default-trainings';
import { DEFAULT_TRAININGS_FIL } from './default-trainings.fil.data';
import { TrainingsService } from './trainings.service';

const COACH = '6a1d2c3b-4e5f-4a7b-8c9d-0e1f2a3b4c5d';
const OTHER = '0b3f7c1e-5d0a-4c55-9e43-7d1f2a9b8c01';

const PORTFOLIO: TrainingInput = {
  title: 'Portfolio review',
  description: 'Your portfolio, page by page.',
  durationMinutes: 45,
  bufferBeforeMinutes: 5,
  bufferAfterMinutes: 10,
  questions: [{ label: 'A link to your portfolio', required: true, maxLength: 300 }],
  languages: ['Filipino', 'English', 'Filipino'],
};

let orm: MikroORM;
let em: EntityManager;
let trainings: TrainingsService;

beforeAll(async () => {
  orm = await memoryOrm(schedulingService);
  em = orm.em.fork();
  trainings = new TrainingsService(orm.em.fork());
  // Starting PGlite and migrating takes seconds on a busy machine.
}, 60000);

afterAll(async () => {
  await orm.close();
});

const rowsOf = (coachId: string) => em.fork().find(TrainingRow, { coachId }, { orderBy: { position: 'asc' } });
const inEnglish = DEFAULT_TRAININGS.map((t) => ({ ...t, language: 'en', fallback: false }));
const slugs = async (coachId: string) => (await trainings.of(coachId)).map((t) => t.slug);

describe(TrainingsService.name, () => {
  describe('of', () => {
    it('offers the defaults to a coach without trainings of their own', async () => {
      expect(await trainings.of(OTHER)).toEqual(inEnglish);
      expect((await trainings.manage(OTHER)).trainings.every((t) => t.isDefault && t.retiredAt === null)).toBe(true);
      expect(await rowsOf(OTHER)).toEqual([]);
    });

    it('offers the defaults in Filipino to a Filipino reader, whole (no fallback)', async () => {
      const fil = await trainings.of(OTHER, undefined, 'fil');
      const chat = DEFAULT_TRAININGS_FIL['career-chat'];
      expect(fil[0]).toMatchObject({
        slug: 'career-chat',
        title: chat.title,
        description: chat.description,
        language: 'fil',
        fallback: false,
      });
      expect(fil[0].questions.map((q) => [q.id, q.label, q.required])).toEqual([
        ['goals', 'Ano ang gusto mong makuha sa session na ito?', true],
        ['background', chat.questions.background, false],
      ]);
      expect(fil.every((t) => t.language === 'fil' && !t.fallback)).toBe(true);
      // The editor gets the English and the Filipino side by side.
      const [managed] = (await trainings.manage(OTHER)).trainings;
      expect(managed).toMatchObject({
        title: 'Career chat',
        language: 'en',
        fallback: false,
        fil: { title: chat.title, description: chat.description },
      });
      expect(managed.questions[0]).toMatchObject({ label: DEFAULT_TRAININGS[0].questions[0].label, fil: { label: chat.questions.goals } });
    });
  });

  describe('create', () => {
    it('copies the defaults first on the first change, then adds the training with a slug from its title', async () => {
      const created = await trainings.create(COACH, PORTFOLIO);
      expect(created).toMatchObject({
        slug: 'portfolio-review',
        durationMinutes: 45,
        bufferBeforeMinutes: 5,
        questions: [{ id: 'q1', label: 'A link to your portfolio', required: true, maxLength: 300 }],
        languages: ['Filipino', 'English'],
        retiredAt: null,
        isDefault: false,
      });
      expect((await rowsOf(COACH)).map((r) => r.slug)).toEqual(['career-chat', 'resume-review', 'mock-interview', 'portfolio-review']);
      // The slugs booked so far keep working, with what they were.
      expect(await trainings.find(COACH, 'career-chat')).toEqual(inEnglish[0]);
      // With their Filipino version.
      expect((await trainings.find(COACH, 'career-chat', undefined, 'fil')).description).toBe(
        DEFAULT_TRAININGS_FIL['career-chat'].description,
      );
      // A training written in English only falls back, and says so.
      expect(await trainings.find(COACH, 'portfolio-review', undefined, 'fil')).toMatchObject({
        title: 'Portfolio review',
        language: 'en',
        fallback: true,
      });
      // Other coaches keep the defaults.
      expect(await slugs(OTHER)).toEqual(DEFAULT_TRAININGS.map((t) => t.slug));
    });

    it('numbers a second training of the same title', async () => {
      expect((await trainings.create(COACH, PORTFOLIO)).slug).toBe('portfolio-review-2');
      expect((await trainings.create(COACH, { ...PORTFOLIO, title: 'Career Chat' })).slug).toBe('career-chat-2');
    });
  });

  describe('update', () => {
    it('changes what is sent and keeps the slug and the ids of kept questions', async () => {
      const updated = await trainings.update(COACH, 'resume-review', {
        title: 'CV clinic',
        durationMinutes: 90,
        questions: [
          { id: 'goals', label: 'Your goals', required: false, maxLength: 100 },
          { label: 'Where will you send it?', required: true, maxLength: 200 },
        ],
      });
      expect(updated).toMatchObject({ slug: 'resume-review', title: 'CV clinic', durationMinutes: 90, bufferAfterMinutes: 15 });
      // resumeLink was there before: the new question gets another id.
      expect(updated.questions.map((q) => q.id)).toEqual(['goals', 'q1']);
      expect((await trainings.find(COACH, 'resume-review')).durationMinutes).toBe(90);
    });

    it('refuses an unknown slug and questions sharing an id, changing nothing', async () => {
      await expect(trainings.update(COACH, 'no-such-training', { durationMinutes: 20 })).rejects.toMatchObject({ code: 'NOT_FOUND' });
      const q = { id: 'same', label: 'x', required: false, maxLength: 10 };
      await expect(trainings.update(COACH, 'career-chat', { title: 'Changed', questions: [q, q] })).rejects.toMatchObject({
        code: 'VALIDATION_FAILED',
      });
      expect((await trainings.find(COACH, 'career-chat')).title).toBe('Career chat');
    });

    it('copies the defaults on a first edit too', async () => {
      const coach = '11111111-2222-4333-8444-555555555555';
      await trainings.update(coach, 'mock-interview', { durationMinutes: 30 });
      expect((await trainings.of(coach)).map((t) => [t.slug, t.durationMinutes])).toEqual([
        ['career-chat', 30],
        ['resume-review', 45],
        ['mock-interview', 30],
      ]);
    });
  });

  describe('Filipino texts', () => {
    it('stores the Filipino title, description and question labels, and answers them to a Filipino reader', async () => {
      const created = await trainings.create(COACH, {
        ...PORTFOLIO,
        title: 'Design portfolio',
        fil: { title: 'Portfolio sa disenyo', description: '' },
        questions: [
          { label: 'A link to your portfolio', required: true, maxLength: 300, fil: { label: 'Link ng portfolio mo' } },
          { label: 'Anything else?', required: false, maxLength: 300 },
        ],
      });
      expect(created).toMatchObject({
        title: 'Design portfolio',
        fil: { title: 'Portfolio sa disenyo' },
        questions: [
          { id: 'q1', fil: { label: 'Link ng portfolio mo' } },
          { id: 'q2', fil: null },
        ],
      });
      // Partly Filipino: the description and the second question fall back to English, said so.
      expect(await trainings.find(COACH, created.slug, undefined, 'fil')).toMatchObject({
        title: 'Portfolio sa disenyo',
        description: PORTFOLIO.description,
        questions: [{ label: 'Link ng portfolio mo' }, { label: 'Anything else?' }],
        language: 'fil',
        fallback: true,
      });
      expect((await trainings.find(COACH, created.slug, undefined, 'en')).title).toBe('Design portfolio');
    });

    it('keeps the Filipino title through an edit of the questions, and the labels through an edit of the title', async () => {
      const slug = 'design-portfolio';
      await trainings.update(COACH, slug, {
        questions: [{ id: 'q2', label: 'Anything else?', required: false, maxLength: 300, fil: { label: 'May iba pa ba?' } }],
      });
      let managed = (await trainings.manage(COACH)).trainings.find((t) => t.slug === slug);
      expect(managed).toMatchObject({
        fil: { title: 'Portfolio sa disenyo' },
        questions: [{ id: 'q2', fil: { label: 'May iba pa ba?' } }],
      });
      await trainings.update(COACH, slug, { fil: { title: 'Portfolio mo', description: 'Pahina por pahina.' } });
      managed = (await trainings.manage(COACH)).trainings.find((t) => t.slug === slug);
      expect(managed).toMatchObject({
        fil: { title: 'Portfolio mo', description: 'Pahina por pahina.' },
        questions: [{ id: 'q2', fil: { label: 'May iba pa ba?' } }],
      });
      // A Filipino version sent empty is removed: the English shows, as a fallback.
      await trainings.update(COACH, slug, {
        fil: null,
        questions: [{ id: 'q2', label: 'Anything else?', required: false, maxLength: 300 }],
      });
      expect((await rowsOf(COACH)).find((r) => r.slug === slug)?.fil).toBeNull();
      expect(await trainings.find(COACH, slug, undefined, 'fil')).toMatchObject({
        title: 'Design portfolio',
        language: 'en',
        fallback: true,
      });
    });
  });

  describe('retire', () => {
    it('stops offering a retired training, lists it as retired, and restores it', async () => {
      const retired = await trainings.retire(COACH, 'portfolio-review', true);
      expect(retired.retiredAt).not.toBeNull();
      expect(await slugs(COACH)).not.toContain('portfolio-review');
      await expect(trainings.find(COACH, 'portfolio-review')).rejects.toMatchObject({ code: 'NOT_FOUND' });
      expect((await trainings.manage(COACH)).trainings.find((t) => t.slug === 'portfolio-review')?.retiredAt).toBe(retired.retiredAt);
      // Its slug stays taken.
      expect((await trainings.create(COACH, PORTFOLIO)).slug).toBe('portfolio-review-3');

      expect((await trainings.retire(COACH, 'portfolio-review', false)).retiredAt).toBeNull();
      expect(await slugs(COACH)).toContain('portfolio-review');
    });

    it('refuses to retire the last active training', async () => {
      const coach = '22222222-3333-4444-8555-666666666666';
      await trainings.retire(coach, 'career-chat', true);
      await trainings.retire(coach, 'resume-review', true);
      await expect(trainings.retire(coach, 'mock-interview', true)).rejects.toMatchObject({ code: 'SCHEDULING_LAST_TRAINING' });
      expect(await slugs(coach)).toEqual(['mock-interview']);
      // Retiring a retired one again changes nothing and is no error.
      expect((await trainings.retire(coach, 'career-chat', true)).retiredAt).not.toBeNull();
    });
  });
});
