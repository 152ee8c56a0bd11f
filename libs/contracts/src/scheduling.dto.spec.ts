import { refusedFields } from '@lakbay/platform';
import { TrainingInputDto, UpdateTrainingDto } from './scheduling.dto';

const GOOD = {
  title: 'Portfolio review',
  description: 'We look at your portfolio together.',
  durationMinutes: 45,
  bufferBeforeMinutes: 0,
  bufferAfterMinutes: 15,
  questions: [{ label: 'A link to your portfolio', required: true, maxLength: 500 }],
  languages: ['English', 'Filipino'],
};

const refused = async (value: unknown, type: typeof TrainingInputDto | typeof UpdateTrainingDto = TrainingInputDto) =>
  (await refusedFields(type, value)).map((f) => f.property);

describe(TrainingInputDto.name, () => {
  it('accepts a whole training, with or without question ids', async () => {
    expect(await refused(GOOD)).toEqual([]);
    expect(
      await refused({ ...GOOD, questions: [{ id: 'goals', label: 'Goals', required: false, maxLength: 1 }], description: '' }),
    ).toEqual([]);
  });

  it('keeps the duration within 15 to 120 minutes and buffers within 0 to 60', async () => {
    expect(await refused({ ...GOOD, durationMinutes: 14 })).toEqual(['durationMinutes']);
    expect(await refused({ ...GOOD, durationMinutes: 121 })).toEqual(['durationMinutes']);
    expect(await refused({ ...GOOD, durationMinutes: 30.5 })).toEqual(['durationMinutes']);
    expect(await refused({ ...GOOD, durationMinutes: 15 })).toEqual([]);
    expect(await refused({ ...GOOD, durationMinutes: 120 })).toEqual([]);
    expect(await refused({ ...GOOD, bufferBeforeMinutes: -5, bufferAfterMinutes: 61 })).toEqual([
      'bufferBeforeMinutes',
      'bufferAfterMinutes',
    ]);
  });

  it('needs a title of 3 to 80 characters and a description of at most 1000', async () => {
    expect(await refused({ ...GOOD, title: 'ab' })).toEqual(['title']);
    expect(await refused({ ...GOOD, title: 'x'.repeat(81) })).toEqual(['title']);
    expect(await refused({ ...GOOD, description: 'x'.repeat(1001) })).toEqual(['description']);
    expect(await refusedFields(TrainingInputDto, { ...GOOD, title: 'ab' })).toEqual([
      { property: 'title', constraints: ['Title must be 3 to 80 characters.'] },
    ]);
  });

  it('takes at most 5 questions, each with a label, a required flag and an answer length', async () => {
    const q = GOOD.questions[0];
    expect(await refused({ ...GOOD, questions: Array.from({ length: 6 }, () => q) })).toEqual(['questions']);
    expect(await refused({ ...GOOD, questions: [{ ...q, label: '' }] })).toEqual(['questions.0.label']);
    expect(await refused({ ...GOOD, questions: [{ ...q, required: 'yes' }] })).toEqual(['questions.0.required']);
    expect(await refused({ ...GOOD, questions: [{ ...q, maxLength: 0 }] })).toEqual(['questions.0.maxLength']);
    expect(await refused({ ...GOOD, questions: [{ ...q, id: '1 bad id' }] })).toEqual(['questions.0.id']);
  });

  it('takes Filipino texts under the English limits, each optional, and refuses a Filipino version that is not an object', async () => {
    const q = GOOD.questions[0];
    const fil = { title: 'Pagsusuri ng portfolio', description: 'Sabay nating titingnan ang portfolio mo.' };
    expect(await refused({ ...GOOD, fil, questions: [{ ...q, fil: { label: 'Link ng portfolio mo' } }] })).toEqual([]);
    expect(await refused({ ...GOOD, fil: null, questions: [{ ...q, fil: null }] })).toEqual([]);
    expect(await refused({ ...GOOD, fil: { title: null, description: '' } })).toEqual([]);
    expect(await refusedFields(TrainingInputDto, { ...GOOD, fil: { title: 'ab' } })).toEqual([
      { property: 'fil.title', constraints: ['Title (Filipino) must be 3 to 80 characters.'] },
    ]);
    expect(await refused({ ...GOOD, fil: { description: 'x'.repeat(1001) } })).toEqual(['fil.description']);
    expect(await refused({ ...GOOD, questions: [{ ...q, fil: { label: 'x'.repeat(201) } }] })).toEqual(['questions.0.fil.label']);
    expect(await refused({ ...GOOD, fil: 'Pagsusuri' })).toEqual(['fil']);
    expect(await refused({ fil: { title: 'ab' } }, UpdateTrainingDto)).toEqual(['fil.title']);
  });

  it('needs at least one language from the list', async () => {
    expect(await refused({ ...GOOD, languages: [] })).toEqual(['languages']);
    expect(await refused({ ...GOOD, languages: ['Klingon'] })).toEqual(['languages']);
    expect(await refused({ ...GOOD, languages: ['Cebuano'] })).toEqual([]);
  });
});

describe(UpdateTrainingDto.name, () => {
  it('takes any of the fields, each checked as on create', async () => {
    expect(await refused({}, UpdateTrainingDto)).toEqual([]);
    expect(await refused({ durationMinutes: 90 }, UpdateTrainingDto)).toEqual([]);
    expect(await refused({ durationMinutes: 200, languages: [] }, UpdateTrainingDto)).toEqual(['durationMinutes', 'languages']);
  });
});
