import type { MikroORM } from '@mikro-orm/core';
import { sqlEm, table } from '../changes/content-writes';
import { Career } from '../entities/career.entity';
import { memoryOrm } from '@lakbay/platform';
import { contentService } from '../definition';
import { FIELD_CAREERS } from './careers-fields.data';
import { SEED_CAREERS } from './careers.data';
import { seedContent } from './seed-content';

describe(seedContent.name, () => {
  let orm: MikroORM;

  beforeAll(async () => {
    orm = await memoryOrm(contentService);
  });

  afterAll(async () => {
    await orm.close();
  });

  it('adds the new careers to a database seeded before them, once, and puts them on the change feed for search', async () => {
    const first = await seedContent(orm.em.fork());
    expect(first.careers).toBe(SEED_CAREERS.length);

    // A database seeded before the new careers existed: neither the rows nor their seed marks.
    const newSlugs = FIELD_CAREERS.map((c) => c.slug);
    const sql = sqlEm(orm.em.fork());
    await orm.em.fork().nativeDelete(Career, { slug: { $in: newSlugs } });
    await sql.execute(
      `delete from ${table('seed_applied')} where "key" in (${newSlugs.map(() => '?').join(', ')})`,
      newSlugs.map((s) => `career:${s}`),
    );
    const lastSeq = Number(
      (await sql.execute<{ seq: string }[]>(`select coalesce(max("seq"), 0) as "seq" from ${table('content_change')}`))[0]?.seq,
    );

    const again = await seedContent(orm.em.fork());
    expect(again).toMatchObject({ careers: FIELD_CAREERS.length, videos: 0, jobs: 0, events: 0, faqs: 0, resources: 0 });
    expect(await orm.em.fork().count(Career, {})).toBe(SEED_CAREERS.length);

    const fed = await sql.execute<{ document: { path: string } }[]>(
      `select "document" from ${table('content_change')} where "seq" > ? and "type" = 'CAREER' and "action" = 'upserted'`,
      [lastSeq],
    );
    expect(fed.map((row) => row.document.path).sort()).toEqual(newSlugs.map((s) => `/careers/${s}`).sort());

    // A new career links to the careers it names, old and new alike.
    const nurse = await orm.em.fork().findOneOrFail(Career, { slug: 'registered-nurse' });
    const related = await orm.em.fork().find(Career, { id: { $in: nurse.relatedCareerIds } });
    expect(related.map((c) => c.slug).sort()).toEqual(['caregiver', 'medical-technologist', 'midwife']);
    expect(nurse.education.licensureExams).toEqual(['Nurse Licensure Examination (PRC)']);

    // And once more: nothing new, nothing doubled.
    expect((await seedContent(orm.em.fork())).careers).toBe(0);
    expect(await orm.em.fork().count(Career, {})).toBe(SEED_CAREERS.length);
  });
});
