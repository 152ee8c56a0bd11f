import { CAREER_SYNONYMS, MAX_PAGE_SIZE, type ListQuery, type Page } from '@lakbay/contracts';

export const DEFAULT_PAGE_SIZE = 12;

export interface Paging {
  page: number;
  pageSize: number;
  offset: number;
}

export function paging(query: ListQuery): Paging {
  const page = Math.max(1, Math.floor(query.page ?? 1));
  const pageSize = Math.min(MAX_PAGE_SIZE, Math.max(1, Math.floor(query.pageSize ?? DEFAULT_PAGE_SIZE)));
  return { page, pageSize, offset: (page - 1) * pageSize };
}

export function toPage<T>(items: T[], total: number, { page, pageSize }: Paging): Page<T> {
  return { items, page, pageSize, total };
}

/** A LIKE pattern matching the text anywhere, with the user's % and _ taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** Longest synonym key, in words ("kawani ng gobyerno"). */
const MAX_KEY_WORDS = 3;

/** Lower case without accents, as the synonym keys are written. */
const fold = (text: string): string => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

const SYNONYMS = new Map(Object.entries(CAREER_SYNONYMS).map(([key, alternatives]) => [fold(key), alternatives]));

/**
 * A filter requiring every word of `q` (up to 6) to appear in one of the fields, case-insensitive;
 * a Filipino or Taglish word for a career (CAREER_SYNONYMS: "nars", "guro", "call center") may
 * appear as itself or as one of its English words. Undefined when q has no words.
 */
export function wordsFilter(q: string | undefined, fields: string[]): Record<string, unknown> | undefined {
  const words = (q ?? '').split(/\s+/).filter(Boolean).slice(0, 6);
  if (words.length === 0) {
    return undefined;
  }
  // Each term with what it may appear as; a key of several words is one term (longest first).
  const terms: string[][] = [];
  for (let i = 0; i < words.length;) {
    let n = Math.min(MAX_KEY_WORDS, words.length - i);
    while (n > 1 && !SYNONYMS.has(fold(words.slice(i, i + n).join(' ')))) {
      n--;
    }
    const term = words.slice(i, i + n).join(' ');
    terms.push([term, ...(SYNONYMS.get(fold(term)) ?? [])]);
    i += n;
  }
  return {
    $and: terms.map((forms) => ({ $or: forms.flatMap((form) => fields.map((field) => ({ [field]: { $ilike: containsPattern(form) } }))) })),
  };
}

/** At most this many published FAQs or resources in one answer (they are not paged). */
export const MAX_LISTED = 500;
