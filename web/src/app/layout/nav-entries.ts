import { filterByFlags, type Flagged } from '@/lib/feature-flags';
import { EXTERNAL_LINKS } from '@/lib/links';
import { PATHS } from '@/lib/paths';

export type NavKey =
  'home' | 'forum' | 'virtualApprenticeship' | 'coachConnector' | 'careerExplorer' | 'careerDatabase' | 'whatsNew' | 'faqs';

export interface NavEntry extends Flagged {
  /** The spec's English label; the shown one is t(`nav.${key}`). */
  label: string;
  key: NavKey;
  /** A route, or an absolute URL for an external entry. */
  to: string;
  /** Opens in a new tab (the forum). */
  external?: boolean;
  /** Shows the "New" marker. */
  isNew?: boolean;
}

/** Spec section 2 navigation, in order. None requires login. */
export const NAV_ENTRIES: readonly NavEntry[] = [
  { key: 'home', label: 'Home', to: PATHS.home },
  { key: 'forum', label: 'Forum', to: EXTERNAL_LINKS.forum, external: true, isNew: true },
  { key: 'virtualApprenticeship', label: 'Virtual Apprenticeship', to: PATHS.virtualApprenticeship, gated: true },
  { key: 'coachConnector', label: 'Coach Connector', to: PATHS.coaches },
  { key: 'careerExplorer', label: 'Career Explorer', to: PATHS.careers },
  { key: 'careerDatabase', label: 'Career Database', to: PATHS.jobs, gated: true },
  { key: 'whatsNew', label: "What's New", to: PATHS.events },
  { key: 'faqs', label: 'FAQs', to: PATHS.faqs },
];

export const visibleNavEntries = (isAuth: boolean): NavEntry[] => filterByFlags(NAV_ENTRIES, isAuth);

/** Spec section 2: the current entry is an exact match for /, a prefix match (whole segments) for the rest. */
export function isNavEntryActive(to: string, pathname: string): boolean {
  if (to === PATHS.home) {
    return pathname === PATHS.home;
  }
  return pathname === to || pathname.startsWith(`${to}/`);
}
