import { MAX_PAGE_SIZE, type ListQuery, type Page } from '@lakbay/contracts';

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

/**
 * A filter requiring every word of `q` (up to 6) to appear in one of the fields, case-insensitive;
 * undefined when q has no words.
 */
export function wordsFilter(q: string | undefined, fields: string[]): Record<string, unknown> | undefined {
  const words = (q ?? '').split(/\s+/).filter(Boolean).slice(0, 6);
  if (words.length === 0) {
    return undefined;
  }
  return { $and: words.map((word) => ({ $or: fields.map((field) => ({ [field]: { $ilike: containsPattern(word) } })) })) };
}

/** At most this many published FAQs or resources in one answer (they are not paged). */
export const MAX_LISTED = 500;
