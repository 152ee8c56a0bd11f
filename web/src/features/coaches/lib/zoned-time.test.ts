import { describe, expect, it } from '@jest/globals';
import { renderUse, watchRender } from '@/lib/render-use';
import {
  addDays,
  formatTime,
  dayKey,
  dayParts,
  daysBetween,
  groupByDay,
  sessionWhen,
  slotLabel,
  startOfDay,
  zoneCity,
  zoneOffsetMinutes,
} from './zoned-time';

describe('zoned-time', () => {
  it("counts as formatting for a server render (which then says the page's hydration waits for the locale data)", () => {
    watchRender();
    expect(renderUse().formats).toBe(false);
    expect(formatTime('2026-12-07T01:00:00Z', 'Asia/Manila')).toBe('9:00 AM');
    expect(renderUse().formats).toBe(true);
  });

  describe('slotLabel', () => {
    it('shows the viewer time with the coach wall clock beside it when the zones differ', () => {
      expect(slotLabel('2026-03-02T01:00:00.000Z', 'UTC', 'Asia/Manila')).toBe('1:00 AM your time (9:00 AM Manila)');
      expect(slotLabel('2026-03-02T01:30:00.000Z', 'America/Los_Angeles', 'Asia/Manila')).toBe('5:30 PM your time (9:30 AM Manila)');
    });

    it('shows one time when both zones read the same clock', () => {
      expect(slotLabel('2026-03-02T01:00:00.000Z', 'Asia/Manila', 'Asia/Manila')).toBe('9:00 AM');
      expect(slotLabel('2026-03-02T01:00:00.000Z', 'Asia/Singapore', 'Asia/Manila')).toBe('9:00 AM');
    });
  });

  describe('sessionWhen', () => {
    it('gives the local range and the coach day and time in their city', () => {
      expect(sessionWhen('2026-03-02T01:00:00.000Z', '2026-03-02T02:00:00.000Z', 'UTC', 'Asia/Manila')).toEqual({
        local: 'Mon, Mar 2, 1:00 AM – 2:00 AM',
        coach: 'Mon, Mar 2, 9:00 AM in Manila',
      });
      expect(sessionWhen('2026-03-02T01:00:00.000Z', '2026-03-02T02:00:00.000Z', 'Asia/Manila', 'Asia/Manila').coach).toBeNull();
    });
  });

  describe('dayKey and startOfDay', () => {
    it('reads the calendar day of an instant in a zone', () => {
      expect(dayKey('2026-03-01T17:00:00.000Z', 'Asia/Manila')).toBe('2026-03-02');
      expect(dayKey('2026-03-01T17:00:00.000Z', 'UTC')).toBe('2026-03-01');
    });

    it('finds the instant a day starts in a zone, across daylight-saving changes', () => {
      expect(startOfDay('2026-03-02', 'Asia/Manila')).toBe('2026-03-01T16:00:00.000Z');
      expect(startOfDay('2026-03-08', 'America/New_York')).toBe('2026-03-08T05:00:00.000Z');
      expect(startOfDay('2026-03-09', 'America/New_York')).toBe('2026-03-09T04:00:00.000Z');
      expect(zoneOffsetMinutes('2026-03-09T04:00:00.000Z', 'America/New_York')).toBe(-240);
    });

    it('moves and compares calendar days across month ends', () => {
      expect(addDays('2026-02-27', 3)).toBe('2026-03-02');
      expect(daysBetween('2026-02-27', '2026-03-02')).toBe(3);
      expect(dayParts('2026-03-02')).toEqual({ weekday: 'Mon', day: '2', month: 'Mar', long: 'Monday, March 2' });
    });
  });

  describe('groupByDay', () => {
    it('groups slots by the local day of the zone, in time order', () => {
      const slots = [{ start: '2026-03-02T03:00:00.000Z' }, { start: '2026-03-01T17:00:00.000Z' }, { start: '2026-03-01T15:00:00.000Z' }];
      expect(groupByDay(slots, 'Asia/Manila')).toEqual([
        { day: '2026-03-01', items: [{ start: '2026-03-01T15:00:00.000Z' }] },
        { day: '2026-03-02', items: [{ start: '2026-03-01T17:00:00.000Z' }, { start: '2026-03-02T03:00:00.000Z' }] },
      ]);
    });
  });

  it('names a zone by its city', () => {
    expect(zoneCity('America/Los_Angeles')).toBe('Los Angeles');
    expect(zoneCity('UTC')).toBe('UTC');
  });
});
