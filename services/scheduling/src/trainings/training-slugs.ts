import type { TrainingQuestionInput } from '@lakbay/contracts';

const SLUG_MAX = 60;

/**
 * The slug of a new training: its title in lower-case ASCII words joined by "-" (accents dropped),
 * at most 60 characters, "training" when nothing is left; -2, -3... when the coach already has it
 * (retired trainings keep theirs: their sessions' links still name them).
 */
export function slugFor(title: string, taken: readonly string[]): string {
  const base =
    title
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .slice(0, SLUG_MAX)
      .replace(/^-+|-+$/g, '') || 'training';
  const used = new Set(taken);
  if (!used.has(base)) {
    return base;
  }
  for (let n = 2; ; n++) {
    const candidate = `${base.slice(0, SLUG_MAX - String(n).length - 1).replace(/-+$/, '')}-${n}`;
    if (!used.has(candidate)) {
      return candidate;
    }
  }
}

/**
 * The id of each question: its own when given, else q1, q2... unused by the others and by the
 * training's earlier questions (an answer booked under a removed question keeps its meaning).
 */
export function questionIds(questions: readonly TrainingQuestionInput[], earlier: readonly string[]): string[] {
  const used = new Set([...earlier, ...questions.map((q) => q.id).filter((id): id is string => id !== undefined)]);
  let n = 1;
  return questions.map((q) => {
    if (q.id !== undefined) {
      return q.id;
    }
    while (used.has(`q${n}`)) {
      n++;
    }
    used.add(`q${n}`);
    return `q${n}`;
  });
}
