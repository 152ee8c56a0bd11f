import type { CareerCategory } from '@lakbay/contracts';
import type { Opt } from '@mikro-orm/core';
import { Entity, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';

/** The Koach profile of a coach (domain.md); one per coach, keyed by the user id. */
@Entity({ tableName: 'coach_profile' })
export class CoachProfile {
  /** The coach's user id (a foreign key to user, cascade on delete). */
  @PrimaryKey({ type: 'uuid' })
  userId!: string;

  @Property({ type: 'text', nullable: true })
  displayName?: string | null = null;

  /** Generated from the display name the first time it is set, then kept so links stay valid. */
  @Property({ type: 'text', nullable: true, unique: true })
  slug?: string | null = null;

  @Property({ type: 'text', nullable: true })
  headline?: string | null = null;

  @Property({ type: 'json' })
  expertise: CareerCategory[] & Opt = [];

  @Property({ type: 'integer', nullable: true })
  yearsOfExperience?: number | null = null;

  @Property({ type: 'text', nullable: true })
  bio?: string | null = null;

  @Property({ type: 'json' })
  languages: string[] & Opt = [];

  @Property({ type: 'text', nullable: true })
  linkedinUrl?: string | null = null;

  @Property({ type: 'text', nullable: true })
  meetingLink?: string | null = null;

  @Property({ type: 'datetime', onUpdate: () => new Date() })
  updatedAt: Date & Opt = new Date();
}
