import { ChallengeRow, WeekRow } from '../entities/challenge.entity';
import { toChallenge, toChallengeDetail } from './mappers';

function challengeRow(fil: ChallengeRow['fil']): ChallengeRow {
  return Object.assign(new ChallengeRow(), {
    slug: 'tindahan',
    title: 'Tindahan Insights',
    partnerName: 'Tindahan Tech Co.',
    category: 'marketing-branding',
    summary: 'Learn what store owners need.',
    description: 'Two weeks of field work.',
    startDate: '2027-01-11',
    endDate: '2027-01-24',
    applicationDeadline: '2027-01-10',
    slots: 5,
    applicationTypes: ['INDIVIDUAL'],
    maxGroupSize: 1,
    status: 'OPEN',
    fil,
  });
}

function weekRow(number: number, fil: WeekRow['fil']): WeekRow {
  return Object.assign(new WeekRow(), {
    challengeId: 'c',
    number,
    title: `Week ${number}`,
    brief: `The brief of week ${number}.`,
    deliverable: 'A report',
    dueDate: number === 1 ? '2027-01-17' : '2027-01-24',
    fil,
  });
}

const FIL = {
  title: 'Mga Insight sa Tindahan',
  summary: 'Alamin ang kailangan ng mga tindahan.',
  description: 'Dalawang linggong field work.',
};
const TODAY = '2027-01-05';

describe('challenges in the reader’s language (issue 29)', () => {
  it('answers an English reader in English without a fallback, whatever Filipino there is', () => {
    const detail = toChallengeDetail(challengeRow(FIL), [weekRow(1, { title: 'Linggo 1' })], 0, TODAY, 'en');
    expect(detail).toMatchObject({ title: 'Tindahan Insights', description: 'Two weeks of field work.', language: 'en', fallback: false });
    expect(detail.weekList[0].title).toBe('Week 1');
  });

  it('answers a Filipino reader field by field and week by week, saying it fell back where a text is English', () => {
    const weeks = [weekRow(2, null), weekRow(1, { title: 'Linggo 1', brief: 'Ang brief ng unang linggo.', deliverable: 'Isang report' })];
    const detail = toChallengeDetail(challengeRow(FIL), weeks, 0, TODAY, 'fil');
    expect(detail).toMatchObject({ ...FIL, language: 'fil', fallback: true });
    expect(detail.weekList.map((w) => [w.number, w.title, w.deliverable])).toEqual([
      [1, 'Linggo 1', 'Isang report'],
      [2, 'Week 2', 'A report'],
    ]);
    const complete = toChallengeDetail(challengeRow(FIL), [weeks[1]], 0, TODAY, 'fil');
    expect(complete).toMatchObject({ language: 'fil', fallback: false });
  });

  it('says a card or page without any Filipino is English, fallen back', () => {
    expect(toChallenge(challengeRow(null), 1, 0, TODAY, 'fil')).toMatchObject({
      title: 'Tindahan Insights',
      language: 'en',
      fallback: true,
    });
    // Only the card's texts count on a card: a Filipino title and summary are enough.
    expect(toChallenge(challengeRow({ title: 'Pamagat', summary: 'Buod ng hamon.' }), 1, 0, TODAY, 'fil')).toMatchObject({
      language: 'fil',
      fallback: false,
    });
  });
});
