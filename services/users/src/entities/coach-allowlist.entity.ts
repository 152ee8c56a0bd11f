import type { Opt } from '@mikro-orm/core';
import { Entity, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';

/** E-mails allowed to sign up as coaches (/signup-coach); admins add them. */
@Entity({ tableName: 'coach_allowlist' })
export class CoachAllowlistEntry {
  /** Lower-cased. */
  @PrimaryKey({ type: 'text' })
  email!: string;

  @Property({ type: 'uuid', nullable: true })
  addedBy?: string | null = null;

  @Property({ type: 'datetime' })
  createdAt: Date & Opt = new Date();
}
