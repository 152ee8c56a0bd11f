import { EntityManager } from '@mikro-orm/core';
import type { SqlEntityManager } from '@mikro-orm/sql';
import { type ChangesReply, type ChangesRequest, eventPattern } from '@lakbay/contracts';
import { afterCommit } from '@lakbay/platform';
import { Inject, Injectable, Logger } from '@nestjs/common';
import type { ClientProxy } from '@nestjs/microservices';
import { lastValueFrom } from 'rxjs';
import { ChangeLog } from '../entities/change-log.entity';
import type { CoachProfile } from '../entities/coach-profile.entity';
import type { User } from '../entities/user.entity';
import { coachDocument } from './coach-document';

export const USERS_EVENTS_CLIENT = Symbol('USERS_EVENTS_CLIENT');

// Serialises writers of the change log inside their transactions, so a row with a higher seq is
// never committed before one with a lower seq (a consumer reading "after N" then misses nothing).
const CHANGE_LOG_LOCK = 7_246_001;

/**
 * Records a coach's searchable state in the change log. Call it inside the transaction of the
 * change itself (em from em.transactional): the change and its log row commit or fail together.
 */
export async function recordCoachChange(em: EntityManager, user: User, coach: CoachProfile | null): Promise<ChangeLog> {
  // Both drivers (PostgreSQL, PGlite) are SQL drivers, whose EntityManager runs raw SQL in its transaction.
  await (em as unknown as SqlEntityManager).execute(`select pg_advisory_xact_lock(${CHANGE_LOG_LOCK})`);
  const document = coachDocument(user, coach);
  const entry = em.create(ChangeLog, { recordType: 'COACH', recordId: user.id, action: document ? 'upserted' : 'deleted', document });
  await em.flush();
  return entry;
}

/** The users.changes feed, and the users.changed nudge sent after each commit. */
@Injectable()
export class CoachFeed {
  private readonly logger = new Logger(CoachFeed.name);

  constructor(
    private readonly em: EntityManager,
    @Inject(USERS_EVENTS_CLIENT) private readonly events: ClientProxy,
  ) {}

  async changes({ after, limit }: ChangesRequest): Promise<ChangesReply> {
    const rows = await this.em.find(ChangeLog, { seq: { $gt: after } }, { orderBy: { seq: 'asc' }, limit });
    const last = await this.em.findOne(ChangeLog, { seq: { $gt: 0 } }, { orderBy: { seq: 'desc' }, fields: ['seq'] });
    return {
      changes: rows.map((r) => ({
        seq: r.seq,
        type: r.recordType,
        id: r.recordId,
        action: r.action,
        document: r.document ?? null,
        at: r.at.toISOString(),
      })),
      last: last?.seq ?? 0,
    };
  }

  /**
   * Tells consumers to pull; a lost nudge only delays them until their next pull. Sent after the
   * handler's outer transaction commits: consumers nudged earlier would not see the change.
   */
  async nudge(seq: number): Promise<void> {
    await afterCommit(async () => {
      try {
        await lastValueFrom(this.events.emit(eventPattern('users.changed'), { seq }), { defaultValue: undefined });
      } catch (err) {
        this.logger.warn(`users.changed ${seq} not sent: ${err instanceof Error ? err.message : String(err)}`);
      }
    });
  }
}
