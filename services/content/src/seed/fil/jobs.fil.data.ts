import type { JobFil } from './fil-types';

/** Filipino versions of the seeded jobs, by the English record's key (see fil-types.ts). */
export const JOBS_FIL: Readonly<Record<string, JobFil>> = {};
