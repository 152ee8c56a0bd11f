import { randomUUID } from 'node:crypto';
import type { Opt } from '@mikro-orm/core';
import { Entity, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';

/**
 * A data export asked for by its account (RA 10173): the job that builds the archive fills in the
 * file, the SHA-256 of the e-mailed link's token and when the link stops working.
 */
@Entity({ tableName: 'data_export' })
export class DataExport {
  @PrimaryKey({ type: 'uuid' })
  id: string & Opt = randomUUID();

  @Property({ type: 'uuid' })
  userId!: string;

  @Property({ type: 'datetime' })
  requestedAt: Date & Opt = new Date();

  /** The archive's name in the file store; null until the job made it. */
  @Property({ type: 'text', nullable: true })
  file?: string | null = null;

  @Property({ type: 'text', nullable: true, unique: true })
  tokenHash?: string | null = null;

  @Property({ type: 'datetime', nullable: true })
  readyAt?: Date | null = null;

  @Property({ type: 'datetime', nullable: true })
  expiresAt?: Date | null = null;
}
