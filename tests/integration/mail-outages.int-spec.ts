import { randomUUID } from 'node:crypto';
import { parseRawMail } from '../../libs/platform/src/mail/testing/parse-raw-mail';
import { MAIL_CONCURRENCY } from '../../services/notifications/src/mail-job.processor';
import { FaultPlatform, faultSuitePrerequisites } from '../support/fault-platform';

// Every wait below is cut at this budget, so the file ends well within CI's limit whatever breaks.
const FILE_BUDGET_MS = 420_000;
const fileDeadline = Date.now() + FILE_BUDGET_MS;
const within = (ms: number) => Math.min(Date.now() + ms, fileDeadline);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** How long each outage lasts: longer than the old 5 tries over 15 s, as the issue asks (60 s or more). */
const OUTAGE_MS = 60_000;
/** The address the SMTP capture refuses for good (550), as a mail server refuses an unknown mailbox. */
const REFUSED = 'koach@demo.lakbay.ph';
const CLIENTS = 2;

interface ResetRequest {
  email: string;
  phase: string;
  status?: number;
}

/**
 * Follow-up work through an SMTP outage and a PostgreSQL outage of 60 s each (overlapping by 30 s),
 * under a load of
 * password-reset requests (each acknowledged one records its e-mail in the users outbox, in the same
 * transaction as its token). Every e-mail recorded must arrive exactly once after recovery; one the
 * mail server refuses for good must fail at once with its reason, not be retried for a day.
 */
