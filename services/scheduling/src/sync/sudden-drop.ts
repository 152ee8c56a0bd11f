/** Windows per coach id, counted from now on. */
export type WindowCounts = ReadonlyMap<string, number>;

export interface SuddenDrop {
  windowsBefore: number;
  windowsAfter: number;
  coachesBefore: number;
  /** Coaches who would lose more than half of their windows (all of them, for most). */
  coachesHit: string[];
}

/** Below this many upcoming windows a drop is not judged: a small platform's changes are applied. */
export const DROP_MIN_WINDOWS = 10;

/**
 * Whether a new read removes most availability across most coaches at once, which a broken or
 * truncated feed does and coaches editing their own calendars do not: at least two coaches had
 * windows, more than half of them would lose more than half of theirs, and fewer than half of all
 * windows would remain. Such a read is held back, not applied (an admin can apply it).
 */
export function suddenDrop(before: WindowCounts, after: WindowCounts): SuddenDrop | null {
  const sum = (counts: WindowCounts) => [...counts.values()].reduce((a, b) => a + b, 0);
  const windowsBefore = sum(before);
  const windowsAfter = sum(after);
  const coaches = [...before].filter(([, n]) => n > 0);
  const coachesHit = coaches.filter(([id, n]) => (after.get(id) ?? 0) * 2 < n).map(([id]) => id);
  if (
    windowsBefore < DROP_MIN_WINDOWS ||
    coaches.length < 2 ||
    windowsAfter * 2 >= windowsBefore ||
    coachesHit.length * 2 <= coaches.length
  ) {
    return null;
  }
  return { windowsBefore, windowsAfter, coachesBefore: coaches.length, coachesHit };
}
