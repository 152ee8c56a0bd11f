import type { EntityManager } from '@mikro-orm/core';
import { sqlEm, table } from '../changes/content-writes';
import { EventRegistration } from '../entities/event-registration.entity';
import { type EventStats, NO_STATS } from './event.mapper';

/** Seats taken and people waiting, per event. */
export async function eventStats(em: EntityManager, eventIds: string[]): Promise<Map<string, EventStats>> {
  const stats = new Map<string, EventStats>(eventIds.map((id) => [id, NO_STATS]));
  if (eventIds.length === 0) {
    return stats;
  }
  const rows = await sqlEm(em).execute<{ event_id: string; taken: string; waitlisted: string }[]>(
    `select "event_id",
       count(*) filter (where "status" in ('APPROVED', 'COMPLETED')) as "taken",
       count(*) filter (where "status" = 'WAITLISTED') as "waitlisted"
     from ${table('event_registration')} where "event_id" in (${eventIds.map(() => '?').join(', ')}) group by "event_id"`,
    eventIds,
  );
  for (const row of rows) {
    stats.set(row.event_id, { taken: Number(row.taken), waitlisted: Number(row.waitlisted) });
  }
  return stats;
}

export async function statsOf(em: EntityManager, eventId: string): Promise<EventStats> {
  return (await eventStats(em, [eventId])).get(eventId) ?? NO_STATS;
}

/** The waitlist of an event, first in line first. */
export function waitlist(em: EntityManager, eventId: string, limit?: number): Promise<EventRegistration[]> {
  return em.find(
    EventRegistration,
    { event: eventId, status: 'WAITLISTED' },
    { orderBy: { waitlistedAt: 'asc', createdAt: 'asc', id: 'asc' }, ...(limit !== undefined ? { limit } : {}) },
  );
}

/** 1-based places in line by registration id. */
export async function waitlistPositions(em: EntityManager, eventId: string): Promise<Map<string, number>> {
  return new Map((await waitlist(em, eventId)).map((r, i) => [r.id, i + 1]));
}
