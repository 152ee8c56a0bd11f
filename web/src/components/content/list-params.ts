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
