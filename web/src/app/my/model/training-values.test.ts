import { describe, expect, it } from '@jest/globals';
import type { ManagedTraining } from '@lakbay/contracts';
import { NEW_TRAINING, isWholeWithin, newTrainingValues, toTrainingInput, trainingValues } from './training-values';

const TRAINING: ManagedTraining = {
  slug: 'mock-interview',
  title: 'Mock interview',
  description: 'Practise.',
  durationMinutes: 60,
  bufferBeforeMinutes: 15,
  bufferAfterMinutes: 15,
  questions: [
    { id: 'role', label: 'Which role?', required: true, maxLength: 300, fil: { label: 'Para saang role?' } },
    { id: 'notes', label: 'Anything else?', required: false, maxLength: 300, fil: null },
  ],
  languages: ['English'],
  fil: { title: 'Mock interview', description: 'Mag-practice.' },
  language: 'en',
  fallback: false,
  retiredAt: null,
  isDefault: true,
};

describe('training form values', () => {
  it('round-trip a training, keeping question ids', () => {
    const { slug: _slug, retiredAt: _retiredAt, isDefault: _isDefault, language: _language, fallback: _fallback, ...input } = TRAINING;
    expect(toTrainingInput(trainingValues(TRAINING))).toEqual(input);
    // English only: no Filipino version is sent.
    const english = { ...TRAINING, fil: null, questions: TRAINING.questions.map((q) => ({ ...q, fil: null })) };
    expect(toTrainingInput(trainingValues(english))).toMatchObject({ fil: null, questions: [{ fil: null }, { fil: null }] });
  });

  it('send the Filipino texts trimmed, an empty one as null (the English is shown)', () => {
    const body = toTrainingInput({
      ...NEW_TRAINING,
      title: 'Portfolio review',
      fil: { title: '  Pagsusuri ng portfolio ', description: '   ' },
    });
    expect(body.fil).toEqual({ title: 'Pagsusuri ng portfolio', description: null });
    // A new training asks the default question in both languages.
    expect(body.questions).toEqual([
      {
        label: 'What would you like to get out of this session?',
        fil: { label: 'Ano ang gusto mong makuha sa session na ito?' },
        required: true,
        maxLength: 1000,
      },
    ]);
  });

  it('send numbers and trimmed text, new questions without an id', () => {
    const body = toTrainingInput({
      ...NEW_TRAINING,
      title: '  Portfolio review ',
      durationMinutes: '45',
      questions: [{ label: ' Link? ', fil: { label: ' Link? ' }, required: false, maxLength: '200' }],
    });
    expect(body).toMatchObject({ title: 'Portfolio review', durationMinutes: 45, bufferAfterMinutes: 15 });
    expect(body.questions).toEqual([{ label: 'Link?', fil: { label: 'Link?' }, required: false, maxLength: 200 }]);
  });

  it('take whole numbers within the limits only', () => {
    expect(isWholeWithin('15', 15, 120)).toBe(true);
    expect(isWholeWithin('120', 15, 120)).toBe(true);
    expect(isWholeWithin('121', 15, 120)).toBe(false);
    expect(isWholeWithin('14', 15, 120)).toBe(false);
    expect(isWholeWithin('30.5', 15, 120)).toBe(false);
    expect(isWholeWithin('', 0, 60)).toBe(false);
  });

  it("start a new training in the Koach's own languages, English and Filipino when none fits", () => {
    expect(newTrainingValues(['cebuano', 'English', 'Klingon']).languages).toEqual(['Cebuano', 'English']);
    expect(newTrainingValues(['Klingon']).languages).toEqual(['English', 'Filipino']);
    expect(newTrainingValues().languages).toEqual(['English', 'Filipino']);
  });
});
