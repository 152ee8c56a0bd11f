import type { MikroORM } from '@mikro-orm/core';
import { memoryOrm } from '@lakbay/platform';
import { sqlEm, table } from '../changes/content-writes';
import { contentService } from '../definition';
import { Career } from '../entities/career.entity';
import { Faq } from '../entities/faq.entity';
import { seedContent } from './seed-content';
import { SEED_FIL, type SeedTranslations } from './seed-filipino';

// Sample Filipino strings of the tests' own: the seeded texts are the translators' (seed/fil).
const NURSE_FIL = {
  title: 'Nars',
  summary: 'Nag-aalaga ng mga pasyente sa ospital at komunidad.',
  dayInTheLife: 'Rounds, chart, at handover kasama ang team.',
  keyTasks: ['Magbigay ng gamot'],
  skills: { hard: ['Triage'], soft: ['Malasakit'] },
  outlook: 'Maraming trabaho dito at abroad.',
};
const MIDWIFE_FIL = { ...NURSE_FIL, title: 'Komadrona' };
const FAQ_FIL = { topic: 'Pangkalahatan', question: 'Ano ang Lakbay?', answer: 'Isang libreng career guidance platform.' };

const EMPTY: SeedTranslations = { career: {}, video: {}, job: {}, event: {}, faq: {}, resource: {} };
const SAMPLE: SeedTranslations = {
  ...EMPTY,
  career: { 'registered-nurse': NURSE_FIL, midwife: MIDWIFE_FIL },
  faq: { 'what-is-lakbay': FAQ_FIL },
};

async function feedAfter(
  orm: MikroORM,
  seq: number,
): Promise<{ seq: number; document: { path: string; fields: Record<string, string> } }[]> {
  return sqlEm(orm.em.fork()).execute(
    `select "seq", "document" from ${table('content_change')} where "seq" > ? and "type" = 'CAREER' and "action" = 'upserted' order by "seq"`,
    [seq],
  );
}

async function lastSeq(orm: MikroORM): Promise<number> {
  const [row] = await sqlEm(orm.em.fork()).execute<{ seq: string }[]>(
    `select coalesce(max("seq"), 0) as "seq" from ${table('content_change')}`,
  );
  return Number(row?.seq ?? 0);
}

describe('seedContent with the Filipino versions (issue 29)', () => {
  let orm: MikroORM;

  beforeEach(async () => {
    orm = await memoryOrm(contentService);
  });

  afterEach(async () => {
    await orm.close();
  });

  it('reads the maps in seed/fil by default', () => {
    expect(Object.keys(SEED_FIL).sort()).toEqual(['career', 'event', 'faq', 'job', 'resource', 'video']);
  });

  it('seeds new records with their Filipino version, leaving the others English only', async () => {
    const added = await seedContent(orm.em.fork(), undefined, new Date(), SAMPLE);
    expect(added.fil).toBe(0);
    const nurse = await orm.em.fork().findOneOrFail(Career, { slug: 'registered-nurse' });
    expect(nurse.fil).toEqual(NURSE_FIL);
    expect(nurse.title).toBe('Registered Nurse');
    expect((await orm.em.fork().findOneOrFail(Career, { slug: 'caregiver' })).fil).toBeNull();
    const [faq] = await orm.em.fork().find(Faq, { question: 'What is Lakbay?' });
    expect(faq?.fil).toEqual(FAQ_FIL);
    // Applied once: a second run changes nothing.
    expect((await seedContent(orm.em.fork(), undefined, new Date(), SAMPLE)).fil).toBe(0);
  });

  it('puts the Filipino version onto records seeded before it, once, never over an admin’s own', async () => {
    await seedContent(orm.em.fork(), undefined, new Date(), EMPTY);
    // An admin translated the midwife already.
    const em = orm.em.fork();
    const midwife = await em.findOneOrFail(Career, { slug: 'midwife' });
    midwife.fil = { title: 'Hilot (sariling salin ng admin)' };
    await em.flush();
    const before = await lastSeq(orm);

    const next = await seedContent(orm.em.fork(), undefined, new Date(), SAMPLE);
    expect(next).toMatchObject({ careers: 0, faqs: 0, fil: 2 });
    expect((await orm.em.fork().findOneOrFail(Career, { slug: 'registered-nurse' })).fil).toEqual(NURSE_FIL);
    expect((await orm.em.fork().findOneOrFail(Career, { slug: 'midwife' })).fil).toEqual({ title: 'Hilot (sariling salin ng admin)' });
    const [faq] = await orm.em.fork().find(Faq, { question: 'What is Lakbay?' });
    expect(faq?.fil).toEqual(FAQ_FIL);

    // Search hears of the translated career, with its Filipino text.
    const fed = await feedAfter(orm, before);
    expect(fed.map((row) => row.document.path)).toEqual(['/careers/registered-nurse']);
    expect(fed[0]?.document.fields).toMatchObject({ filTitle: 'Nars', filSummary: NURSE_FIL.summary });

    // Once: an admin who later clears the Filipino version does not get the seed's back.
    const again = orm.em.fork();
    const nurse = await again.findOneOrFail(Career, { slug: 'registered-nurse' });
    nurse.fil = null;
    await again.flush();
    expect((await seedContent(orm.em.fork(), undefined, new Date(), SAMPLE)).fil).toBe(0);
    expect((await orm.em.fork().findOneOrFail(Career, { slug: 'registered-nurse' })).fil).toBeNull();
  });

  it('applies a translation added to the maps later, on the next run', async () => {
    await seedContent(orm.em.fork(), undefined, new Date(), SAMPLE);
    const later: SeedTranslations = { ...SAMPLE, career: { ...SAMPLE.career, caregiver: { ...NURSE_FIL, title: 'Tagapag-alaga' } } };
    expect((await seedContent(orm.em.fork(), undefined, new Date(), later)).fil).toBe(1);
    expect((await orm.em.fork().findOneOrFail(Career, { slug: 'caregiver' })).fil).toMatchObject({ title: 'Tagapag-alaga' });
  });
});
