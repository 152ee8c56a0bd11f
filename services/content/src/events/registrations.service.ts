import type {
  AdminEventRegistration,
  AdminRegistrationAction,
  EventRegistration as RegistrationReply,
  Language,
  MyEventRegistration,
  Page,
  Registrant,
  RegistrationStatus,
} from '@lakbay/contracts';
import { timeZoneOr } from '@lakbay/contracts';
import { mailLanguage } from '@lakbay/platform';
import { EntityManager, LockMode } from '@mikro-orm/core';
import { Injectable } from '@nestjs/common';
import { ContentWriter } from '../changes/content-writer';
import type { WriteSet } from '../changes/content-writes';
import { conflict, notFound, registrationClosed } from '../common/errors';
import { paging, toPage } from '../common/paging';
import { EventRegistration } from '../entities/event-registration.entity';
import { ContentEvent } from '../entities/event.entity';
import { eventStats, statsOf, waitlist, waitlistPositions } from './event-stats';
import { NO_STATS, registrationOpen, toAdminRegistration, toEventSummary, toRegistration } from './event.mapper';
import type { RegistrationChange } from './registration-mails';
import { type Decision, decideAdminAction, decideCancel, decideRegistration, holdsSeat, promotions } from './waitlist';

/**
 * Registrations for events. Every change locks the event's row first, so two people can never
 * take the last seat at once and the waitlist moves in order.
 */
@Injectable()
export class RegistrationsService {
  constructor(
    private readonly em: EntityManager,
    private readonly writer: ContentWriter,
  ) {}

  async mine(eventId: string, userId: string): Promise<RegistrationReply | null> {
    const registration = await this.em.findOne(EventRegistration, { event: eventId, userId });
    return registration ? toRegistration(registration, await this.positionOf(this.em, registration)) : null;
  }

  /** The caller's registrations for published events, latest event first. */
  async mineAll(userId: string, language?: Language): Promise<MyEventRegistration[]> {
    const registrations = await this.em.find(
      EventRegistration,
      { userId, event: { published: true } },
      { populate: ['event'], orderBy: { event: { startAt: 'desc' } } },
    );
    const now = new Date();
    const stats = await eventStats(
      this.em,
      registrations.map((r) => r.event.id),
    );
    const result: MyEventRegistration[] = [];
    for (const registration of registrations) {
      const event = registration.event.getEntity();
      result.push({
        ...toRegistration(registration, await this.positionOf(this.em, registration)),
        event: toEventSummary(event, stats.get(event.id) ?? NO_STATS, now, language),
      });
    }
    return result;
  }

  register(eventId: string, registrant: Registrant, interestOnly = false): Promise<RegistrationReply> {
    return this.writer.write(async (tx, writes) => {
      const event = await lockEvent(tx, eventId, true);
      const now = new Date();
      const existing = await tx.findOne(EventRegistration, { event: eventId, userId: registrant.userId });
      const decision = decideRegistration(
        existing?.status ?? null,
        { needsApproval: event.needsApproval, seats: await seatsOf(tx, event) },
        interestOnly,
      );
      if (decision.kind === 'refuse') {
        throw conflict(decision.message);
      }
      if (decision.kind === 'keep' && existing) {
        return toRegistration(existing, await this.positionOf(tx, existing));
      }
      const status = (decision as { status: RegistrationStatus }).status;
      const open = status === 'INTERESTED' ? now.getTime() < event.endAt.getTime() : registrationOpen(event, now);
      if (!open) {
        throw registrationClosed(now.getTime() >= event.endAt.getTime() ? 'This event is over.' : 'Registration for this event is closed.');
      }
      const registration =
        existing ??
        tx.create(EventRegistration, {
          event,
          userId: registrant.userId,
          userEmail: registrant.email,
          userName: registrant.fullName ?? registrant.username,
          status,
        });
      registration.userEmail = registrant.email;
      registration.userName = registrant.fullName ?? registrant.username;
      registration.userFirstName = registrant.firstName ?? null;
      registration.userLanguage = mailLanguage(registrant.language);
      registration.userTimeZone = timeZoneOr(registrant.timeZone);
      setStatus(registration, status, now);
      await tx.flush();
      writes.touch('event');
      writes.notify(event, registration, 'registered');
      return toRegistration(registration, await this.positionOf(tx, registration));
    });
  }

  cancel(eventId: string, userId: string): Promise<RegistrationReply> {
    return this.writer.write(async (tx, writes) => {
      const event = await lockEvent(tx, eventId, false);
      const registration = await tx.findOne(EventRegistration, { event: eventId, userId });
      if (!registration) {
        throw notFound('registration of yours for this event');
      }
      const now = new Date();
      if (registration.status !== 'DROPPED_OUT' && now.getTime() >= event.endAt.getTime()) {
        throw registrationClosed('This event is over.');
      }
      await this.apply(tx, writes, { event, registration, decision: decideCancel(registration.status), change: 'cancelled' }, now);
      writes.touch('event');
      return toRegistration(registration, null);
    });
  }

