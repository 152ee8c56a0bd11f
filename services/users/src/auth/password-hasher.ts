import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';
import { HASHING_TIMEOUT_FACTOR } from '@lakbay/contracts';
import { APP_CONFIG, type AppConfig } from '@lakbay/platform';
import { Inject, Injectable } from '@nestjs/common';
import { HashQueue } from './hash-queue';

const scryptAsync = promisify(scrypt) as (
  password: string,
  salt: Buffer,
  keylen: number,
  options: { N: number; r: number; p: number; maxmem: number },
) => Promise<Buffer>;

// scrypt is memory-hard (design.md). N=2^15, r=8 takes ~32 MiB and ~85 ms per hash here: slow
// for an attacker with a stolen table, fine for people logging in.
export const SCRYPT_PARAMS = { N: 2 ** 15, r: 8, p: 1 };
/**
 * TEST_LIGHT_PASSWORD_HASHES (test runs only): 1 MiB and about 30 times less work per hash, so a
 * suite that signs up hundreds of accounts spends its time on what it tests. Verifying reads the
 * parameters stored in each hash, so either kind logs in anywhere.
 */
export const LIGHT_SCRYPT_PARAMS = { N: 2 ** 10, r: 8, p: 1 };
type ScryptParams = typeof SCRYPT_PARAMS;
const KEY_LENGTH = 32;

/** The parameters of new hashes in a process with this configuration. */
export function hashParams(config: Pick<AppConfig, 'testLightPasswordHashes'>): ScryptParams {
  return config.testLightPasswordHashes ? LIGHT_SCRYPT_PARAMS : SCRYPT_PARAMS;
}

export async function hashPassword(password: string, params: ScryptParams = SCRYPT_PARAMS): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, params);
  return ['scrypt', params.N, params.r, params.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [kind, n, r, p, salt, hash] = stored.split('$');
  if (kind !== 'scrypt' || !salt || !hash) {
    return false;
  }
  const expected = Buffer.from(hash, 'base64url');
  const actual = await derive(password, Buffer.from(salt, 'base64url'), { N: Number(n), r: Number(r), p: Number(p) }, expected.length);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

// Verifying against this when the e-mail is unknown keeps both failures equally slow, so timing
// does not reveal which e-mails have accounts (one per kind of parameters: as slow as new hashes).
const decoys = new Map<number, Promise<string>>();
export function decoyHash(params: ScryptParams = SCRYPT_PARAMS): Promise<string> {
  let decoy = decoys.get(params.N);
  if (!decoy) {
    decoy = hashPassword(randomBytes(16).toString('hex'), params);
    decoys.set(params.N, decoy);
  }
  return decoy;
}

function derive(password: string, salt: Buffer, params: ScryptParams, keylen = KEY_LENGTH): Promise<Buffer> {
  return scryptAsync(password.normalize('NFKC'), salt, keylen, { ...params, maxmem: 128 * params.N * params.r * 2 });
}

/** Share of the caller's wait a hash is admitted to take by the estimate, from arriving to finishing. */
const HASH_WAIT_SHARE = 0.8;
/**
 * Share of the caller's wait by which a hash must be done when its turn comes; the rest is for the
 * session write and the reply (a crowd on a loaded machine had answers leave 0.3 s before the
 * BFF would have given up).
 */
const HASH_DONE_SHARE = 0.9;

/**
 * Every password hash of the service (log-in, the decoy for unknown e-mails, sign-up, reset)
 * through one bounded queue (HashQueue): a crowd is served in order at the machine's pace, and
 * what could not be served in time is refused at once with 503 SERVER_BUSY.
 */
@Injectable()
export class PasswordHasher {
  readonly queue: HashQueue;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    const callerWaitMs = config.rpcTimeoutMs * HASHING_TIMEOUT_FACTOR;
    this.concurrency = config.auth.passwordHashConcurrency;
    this.params = hashParams(config);
    this.queue = new HashQueue({
      concurrency: this.concurrency,
      maxWaitMs: callerWaitMs * HASH_WAIT_SHARE,
      callerWaitMs: callerWaitMs * HASH_DONE_SHARE,
      initialEstimateMs: 150,
    });
  }

  private readonly concurrency: number;
  private readonly params: ScryptParams;

  /**
   * Makes the decoy hash now, beside as many others as run at once, and starts the estimate from
   * how long they took together (one hash alone is faster than one of a full round).
   */
  async onModuleInit(): Promise<void> {
    await Promise.all([
      decoyHash(this.params),
      ...Array.from({ length: this.concurrency - 1 }, () => this.hash(randomBytes(16).toString('hex'))),
    ]);
  }

  /** Refuses at once (503 SERVER_BUSY) when a hash asked for now could not finish in time: before any other work. */
  assertRoom(): void {
    this.queue.assertRoom();
  }

  hash(password: string): Promise<string> {
    return this.queue.run(() => hashPassword(password, this.params));
  }

  /** Checks the password against the stored hash, or against a decoy when there is none (same work). */
  async verify(password: string, stored: string | null | undefined): Promise<boolean> {
    const against = stored ?? (await decoyHash(this.params));
    const valid = await this.queue.run(() => verifyPassword(password, against));
    return Boolean(stored) && valid;
  }
}
