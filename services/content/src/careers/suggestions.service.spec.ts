import { randomUUID } from 'node:crypto';
import type { EntityManager, MikroORM } from '@mikro-orm/core';
import { readVersions } from '../changes/content-writes';
import { Career } from '../entities/career.entity';
import { seedCareerInterests } from '../seed/seed-career-interests';
import { memoryOrm } from '@lakbay/platform';
import { contentService } from '../definition';
import { CareerSuggestionsService } from './suggestions.service';

describe(CareerSuggestionsService.name, () => {
  let orm: MikroORM;
  let em: EntityManager;
  let service: CareerSuggestionsService;

  const addCareer = (slug: string, title: string, published = true) =>
    orm.em.fork().insert(Career, {
      id: randomUUID(),
      slug,
      title,
      category: 'community-development',
      summary: `${title} summary`,
      dayInTheLife: '',
      keyTasks: [],
      skills: { hard: [], soft: [] },
      education: { shsStrands: [], collegeCourses: [], tesdaCertificates: [] },
      salary: null,
      outlook: '',
      relatedCareerIds: [],
      relatedVideoIds: [],
      published,
      createdAt: new Date(),
      updatedAt: new Date(),
    });

  beforeAll(async () => {
    orm = await memoryOrm(contentService);
    await addCareer('registered-nurse', 'Registered Nurse');
    await addCareer('social-worker', 'Social Worker');
    await addCareer('welder', 'Welder');
    await addCareer('accountant', 'Accountant');
    await addCareer('hidden-counsellor', 'Hidden Counsellor', false);
    await addCareer('no-code-career', 'Career Without A Code');
    await seedCareerInterests(orm.em.fork(), {
      'registered-nurse': 'SIC',
      'social-worker': 'SIE',
      welder: 'RCI',
      accountant: 'CEI',
      'hidden-counsellor': 'SIA',
      // A code whose career is not in this catalogue is simply unused.
      'deck-officer': 'REC',
    });
    // A migrated in-memory database: slow on a busy machine.
  }, 30_000);

  afterAll(async () => {
    await orm.close();
  });

  beforeEach(() => {
    em = orm.em.fork();
    service = new CareerSuggestionsService(em);
  });

  it('answers published careers that share a letter, best match first, with their code, fit and matched areas', async () => {
    const { body } = await service.suggest({ interests: 'SI' });
    expect(body?.items.map((c) => [c.slug, c.interestCode, c.match, c.fit, c.matched])).toEqual([
      ['registered-nurse', 'SIC', 72, 'strong', ['S', 'I']],
      ['social-worker', 'SIE', 72, 'strong', ['S', 'I']],
    ]);
    // Accountant (CEI) and Welder (RCI) share only I, last in their codes: 11, under the least suggested.
    expect(body).toMatchObject({ total: 2, page: 1, pageSize: 12, areas: ['S', 'I'] });
    expect(body?.items[0]).toMatchObject({
      title: 'Registered Nurse',
      category: 'community-development',
      summary: 'Registered Nurse summary',
    });
  });

  it('ranks by the scores when given, keeping every area tied at the top', async () => {
    // R, I, A, S, E, C: S, E and C tied at 8 behind I 9; the code alone (ISE) would drop C.
    const { body } = await service.suggest({ interests: 'ISE', scores: '0,9,0,8,8,8' });
    expect(body?.areas).toEqual(['I', 'S', 'E', 'C']);
    expect(body?.items.map((c) => [c.slug, c.match, c.matched])).toEqual([
      ['registered-nurse', 93, ['S', 'I', 'C']],
      ['social-worker', 93, ['S', 'I', 'E']],
      ['accountant', 91, ['C', 'E', 'I']],
      ['welder', 46, ['C', 'I']],
    ]);
    // The same profile from another code gives the same answer: the scores decide.
    const other = await service.suggest({ interests: 'S', scores: '0,9,0,8,8,8' });
    expect(other.body).toEqual(body);
    // Scores that are all 0 fall back to the code.
    expect((await service.suggest({ interests: 'SI', scores: '0,0,0,0,0,0' })).body?.areas).toEqual(['S', 'I']);
  });

  it('pages through one ranking', async () => {
    const second = await service.suggest({ interests: 'ISE', scores: '0,9,0,8,8,8', page: 2, pageSize: 3 });
    expect(second.body?.items.map((c) => c.slug)).toEqual(['welder']);
    expect(second.body?.total).toBe(4);
  });

  it('answers an empty page when no career shares a letter', async () => {
    const { body } = await service.suggest({ interests: 'A' });
    expect(body).toMatchObject({ items: [], total: 0, areas: ['A'] });
  });

  it('answers 304 (no body) for the ETag it gave, until a code changes', async () => {
    const first = await service.suggest({ interests: 'R' });
    expect((await service.suggest({ interests: 'R' }, first.etag)).body).toBeNull();

    // Seeding the same codes again writes nothing and keeps the ETag.
    const [before] = await readVersions(em, ['career']);
    expect(await seedCareerInterests(orm.em.fork(), { welder: 'RCI', accountant: 'CEI' })).toBe(0);
    expect(await readVersions(orm.em.fork(), ['career'])).toEqual([before]);
    expect((await service.suggest({ interests: 'R' }, first.etag)).body).toBeNull();

    // A changed code replaces the stored one and the answer changes.
    expect(await seedCareerInterests(orm.em.fork(), { accountant: 'RCE' })).toBe(1);
    const after = await new CareerSuggestionsService(orm.em.fork()).suggest({ interests: 'R' }, first.etag);
    expect(after.body?.items.map((c) => [c.slug, c.match])).toEqual([
      ['accountant', 50],
      ['welder', 50],
    ]);
  });
});
