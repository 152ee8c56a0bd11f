import { CAREER_CATEGORY_KEYS, type CareerCategory } from '@lakbay/contracts';

/** Query string of a list request, without empty values. */
export function listParams(query: object): Record<string, string | number | boolean> {
  const params: Record<string, string | number | boolean> = {};
  for (const [key, value] of Object.entries(query)) {
    if (typeof value === 'string' ? value !== '' : typeof value === 'number' || typeof value === 'boolean') {
      params[key] = value as string | number | boolean;
    }
  }
  return params;
}

/** A positive page number from the address bar, 1 when missing or malformed. */
export function pageParam(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/** The value from the address bar when it is one of the known ones, else undefined. */
export function oneOf<T extends string>(values: readonly T[], value: string | null): T | undefined {
  return value && (values as readonly string[]).includes(value) ? (value as T) : undefined;
}

/** A career category key from the address bar, null when missing or unknown. */
export const categoryParam = (value: string | null): CareerCategory | null => oneOf(CAREER_CATEGORY_KEYS, value) ?? null;
