import { randomUUID } from 'node:crypto';
import type { Opt } from '@mikro-orm/core';
import { PrimaryKey, Property } from '@mikro-orm/decorators/legacy';

/** A row that belongs to one group of one challenge (the table's column is team_id). */
export abstract class OfGroup {
  @Property({ type: 'uuid', fieldName: 'team_id' })
  groupId!: string;

  @Property({ type: 'uuid' })
  challengeId!: string;
}

/** A row of a group with its own UUID id: memberships, invites, submissions. */
export abstract class GroupRecord extends OfGroup {
  @PrimaryKey({ type: 'uuid' })
  id: string & Opt = randomUUID();
}
