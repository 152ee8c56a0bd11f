import type { CareerFil } from './fil-types';

/** Filipino versions of the seeded careers, by the English record's slug (see fil-types.ts). */
export const CAREERS_FIL: Readonly<Record<string, CareerFil>> = {};
