import type { Cached, Command, ReplyOf, RequestOf, SearchResult, SessionUser, UserContact } from '@lakbay/contracts';
import { APP_CONFIG, type AppConfig, Broadcasts, ServiceClient, etagMatches } from '@lakbay/platform';
import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { createHash } from 'node:crypto';
import { stringify } from 'safe-stable-stringify';
import { TaggedCache } from './tagged-cache';

/** Commands answering a public, cacheable content read (Cached replies). */
type CachedCommand = { [C in Command]: ReplyOf<C> extends Cached<unknown> ? C : never }[Command];

/** Every kind of content with its own version (services/content/src/changes/content-writes.ts). */
const CONTENT_KINDS = ['career', 'video', 'job', 'event', 'faq', 'resource'];

const SEARCH_TAG = 'search';
const COACHES_TAG = 'users:coaches';
const SCHEDULING_TAG = 'scheduling';
/** How long a coach page's scheduling part is kept at most (free slots move with time). */
const SCHEDULING_ANSWER_MS = 10_000;
const COACH_READS: Partial<Record<Command, string>> = {
  'users.coaches.list': COACHES_TAG,
  'users.coaches.directory': COACHES_TAG,
  'scheduling.coaches.overview': SCHEDULING_TAG,
  'scheduling.coaches.detail': SCHEDULING_TAG,
};

/** The cache key of each content answer handed out (the fast path repeats it: http/fast-answers.ts). */
const answerKeys = new WeakMap<object, string>();

/** The key a content answer of BffCaches.content() was kept under. */
export function cacheKeyOf(answer: object): string | undefined {
  return answerKeys.get(answer);
}

/** The callers waiting for one user's contact in the batch being gathered. */
type ContactWaiters = { resolve: (contact: UserContact | undefined) => void; reject: (error: unknown) => void }[];

/** How long a user's contact is kept at most (users' broadcasts drop it on any change of the user). */
const CONTACT_MS = 10 * 60_000;
/** User ids per users.contacts call (the users service takes at most 200). */
const CONTACTS_PER_CALL = 200;

/** Sessions kept at most (each a few hundred bytes). */
const MAX_SESSIONS = 50_000;

/**
 * The BFF's read caches (docs/architecture.md, "Read paths and caches"): public answers of the
 * content service, and checked session tokens. Both are dropped by the owners' broadcasts, which
 * every BFF replica receives, and entirely after a NATS outage (notices may have been missed).
 */
