import { type ManagedTraining, TRAINING_LANGUAGES, TRAINING_LIMITS as L, type TrainingInput } from '@lakbay/contracts';

/** A question as the form holds it: the answer length as typed, the label in English and in Filipino. */
export interface QuestionValues {
  id?: string;
  label: string;
  /** The Filipino label (issue 29); empty shows the English. */
  fil: { label: string };
  required: boolean;
  maxLength: string;
}

/** The training form's values: numbers as typed, checked by the rules below, sent as numbers. */
export interface TrainingValues {
  /** The Filipino title and description (issue 29); empty ones show the English. */
  fil: { title: string; description: string };
  title: string;
  description: string;
  durationMinutes: string;
  bufferBeforeMinutes: string;
  bufferAfterMinutes: string;
  languages: string[];
  questions: QuestionValues[];
}

/** A new question's starting point. */
export const BLANK_QUESTION: QuestionValues = { label: '', fil: { label: '' }, required: false, maxLength: '500' };

/** A new training's starting point: the shape of the default Career chat. */
export const NEW_TRAINING: TrainingValues = {
  fil: { title: '', description: '' },
  title: '',
  description: '',
  durationMinutes: '30',
  bufferBeforeMinutes: '0',
  bufferAfterMinutes: '15',
  languages: ['English', 'Filipino'],
  questions: [
    {
      label: 'What would you like to get out of this session?',
      fil: { label: 'Ano ang gusto mong makuha sa session na ito?' },
      required: true,
      maxLength: '1000',
    },
  ],
};

/** A new training in the languages the Koach speaks (those a training can be held in), English and Filipino otherwise. */
export function newTrainingValues(spoken: readonly string[] = []): TrainingValues {
  const known = new Set<string>(TRAINING_LANGUAGES);
  const languages = spoken
    .map((name) => TRAINING_LANGUAGES.find((l) => l.toLowerCase() === name.trim().toLowerCase()) ?? '')
    .filter((l) => known.has(l));
  return { ...NEW_TRAINING, languages: languages.length > 0 ? [...new Set(languages)] : NEW_TRAINING.languages };
}

export function trainingValues(training: ManagedTraining): TrainingValues {
  return {
    fil: { title: training.fil?.title ?? '', description: training.fil?.description ?? '' },
    title: training.title,
    description: training.description,
    durationMinutes: String(training.durationMinutes),
    bufferBeforeMinutes: String(training.bufferBeforeMinutes),
    bufferAfterMinutes: String(training.bufferAfterMinutes),
    languages: [...training.languages],
    questions: training.questions.map((q) => ({
      id: q.id,
      label: q.label,
      fil: { label: q.fil?.label ?? '' },
      required: q.required,
      maxLength: String(q.maxLength),
    })),
  };
}

/** A Filipino text to send: trimmed, or null when empty (the English is shown). */
const filText = (text: string | undefined): string | null => (text ?? '').trim() || null;

/** The request body: text trimmed, numbers read, question ids kept where they exist, Filipino texts null when empty. */
export function toTrainingInput(values: TrainingValues): TrainingInput {
  const filTitle = filText(values.fil?.title);
  const filDescription = filText(values.fil?.description);
  return {
    fil: filTitle || filDescription ? { title: filTitle, description: filDescription } : null,
    title: values.title.trim(),
    description: (values.description ?? '').trim(),
    durationMinutes: Number(values.durationMinutes),
    bufferBeforeMinutes: Number(values.bufferBeforeMinutes),
    bufferAfterMinutes: Number(values.bufferAfterMinutes),
    languages: values.languages ?? [],
    questions: (values.questions ?? []).map((q) => ({
      ...(q.id ? { id: q.id } : {}),
      label: (q.label ?? '').trim(),
      fil: filText(q.fil?.label) ? { label: filText(q.fil?.label) } : null,
      required: q.required,
      maxLength: Number(q.maxLength),
    })),
  };
}

/** Whole minutes within [min, max], as typed: whether the text is one. */
export const isWholeWithin = (text: string | undefined, min: number, max: number): boolean => {
  const value = (text ?? '').trim();
  return /^\d+$/.test(value) && Number(value) >= min && Number(value) <= max;
};

export const LIMITS = {
  duration: [L.durationMin, L.durationMax],
  buffer: [0, L.bufferMax],
  answer: [1, L.answerMaxLength],
} as const;
