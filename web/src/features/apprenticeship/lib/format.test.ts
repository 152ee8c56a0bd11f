import { describe, expect, it } from '@jest/globals';
import { aWeek } from '@/test-utils/apprenticeship-fixtures';
import { currentWeek, formatBytes, isOverdue, manilaToday, weeksText } from './format';

describe('format', () => {
  it("counts the certificate's weeks in English", () => {
    expect(weeksText(1)).toBe('1 week');
    expect(weeksText(4)).toBe('4 weeks');
  });

  it('says whether a deliverable is overdue (a date is due until its end)', () => {
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
