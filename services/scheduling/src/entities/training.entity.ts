import { randomUUID } from 'node:crypto';
import type { TrainingQuestion } from '@lakbay/contracts';
import type { Opt } from '@mikro-orm/core';
import { Entity, PrimaryKey, Property, Unique } from '@mikro-orm/decorators/legacy';

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

  @Property({ type: 'integer' })
  position: number & Opt = 0;

  @Property({ type: 'json' })
  languages: string[] & Opt = ['English', 'Filipino'];

  @Property({ type: 'datetime', nullable: true })
  retiredAt?: Date | null = null;
}
