import type { SearchDocument, SearchMatch } from '@lakbay/contracts';
import { normalizeTerm, tokenize } from './text';

/**
 * The index terms a query matched: for each, how much of a word to highlight. A whole word for an
 * exact or typo match; only the typed part for a prefix match ('soft' in 'Software').
 */
export type MatchedTerms = Map<string, { prefixLength?: number }>;

/** The searchable fields of a document in display order: title first, then the others. */
export function searchableFields(document: SearchDocument): Array<[string, string]> {
  const fields: Array<[string, string]> = [['title', document.title]];
  for (const [key, value] of Object.entries(document.fields)) {
    if (typeof value === 'string' && key !== 'title') {
      fields.push([key, value]);
    }
  }
  return fields;
}

/** The matches of a document (embedded engine): every word of a field that is a matched term. */
export function computeMatches(document: SearchDocument, matched: MatchedTerms): SearchMatch[] {
  const matches: SearchMatch[] = [];
  for (const [key, value] of searchableFields(document)) {
    const indices: Array<[number, number]> = [];
    for (const token of tokenize(value)) {
      const hit = matched.get(token.term);
      if (!hit) {
        continue;
      }
      const end = hit.prefixLength === undefined ? token.end : prefixEnd(value, token.start, token.end, hit.prefixLength);
      indices.push([token.start, end - 1]);
    }
    if (indices.length > 0) {
      matches.push({ key, value, indices });
    }
  }
  return matches;
}

/**
 * Where in the original word the first `length` normalised characters end, so that a prefix match
 * of 'nin' highlights 'Niñ' whatever the word's Unicode form. Combining marks after the last
 * character stay with it.
 */
function prefixEnd(value: string, start: number, end: number, length: number): number {
  let position = start;
  while (position < end && normalizeTerm(value.slice(start, position)).length < length) {
    position += value.codePointAt(position)! > 0xffff ? 2 : 1;
  }
  while (position < end && /\p{M}/u.test(value[position])) {
    position += 1;
  }
  return position;
}

/** A match position as Meilisearch gives it: in UTF-8 bytes, not characters. */
export interface BytePosition {
  start: number;
  length: number;
}

/** Converts Meilisearch's byte positions in a value into inclusive [start, end] character ranges. */
export function byteRangesToIndices(value: string, positions: BytePosition[]): Array<[number, number]> {
  // Byte offset of each UTF-16 position, once per value.
  const byteAt: number[] = [];
  let bytes = 0;
  for (let i = 0; i < value.length; i++) {
    byteAt[i] = bytes;
    const code = value.charCodeAt(i);
    if (code >= 0xd800 && code <= 0xdbff && i + 1 < value.length) {
      byteAt[i + 1] = bytes;
      bytes += 4;
      i++;
    } else {
      bytes += code < 0x80 ? 1 : code < 0x800 ? 2 : 3;
    }
  }
  byteAt[value.length] = bytes;
  const charAt = (byte: number): number => {
    // The first UTF-16 position whose byte offset reaches `byte`.
    let lo = 0;
    let hi = value.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (byteAt[mid] < byte) {
        lo = mid + 1;
      } else {
        hi = mid;
      }
    }
    return lo;
  };
  const ranges: Array<[number, number]> = [];
  for (const { start, length } of positions) {
    if (length <= 0) {
      continue;
    }
    const first = charAt(start);
    const after = charAt(start + length);
    if (first < after) {
      ranges.push([first, after - 1]);
    }
  }
  return ranges.sort((a, b) => a[0] - b[0]);
}

/** The matches of a Meilisearch hit from its _matchesPosition, for title and the fields only. */
export function matchesFromPositions(document: SearchDocument, positions: Record<string, BytePosition[] | undefined>): SearchMatch[] {
  const matches: SearchMatch[] = [];
  for (const [key, value] of searchableFields(document)) {
    const found = positions[key === 'title' ? 'title' : `fields.${key}`];
    if (!found || found.length === 0) {
      continue;
    }
    const indices = byteRangesToIndices(value, found);
    if (indices.length > 0) {
      matches.push({ key, value, indices });
    }
  }
  return matches;
}
