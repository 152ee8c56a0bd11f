import type { MikroORM } from '@mikro-orm/core';
import { sqlEm, table } from '../changes/content-writes';
import { ContentEvent } from '../entities/event.entity';
import { memoryOrm } from '@lakbay/platform';
import { contentService } from '../definition';
import { STRIP_EVENT_PLACEHOLDER } from './m20261125-020-outbox-and-event-texts';

describe('migration m20261125-020: seeded events lose the placeholder sentence', () => {
  let orm: MikroORM;

  beforeAll(async () => {
    orm = await memoryOrm(contentService);
  });

  afterAll(async () => {
    await orm.close();
  });

  it('strips exactly that ending from seeded events, leaves admins’ events alone, and raises the events version', async () => {
    const em = orm.em.fork();
    const start = new Date(Date.now() + 86_400_000);
    const event = (description: string) =>
      em.create(ContentEvent, {
        title: 'Talk',
        description,
        startAt: start,
        endAt: new Date(start.getTime() + 3_600_000),
        format: 'ONLINE',
        published: true,
      });
    const upcoming = event('Kadets meet two data analysts.\n\nSample event: replace the details with a real session.');
    const past = event('Kadets practised job interviews.\n\nSample event (past).');
    const admins = event('Our own talk.\n\nSample event (past).');
    await em.flush();
    const sql = sqlEm(em);
    for (const [key, id] of [
      ['event:life-in-data', upcoming.id],
      ['event:mock-interviews', past.id],
    ]) {
      await sql.execute(`insert into ${table('seed_applied')} ("key", "record_id") values (?, ?)`, [key, id]);
    }
    const version = async () =>
      Number(
        (await sql.execute<{ version: string }[]>(`select "version" from ${table('content_version')} where "kind" = 'event'`))[0]?.version,
      );
    const before = await version();

    await sql.execute('set search_path to "content"');
    for (const statement of STRIP_EVENT_PLACEHOLDER) {
      await sql.execute(statement);
    }

    const text = async (id: string) => (await orm.em.fork().findOneOrFail(ContentEvent, { id })).description;
    expect(await text(upcoming.id)).toBe('Kadets meet two data analysts.');
    expect(await text(past.id)).toBe('Kadets practised job interviews.');
    expect(await text(admins.id)).toBe('Our own talk.\n\nSample event (past).');
    expect(await version()).toBeGreaterThan(before);
  });
});
