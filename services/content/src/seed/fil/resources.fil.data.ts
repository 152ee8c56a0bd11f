import type { ResourceFil } from './fil-types';

/** Filipino versions of the seeded resources, by the English record's key (see fil-types.ts). */
export const RESOURCES_FIL: Readonly<Record<string, ResourceFil>> = {};
