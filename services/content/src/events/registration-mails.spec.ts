import type { Registrant, RegistrationStatus, SendMailJob } from '@lakbay/contracts';
import { type Broadcasts, OutboxEntry, memoryOrm } from '@lakbay/platform';
import type { EntityManager, MikroORM } from '@mikro-orm/core';
import type { ClientProxy } from '@nestjs/microservices';
import { ContentEvents } from '../changes/content-events';
import { EventRegistration } from '../entities/event-registration.entity';
import { ContentEvent } from '../entities/event.entity';
import { contentService } from '../definition';
import { asAdmin } from '../testing/as-admin';
import { TEST_PUBLIC_URL, testWriter } from '../testing/test-writer';
import { type RegistrationChange, eventWhen, registrationMail } from './registration-mails';
import { RegistrationsService } from './registrations.service';

const DAY = 86_400_000;
const ana: Registrant = {
  userId: '00000000-0000-4000-8000-00000000000a',
  email: 'ana@example.ph',
  username: 'ana_r',
  fullName: 'Ana Reyes',
  firstName: 'Ana',
};
const ben: Registrant = { userId: '00000000-0000-4000-8000-00000000000b', email: 'ben@example.ph', username: null };
const lia: Registrant = {
  userId: '00000000-0000-4000-8000-00000000000c',
  email: 'lia@example.ph',
  username: 'lia_m',
  fullName: 'Lia Mendoza',
  firstName: 'Lia',
  language: 'fil',
};
// Signed up, no names given yet: greeted "Hi there,", never by username.
const cy: Registrant = { userId: '00000000-0000-4000-8000-00000000000d', email: 'cy@example.ph', username: 'cy_2007' };

