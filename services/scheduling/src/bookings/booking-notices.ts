import { REMINDER_BEFORE_MINUTES } from '@lakbay/contracts';
import { APP_CONFIG, type AppConfig, Outbox } from '@lakbay/platform';
import type { EntityManager } from '@mikro-orm/core';
import { Inject, Injectable } from '@nestjs/common';
import type { BookingRow, Side } from '../entities/booking.entity';
import { BookingLinks, type LinkAction } from './booking-links';
import { type BookingMailKind, bookingIcs, bookingMail } from './booking-mails';
import { isLateCancel } from './booking.mapper';

const MINUTE = 60_000;

/** The sides a booking's e-mails go to unless told otherwise. */
export const BOTH_SIDES: readonly Side[] = ['kadet', 'coach'];

/** Marks an upcoming booking cancelled by one side; the version rises, retiring links and reminders. */
export function markCancelled(row: BookingRow, by: Side, reason: string, now: Date): void {
  Object.assign(row, {
    status: 'CANCELLED',
    cancellationReason: reason,
    cancelledBy: by,
    cancelledAt: now,
    lateCancel: isLateCancel(row.startsAt, now),
    version: row.version + 1,
  });
}

/**
 * The follow-up work of a booking change, recorded in the outbox in the caller's transaction: the
 * e-mail to each side named (with its .ics, REQUEST or CANCEL, and the Kadet's signed links) and,
 * for a new time, the reminder. Every change that tells people goes through here: a booking, a
 * reschedule, a cancel by a side, and a cancel because an account was deleted (the other side only).
 */
@Injectable()
export class BookingNotices {
  private readonly links: BookingLinks;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {
    this.links = new BookingLinks(config.auth.secret);
  }

  async record(tx: EntityManager, row: BookingRow, kind: BookingMailKind, to: readonly Side[] = BOTH_SIDES): Promise<void> {
    const now = new Date();
    const schedule = `${this.config.http.publicUrl}/my/schedule`;
    const method = kind === 'cancelled' ? 'CANCEL' : 'REQUEST';
    const ics =
      kind === 'reminder' ? undefined : ({ method, content: bookingIcs(row, method, this.config.scheduling.email, now) } as const);
    if (to.includes('kadet')) {
      const expires = new Date(row.startsAt.getTime());
      // Pages outside /my: the token alone shows the booking and acts on it, logged out too.
      const link = (action: LinkAction) => this.links.url(this.config.http.publicUrl, row.id, action, row.version, expires);
      const kadetLinks =
        kind === 'cancelled' ? { schedule } : { schedule, reschedule: await link('reschedule'), cancel: await link('cancel') };
      await Outbox.record(tx, 'mail.send', bookingMail(row, 'kadet', kind, { ics, links: kadetLinks }));
    }
    if (to.includes('coach')) {
      await Outbox.record(tx, 'mail.send', bookingMail(row, 'coach', kind, { ics, links: { schedule } }));
    }
    if (kind === 'confirmed' || kind === 'rescheduled') {
      const runAt = new Date(Math.max(now.getTime(), row.startsAt.getTime() - REMINDER_BEFORE_MINUTES * MINUTE));
      await Outbox.record(tx, 'scheduling.booking.remind', { bookingId: row.id, version: row.version }, { runAt });
    }
  }
}
