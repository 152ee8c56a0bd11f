import { type EntityManager, LockMode } from '@mikro-orm/core';
import { CoachCalendar } from '../entities/coach-calendar.entity';
import { sqlEm, table } from './sql';

/**
 * Makes sure the coach has a lock row, then takes it for the rest of the transaction: every change
 * of a coach's bookings or trainings takes it, so they run one after the other.
 */
export async function lockCoach(tx: EntityManager, coachId: string): Promise<void> {
  await sqlEm(tx).execute(`insert into ${table('coach_calendar')} ("coach_id") values (?) on conflict do nothing`, [coachId]);
  await tx.findOneOrFail(CoachCalendar, { coachId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
}
