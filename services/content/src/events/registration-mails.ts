import type { RegistrationStatus, SendMailJob } from '@lakbay/contracts';
import { plainMail } from '@lakbay/platform';
import type { EventRegistration } from '../entities/event-registration.entity';
import type { ContentEvent } from '../entities/event.entity';

/** Why a registration changed: who acted decides the words of the e-mail. */
export type RegistrationChange = 'registered' | 'admin' | 'cancelled' | 'promoted';

const MANILA = 'Asia/Manila';

/** "Saturday, 5 December 2026, 6:00 PM – 7:30 PM (Asia/Manila)": events are held in Manila time. */
export function eventWhen(event: Pick<ContentEvent, 'startAt' | 'endAt'>): string {
  const day = new Intl.DateTimeFormat('en-PH', { timeZone: MANILA, weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });
  const time = new Intl.DateTimeFormat('en-PH', { timeZone: MANILA, hour: 'numeric', minute: '2-digit' });
  return `${day.format(event.startAt)}, ${time.format(event.startAt)} – ${time.format(event.endAt)} (${MANILA})`;
}

/**
 * The e-mail for a registration that just reached `status`, or null when none is due (interest
 * only, a completed event). One e-mail per change, to the person registered.
 */
export function registrationMail(
  event: ContentEvent,
  registration: Pick<EventRegistration, 'userEmail' | 'userName'>,
  status: RegistrationStatus,
  change: RegistrationChange,
  publicUrl: string,
): SendMailJob | null {
  const page = `${publicUrl}/events/${event.id}`;
  const mine = `${publicUrl}/my/events`;
  const title = `"${event.title}"`;
  const where = [`When: ${eventWhen(event)}`, ...(event.location ? [`Where: ${event.location}`] : [])];
  const onlineLine = event.onlineUrl ? [`Join online: ${event.onlineUrl}`] : [];
  const to = (subject: string, lines: string[]) =>
    plainMail(registration.userEmail, subject, registration.userName ?? 'there', [...lines, '', `Your events: ${mine}`]);
  switch (status) {
    case 'APPROVED':
      return to(change === 'registered' ? `You're registered: ${event.title}` : `You have a seat: ${event.title}`, [
        change === 'promoted'
          ? `A seat opened up at ${title} and it is yours: you are off the waitlist and registered.`
          : change === 'admin'
            ? `Your registration for ${title} is approved. See you there!`
            : `You are registered for ${title}. See you there!`,
        '',
        ...where,
        ...onlineLine,
        `Details: ${page}`,
        '',
        `Can't make it? Cancel on the event page so someone on the waitlist can have your seat.`,
      ]);
    case 'APPLIED':
      return to(`We received your registration: ${event.title}`, [
        `Thank you for registering for ${title}. The organisers review every registration for this event; we will e-mail you when they decide.`,
        '',
        ...where,
        `Details: ${page}`,
      ]);
    case 'WAITLISTED':
      return to(`You're on the waitlist: ${event.title}`, [
        `${title} is full for now, so you are on the waitlist. If a seat opens up, it goes to the first in line and we will e-mail you.`,
        '',
        ...where,
        `Details: ${page}`,
      ]);
    case 'REJECTED':
      return to(`Your registration for ${event.title}`, [
        `Thank you for your interest in ${title}. We are sorry: this time your registration was not approved.`,
        '',
        `Other events: ${publicUrl}/events`,
      ]);
    case 'DROPPED_OUT':
      return to(`Registration cancelled: ${event.title}`, [
        change === 'cancelled'
          ? `Your registration for ${title} is cancelled, as you asked.`
          : `The organisers cancelled your registration for ${title}.`,
        '',
        `Changed your mind? You can register again while registration is open: ${page}`,
      ]);
    case 'INTERESTED':
    case 'COMPLETED':
    default:
      // No seat asked for, or the event is over: nothing to tell.
      return null;
  }
}
