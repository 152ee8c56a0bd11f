import { randomUUID } from 'node:crypto';
import type { Opt } from '@mikro-orm/core';
import { Entity, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';

/** Who did what, as whom, when: admin changes and every write done while emulating a user. */
@Entity({ tableName: 'audit_log' })
export class AuditLog {
  @PrimaryKey({ type: 'uuid' })
  id: string & Opt = randomUUID();

  @Property({ type: 'datetime' })
  at: Date & Opt = new Date();

  /** The real person (the admin when emulating). */
  @Property({ type: 'uuid' })
  actorId!: string;

  @Property({ type: 'uuid', nullable: true })
  emulatedUserId?: string | null = null;

  @Property({ type: 'text' })
  action!: string;

  @Property({ type: 'text', nullable: true })
  method?: string | null = null;

  @Property({ type: 'text', nullable: true })
  path?: string | null = null;

  @Property({ type: 'json' })
  details: Record<string, unknown> & Opt = {};
}
