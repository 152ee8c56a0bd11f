import type { MeritLevel } from '@lakbay/contracts';
import { Entity, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { OfGroup } from './group-record';

/** A member's certificate of completion, public at PUBLIC_URL/certificates/{code} until revoked. */
@Entity({ tableName: 'certificate' })
export class CertificateRow extends OfGroup {
  @PrimaryKey({ type: 'text' })
  code!: string;

  @Property({ type: 'uuid' })
  userId!: string;

  @Property({ type: 'text' })
  holderName!: string;

  @Property({ type: 'text' })
  merit!: MeritLevel;

  @Property({ type: 'datetime' })
  completedAt!: Date;

  @Property({ type: 'datetime', nullable: true })
  revokedAt?: Date | null = null;

  @Property({ type: 'text', nullable: true })
  revokedReason?: string | null = null;

  @Property({ type: 'uuid', nullable: true })
  revokedBy?: string | null = null;
}
