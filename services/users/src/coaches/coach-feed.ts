import { EntityManager } from '@mikro-orm/core';
import type { ChangesReply, ChangesRequest } from '@lakbay/contracts';
import { type ChangeLogTable, nudgeAfterCommit, readChanges, recordChanges } from '@lakbay/platform';
import { Inject, Injectable, Logger } from '@nestjs/common';
import type { ClientProxy } from '@nestjs/microservices';
import type { CoachProfile } from '../entities/coach-profile.entity';
import type { User } from '../entities/user.entity';
import { coachDocument } from './coach-document';

export const USERS_EVENTS_CLIENT = Symbol('USERS_EVENTS_CLIENT');

/** The users service's change feed (users.changes): one row per coach profile change. */
export const COACH_CHANGES: ChangeLogTable = { table: '"users"."change_log"', typeColumn: 'record_type', lockId: 7_246_001 };

/**
 * Records a coach's searchable state in the change log. Call it inside the transaction of the
 * change itself (em from inTransaction): the change and its log row commit or fail together.
 */
export async function recordCoachChange(em: EntityManager, user: User, coach: CoachProfile | null): Promise<{ seq: number }> {
  await em.flush();
  const seq = await recordChanges(em, COACH_CHANGES, [{ type: 'COACH', id: user.id, document: coachDocument(user, coach) }]);
  return { seq: seq ?? 0 };
}

/** The users.changes feed, and the users.changed nudge sent after each commit. */
@Injectable()
export class CoachFeed {
  private readonly logger = new Logger(CoachFeed.name);

  constructor(
    private readonly em: EntityManager,
    @Inject(USERS_EVENTS_CLIENT) private readonly events: ClientProxy,
  ) {}

  changes(request: ChangesRequest): Promise<ChangesReply> {
    return readChanges(this.em, COACH_CHANGES, request);
  }

  /** Tells consumers to pull, once the handler's outer transaction has committed. */
  nudge(seq: number): Promise<void> {
    return nudgeAfterCommit(this.events, 'users.changed', seq, this.logger);
  }
}
