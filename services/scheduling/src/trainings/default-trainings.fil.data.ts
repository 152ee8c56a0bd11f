/** The Filipino version of a default training: its texts and its questions' labels by question id. */
export interface TrainingFil {
  title: string;
  description: string;
  questions: Record<string, string>;
}

/** Filipino versions of DEFAULT_TRAININGS, by slug. */
export const DEFAULT_TRAININGS_FIL: Readonly<Record<string, TrainingFil>> = {};
