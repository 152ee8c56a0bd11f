import type { AdminEvent, AdminListQuery, Cached, DeletedReply, EventDetail, EventSummary, Page } from '@lakbay/contracts';
import { EntityManager, type FilterQuery, LockMode, type RequiredEntityData } from '@mikro-orm/core';
import { Injectable } from '@nestjs/common';
import type { EventDto, EventListQueryDto, UpdateEventDto } from '@lakbay/contracts/content.dto';
import { ContentWriter } from '../changes/content-writer';
import { sqlEm, table } from '../changes/content-writes';
import { cachedRead } from '../common/cached';
import { defined } from '../common/defined';
import { FieldErrors, notFound } from '../common/errors';
import { paging, toPage, wordsFilter } from '../common/paging';
import { ContentEvent } from '../entities/event.entity';
import { eventStats, statsOf } from './event-stats';
import { NO_STATS, toAdminEvent, toEventDetail, toEventSummary } from './event.mapper';
import { promoteFromWaitlist } from './registrations.service';

@Injectable()
export class EventsService {
  constructor(
    private readonly em: EntityManager,
    private readonly writer: ContentWriter,
  ) {}

  /** upcoming: not ended, soonest first; past: ended, latest first; all: latest first. */
  list(query: EventListQueryDto, ifNoneMatch?: string): Promise<Cached<Page<EventSummary>>> {
    const page = paging(query);
    const when = query.when ?? 'upcoming';
    const now = new Date();
    return cachedRead(this.em, {
      kinds: ['event'],
      key: ['events.list', page.page, page.pageSize, when],
      ifNoneMatch,
      boundary: () => this.nextBoundary(now),
      load: async () => {
        const where: FilterQuery<ContentEvent> =
          when === 'upcoming'
            ? { published: true, endAt: { $gt: now } }
            : when === 'past'
              ? { published: true, endAt: { $lte: now } }
              : { published: true };
        const [events, total] = await this.em.findAndCount(ContentEvent, where, {
          orderBy: when === 'upcoming' ? { startAt: 'asc', id: 'asc' } : { startAt: 'desc', id: 'asc' },
          limit: page.pageSize,
          offset: page.offset,
        });
        const stats = await eventStats(
          this.em,
          events.map((e) => e.id),
        );
        return toPage(
          events.map((e) => toEventSummary(e, stats.get(e.id) ?? NO_STATS, now)),
          total,
          page,
        );
      },
    });
  }

  detail(id: string, ifNoneMatch?: string): Promise<Cached<EventDetail>> {
    const now = new Date();
    return cachedRead(this.em, {
      kinds: ['event'],
      key: ['events.get', id],
      ifNoneMatch,
      boundary: () => this.nextBoundary(now, id),
      load: async () => {
        const event = await this.em.findOne(ContentEvent, { id, published: true });
        if (!event) {
          throw notFound('event');
        }
        return toEventDetail(event, await statsOf(this.em, id), now);
      },
    });
  }

  /** The next instant at which an answer changes by time alone (a start, an end, a close). */
  private async nextBoundary(now: Date, eventId?: string): Promise<Date | null> {
    const [row] = await sqlEm(this.em).execute<{ next: Date | string | null }[]>(
      `select least(
         min("start_at") filter (where "start_at" > ?),
         min("end_at") filter (where "end_at" > ?),
         min("registration_close_at") filter (where "registration_close_at" > ?)) as "next"
       from ${table('event')} where "published" = true${eventId ? ' and "id" = ?' : ''}`,
      [now, now, now, ...(eventId ? [eventId] : [])],
    );
    return row?.next ? new Date(row.next) : null;
  }

  async adminList(query: AdminListQuery): Promise<Page<AdminEvent>> {
    const page = paging(query);
    const where: FilterQuery<ContentEvent> = query.published !== undefined ? { published: query.published } : {};
    const words = wordsFilter(query.q, ['title', 'location']);
    const [events, total] = await this.em.findAndCount(ContentEvent, words ? { $and: [where, words] } : where, {
      orderBy: { startAt: 'desc', id: 'asc' },
      limit: page.pageSize,
      offset: page.offset,
    });
    const stats = await eventStats(
      this.em,
      events.map((e) => e.id),
    );
    return toPage(
      events.map((e) => toAdminEvent(e, stats.get(e.id) ?? NO_STATS)),
      total,
      page,
    );
  }

  async adminGet(id: string): Promise<AdminEvent> {
    const event = await this.load(this.em, id);
    return toAdminEvent(event, await statsOf(this.em, id));
  }

  create(input: EventDto): Promise<AdminEvent> {
    const values = eventValues(input);
    checkEvent({ location: null, registrationCloseAt: null, ...values });
    return this.writer.write(async (tx, writes) => {
      const event = tx.create(ContentEvent, values as RequiredEntityData<ContentEvent>);
      await tx.flush();
      writes.touch('event');
      return toAdminEvent(event, NO_STATS);
    });
  }

  update(id: string, changes: UpdateEventDto): Promise<AdminEvent> {
    return this.writer.write(async (tx, writes) => {
      const event = await this.load(tx, id, true);
      const values = eventValues(changes);
      checkEvent({
        startAt: values.startAt ?? event.startAt,
        endAt: values.endAt ?? event.endAt,
        format: values.format ?? event.format,
        location: values.location !== undefined ? values.location : event.location,
        registrationCloseAt: values.registrationCloseAt !== undefined ? values.registrationCloseAt : event.registrationCloseAt,
      });
      tx.assign(event, values);
      await tx.flush();
      // More seats (or no limit any more): the waitlist moves up.
      await promoteFromWaitlist(tx, event);
      writes.touch('event');
      return toAdminEvent(event, await statsOf(tx, id));
    });
  }

  delete(id: string): Promise<DeletedReply> {
    return this.writer.write(async (tx, writes) => {
      tx.remove(await this.load(tx, id, true));
      await tx.flush();
      writes.touch('event');
      return { id, deleted: true as const };
    });
  }

  private async load(em: EntityManager, id: string, lock = false): Promise<ContentEvent> {
    const event = await em.findOne(ContentEvent, { id }, lock ? { lockMode: LockMode.PESSIMISTIC_WRITE } : {});
    if (!event) {
      throw notFound('event');
    }
    return event;
  }
}

function eventValues(input: Partial<EventDto>): Partial<ContentEvent> {
  const { startAt, endAt, registrationCloseAt, ...rest } = input;
  return {
    ...(defined(rest) as Partial<ContentEvent>),
    ...(startAt !== undefined ? { startAt: new Date(startAt) } : {}),
    ...(endAt !== undefined ? { endAt: new Date(endAt) } : {}),
    ...(registrationCloseAt !== undefined
      ? { registrationCloseAt: registrationCloseAt === null ? null : new Date(registrationCloseAt) }
      : {}),
  };
}

function checkEvent(event: Partial<ContentEvent>): void {
  const errors = new FieldErrors();
  if (event.startAt && event.endAt && event.endAt.getTime() <= event.startAt.getTime()) {
    errors.add('endAt', 'End must be after the start.');
  }
  if ((event.format === 'ONSITE' || event.format === 'HYBRID') && !event.location) {
    errors.add('location', 'Give the venue of an onsite or hybrid event.');
  }
  if (event.registrationCloseAt && event.endAt && event.registrationCloseAt.getTime() > event.endAt.getTime()) {
    errors.add('registrationCloseAt', 'Registration must close before the event ends.');
  }
  errors.throwIfAny();
}
