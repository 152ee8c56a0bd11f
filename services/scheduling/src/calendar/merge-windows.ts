import type { AvailabilityWindow } from './availability-window';

/**
 * Merges each coach's overlapping or touching windows into one (uid and summary of the
 * earliest), and sorts the result by start, then coach id.
 */
export function mergeWindows(windows: readonly AvailabilityWindow[]): AvailabilityWindow[] {
  const sorted = [...windows].sort((a, b) => a.start.getTime() - b.start.getTime() || a.end.getTime() - b.end.getTime());
  const open = new Map<string, AvailabilityWindow>();
  const merged: AvailabilityWindow[] = [];
  for (const window of sorted) {
    const last = open.get(window.coachId);
    if (last && window.start.getTime() <= last.end.getTime()) {
      if (window.end.getTime() > last.end.getTime()) {
        last.end = window.end;
      }
      continue;
    }
    const copy = { ...window };
    open.set(window.coachId, copy);
    merged.push(copy);
  }
  return merged.sort((a, b) => a.start.getTime() - b.start.getTime() || a.coachId.localeCompare(b.coachId));
}
