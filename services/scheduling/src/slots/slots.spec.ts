import { blockedRange, computeSlots, isOfferedSlot } from './slots';

const at = (iso: string) => new Date(iso);
const win = (start: string, end: string) => ({ start: at(start), end: at(end) });
const CHAT = { durationMinutes: 30, bufferBeforeMinutes: 0, bufferAfterMinutes: 0 };
const HOUR_WITH_BUFFERS = { durationMinutes: 60, bufferBeforeMinutes: 15, bufferAfterMinutes: 15 };
const RULES = { now: at('2026-12-01T00:00:00Z'), minNoticeMinutes: 24 * 60, horizonDays: 56 };
const ALL = win('2026-11-01T00:00:00Z', '2027-06-01T00:00:00Z');
const starts = (slots: { start: Date }[]) => slots.map((s) => s.start.toISOString());

describe('computeSlots', () => {
  it('cuts a window into starts on the half hour that fit the whole session', () => {
    const slots = computeSlots([win('2026-12-03T01:10:00Z', '2026-12-03T03:00:00Z')], [], CHAT, RULES, ALL);
    expect(starts(slots)).toEqual(['2026-12-03T01:30:00.000Z', '2026-12-03T02:00:00.000Z', '2026-12-03T02:30:00.000Z']);
    expect(slots[2].end.toISOString()).toBe('2026-12-03T03:00:00.000Z');
  });

  it('offers nothing before the minimum notice or past the horizon', () => {
    const early = win('2026-12-01T10:00:00Z', '2026-12-02T01:00:00Z');
    const late = win('2027-01-26T00:00:00Z', '2027-01-26T02:00:00Z');
    expect(starts(computeSlots([early, late], [], CHAT, RULES, ALL))).toEqual(['2026-12-02T00:00:00.000Z', '2026-12-02T00:30:00.000Z']);
  });

  it('keeps the buffered range of a new session clear of confirmed bookings, buffers included', () => {
    const window = win('2026-12-03T00:00:00Z', '2026-12-03T05:00:00Z');
    const booked = blockedRange(at('2026-12-03T02:00:00Z'), HOUR_WITH_BUFFERS); // 01:45-03:15
    const slots = computeSlots([window], [booked], HOUR_WITH_BUFFERS, RULES, ALL);
    // A session at 00:30 holds 00:15-01:45 (touches, allowed); 01:00 would hold 00:45-02:15 (overlaps).
    expect(starts(slots)).toEqual([
      '2026-12-03T00:00:00.000Z',
      '2026-12-03T00:30:00.000Z',
      '2026-12-03T03:30:00.000Z',
      '2026-12-03T04:00:00.000Z',
    ]);
  });

  it('lists a start once when windows overlap, and only within the asked range', () => {
    const a = win('2026-12-03T00:00:00Z', '2026-12-03T01:00:00Z');
    const b = win('2026-12-03T00:30:00Z', '2026-12-03T01:30:00Z');
    const range = win('2026-12-03T00:30:00Z', '2026-12-03T01:00:00Z');
    expect(starts(computeSlots([b, a], [], CHAT, RULES, range))).toEqual(['2026-12-03T00:30:00.000Z']);
  });
});

describe('isOfferedSlot', () => {
  const window = win('2026-12-03T00:00:00Z', '2026-12-03T02:00:00Z');
  it('accepts an offered start and refuses one off the step, outside windows or overlapping a booking', () => {
    expect(isOfferedSlot(at('2026-12-03T01:00:00Z'), [window], [], CHAT, RULES)).toBe(true);
    expect(isOfferedSlot(at('2026-12-03T01:10:00Z'), [window], [], CHAT, RULES)).toBe(false);
    expect(isOfferedSlot(at('2026-12-03T01:45:00Z'), [window], [], CHAT, RULES)).toBe(false);
    expect(isOfferedSlot(at('2026-12-04T01:00:00Z'), [window], [], CHAT, RULES)).toBe(false);
    const booked = blockedRange(at('2026-12-03T00:45:00Z'), CHAT);
    expect(isOfferedSlot(at('2026-12-03T01:00:00Z'), [window], [booked], CHAT, RULES)).toBe(false);
  });
});
