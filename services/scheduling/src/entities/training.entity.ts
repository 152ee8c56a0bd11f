import { randomUUID } from 'node:crypto';
import type { TrainingQuestion } from '@lakbay/contracts';
import type { Opt } from '@mikro-orm/core';
import { Entity, PrimaryKey, Property, Unique } from '@mikro-orm/decorators/legacy';

/**
 * The Filipino version of a training's texts as stored (issue 29): title, description and the
 * questions' labels by question id; a text left out shows the English.
 */
export interface StoredTrainingFil {
  title?: string;
  description?: string;
  questions?: Record<string, string>;
}

/**
 * A kind of session a coach offers; coaches without their own offer the default trainings. A
 * retired one is kept (its slug stays taken) but offered no more.
 */
@Entity({ tableName: 'training' })
@Unique({ properties: ['coachId', 'slug'] })
export class TrainingRow {
  @PrimaryKey({ type: 'uuid' })
  id: string & Opt = randomUUID();

  @Property({ type: 'uuid' })
  coachId!: string;

  @Property({ type: 'text' })
  slug!: string;

  @Property({ type: 'text' })
  title!: string;

  @Property({ type: 'text' })
  description!: string;

  @Property({ type: 'integer' })
  durationMinutes!: number;

  @Property({ type: 'integer' })
  bufferBeforeMinutes: number & Opt = 0;

  @Property({ type: 'integer' })
  bufferAfterMinutes: number & Opt = 0;

  @Property({ type: 'json' })
  questions: TrainingQuestion[] & Opt = [];

  /** The Filipino version of the texts (issue 29); null: English only. */
  @Property({ type: 'json', nullable: true })
  fil?: StoredTrainingFil | null = null;

  @Property({ type: 'integer' })
  position: number & Opt = 0;

  @Property({ type: 'json' })
  languages: string[] & Opt = ['English', 'Filipino'];

  @Property({ type: 'datetime', nullable: true })
  retiredAt?: Date | null = null;
}
