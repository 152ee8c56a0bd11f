import {
  type AdminEvent,
  type AdminEventRegistration,
  type EventDetail,
  type EventRegistration as RegistrationReply,
  type EventSummary,
  type Language,
  REGISTRATION_STATUS_LABELS,
} from '@lakbay/contracts';
import { iso, isoOrNull } from '../common/errors';
import { localize } from '@lakbay/platform';
import type { EventRegistration } from '../entities/event-registration.entity';
import type { ContentEvent } from '../entities/event.entity';
import { freeSeats } from './waitlist';

export interface EventStats {
  taken: number;
  waitlisted: number;
}

export const NO_STATS: EventStats = { taken: 0, waitlisted: 0 };

/** Registration is open before the close date (or the start) while the event is published. */
export function registrationOpen(event: ContentEvent, now: Date): boolean {
  const closes = event.registrationCloseAt ?? event.startAt;
  return event.published && now.getTime() < closes.getTime() && now.getTime() < event.endAt.getTime();
}

export function toEventSummary(event: ContentEvent, stats: EventStats, now: Date, language?: Language): EventSummary {
  const capacity = event.capacity ?? null;
  const texts = localize({ title: event.title, description: event.description }, event.fil, language);
  return {
    id: event.id,
    title: texts.title,
    startAt: iso(event.startAt),
    endAt: iso(event.endAt),
    format: event.format,
    location: event.location ?? null,
    bannerImageUrl: event.bannerImageUrl ?? null,
    registrationCloseAt: isoOrNull(event.registrationCloseAt),
    capacity,
    needsApproval: event.needsApproval,
    seatsTaken: stats.taken,
    seatsLeft: capacity === null ? null : freeSeats({ capacity, taken: stats.taken }),
    waitlisted: stats.waitlisted,
    registrationOpen: registrationOpen(event, now),
    language: texts.language,
    fallback: texts.fallback,
  };
}

export function toEventDetail(event: ContentEvent, stats: EventStats, now: Date, language?: Language): EventDetail {
  const { description } = localize({ description: event.description }, event.fil, language);
  return { ...toEventSummary(event, stats, now, language), description, onlineUrl: event.onlineUrl ?? null };
}

export function toAdminEvent(event: ContentEvent, stats: EventStats, now = new Date()): AdminEvent {
  return {
    ...toEventDetail(event, stats, now),
    fil: event.fil ?? null,
    published: event.published,
    createdAt: iso(event.createdAt),
    updatedAt: iso(event.updatedAt),
  };
}

export function toRegistration(registration: EventRegistration, waitlistPosition: number | null): RegistrationReply {
  return {
    id: registration.id,
    eventId: registration.event.id,
    userId: registration.userId,
    status: registration.status,
    statusLabel: REGISTRATION_STATUS_LABELS[registration.status],
    waitlistPosition: registration.status === 'WAITLISTED' ? waitlistPosition : null,
    createdAt: iso(registration.createdAt),
    updatedAt: iso(registration.updatedAt),
  };
}

export function toAdminRegistration(registration: EventRegistration, waitlistPosition: number | null): AdminEventRegistration {
  return {
    ...toRegistration(registration, waitlistPosition),
    userEmail: registration.userEmail,
    userName: registration.userName ?? null,
    note: registration.note ?? null,
  };
}
