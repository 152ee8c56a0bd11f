import type { ReviewStatus } from '@lakbay/contracts';
import { computeProgress, computeTodos } from './progress';

const weeks = [1, 2, 3, 4].map((n) => ({
  id: `w${n}`,
  number: n,
  title: `Week ${n}`,
  deliverable: `Deliverable ${n}`,
  dueDate: `2026-12-0${n * 2}`,
}));
const sub = (weekId: string, attempt: number, reviewStatus: ReviewStatus) => ({ weekId, attempt, reviewStatus });

describe('computeProgress', () => {
  it('counts weeks whose latest attempt is accepted, and weeks with any attempt', () => {
    const progress = computeProgress(weeks, [
      sub('w1', 1, 'NEEDS_UPDATE'),
      sub('w1', 2, 'ACCEPTED'),
      sub('w2', 1, 'PENDING_REVIEW'),
      sub('w3', 1, 'ACCEPTED'),
      sub('w3', 2, 'PENDING_REVIEW'),
    ]);
    expect(progress).toEqual({ acceptedWeeks: 1, submittedWeeks: 3, totalWeeks: 4, percent: 25 });
  });

  it('is zero for a group that handed in nothing, and ignores weeks of other challenges', () => {
    expect(computeProgress(weeks, [sub('elsewhere', 1, 'ACCEPTED')])).toEqual({
      acceptedWeeks: 0,
      submittedWeeks: 0,
      totalWeeks: 4,
      percent: 0,
    });
    expect(computeProgress([], []).percent).toBe(0);
  });

  it('rounds the percentage down to a whole number', () => {
    const three = weeks.slice(0, 3);
    expect(computeProgress(three, [sub('w1', 1, 'ACCEPTED')]).percent).toBe(33);
  });
});

describe('computeTodos', () => {
  it('lists weeks without a submission and weeks whose latest attempt needs an update, by week', () => {
    const todos = computeTodos(
      weeks,
      [sub('w1', 1, 'ACCEPTED'), sub('w2', 1, 'ACCEPTED'), sub('w2', 2, 'NEEDS_UPDATE'), sub('w3', 1, 'PENDING_REVIEW')],
      new Date('2026-11-01T00:00:00Z'),
    );
    expect(todos.map((t) => [t.weekNumber, t.reason])).toEqual([
      [2, 'NEEDS_UPDATE'],
      [4, 'NOT_SUBMITTED'],
    ]);
    expect(todos[1]).toMatchObject({ weekId: 'w4', title: 'Week 4', deliverable: 'Deliverable 4', dueDate: '2026-12-08', overdue: false });
  });

  it('marks a todo overdue once its due day has ended in Manila (UTC+8)', () => {
    // Week 1 is due 2026-12-02: it ends at 2026-12-02T15:59:59.999Z.
    expect(computeTodos(weeks, [], new Date('2026-12-02T15:59:59Z'))[0]?.overdue).toBe(false);
    expect(computeTodos(weeks, [], new Date('2026-12-02T16:00:00Z'))[0]?.overdue).toBe(true);
  });
});