  async adminList(
    eventId: string,
    query: { status?: RegistrationStatus; page?: number; pageSize?: number },
  ): Promise<Page<AdminEventRegistration>> {
    if (!(await this.em.count(ContentEvent, { id: eventId }))) {
      throw notFound('event');
    }
    const page = paging(query);
    const [registrations, total] = await this.em.findAndCount(
      EventRegistration,
      { event: eventId, ...(query.status ? { status: query.status } : {}) },
      { orderBy: { createdAt: 'asc', id: 'asc' }, limit: page.pageSize, offset: page.offset },
    );
    const positions = await waitlistPositions(this.em, eventId);
    return toPage(
      registrations.map((r) => toAdminRegistration(r, positions.get(r.id) ?? null)),
      total,
      page,
    );
  }

  adminUpdate(eventId: string, registrationId: string, action: AdminRegistrationAction): Promise<AdminEventRegistration> {
    return this.writer.write(async (tx, writes) => {
      const event = await lockEvent(tx, eventId, false);
      const registration = await tx.findOne(EventRegistration, { id: registrationId, event: eventId });
      if (!registration) {
        throw notFound('registration');
      }
      const now = new Date();
      const decision = decideAdminAction(registration.status, action, {
        seats: await seatsOf(tx, event),
        started: now.getTime() >= event.startAt.getTime(),
      });
      await this.apply(tx, writes, { event, registration, decision, change: 'admin' }, now);
      writes.touch('event');
      writes.audit('event_registration', registration.id, 'update');
      return toAdminRegistration(registration, await this.positionOf(tx, registration));
    });
  }

  /**
   * Applies a decision and e-mails its Kadet about it; a seat it frees goes to the first in line
   * while the event is not over.
   */
  private async apply(
    tx: EntityManager,
    writes: WriteSet,
    {
      event,
      registration,
      decision,
      change,
    }: { event: ContentEvent; registration: EventRegistration; decision: Decision; change: RegistrationChange },
    now: Date,
  ): Promise<void> {
    if (decision.kind === 'refuse') {
      throw conflict(decision.message);
    }
    if (decision.kind === 'keep') {
      return;
    }
    const heldSeat = holdsSeat(registration.status);
    setStatus(registration, decision.status, now);
    await tx.flush();
    writes.notify(event, registration, change);
    if (heldSeat && !holdsSeat(decision.status)) {
      await promoteFromWaitlist(tx, event, writes, now);
    }
  }

  private async positionOf(em: EntityManager, registration: EventRegistration): Promise<number | null> {
    if (registration.status !== 'WAITLISTED') {
      return null;
    }
    return (await waitlistPositions(em, registration.event.id)).get(registration.id) ?? null;
  }
}

async function lockEvent(tx: EntityManager, eventId: string, publishedOnly: boolean): Promise<ContentEvent> {
  const event = await tx.findOne(
    ContentEvent,
    { id: eventId, ...(publishedOnly ? { published: true } : {}) },
    { lockMode: LockMode.PESSIMISTIC_WRITE },
  );
  if (!event) {
    throw notFound('event');
  }
  return event;
}

async function seatsOf(em: EntityManager, event: ContentEvent) {
  return { capacity: event.capacity ?? null, taken: (await statsOf(em, event.id)).taken };
}

function setStatus(registration: EventRegistration, status: RegistrationStatus, now: Date): void {
  if (status === 'WAITLISTED' && (registration.status !== 'WAITLISTED' || !registration.waitlistedAt)) {
    registration.waitlistedAt = now;
  } else if (status !== 'WAITLISTED') {
    registration.waitlistedAt = null;
  }
  registration.status = status;
}

/**
 * Gives free seats to the first people on the waitlist, in order, unless the event is over, and
 * e-mails each of them. Call it inside the transaction that locked the event.
 */
export async function promoteFromWaitlist(tx: EntityManager, event: ContentEvent, writes: WriteSet, now = new Date()): Promise<number> {
  if (now.getTime() >= event.endAt.getTime()) {
    return 0;
  }
  const stats = await statsOf(tx, event.id);
  const count = promotions({ capacity: event.capacity ?? null, taken: stats.taken }, stats.waitlisted);
  if (count === 0) {
    return 0;
  }
  for (const registration of await waitlist(tx, event.id, count)) {
    setStatus(registration, 'APPROVED', now);
    writes.notify(event, registration, 'promoted');
  }
  await tx.flush();
  return count;
}
