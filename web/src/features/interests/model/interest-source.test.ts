import { describe, expect, it } from '@jest/globals';
import type { InterestResult } from '@lakbay/contracts';
import { chooseInterestCode, readDeviceResult } from './interest-source';

const result = (code: string, scores: InterestResult['scores']): InterestResult => ({ code, scores, takenAt: '2026-11-25T00:00:00.000Z' });
const SIA = result('SIA', { R: 1, I: 6, A: 4, S: 9, E: 2, C: 0 });
const REC = result('REC', { R: 9, I: 0, A: 0, S: 0, E: 6, C: 4 });

describe(chooseInterestCode.name, () => {
  it('prefers the result saved on the profile, then the device’s, then the sign-up interests', () => {
    expect(chooseInterestCode({ interestResult: SIA, careerInterests: ['data'] }, REC)).toEqual({
      code: 'SIA',
      source: 'profile',
      scores: SIA.scores,
    });
    expect(chooseInterestCode({ interestResult: null, careerInterests: ['data'] }, REC)).toEqual({
      code: 'REC',
      source: 'device',
      scores: REC.scores,
    });
    expect(chooseInterestCode({ interestResult: null, careerInterests: ['data'] }, null)).toEqual({ code: 'IC', source: 'signup' });
    expect(chooseInterestCode(null, REC)).toEqual({ code: 'REC', source: 'device', scores: REC.scores });
  });

  it('has nothing to suggest from without any of them, or when every answer was Dislike', () => {
    expect(chooseInterestCode(null, null)).toBeNull();
    expect(chooseInterestCode({ interestResult: null, careerInterests: [] }, null)).toBeNull();
    expect(chooseInterestCode(null, result('', { R: 0, I: 0, A: 0, S: 0, E: 0, C: 0 }))).toBeNull();
  });
});

describe(readDeviceResult.name, () => {
  it('reads a stored result, its code worked out again from the scores', () => {
    expect(readDeviceResult({ interestResult: { ...SIA, code: 'XYZ' } })).toEqual(SIA);
  });

  it('ignores what is not a result', () => {
    for (const stored of [undefined, 'SIA', { code: 'SIA' }, { ...SIA, scores: { ...SIA.scores, S: 11 } }, { ...SIA, takenAt: 5 }]) {
      expect(readDeviceResult({ interestResult: stored })).toBeNull();
    }
  });
});
