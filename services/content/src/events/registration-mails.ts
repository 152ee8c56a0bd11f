import { type Language, type RegistrationStatus, type SendMailJob, timeZoneOr } from '@lakbay/contracts';
import { type Localized, formatSpan, mailLanguage, plainMail } from '@lakbay/platform';
import ical, { ICalAttendeeRole, ICalAttendeeStatus, ICalCalendarMethod, ICalEventStatus } from 'ical-generator';
import type { EventRegistration } from '../entities/event-registration.entity';
import type { ContentEvent } from '../entities/event.entity';

/** Why a registration changed: who acted decides the words of the e-mail. */
export type RegistrationChange = 'registered' | 'admin' | 'cancelled' | 'promoted';

/** A subject and the opening sentence, from the event's title (and its quoted form). */
interface Notice {
  subject: (title: string, change: RegistrationChange) => string;
  line: (quoted: string, change: RegistrationChange) => string;
}

interface RegistrationTexts {
  when: string;
  where: string;
  joinOnline: string;
  details: string;
  yourEvents: string;
  otherEvents: string;
  approved: Notice & { cantMakeIt: string };
  applied: Notice;
  waitlisted: Notice;
  rejected: Notice;
  droppedOut: Notice & { again: string };
}

const TEXTS: Localized<RegistrationTexts> = {
  en: {
    when: 'When',
    where: 'Where',
    joinOnline: 'Join online',
    details: 'Details',
    yourEvents: 'Your events',
    otherEvents: 'Other events',
    approved: {
      subject: (title, change) => (change === 'registered' ? `You're registered: ${title}` : `You have a seat: ${title}`),
      line: (quoted, change) =>
        change === 'promoted'
          ? `A seat opened up at ${quoted} and it is yours: you are off the waitlist and registered.`
          : change === 'admin'
            ? `Your registration for ${quoted} is approved. See you there!`
            : `You are registered for ${quoted}. See you there!`,
      cantMakeIt: `Can't make it? Cancel on the event page so someone on the waitlist can have your seat.`,
    },
    applied: {
      subject: (title) => `We received your registration: ${title}`,
      line: (quoted) =>
        `Thank you for registering for ${quoted}. The organisers review every registration for this event; we will e-mail you when they decide.`,
    },
    waitlisted: {
      subject: (title) => `You're on the waitlist: ${title}`,
      line: (quoted) =>
        `${quoted} is full for now, so you are on the waitlist. If a seat opens up, it goes to the first in line and we will e-mail you.`,
    },
    rejected: {
      subject: (title) => `Your registration for ${title}`,
      line: (quoted) => `Thank you for your interest in ${quoted}. We are sorry: this time your registration was not approved.`,
    },
    droppedOut: {
      subject: (title) => `Registration cancelled: ${title}`,
      line: (quoted, change) =>
        change === 'cancelled'
          ? `Your registration for ${quoted} is cancelled, as you asked.`
          : `The organisers cancelled your registration for ${quoted}.`,
      again: 'Changed your mind? You can register again while registration is open',
    },
  },
  fil: {
    when: 'Kailan',
    where: 'Saan',
    joinOnline: 'Sumali online',
    details: 'Mga detalye',
    yourEvents: 'Ang iyong mga event',
    otherEvents: 'Iba pang event',
    approved: {
      subject: (title, change) => (change === 'registered' ? `Rehistrado ka na: ${title}` : `May upuan ka na: ${title}`),
      line: (quoted, change) =>
        change === 'promoted'
          ? `May nabakanteng upuan sa ${quoted} at sa iyo na ito: wala ka na sa waitlist at rehistrado ka na.`
          : change === 'admin'
            ? `Aprubado na ang registration mo para sa ${quoted}. Kita-kits!`
            : `Rehistrado ka na para sa ${quoted}. Kita-kits!`,
      cantMakeIt: 'Hindi ka makakapunta? Mag-cancel sa page ng event para mapunta ang upuan mo sa isang nasa waitlist.',
    },
    applied: {
      subject: (title) => `Natanggap namin ang registration mo: ${title}`,
      line: (quoted) =>
        `Salamat sa pag-register para sa ${quoted}. Sinusuri ng mga organizer ang bawat registration para sa event na ito; ie-email ka namin kapag nakapagdesisyon na sila.`,
    },
    waitlisted: {
      subject: (title) => `Nasa waitlist ka: ${title}`,
      line: (quoted) =>
        `Puno na sa ngayon ang ${quoted}, kaya nasa waitlist ka. Kapag may nabakanteng upuan, mapupunta ito sa nauna sa pila at ie-email ka namin.`,
    },
    rejected: {
      subject: (title) => `Ang registration mo para sa ${title}`,
      line: (quoted) => `Salamat sa interes mo sa ${quoted}. Paumanhin: hindi naaprubahan ang registration mo ngayong pagkakataon.`,
    },
    droppedOut: {
      subject: (title) => `Kinansela ang registration: ${title}`,
      line: (quoted, change) =>
        change === 'cancelled'
          ? `Kinansela na ang registration mo para sa ${quoted}, gaya ng hiniling mo.`
          : `Kinansela ng mga organizer ang registration mo para sa ${quoted}.`,
      again: 'Nagbago ang isip mo? Puwede kang mag-register ulit habang bukas pa ang registration',
    },
  },
};

