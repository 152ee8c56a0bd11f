import type { SendMailJob } from '@lakbay/contracts';
import ical, { ICalAttendeeRole, ICalAttendeeStatus, ICalCalendarMethod, ICalEventStatus } from 'ical-generator';
import type { BookingRow } from '../entities/booking.entity';
import { DEFAULT_TRAININGS } from '../trainings/default-trainings';

// Questions by id, to show the coach what was asked rather than the answer's key.
const QUESTION_LABELS = new Map(DEFAULT_TRAININGS.flatMap((t) => t.questions.map((q) => [q.id, q.label] as const)));

export type BookingMailKind = 'confirmed' | 'rescheduled' | 'cancelled' | 'reminder';

export interface MailLinks {
  /** Signed links for the Kadet (reschedule, cancel); absent for the coach and for cancellations. */
  reschedule?: string;
  cancel?: string;
  schedule: string;
}

/**
 * The invitation file: the same UID for the whole life of a booking and its reschedules, SEQUENCE
 * = version, METHOD REQUEST (adds or updates the entry) or CANCEL (removes it).
 */
export function bookingIcs(booking: BookingRow, method: 'REQUEST' | 'CANCEL', schedulingEmail: string, now: Date): string {
  const calendar = ical({
    prodId: { company: 'Lakbay', product: 'Coach Connector', language: 'EN' },
    method: method === 'CANCEL' ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.REQUEST,
  });
  calendar.createEvent({
    id: booking.icalUid,
    sequence: booking.version,
    stamp: now,
    start: booking.startsAt,
    end: booking.endsAt,
    summary: `${booking.trainingTitle}: ${booking.kadetName} with ${booking.coachName} (Lakbay)`,
    description: `Lakbay coaching session.${booking.meetingLink ? ` Join: ${booking.meetingLink}` : ''}`,
    location: booking.meetingLink ?? null,
    url: booking.meetingLink ?? null,
    status: method === 'CANCEL' ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    organizer: { name: 'Lakbay', email: schedulingEmail },
    attendees: [
      { name: booking.coachName, email: booking.coachEmail, role: ICalAttendeeRole.REQ, status: ICalAttendeeStatus.ACCEPTED },
      { name: booking.kadetName, email: booking.kadetEmail, role: ICalAttendeeRole.REQ, status: ICalAttendeeStatus.ACCEPTED },
    ],
  });
  return calendar.toString();
}

/** "Tuesday, 8 December 2026, 9:00 AM – 9:30 AM (Asia/Manila)" in the given zone. */
export function whenIn(booking: Pick<BookingRow, 'startsAt' | 'endsAt'>, timeZone: string): string {
  const day = new Intl.DateTimeFormat('en-PH', { timeZone, weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }).format(
    booking.startsAt,
  );
  const time = new Intl.DateTimeFormat('en-PH', { timeZone, hour: 'numeric', minute: '2-digit' });
  return `${day}, ${time.format(booking.startsAt)} – ${time.format(booking.endsAt)} (${timeZone})`;
}

const SUBJECTS: Record<BookingMailKind, (b: BookingRow, other: string) => string> = {
  confirmed: (b, other) => `Booked: ${b.trainingTitle} with ${other}`,
  rescheduled: (b, other) => `Moved: ${b.trainingTitle} with ${other}`,
  cancelled: (b, other) => `Cancelled: ${b.trainingTitle} with ${other}`,
  reminder: (b, other) => `Tomorrow: ${b.trainingTitle} with ${other}`,
};

const OPENINGS: Record<BookingMailKind, string> = {
  confirmed: 'Your coaching session is booked.',
  rescheduled: 'Your coaching session has moved to a new time. Your calendar entry is updated.',
  cancelled: 'Your coaching session has been cancelled. Your calendar entry is removed.',
  reminder: 'A reminder: your coaching session is coming up.',
};

/**
 * One e-mail to one side of a booking. The Kadet's carries signed reschedule and cancel links;
 * both carry the .ics (REQUEST, or CANCEL for a cancellation) except reminders.
 */
export function bookingMail(
  booking: BookingRow,
  to: 'kadet' | 'coach',
  kind: BookingMailKind,
  opts: { ics?: { method: 'REQUEST' | 'CANCEL'; content: string }; links: MailLinks; kadetTimeZone: string },
): SendMailJob {
  const toKadet = to === 'kadet';
  const name = toKadet ? booking.kadetName : booking.coachName;
  const other = toKadet ? booking.coachName : booking.kadetName;
  const zone = toKadet ? opts.kadetTimeZone : booking.coachTimeZone;
  const lines = [`Hi ${name},`, '', OPENINGS[kind], '', `${booking.trainingTitle} with ${other}`, whenIn(booking, zone)];
  if (kind === 'cancelled') {
    if (booking.cancellationReason) {
      lines.push('', `Reason given: ${booking.cancellationReason}`);
    }
    if (booking.lateCancel) {
      lines.push('This was a late cancel (less than 3 hours before the start).');
    }
  } else if (booking.meetingLink) {
    lines.push('', `Join the call: ${booking.meetingLink}`);
  }
  if (!toKadet && kind !== 'cancelled') {
    const answers = Object.entries(booking.answers).filter(([, v]) => v);
    if (answers.length > 0) {
      lines.push('', 'What your Kadet shared:', ...answers.map(([k, v]) => `- ${QUESTION_LABELS.get(k) ?? k} ${v}`));
    }
  }
  if (opts.links.reschedule && opts.links.cancel && kind !== 'cancelled') {
    lines.push('', `Need another time? ${opts.links.reschedule}`, `Can't make it? ${opts.links.cancel}`);
  }
  lines.push('', `Your schedule: ${opts.links.schedule}`, '', 'Ingat,', 'The Lakbay team');
  const text = lines.join('\n');
  const html = lines.map((line) => escapeHtml(line).replace(/(https?:\/\/\S+)/g, '<a href="$1">$1</a>')).join('<br>');
  return {
    to: toKadet ? booking.kadetEmail : booking.coachEmail,
    subject: SUBJECTS[kind](booking, other),
    text,
    html: `<p>${html}</p>`,
    ...(opts.ics ? { calendar: { method: opts.ics.method, content: opts.ics.content, filename: 'invite.ics' } } : {}),
  };
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}
