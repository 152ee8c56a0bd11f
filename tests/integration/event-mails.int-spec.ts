import { call, DEMO, login, signUp, uniqueEmail, waitForMail } from '../support/accounts';
import { emlMails } from '../support/mail-tally';
import { useSharedPlatform } from '../support/shared-platform';

// Bodies are JSON whose shape each test asserts.
// oxlint-disable-next-line typescript/no-explicit-any
type Json = any;

function inDays(days: number, hour = 10): string {
  const date = new Date(Date.now() + days * 24 * 3600 * 1000);
  date.setUTCHours(hour, 0, 0, 0);
  return date.toISOString();
}

/**
 * Issue 13: event registration promised e-mails that never went out. Each change of a registration
 * records its e-mail in the content service's outbox in the same transaction; the notifications
 * service sends it once. Standalone: the .eml mailer writes DATA_DIR/mail/*.eml.
 */
describe('event registration e-mails (standalone)', () => {
  const p = useSharedPlatform('standalone');
  let dataDir = '';
  let admin = '';
  const seen = new Set<string>();

  beforeAll(async () => {
    dataDir = p().env.DATA_DIR as string;
    admin = (await login(p(), DEMO.admin)).sessionCookie;
  }, 60000);

  async function kadet(prefix: string): Promise<{ email: string; token: string }> {
    const email = uniqueEmail(prefix);
    const body = await signUp(p(), { email, password: 'kalamansi-jeepney-42' });
    return { email, token: body.sessionCookie };
  }

  async function newEvent(title: string, extra: Record<string, unknown>): Promise<string> {
    const { status, body } = await call(
      p(),
      'POST',
      '/admin/events',
      {
        title,
        description: 'A test event.',
        startAt: inDays(10),
        endAt: inDays(10, 12),
        format: 'ONSITE',
        location: 'Iloilo City',
        published: true,
        ...extra,
      },
      { token: admin },
    );
    expect(status).toBe(201);
    return body.id as string;
  }

  /** Every e-mail to these people, as "to: subject", sorted; after waiting out any late duplicate. */
  async function tally(people: string[]): Promise<string[]> {
    await new Promise((r) => setTimeout(r, 1500));
    return emlMails(dataDir, (to) => people.includes(to))
      .filter((m) => !/welcome|finish signing up/i.test(m.subject))
      .map((m) => `${m.to}: ${m.subject}`)
      .sort();
  }

  it('sends one e-mail per change to the person registered: registered, waitlisted, cancelled, promoted', async () => {
    const [ana, ben] = [await kadet('ana'), await kadet('ben')];
    const title = `Resume Clinic ${Date.now().toString(36)}`;
    const id = await newEvent(title, { capacity: 1 });

    expect((await call(p(), 'POST', `/events/${id}/registration`, {}, { token: ana.token })).body.status).toBe('APPROVED');
    const registered = await waitForMail(dataDir, ana.email, `You're registered: ${title}`, seen);
    expect(registered.text).toContain(`/events/${id}`);
    expect(registered.text).toContain('Where: Iloilo City');
    // The seat comes with the event's calendar invitation (quoted-printable in the .eml).
    const calendarOf = (raw: string) => raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
    expect(calendarOf(registered.raw)).toMatch(new RegExp(`METHOD:REQUEST[\\s\\S]*UID:event-${id}@lakbay`));
    // Registering again changes nothing and sends nothing.
    await call(p(), 'POST', `/events/${id}/registration`, {}, { token: ana.token });

    expect((await call(p(), 'POST', `/events/${id}/registration`, {}, { token: ben.token })).body.status).toBe('WAITLISTED');
    await waitForMail(dataDir, ben.email, `You're on the waitlist: ${title}`, seen);

    expect((await call(p(), 'DELETE', `/events/${id}/registration`, undefined, { token: ana.token })).body.status).toBe('DROPPED_OUT');
    const dropped = await waitForMail(dataDir, ana.email, `Registration cancelled: ${title}`, seen);
    expect(calendarOf(dropped.raw)).toMatch(new RegExp(`METHOD:CANCEL[\\s\\S]*UID:event-${id}@lakbay`));
    const promoted = await waitForMail(dataDir, ben.email, `You have a seat: ${title}`, seen);
    expect(promoted.text).toContain('off the waitlist');

    expect(await tally([ana.email, ben.email])).toEqual(
      [
        `${ana.email}: You're registered: ${title}`,
        `${ana.email}: Registration cancelled: ${title}`,
        `${ben.email}: You're on the waitlist: ${title}`,
        `${ben.email}: You have a seat: ${title}`,
      ].sort(),
    );
  }, 60000);

  it('writes to a Kadet whose language is Filipino in Filipino, also when an admin approves later', async () => {
    const lia = await kadet('lia');
    expect((await call(p(), 'PATCH', '/users/me', { language: 'fil' }, { token: lia.token })).body.language).toBe('fil');
    const title = `Career Talk ${Date.now().toString(36)}`;
    const id = await newEvent(title, { needsApproval: true });
    const reg = (await call(p(), 'POST', `/events/${id}/registration`, {}, { token: lia.token })).body;
    const applied = await waitForMail(dataDir, lia.email, `Natanggap namin ang registration mo: ${title}`, seen);
    // No username yet: greeted without a name.
    expect(applied.text).toMatch(/^Kumusta!\n/);
    expect(applied.text).toContain('Saan: Iloilo City');
    expect(applied.text).toMatch(/Kailan: (Lunes|Martes|Miyerkules|Huwebes|Biyernes|Sabado|Linggo), /);
    expect(applied.text).toContain('ie-email ka namin kapag nakapagdesisyon na sila');
    await call(p(), 'PATCH', `/admin/events/${id}/registrations/${reg.id}`, { action: 'APPROVE' }, { token: admin });
    await waitForMail(dataDir, lia.email, `May upuan ka na: ${title}`, seen);
    expect(await tally([lia.email])).toEqual([
      `${lia.email}: May upuan ka na: ${title}`,
      `${lia.email}: Natanggap namin ang registration mo: ${title}`,
    ]);
  }, 60000);

  it('e-mails on applying, approval and rejection, and when an admin raises the capacity', async () => {
    const [cora, dan, eli] = [await kadet('cora'), await kadet('dan'), await kadet('eli')];
    const title = `Portfolio Review ${Date.now().toString(36)}`;
    const id = await newEvent(title, { needsApproval: true });
    const coraReg = (await call(p(), 'POST', `/events/${id}/registration`, {}, { token: cora.token })).body;
    const danReg = (await call(p(), 'POST', `/events/${id}/registration`, {}, { token: dan.token })).body;
    expect([coraReg.status, danReg.status]).toEqual(['APPLIED', 'APPLIED']);
    const applied = await waitForMail(dataDir, cora.email, `We received your registration: ${title}`, seen);
    expect(applied.text).toContain('we will e-mail you when they decide');

    const approve = await call(p(), 'PATCH', `/admin/events/${id}/registrations/${coraReg.id}`, { action: 'APPROVE' }, { token: admin });
    expect(approve.status).toBe(200);
    await waitForMail(dataDir, cora.email, `You have a seat: ${title}`, seen);
    const reject = await call(p(), 'PATCH', `/admin/events/${id}/registrations/${danReg.id}`, { action: 'REJECT' }, { token: admin });
    expect(reject.status).toBe(200);
    await waitForMail(dataDir, dan.email, `Your registration for ${title}`, seen);

    // A full event whose capacity an admin raises: the first in line is promoted and told.
    const full = await newEvent(`${title} (small)`, { capacity: 1 });
    await call(p(), 'POST', `/events/${full}/registration`, {}, { token: cora.token });
    expect((await call(p(), 'POST', `/events/${full}/registration`, {}, { token: eli.token })).body.status).toBe('WAITLISTED');
    expect((await call(p(), 'PATCH', `/admin/events/${full}`, { capacity: 2 }, { token: admin })).status).toBe(200);
    await waitForMail(dataDir, eli.email, `You have a seat: ${title} (small)`, seen);

    expect(await tally([cora.email, dan.email, eli.email])).toEqual(
      [
        `${cora.email}: We received your registration: ${title}`,
        `${cora.email}: You have a seat: ${title}`,
        `${cora.email}: You're registered: ${title} (small)`,
        `${dan.email}: We received your registration: ${title}`,
        `${dan.email}: Your registration for ${title}`,
        `${eli.email}: You're on the waitlist: ${title} (small)`,
        `${eli.email}: You have a seat: ${title} (small)`,
      ].sort(),
    );
  }, 60000);

  it("lists the caller's registrations with their status at /api/v2/my/event-registrations, and needs a session", async () => {
    const fay = await kadet('fay');
    const title = `Career Talk ${Date.now().toString(36)}`;
    const id = await newEvent(title, { needsApproval: true });
    await call(p(), 'POST', `/events/${id}/registration`, {}, { token: fay.token });
    const mine = await call(p(), 'GET', '/my/event-registrations', undefined, { token: fay.token });
    expect(mine.status).toBe(200);
    expect(mine.body).toEqual([
      expect.objectContaining({
        eventId: id,
        status: 'APPLIED',
        statusLabel: 'Pending approval',
        event: expect.objectContaining({ id, title }),
      }),
    ]);
    expect((await call(p(), 'GET', '/my/event-registrations')).status).toBe(401);
  }, 60000);

  it('has no seeded event ending with the placeholder sentence', async () => {
    const all = await call(p(), 'GET', '/admin/events?pageSize=50', undefined, { token: admin });
    expect(all.status).toBe(200);
    expect(all.body.items.length).toBeGreaterThanOrEqual(6);
    expect(all.body.items.filter((e: Json) => /Sample event/.test(e.description)).map((e: Json) => e.title)).toEqual([]);
  });
});
