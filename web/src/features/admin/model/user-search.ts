import type { AdminUserListItem } from '@lakbay/contracts';

/** The exact match of a search, else the only result; several partial matches need a choice. */
export function pickFoundUser(results: readonly AdminUserListItem[], query: string): AdminUserListItem | null {
  const exact = results.find((user) => user.username?.toLowerCase() === query.trim().toLowerCase());
  return exact ?? (results.length === 1 ? (results[0] ?? null) : null);
}
