import { type AppConfig, memoryOrm } from '@lakbay/platform';
import type { EntityManager, MikroORM } from '@mikro-orm/core';
import { apprenticeshipService } from '../definition';
import { ChallengeRow, WeekRow } from '../entities/challenge.entity';
import { DEMO_CHALLENGES } from './demo-challenges';
import { DEMO_CHALLENGES_FIL } from './demo-challenges.fil.data';
import { seedApprenticeship } from './seed-apprenticeship';

const config = {} as AppConfig;
const NOW = new Date('2027-01-11T02:00:00Z');
const [first, second, third] = DEMO_CHALLENGES.map((c) => c.slug);

describe('the demo challenges in Filipino (issue 29)', () => {
  let orm: MikroORM;
  const fresh = (): EntityManager => orm.em.fork({ useContext: false });
  const challenge = (slug: string) => fresh().findOneOrFail(ChallengeRow, { slug });
  const weeks = async (slug: string) => fresh().find(WeekRow, { challengeId: (await challenge(slug)).id }, { orderBy: { number: 'asc' } });

  beforeAll(async () => {
    orm = await memoryOrm(apprenticeshipService);
  }, 60000);

  afterAll(async () => {
    await orm?.close();
  });

  it('puts the Filipino onto challenges seeded before it existed, once, never over an admin’s own', async () => {
    // Seeded before the Filipino maps were there: English only, not marked.
    await seedApprenticeship(fresh(), config, NOW, {});
    expect((await challenge(first)).fil).toBeNull();
    expect((await challenge(first)).filSeededAt).toBeNull();
    expect(await fresh().count(ChallengeRow)).toBe(3);

    // An admin wrote their own Filipino title on the second one meanwhile.
    const em = fresh();
    const own = await em.findOneOrFail(ChallengeRow, { slug: second });
    own.fil = { title: 'Sariling Pamagat ng Admin' };
    await em.flush();

    await seedApprenticeship(fresh(), config, NOW);
    const fil = DEMO_CHALLENGES_FIL[first];
    expect((await challenge(first)).fil).toEqual({ title: fil.title, summary: fil.summary, description: fil.description });
    expect((await weeks(first)).map((w) => w.fil)).toEqual(fil.weeks);
    expect((await challenge(second)).fil).toEqual({ title: 'Sariling Pamagat ng Admin' });
    expect((await weeks(second)).every((w) => w.fil === null)).toBe(true);
    expect((await challenge(third)).fil?.title).toBe(DEMO_CHALLENGES_FIL[third].title);
    expect(await fresh().count(ChallengeRow)).toBe(3);

    // An admin then removes the seeded Filipino: a later start leaves it removed.
    const later = fresh();
    const cleared = await later.findOneOrFail(ChallengeRow, { slug: first });
    cleared.fil = null;
    await later.flush();
    await seedApprenticeship(fresh(), config, NOW);
    expect((await challenge(first)).fil).toBeNull();
    expect((await challenge(first)).filSeededAt).toEqual(NOW);
  });

  it('seeds new demo challenges with their Filipino at once', async () => {
    await fresh().nativeDelete(WeekRow, {});
    await fresh().nativeDelete(ChallengeRow, {});
    await seedApprenticeship(fresh(), config, NOW);
    for (const slug of [first, second, third]) {
      expect((await challenge(slug)).fil?.summary).toBe(DEMO_CHALLENGES_FIL[slug].summary);
      expect((await weeks(slug)).map((w) => w.fil?.deliverable)).toEqual(DEMO_CHALLENGES_FIL[slug].weeks.map((w) => w.deliverable));
    }
  });
});
