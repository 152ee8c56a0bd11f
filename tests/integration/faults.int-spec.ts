import { randomBytes } from 'node:crypto';
import { FaultPlatform, faultSuitePrerequisites, hasOpsServer, OPS_PORT_VAR } from '../support/fault-platform';
import { type FaultRecord, faultTable } from '../support/fault-report';
import { parseRawMail } from '../../libs/platform/src/mail/testing/parse-raw-mail';
import { countPerAddress, deliveredMails } from '../support/mail-tally';
import { type Write, WriteLoad } from '../support/write-load';

// Every wait below is cut at this budget, so the file ends well within CI's limit whatever breaks.
const FILE_BUDGET_MS = 210_000;
const fileDeadline = Date.now() + FILE_BUDGET_MS;
const within = (ms: number) => Math.min(Date.now() + ms, fileDeadline);

// Subjects of services/users/src/auth/password-reset.service.ts and welcome-mail.ts.
const RESET_SUBJECT = 'Reset your Lakbay password';
const WELCOME_SUBJECT = 'Welcome to Lakbay';
const LINK_SUBJECT = 'Finish signing up for Lakbay';
const PASSWORD = 'kalamansi-jeepney-42';
const CLIENTS = 3;
const STEADY = 'steady';
const AFTER = 'after the faults';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A failure list short enough to read: how many, and the first ten. */
const few = (items: string[]) => ({ count: items.length, first: items.slice(0, 10) });
const none = { count: 0, first: [] };
const sum = (m: Map<string, number>) => [...m.values()].reduce((a, b) => a + b, 0);
const acknowledgedAt = (w: Write) => w.attempts.at(-1)?.endedAt ?? 0;
const seconds = (ms: number | undefined) => (ms === undefined ? 'never' : `${(ms / 1000).toFixed(1)} s`);

/** Polls until probe answers something, or the deadline passes (undefined then). */
async function waitFor<T>(probe: () => Promise<T | undefined> | T | undefined, deadline: number, everyMs = 250): Promise<T | undefined> {
  for (;;) {
    const found = await probe();
    if (found !== undefined || Date.now() > deadline) {
      return found;
    }
    await sleep(everyMs);
  }
}

interface MailOutcome {
  /** Sign-up links issued per address (rows of users.signup_request): each is owed one link e-mail. */
  linkDue: Map<string, number>;
  link: Map<string, number>;
  /** Stored accounts of this run: each is owed one welcome. */
  welcomeDue: Set<string>;
  /** Reset tokens issued per address: each is owed one reset mail. */
  resetDue: Map<string, number>;
  welcome: Map<string, number>;
  reset: Map<string, number>;
}