describe('event registration e-mails', () => {
  let orm: MikroORM;
  let em: EntityManager;
  let registrations: RegistrationsService;

  beforeAll(async () => {
    orm = await memoryOrm(contentService);
  });

  afterAll(async () => {
    await orm.close();
  });

  beforeEach(async () => {
    const clean = orm.em.fork();
    await clean.nativeDelete(OutboxEntry, {});
    await clean.nativeDelete(EventRegistration, {});
    await clean.nativeDelete(ContentEvent, {});
    em = orm.em.fork();
    const events = new ContentEvents(
      { emit: () => ({ subscribe: () => undefined }) } as unknown as ClientProxy,
      { publish: () => Promise.resolve() } as unknown as Broadcasts,
    );
    registrations = new RegistrationsService(em, testWriter(em, events));
  });

  async function anEvent(values: Partial<ContentEvent> = {}): Promise<ContentEvent> {
    const fork = orm.em.fork();
    const start = new Date(Date.now() + 7 * DAY);
    const event = fork.create(ContentEvent, {
      title: 'Resume Clinic',
      description: 'Bring your resume.',
      startAt: start,
      endAt: new Date(start.getTime() + 2 * 3_600_000),
      format: 'ONSITE',
      location: 'Cebu City',
      published: true,
      needsApproval: false,
      ...values,
    });
    await fork.flush();
    return event;
  }

  /** E-mails recorded since the last call, in order. */
  let seen = 0;
  beforeEach(() => {
    seen = 0;
  });
  async function newMails(): Promise<SendMailJob[]> {
    const rows = await orm.em.fork().find(OutboxEntry, { name: 'mail.send' }, { orderBy: { createdAt: 'asc' } });
    const fresh = rows.slice(seen).map((r) => r.data as SendMailJob);
    seen = rows.length;
    return fresh;
  }

  it('e-mails the Kadet once when registered, waitlisted, cancelled and promoted, and not on a repeat', async () => {
    const event = await anEvent({ capacity: 1 });
    await registrations.register(event.id, ana);
    // Admins see the full name on the registration.
    expect((await orm.em.fork().findOneOrFail(EventRegistration, { event: event.id, userId: ana.userId })).userName).toBe('Ana Reyes');
    const [registered, ...more] = await newMails();
    expect(more).toEqual([]);
    expect(registered).toMatchObject({ to: ana.email, subject: "You're registered: Resume Clinic" });
    expect(registered?.text).toMatch(/^Hi Ana,\n/);
    expect(registered?.text).toContain(`When: ${eventWhen(event, 'en', 'Asia/Manila')}`);
    expect(registered?.text).toContain('Where: Cebu City');
    expect(registered?.text).toContain(`${TEST_PUBLIC_URL}/events/${event.id}`);
    expect(registered?.text).toContain(`${TEST_PUBLIC_URL}/my/events`);

    await registrations.register(event.id, ana);
    expect(await newMails()).toEqual([]);

    await registrations.register(event.id, ben);
    expect(await newMails()).toEqual([expect.objectContaining({ to: ben.email, subject: "You're on the waitlist: Resume Clinic" })]);

    await registrations.cancel(event.id, ana.userId);
    const mails = await newMails();
    expect(mails).toHaveLength(2);
    expect(mails).toContainEqual(expect.objectContaining({ to: ana.email, subject: 'Registration cancelled: Resume Clinic' }));
    const promoted = mails.find((m) => m.to === ben.email);
    expect(promoted?.subject).toBe('You have a seat: Resume Clinic');
    expect(promoted?.text).toContain('Hi there,');
    expect(promoted?.text).toContain('off the waitlist');
  });

  it('e-mails on applying, approval and rejection of an event that needs approval', async () => {
    const event = await anEvent({ needsApproval: true });
    const applied = await registrations.register(event.id, ana);
    await registrations.register(event.id, ben);
    const received = await newMails();
    expect(received.map((m) => [m.to, m.subject])).toEqual([
      [ana.email, 'We received your registration: Resume Clinic'],
      [ben.email, 'We received your registration: Resume Clinic'],
    ]);
    expect(received[0]?.text).toContain('we will e-mail you when they decide');

    await asAdmin(registrations).adminUpdate(event.id, applied.id, 'APPROVE');
    const [approved, ...others] = await newMails();
    expect(others).toEqual([]);
    expect(approved).toMatchObject({ to: ana.email, subject: 'You have a seat: Resume Clinic' });
    expect(approved?.text).toContain('is approved');

    const benRegistration = await registrations.mine(event.id, ben.userId);
    await asAdmin(registrations).adminUpdate(event.id, benRegistration?.id ?? '', 'REJECT');
    expect(await newMails()).toEqual([expect.objectContaining({ to: ben.email, subject: 'Your registration for Resume Clinic' })]);
    // Approving again changes nothing and sends nothing.
    await asAdmin(registrations).adminUpdate(event.id, applied.id, 'APPROVE');
    expect(await newMails()).toEqual([]);
  });

  it('sends nothing for interest only, and nothing when the write is refused', async () => {
    const event = await anEvent({ capacity: 1, registrationCloseAt: new Date(Date.now() - DAY) });
    await registrations.register(event.id, ana, true);
    expect(await newMails()).toEqual([]);
    await expect(registrations.register(event.id, ben)).rejects.toMatchObject({ status: 409 });
    expect(await newMails()).toEqual([]);
  });

  it("writes the event's time in the registrant's zone, kept for the e-mails an admin or the waitlist causes later", async () => {
    const event = await anEvent({ capacity: 1, startAt: new Date('2030-12-07T10:00:00Z'), endAt: new Date('2030-12-07T12:00:00Z') });
    await registrations.register(event.id, ana);
    await registrations.register(event.id, { ...ben, timeZone: 'Asia/Dubai' });
    const [waitlisted] = (await newMails()).slice(1);
    expect(waitlisted?.text).toContain('When: Saturday, December 7, 2030, 2:00 PM – 4:00 PM (Asia/Dubai)');
    await registrations.cancel(event.id, ana.userId);
    const promoted = (await newMails()).find((m) => m.to === ben.email);
    expect(promoted?.text).toContain('When: Saturday, December 7, 2030, 2:00 PM – 4:00 PM (Asia/Dubai)');
  });

  it('writes to a Filipino registrant in Filipino, with the date in Filipino, also when an admin or the waitlist acts later', async () => {
    const event = await anEvent({ capacity: 1 });
    await registrations.register(event.id, ana);
    await registrations.register(event.id, lia);
    const [waitlisted] = (await newMails()).slice(1);
    expect(waitlisted).toMatchObject({ to: lia.email, subject: 'Nasa waitlist ka: Resume Clinic' });
    expect(waitlisted?.text).toMatch(/^Kumusta, Lia!\n/);
    expect(waitlisted?.text).toContain(`Kailan: ${eventWhen(event, 'fil', 'Asia/Manila')}`);
    expect(waitlisted?.text).toContain('Saan: Cebu City');
    expect(waitlisted?.text).toMatch(/\nIngat,\nAng Lakbay team$/);
    await registrations.cancel(event.id, ana.userId);
    const promoted = (await newMails()).find((m) => m.to === lia.email);
    expect(promoted?.subject).toBe('May upuan ka na: Resume Clinic');
    expect(promoted?.text).toContain('wala ka na sa waitlist');
  });
});

