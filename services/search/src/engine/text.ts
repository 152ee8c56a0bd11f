/**
 * How text becomes terms, shared by the embedded index and the match-range computation so that a
 * highlighted range is always a term the index matched. Like Meilisearch: words are split on
 * spaces and punctuation, lower-cased, and accents are dropped (Niño matches nino).
 */

/** A run of characters that are neither separators (spaces, line breaks) nor punctuation. */
const WORD = /[^\p{Z}\p{P}\p{Cc}]+/gu;
const MARKS = /\p{M}/gu;

/** Most words Meilisearch considers in a query; later ones are ignored. */
export const MAX_QUERY_TERMS = 10;
/** Longest term kept; longer runs (hashes, URLs without separators) are cut. */
export const MAX_TERM_LENGTH = 64;

export interface Token {
  /** The normalised term. */
  term: string;
  /** UTF-16 position of the first character in the original text. */
  start: number;
  /** UTF-16 position after the last character in the original text. */
  end: number;
}

/** Lower-cases and strips diacritics; '' for text with no letters or digits left. */
export function normalizeTerm(word: string): string {
  const folded = word.normalize('NFD').replace(MARKS, '').toLowerCase();
  return folded.length > MAX_TERM_LENGTH ? folded.slice(0, MAX_TERM_LENGTH) : folded;
}

/** The terms of a text with their positions in it. */
export function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  for (const match of text.matchAll(WORD)) {
    const term = normalizeTerm(match[0]);
    if (term) {
      tokens.push({ term, start: match.index, end: match.index + match[0].length });
    }
  }
  return tokens;
}

/** The terms of a text, without positions (indexing). */
export function terms(text: string): string[] {
  const out: string[] = [];
  for (const match of text.matchAll(WORD)) {
    const term = normalizeTerm(match[0]);
    if (term) {
      out.push(term);
    }
  }
  return out;
}

/** The terms of a query, at most MAX_QUERY_TERMS, in order. */
export function queryTerms(query: string): string[] {
  return terms(query).slice(0, MAX_QUERY_TERMS);
}

/** How many typos a query term may have, as Meilisearch's defaults: 1 from 5 characters, 2 from 9. */
export function allowedTypos(term: string, oneTypo = 5, twoTypos = 9): number {
  // Characters, not UTF-16 units: a pair of surrogates counts once.
  const length = term.replace(/[\uD800-\uDBFF][\uDC00-\uDFFF]/g, '_').length;
  return length >= twoTypos ? 2 : length >= oneTypo ? 1 : 0;
}
