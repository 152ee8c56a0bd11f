import type { Language, SendMailJob } from '@lakbay/contracts';
import { type Localized, formatSpan, mailLanguage, plainMail } from '@lakbay/platform';
import ical, { ICalAttendeeRole, ICalAttendeeStatus, ICalCalendarMethod, ICalEventStatus } from 'ical-generator';
import type { BookingRow } from '../entities/booking.entity';
import { DEFAULT_TRAININGS } from '../trainings/default-trainings';

// Questions by id, to show the coach what was asked rather than the answer's key.
const QUESTION_LABELS = new Map(DEFAULT_TRAININGS.flatMap((t) => t.questions.map((q) => [q.id, q.label] as const)));

export type BookingMailKind = 'confirmed' | 'rescheduled' | 'cancelled' | 'reminder';

/** The reason a booking keeps when it was cancelled because one side deleted their account (e-mails say it in the reader's language). */
export const ACCOUNT_DELETED_REASON = 'The account was deleted.';

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

/** "Tuesday, December 8, 2026, 9:00 AM – 9:30 AM (Asia/Manila)" in the given zone and the reader's language. */
export function whenIn(booking: Pick<BookingRow, 'startsAt' | 'endsAt'>, timeZone: string, language: Language): string {
  return formatSpan(booking.startsAt, booking.endsAt, language, timeZone);
}

interface BookingTexts {
  subject: Record<BookingMailKind, (title: string, other: string) => string>;
  opening: Record<BookingMailKind, string>;
  withOther: (title: string, other: string) => string;
  reason: (reason: string) => string;
  accountDeleted: (other: string) => string;
  theKoach: string;
  theKadet: string;
  lateCancel: string;
  joinCall: (link: string) => string;
  kadetShared: string;
  anotherTime: (link: string) => string;
  cantMakeIt: (link: string) => string;
  schedule: (link: string) => string;
}

const TEXTS: Localized<BookingTexts> = {
  en: {
    subject: {
      confirmed: (title, other) => `Booked: ${title} with ${other}`,
      rescheduled: (title, other) => `Moved: ${title} with ${other}`,
      cancelled: (title, other) => `Cancelled: ${title} with ${other}`,
      reminder: (title, other) => `Tomorrow: ${title} with ${other}`,
    },
    opening: {
      confirmed: 'Your coaching session is booked.',
      rescheduled: 'Your coaching session has moved to a new time. Your calendar entry is updated.',
      cancelled: 'Your coaching session has been cancelled. Your calendar entry is removed.',
      reminder: 'A reminder: your coaching session is coming up.',
    },
    withOther: (title, other) => `${title} with ${other}`,
    reason: (reason) => `Reason given: ${reason}`,
    accountDeleted: (other) => `${other} deleted their Lakbay account, so the session cannot take place.`,
    theKoach: 'Your Koach',
    theKadet: 'Your Kadet',
    lateCancel: 'This was a late cancel (less than 3 hours before the start).',
    joinCall: (link) => `Join the call: ${link}`,
    kadetShared: 'What your Kadet shared:',
    anotherTime: (link) => `Need another time? ${link}`,
    cantMakeIt: (link) => `Can't make it? ${link}`,
    schedule: (link) => `Your schedule: ${link}`,
  },
  fil: {
    subject: {
      confirmed: (title, other) => `Naka-book na: ${title} kasama si ${other}`,
      rescheduled: (title, other) => `Inilipat: ${title} kasama si ${other}`,
      cancelled: (title, other) => `Kinansela: ${title} kasama si ${other}`,
      reminder: (title, other) => `Bukas na: ${title} kasama si ${other}`,
    },
    opening: {
      confirmed: 'Naka-book na ang iyong coaching session.',
      rescheduled: 'Inilipat sa bagong oras ang iyong coaching session. Na-update na ang entry nito sa iyong calendar.',
      cancelled: 'Kinansela ang iyong coaching session. Tinanggal na ang entry nito sa iyong calendar.',
      reminder: 'Paalala: malapit na ang iyong coaching session.',
    },
    withOther: (title, other) => `${title} kasama si ${other}`,
    reason: (reason) => `Ibinigay na dahilan: ${reason}`,
    accountDeleted: (other) => `Na-delete ng ${other} ang kanyang Lakbay account, kaya hindi na matutuloy ang session.`,
    theKoach: 'iyong Koach',
    theKadet: 'iyong Kadet',
    lateCancel: 'Late cancel ito (wala pang 3 oras bago ang simula).',
    joinCall: (link) => `Sumali sa call: ${link}`,
    kadetShared: 'Ang ibinahagi ng iyong Kadet:',
    anotherTime: (link) => `Kailangan mo ng ibang oras? ${link}`,
    cantMakeIt: (link) => `Hindi ka makakarating? ${link}`,
    schedule: (link) => `Ang iyong schedule: ${link}`,
  },
};

/**
 * One e-mail to one side of a booking, in that side's language and time zone (the zone named after
 * the times). The .ics holds UTC instants, the same file for both sides: each calendar shows them
 * in its own zone. The Kadet's carries
 * signed reschedule and cancel links; both carry the .ics (REQUEST, or CANCEL for a cancellation)
 * except reminders.
 */
export function bookingMail(
  booking: BookingRow,
  to: 'kadet' | 'coach',
  kind: BookingMailKind,
  opts: { ics?: { method: 'REQUEST' | 'CANCEL'; content: string }; links: MailLinks },
): SendMailJob {
  const toKadet = to === 'kadet';
  // Greeted by first name ("Hi Juan,"); the other side named in full.
  const name = toKadet ? booking.kadetFirstName : booking.coachFirstName;
  const other = toKadet ? booking.coachName : booking.kadetName;
  const zone = toKadet ? booking.kadetTimeZone : booking.coachTimeZone;
  const language = mailLanguage(toKadet ? booking.kadetLanguage : booking.coachLanguage);
  const t = TEXTS[language];
  const lines = [t.opening[kind], '', t.withOther(booking.trainingTitle, other), whenIn(booking, zone, language)];
  if (kind === 'cancelled') {
    if (booking.cancellationReason === ACCOUNT_DELETED_REASON) {
      lines.push('', t.accountDeleted(toKadet ? t.theKoach : t.theKadet));
    } else if (booking.cancellationReason) {
      lines.push('', t.reason(booking.cancellationReason));
    }
    if (booking.lateCancel) {
      lines.push(t.lateCancel);
    }
  } else if (booking.meetingLink) {
    lines.push('', t.joinCall(booking.meetingLink));
  }
  if (!toKadet && kind !== 'cancelled') {
    const answers = Object.entries(booking.answers).filter(([, v]) => v);
    if (answers.length > 0) {
      lines.push('', t.kadetShared, ...answers.map(([k, v]) => `- ${QUESTION_LABELS.get(k) ?? k} ${v}`));
    }
  }
  if (opts.links.reschedule && opts.links.cancel && kind !== 'cancelled') {
    lines.push('', t.anotherTime(opts.links.reschedule), t.cantMakeIt(opts.links.cancel));
  }
  lines.push('', t.schedule(opts.links.schedule));
  return {
    ...plainMail(
      toKadet ? booking.kadetEmail : booking.coachEmail,
      t.subject[kind](booking.trainingTitle, other),
      name ?? null,
      lines,
      language,
    ),
    ...(opts.ics ? { calendar: { method: opts.ics.method, content: opts.ics.content, filename: 'invite.ics' } } : {}),
  };
}
