import type { MikroORM } from '@mikro-orm/core';
import { sqlEm, table } from '../changes/content-writes';
import { Career } from '../entities/career.entity';
import { ContentEvent } from '../entities/event.entity';
import { memoryOrm } from '@lakbay/platform';
import { contentService } from '../definition';
import { FIELD_CAREERS } from './careers-fields.data';
import { MORE_CAREERS } from './careers-more.data';
import { SEED_CAREERS } from './careers.data';
import { SEED_EVENTS, SUPERSEDED_EVENT_LOCATIONS } from './events.data';
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
    const newSlugs = [...FIELD_CAREERS, ...MORE_CAREERS].map((c) => c.slug);
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
    expect(again).toMatchObject({ careers: newSlugs.length, videos: 0, jobs: 0, events: 0, faqs: 0, resources: 0 });
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
    const physician = await orm.em.fork().findOneOrFail(Career, { slug: 'physician' });
    const physicianRelated = await orm.em.fork().find(Career, { id: { $in: physician.relatedCareerIds } });
    expect(physicianRelated.map((c) => c.slug).sort()).toEqual(['dentist', 'medical-technologist', 'pharmacist', 'registered-nurse']);

    // And once more: nothing new, nothing doubled.
    expect((await seedContent(orm.em.fork())).careers).toBe(0);
    expect(await orm.em.fork().count(Career, {})).toBe(SEED_CAREERS.length);
  });

  it('gives events seeded with a venue "to be confirmed" their venue, but keeps a location an admin changed', async () => {
    await seedContent(orm.em.fork());
    const sql = sqlEm(orm.em.fork());
    const ids = new Map(
      (
        await sql.execute<{ key: string; record_id: string }[]>(
          `select "key", "record_id" from ${table('seed_applied')} where "key" like 'event:%'`,
        )
      ).map((r) => [r.key.slice('event:'.length), r.record_id]),
    );
    // As an installation seeded before the venues were set: the old texts, one changed by an admin.
    for (const [key, old] of Object.entries(SUPERSEDED_EVENT_LOCATIONS)) {
      await orm.em.fork().nativeUpdate(ContentEvent, { id: ids.get(key) }, { location: old });
    }
    await orm.em.fork().nativeUpdate(ContentEvent, { id: ids.get('mock-interview-day') }, { location: 'Our office, Pasig City' });

    await seedContent(orm.em.fork());
    const location = async (key: string) => (await orm.em.fork().findOneOrFail(ContentEvent, { id: ids.get(key) })).location;
    const seeded = (key: string) => SEED_EVENTS.find((e) => e.key === key)?.location;
    expect(await location('design-portfolio-workshop')).toBe(seeded('design-portfolio-workshop'));
    expect(await location('careers-in-community-work')).toBe(seeded('careers-in-community-work'));
    expect(await location('mock-interview-day')).toBe('Our office, Pasig City');
  });
});
