/** The Filipino version of a demo challenge: its texts, and each week's by position (week 1 first). */
export interface ChallengeFil {
  title: string;
  summary: string;
  description: string;
  weeks: { title: string; brief: string; deliverable: string }[];
}

/** Filipino versions of DEMO_CHALLENGES, by slug. */
export const DEMO_CHALLENGES_FIL: Readonly<Record<string, ChallengeFil>> = {};
