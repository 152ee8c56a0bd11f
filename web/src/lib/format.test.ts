import { describe, expect, it } from '@jest/globals';
import { formatDate, formatDateTime, formatPesoRange, formatPesos, formatTimeRange, spokenDuration } from './format';

describe('formatting in the interface language', () => {
  it('writes pesos the Philippine way in both languages', () => {
    expect(formatPesos(25000, 'en-PH')).toBe('₱25,000');
    expect(formatPesos(25000, 'fil-PH')).toBe('₱25,000');
    expect(formatPesoRange(25000, 35000, 'fil-PH')).toBe('₱25,000 – ₱35,000');
    expect(formatPesoRange(null, null, 'en-PH')).toBeNull();
  });

  it('names months in Filipino when the interface is Filipino', () => {
    expect(formatDate('2026-11-21', 'en-PH')).toBe('Nov 21, 2026');
    expect(formatDate('2026-11-21', 'fil-PH')).toBe('Nob 21, 2026');
    expect(formatDateTime('2026-11-21T18:00:00', 'fil-PH')).toMatch(/^Nob 21, 2026, 6:00\sPM$/);
  });

  it('repeats the date of a range only when it ends on another day', () => {
    expect(formatTimeRange('2026-11-28T18:00:00', '2026-11-28T20:00:00', 'en-PH')).toMatch(/^Nov 28, 2026, 6:00\sPM – 8:00\sPM$/);
  });

  it('says durations in words of the language', () => {
    expect(spokenDuration(900, 'en-PH')).toBe('15 minutes');
    expect(spokenDuration(900, 'fil-PH')).toBe('15 minuto');
  });

  it('uses the current language by default (English before any switch)', () => {
    expect(formatDate('2026-11-21')).toBe('Nov 21, 2026');
  });
});
