/**
 * Build-time feature flags (spec sections 1 and 2). Flip one here and rebuild; no screen reads
 * anything else to decide what to show.
 */
export const FEATURE_FLAGS = {
  /**
   * Gates the Virtual Apprenticeship, Jobs Dashboard and What's New home cards and the Virtual
   * Apprenticeship and Career Database nav entries. On in this build.
   */
  launchFeatures: true,
} as const;

export interface Flagged {
  /** Shown only while FEATURE_FLAGS.launchFeatures is on. */
  gated?: boolean;
  /** Shown only to logged-in users (spec: false for every nav entry today). */
  requiresLogin?: boolean;
}

/** Keeps what the flags allow: gated items while the flag is on, login-only items for logged-in users. */
export function filterByFlags<T extends Flagged>(
  items: readonly T[],
  isAuth: boolean,
  flags: { launchFeatures: boolean } = FEATURE_FLAGS,
): T[] {
  return items.filter((item) => (!item.gated || flags.launchFeatures) && (!item.requiresLogin || isAuth));
}
