import { ChallengeWeekDto } from '@lakbay/contracts/apprenticeship.dto';
import { createValidationPipe } from '@lakbay/platform';
import { DEMO_CHALLENGES } from './demo-challenges';
import { DEMO_CHALLENGES_FIL } from './demo-challenges.fil.data';

/** The numbers a text states (sizes, minutes, slide counts), which a translation must keep. */
const numbers = (text: string) => (text.match(/\d+/g) ?? []).sort();

describe('DEMO_CHALLENGES_FIL', () => {
  it('has a Filipino version of every demo challenge, and only of those', () => {
    expect(Object.keys(DEMO_CHALLENGES_FIL).sort()).toEqual(DEMO_CHALLENGES.map((c) => c.slug).sort());
  });

  it('translates every text, with the same weeks in the same order and the same numbers', () => {
    for (const challenge of DEMO_CHALLENGES) {
      const fil = DEMO_CHALLENGES_FIL[challenge.slug];
      const slug = challenge.slug;
      expect({ slug, weeks: fil.weeks.length }).toEqual({ slug, weeks: challenge.weeks.length });
      const pairs: [string, string, string][] = [
        ['title', fil.title, challenge.title],
        ['summary', fil.summary, challenge.summary],
        ['description', fil.description, challenge.description],
        ...challenge.weeks.flatMap((week, i): [string, string, string][] => [
          [`weeks[${i}].title`, fil.weeks[i].title, week.title],
          [`weeks[${i}].brief`, fil.weeks[i].brief, week.brief],
          [`weeks[${i}].deliverable`, fil.weeks[i].deliverable, week.deliverable],
        ]),
      ];
      for (const [field, text, english] of pairs) {
        const where = `${slug}.${field}`;
        expect({ where, blank: text.trim() === '' }).toEqual({ where, blank: false });
        expect({ where, numbers: numbers(text) }).toEqual({ where, numbers: numbers(english) });
        // Week titles such as "Brand audit" or "Packaging" are kept as students say them.
        const keptEnglish = text === english && field.endsWith('.title');
        expect({ where, same: text === english && !keptEnglish }).toEqual({ where, same: false });
      }
      // The partner's name stays as written in the description.
      expect(fil.description).toContain(challenge.partnerName.replace(/ \(demo partner\)$/, ''));
    }
  });

  it('keeps to the lengths the challenge editor allows', async () => {
    const pipe = createValidationPipe();
    for (const challenge of DEMO_CHALLENGES) {
      const fil = DEMO_CHALLENGES_FIL[challenge.slug];
      // ChallengeDto: title 2-150, summary 10-300, brief (the description) 10-8000 characters.
      expect({ slug: challenge.slug, title: fil.title.length <= 150, summary: fil.summary.length <= 300 }).toEqual({
        slug: challenge.slug,
        title: true,
        summary: true,
      });
      for (const [i, week] of fil.weeks.entries()) {
        const input = { ...week, tasks: [week.deliverable], resources: challenge.weeks[i].resources, dueDate: '2027-01-17' };
        await expect(pipe.transform(input, { type: 'body', metatype: ChallengeWeekDto })).resolves.toBeDefined();
      }
    }
  });
});
