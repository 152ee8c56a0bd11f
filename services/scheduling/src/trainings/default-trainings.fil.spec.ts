import { TrainingInputDto } from '@lakbay/contracts/scheduling.dto';
import { createValidationPipe } from '@lakbay/platform';
import { DEFAULT_TRAININGS } from './default-trainings';
import { DEFAULT_TRAININGS_FIL } from './default-trainings.fil.data';

describe('DEFAULT_TRAININGS_FIL', () => {
  it('has a Filipino version of every default training, and only of those', () => {
    expect(Object.keys(DEFAULT_TRAININGS_FIL).sort()).toEqual(DEFAULT_TRAININGS.map((t) => t.slug).sort());
  });

  it('labels every question of each training by its id, and no other', () => {
    for (const training of DEFAULT_TRAININGS) {
      const fil = DEFAULT_TRAININGS_FIL[training.slug];
      expect({ slug: training.slug, ids: Object.keys(fil.questions).sort() }).toEqual({
        slug: training.slug,
        ids: training.questions.map((q) => q.id).sort(),
      });
      for (const question of training.questions) {
        const label = fil.questions[question.id];
        expect(label.trim()).not.toBe('');
        expect(label).not.toBe(question.label);
      }
    }
  });

  it('writes each description in Filipino; titles may keep the English students use', () => {
    for (const training of DEFAULT_TRAININGS) {
      const fil = DEFAULT_TRAININGS_FIL[training.slug];
      expect(fil.title.trim()).not.toBe('');
      expect(fil.description.trim()).not.toBe('');
      expect(fil.description).not.toBe(training.description);
      expect(fil.description).not.toContain("'");
    }
  });

  it('keeps to the rules a coach’s own training follows, in Filipino', async () => {
    const pipe = createValidationPipe();
    for (const training of DEFAULT_TRAININGS) {
      const fil = DEFAULT_TRAININGS_FIL[training.slug];
      const { slug: _slug, ...english } = training;
      const input = {
        ...english,
        title: fil.title,
        description: fil.description,
        questions: training.questions.map((q) => ({ ...q, label: fil.questions[q.id] })),
      };
      await expect(pipe.transform(input, { type: 'body', metatype: TrainingInputDto })).resolves.toBeDefined();
    }
  });
});
