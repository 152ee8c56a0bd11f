import type { ChangeEntry, ChangeFeedOwner } from '@lakbay/contracts';
import type { ServiceClient } from '../transport';

/** Entries asked for per page of a change feed (the contract allows 1 to 1000). */
export const CHANGE_FEED_PAGE = 500;

export interface LatestChanges {
  /** The latest entry (by seq) of each record after the cursor, one per record. */
  entries: ChangeEntry[];
  /** Entries that could not be used (their reasons), skipped so they cannot block the feed. */
  rejected: string[];
  /** The highest seq of the page; the cursor once the page is applied. */
  last: number;
}

/**
 * Reduces a page of a change feed to what a consumer must apply: entries after the cursor, and for
 * each record only its latest one (in seq order), so applying a page twice, or entries already
 * applied, gives the same state. `problem` names what makes an entry unusable for this consumer.
 */
export function latestChanges(
  page: readonly ChangeEntry[],
  after: number,
  problem: (entry: ChangeEntry) => string | undefined = () => undefined,
): LatestChanges {
  const latest = new Map<string, ChangeEntry>();
  const rejected: string[] = [];
  let last = after;
  for (const entry of [...page].sort((a, b) => a.seq - b.seq)) {
    if (!Number.isSafeInteger(entry.seq) || entry.seq <= after) {
      continue;
    }
    last = Math.max(last, entry.seq);
    const reason = typeof entry.id !== 'string' || entry.id === '' ? 'empty id' : problem(entry);
    if (reason) {
      rejected.push(`seq ${entry.seq}: ${reason}`);
      continue;
    }
    latest.set(`${entry.type}\u0000${entry.id}`, entry);
  }
  return { entries: [...latest.values()], rejected, last };
}

/** How a consumer keeps its place in one owner's feed. */
export interface ChangeFeedReader {
  cursor(): number;
  /** Applies a page (idempotently) and stores the new cursor; returns it. */
  apply(page: ChangeEntry[], after: number): Promise<number>;
  /** True once the consumer is shutting down: stop between pages. */
  stopped(): boolean;
}

export type ChangeFeedPull =
  | { outcome: 'caught-up' | 'stopped' }
  /** The owner's feed ends below the cursor (its data was restored or reset): rebuild from 0. */
  | { outcome: 'reset'; last: number; after: number };

/**
 * Pulls `<owner>.changes` page by page from the reader's cursor until the feed has nothing newer:
 * the one way every consumer reads a change feed (libs/contracts/src/changes.ts).
 */
export async function pullChangeFeed(services: ServiceClient, owner: ChangeFeedOwner, reader: ChangeFeedReader): Promise<ChangeFeedPull> {
  for (;;) {
    if (reader.stopped()) {
      return { outcome: 'stopped' };
    }
    const after = reader.cursor();
    const reply = await services.send(`${owner}.changes`, { after, limit: CHANGE_FEED_PAGE });
    if (reply.last < after) {
      return { outcome: 'reset', last: reply.last, after };
    }
    const last = await reader.apply(reply.changes, after);
    // Done when the feed had nothing after the page, or the page moved nothing forward.
    if (last >= reply.last || last === after) {
      return { outcome: 'caught-up' };
    }
  }
}
