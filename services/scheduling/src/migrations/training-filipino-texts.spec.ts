import type { MikroORM } from '@mikro-orm/core';
import { memoryOrm } from '@lakbay/platform';
import { schedulingService } from '../definition';
import { DEFAULT_TRAININGS } from '../trainings/default-trainings';
import { DEFAULT_TRAININGS_FIL } from '../trainings/default-trainings.fil.data';

const COACH = '6a1d2c3b-4e5f-4a7b-8c9d-0e1f2a3b4c5d';
const EDITED = '0b3f7c1e-5d0a-4c55-9e43-7d1f2a9b8c01';

let orm: MikroORM;

beforeAll(async () => {
  orm = await memoryOrm(schedulingService);
}, 60000);

afterAll(async () => {
  await orm.close();
});

const sql = () => orm.em.getConnection();

/** A coach's copied default rows as they were before the migration (no fil column yet). */
async function insertDefaults(coachId: string, edit: (t: (typeof DEFAULT_TRAININGS)[number]) => { title: string; questions: unknown[] }) {
  for (const [position, training] of DEFAULT_TRAININGS.entries()) {
    const { title, questions } = edit(training);
    await sql().execute(
      `insert into "scheduling"."training" ("id", "coach_id", "slug", "title", "description", "duration_minutes", "questions", "position")
       values (gen_random_uuid(), ?, ?, ?, ?, ?, ?::jsonb, ?)`,
      [coachId, training.slug, title, training.description, training.durationMinutes, JSON.stringify(questions), position],
    );
  }
}

describe('migration m20261204-090-training-filipino-texts', () => {
  it('gives copied default trainings their Filipino texts once, only where the English is still the default', async () => {
    await orm.migrator.down({ to: 'm20261203-080-booking-first-names' });
    await insertDefaults(COACH, (t) => ({ title: t.title, questions: t.questions }));
    // A Koach who rewrote Career chat's title and its first question, and added one of their own.
    await insertDefaults(EDITED, (t) =>
      t.slug === 'career-chat'
        ? {
            title: 'Kuwentuhan',
            questions: [
              { ...t.questions[0], label: 'Your goals' },
              t.questions[1],
              { id: 'q1', label: 'Which city?', required: false, maxLength: 50 },
            ],
          }
        : { title: t.title, questions: t.questions },
    );
    await orm.migrator.up();

    const rows: { coach_id: string; slug: string; fil: unknown }[] = await sql().execute(
      `select "coach_id", "slug", "fil" from "scheduling"."training" order by "coach_id", "position"`,
    );
    const filOf = (coachId: string, slug: string) => rows.find((r) => r.coach_id === coachId && r.slug === slug)?.fil;
    for (const training of DEFAULT_TRAININGS) {
      expect(filOf(COACH, training.slug)).toEqual(DEFAULT_TRAININGS_FIL[training.slug]);
    }
    const chat = DEFAULT_TRAININGS_FIL['career-chat'];
    expect(filOf(EDITED, 'career-chat')).toEqual({ description: chat.description, questions: { background: chat.questions.background } });
    expect(filOf(EDITED, 'mock-interview')).toEqual(DEFAULT_TRAININGS_FIL['mock-interview']);
  });
});
