import type { Command } from './messages';

/**
 * Change feeds: how owning services tell others (search first) what changed, durably. Each owner
 * keeps a change log written in the same transaction as the change (its transactional outbox);
 * consumers pull it with a cursor (`<owner>.changes`) and are nudged by a `<owner>.changed` event.
 * A consumer that was down catches up from its cursor when it comes back; consumers must be
 * idempotent (an entry may be applied twice). Every consumer reads feeds with pullChangeFeed and
 * latestChanges (libs/platform/src/changes).
 */

export type SearchResultType = 'COACH' | 'CAREER' | 'VIDEO';

/** Every service with a change feed: the owner of a `<owner>.changes` message in MessageMap. */
export type ChangeFeedOwner = { [C in Command]: C extends `${infer Owner}.changes` ? Owner : never }[Command];

/** What the search index keeps of a record: enough to find it and to link to it. */
export interface SearchDocument {
  type: SearchResultType;
  /** The owner's id of the record. */
  id: string;
  title: string;
  /** Where the SPA shows it, e.g. /careers/software-engineer. */
  path: string;
  /** Other searchable text by field name (summary, category, speaker, headline, tags...). */
  fields: Record<string, string>;
}

export interface ChangeEntry {
  /** Strictly increasing per owner; the cursor. */
  seq: number;
  type: SearchResultType;
  id: string;
  action: 'upserted' | 'deleted';
  /** The searchable snapshot when upserted and visible; null when deleted or unpublished. */
  document: SearchDocument | null;
  /** ISO instant of the change. */
  at: string;
}

export interface ChangesRequest {
  /** Return entries with seq greater than this (0 for all). */
  after: number;
  /** At most this many (1 to 1000). */
  limit: number;
}

export interface ChangesReply {
  changes: ChangeEntry[];
  /** The highest seq in the owner's log now (so a consumer knows whether to ask again). */
  last: number;
}

/** Payload of the `<owner>.changed` nudge. */
export interface ChangedEvent {
  seq: number;
}
