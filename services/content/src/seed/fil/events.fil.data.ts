import type { EventFil } from './fil-types';

/** Filipino versions of the seeded events, by the English record's key (see fil-types.ts). */
export const EVENTS_FIL: Readonly<Record<string, EventFil>> = {};
