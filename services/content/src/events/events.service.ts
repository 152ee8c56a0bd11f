import type { AdminEvent, Cached, EventDetail, EventSummary, Language, Page } from '@lakbay/contracts';
import type { EntityManager, FilterQuery, RequiredEntityData } from '@mikro-orm/core';
import { Injectable } from '@nestjs/common';
import type { EventDto, EventListQueryDto, UpdateEventDto } from '@lakbay/contracts/content.dto';
import { ContentCrud } from '../admin/content-crud';
import { type WriteSet, sqlEm, table } from '../changes/content-writes';
import { cachedRead } from '../common/cached';
import { defined } from '../common/defined';
import { withStoredFil } from '@lakbay/platform';
import { FieldErrors, notFound } from '../common/errors';
import { paging, toPage } from '../common/paging';
import { ContentEvent } from '../entities/event.entity';
import { eventStats, statsOf } from './event-stats';
import { NO_STATS, toAdminEvent, toEventDetail, toEventSummary } from './event.mapper';
import { promoteFromWaitlist } from './registrations.service';

@Injectable()
export class EventsService extends ContentCrud<ContentEvent, EventDto, AdminEvent> {
  /** upcoming: not ended, soonest first; past: ended, latest first; all: latest first. */
  list(query: EventListQueryDto, ifNoneMatch?: string, language?: Language): Promise<Cached<Page<EventSummary>>> {
    const page = paging(query);
    const when = query.when ?? 'upcoming';
    const now = new Date();
    return cachedRead(this.em, {
      kinds: ['event'],
      key: ['events.list', language ?? 'en', page.page, page.pageSize, when],
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
          events.map((e) => toEventSummary(e, stats.get(e.id) ?? NO_STATS, now, language)),
          total,
          page,
        );
      },
    });
  }

  detail(id: string, ifNoneMatch?: string, language?: Language): Promise<Cached<EventDetail>> {
    const now = new Date();
    return cachedRead(this.em, {
      kinds: ['event'],
      key: ['events.get', language ?? 'en', id],
      ifNoneMatch,
      boundary: () => this.nextBoundary(now, id),
      load: async () => {
        const event = await this.em.findOne(ContentEvent, { id, published: true });
        if (!event) {
          throw notFound('event');
        }
        return toEventDetail(event, await statsOf(this.em, id), now, language);
      },
    });
  }

  /** The next instant at which an answer changes by time alone (a start, an end, a close). */
  private async nextBoundary(now: Date, eventId?: string): Promise<Date | null> {
    const [row] = await sqlEm(this.em).execute<{ next: string | null }[]>(
      `select least(
         min("start_at") filter (where "start_at" > ?),
         min("end_at") filter (where "end_at" > ?),
         min("registration_close_at") filter (where "registration_close_at" > ?)) as "next"
       from ${table('event')} where "published" = true${eventId ? ' and "id" = ?' : ''}`,
      [now, now, now, ...(eventId ? [eventId] : [])],
    );
    return row?.next ? new Date(row.next) : null;
  }

  // ---- Admin ---------------------------------------------------------------------------------

  protected readonly entity = ContentEvent;
  protected readonly noun = 'event';
  protected readonly searched = ['title', 'location'];
  protected readonly adminOrder = { startAt: 'desc', id: 'asc' } as const;
  protected override readonly locked = true;

  protected async toAdmin(em: EntityManager, events: ContentEvent[]): Promise<AdminEvent[]> {
    const stats = await eventStats(
      em,
      events.map((e) => e.id),
    );
    return events.map((e) => toAdminEvent(e, stats.get(e.id) ?? NO_STATS));
  }

  protected createValues(_tx: EntityManager, input: EventDto): RequiredEntityData<ContentEvent> {
    const values = eventValues(input);
    checkEvent({ location: null, registrationCloseAt: null, ...values });
    return values as RequiredEntityData<ContentEvent>;
  }

  protected updateValues(_tx: EntityManager, event: ContentEvent, changes: UpdateEventDto): Partial<ContentEvent> {
    const values = eventValues(changes);
    checkEvent({
      startAt: values.startAt ?? event.startAt,
      endAt: values.endAt ?? event.endAt,
      format: values.format ?? event.format,
      location: values.location !== undefined ? values.location : event.location,
      registrationCloseAt: values.registrationCloseAt !== undefined ? values.registrationCloseAt : event.registrationCloseAt,
    });
    return values;
  }

  protected override async updated(tx: EntityManager, event: ContentEvent, writes: WriteSet): Promise<void> {
    // More seats (or no limit any more): the waitlist moves up, and each promoted Kadet is told.
    await promoteFromWaitlist(tx, event, writes);
  }

  protected written(writes: WriteSet): void {
    writes.touch('event');
  }
}

function eventValues(input: Partial<EventDto>): Partial<ContentEvent> {
  const { startAt, endAt, registrationCloseAt, ...rest } = input;
  return {
    ...(defined(withStoredFil(rest)) as Partial<ContentEvent>),
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
