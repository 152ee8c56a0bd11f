import type { FaqFil } from './fil-types';

/** Filipino versions of the seeded faqs, by the English record's key (see fil-types.ts). */
export const FAQS_FIL: Readonly<Record<string, FaqFil>> = {};
