import type {
  Language,
  ManagedTraining,
  MyTrainings,
  Training,
  TrainingFilTexts,
  TrainingInput,
  TrainingQuestion,
  TrainingQuestionInput,
} from '@lakbay/contracts';
import { inTransaction, localize, storedFil } from '@lakbay/platform';
import { EntityManager } from '@mikro-orm/core';
import { Injectable } from '@nestjs/common';
import { invalid, lastTraining, notFound } from '../common/errors';
import { lockCoach } from '../common/coach-lock';
import { type StoredTrainingFil, TrainingRow } from '../entities/training.entity';
import { DEFAULT_TRAININGS, type TrainingDefinition } from './default-trainings';
import { DEFAULT_TRAININGS_FIL } from './default-trainings.fil.data';
import { questionIds, slugFor } from './training-slugs';

/** A training as written (a row, or a default) with its Filipino version as stored. */
interface Written {
  training: TrainingDefinition;
  fil: StoredTrainingFil | null;
  retiredAt?: Date | null;
}

const fromRow = (row: TrainingRow): Written => ({
  training: {
    slug: row.slug,
    title: row.title,
    description: row.description,
    durationMinutes: row.durationMinutes,
    bufferBeforeMinutes: row.bufferBeforeMinutes,
    bufferAfterMinutes: row.bufferAfterMinutes,
    questions: row.questions,
    languages: row.languages,
  },
  fil: row.fil ?? null,
  retiredAt: row.retiredAt,
});

/** A default training with the Filipino version of DEFAULT_TRAININGS_FIL. */
const defaultFil = (training: TrainingDefinition): StoredTrainingFil | null => storedFil(DEFAULT_TRAININGS_FIL[training.slug]);

const DEFAULTS: readonly Written[] = DEFAULT_TRAININGS.map((training) => ({ training, fil: defaultFil(training) }));

/**
 * A training in the reader's language (issue 29): its title, description and question labels in
 * Filipino where it has them, English otherwise, with `language` and `fallback` said.
 */
export function toTraining({ training, fil }: Written, language?: Language): Training {
  const labels = Object.fromEntries(training.questions.map((q) => [q.id, q.label]));
  const texts = localize({ title: training.title, description: training.description, questions: labels }, fil, language);
  return {
    ...training,
    title: texts.title,
    description: texts.description,
    questions: training.questions.map((q) => ({ ...q, label: texts.questions[q.id] ?? q.label })),
    language: texts.language,
    fallback: texts.fallback,
  };
}

/** A training as its editor shows it: the English texts, and the Filipino version beside them. */
export function toManaged(written: Written, isDefault = false): ManagedTraining {
  const { training, fil } = written;
  const filTexts = storedFil({ title: fil?.title, description: fil?.description }) as TrainingFilTexts | null;
  return {
    ...toTraining(written),
    questions: training.questions.map((q) => ({ ...q, fil: fil?.questions?.[q.id] ? { label: fil.questions[q.id] } : null })),
    fil: filTexts,
    retiredAt: written.retiredAt?.toISOString() ?? null,
    isDefault,
  };
}

/** The fields an edit copies as they come (questions and languages are shaped first). */
const PLAIN_FIELDS = ['title', 'description', 'durationMinutes', 'bufferBeforeMinutes', 'bufferAfterMinutes'] as const;

const ORDER = { orderBy: { position: 'asc', slug: 'asc' } } as const;

/**
 * A coach's trainings: their own when they have any, the default ones otherwise. Only active ones
 * are offered (coach page, slots, new bookings); a retired one keeps its row, so its slug stays
 * taken and its booked sessions keep their titles. A coach's first change copies the defaults into
 * rows of their own, in the same transaction, so the slugs booked or linked so far keep working.
 */
@Injectable()
export class TrainingsService {
  constructor(private readonly em: EntityManager) {}

  /** The trainings offered: active ones, in the coach's order, in the reader's language (English when not given). */
  async of(coachId: string, em: EntityManager = this.em, language?: Language): Promise<Training[]> {
    const rows = await em.find(TrainingRow, { coachId }, ORDER);
    const written = rows.length > 0 ? rows.filter((r) => !r.retiredAt).map(fromRow) : DEFAULTS;
    return written.map((w) => toTraining(w, language));
  }

  /** The coach's offered training with this slug, or the first one when no slug is given; 404 otherwise (also when retired). */
  async find(coachId: string, slug: string | undefined, em: EntityManager = this.em, language?: Language): Promise<Training> {
    const trainings = await this.of(coachId, em, language);
    const training = slug === undefined ? trainings[0] : trainings.find((t) => t.slug === slug);
    if (!training) {
      throw notFound('training for this Koach');
    }
    return training;
  }

  /** Every training of the coach, retired ones too (the defaults, marked so, while they have none). */
  async manage(coachId: string): Promise<MyTrainings> {
    const rows = await this.em.find(TrainingRow, { coachId }, ORDER);
    return {
      trainings: rows.length > 0 ? rows.map((row) => toManaged(fromRow(row))) : DEFAULTS.map((d) => toManaged(d, true)),
    };
  }

