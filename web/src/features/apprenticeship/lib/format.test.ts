import { describe, expect, it } from '@jest/globals';
import { aWeek } from '@/test-utils/apprenticeship-fixtures';
import { currentWeek, dueText, formatBytes, formatDateRange, isOverdue, manilaToday, seatsText, weeksText } from './format';

describe('format', () => {
  it('writes dates the en-PH way, a YYYY-MM-DD date as that calendar day', () => {
    expect(formatDateRange('2026-02-02', '2026-02-13')).toBe('Feb 2, 2026 – Feb 13, 2026');
  });

  it('counts weeks and seats', () => {
    expect(weeksText(1)).toBe('1 week');
    expect(weeksText(4)).toBe('4 weeks');
    expect(seatsText({ seatsLeft: 12, slots: 30 })).toBe('12 of 30 seats left');
    expect(seatsText({ seatsLeft: 0, slots: 30 })).toBe('Full (30 seats)');
  });

  it('says when a deliverable is due, today, or overdue', () => {
    expect(dueText('2026-02-06', '2026-02-01')).toBe('Due Feb 6, 2026');
    expect(dueText('2026-02-06', '2026-02-06')).toBe('Due today');
    expect(dueText('2026-02-06', '2026-02-07')).toBe('Overdue since Feb 6, 2026');
    expect(isOverdue('2026-02-06', '2026-02-07')).toBe(true);
    expect(isOverdue('2026-02-06', '2026-02-06')).toBe(false);
  });

  it('reads today in Manila, which is ahead of UTC', () => {
    expect(manilaToday(new Date('2026-02-05T17:00:00Z'))).toBe('2026-02-06');
  });

  it('picks the first week not yet due as this week, or the last one', () => {
    const weeks = [aWeek(2), aWeek(1)];
    expect(currentWeek(weeks, '2026-02-01')?.number).toBe(1);
    expect(currentWeek(weeks, '2026-02-07')?.number).toBe(2);
    expect(currentWeek(weeks, '2026-03-01')?.number).toBe(2);
    expect(currentWeek([], '2026-03-01')).toBeUndefined();
  });

  it('writes file sizes', () => {
    expect(formatBytes(340 * 1024)).toBe('340 KB');
    expect(formatBytes(1.25 * 1024 * 1024)).toBe('1.3 MB');
  });
});
