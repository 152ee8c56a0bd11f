import { randomUUID } from 'node:crypto';

/** signup: the sign-up form (202, a link e-mailed); complete: its link followed (201, the account); reset: a reset request. */
export type WriteKind = 'signup' | 'complete' | 'reset';

/** One HTTP request of a write. */
export interface Attempt {
  phase: string;
  /** X-Request-Id sent: the Idempotency-Key and the attempt's number, to find it in the logs. */
  requestId: string;
  sentAt: number;
  endedAt: number;
  /** HTTP status; undefined when the request failed (refused, reset, timed out). */
  status?: number;
  /** The answer's error code, or the network error's message. */
  error?: string;
}

/** One logical write: every attempt carries the same Idempotency-Key. */
export interface Write {
  kind: WriteKind;
  email: string;
  idempotencyKey: string;
  attempts: Attempt[];
  /** The 2xx answer's body, once a 2xx came back. */
  acknowledged?: { status: number; body: { id?: string } };
}

export interface WriteLoadOptions {
  /** http://host:port of the BFF. */
  baseUrl: string;
  /** Concurrent clients, each one write at a time. */
  clients: number;
  /** Pause between two writes of one client, in ms. */
  pauseMs: number;
  /**
   * How long a write keeps being retried on 503 or a network error, in ms: longer than an outage,
   * so a write whose answer was lost is sent again once the platform is back.
   */
  retryForMs: number;
  /** Per-attempt timeout, in ms. */
  attemptTimeoutMs: number;
  /** Every n-th acknowledged sign-up of a client is followed by a password-reset request. */
  resetEvery: number;
  /** The token of the sign-up link e-mailed to the address, once it arrived; undefined if it did not come in time. */
  signupToken: (email: string) => Promise<string | undefined>;
  password: string;
  /** Makes each e-mail unique to the run. */
  runId: string;
}

export interface PhaseFigures {
  phase: string;
  requests: number;
  acknowledged: number;
  unavailable: number;
  otherErrors: number;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

const WRITE_PATH: Record<WriteKind, string> = {
  signup: '/auth/signup',
  complete: '/auth/signup/complete',
  reset: '/auth/password-reset/request',
};

/**
 * Kadet sign-ups (the form, then the e-mailed link; and some password-reset requests) through the
 * BFF from a few clients, each write with its own Idempotency-Key, retried with the same key on 503
 * or a network error; keeps every attempt so each phase's figures and every acknowledged write can
 * be checked afterwards.
 */
export class WriteLoad {
  readonly writes: Write[] = [];
  private phase = 'steady';
  private stopping = false;
  private clients: Promise<void>[] = [];

  constructor(private readonly options: WriteLoadOptions) {}

  start(): void {
    this.clients = Array.from({ length: this.options.clients }, (_, i) => this.client(i));
  }

  /** Attempts sent from now on count for this phase. */
  enterPhase(name: string): void {
    this.phase = name;
  }

  /** No new write or retry starts; waits for the attempts in flight (bounded by their timeout). */
  async stop(): Promise<void> {
    this.stopping = true;
    await Promise.all(this.clients);
  }

  attempts(): Attempt[] {
    return this.writes.flatMap((w) => w.attempts);
  }

  figures(phase: string): PhaseFigures {
    const attempts = this.attempts().filter((a) => a.phase === phase);
    const ok = (a: Attempt) => a.status !== undefined && a.status >= 200 && a.status < 300;
    return {
      phase,
      requests: attempts.length,
      acknowledged: attempts.filter(ok).length,
      unavailable: attempts.filter((a) => a.status === 503).length,
      otherErrors: attempts.filter((a) => !ok(a) && a.status !== 503).length,
    };
  }

  /** Ms from `since` to the first 2xx of an attempt sent at or after it; undefined if none came. */
  servedAgainAfter(since: number): number | undefined {
    const first = this.attempts()
      .filter((a) => a.sentAt >= since && a.status !== undefined && a.status >= 200 && a.status < 300)
      .reduce<number | undefined>((min, a) => (min === undefined || a.endedAt < min ? a.endedAt : min), undefined);
    return first === undefined ? undefined : first - since;
  }

  /** Longest stretch in [from, to] with no 2xx answer, in ms. */
  longestGap(from: number, to: number): number {
    const acks = this.attempts()
      .filter((a) => a.status !== undefined && a.status >= 200 && a.status < 300 && a.endedAt >= from && a.endedAt <= to)
      .map((a) => a.endedAt)
      .sort((a, b) => a - b);
    let gap = 0;
    let previous = from;
    for (const at of [...acks, to]) {
      gap = Math.max(gap, at - previous);
      previous = at;
    }
    return gap;
  }

  private async client(index: number): Promise<void> {
    let acknowledgedSignups = 0;
    for (let n = 0; !this.stopping; n++) {
      const email = `fault.${this.options.runId}.${index}.${n}@example.ph`;
      const signup = await this.write('signup', email, { email, password: this.options.password });
      const token = signup.acknowledged && !this.stopping ? await this.options.signupToken(email) : undefined;
      const complete = token && !this.stopping ? await this.write('complete', email, { token }) : undefined;
      if (complete?.acknowledged && ++acknowledgedSignups % this.options.resetEvery === 0 && !this.stopping) {
        await this.write('reset', email, { email });
      }
      await sleep(this.options.pauseMs);
    }
  }

  private async write(kind: WriteKind, email: string, body: object): Promise<Write> {
    const write: Write = { kind, email, idempotencyKey: randomUUID(), attempts: [] };
    this.writes.push(write);
    const giveUpAt = Date.now() + this.options.retryForMs;
    for (let n = 1; ; n++) {
      const attempt = await this.send(write, n, body);
      write.attempts.push(attempt);
      const retryable = attempt.status === undefined || attempt.status === 503;
      if (write.acknowledged || !retryable || this.stopping || Date.now() > giveUpAt) {
        break;
      }
      await sleep(Math.min(2000, 250 * 2 ** (n - 1)));
    }
    return write;
  }

  private async send(write: Write, n: number, body: object): Promise<Attempt> {
    const attempt: Attempt = { phase: this.phase, requestId: `${write.idempotencyKey}.${n}`, sentAt: Date.now(), endedAt: 0 };
    try {
      const res = await fetch(`${this.options.baseUrl}/api/v2${WRITE_PATH[write.kind]}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'idempotency-key': write.idempotencyKey,
          'x-request-id': attempt.requestId,
        },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(this.options.attemptTimeoutMs),
      });
      const text = await res.text();
      attempt.status = res.status;
      const parsed = parseJson(text);
      if (res.ok) {
        write.acknowledged = { status: res.status, body: parsed ?? {} };
      } else {
        attempt.error = typeof parsed?.code === 'string' ? parsed.code : text.slice(0, 120);
      }
    } catch (err) {
      attempt.error = err instanceof Error ? `${err.name}: ${err.message}` : String(err);
    }
    attempt.endedAt = Date.now();
    return attempt;
  }
}

function parseJson(text: string): { id?: string; code?: unknown } | undefined {
  try {
    return text ? (JSON.parse(text) as { id?: string; code?: unknown }) : undefined;
  } catch {
    return undefined;
  }
}
