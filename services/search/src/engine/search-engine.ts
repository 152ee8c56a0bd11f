import { createHash } from 'node:crypto';
import type { SearchDocument, SearchMatch, SearchResultType } from '@lakbay/contracts';
import { CAREER_SYNONYMS } from './synonyms';

/**
 * The search-engine port. Two adapters pass one contract suite (testing/engine-contract.ts): the
 * embedded engine (standalone mode, and whenever MEILI_URL is unset) and Meilisearch.
 */
export interface SearchEngine {
  readonly kind: 'embedded' | 'meilisearch';
  /** Creates the index when missing, applies the settings and loads what was kept. Call once first. */
  open(settings: IndexSettings): Promise<void>;
  /** Adds documents, replacing those with the same type and id. */
  upsert(documents: SearchDocument[]): Promise<void>;
  /** Removes documents; unknown ones are ignored. */
  delete(refs: DocumentRef[]): Promise<void>;
  /** Typo-tolerant search, the last word also matching as a prefix; best first, one hit per title. */
  search(query: EngineQuery): Promise<EngineHit[]>;
  /** Removes every document and every cursor. */
  clear(): Promise<void>;
  count(): Promise<number>;
  /**
   * Change-feed cursors, kept with the index itself so the two cannot disagree: an index that is
   * lost or emptied loses its cursors too, and is then rebuilt from the owners.
   */
  cursors(): Promise<Record<string, number>>;
  /** Records cursors; call only after the documents up to them were applied. */
  saveCursors(cursors: Record<string, number>): Promise<void>;
  /** Flushes what is pending and releases resources. */
  close(): Promise<void>;
}

export const SEARCH_ENGINE = Symbol('SEARCH_ENGINE');

export interface DocumentRef {
  type: SearchResultType;
  id: string;
}

export interface EngineQuery {
  q: string;
  limit: number;
  /** Only these types; all when omitted or empty. */
  types?: SearchResultType[];
}

export interface EngineHit {
  document: SearchDocument;
  /** Matched fields with the matched character ranges, title first. */
  matches: SearchMatch[];
}

/** Meilisearch's index settings; the embedded engine follows the same meaning. */
export interface IndexSettings {
  /** Searched attributes, most important first. */
  searchableAttributes: string[];
  displayedAttributes: string[];
  filterableAttributes: string[];
  rankingRules: string[];
  /** At most one hit per value of this attribute; 'titleKey' (see titleKey()) removes duplicate titles. */
  distinctAttribute: 'titleKey' | null;
  typoTolerance: { enabled: boolean; minWordSizeForTypos: { oneTypo: number; twoTypos: number } };
  /** One-way synonyms applied to queries: a key's words also find each alternative (synonyms.ts). */
  synonyms: Readonly<Record<string, readonly string[]>>;
}

/**
 * The settings of Lakbay's search index: title first, then the other fields; typos as Meilisearch's
 * defaults; Filipino and Taglish career words as synonyms.
 */
export const INDEX_SETTINGS: IndexSettings = {
  searchableAttributes: ['title', 'fields'],
  displayedAttributes: ['key', 'type', 'id', 'title', 'path', 'fields'],
  filterableAttributes: ['type', 'titleKey'],
  rankingRules: ['words', 'typo', 'proximity', 'attribute', 'sort', 'exactness'],
  distinctAttribute: 'titleKey',
  typoTolerance: { enabled: true, minWordSizeForTypos: { oneTypo: 5, twoTypos: 9 } },
  synonyms: CAREER_SYNONYMS,
};

/** What makes two titles the same for duplicate removal: case and surrounding spaces aside. */
export function titleKey(title: string): string {
  return title.trim().toLocaleLowerCase();
}

const SAFE_ID = /^[A-Za-z0-9_-]{1,400}$/;

/**
 * The index's primary key of a record: unique across types and made only of the characters
 * Meilisearch accepts in a document id (ids with others are hashed).
 */
export function documentKey(ref: DocumentRef): string {
  const id = SAFE_ID.test(ref.id) ? ref.id : `h_${createHash('sha256').update(ref.id).digest('hex')}`;
  return `${ref.type}-${id}`;
}
