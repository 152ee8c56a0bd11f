import { handInWindow, meritFor, statusOn, weekOpensOn } from './calendar';

describe('statusOn', () => {
  const dates = { startDate: '2027-01-11', endDate: '2027-01-24' };
  it('is OPEN before the start, RUNNING from the start to the end day, CLOSED after; a DRAFT stays a draft', () => {
    expect(statusOn({ ...dates, status: 'OPEN' }, '2027-01-10')).toBe('OPEN');
    expect(statusOn({ ...dates, status: 'OPEN' }, '2027-01-11')).toBe('RUNNING');
    expect(statusOn({ ...dates, status: 'RUNNING' }, '2027-01-24')).toBe('RUNNING');
    expect(statusOn({ ...dates, status: 'RUNNING' }, '2027-01-25')).toBe('CLOSED');
    expect(statusOn({ ...dates, status: 'DRAFT' }, '2027-01-25')).toBe('DRAFT');
  });
});

describe('weekOpensOn', () => {
  const weeks = [
    { number: 1, dueDate: '2027-01-17' },
    { number: 2, dueDate: '2027-01-24' },
  ];
  it('opens week 1 on the start date and each later week the day after the week before is due', () => {
    expect(weekOpensOn('2027-01-11', weeks, 1)).toBe('2027-01-11');
    expect(weekOpensOn('2027-01-11', weeks, 2)).toBe('2027-01-18');
  });
});

describe('handInWindow', () => {
  it('takes hand-ins from the opening day to the due day, and late ones only in the late days allowed', () => {
    expect(handInWindow('2027-01-11', '2027-01-17', 0, '2027-01-10')).toEqual({ open: false, why: 'NOT_OPEN' });
    expect(handInWindow('2027-01-11', '2027-01-17', 0, '2027-01-11')).toEqual({ open: true, late: false });
    expect(handInWindow('2027-01-11', '2027-01-17', 0, '2027-01-17')).toEqual({ open: true, late: false });
    expect(handInWindow('2027-01-11', '2027-01-17', 0, '2027-01-18')).toEqual({ open: false, why: 'CLOSED' });
    expect(handInWindow('2027-01-11', '2027-01-17', 2, '2027-01-19')).toEqual({ open: true, late: true });
    expect(handInWindow('2027-01-11', '2027-01-17', 2, '2027-01-20')).toEqual({ open: false, why: 'CLOSED' });
  });
});

describe('meritFor', () => {
  const s = (weekId: string, attempt: number, reviewStatus: 'ACCEPTED' | 'NEEDS_UPDATE' | 'PENDING_REVIEW', late = false) => ({
    weekId,
    attempt,
    reviewStatus,
    late,
  });
  it('gives nothing while a week is not accepted', () => {
    expect(meritFor(['w1', 'w2'], [s('w1', 1, 'ACCEPTED')])).toBeNull();
    expect(meritFor(['w1', 'w2'], [s('w1', 1, 'ACCEPTED'), s('w2', 1, 'PENDING_REVIEW')])).toBeNull();
    expect(meritFor([], [])).toBeNull();
  });
  it('is OUTSTANDING at the first attempt on time, COMMENDABLE after an update, SATISFACTORY with a late hand-in', () => {
    expect(meritFor(['w1', 'w2'], [s('w1', 1, 'ACCEPTED'), s('w2', 1, 'ACCEPTED')])).toBe('OUTSTANDING');
    expect(meritFor(['w1', 'w2'], [s('w1', 1, 'NEEDS_UPDATE'), s('w1', 2, 'ACCEPTED'), s('w2', 1, 'ACCEPTED')])).toBe('COMMENDABLE');
    expect(meritFor(['w1', 'w2'], [s('w1', 1, 'ACCEPTED'), s('w2', 1, 'ACCEPTED', true)])).toBe('SATISFACTORY');
  });
});
