import { Migration } from '@mikro-orm/migrations';
import { DEFAULT_TRAININGS } from '../trainings/default-trainings';
import { DEFAULT_TRAININGS_FIL } from '../trainings/default-trainings.fil.data';

/** A text as an SQL string literal. */
const literal = (text: string): string => `'${text.replace(/'/g, "''")}'`;

/**
 * The Filipino version of a training's texts (issue 29): a nullable jsonb of title, description and
 * the questions' labels by question id (null, or a text left out, shows the English). The default
 * trainings get DEFAULT_TRAININGS_FIL here, once: the rows of Koaches who copied them by a first
 * change, text by text, only where the English is still the default's (a text the Koach rewrote
 * keeps no translation of words that are no longer there). Koaches without rows of their own are
 * offered the defaults from code, with their Filipino version.
 */
export class SchedulingTrainingFilipinoTexts extends Migration {
  override up(): void {
    this.addSql('alter table "training" add column "fil" jsonb null;');
    for (const training of DEFAULT_TRAININGS) {
      const fil = DEFAULT_TRAININGS_FIL[training.slug];
      if (!fil) {
        continue;
      }
      const slug = literal(training.slug);
      for (const key of ['title', 'description'] as const) {
        this.addSql(
          `update "training" set "fil" = coalesce("fil", '{}'::jsonb) || jsonb_build_object('${key}', ${literal(fil[key])}::text)
            where "slug" = ${slug} and "${key}" = ${literal(training[key])};`,
        );
      }
      for (const question of training.questions) {
        const label = fil.questions[question.id];
        if (!label) {
          continue;
        }
        const english = literal(JSON.stringify([{ id: question.id, label: question.label }]));
        this.addSql(
          `update "training" set "fil" = jsonb_set(coalesce("fil", '{}'::jsonb), '{questions}',
              coalesce("fil"->'questions', '{}'::jsonb) || jsonb_build_object(${literal(question.id)}::text, ${literal(label)}::text))
            where "slug" = ${slug} and "questions" @> ${english}::jsonb;`,
        );
      }
    }
  }

  override down(): void {
    this.addSql('alter table "training" drop column "fil";');
  }
}
