import { countCacheLookup } from '@lakbay/platform';
import { LRUCache } from 'lru-cache';

const MAX_INVALIDATED_TAGS = 10_000;

interface Entry {
  value: unknown;
  tags: string[];
  /** The invalidation epoch when its load started. */
  epoch: number;
}

export interface Loaded<T> {
  value: T;
  /** What the value depends on: invalidating one of them drops it. */
  tags: string[];
  /** Milliseconds it may be kept at most (undefined: until invalidated or evicted). */
  ttlMs?: number;
}

/**
 * A bounded cache of values tagged with what they depend on. `invalidate(tags)` drops every
 * value with one of the tags at once, including values being loaded while it happened (they are
 * returned to their caller but not kept), so an answer read before a write committed is never
 * served after its notice. lru-cache bounds it by size (an estimate of each value's bytes, least
 * recently used dropped first) and keeps per-entry time limits; it is the LRU Node tooling
 * already uses (glob, jest), maintained and O(1) per operation.
 */
export class TaggedCache {
  private readonly entries?: LRUCache<string, Entry>;
  /** Loads under way by key, with the epoch they started in: a miss joins one rather than starting another. */
  private readonly loading = new Map<string, { epoch: number; loaded: Promise<Loaded<unknown>> }>();
  private epoch = 0;
  private readonly invalidatedAt = new Map<string, number>();
  private clearedAt = 0;

  constructor(
    private readonly name: string,
    options: { maxBytes: number } | { maxEntries: number },
  ) {
    if ('maxBytes' in options && options.maxBytes > 0) {
      this.entries = new LRUCache<string, Entry>({ maxSize: options.maxBytes, sizeCalculation: (e) => estimateBytes(e.value) });
    } else if ('maxEntries' in options && options.maxEntries > 0) {
      this.entries = new LRUCache<string, Entry>({ max: options.maxEntries });
    }
  }

  /**
   * The value kept under key, or load()'s (kept unless a tag of it was invalidated meanwhile).
   * A miss of a key whose load is under way waits for that load instead of starting its own, and
   * takes its value unless one of the value's tags was invalidated after the load began (then it
   * loads again): a crowd arriving at a cold cache (a hundred bookings of one coach) asks the owner
   * once, and nobody is answered from before a write whose notice came before their question.
   */
  async get<T>(key: string, load: () => Promise<Loaded<T>>): Promise<T> {
    const entries = this.entries;
    if (!entries) {
      return (await load()).value;
    }
    const hit = entries.get(key);
    if (hit && this.current(hit)) {
      countCacheLookup(this.name, 'hit');
      return hit.value as T;
    }
    const under = this.loading.get(key);
    if (under) {
      countCacheLookup(this.name, 'joined');
      const loaded = await under.loaded;
      if (this.current({ value: loaded.value, tags: loaded.tags, epoch: under.epoch })) {
        return loaded.value as T;
      }
      return this.get(key, load);
    }
    countCacheLookup(this.name, 'miss');
    const epoch = this.epoch;
    const loading = load();
    this.loading.set(key, { epoch, loaded: loading });
    try {
      const loaded = await loading;
      const entry: Entry = { value: loaded.value, tags: loaded.tags, epoch };
      if (this.current(entry) && (loaded.ttlMs === undefined || loaded.ttlMs > 0)) {
        entries.set(key, entry, loaded.ttlMs === undefined ? {} : { ttl: loaded.ttlMs });
      }
      return loaded.value;
    } finally {
      if (this.loading.get(key)?.loaded === loading) {
        this.loading.delete(key);
      }
    }
  }

  /**
   * The value kept under key when it is still current (counted as a hit, as get() counts it), else
   * undefined; never loads. For answers given before Nest's handlers run (http/fast-answers.ts).
   */
  peek<T>(key: string): T | undefined {
    const hit = this.entries?.get(key);
    if (hit && this.current(hit)) {
      countCacheLookup(this.name, 'hit');
      return hit.value as T;
    }
    return undefined;
  }

  /** Drops every value depending on one of these tags, now and for loads already under way. */
  invalidate(tags: Iterable<string>): void {
    this.epoch++;
    for (const tag of tags) {
      this.invalidatedAt.set(tag, this.epoch);
    }
    if (this.invalidatedAt.size > MAX_INVALIDATED_TAGS) {
      this.clear(); // keeps the bookkeeping bounded (a burst of logouts empties the cache instead)
    }
  }

  /** Drops everything (notices may have been missed). */
  clear(): void {
    this.epoch++;
    this.invalidatedAt.clear();
    this.clearedAt = this.epoch;
    this.entries?.clear();
  }

  private current(entry: Entry): boolean {
    if (entry.epoch < this.clearedAt) {
      return false;
    }
    return entry.tags.every((tag) => (this.invalidatedAt.get(tag) ?? 0) <= entry.epoch);
  }
}

/** Bytes a JSON value takes, roughly (UTF-16 string length of its JSON, twice for the objects). */
function estimateBytes(value: unknown): number {
  return Math.max(64, 2 * (JSON.stringify(value)?.length ?? 0));
}
