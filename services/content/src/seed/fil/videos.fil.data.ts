import type { VideoFil } from './fil-types';

/** Filipino versions of the seeded videos, by the English record's key (see fil-types.ts). */
export const VIDEOS_FIL: Readonly<Record<string, VideoFil>> = {};