describe('registrant names', () => {
  it('greets by first name, or "Hi there," when none was given, never by username', () => {
    const base = { userEmail: 'x@example.ph', userLanguage: 'en' as const, userTimeZone: 'Asia/Manila' };
    const event = {
      id: '00000000-0000-4000-8000-0000000000e2',
      title: 'Career Talk',
      startAt: new Date('2026-12-05T10:00:00Z'),
      endAt: new Date('2026-12-05T11:30:00Z'),
      location: null,
      onlineUrl: null,
    } as unknown as ContentEvent;
    const named = registrationMail(
      event,
      { ...base, userName: 'Ana Reyes', userFirstName: 'Ana' },
      'APPLIED',
      'registered',
      TEST_PUBLIC_URL,
    );
    const unnamed = registrationMail(
      event,
      { ...base, userName: cy.username, userFirstName: null },
      'APPLIED',
      'registered',
      TEST_PUBLIC_URL,
    );
    const unnamedFil = registrationMail(
      event,
      { ...base, userLanguage: 'fil', userName: cy.username, userFirstName: null },
      'APPLIED',
      'registered',
      TEST_PUBLIC_URL,
    );
    expect(named?.text.split('\n')[0]).toBe('Hi Ana,');
    expect(unnamed?.text.split('\n')[0]).toBe('Hi there,');
    expect(unnamedFil?.text.split('\n')[0]).toBe('Kumusta!');
    expect(unnamed?.text).not.toContain('cy_2007');
  });
});

