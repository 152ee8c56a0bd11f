import { EntityManager } from '@mikro-orm/core';
import type { PrivacyEraseReply, PrivacyExportPart, PrivacySubject, ReplyOf } from '@lakbay/contracts';
import { PrivacySubjectDto } from '@lakbay/contracts/accounts.dto';
import { Handles, inTransaction } from '@lakbay/platform';
import { Controller, Injectable } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { EventRegistration } from '../entities/event-registration.entity';

/** What a registration of a deleted account keeps: no name, note or address (the address is no one's). */
export function deletedRegistrant(userId: string): Pick<EventRegistration, 'userEmail' | 'userName' | 'userFirstName' | 'note'> {
  return { userEmail: `deleted-${userId}@deleted.invalid`, userName: null, userFirstName: null, note: null };
}

/** The content service's part of data privacy: a person's event registrations. */
@Injectable()
export class ContentPrivacy {
  constructor(private readonly em: EntityManager) {}

  async export(subject: PrivacySubject): Promise<PrivacyExportPart> {
    const rows = await this.em.find(EventRegistration, { userId: subject.userId }, { populate: ['event'], orderBy: { createdAt: 'asc' } });
    return {
      data: {
        eventRegistrations: rows.map((r) => {
          const event = r.event.getEntity();
          return {
            event: { id: event.id, title: event.title, startAt: event.startAt.toISOString(), endAt: event.endAt.toISOString() },
            status: r.status,
            emailUsed: r.userEmail,
            nameUsed: r.userName ?? null,
            note: r.note ?? null,
            waitlistedAt: r.waitlistedAt?.toISOString() ?? null,
            registeredAt: r.createdAt.toISOString(),
            updatedAt: r.updatedAt.toISOString(),
          };
        }),
      },
      files: [],
    };
  }

  /**
   * Registrations for events not yet over are removed (their seats free up; the waitlist moves at the
   * event's next registration change); those of past events stay for the event's attendance
   * figures, without name, note or address.
   */
  erase(subject: PrivacySubject): Promise<PrivacyEraseReply> {
    return inTransaction(this.em, async (em) => {
      const now = new Date();
      const live = await em.find(EventRegistration, { userId: subject.userId, event: { endAt: { $gt: now } } });
      const removed = live.length ? await em.nativeDelete(EventRegistration, { id: { $in: live.map((r) => r.id) } }) : 0;
      const deleted = deletedRegistrant(subject.userId);
      const anonymised = await em.nativeUpdate(
        EventRegistration,
        { userId: subject.userId, userEmail: { $ne: deleted.userEmail } },
        deleted,
      );
      return { counts: { eventRegistrationsRemoved: removed, eventRegistrationsAnonymised: anonymised }, files: [] };
    });
  }
}

@Controller()
export class ContentPrivacyController {
  constructor(private readonly privacy: ContentPrivacy) {}

  @Handles('content.privacy.export')
  export(@Payload() request: PrivacySubjectDto): Promise<ReplyOf<'content.privacy.export'>> {
    return this.privacy.export(request);
  }

  @Handles('content.privacy.erase')
  erase(@Payload() request: PrivacySubjectDto): Promise<ReplyOf<'content.privacy.erase'>> {
    return this.privacy.erase(request);
  }
}