@Injectable()
export class BffCaches implements OnModuleInit {
  readonly answers: TaggedCache;
  readonly sessions: TaggedCache;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly services: ServiceClient,
    private readonly broadcasts: Broadcasts,
  ) {
    this.answers = new TaggedCache('bff_answers', { maxBytes: config.bffCache.bytes });
    this.sessions = new TaggedCache('bff_sessions', { maxEntries: config.bffCache.sessionSeconds > 0 ? MAX_SESSIONS : 0 });
  }

  async onModuleInit(): Promise<void> {
    await this.broadcasts.subscribe('content.invalidated', ({ kinds }) => this.answers.invalidate([...kinds, '*'].map(contentTag)));
    await this.broadcasts.subscribe('users.coaches.invalidated', () => this.answers.invalidate([COACHES_TAG]));
    await this.broadcasts.subscribe('scheduling.invalidated', () => this.answers.invalidate([SCHEDULING_TAG]));
    await this.broadcasts.subscribe('search.invalidated', () => this.answers.invalidate([SEARCH_TAG]));
    await this.broadcasts.subscribe('users.sessions.invalidated', ({ userIds }) => {
      this.sessions.invalidate(userIds);
      this.answers.invalidate(userIds.map(userTag));
    });
    this.broadcasts.onReconnect(() => {
      this.answers.clear();
      this.sessions.clear();
    });
  }

  /**
   * A content read as the content service answers it: the full answer from the cache (or the
   * service, asked without If-None-Match), then 304 (no body) when the caller's tag matches, as
   * the service would. Kept until a write to a kind it depends on, or until it changes with time.
   */
  async content<C extends CachedCommand>(
    command: C,
    payload: Omit<RequestOf<C>, 'ifNoneMatch'>,
    ifNoneMatch?: string,
  ): Promise<ReplyOf<C>> {
    const key = `${command} ${stringify(payload)}`;
    const full = await this.answers.get(key, async () => {
      const reply = (await this.services.send(command, payload)) as Cached<unknown>;
      return {
        value: reply,
        // An answer that does not say what it depends on is dropped by any content write.
        tags: (reply.kinds ?? ['*']).map(contentTag),
        ttlMs: reply.expires ? Date.parse(reply.expires) - Date.now() : undefined,
      };
    });
    const answer = BffCaches.answerOf(full, ifNoneMatch);
    answerKeys.set(answer, key);
    return answer as ReplyOf<C>;
  }

  /**
   * The content answer kept under key (of an earlier content() call), as content() would answer
   * it, or undefined when it is no longer kept (dropped by a write, expired, evicted): loads nothing.
   */
  keptContent(key: string, ifNoneMatch?: string): Cached<unknown> | undefined {
    const full = this.answers.peek<Cached<unknown>>(key);
    return full && BffCaches.answerOf(full, ifNoneMatch);
  }

  /** The full answer, or 304's (no body) when the caller's tag matches, as the content service answers. */
  private static answerOf(full: Cached<unknown>, ifNoneMatch: string | undefined): Cached<unknown> {
    return { etag: full.etag, body: etagMatches(ifNoneMatch, full.etag) ? null : full.body };
  }

  /** Search results as the search service answers them, kept until its index changes. */
  async search(query: RequestOf<'search.query'>): Promise<SearchResult[]> {
    return this.answers.get(`search.query ${stringify(query)}`, async () => ({
      value: await this.services.send('search.query', query),
      tags: [SEARCH_TAG],
    }));
  }

  /**
   * The reads behind the public coach pages: coach profiles (users) kept until users changes a
   * user or profile; sessions held, ratings and free slots (scheduling) kept until scheduling
   * commits a change, and at most SCHEDULING_ANSWER_MS, since free slots also move with time
   * alone (the 24 h notice). Other commands go to the service.
   */
  readonly coachReads = {
    send: <C extends Command>(command: C, payload: RequestOf<C>): Promise<ReplyOf<C>> => {
      const tag = COACH_READS[command];
      if (!tag) {
        return this.services.send(command, payload);
      }
      return this.answers.get(`${command} ${stringify(payload)}`, async () => ({
        value: await this.services.send(command, payload),
        tags: [tag],
        ttlMs: tag === SCHEDULING_TAG ? SCHEDULING_ANSWER_MS : undefined,
      }));
    },
  };

  /** A whole coach page (profile and scheduling parts), kept as its parts are. */
  coachPage<T>(key: string, load: () => Promise<T>): Promise<T> {
    return this.answers.get(`coach-page ${key}`, async () => ({
      value: await load(),
      tags: [COACHES_TAG, SCHEDULING_TAG],
      ttlMs: SCHEDULING_ANSWER_MS,
    }));
  }

  /** The user of a session token: kept SESSION_CACHE_SECONDS, dropped at once when users says so. */
  async session(token: string): Promise<SessionUser> {
    const key = createHash('sha256').update(token).digest('base64url');
    return this.sessions.get(key, async () => {
      const user = await this.services.send('users.auth.session', { token });
      return { value: user, tags: [user.id], ttlMs: this.config.bffCache.sessionSeconds * 1000 };
    });
  }

  /**
   * A user's e-mail, name and language (users.contacts), as a booking or an application needs
   * them: kept until users changes that user (users.sessions.invalidated) and at most CONTACT_MS.
   * Misses of the same moment go to users as one call: a hundred Kadets booking at once on a cold
   * BFF are one users.contacts of a hundred ids, not a hundred calls for a pool of ten connections.
   */
  async contact(userId: string): Promise<UserContact | undefined> {
    const found = await this.answers.get(`users.contacts ${userId}`, async () => ({
      value: (await this.batchedContact(userId)) ?? null,
      tags: [userTag(userId)],
      ttlMs: CONTACT_MS,
    }));
    return found ?? undefined;
  }

  private contactsWanted: Map<string, ContactWaiters> | null = null;

  private batchedContact(userId: string): Promise<UserContact | undefined> {
    return new Promise((resolve, reject) => {
      if (!this.contactsWanted) {
        const wanted = new Map<string, ContactWaiters>();
        this.contactsWanted = wanted;
        // Once the callers of this moment have asked (their requests arrive in the same turn of the loop).
        setImmediate(() => {
          this.contactsWanted = null;
          void this.askContacts(wanted);
        });
      }
      const waiting = this.contactsWanted.get(userId) ?? [];
      waiting.push({ resolve, reject });
      this.contactsWanted.set(userId, waiting);
    });
  }

  private async askContacts(wanted: Map<string, ContactWaiters>) {
    const ids = [...wanted.keys()];
    for (let i = 0; i < ids.length; i += CONTACTS_PER_CALL) {
      const chunk = ids.slice(i, i + CONTACTS_PER_CALL);
      try {
        const contacts = await this.services.send('users.contacts', { userIds: chunk });
        const byId = new Map(contacts.map((c) => [c.userId, c]));
        for (const id of chunk) {
          for (const waiter of wanted.get(id) ?? []) {
            waiter.resolve(byId.get(id));
          }
        }
      } catch (error) {
        for (const id of chunk) {
          for (const waiter of wanted.get(id) ?? []) {
            waiter.reject(error);
          }
        }
      }
    }
  }

  /** Drops every content answer in this process (a content write through it). */
  forgetContent(): void {
    this.answers.invalidate([...CONTENT_KINDS, '*'].map(contentTag));
  }

  /** Drops the scheduling part of the coach pages in this process (a booking through it). */
  forgetScheduling(): void {
    this.answers.invalidate([SCHEDULING_TAG]);
  }

  /** Drops the coach pages in this process (any write through it may be a booking or a profile edit). */
  forgetCoaches(): void {
    this.answers.invalidate([COACHES_TAG, SCHEDULING_TAG]);
  }

  /**
   * Forgets a user's sessions and contact at once in this process (a logout, a profile change: the
   * next booking reads the new zone and language); other replicas hear the broadcast.
   */
  forgetSession(userId: string): void {
    this.sessions.invalidate([userId]);
    this.answers.invalidate([userTag(userId)]);
  }
}

function userTag(userId: string): string {
  return `user:${userId}`;
}

function contentTag(kind: string): string {
  return `content:${kind}`;
}
