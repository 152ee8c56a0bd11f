import { SLOT_STEP_MINUTES } from '@lakbay/contracts';

const MINUTE = 60_000;

export interface Interval {
  start: Date;
  end: Date;
}

/** What a training needs of the coach's time. */
export interface SlotShape {
  durationMinutes: number;
  bufferBeforeMinutes: number;
  bufferAfterMinutes: number;
}

export interface SlotRules {
  now: Date;
  /** No slot starts earlier than now + this. */
  minNoticeMinutes: number;
  /** No slot starts later than now + this. */
  horizonDays: number;
}

/** The coach time a session holds: the session with its buffers on both sides. */
export function blockedRange(start: Date, shape: SlotShape): Interval {
  return {
    start: new Date(start.getTime() - shape.bufferBeforeMinutes * MINUTE),
    end: new Date(start.getTime() + (shape.durationMinutes + shape.bufferAfterMinutes) * MINUTE),
  };
}

export const overlaps = (a: Interval, b: Interval): boolean => a.start < b.end && b.start < a.end;

/**
 * Bookable starts: each on a SLOT_STEP_MINUTES boundary (UTC, which is also a local boundary in
 * every zone whose offset is a multiple of 30 minutes), with the session inside one availability
 * window, after the notice, within the horizon and [from, to), and with its buffered range clear of
 * every blocked range (the buffered ranges of confirmed bookings). Buffers may fall outside the
 * window: they keep sessions apart, they are not coaching time.
 */
export function computeSlots(
  windows: readonly Interval[],
  blocked: readonly Interval[],
  shape: SlotShape,
  rules: SlotRules,
  range: Interval,
): Interval[] {
  const step = SLOT_STEP_MINUTES * MINUTE;
  const duration = shape.durationMinutes * MINUTE;
  const earliest = Math.max(range.start.getTime(), rules.now.getTime() + rules.minNoticeMinutes * MINUTE);
  const latest = Math.min(range.end.getTime(), rules.now.getTime() + rules.horizonDays * 24 * 60 * MINUTE);
  const sortedBlocked = [...blocked].sort((a, b) => a.start.getTime() - b.start.getTime());
  const seen = new Set<number>();
  const slots: Interval[] = [];
  for (const window of [...windows].sort((a, b) => a.start.getTime() - b.start.getTime())) {
    let t = Math.ceil(Math.max(window.start.getTime(), earliest) / step) * step;
    for (; t + duration <= window.end.getTime() && t < latest; t += step) {
      if (seen.has(t)) {
        continue;
      }
      const start = new Date(t);
      const held = blockedRange(start, shape);
      if (sortedBlocked.some((b) => overlaps(b, held))) {
        continue;
      }
      seen.add(t);
      slots.push({ start, end: new Date(t + duration) });
    }
  }
  return slots.sort((a, b) => a.start.getTime() - b.start.getTime());
}

/** Whether start is one of the slots computeSlots would offer (the check made again at commit). */
export function isOfferedSlot(
  start: Date,
  windows: readonly Interval[],
  blocked: readonly Interval[],
  shape: SlotShape,
  rules: SlotRules,
): boolean {
  const range = { start, end: new Date(start.getTime() + 1) };
  return computeSlots(windows, blocked, shape, rules, range).some((s) => s.start.getTime() === start.getTime());
}
