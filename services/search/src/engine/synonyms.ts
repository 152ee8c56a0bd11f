import { CAREER_SYNONYMS } from '@lakbay/contracts';
import { queryTerms } from './text';

// The list lives in contracts: the content service's list filters read it too.
export { CAREER_SYNONYMS };

/** Most variants the embedded engine searches for one query (the original included). */
export const MAX_QUERY_VARIANTS = 8;
/** Longest key, in words. */
const MAX_KEY_WORDS = 3;

/** Keys and alternatives as query words, normalised as queries are (tagapag-alaga: tagapag alaga). */
function normalizedSynonyms(synonyms: Readonly<Record<string, readonly string[]>>): Map<string, string[][]> {
  const out = new Map<string, string[][]>();
  for (const [key, alternatives] of Object.entries(synonyms)) {
    const words = queryTerms(key).join(' ');
    const list = out.get(words) ?? [];
    for (const alternative of alternatives) {
      list.push(queryTerms(alternative));
    }
    out.set(words, list);
  }
  return out;
}

/** Meilisearch's `synonyms` setting for the list: keys and alternatives as normalised, spaced words. */
export function meilisearchSynonyms(synonyms: Readonly<Record<string, readonly string[]>>): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const [key, alternatives] of normalizedSynonyms(synonyms)) {
    out[key] = alternatives.map((words) => words.join(' '));
  }
  return out;
}

/**
 * The embedded engine's query expansion: the query's words, then the same words with each
 * synonym key found in them (longest first, left to right) replaced by one of its alternatives,
 * at most MAX_QUERY_VARIANTS lists in all. "nars sa cebu" gives [nars sa cebu], [nurse sa cebu],
 * [nursing sa cebu].
 */
export function queryVariants(words: string[], synonyms: Readonly<Record<string, readonly string[]>>): string[][] {
  const table = synonymTable(synonyms);
  const variants: string[][] = [[]];
  let original = true;
  for (let i = 0; i < words.length;) {
    let replaced = false;
    for (let n = Math.min(MAX_KEY_WORDS, words.length - i); n >= 1 && !replaced; n--) {
      const alternatives = table.get(words.slice(i, i + n).join(' '));
      if (!alternatives) {
        continue;
      }
      const kept = variants.length;
      for (let v = 0; v < kept; v++) {
        const base = variants[v];
        for (const alternative of alternatives) {
          if (variants.length >= MAX_QUERY_VARIANTS) {
            break;
          }
          variants.push([...base, ...alternative]);
        }
        base.push(...words.slice(i, i + n));
      }
      i += n;
      replaced = true;
      original = false;
    }
    if (!replaced) {
      for (const variant of variants) {
        variant.push(words[i]);
      }
      i += 1;
    }
  }
  return original ? [words] : variants;
}

const tables = new WeakMap<object, Map<string, string[][]>>();

function synonymTable(synonyms: Readonly<Record<string, readonly string[]>>): Map<string, string[][]> {
  let table = tables.get(synonyms);
  if (!table) {
    table = normalizedSynonyms(synonyms);
    tables.set(synonyms, table);
  }
  return table;
}