if (await faultSuitePrerequisites()) {
  describe('faults: kill -9 of a users replica, NATS down for 30 s, Redis restarted without its data', () => {
    const platform = new FaultPlatform();
    const runId = randomBytes(3).toString('hex');
    const ours = `fault.${runId}.`;
    const faults: FaultRecord[] = [];
    let load: WriteLoad | undefined;
    let mail: Promise<MailOutcome> | undefined;

    beforeAll(async () => {
      const started = Date.now();
      // Limits raised for the load; the sign-up and reset throttles are not under test here.
      await platform.boot({ SIGNUP_MAX_PER_HOUR: '100000', RESET_MAX_PER_HOUR: '1000' }, within(75_000) - Date.now());
      console.log(
        `Fault suite ${platform.id}: 8 processes, private NATS :${platform.nats?.port}, Redis :${platform.redis?.port}; healthy after ${seconds(Date.now() - started)}`,
      );
    }, 90_000);

    afterAll(async () => {
      await load?.stop();
      await platform.cleanup();
    }, 40_000);

    const theLoad = () => {
      if (!load) {
        throw new Error('the write load did not run');
      }
      return load;
    };

    // A sign-up is acknowledged when its e-mailed link was followed and answered the account.
    const signups = () => theLoad().writes.filter((w) => w.kind === 'complete');

    const storedSignups = () =>
      new Map(
        platform
          .sql(`select email, id from users."user" where email like '${ours}%'`)
          .split('\n')
          .filter(Boolean)
          .map((row) => row.split('|') as [string, string]),
      );

    const issuedLinks = () =>
      new Map(
        platform
          .sql(`select email, count(*) from users.signup_request where email like '${ours}%' group by email`)
          .split('\n')
          .filter(Boolean)
          .map((row) => row.split('|'))
          .map(([email, n]) => [email, Number(n)] as const),
      );

    const issuedResets = () =>
      new Map(
        platform
          .sql(
            `select u.email, count(*) from users.one_time_token t join users."user" u on u.id = t.user_id ` +
              `where t.purpose = 'PASSWORD_RESET' and u.email like '${ours}%' group by u.email`,
          )
          .split('\n')
          .filter(Boolean)
          .map((row) => row.split('|'))
          .map(([email, n]) => [email, Number(n)] as const),
      );

    /** Every process ready on its ops port or, in a build without one, every service through the BFF. */
    const allReady = async (): Promise<boolean> => {
      if (!hasOpsServer()) {
        return platform.bffHealthy();
      }
      const answers = await Promise.all(platform.processes.all().map((p) => platform.ops(p.label, 'ready')));
      return answers.every((s) => s === 200);
    };

    /** Injects a fault under load: begin, hold, end; then measures how soon writes and processes come back. */
    async function fault(name: string, begin: () => Promise<void>, holdMs: number, end: () => Promise<void>, settleMs: number) {
      const l = theLoad();
      l.enterPhase(name);
      const beganAt = Date.now();
      await begin();
      await sleep(holdMs);
      await end();
      const endedAt = Date.now();
      const [servedAgainMs, allReadyMs] = await Promise.all([
        waitFor(() => l.servedAgainAfter(endedAt), within(20_000)),
        waitFor(async () => ((await allReady()) ? Date.now() - endedAt : undefined), within(20_000), 500),
      ]);
      await sleep(settleMs);
      faults.push({ name, beganAt, endedAt, phaseEndedAt: Date.now(), servedAgainMs, allReadyMs });
      if (servedAgainMs === undefined || allReadyMs === undefined) {
        console.log(
          `${name}: writes served again after ${seconds(servedAgainMs)}, all processes ready after ${seconds(allReadyMs)}; ` +
            `the processes' last lines:\n${platform.tails(undefined, 12)}`,
        );
      }
    }

    /** The token of the newest sign-up link the SMTP capture received for the address, waiting until the deadline. */
    const linkToken = (email: string, deadline: number) =>
      waitFor(() => {
        const text = platform.smtp?.received
          .filter((m) => m.rcptTo.some((to) => to.toLowerCase() === email))
          .map((m) => parseRawMail(m.raw))
          .findLast((m) => m.headers.get('subject') === LINK_SUBJECT)?.text;
        const token = text && /signup\/complete\?token=([\w-]+)/.exec(text)?.[1];
        return token || undefined;
      }, deadline);

    /** Waits (bounded) until every due mail arrived and no new mail came for 3 s; once for the tests below. */
    async function settleMail(): Promise<MailOutcome> {
      const smtp = platform.smtp;
      if (!smtp) {
        throw new Error('SMTP capture not started');
      }
      const outcome = (): MailOutcome => {
        const mails = deliveredMails(smtp.received, (to) => to.startsWith(ours));
        return {
          linkDue: issuedLinks(),
          link: countPerAddress(mails.filter((m) => m.subject === LINK_SUBJECT)),
          welcomeDue: new Set(storedSignups().keys()),
          resetDue: issuedResets(),
          welcome: countPerAddress(mails.filter((m) => m.subject === WELCOME_SUBJECT)),
          reset: countPerAddress(mails.filter((m) => m.subject === RESET_SUBJECT)),
        };
      };
      await waitFor(() => {
        const { linkDue, link, welcomeDue, resetDue, welcome, reset } = outcome();
        const complete =
          [...linkDue].every(([a, n]) => (link.get(a) ?? 0) >= n) &&
          [...welcomeDue].every((a) => welcome.has(a)) &&
          [...resetDue].every(([a, n]) => (reset.get(a) ?? 0) >= n);
        return complete ? true : undefined;
      }, within(45_000));
      let seen = smtp.received.length;
      await waitFor(
        async () => {
          await sleep(3000);
          const quiet = smtp.received.length === seen;
          seen = smtp.received.length;
          return quiet ? true : undefined;
        },
        within(15_000),
        0,
      );
      const settled = outcome();
      const subjects = new Set(deliveredMails(smtp.received, (to) => to.startsWith(ours)).map((m) => m.subject));
      console.log(
        `Mail: ${smtp.received.length} received by the SMTP capture; ` +
          `sign-up links ${sum(settled.link)} for ${sum(settled.linkDue)} issued; ` +
          `welcome ${sum(settled.welcome)} for ${settled.welcomeDue.size} stored sign-ups (${[...settled.welcome.values()].filter((n) => n > 1).length} addresses got more than one); ` +
          `reset ${sum(settled.reset)} for ${sum(settled.resetDue)} issued reset tokens; subjects: ${[...subjects].join(' | ') || 'none'}`,
      );
      return settled;
    }

    it('serves writes again after each fault, retrying with the same Idempotency-Key meanwhile', async () => {
      load = new WriteLoad({
        baseUrl: platform.baseUrl,
        clients: CLIENTS,
        pauseMs: 100,
        retryForMs: 45_000,
        // Above the BFF's wait for a sign-up (twice RPC_TIMEOUT_MS: it hashes a password).
        attemptTimeoutMs: 12_000,
        resetEvery: 5,
        password: PASSWORD,
        runId,
        signupToken: (email) => linkToken(email, within(30_000)),
      });
      const { nats, redis } = platform;
      if (!nats || !redis) {
        throw new Error('private NATS and Redis not started');
      }
      load.start();
      await sleep(4000);
      await fault(
        'kill -9 users#2',
        () => platform.processes.kill9('users#2'),
        8000,
        async () => platform.processes.restart('users#2'),
        2000,
      );
      await fault(
        'NATS stopped for 30 s',
        () => nats.stop('SIGTERM'),
        30_000,
        () => nats.start(),
        3000,
      );
      let pausedAt = 0;
      let wipedAt = 0;
      await fault(
        'Redis restarted empty',
        async () => {
          // The mail worker stalls first, so the queue holds welcome mails when Redis loses its data.
          platform.processes.pause('notifications#1');
          pausedAt = Date.now();
          await sleep(3000);
          wipedAt = Date.now();
          await redis.stop('SIGKILL');
        },
        1000,
        async () => {
          await redis.start();
          platform.processes.resume('notifications#1');
        },
        5000,
      );
      load.enterPhase(AFTER);
      await sleep(2000);
      await load.stop();

      console.log(
        `Faults under load, ${load.writes.length} writes by ${CLIENTS} clients:\n` +
          faultTable(load, [STEADY, ...faults.map((f) => f.name), AFTER], faults) +
          `\nnotifications was paused (SIGSTOP) ${seconds(wipedAt - pausedAt)} before Redis was killed: ` +
          `${signups().filter((w) => w.acknowledged && acknowledgedAt(w) >= pausedAt && acknowledgedAt(w) <= wipedAt).length} ` +
          `welcome mails of sign-ups acknowledged meanwhile were owed when its data went.`,
      );
      // A 5xx other than 503 is a bug: show what the processes logged about it.
      const errorIds = load.attempts().flatMap((a) => (a.status !== undefined && a.status >= 500 && a.status !== 503 ? [a.requestId] : []));
      const errorLines = platform.processes.all().flatMap((p) =>
        p.tail
          .text()
          .split('\n')
          .flatMap((line) => (errorIds.some((id) => line.includes(id)) ? [`${p.label}: ${line}`] : [])),
      );
      if (errorLines.length > 0) {
        console.log(`Log lines of the 5xx answers other than 503:\n${errorLines.slice(0, 10).join('\n')}`);
      }
      expect(few(faults.filter((f) => f.servedAgainMs === undefined).map((f) => `${f.name}: no write acknowledged afterwards`))).toEqual(
        none,
      );
      // Outages answer 503; anything else at 500 or above is a bug.
      expect(few(errorIds.map((id) => `request ${id} answered 5xx other than 503`))).toEqual(none);
      // The faults were felt: some writes needed their key again.
      expect(load.writes.filter((w) => w.attempts.length > 1).length).toBeGreaterThan(0);
    }, 200_000);

    it('stores every acknowledged sign-up, with the id it was acknowledged with', () => {
      const stored = storedSignups();
      const acknowledged = signups().filter((w) => w.acknowledged);
      console.log(
        `Sign-ups: ${signups().length} sent, ${acknowledged.length} acknowledged, ${stored.size} stored ` +
          `(${signups().filter((w) => !w.acknowledged && stored.has(w.email)).length} stored without an acknowledgement).`,
      );
      expect(acknowledged.length).toBeGreaterThan(0);
      const lost = acknowledged
        .filter((w) => stored.get(w.email) !== w.acknowledged?.body.id)
        .map((w) => `${w.email}: acknowledged as ${w.acknowledged?.body.id}, stored as ${stored.get(w.email) ?? 'nothing'}`);
      expect(few(lost)).toEqual(none);
    });

    it('logs in through every layer with acknowledged accounts sampled over the whole run', async () => {
      const acknowledged = signups().filter((w) => w.acknowledged);
      const step = Math.max(1, Math.floor(acknowledged.length / 8));
      const sample = acknowledged.filter((_, i) => i % step === 0).slice(0, 8);
      expect(sample.length).toBeGreaterThan(0);
      const refused = await Promise.all(
        sample.map(async (w) => {
          try {
            const res = await fetch(`${platform.baseUrl}/api/v2/auth/login`, {
              method: 'POST',
              headers: { 'content-type': 'application/json' },
              body: JSON.stringify({ email: w.email, password: PASSWORD }),
              signal: AbortSignal.timeout(10_000),
            });
            const body = (await res.json()) as { id?: string };
            return res.status === 200 && body.id === w.acknowledged?.body.id ? '' : `${w.email}: ${res.status} ${JSON.stringify(body)}`;
          } catch (err) {
            return `${w.email}: ${err instanceof Error ? err.message : String(err)}`;
          }
        }),
      );
      expect(few(refused.filter(Boolean))).toEqual(none);
    }, 30_000);

    it('answers a retried sign-up with its first outcome, never a conflict with its own account', () => {
      const retried = signups().filter((w) => w.attempts.length > 1);
      const selfConflicts = retried
        .filter((w) => w.attempts.at(-1)?.status === 409)
        .map((w) => `${w.email}: ${w.attempts.map((a) => a.status ?? a.error).join(' -> ')}`);
      // Stored before the attempt that got the answer: an earlier attempt's answer was lost, the key's stored answer came back.
      const createdAt = new Map(
        platform
          .sql(`select email, floor(extract(epoch from created_at) * 1000) from users."user" where email like '${ours}%'`)
          .split('\n')
          .filter(Boolean)
          .map((row) => row.split('|'))
          .map(([email, ms]) => [email, Number(ms)] as const),
      );
      const replayed = retried.filter((w) => w.acknowledged && (createdAt.get(w.email) ?? Infinity) < (w.attempts.at(-1)?.sentAt ?? 0));
      const resets = theLoad().writes.filter((w) => w.kind === 'reset');
      console.log(
        `Retries: ${retried.length} sign-ups sent more than once, ${retried.filter((w) => w.acknowledged).length} of them acknowledged in the end, ` +
          `${replayed.length} answered from the Idempotency-Key store (stored by an earlier attempt); ` +
          `${resets.filter((w) => w.attempts.length > 1).length} of ${resets.length} reset requests sent more than once.`,
      );
      expect(few(selfConflicts)).toEqual(none);
    });

    it('sends exactly one welcome e-mail per stored sign-up, and none for a sign-up that was not stored', async () => {
      const { welcomeDue, welcome } = await (mail ??= settleMail());
      const wrong = [...new Set([...welcomeDue, ...welcome.keys()])]
        .map((a) => ({ a, due: welcomeDue.has(a) ? 1 : 0, sent: welcome.get(a) ?? 0 }))
        .filter(({ due, sent }) => due !== sent)
        .map(({ a, due, sent }) => `${a}: welcome due ${due}, sent ${sent}`);
      expect(few(wrong)).toEqual(none);
    }, 70_000);

    it('sends exactly one sign-up link e-mail per issued link', async () => {
      const { linkDue, link } = await (mail ??= settleMail());
      const wrong = [...new Set([...linkDue.keys(), ...link.keys()])]
        .map((a) => ({ a, due: linkDue.get(a) ?? 0, sent: link.get(a) ?? 0 }))
        .filter(({ due, sent }) => due !== sent)
        .map(({ a, due, sent }) => `${a}: link e-mails due ${due}, sent ${sent}`);
      expect(sum(linkDue)).toBeGreaterThan(0);
      expect(few(wrong)).toEqual(none);
    }, 70_000);

    it('sends exactly one reset e-mail per issued reset token, and records every acknowledged reset request', async () => {
      const { resetDue, reset } = await (mail ??= settleMail());
      const wrong = [...new Set([...resetDue.keys(), ...reset.keys()])]
        .map((a) => ({ a, due: resetDue.get(a) ?? 0, sent: reset.get(a) ?? 0 }))
        .filter(({ due, sent }) => due !== sent)
        .map(({ a, due, sent }) => `${a}: reset mails due ${due}, sent ${sent}`);
      expect(few(wrong)).toEqual(none);
      const acknowledged = theLoad().writes.filter((w) => w.kind === 'reset' && w.acknowledged);
      expect(few(acknowledged.filter((w) => !resetDue.has(w.email)).map((w) => `${w.email}: acknowledged, no reset token`))).toEqual(none);
    }, 70_000);

    it('keeps every process running: none exited on its own through the faults', () => {
      const exits = platform.processes
        .all()
        .filter((p) => p.unexpectedExits.length > 0)
        .map((p) => `${p.label}: ${p.unexpectedExits.join('; ')}\n${p.tail.text(15)}`);
      expect(few(exits)).toEqual(none);
    });

    it('answers ready on every process afterwards, and the BFF reaches every service', async () => {
      const deadline = within(20_000);
      if (hasOpsServer()) {
        const probe = async () => {
          const answers = await Promise.all(
            platform.processes.all().map(async (p) => ({
              label: p.label,
              live: await platform.ops(p.label, 'live'),
              ready: await platform.ops(p.label, 'ready'),
            })),
          );
          return answers.filter((a) => a.live !== 200 || a.ready !== 200);
        };
        const notReady = (await waitFor(async () => ((await probe()).length === 0 ? [] : undefined), deadline)) ?? (await probe());
        if (notReady.length > 0) {
          console.log(platform.tails(undefined, 12));
        }
        expect(few(notReady.map((a) => `${a.label}: live ${a.live ?? 'no answer'}, ready ${a.ready ?? 'no answer'}`))).toEqual(none);
      } else {
        console.warn(`No ${OPS_PORT_VAR} in this build's env schema: readiness checked through GET /api/v2/health only.`);
      }
      const healthy = await waitFor(async () => ((await platform.bffHealthy()) ? true : undefined), deadline);
      if (!healthy) {
        const res = await fetch(`${platform.baseUrl}/api/v2/health`, { signal: AbortSignal.timeout(5000) }).catch((err: Error) => err);
        console.log(`GET /api/v2/health: ${res instanceof Error ? res.message : `${res.status} ${await res.text()}`}`);
      }
      expect(healthy).toBe(true);
    }, 45_000);
  });
}