/**
 * "Saturday, December 5, 2026, 6:00 PM – 7:30 PM (Asia/Manila)" ("Sabado, Disyembre 5, 2026, ..."
 * in Filipino), in the reader's zone, named after the times.
 */
export function eventWhen(event: Pick<ContentEvent, 'startAt' | 'endAt'>, language: Language, timeZone: string): string {
  return formatSpan(event.startAt, event.endAt, language, timeZone);
}

/**
 * The event's entry in one registrant's calendar: REQUEST adds or updates it (a seat), CANCEL
 * removes it (dropped out). One UID per event, so each calendar holds one entry for it; the
 * SEQUENCE is the change's time in seconds, so a later change always wins over an earlier one
 * (a registration dropped and taken again).
 */
export function eventIcs(
  event: ContentEvent,
  registration: Pick<EventRegistration, 'userEmail' | 'userName'>,
  method: 'REQUEST' | 'CANCEL',
  page: string,
  now: Date,
  organizer?: string,
): string {
  const calendar = ical({
    prodId: { company: 'Lakbay', product: 'Events', language: 'EN' },
    method: method === 'CANCEL' ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.REQUEST,
  });
  calendar.createEvent({
    id: `event-${event.id}@lakbay`,
    sequence: Math.floor(now.getTime() / 1000),
    stamp: now,
    start: event.startAt,
    end: event.endAt,
    summary: `${event.title} (Lakbay)`,
    description: `${event.onlineUrl ? `Join online: ${event.onlineUrl}\n` : ''}Details: ${page}`,
    location: event.location ?? event.onlineUrl ?? null,
    url: page,
    status: method === 'CANCEL' ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    ...(organizer ? { organizer: { name: 'Lakbay', email: organizer } } : {}),
    attendees: [
      {
        name: registration.userName ?? undefined,
        email: registration.userEmail,
        role: ICalAttendeeRole.REQ,
        status: ICalAttendeeStatus.ACCEPTED,
      },
    ],
  });
  return calendar.toString();
}

/**
 * The e-mail for a registration that just reached `status`, in the registrant's language, or null
 * when none is due (interest only, a completed event). One e-mail per change, to the person
 * registered; a seat carries the event's calendar invitation (METHOD:REQUEST), and dropping out
 * its cancellation (METHOD:CANCEL).
 */
export function registrationMail(
  event: ContentEvent,
  registration: Pick<EventRegistration, 'userEmail' | 'userName' | 'userLanguage' | 'userTimeZone'> & { userFirstName?: string | null },
  status: RegistrationStatus,
  change: RegistrationChange,
  publicUrl: string,
  organizer?: string,
  now = new Date(),
): SendMailJob | null {
  const language = mailLanguage(registration.userLanguage);
  const t = TEXTS[language];
  const page = `${publicUrl}/events/${event.id}`;
  const title = `"${event.title}"`;
  const where = [
    `${t.when}: ${eventWhen(event, language, timeZoneOr(registration.userTimeZone))}`,
    ...(event.location ? [`${t.where}: ${event.location}`] : []),
  ];
  const details = `${t.details}: ${page}`;
  const withInvite = (mail: SendMailJob, method: 'REQUEST' | 'CANCEL'): SendMailJob => ({
    ...mail,
    calendar: { method, content: eventIcs(event, registration, method, page, now, organizer), filename: 'event.ics' },
  });
  const to = (notice: Notice, lines: string[]) =>
    plainMail(
      registration.userEmail,
      notice.subject(event.title, change),
      // Greeted by first name, never by username.
      registration.userFirstName ?? null,
      [notice.line(title, change), '', ...lines, '', `${t.yourEvents}: ${publicUrl}/my/events`],
      language,
    );
  switch (status) {
    case 'APPROVED':
      return withInvite(
        to(t.approved, [...where, ...(event.onlineUrl ? [`${t.joinOnline}: ${event.onlineUrl}`] : []), details, '', t.approved.cantMakeIt]),
        'REQUEST',
      );
    case 'APPLIED':
      return to(t.applied, [...where, details]);
    case 'WAITLISTED':
      return to(t.waitlisted, [...where, details]);
    case 'REJECTED':
      return to(t.rejected, [`${t.otherEvents}: ${publicUrl}/events`]);
    case 'DROPPED_OUT':
      return withInvite(to(t.droppedOut, [`${t.droppedOut.again}: ${page}`]), 'CANCEL');
    case 'INTERESTED':
    case 'COMPLETED':
    default:
      // No seat asked for, or the event is over: nothing to tell.
      return null;
  }
}
