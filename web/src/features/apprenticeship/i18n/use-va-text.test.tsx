import { afterAll, describe, expect, it } from '@jest/globals';
import { act, renderHook } from '@testing-library/react';
import { applyLocale } from '@/lib/i18n';
import { useVaText } from './use-va-text';

// The apprenticeship's facts as its pages write them, in each language of the interface.
describe('useVaText', () => {
  afterAll(async () => {
    await act(() => applyLocale('en'));
  });

  it('writes date ranges, weeks, seats and due dates in English', async () => {
    await act(() => applyLocale('en'));
    const { result } = renderHook(() => useVaText());
    const text = result.current;
    expect(text.formatDateRange('2026-02-02', '2026-02-13')).toBe('Feb 2, 2026 – Feb 13, 2026');
    expect(text.weeksText(1)).toBe('1 week');
    expect(text.weeksText(4)).toBe('4 weeks');
    expect(text.seatsText({ seatsLeft: 12, slots: 30 })).toBe('12 of 30 seats left');
    expect(text.seatsText({ seatsLeft: 0, slots: 30 })).toBe('Full (30 seats)');
    expect(text.dueText('2026-02-06', '2026-02-01')).toBe('Due Feb 6, 2026');
    expect(text.dueText('2026-02-06', '2026-02-06')).toBe('Due today');
    expect(text.dueText('2026-02-06', '2026-02-07')).toBe('Overdue since Feb 6, 2026');
  });

  it('writes them in Filipino once Filipino is chosen', async () => {
    await act(() => applyLocale('fil'));
    const { result } = renderHook(() => useVaText());
    const text = result.current;
    expect(text.weeksText(4)).toBe('4 linggo');
    expect(text.seatsText({ seatsLeft: 12, slots: 30 })).toBe('12 sa 30 na slot ang natitira');
    expect(text.seatsText({ seatsLeft: 0, slots: 30 })).toBe('Puno na (30 na slot)');
    expect(text.dueText('2026-02-06', '2026-02-06')).toBe('Deadline ngayong araw');
    expect(text.dueText('2026-02-06', '2026-02-07')).toMatch(/^Lampas na sa deadline mula .*2026$/);
  });
});