if (await faultSuitePrerequisites()) {
  describe('follow-up work through a 60 s SMTP outage and a 60 s PostgreSQL outage, under load (distributed)', () => {
    const platform = new FaultPlatform();
    const requests: ResetRequest[] = [];
    let addresses: string[] = [];
    let phase = 'steady';
    let stopping = false;
    let load: Promise<void> | undefined;
    const startedAt = new Date();

    beforeAll(async () => {
      await platform.boot(
        // Retries wait at most 5 s here (300 s by default) so the suite sees the recovery soon; the
        // retry time stays the default day.
        { RESET_MAX_PER_HOUR: '1000', JOB_RETRY_MAX_DELAY_SECONDS: '5' },
        within(90_000) - Date.now(),
        { proxies: true, smtp: { refuse: (address) => address === REFUSED } },
      );
      addresses = platform
        .sql(`select email from users."user" where email like '%@demo.lakbay.ph' order by email`)
        .split('\n')
        .filter(Boolean);
    }, 120_000);

    afterAll(async () => {
      stopping = true;
      await load;
      await platform.cleanup();
    }, 40_000);

    /** Clients asking for password-reset links, each request with its own Idempotency-Key. */
    async function client(n: number): Promise<void> {
      for (let i = 0; !stopping; i++) {
        const email = addresses[(n * 7 + i) % addresses.length];
        const request: ResetRequest = { email, phase };
        requests.push(request);
        try {
          const res = await fetch(`${platform.baseUrl}/api/v2/auth/password-reset/request`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', 'idempotency-key': randomUUID() },
            body: JSON.stringify({ email }),
            signal: AbortSignal.timeout(10_000),
          });
          await res.arrayBuffer();
          request.status = res.status;
        } catch {
          request.status = undefined;
        }
        await sleep(500);
      }
    }

    /** The e-mails the users outbox recorded since the suite began: row id (the Message-ID's left part) and recipient. */
    const recorded = () =>
      platform
        .sql(
          `select id, data->>'to', coalesce(failed_at::text, ''), coalesce(last_error, '') from users.outbox ` +
            `where name = 'mail.send' and created_at >= '${startedAt.toISOString()}'`,
        )
        .split('\n')
        .filter(Boolean)
        .map((row) => {
          const [id, to, failedAt, lastError] = row.split('|');
          return { id, to: to.toLowerCase(), failed: failedAt !== '', lastError };
        });

    /** Mails the SMTP capture received, by the job id in their Message-ID. */
    const delivered = () => {
      const byJob = new Map<string, number>();
      for (const mail of platform.smtp?.received ?? []) {
        const id = /<([0-9a-f-]{36})@/.exec(parseRawMail(mail.raw).headers.get('message-id') ?? '')?.[1];
        if (id) {
          byJob.set(id, (byJob.get(id) ?? 0) + 1);
        }
      }
      return byJob;
    };

    it('delivers every recorded e-mail exactly once after each outage, and fails a refused one at once with its reason', async () => {
      load = Promise.all(Array.from({ length: CLIENTS }, (_, n) => client(n))).then(() => undefined);
      await sleep(5000);

      // SMTP away for 60 s; PostgreSQL away for the 60 s from its 30th second. E-mails acknowledged
      // while only SMTP is away go through both outages: after SMTP is back they still wait for the
      // database (notifications checks each job id against the mails it sent before sending).
      phase = 'SMTP away';
      const smtpCutAt = platform.smtp?.received.length ?? 0;
      await platform.smtpProxy?.cut();
      await sleep(OUTAGE_MS / 2);
      phase = 'SMTP and PostgreSQL away';
      await platform.databaseProxy?.cut();
      await sleep(OUTAGE_MS / 2);
      const duringSmtp = (platform.smtp?.received.length ?? 0) - smtpCutAt;
      phase = 'PostgreSQL away';
      await platform.smtpProxy?.restore();
      const smtpBackAt = platform.smtp?.received.length ?? 0;
      await sleep(OUTAGE_MS / 2);
      const whileDatabaseAway = (platform.smtp?.received.length ?? 0) - smtpBackAt;
      await platform.databaseProxy?.restore();
      phase = 'after both';
      await sleep(5000);
      stopping = true;
      await load;

      // Every row sent (the refused ones failed), within the budget; then 3 s without new mail.
      const outstanding = () => {
        const got = delivered();
        return recorded().filter((row) => (row.to === REFUSED ? !row.failed : !got.has(row.id)));
      };
      const drainDeadline = within(150_000);
      while (outstanding().length > 0 && Date.now() < drainDeadline) {
        await sleep(1000);
      }
      await sleep(3000);

      const rows = recorded();
      const got = delivered();
      const acknowledged = requests.filter((r) => r.status !== undefined && r.status >= 200 && r.status < 300);
      const byPhase = new Map<string, { sent: number; acknowledged: number }>();
      for (const r of requests) {
        const tally = byPhase.get(r.phase) ?? { sent: 0, acknowledged: 0 };
        tally.sent++;
        tally.acknowledged += acknowledged.includes(r) ? 1 : 0;
        byPhase.set(r.phase, tally);
      }
      const refusedRows = rows.filter((r) => r.to === REFUSED);
      const deliverable = rows.filter((r) => r.to !== REFUSED);
      console.log(
        [
          `Mail through outages: ${requests.length} reset requests, ${acknowledged.length} acknowledged; ${rows.length} e-mails recorded, ${deliverable.filter((r) => got.has(r.id)).length} delivered, ${refusedRows.length} to the refused address`,
          ...[...byPhase].map(
            ([name, t]) => `  ${name.padEnd(18)} ${String(t.sent).padStart(4)} sent, ${String(t.acknowledged).padStart(4)} acknowledged`,
          ),
          `  mails received while SMTP was away: ${duringSmtp}; after it was back while PostgreSQL was still away: ${whileDatabaseAway}; e-mails that arrived twice (same Message-ID): ${deliverable.filter((r) => (got.get(r.id) ?? 0) > 1).length}`,
          `  refused: ${refusedRows[0]?.lastError ?? '(none recorded)'}`,
        ].join('\n'),
      );

      // The load went on through both outages and was acknowledged on both sides of them.
      expect(byPhase.get('after both')?.acknowledged).toBeGreaterThan(0);
      expect(byPhase.get('SMTP away')?.acknowledged).toBeGreaterThan(0);
      // ... and the e-mails of those went through the database outage too (none got out before it).
      expect(duringSmtp).toBe(0);
      expect(whileDatabaseAway).toBe(0);
      // Every acknowledged request recorded its e-mail (the outbox row is in its transaction).
      for (const email of new Set(acknowledged.map((r) => r.email))) {
        expect(rows.filter((r) => r.to === email).length).toBeGreaterThanOrEqual(acknowledged.filter((r) => r.email === email).length);
      }
      // Every recorded e-mail arrived; none was given up on.
      expect(deliverable.filter((r) => !got.has(r.id))).toEqual([]);
      // Once: a second copy can only come from a delivery the outage cut after the server took the
      // message but before its answer came back (SMTP's own gap; the copy has the same Message-ID,
      // which the receiving system collapses): at most one per delivery under way when an outage began.
      const copies = deliverable.filter((r) => (got.get(r.id) ?? 0) > 1);
      expect(copies.length).toBeLessThanOrEqual(2 * MAIL_CONCURRENCY);
      expect(deliverable.filter((r) => r.failed)).toEqual([]);
      // The refused address: failed at once, with the server's answer, and never delivered.
      expect(refusedRows.length).toBeGreaterThan(0);
      for (const row of refusedRows) {
        expect(row).toMatchObject({ failed: true, lastError: expect.stringContaining('550') });
        expect(got.has(row.id)).toBe(false);
      }
    }, 400_000);
  });
}