describe('registrationMail', () => {
  const event = {
    id: '00000000-0000-4000-8000-0000000000e1',
    title: 'Career Talk',
    startAt: new Date('2026-12-05T10:00:00Z'),
    endAt: new Date('2026-12-05T11:30:00Z'),
    location: 'Iloilo City',
    onlineUrl: 'https://meet.example.ph/talk',
  } as ContentEvent;
  const person = (userLanguage: 'en' | 'fil') => ({
    userEmail: 'ana@example.ph',
    userName: 'Ana',
    userLanguage,
    userTimeZone: 'Asia/Manila',
  });
  const cases: [RegistrationStatus, RegistrationChange][] = [
    ['APPROVED', 'registered'],
    ['APPROVED', 'admin'],
    ['APPROVED', 'promoted'],
    ['APPLIED', 'registered'],
    ['WAITLISTED', 'registered'],
    ['REJECTED', 'admin'],
    ['DROPPED_OUT', 'cancelled'],
    ['DROPPED_OUT', 'admin'],
  ];

  it.each(cases)('%s (%s): Filipino and English differ in subject and text, and carry the same event and links', (status, change) => {
    const en = registrationMail(event, person('en'), status, change, TEST_PUBLIC_URL);
    const fil = registrationMail(event, person('fil'), status, change, TEST_PUBLIC_URL);
    expect(en && fil).toBeTruthy();
    expect(fil?.subject).not.toBe(en?.subject);
    expect(fil?.subject).toContain('Career Talk');
    expect(fil?.text).not.toBe(en?.text);
    const links = (text = '') => text.match(/https?:\/\/\S+/g);
    expect(links(fil?.text)).toEqual(links(en?.text));
  });

  it('gives the time in the locale of each language, in the zone given', () => {
    expect(eventWhen(event, 'en', 'Asia/Manila')).toBe('Saturday, December 5, 2026, 6:00 PM – 7:30 PM (Asia/Manila)');
    expect(eventWhen(event, 'fil', 'Asia/Manila')).toBe('Sabado, Disyembre 5, 2026, 6:00 PM – 7:30 PM (Asia/Manila)');
    expect(eventWhen(event, 'en', 'Asia/Dubai')).toBe('Saturday, December 5, 2026, 2:00 PM – 3:30 PM (Asia/Dubai)');
  });

  it("writes the time in the registrant's zone, Manila time when the registration has none", () => {
    const dubai = registrationMail(event, { ...person('en'), userTimeZone: 'Asia/Dubai' }, 'APPROVED', 'registered', TEST_PUBLIC_URL);
    expect(dubai?.text).toContain('When: Saturday, December 5, 2026, 2:00 PM – 3:30 PM (Asia/Dubai)');
    expect(dubai?.text).not.toContain('Asia/Manila');
    const manila = registrationMail(event, person('en'), 'WAITLISTED', 'registered', TEST_PUBLIC_URL);
    expect(manila?.text).toContain('When: Saturday, December 5, 2026, 6:00 PM – 7:30 PM (Asia/Manila)');
  });

  it('carries the calendar invitation with a seat and its cancellation on dropping out, nothing otherwise', () => {
    const first = new Date('2026-12-01T00:00:00Z');
    const seat = registrationMail(event, person('en'), 'APPROVED', 'registered', TEST_PUBLIC_URL, 'schedule@demo.lakbay.ph', first);
    expect(seat?.calendar).toMatchObject({ method: 'REQUEST', filename: 'event.ics' });
    // Long lines are folded (RFC 5545 3.1): read them unfolded.
    const unfold = (ics: string) => ics.replace(/\r?\n[ \t]/g, '');
    const invite = unfold(seat?.calendar?.content ?? '');
    expect(invite).toMatch(/^METHOD:REQUEST\r?$/m);
    expect(invite).toMatch(/^UID:event-00000000-0000-4000-8000-0000000000e1@lakbay\r?$/m);
    expect(invite).toMatch(/^DTSTART:20261205T100000Z\r?$/m);
    expect(invite).toMatch(/^DTEND:20261205T113000Z\r?$/m);
    expect(invite).toMatch(/^ORGANIZER;CN="?Lakbay"?:mailto:schedule@demo\.lakbay\.ph\r?$/m);
    expect(invite).toMatch(/^ATTENDEE;.*:MAILTO:ana@example\.ph\r?$/im);
    const later = new Date(first.getTime() + 60_000);
    const dropped = registrationMail(event, person('en'), 'DROPPED_OUT', 'cancelled', TEST_PUBLIC_URL, 'schedule@demo.lakbay.ph', later);
    const cancel = unfold(dropped?.calendar?.content ?? '');
    expect(dropped?.calendar?.method).toBe('CANCEL');
    expect(cancel).toMatch(/^METHOD:CANCEL\r?$/m);
    expect(cancel).toMatch(/^STATUS:CANCELLED\r?$/m);
    // The same entry, at a later SEQUENCE, so calendars remove what they added.
    const sequence = (ics: string) => Number(/^SEQUENCE:(\d+)/m.exec(ics)?.[1]);
    expect(cancel).toMatch(/^UID:event-00000000-0000-4000-8000-0000000000e1@lakbay\r?$/m);
    expect(sequence(cancel)).toBeGreaterThan(sequence(invite));
    for (const status of ['APPLIED', 'WAITLISTED', 'REJECTED'] as const) {
      expect(registrationMail(event, person('en'), status, 'registered', TEST_PUBLIC_URL)?.calendar).toBeUndefined();
    }
  });

  it('sends nothing for interest only or a completed event, in either language', () => {
    for (const language of ['en', 'fil'] as const) {
      expect(registrationMail(event, person(language), 'INTERESTED', 'registered', TEST_PUBLIC_URL)).toBeNull();
      expect(registrationMail(event, person(language), 'COMPLETED', 'admin', TEST_PUBLIC_URL)).toBeNull();
    }
  });
});
