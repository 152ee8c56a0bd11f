/** The Filipino version of a default training: its texts and its questions' labels by question id. */
export interface TrainingFil {
  title: string;
  description: string;
  questions: Record<string, string>;
}

const GOALS = 'Ano ang gusto mong makuha sa session na ito?';

/** Filipino versions of DEFAULT_TRAININGS, by slug. */
export const DEFAULT_TRAININGS_FIL: Readonly<Record<string, TrainingFil>> = {
  'career-chat': {
    title: 'Career chat',
    description:
      'Isang relaxed na unang kuwentuhan tungkol sa mga career na gusto mong malaman, kung ano talaga ang trabaho sa mga ito, at kung paano magsimula.',
    questions: {
      goals: GOALS,
      background: 'Magpakilala ka sa Koach mo: school, strand o course, at year level.',
    },
  },
  'resume-review': {
    title: 'Resume review',
    description:
      'Sabay ninyong babasahin ang resume mo: ano ang dapat panatilihin, ano ang dapat tanggalin, at paano ipakita ang kaya mong gawin, kahit wala ka pang work experience.',
    questions: {
      goals: GOALS,
      resumeLink: 'Link ng resume mo (Google Drive, Docs o katulad nito)',
    },
  },
  'mock-interview': {
    title: 'Mock interview',
    description: 'Mag-practice para sa job o scholarship interview at makatanggap ng tapat at mabait na feedback sa mga sagot mo.',
    questions: {
      goals: GOALS,
      role: 'Para saang role, kumpanya o scholarship ang interview?',
    },
  },
};
