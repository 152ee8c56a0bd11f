import type { ChangeEntry, SearchDocument, SearchResultType } from '@lakbay/contracts';
import { latestChanges } from '@lakbay/platform';
import type { DocumentRef } from '../engine/search-engine';

const TYPES = new Set<SearchResultType>(['COACH', 'CAREER', 'VIDEO']);

export interface ChangeBatch {
  upserts: SearchDocument[];
  deletes: DocumentRef[];
  /** Entries that could not be used (their reasons), skipped so they cannot block the feed. */
  rejected: string[];
  /** The highest seq of the batch; the cursor once the batch is applied. */
  last: number;
}

/**
 * Reduces a page of a change feed to what the index must do (latestChanges: only each record's
 * latest entry counts, so applying a batch twice gives the same index). A deleted or unpublished
 * record (document null) is removed.
 */
export function toBatch(entries: ChangeEntry[], after: number): ChangeBatch {
  const {
    entries: latest,
    rejected,
    last,
  } = latestChanges(entries, after, (entry) => (TYPES.has(entry.type) ? undefined : 'unknown type'));
  const upserts: SearchDocument[] = [];
  const deletes: DocumentRef[] = [];
  for (const entry of latest) {
    const ref = { type: entry.type, id: entry.id };
    if (entry.action === 'deleted' || entry.document === null || entry.document === undefined) {
      deletes.push(ref);
      continue;
    }
    const problem = documentProblem(entry);
    if (problem) {
      rejected.push(`seq ${entry.seq}: ${problem}`);
      // What the index held of it is out of date: better gone than wrong.
      deletes.push(ref);
      continue;
    }
    upserts.push(clean(entry.document));
  }
  return { upserts, deletes, rejected, last };
}

function documentProblem(entry: ChangeEntry): string | undefined {
  const d = entry.document!;
  if (d.type !== entry.type || d.id !== entry.id) {
    return 'document type or id differs from the entry';
  }
  if (typeof d.title !== 'string' || d.title.trim() === '') {
    return 'document without a title';
  }
  if (typeof d.path !== 'string' || !d.path.startsWith('/')) {
    return 'document path must start with /';
  }
  if (d.fields !== undefined && (typeof d.fields !== 'object' || d.fields === null || Array.isArray(d.fields))) {
    return 'document fields must be an object';
  }
  return undefined;
}

const FIELD_NAME = /^[A-Za-z][A-Za-z0-9_]{0,63}$/;

/**
 * Keeps only non-empty text fields with plain names (numbers and lists are not searched alike by
 * both engines, and a dotted name would read as a nested attribute in Meilisearch).
 */
function clean(document: SearchDocument): SearchDocument {
  const fields: Record<string, string> = {};
  for (const [key, value] of Object.entries(document.fields ?? {})) {
    if (typeof value === 'string' && value.trim() !== '' && key !== 'title' && FIELD_NAME.test(key)) {
      fields[key] = value;
    }
  }
  return { type: document.type, id: document.id, title: document.title, path: document.path, fields };
}
