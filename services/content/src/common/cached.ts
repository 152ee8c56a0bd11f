import type { Cached } from '@lakbay/contracts';
import type { EntityManager } from '@mikro-orm/core';
import { type ContentKind, readVersions } from '../changes/content-writes';
import { computeEtag, etagMatches } from './etag';

export interface CachedRead<T> {
  /** Kinds whose versions the answer depends on. */
  kinds: ContentKind[];
  /** What else identifies the answer: the message name and its normalised parameters. */
  key: unknown[];
  ifNoneMatch?: string;
  /**
   * For answers that change with time alone (deadlines, event dates): the next instant at which
   * they change, or null. Part of the ETag, so a cached answer stops matching at that instant.
   */
  boundary?: () => Promise<Date | null>;
  /** Computes the answer; `memo` keeps a part of it (such as a list's total) for other answers of the same versions. */
  load: (memo: Memo) => Promise<T>;
}

export type Memo = <V>(key: unknown[], compute: () => Promise<V>) => Promise<V>;

/**
 * Recent answers by ETag. An ETag names exactly one answer (it is computed from the content
 * versions, the time boundary and the parameters), so a hit is always current: no invalidation
 * is needed, old entries just stop being asked for and fall out.
 */
export class AnswerCache {
  private readonly answers = new Map<string, unknown>();

  constructor(private readonly capacity: number) {}

  get(etag: string): unknown {
    const answer = this.answers.get(etag);
    if (answer !== undefined) {
      // Most recently used last.
      this.answers.delete(etag);
      this.answers.set(etag, answer);
    }
    return answer;
  }

  set(etag: string, answer: unknown): void {
    this.answers.delete(etag);
    this.answers.set(etag, answer);
    while (this.answers.size > this.capacity) {
      this.answers.delete(this.answers.keys().next().value as string);
    }
  }

  get size(): number {
    return this.answers.size;
  }
}

const answers = new AnswerCache(500);

/** Answers a public read with its ETag: no body when the caller has it, a cached one when we do. */
export async function cachedRead<T>(em: EntityManager, read: CachedRead<T>): Promise<Cached<T>> {
  const versions = await readVersions(em, read.kinds);
  const boundary = read.boundary ? await read.boundary() : null;
  const expires = boundary?.toISOString() ?? null;
  const etag = computeEtag(read.kinds, versions, expires, read.key);
  if (etagMatches(read.ifNoneMatch, etag)) {
    return { etag, body: null, expires, kinds: read.kinds };
  }
  const hit = answers.get(etag) as T | undefined;
  if (hit !== undefined) {
    return { etag, body: hit, expires, kinds: read.kinds };
  }
  const memo: Memo = async <V>(key: unknown[], compute: () => Promise<V>): Promise<V> => {
    const memoKey = computeEtag(read.kinds, versions, boundary?.toISOString() ?? null, ['memo', ...key]);
    const known = answers.get(memoKey) as V | undefined;
    if (known !== undefined) {
      return known;
    }
    const value = await compute();
    answers.set(memoKey, value);
    return value;
  };
  const body = await read.load(memo);
  answers.set(etag, body);
  return { etag, body, expires, kinds: read.kinds };
}
