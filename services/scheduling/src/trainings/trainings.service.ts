import type { Training } from '@lakbay/contracts';
import { EntityManager } from '@mikro-orm/core';
import { Injectable } from '@nestjs/common';
import { notFound } from '../common/errors';
import { TrainingRow } from '../entities/training.entity';
import { DEFAULT_TRAININGS } from './default-trainings';

const toTraining = (row: TrainingRow): Training => ({
  slug: row.slug,
  title: row.title,
  description: row.description,
  durationMinutes: row.durationMinutes,
  bufferBeforeMinutes: row.bufferBeforeMinutes,
  bufferAfterMinutes: row.bufferAfterMinutes,
  questions: row.questions,
});

/** A coach's trainings: their own when they have any, the default ones otherwise. */
@Injectable()
export class TrainingsService {
  constructor(private readonly em: EntityManager) {}

  async of(coachId: string, em: EntityManager = this.em): Promise<Training[]> {
    const rows = await em.find(TrainingRow, { coachId }, { orderBy: { position: 'asc', slug: 'asc' } });
    return rows.length > 0 ? rows.map(toTraining) : [...DEFAULT_TRAININGS];
  }

  /** The coach's training with this slug, or the first one when no slug is given; 404 otherwise. */
  async find(coachId: string, slug: string | undefined, em: EntityManager = this.em): Promise<Training> {
    const trainings = await this.of(coachId, em);
    const training = slug === undefined ? trainings[0] : trainings.find((t) => t.slug === slug);
    if (!training) {
      throw notFound('training for this Koach');
    }
    return training;
  }
}