  async create(coachId: string, input: TrainingInput): Promise<ManagedTraining> {
    checkQuestionIds(input.questions);
    return this.change(coachId, async (tx, rows) => {
      const questions = toQuestions(input.questions, []);
      const row = tx.create(TrainingRow, {
        coachId,
        slug: slugFor(
          input.title,
          rows.map((r) => r.slug),
        ),
        title: input.title,
        description: input.description,
        durationMinutes: input.durationMinutes,
        bufferBeforeMinutes: input.bufferBeforeMinutes,
        bufferAfterMinutes: input.bufferAfterMinutes,
        questions,
        fil: rowFil(input.fil, questionFil(questions, input.questions)),
        languages: uniqueLanguages(input.languages),
        position: Math.max(-1, ...rows.map((r) => r.position)) + 1,
      });
      return row;
    });
  }

  /** Changes what is given; the slug never changes (booking links hold it). */
  async update(coachId: string, slug: string, changes: Partial<TrainingInput>): Promise<ManagedTraining> {
    // Refused before anything is loaded: a refusal must leave no half-changed entity behind.
    checkQuestionIds(changes.questions ?? []);
    return this.change(coachId, (_tx, rows) => {
      const row = ownRow(rows, slug);
      for (const key of PLAIN_FIELDS) {
        if (changes[key] !== undefined) {
          Object.assign(row, { [key]: changes[key] });
        }
      }
      if (changes.fil !== undefined || changes.questions) {
        const texts = changes.fil !== undefined ? changes.fil : { title: row.fil?.title, description: row.fil?.description };
        let labels = row.fil?.questions;
        if (changes.questions) {
          row.questions = toQuestions(changes.questions, row.questions);
          labels = questionFil(row.questions, changes.questions);
        }
        row.fil = rowFil(texts, labels);
      }
      if (changes.languages) {
        row.languages = uniqueLanguages(changes.languages);
      }
      return Promise.resolve(row);
    });
  }

  /** Retires (no new bookings; booked sessions stay) or restores a training; the last active one stays. */
  async retire(coachId: string, slug: string, retired: boolean): Promise<ManagedTraining> {
    return this.change(coachId, (_tx, rows) => {
      const row = ownRow(rows, slug);
      if (retired && !row.retiredAt) {
        if (!rows.some((r) => r !== row && !r.retiredAt)) {
          throw lastTraining();
        }
        row.retiredAt = new Date();
      } else if (!retired) {
        row.retiredAt = null;
      }
      return Promise.resolve(row);
    });
  }

  /**
   * One change of a coach's trainings under the coach's lock (the one bookings take), after their
   * rows exist: the defaults are copied first when they have none.
   */
  private async change(coachId: string, apply: (tx: EntityManager, rows: TrainingRow[]) => Promise<TrainingRow>): Promise<ManagedTraining> {
    return inTransaction(
      this.em,
      async (tx) => {
        await lockCoach(tx, coachId);
        let rows = await tx.find(TrainingRow, { coachId }, { ...ORDER, refresh: true });
        if (rows.length === 0) {
          rows = DEFAULTS.map(({ training: t, fil }, position) =>
            tx.create(TrainingRow, {
              coachId,
              slug: t.slug,
              title: t.title,
              description: t.description,
              durationMinutes: t.durationMinutes,
              bufferBeforeMinutes: t.bufferBeforeMinutes,
              bufferAfterMinutes: t.bufferAfterMinutes,
              questions: t.questions.map((q) => ({ ...q })),
              fil: fil ? storedFil(fil) : null,
              languages: [...t.languages],
              position,
            }),
          );
        }
        const row = await apply(tx, rows);
        await tx.flush();
        return toManaged(fromRow(row));
      },
      { name: 'scheduling.trainings.change' },
    );
  }
}

function ownRow(rows: TrainingRow[], slug: string): TrainingRow {
  const row = rows.find((r) => r.slug === slug);
  if (!row) {
    throw notFound('training for this Koach');
  }
  return row;
}

const uniqueLanguages = (languages: string[]): string[] => [...new Set(languages)];

/** The questions as stored: ids kept where given (answers are keyed by them), made from the label otherwise. */
function checkQuestionIds(input: TrainingQuestionInput[]): void {
  const given = input.map((q) => q.id).filter((id): id is string => id !== undefined);
  if (new Set(given).size !== given.length) {
    throw invalid('questions', 'Each question must have its own id.');
  }
}

/** The Filipino labels of the questions as stored, by the ids they were given. */
function questionFil(questions: TrainingQuestion[], input: TrainingQuestionInput[]): Record<string, string> {
  return Object.fromEntries(questions.map((q, i) => [q.id, input[i]?.fil?.label ?? '']));
}

/** The Filipino version to store: the texts given (the DTO trims them), empty ones left out; null when none is left. */
function rowFil(texts: TrainingFilTexts | null | undefined, questions: Record<string, string> | undefined): StoredTrainingFil | null {
  return storedFil({ title: texts?.title ?? undefined, description: texts?.description ?? undefined, questions });
}

function toQuestions(input: TrainingQuestionInput[], before: TrainingQuestion[]): TrainingQuestion[] {
  const ids = questionIds(
    input,
    before.map((q) => q.id),
  );
  return input.map((q, i) => ({ id: ids[i] ?? `q${i + 1}`, label: q.label, required: q.required, maxLength: q.maxLength }));
}
