import type { Localized, Training } from '@lakbay/contracts';

/** A training as written, before it is put in a reader's language. */
export type TrainingDefinition = Omit<Training, keyof Localized>;

const GOALS = { id: 'goals', label: 'What would you like to get out of this session?', required: true, maxLength: 1000 };

/**
 * What every coach offers until they set up their own trainings (domain.md's examples). Slugs are
 * part of booking URLs: keep them. Their Filipino version is DEFAULT_TRAININGS_FIL.
 */
export const DEFAULT_TRAININGS: readonly TrainingDefinition[] = [
  {
    slug: 'career-chat',
    title: 'Career chat',
    description:
      'A relaxed first conversation about the careers you are curious about, what the work is really like, and how to get started.',
    durationMinutes: 30,
    bufferBeforeMinutes: 0,
    bufferAfterMinutes: 15,
    languages: ['English', 'Filipino'],
    questions: [
      GOALS,
      { id: 'background', label: 'Tell your Koach about yourself: school, strand or course, year level.', required: false, maxLength: 500 },
    ],
  },
  {
    slug: 'resume-review',
    title: 'Resume review',
    description:
      'Go through your resume together: what to keep, what to cut, and how to show what you can do, even without work experience.',
    durationMinutes: 45,
    bufferBeforeMinutes: 0,
    bufferAfterMinutes: 15,
    languages: ['English', 'Filipino'],
    questions: [
      GOALS,
      { id: 'resumeLink', label: 'A link to your resume (Google Drive, Docs or similar)', required: false, maxLength: 500 },
    ],
  },
  {
    slug: 'mock-interview',
    title: 'Mock interview',
    description: 'Practise a job or scholarship interview and get honest, kind feedback on your answers.',
    durationMinutes: 60,
    bufferBeforeMinutes: 15,
    bufferAfterMinutes: 15,
    languages: ['English', 'Filipino'],
    questions: [GOALS, { id: 'role', label: 'Which role, company or scholarship is the interview for?', required: true, maxLength: 300 }],
  },
];
